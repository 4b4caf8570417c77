// Progress on long work (issue 23): many files, figures or frames show a count and a
// percentage on a terminal's standard error, and nothing when it is not a terminal.
import Foundation
import ShapeCommandLine
import Testing

@Suite struct ProgressTests {
    /// Runs `shape` in process with standard error a terminal or not; returns what went there.
    static func errorText(_ arguments: [String], errorIsTerminal: Bool) -> (ExitCode, String) {
        final class Box: @unchecked Sendable { var error = "" }
        let box = Box()
        let console = Console(
            writeOutput: { _ in }, writeError: { box.error += $0 }, errorIsTerminal: errorIsTerminal,
            writeBytes: { _ in })
        let status = ShapeTool.run(arguments, console: console)
        return (status, box.error)
    }

    @Test func manyFilesShowACountOnATerminalOnly() throws {
        let folder = try TemporaryFolder()
        let scripts = try (1...3).map { try folder.write("s\($0).shape", "shape s = Circle() { size 10 x 10 }") }
        let arguments = ["render"] + scripts + ["--output-dir", folder.path("out")]
        let (status, terminal) = Self.errorText(arguments, errorIsTerminal: true)
        #expect(status == .success)
        #expect(terminal.contains("\rrendering 1 of 3 files (33%)"), "\(terminal.debugDescription)")
        #expect(terminal.contains("\rrendering 3 of 3 files (100%)"))
        // The line is erased at the end.
        #expect(terminal.hasSuffix("\r\u{1B}[K"))
        let (_, piped) = Self.errorText(
            ["render"] + scripts + ["--output-dir", folder.path("out2")], errorIsTerminal: false)
        #expect(piped == "")
    }

    @Test func framesAndFiguresShowACount() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write(
            "a.shape",
            "animation duration: 1, fps: 4\nshape s = RoundedRectangle(cornerRadius: 10 * progress) { size 40 x 40 }")
        let (status, frames) = Self.errorText(["render", script, "-o", folder.path("a.svg")], errorIsTerminal: true)
        #expect(status == .success)
        #expect(frames.contains("rendering 5 of 5 frames (100%)"), "\(frames.debugDescription)")
        let document = try folder.write(
            "doc.md",
            "# two\n\n```shape\nshape a = Circle() { size 8 x 8 }\n```\n\n```shape\nshape b = Circle() { size 8 x 8 }\n```\n"
        )
        let (mdStatus, figures) = Self.errorText(["md", document, "-o", folder.path("out.md")], errorIsTerminal: true)
        #expect(mdStatus == .success)
        #expect(figures.contains("rendering 2 of 2 figures (100%)"), "\(figures.debugDescription)")
    }
}
