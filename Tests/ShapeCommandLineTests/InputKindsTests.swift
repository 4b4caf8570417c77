// Scripts and imports are read from regular files (or `-`): a folder, a device, a FIFO with no
// writer or `/dev/stdin` given as a script or an import is a clear error at once, never a hang.
import Foundation
import Testing

@Suite struct InputKindsTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.makeFolder("folder")
        try folder.makeFIFO("pipe")
    }

    /// Runs `arguments` with a standard input that stays open and empty, as a terminal nobody
    /// types into would: a reader of it would wait forever, so the run must not read it.
    private func runWithSilentInput(_ arguments: [String]) throws -> (Termination?, String) {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let process = try SpawnedProcess([ShapeBinary.path] + arguments, in: folder.url, input: descriptors[0])
        return (process.wait(seconds: 20), process.error)
    }

    @Test(arguments: [
        ("folder", "error: 'folder' is a directory\n"),
        ("pipe", "error: 'pipe' is a FIFO (named pipe), not a script file\n"),
        ("/dev/stdin", "error: '/dev/stdin' is a FIFO (named pipe), not a script file\n"),
    ])
    func aScriptThatIsNotARegularFileIsAnError(script: String, message: String) throws {
        let (termination, error) = try runWithSilentInput(["render", script])
        #expect(termination == .exit(1), "hung or failed: \(error)")
        #expect(error == message)
    }

    @Test(arguments: [
        ("folder", "'folder' is a directory"),
        ("pipe", "'pipe' is a FIFO (named pipe), not a script file"),
        ("/dev/stdin", "'/dev/stdin' is a FIFO (named pipe), not a script file"),
    ])
    func anImportThatIsNotARegularFileIsAnErrorAtTheImport(target: String, message: String) throws {
        try folder.write("main.shape", "import \"\(target)\"\nshape s = Capsule() { size 80 x 40 }\n")
        let (termination, error) = try runWithSilentInput(["render", "main.shape", "-o", "out.svg"])
        #expect(termination == .exit(1), "hung or failed: \(error)")
        #expect(error.hasPrefix("main.shape:1:"))
        #expect(error.contains(message))
        #expect(try !folder.contents().contains("out.svg"))
    }

    @Test(.enabled(if: runningAsRoot, "mknod needs root"))
    func aDeviceAsAScriptOrAnImportIsAnError() throws {
        try folder.makeCharacterDevice("null", major: 1, minor: 3)
        try folder.write("main.shape", "import \"null\"\n")
        let (script, scriptError) = try runWithSilentInput(["render", "null"])
        #expect(script == .exit(1))
        #expect(scriptError == "error: 'null' is a character device, not a script file\n")
        let (imported, importError) = try runWithSilentInput(["check", "main.shape"])
        #expect(imported == .exit(1))
        #expect(importError.contains("'null' is a character device, not a script file"))
    }

    @Test func aLinkToARegularScriptIsRead() throws {
        try folder.write("card.shape", cardScript)
        try folder.link("link.shape", to: "card.shape")
        let result = try runShape(["render", "link.shape", "--format", "json"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("{"))
    }

    @Test func dashReadsTheScriptFromStandardInput() throws {
        let result = try runShape(["check", "-"], input: "assert 1 + 1 == 2\n")
        #expect(result.status == 0)
        #expect(result.error == "")
    }
}
