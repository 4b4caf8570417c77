// OutputFile as the code that writes files calls it (`shape md`, `fmt -w`, `--output-dir` and
// animation frames will): where a path leads, and typed errors whose message names the path
// and the cause.
import Foundation
import Testing

@testable import ShapeCommandLine

@Suite struct OutputFileAPITests {
    @Test(
        arguments: [
            ("-", 1), ("/dev/stdout", 1), ("/dev/stderr", 2), ("/dev/fd/1", 1), ("/dev/fd/7", 7),
            ("/proc/self/fd/2", 2),
        ] as [(String, Int32)])
    func standardStreamPathsLeadToTheirDescriptor(path: String, descriptor: Int32) throws {
        #expect(try OutputFile.destination(of: path) == .descriptor(descriptor))
    }

    @Test func pathsLeadToWhatTheyName() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.svg", "OLD")
        chmod(folder.path("old.svg"), 0o640)
        try folder.makeFIFO("pipe")
        try folder.link("link.svg", to: "old.svg")
        #expect(
            try OutputFile.destination(of: folder.path("new.svg")) == .replace(folder.path("new.svg"), existing: nil))
        guard case .replace(let target, let existing?) = try OutputFile.destination(of: folder.path("link.svg")) else {
            Issue.record("a link to a file should lead to replacing the file")
            return
        }
        #expect(target == folder.path("old.svg"))
        #expect(existing.mode & 0o777 == 0o640)
        #expect(try OutputFile.destination(of: folder.path("pipe")) == .inPlace(folder.path("pipe")))
        #expect(try OutputFile.destination(of: "/proc/1/fd/1") == .inPlace("/proc/1/fd/1"))
    }

    @Test func writesBytesAndTextAndThrowsTypedErrors() throws {
        let folder = try TemporaryFolder()
        try OutputFile.write([0x89, 0x50, 0x4E, 0x47], to: folder.path("image.png"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("image.png")) == Data([0x89, 0x50, 0x4E, 0x47]))
        try OutputFile.write("text\n", to: folder.path("note.txt"))
        #expect(try folder.read("note.txt") == "text\n")
        #expect(try folder.contents() == ["image.png", "note.txt"])

        let missing = folder.path("no/such/out.svg")
        #expect(throws: OutputError(path: missing, cause: .missingFolder(folder.path("no/such")))) {
            try OutputFile.write("x", to: missing)
        }
        #expect(throws: OutputError(path: folder.url.path, cause: .isDirectory)) {
            try OutputFile.write("x", to: folder.url.path)
        }
    }

    @Test func theConsoleVariantSendsStandardStreamsThroughTheConsole() throws {
        let captured = CapturedConsole()
        try OutputFile.write("picture\n", to: "-", console: captured.console())
        try OutputFile.write("note\n", to: "/dev/stderr", console: captured.console())
        #expect(captured.output == "picture\n")
        #expect(captured.error == "note\n")
    }

    @Test(arguments: [
        (OutputError.Cause.isDirectory, "cannot write 'o': it is a directory"),
        (.missingFolder("d"), "cannot write 'o': there is no folder 'd'"),
        (
            .readOnly(mode: 0o100444),
            "cannot write 'o': it is read-only (mode 0444); make it writable to replace it (chmod u+w)"
        ),
        (.interrupted(signal: SIGTERM), "cannot write 'o': interrupted by SIGTERM"),
        (.system(step: .write, code: ENOSPC), "cannot write 'o': no space left on the device"),
        (
            .system(step: .create, code: EACCES),
            "cannot write 'o': permission denied to create a file in its folder (shape replaces a file by renaming a new one over it)"
        ),
    ])
    func messagesNameThePathAndTheCause(cause: OutputError.Cause, message: String) {
        #expect(OutputError(path: "o", cause: cause).message == message)
        #expect(OutputError(path: "o", cause: cause, whileReplacing: true).message == message + "; 'o' is as it was")
    }
}
