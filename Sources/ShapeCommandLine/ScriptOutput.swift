import ShapeFiles
// The script's `print` lines on their way out: gathered and written a large piece at a time when
// they go to a file or a pipe, line by line on a terminal (where a long script shows progress).
// A loop that prints ten million lines is then ten million appends, not ten million `write`s.
import ShapeLanguage

/// Collects `print` output for standard output or standard error.
///
/// The gathered bytes live behind a pointer: a class's stored property is checked for
/// exclusive access at run time on every use, once per line here.
final class ScriptOutput {
    private let console: Console
    private let toError: Bool
    private let buffered: Bool
    private let pending: UnsafeMutablePointer<[UInt8]>

    /// Bytes gathered before they are written.
    private static let pieceSize = 1 << 16

    init(console: Console, toError: Bool) {
        self.console = console
        self.toError = toError
        buffered = !(toError ? console.errorIsTerminal : console.outputIsTerminal)
        pending = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        pending.initialize(to: [])
        if buffered { pending.pointee.reserveCapacity(ScriptOutput.pieceSize + 1024) }
    }

    deinit {
        pending.deinitialize(count: 1)
        pending.deallocate()
    }

    func line(_ text: String) {
        guard buffered else { return send(text + "\n") }
        var text = text
        text.withUTF8 { pending.pointee.append(contentsOf: $0) }
        pending.pointee.append(UInt8(ascii: "\n"))
        if pending.pointee.count >= ScriptOutput.pieceSize { flush() }
    }

    /// Writes what is gathered: at the end of an evaluation, before its diagnostics.
    func flush() {
        guard !pending.pointee.isEmpty else { return }
        send(String(decoding: pending.pointee, as: UTF8.self))
        pending.pointee.removeAll(keepingCapacity: true)
    }

    private func send(_ text: String) {
        if toError { console.writeError(text) } else { console.writeOutput(text) }
    }
}

extension LimitOptions {
    /// Evaluates `source` in a fresh session with these limits, its `print` output going to
    /// standard error (`toError`) or standard output, all of it written by the time this returns.
    /// `keepingDerivations` and `sources` as ``session(keepingDerivations:sources:output:)`` and
    /// `deferringGeometryWarnings` as ``Session/evaluate(_:file:interactive:deferringGeometryWarnings:)``
    /// take them.
    func evaluate(
        _ source: String, file: String?, console: Console, toError: Bool, keepingDerivations: Bool = false,
        deferringGeometryWarnings: Bool = false, sources: any SourceProvider = DiskSources()
    ) -> (Session, EvaluationResult) {
        let output = ScriptOutput(console: console, toError: toError)
        let session = self.session(keepingDerivations: keepingDerivations, sources: sources) { output.line($0) }
        let result = session.evaluate(source, file: file, deferringGeometryWarnings: deferringGeometryWarnings)
        output.flush()
        return (session, result)
    }
}
