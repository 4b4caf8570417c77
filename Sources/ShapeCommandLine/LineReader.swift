// The REPL reads lines through this protocol, so the engine runs the same under GNU readline
// (the executable's ReadlineLineReader), on a pipe, and in tests with a scripted reader.
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
public struct PlainLineReader: LineReader {
    public init() {}

    public mutating func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }
}
