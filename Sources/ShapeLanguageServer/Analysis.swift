// Evaluating open documents off the main thread: one evaluation at a time, the newest version of
// each document wins, and an evaluation a newer edit makes stale is interrupted.
import Dispatch
import FoundationEssentials
import ShapeFiles
import ShapeLanguage

/// An open document: its text as the editor has it, saved or not.
struct Document {
    let uri: String
    /// The name sessions read it by: the file's path for a `file:` URI, else the URI itself.
    let path: String
    var text: String
    var version: Int

    init(uri: String, text: String, version: Int) {
        self.uri = uri
        path = Document.path(of: uri)
        self.text = text
        self.version = version
    }

    /// The file path a `file:` URI names (percent-escapes decoded); other URIs stand for themselves.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL, !url.path.isEmpty else { return uri }
        return url.path
    }

    /// The `file:` URI of a path.
    static func uri(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}

/// One evaluated version of an open document: the language's answers (``EditorDocument``)
/// and what the protocol needs besides (the URI, the version, UTF-16 positions).
struct Analysis: @unchecked Sendable {
    let uri: String
    let version: Int
    let lines: LineIndex
    /// Answers hovers, completion and the rest (on the main thread only). For a version with
    /// syntax errors, which never runs, it answers values from the session of the last version
    /// that did.
    var document: EditorDocument
    /// Every file the evaluation read.
    let filesRead: [String]

    var path: String { document.path }
}

/// Runs evaluations one at a time on a thread of its own.
final class Analyzer: @unchecked Sendable {
    private let queue = DispatchQueue(label: "shape.lsp.analysis")
    private let lock = Lock()
    /// The newest version asked for, by URI.
    private var newest: [String: Int] = [:]
    private var running: (uri: String, version: Int, session: Session)?
    private let limits: Limits
    private let log: @Sendable (String) -> Void

    init(limits: Limits, log: @escaping @Sendable (String) -> Void) { (self.limits, self.log) = (limits, log) }

    /// Evaluates `document` against the other open texts (imports read them before the disk),
    /// and calls `done` with the result unless a newer version was asked for meanwhile. An
    /// older evaluation of the same document still running is stopped.
    func analyze(_ document: Document, openTexts: [String: String], done: @escaping @Sendable (Analysis) -> Void) {
        lock.withLock {
            newest[document.uri] = document.version
            if let running, running.uri == document.uri, running.version != document.version {
                running.session.interrupt()
            }
        }
        queue.async { [self] in
            guard isNewest(document) else { return }
            let session = Session(limits: limits, sources: SourceOverlay(openTexts, over: DiskSources()))
            lock.withLock { running = (document.uri, document.version, session) }
            let clock = ContinuousClock()
            let start = clock.now
            let result = session.evaluate(document.text, file: document.path)
            lock.withLock { running = nil }
            guard isNewest(document) else { return }
            let analysis = Analyzer.analysis(of: document, session: session, result: result, openTexts: openTexts)
            log("evaluated \(document.uri) v\(document.version) in \(clock.now - start)")
            done(analysis)
        }
    }

    /// Forgets a closed document: nothing more is reported for it.
    func close(_ uri: String) {
        lock.withLock {
            newest[uri] = nil
            if let running, running.uri == uri { running.session.interrupt() }
        }
    }

    private func isNewest(_ document: Document) -> Bool {
        lock.withLock { newest[document.uri] == document.version }
    }

    private static func analysis(
        of document: Document, session: Session, result: EvaluationResult, openTexts: [String: String]
    ) -> Analysis {
        let answers = EditorDocument(
            text: document.text, path: document.path, session: session, diagnostics: result.diagnostics,
            sources: SourceOverlay(openTexts, over: DiskSources()))
        return Analysis(
            uri: document.uri, version: document.version, lines: LineIndex(document.text), document: answers,
            filesRead: session.filesRead)
    }
}
