// Imports that go wrong: cycles, missing files, folders, devices, broken files, the sandbox.
// Each runs in a fresh temporary folder and must end in a located error.
import Foundation
import ShapeFiles
import ShapeLanguage
import Testing

/// A temporary folder of files, removed when the test ends.
private final class Folder {
    let path: String

    init(_ files: [String: [UInt8]]) throws {
        path = NSTemporaryDirectory() + "shape-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, bytes) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
        }
    }

    convenience init(text files: [String: String]) throws {
        try self.init(files.mapValues { Array($0.utf8) })
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func run(_ name: String, fileAccess: FileAccess = .standard) -> PipelineRun {
        runPipeline(file: path + "/" + name, fileAccess: fileAccess)
    }
}

@Suite struct ImportHostilityTests {
    /// Expects the run's error to have this code, file (by name), location and message start.
    private func expect(
        _ run: PipelineRun, _ code: String, in file: String, at location: String, message prefix: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let error = run.error
        #expect(error?.code.rawValue == code, "\(error?.summary ?? "no error")", sourceLocation: sourceLocation)
        #expect(error?.file.map { ($0 as NSString).lastPathComponent } == file, sourceLocation: sourceLocation)
        #expect(error?.range.start.description == location, "\(error?.summary ?? "")", sourceLocation: sourceLocation)
        #expect(error?.message.hasPrefix(prefix) == true, "\(error?.message ?? "")", sourceLocation: sourceLocation)
        expectLocated(run, in: nil, sourceLocation: sourceLocation)
    }

    @Test func aFileImportingItself() throws {
        let folder = try Folder(text: ["self.shape": "let a = 1\nimport \"self.shape\"\n"])
        expect(
            folder.run("self.shape"), "import.cycle", in: "self.shape", at: "2:1", message: "import cycle: self.shape")
    }

    @Test func aCycleOfThree() throws {
        let folder = try Folder(text: [
            "a.shape": "import \"b.shape\"\n", "b.shape": "import \"c.shape\"\n",
            "c.shape": "// c\nimport \"a.shape\"\n",
        ])
        expect(
            folder.run("a.shape"), "import.cycle", in: "c.shape", at: "2:1",
            message: "import cycle: a.shape → b.shape → c.shape → a.shape")
    }

    @Test func aCycleThroughAnotherSpellingOfThePath() throws {
        let folder = try Folder(text: [
            "a.shape": "import \"sub/../b.shape\"\n", "b.shape": "import \"./a.shape\"\n", "sub/c.shape": "",
        ])
        expect(
            folder.run("a.shape"), "import.cycle", in: "b.shape", at: "1:1",
            message: "import cycle: a.shape → b.shape → a.shape")
    }

    @Test func aMissingFile() throws {
        let folder = try Folder(text: ["main.shape": "\n  import \"missing.shape\"\n"])
        expect(
            folder.run("main.shape"), "import.unreadable", in: "main.shape", at: "2:3",
            message: "cannot import 'missing.shape'")
    }

    @Test func aFolder() throws {
        let folder = try Folder(text: ["main.shape": "import \"lib\"\n", "lib/x.shape": "print 1\n"])
        expect(
            folder.run("main.shape"), "import.unreadable", in: "main.shape", at: "1:1", message: "cannot import 'lib'")
    }

    @Test func anEndlessDevice() throws {
        // /dev/zero never ends: the read stops at FileSystem.maxFileBytes.
        let folder = try Folder(text: ["main.shape": "import \"/dev/zero\"\n"])
        expect(
            folder.run("main.shape"), "import.unreadable", in: "main.shape", at: "1:1",
            message: "cannot import '/dev/zero'")
    }

    @Test func aFileThatIsNotUTF8() throws {
        let folder = try Folder([
            "main.shape": Array("import \"bad.shape\"\n".utf8), "bad.shape": [0x6C, 0x65, 0x74, 0xFF],
        ])
        expect(
            folder.run("main.shape"), "import.unreadable", in: "main.shape", at: "1:1",
            message:
                "cannot import 'bad.shape': '\(folder.path)/bad.shape' is not valid UTF-8: invalid byte 0xff at 1:4")
    }

    @Test func aSyntaxErrorInsideTheImportedFile() throws {
        let folder = try Folder(text: ["main.shape": "import \"lib.shape\"\n", "lib.shape": "let a = 1\nlet b = (2\n"])
        expect(
            folder.run("main.shape"), "syntax.unclosed-bracket", in: "lib.shape", at: "2:11",
            message: "')' expected to close '(' at 2:9")
    }

    @Test func aRuntimeErrorInsideTheImportedFile() throws {
        let folder = try Folder(text: ["main.shape": "import \"lib.shape\"\n", "lib.shape": "\n\nprint 1 / 0\n"])
        expect(
            folder.run("main.shape"), "runtime.division-by-zero", in: "lib.shape", at: "3:7",
            message: "division by zero")
    }

    @Test func theSandboxReadsNoOtherFile() throws {
        let folder = try Folder(text: ["main.shape": "import \"lib.shape\"\n", "lib.shape": "let a = 1\n"])
        expect(
            folder.run("main.shape", fileAccess: .sandbox), "import.sandbox", in: "main.shape", at: "1:1",
            message: "cannot import 'lib.shape' in the sandbox")
    }

    @Test func aChainLongerThanTheImportLimit() throws {
        // 300 files, each importing the next: the default limit is 256 imports.
        var files: [String: String] = [:]
        for index in 0..<300 { files["f\(index).shape"] = "import \"f\(index + 1).shape\"\n" }
        files["f300.shape"] = "let end = 1\n"
        let folder = try Folder(text: files)
        expect(folder.run("f0.shape"), "limit.imports", in: "f256.shape", at: "1:1", message: "more than 256 imports")
    }

    @Test func importsTogetherLargerThanTheSourceLimit() throws {
        // Two files of 3 MiB each: each fits the 4 MiB source limit, together they do not.
        let filler = "// " + String(repeating: "x", count: 3 << 20) + "\n"
        let folder = try Folder(text: [
            "main.shape": "import \"a.shape\"\nimport \"b.shape\"\n", "a.shape": filler, "b.shape": filler,
        ])
        expect(
            folder.run("main.shape"), "limit.source", in: "main.shape", at: "2:1", message: "more than 4194304 bytes")
    }
}
