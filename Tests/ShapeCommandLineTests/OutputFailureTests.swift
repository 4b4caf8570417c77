// A write that fails or is interrupted leaves the old file and no temporary file: a file-size
// limit, a full disk, SIGINT and SIGTERM, and two renders racing for one OUT.
import Foundation
import Testing

@Suite struct OutputFailureTests {
    /// A script whose SVG is about `kilobytes` KiB: capsules with long labels.
    static func largeScript(kilobytes: Int) -> String {
        let label = String(repeating: "x", count: 1000)
        return
            "silence label\nfor i in 0..<\(kilobytes) { shape Capsule() { size 10 x 10; at i % 100 * 12, 0; label \"\(label)\" } }\n"
    }

    /// `ulimit -f 1` (1024 bytes) meets the first write; `ulimit -f 10240` (10 MiB) meets a
    /// 12 MiB output in the writing thread that takes over past 8 MiB. Without SIGXFSZ ignored
    /// the process would die mid-write.
    @Test(arguments: [(kilobytes: 4, limit: 1), (kilobytes: 12_000, limit: 10240)])
    func theFileSizeLimitIsAnErrorThatKeepsTheOldFile(kilobytes: Int, limit: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("big.shape", Self.largeScript(kilobytes: kilobytes))
        try folder.write("out.svg", "OLD")
        let limited = ["/bin/bash", "-c", "ulimit -f \(limit); exec \"$0\" \"$@\""]
        let (termination, error) = try runProgram(
            limited + [ShapeBinary.path, "render", "big.shape", "-o", "out.svg"], in: folder.url)
        #expect(termination == .exit(1))
        #expect(
            error == "error: cannot write 'out.svg': file too large for the file-size limit (ulimit -f); "
                + "'out.svg' is as it was\n")
        #expect(try folder.read("out.svg") == "OLD")
        #expect(try folder.contents() == ["big.shape", "out.svg"])
    }

    // The second case fills the disk from the writing thread (past 8 MiB).
    @Test(
        .enabled(if: canMountTmpfs, "needs root and a kernel that lets it mount a tmpfs"),
        arguments: [(kilobytes: 200, size: "64k"), (kilobytes: 12_000, size: "10m")])
    func aFullDiskIsAnErrorThatKeepsTheOldFile(kilobytes: Int, size: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("big.shape", Self.largeScript(kilobytes: kilobytes))
        try folder.makeFolder("disk")
        let disk = folder.path("disk")
        try #require(mount("tmpfs", disk, "tmpfs", 0, "size=\(size)") == 0)
        defer { umount(disk) }
        try folder.write("disk/out.svg", "OLD")
        let result = try runShape(["render", "big.shape", "-o", "disk/out.svg"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: cannot write 'disk/out.svg': no space left on the device; 'disk/out.svg' is as it was\n")
        #expect(try folder.read("disk/out.svg") == "OLD")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk) == ["out.svg"])
    }

    /// The signal is sent at once, while the child still has it blocked, so it is pending when
    /// the writer starts holding signals (which unblocks them): it lands after the temporary file
    /// is made and before the rename, every time. The process then ends by that signal.
    @Test(arguments: [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2,
    ])
    func aSignalDuringTheWriteKeepsTheOldFileAndEndsTheProcessByIt(signal: Int32) throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        try folder.write("out.svg", "OLD")
        let process = try SpawnedProcess(
            [ShapeBinary.path, "render", "card.shape", "-o", "out.svg"], in: folder.url, blocked: [signal])
        kill(process.pid, signal)
        let ending = process.wait()
        #expect(Self.endedBy(signal, ending), "\(ending) \(process.error)")
        #expect(try folder.read("out.svg") == "OLD")
        #expect(try folder.contents() == ["card.shape", "out.svg"])
    }

    /// The real thing: SIGTERM sent once the temporary file appears, in the middle of a long
    /// write. strace slows every `write` by 100 ms, so the write of a 4 MiB SVG in 1 MiB chunks
    /// takes about half a second and the signal surely lands inside it.
    @Test(
        .enabled(if: stracePath != nil, "strace is missing or cannot trace here"),
        arguments: [SIGTERM, SIGINT, SIGQUIT, SIGXCPU, SIGALRM, SIGUSR1])
    func aSignalInTheMiddleOfALongWriteLeavesNoTemporaryFile(signal: Int32) throws {
        let strace = try #require(stracePath)
        let folder = try TemporaryFolder()
        try folder.write("big.shape", Self.largeScript(kilobytes: 4000))
        try folder.write("out.svg", "OLD")
        // sh records its pid, then becomes shape: the pid to signal is the program's own.
        let slowWrites = [strace, "-o", "/dev/null", "-e", "trace=write", "-e", "inject=write:delay_enter=100000"]
        let recordingPid = ["/bin/sh", "-c", "echo $$ > pid; exec \"$0\" \"$@\""]
        let process = try SpawnedProcess(
            slowWrites + recordingPid + [ShapeBinary.path, "render", "big.shape", "-o", "out.svg"], in: folder.url)
        #expect(try waitUntil(seconds: 60) { try !folder.temporaryFiles().isEmpty })
        let pid = try #require(pid_t(folder.read("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, signal)
        // strace ends as its tracee did.
        let ending = process.wait()
        #expect(Self.endedBy(signal, ending), "\(ending) \(process.error)")
        #expect(try folder.read("out.svg") == "OLD")
        #expect(try folder.temporaryFiles() == [])
    }

    /// Whether the process ended as `signal` ends it. SIGQUIT is the Swift runtime's own (its
    /// backtracer reports the "crash" and exits 1): raised again after the write, that handler runs.
    static func endedBy(_ signal: Int32, _ ending: Termination) -> Bool {
        signal == SIGQUIT ? ending == .signal(SIGQUIT) || ending == .exit(1) : ending == .signal(signal)
    }

    /// Two renders of different scripts to one OUT at once, five times: OUT is always the whole
    /// of one of them, never a mix, and no temporary file is left.
    @Test func twoRendersToOneOutputLeaveOneCompleteOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.shape", Self.largeScript(kilobytes: 300))
        try folder.write(
            "b.shape", "for i in 0..<3000 { shape Circle() { size 8 x 8; at i % 50 * 10, i / 50 * 10 } }\n")
        let expectedA = try runShape(["render", "a.shape", "--format", "svg"], in: folder.url).output
        let expectedB = try runShape(["render", "b.shape", "--format", "svg"], in: folder.url).output
        #expect(expectedA != expectedB && expectedA.count > 300_000)
        for _ in 0..<5 {
            let first = try SpawnedProcess([ShapeBinary.path, "render", "a.shape", "-o", "out.svg"], in: folder.url)
            let second = try SpawnedProcess([ShapeBinary.path, "render", "b.shape", "-o", "out.svg"], in: folder.url)
            #expect(first.wait() == .exit(0))
            #expect(second.wait() == .exit(0))
            let output = try folder.read("out.svg")
            #expect(output == expectedA || output == expectedB)
            #expect(try folder.contents() == ["a.shape", "b.shape", "out.svg"])
        }
    }
}
