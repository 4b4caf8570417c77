// Outputs past ChunkWriter's thread threshold (8 MiB) are written by a second thread: the same
// bytes as a small output's path gives, and the old file kept with no temporary file left when
// the write is interrupted (OutputFailureTests covers the file-size limit and a full disk).
import Foundation
import Testing

@Suite struct LargeOutputTests {
    /// About 12 MiB of SVG: past the threshold, so three buffers go through the thread.
    static let script = OutputFailureTests.largeScript(kilobytes: 12_000)

    @Test func aLargeFileHasTheBytesStandardOutputGets() throws {
        let folder = try TemporaryFolder()
        try folder.write("big.shape", Self.script)
        let streamed = try runShape(["render", "big.shape", "--format", "svg"], in: folder.url)
        #expect(streamed.status == 0 && streamed.output.utf8.count > 12_000_000)
        try folder.write("out.svg", "OLD")
        let result = try runShape(["render", "big.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.read("out.svg") == streamed.output)
        #expect(try folder.contents() == ["big.shape", "out.svg"])
        // In place too: a FIFO read as it is written.
        let fifo = folder.path("pipe.svg")
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = try SpawnedProcess(["/bin/sh", "-c", "cat pipe.svg > copy.svg"], in: folder.url)
        let piped = try runShape(["render", "big.shape", "-o", "pipe.svg"], in: folder.url)
        #expect(piped.status == 0 && reader.wait() == .exit(0))
        #expect(try folder.read("copy.svg") == streamed.output)
    }

    /// SIGTERM while the writing thread writes: strace (following threads) slows each `write`
    /// by 100 ms, and the signal is sent once the file has passed the threshold.
    @Test(.enabled(if: stracePath != nil, "strace is missing or cannot trace here"), arguments: [SIGTERM, SIGINT])
    func aSignalWhileTheWritingThreadWritesLeavesNoTemporaryFile(signal: Int32) throws {
        let strace = try #require(stracePath)
        let folder = try TemporaryFolder()
        try folder.write("big.shape", Self.script)
        try folder.write("out.svg", "OLD")
        let slowWrites = [
            strace, "-f", "-o", "/dev/null", "-e", "trace=write", "-e", "inject=write:delay_enter=100000",
        ]
        let recordingPid = ["/bin/sh", "-c", "echo $$ > pid; exec \"$0\" \"$@\""]
        let process = try SpawnedProcess(
            slowWrites + recordingPid + [ShapeBinary.path, "render", "big.shape", "-o", "out.svg"], in: folder.url)
        #expect(
            try waitUntil(seconds: 60) {
                try folder.temporaryFiles().contains { name in
                    let attributes = try? FileManager.default.attributesOfItem(atPath: folder.path(name))
                    return (attributes?[.size] as? Int ?? 0) > 9 << 20
                }
            })
        let pid = try #require(pid_t(folder.read("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, signal)
        #expect(process.wait() == .signal(signal), "\(process.error)")
        #expect(try folder.read("out.svg") == "OLD")
        #expect(try folder.temporaryFiles() == [])
    }
}
