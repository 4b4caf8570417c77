// The one place the live page asks the language an editor's questions: which nodes a picture
// has, where each was declared, and how each corner was derived. The answers are those of
// `EditorDocument` (ShapeLanguage/Editor), the same the language server and the REPL give: the
// page's nodes are the document's, and a derivation is the one its hover shows.
import ShapeEngine
import ShapeLanguage
import ShapeScene

/// The editor answers the page shows, read from an evaluated script's document.
enum EditorAnswers {
    /// The document of `text`, which `session` has just evaluated with `diagnostics`. Its
    /// imports are answered only from the files the session itself read: the page never reads
    /// a file the evaluation (sandboxed or not) did not.
    static func document(
        of text: String, path: String, session: Session, diagnostics: [Diagnostic]
    ) -> EditorDocument {
        EditorDocument(
            text: text, path: path, session: session, diagnostics: diagnostics, sources: ReadFiles(session: session))
    }

    /// How each corner of node `index` was derived, as `explain` and the editor's hover print
    /// it: from the document's evaluation, or from `frame` (a later moment of an animation).
    static func derivation(of index: Int, in document: EditorDocument, frame: ResolvedScene?) -> [String] {
        PageNode.derivation(of: index, in: document.session, frame: frame)
    }
}

/// The files an evaluation read, as a document's sources: nothing else is read for its symbols.
private final class ReadFiles: SourceProvider {
    let texts: [String: String]

    init(session: Session) {
        var texts: [String: String] = [:]
        for path in session.filesRead { texts[path] = session.source(for: path) }
        self.texts = texts
    }

    func read(_ path: String) throws(FileError) -> String {
        guard let text = texts[path] else { throw FileError("the page reads only what the script read", in: path) }
        return text
    }

    func canonicalPath(_ path: String) -> String? {
        texts[path] == nil ? nil : path
    }
}
