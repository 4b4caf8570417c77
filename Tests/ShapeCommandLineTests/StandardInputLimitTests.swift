// Specifications of reading standard input: every command that takes it stops one byte past the
// 64 MiB a file read may take, with the same kind of error, instead of reading an endless input
// (`< /dev/zero`) until memory runs out.
import Foundation
import ShapeLanguage
import Testing

@testable import ShapeCommandLine

@Suite struct StandardInputLimitTests {
    /// The reader takes exactly the limit and one byte more, and leaves the rest in the pipe.
    @Test func theReaderStopsOneBytePastTheLimit() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let limit = 1000
        let written = [UInt8](repeating: 0x61, count: limit + 10)
        #expect(write(ends[1], written, written.count) == written.count)
        close(ends[1])
        #expect(throws: InputTooLarge(limit: limit)) { try readStandardInput(descriptor: ends[0], limit: limit) }
        var rest = [UInt8](repeating: 0, count: 64)
        #expect(read(ends[0], &rest, rest.count) == 9)
    }

    @Test func anInputOfExactlyTheLimitIsRead() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let written = [UInt8](repeating: 0x61, count: 1000)
        #expect(write(ends[1], written, written.count) == written.count)
        close(ends[1])
        #expect(try readStandardInput(descriptor: ends[0], limit: 1000).count == 1000)
    }

    /// `shape mdbook` reads a whole book, up to its own documented 256 MiB, then stops one byte
    /// past it (Tests/Clients/test_mdbook.py checks its message).
    @Test func mdbookStopsAtItsOwnLimit() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let written = [UInt8](repeating: 0x61, count: 300)
        #expect(write(ends[1], written, written.count) == written.count)
        close(ends[1])
        let console = Console(
            writeOutput: { _ in }, writeError: { _ in },
            readInputUpTo: { try readStandardInput(descriptor: ends[0], limit: $0) })
        #expect(throws: InputTooLarge(limit: 200)) { try console.readInputUpTo(200) }
    }

    /// The REPL on a pipe reads lines as before (LF or CR LF, a last line without one), and
    /// fails one byte past the longest line it takes.
    @Test func theREPLsLinesAreBoundedToo() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = Array(("let a = 1\r\nprint(a)\n\n" + String(repeating: "x", count: 1001) + "\nlast").utf8)
        #expect(write(ends[1], text, text.count) == text.count)
        close(ends[1])
        var reader = PlainLineReader(descriptor: ends[0], maxLineBytes: 1000)
        #expect(reader.readLine(prompt: "") == .line("let a = 1"))
        #expect(reader.readLine(prompt: "") == .line("print(a)"))
        #expect(reader.readLine(prompt: "") == .line(""))
        #expect(reader.readLine(prompt: "") == .failed("a line of standard input is longer than 1000 bytes"))
        var rest = PlainLineReader(descriptor: ends[0], maxLineBytes: 1000)
        #expect(rest.readLine(prompt: "") == .endOfInput)
    }

    @Test func aLastLineWithoutALineBreakIsRead() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = Array("a\nlast".utf8)
        #expect(write(ends[1], text, text.count) == text.count)
        close(ends[1])
        var reader = PlainLineReader(descriptor: ends[0], maxLineBytes: 1000)
        #expect(reader.readLine(prompt: "") == .line("a"))
        #expect(reader.readLine(prompt: "") == .line("last"))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test func theMessageNamesTheLimit() {
        #expect(Console.describeSize(64 << 20) == "64 MiB")
        #expect(Console.describeSize(1 << 10) == "1 KiB")
        #expect(Console.describeSize(1000) == "1000 bytes")
    }

    /// Each command that reads standard input, fed an endless stream from a pipe: it ends with
    /// the error, and the writer could push no more than the limit, one byte and what the pipe
    /// holds (the writer stops 64 MiB past the limit, so a reader that does not stop fails).
    /// `shape mdbook` reads a whole book, up to its own 256 MiB.
    @Test(arguments: [
        (["check", "-"], 64), (["render", "-"], 64), (["fmt"], 64), (["md", "-", "--inline"], 64),
        (["explain", "-"], 64), ([], 64), (["repl"], 64), (["mdbook"], 256),
    ])
    func anEndlessStandardInputEndsAtTheLimit(arguments: [String], mebibytes: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ShapeBinary.path)
        process.arguments = arguments
        let input = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        let start = Date()
        try process.run()
        // Written from this thread until the pipe breaks (EPIPE: SIGPIPE is ignored by tests).
        signal(SIGPIPE, SIG_IGN)
        let chunk = [UInt8](repeating: 0x20, count: 65_536)
        var pushed = 0
        let descriptor = input.fileHandleForWriting.fileDescriptor
        while pushed < (mebibytes + 64) << 20 {
            let count = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            pushed += count
        }
        try input.fileHandleForWriting.close()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        #expect(process.terminationStatus == 1, "\(arguments): \(message)")
        let said =
            arguments == ["repl"]
            ? "a line of standard input is longer than 64 MiB"
            : mebibytes == 64
                ? "standard input is larger than 64 MiB" : "the most 'shape mdbook' reads is \(mebibytes) MiB"
        #expect(message.contains(said), "\(arguments): \(message)")
        #expect(pushed <= (mebibytes << 20) + (1 << 20), "\(arguments): \(pushed) bytes pushed")
        #expect(seconds < 30, "\(arguments): \(seconds) s")
    }
}
