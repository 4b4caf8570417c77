import ShapeFiles
// The REPL reads lines through this protocol, so the engine runs the same under GNU readline
// (the executable's ReadlineLineReader), on a pipe, and in tests with a scripted reader.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one attempt to read a line gave.
public enum LineInput: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C at the prompt: abandon the input so far.
    case interrupted
    /// Ctrl-D on an empty line, or the end of a pipe.
    case endOfInput
    /// The input cannot go on (a line longer than a script may be): the message says why.
    case failed(String)
}

/// A source of input lines for the REPL.
public protocol LineReader {
    /// Shows `prompt` (where there is someone to see it) and reads one line.
    mutating func readLine(prompt: String) -> LineInput
    /// Remembers a line for recall with Up.
    mutating func addHistory(_ line: String)
    /// Hands over the function Tab calls; readers without completion ignore it.
    mutating func setCompleter(_ completer: Completer)
    /// Called once when the REPL ends: save history, restore the terminal.
    mutating func finish()
}

extension LineReader {
    public mutating func addHistory(_ line: String) {}
    public mutating func setCompleter(_ completer: Completer) {}
    public mutating func finish() {}
}

/// Reads plain lines from standard input, without prompts, editing or history: for a pipe.
///
/// A line may be as long as a file may be (``SourceFiles/maxFileBytes``): the reader stops one
/// byte past that and fails, so `shape repl < /dev/zero` ends instead of filling memory.
public struct PlainLineReader: LineReader {
    private let descriptor: Int32
    private let maxLineBytes: Int
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var start = 0
    private var end = 0

    public init() { self.init(descriptor: 0) }

    init(descriptor: Int32, maxLineBytes: Int = SourceFiles.maxFileBytes) {
        self.descriptor = descriptor
        self.maxLineBytes = maxLineBytes
    }

    public mutating func readLine(prompt: String) -> LineInput {
        var line: [UInt8] = []
        while true {
            if start == end {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    return line.isEmpty ? .endOfInput : .line(PlainLineReader.text(line))
                }
                (start, end) = (0, count)
            }
            if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
                line.append(contentsOf: buffer[start..<newline])
                start = newline + 1
                guard line.count <= maxLineBytes else { return tooLong }
                return .line(PlainLineReader.text(line))
            }
            line.append(contentsOf: buffer[start..<end])
            start = end
            guard line.count <= maxLineBytes else { return tooLong }
        }
    }

    private var tooLong: LineInput {
        .failed("a line of standard input is longer than \(Console.describeSize(maxLineBytes))")
    }

    /// A line's text without a CR before its LF; invalid UTF-8 shown as U+FFFD, as readLine does.
    private static func text(_ bytes: [UInt8]) -> String {
        let line = bytes.last == 0x0D ? bytes.dropLast() : bytes[...]
        return String(decoding: line, as: UTF8.self)
    }
}
