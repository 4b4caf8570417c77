// A scene put together by hand, frame by frame, without the language: for tools that lay out
// their own nodes and want them resolved, and for tests of the outputs.
import ConcentricGeometry

/// Nodes with the frames their author chose, resolved by the same resolver as a script's.
///
/// ```swift
/// var draft = SceneDraft()
/// let card = draft.add(.fixed(.roundedRectangle(cornerRadius: 24, style: .circular)), role: .container,
///                      name: "card", frame: Rect(x: 20, y: 20, width: 360, height: 260))
/// draft.add(.concentric(ConcentricRectangle(), style: nil), name: "photo",
///           frame: Rect(x: 32, y: 32, width: 336, height: 200), under: card)
/// let scene = draft.resolved(canvas: Rect(x: 0, y: 0, width: 400, height: 300))
/// ```
public struct SceneDraft: Sendable {
    public var tree = SceneTree()
    public private(set) var frames: [Rect] = []

    public init(canvas: SceneCanvas? = nil, direction: LayoutDirection = .leftToRight, annotateAll: Bool = false) {
        tree.canvas = canvas
        tree.layoutDirection = direction
        tree.annotateAll = annotateAll
    }

    /// Adds a drawn node under `parent` (nil: top level) and returns its index.
    @discardableResult
    public mutating func add(
        _ shape: NodeShape, role: NodeRole = .shape, name: String? = nil, frame: Rect, style: NodeStyle = NodeStyle(),
        cornerStyle: RoundedCornerStyle? = nil, annotate: Bool = false, under parent: Int? = nil
    ) -> Int {
        let index = tree.add(.shape(role, shape), name: name, under: parent)
        tree.updateNode(index) { node in
            node.cornerStyle = cornerStyle
            node.annotate = annotate
        }
        tree.updateStyle(of: index) { $0 = style }
        frames.append(frame)
        return index
    }

    /// Adds a stack under `parent` (nil: top level) and returns its index: it draws nothing, and
    /// the nodes added under it belong to `parent` (outputs look through stacks), and are named
    /// after it when it has a `name`.
    @discardableResult
    public mutating func addStack(
        _ axis: StackAxis = .vertical, name: String? = nil, frame: Rect = .zero, under parent: Int? = nil
    ) -> Int {
        let index = tree.add(.group(axis), name: name, under: parent)
        frames.append(frame)
        return index
    }

    /// The scene resolved on `canvas` (by default the declared canvas's rectangle, else the
    /// nodes' bounds).
    public func resolved(canvas: Rect? = nil) -> ResolvedScene {
        let rect =
            canvas ?? tree.canvas.map { Rect(origin: .zero, size: $0.size) }
            ?? frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        return SceneResolver.resolve(tree, frames: frames, canvas: rect)
    }
}
