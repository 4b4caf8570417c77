// The one place the live page asks the language an editor's questions: which nodes a picture
// has, where each was declared, and how each corner was derived. Today these are the Session's
// own answers (`editorNodes()`, `explanation(ofNodeAt:)`); when the editor answers move to
// ShapeLanguage/Editor as plain data, only this file changes.
import ShapeLanguage
import ShapeScene

/// A node of the picture as the page points at it.
struct PageNode: Sendable {
    var index: Int
    var name: String?
    var kind: String
    var frame: (x: Double, y: Double, width: Double, height: Double)
    /// Where it was declared (1-based), in `file`.
    var line: Int
    var column: Int
    var file: String?
}

/// The editor answers the page shows, read from an evaluated session.
enum EditorAnswers {
    /// The page points at no more nodes than this; a larger scene still draws in full.
    static let nodeLimit = 5_000

    /// The session's nodes, with frames from `scene` (the frame drawn, which may be a later
    /// moment of an animation than the session's own).
    static func nodes(of session: Session, drawn scene: ResolvedScene) -> [PageNode] {
        session.editorNodes(limit: nodeLimit).compactMap { node in
            guard let drawn = scene.node(at: node.index) else { return nil }
            let frame = drawn.frame
            return PageNode(
                index: node.index, name: node.name, kind: node.kind,
                frame: (frame.minX, frame.minY, frame.width, frame.height), line: node.declaration.start.line,
                column: node.declaration.start.column, file: node.file)
        }
    }

    /// How each corner of node `index` was derived, as `explain` prints it: from the session's
    /// own evaluation, or from `frame` (a later moment of an animation, resolved with traces).
    static func derivation(of index: Int, in session: Session, frame: ResolvedScene?) -> [String] {
        guard let frame else { return session.explanation(ofNodeAt: index) }
        guard let node = frame.node(at: index) else { return [] }
        return Explanation.lines(for: node)
    }
}
