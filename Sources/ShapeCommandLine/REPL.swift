// The read-eval-print loop without a terminal: lines come from a LineReader, a block is gathered
// until it is complete, then evaluated against one Session that survives every error.
import ShapeLanguage

/// The interactive session behind `shape repl`.
///
/// A line starting with `:` (outside a block) is a meta-command (REPL+MetaCommands.swift);
/// anything else is source. Lines gather while ``Session/isIncomplete(_:)`` says a block,
/// bracket or comment is still open; then the whole chunk is evaluated, its top-level
/// expressions echoed to standard output, its diagnostics printed to standard error.
public final class REPL {
    public static let prompt = "shape> "
    public static let continuationPrompt = "   ... "
    public static let banner = "shape \(Help.version) — :help for help, :quit to leave"

    public let session: Session
    let console: Console
    /// Whether a person is typing at a terminal: a banner, and the exit status ignores errors.
    let isInteractive: Bool
    /// The lines of a block still open.
    public private(set) var pending: [String] = []
    /// Whether any input so far had an error (the exit status when reading a pipe).
    public internal(set) var hadError = false
    /// Set by `:time`: report how long each evaluation took.
    public internal(set) var showsTiming = false
    /// Set by `:quit`.
    public internal(set) var quitRequested = false

    public init(limits: LimitOptions = LimitOptions(), console: Console, isInteractive: Bool) {
        self.console = console
        self.isInteractive = isInteractive
        session = limits.session { console.print($0) }
    }

    /// Reads and runs lines until `:quit` or the end of input.
    ///
    /// Ctrl-C (``LineInput/interrupted``) drops a half-typed block. At the end of input an open
    /// block is evaluated anyway, so that its "'}' expected" error is reported. On a terminal the
    /// status is 0; on a pipe it is 1 when any input had an error.
    public func run(_ reader: inout some LineReader) -> ExitCode {
        reader.setCompleter(Completer(session: session))
        if isInteractive { console.printError(REPL.banner) }
        // The lines of the chunk being typed: a block of several lines is one history entry.
        var typed: [String] = []
        reading: while !quitRequested {
            switch reader.readLine(prompt: pending.isEmpty ? REPL.prompt : REPL.continuationPrompt) {
            case .line(let line):
                typed.append(line)
                feed(line)
                if pending.isEmpty {
                    let entry = typed.joined(separator: "\n")
                    if !entry.allSatisfy(\.isWhitespace) { reader.addHistory(entry) }
                    typed = []
                }
            case .interrupted:
                pending = []
                typed = []
            case .endOfInput:
                break reading
            case .failed(let message):
                console.reportError(message)
                hadError = true
                pending = []
                break reading
            }
        }
        if !pending.isEmpty { evaluatePending() }
        reader.finish()
        return isInteractive || !hadError ? .success : .failure
    }

    /// Takes one line: a meta-command, one more line of an open block, or the line that
    /// completes a chunk, which is then evaluated.
    public func feed(_ line: String) {
        if pending.isEmpty {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { return }
            if trimmed.hasPrefix(":") {
                runMetaCommand(trimmed)
                return
            }
        }
        pending.append(line)
        if Session.isIncomplete(pending.joined(separator: "\n")) { return }
        evaluatePending()
    }

    /// Evaluates the gathered chunk and reports what it gave.
    private func evaluatePending() {
        let source = pending.joined(separator: "\n")
        pending = []
        let clock = ContinuousClock()
        let start = clock.now
        let parameters = session.parameters
        let result = session.evaluate(source, interactive: true)
        let elapsed = clock.now - start
        for notice in result.notices {
            console.print(notice)
        }
        for echo in result.echoes {
            console.print(echo)
        }
        report(result.diagnostics)
        followRetypedParameters(before: parameters)
        if showsTiming { console.printError("time: \(Self.milliseconds(elapsed)) ms") }
    }

    /// A duration in milliseconds with three decimals, for `:time`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Prints diagnostics on standard error and remembers an error.
    func report(_ diagnostics: [Diagnostic]) {
        // The terminal has echoed `^C` where the cursor was: start the message on a line of its own.
        if isInteractive, diagnostics.contains(where: { $0.code == .runtimeInterrupted }) {
            console.printError("")
        }
        DiagnosticPrinter(console: console, raisesLimitsWith: .repl).print(diagnostics, session: session)
        if diagnostics.contains(where: { $0.severity == .error }) { hadError = true }
    }

    /// Prints a meta-command's error and remembers it.
    func fail(_ message: String) {
        console.reportError(message)
        hadError = true
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
