// What a page shows beside a picture, worked out once for both pages: the live page of
// `shape serve` and the playground that runs shape.wasm. The nodes a pointer or the keyboard can
// reach (with where each was declared), and a slider's range for each parameter.
import ConcentricGeometry
import ShapeLanguage
import ShapeScene

/// A node of the picture as a page points at it.
public struct PageNode: Sendable {
    public var index: Int
    public var name: String?
    public var kind: String
    public var frame: (x: Double, y: Double, width: Double, height: Double)
    /// Where it was declared (1-based), in `file`.
    public var line: Int
    public var column: Int
    public var file: String?

    /// The page points at no more nodes than this; a larger scene still draws in full.
    public static let limit = 5_000

    /// The nodes of `document` (an evaluated script as an editor asks about it), with frames from
    /// `scene`, the frame drawn (which may be a later moment of an animation than the document's).
    public static func nodes(of document: EditorDocument, drawn scene: ResolvedScene) -> [PageNode] {
        nodes(document.nodes, drawn: scene)
    }

    /// The nodes `session` built, with frames from `scene`, the frame drawn.
    public static func nodes(of session: Session, drawn scene: ResolvedScene) -> [PageNode] {
        nodes(session.editorNodes(limit: limit), drawn: scene)
    }

    /// How each corner of node `index` was derived, as `explain` prints it: in `frame` (a later
    /// moment of an animation than the session's own scene) when there is one, else in `session`.
    public static func derivation(of index: Int, in session: Session, frame: ResolvedScene?) -> [String] {
        guard let frame else { return session.explanation(ofNodeAt: index) }
        return frame.node(at: index).map(Explanation.lines(for:)) ?? []
    }

    static func nodes(_ built: [EditorNode], drawn scene: ResolvedScene) -> [PageNode] {
        built.prefix(limit).compactMap { node in
            guard let drawn = scene.node(at: node.index) else { return nil }
            let frame = drawn.frame
            return PageNode(
                index: node.index, name: node.name, kind: node.kind,
                frame: (frame.minX, frame.minY, frame.width, frame.height), line: node.declaration.start.line,
                column: node.declaration.start.column, file: node.file)
        }
    }
}

/// A slider's range for a parameter: from 0 to twice a positive value (at least 1), mirrored
/// for a negative one, ±10 around 0, always holding the value set; whole steps for whole
/// numbers with room for them, else a hundredth of the range.
public struct ParameterRange: Equatable, Sendable {
    public var minimum: Double
    public var maximum: Double
    public var step: Double

    public init(around declared: Double, including value: Double) {
        if declared > 0 {
            (minimum, maximum) = (0, Swift.max(2 * declared, 1))
        } else if declared < 0 {
            (minimum, maximum) = (2 * declared, -2 * declared)
        } else {
            (minimum, maximum) = (-10, 10)
        }
        minimum = Swift.min(minimum, value)
        maximum = Swift.max(maximum, value)
        let whole = declared == declared.rounded() && value == value.rounded()
        step = whole && maximum - minimum >= 10 ? 1 : (maximum - minimum) / 100
    }
}
