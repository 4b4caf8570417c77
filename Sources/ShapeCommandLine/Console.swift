import ShapeFiles
// The process's streams and terminal facts in one value, so every command can run inside a test
// with captured output, and for real over the C library's stdio.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command reads and writes, and what it knows about the terminal.
public struct Console {
    /// Writes text to standard output.
    public var writeOutput: (String) -> Void
    /// Writes text to standard error.
    public var writeError: (String) -> Void
    /// Writes bytes (a PNG, a PDF) to standard output.
    public var writeBytes: ([UInt8]) -> Void
    /// Reads all of standard input, up to 64 MiB (``InputTooLarge`` past it).
    public var readInput: () throws -> [UInt8]
    /// Reads all of standard input up to a limit of the caller's (``InputTooLarge`` past it).
    public var readInputUpTo: (Int) throws -> [UInt8]
    public var inputIsTerminal: Bool
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    /// Whether diagnostics and messages on standard error are coloured.
    public var usesColor: Bool
    /// The columns of the terminal standard output writes to, if it is one.
    public var outputWidth: Int?
    /// The columns and rows of that terminal now (it may have been resized); nil when there is none.
    public var terminalSize: () -> (columns: Int, rows: Int)? = { nil }
    /// One line of standard input, for a question on a terminal; nil at the end of input.
    public var readLine: () -> String? = { Swift.readLine() }

    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        readInput: @escaping () throws -> [UInt8] = { [] }, inputIsTerminal: Bool = false,
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, usesColor: Bool = false,
        outputWidth: Int? = nil, writeBytes: (([UInt8]) -> Void)? = nil,
        terminalSize: @escaping () -> (columns: Int, rows: Int)? = { nil },
        readInputUpTo: ((Int) throws -> [UInt8])? = nil
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.writeBytes = writeBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
        self.readInput = readInput
        self.readInputUpTo =
            readInputUpTo ?? { limit in
                let bytes = try readInput()
                guard bytes.count <= limit else { throw InputTooLarge(limit: limit) }
                return bytes
            }
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.usesColor = usesColor
        self.outputWidth = outputWidth
        self.terminalSize = terminalSize
    }

    /// The process's own streams.
    ///
    /// Writes go straight to the file descriptors, unbuffered, so that standard output and
    /// standard error stay in order when they share a terminal or a file.
    public static func standard() -> Console {
        let errorIsTerminal = Terminal.isTerminal(2)
        let outputIsTerminal = Terminal.isTerminal(1)
        return Console(
            writeOutput: { text in writeAll(text, to: 1) },
            writeError: { text in writeAll(text, to: 2) },
            readInput: { try readStandardInput() },
            inputIsTerminal: Terminal.isTerminal(0),
            outputIsTerminal: outputIsTerminal,
            errorIsTerminal: errorIsTerminal,
            usesColor: Terminal.usesColor(
                errorIsTerminal: errorIsTerminal, noColor: Terminal.environment("NO_COLOR")),
            outputWidth: outputIsTerminal ? Terminal.width(of: 1) : nil,
            writeBytes: { bytes in bytes.withUnsafeBytes { writeAll($0, to: 1) } },
            terminalSize: { outputIsTerminal ? Terminal.size(of: 1) : nil },
            readInputUpTo: { limit in try readStandardInput(limit: limit) })
    }

    /// Writes a line (a newline is added) to standard output.
    func print(_ line: String) {
        writeOutput(line + "\n")
    }

    /// Writes a line (a newline is added) to standard error.
    func printError(_ line: String) {
        writeError(line + "\n")
    }

    /// `error: message` on standard error, with `error:` in red on a terminal. Control
    /// characters in the message (a file name can hold them) are escaped, lines and tabs kept.
    func reportError(_ message: String) {
        printError(
            TextStyle.red.apply("error:", enabled: usesColor) + " "
                + TerminalText.escaped(message, keepingLines: true))
    }

    /// `warning: message` on standard error, escaped as `reportError` escapes.
    func reportWarning(_ message: String) {
        printError(
            TextStyle.bold.apply("warning:", enabled: usesColor) + " "
                + TerminalText.escaped(message, keepingLines: true))
    }
}

/// Writes all the UTF-8 bytes of `text` to a file descriptor. A closed pipe ends the process
/// with SIGPIPE, as it does for any Unix tool.
private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
}

/// Writes all of `bytes` to a file descriptor.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(descriptor, next, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        next += written
        remaining -= written
    }
}

/// Reads standard input to its end, or refuses it once it holds more than a file may
/// (`SourceFiles.maxFileBytes`): it reads at most one byte past that limit, so
/// `shape check - < /dev/zero` ends at once instead of filling memory.
func readStandardInput(descriptor: Int32 = 0, limit: Int = SourceFiles.maxFileBytes) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let wanted = min(buffer.count, limit + 1 - bytes.count)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
        if count > 0 {
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { throw InputTooLarge(limit: limit) }
        } else if count == 0 {
            return bytes
        } else if errno != EINTR {
            throw FileError("could not read standard input: \(String(cString: strerror(errno)))")
        }
    }
}

/// Standard input held more than the reader's limit: it stopped one byte past it.
struct InputTooLarge: Error, Equatable, CustomStringConvertible {
    let limit: Int
    var description: String { "standard input is larger than \(Console.describeSize(limit))" }
}

extension Console {
    /// A limit in bytes as its messages name it: `64 MiB`, `512 KiB`, `100 bytes`.
    static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
