// `shape fmt` and `shape check` end to end: the binary on real files and standard input.
import Foundation
import Testing

@Suite struct FormatCommandTests {
    /// What CI checks: every example is already in the canonical layout.
    @Test func theExamplesAreFormatted() throws {
        let examples = ShapeBinary.packageRoot.appendingPathComponent("examples").path
        let scripts = try FileManager.default.contentsOfDirectory(atPath: examples)
            .filter { $0.hasSuffix(".shape") }.sorted().map { "examples/" + $0 }
        #expect(scripts.count >= 13)
        let result = try runShape(["fmt", "--check"] + scripts, in: ShapeBinary.packageRoot)
        #expect(result.status == 0, "not formatted:\n\(result.output)\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func standardInputToStandardOutput() throws {
        let result = try runShape(["fmt"], input: "let a=1;print a+1\n")
        #expect(result.status == 0)
        #expect(result.output == "let a = 1\nprint a + 1\n")
        let dash = try runShape(["fmt", "-"], input: "shape s = Capsule() { size 1 x 1 }")
        #expect(dash.output == "shape s = Capsule() {\n    size 1 x 1\n}\n")
    }

    @Test func checkNamesTheFilesThatWouldChangeAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.shape", "let a = 1\n")
        try folder.write("bad.shape", "let a=1\n")
        let result = try runShape(["fmt", "--check", "good.shape", "bad.shape"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.output == "bad.shape\n")
        #expect(try folder.read("bad.shape") == "let a=1\n")
    }

    @Test func writeReplacesChangedFilesKeepingTheirPermissions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.shape", "let a=1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try folder.write("same.shape", "let b = 2\n")
        let before = try FileManager.default.attributesOfItem(atPath: folder.path("same.shape"))
        let result = try runShape(["fmt", "-w", "card.shape", "same.shape"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(try folder.read("card.shape") == "let a = 1\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        // A file already formatted is not written at all.
        let after = try FileManager.default.attributesOfItem(atPath: folder.path("same.shape"))
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(try folder.contents() == ["card.shape", "same.shape"], "no temporary file is left")
    }

    @Test func aScriptWithSyntaxErrorsIsLeftAloneWithEveryErrorReported() throws {
        let folder = try TemporaryFolder()
        let broken = "let a=1\nlet = 2\nprint (1\nlet c = 3 3\n"
        try folder.write("broken.shape", broken)
        try folder.write("fine.shape", "let a=1\n")
        let result = try runShape(["fmt", "-w", "broken.shape", "fine.shape"], in: folder.url)
        #expect(result.status == 1)
        #expect(try folder.read("broken.shape") == broken)
        #expect(try folder.read("fine.shape") == "let a = 1\n", "the other files are still formatted")
        let located = result.error.split(separator: "\n").filter { $0.hasPrefix("broken.shape:") }
        #expect(
            located == [
                "broken.shape:2:5: error: expected a name after 'let', found '='",
                "broken.shape:4:1: error: ')' expected to close '(' at 3:7",
                "broken.shape:4:11: error: expected a new line or ';' after the statement, found '3'",
            ])
    }

    @Test(arguments: [
        (["fmt", "--check", "-w", "a.shape"], "'--check' and '-w' do not go together"),
        (["fmt", "-w"], "'-w' writes files back: give a FILE, not standard input"),
        (["fmt", "--width=3"], "unknown option '--width' for 'fmt'"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try runShape(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func helpForTheEditingCommands() throws {
        let format = try runShape(["help", "fmt"])
        #expect(format.status == 0)
        #expect(format.output.contains("usage: shape fmt [FILE…] [--check | -w]"))
        let server = try runShape(["help", "lsp"])
        #expect(server.output.contains("usage: shape lsp [--verbose]"))
        #expect(server.output.contains("editors/README.md"))
    }

    /// `shape check` lists every syntax error of a file, each located, and exits 1.
    @Test func checkListsEverySyntaxError() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "five.shape",
            """
            let inset = 12 12
            container card = RoundedRectangle(cornerRadius: 24 {
                size 360 x 260
            }
            let total = max(1, 2
            shape photo = ConcentricRectangle() {
                fill "indigo
            }
            for i 0..<3 {
                print i
            }

            """)
        let result = try runShape(["check", "five.shape"], in: folder.url)
        #expect(result.status == 1)
        let located = result.error.split(separator: "\n").filter { $0.hasPrefix("five.shape:") }.map {
            $0.split(separator: " ").prefix(2).joined(separator: " ")
        }
        #expect(
            located == [
                "five.shape:1:16: error:", "five.shape:2:52: error:", "five.shape:6:1: error:",
                "five.shape:7:10: error:",
                "five.shape:9:7: error:",
            ])
    }
}
