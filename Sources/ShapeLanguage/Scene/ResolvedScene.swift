// The immutable result of evaluating a script: every node with its frame, its resolved radii and
// the trace of how each radius was decided. Renderers only format this; they compute nothing.
import ConcentricGeometry

/// A fully laid-out and resolved scene.
public struct ResolvedScene: Sendable {
    /// The canvas rectangle; its origin is (0, 0).
    public var canvas: Rect
    /// The canvas shape when the canvas is the root container (it has a corner radius or is a device).
    public var canvasShape: ContainerShape?
    /// The canvas's safe-area insets (zero when none were given).
    public var safeArea: EdgeInsets
    /// The area every output shows: the canvas, grown to hold any node that overflows it.
    public var bounds: Rect
    /// Top-level nodes, in the order the script created them. Stacks are layout only: their
    /// children appear here (or under their container) directly.
    public var nodes: [ResolvedNode]
    public var layoutDirection: LayoutDirection
    /// The script asked for the teaching layer on every node (`annotate` at top level).
    public var annotateAll: Bool
    /// The canvas background colour, if the script set one (`canvas …, fill: "white"`).
    public var background: Color?

    public init(
        canvas: Rect, canvasShape: ContainerShape?, safeArea: EdgeInsets, bounds: Rect,
        nodes: [ResolvedNode], layoutDirection: LayoutDirection, annotateAll: Bool,
        background: Color?
    ) {
        self.canvas = canvas
        self.canvasShape = canvasShape
        self.safeArea = safeArea
        self.bounds = bounds
        self.nodes = nodes
        self.layoutDirection = layoutDirection
        self.annotateAll = annotateAll
        self.background = background
    }

    /// Every node, depth first, parents before children.
    public func allNodes() -> [ResolvedNode] {
        var result: [ResolvedNode] = []
        func visit(_ node: ResolvedNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return result
    }
}

/// One node of the resolved scene.
public struct ResolvedNode: Sendable {
    /// A stable identifier, unique in the scene: the node's name, or `kind-N` for an unnamed one,
    /// with `-2`, `-3`… added when a name repeats (nodes made in loops).
    public var id: String
    /// The name the script gave, if any.
    public var name: String?
    /// The SwiftUI type name: `RoundedRectangle`, `ConcentricRectangle`, `Capsule`, …
    public var kind: String
    /// Whether the node holds children (and is their container shape).
    public var role: NodeRole
    /// The node's frame in canvas coordinates.
    public var frame: Rect
    /// The four resolved corner radii.
    public var radii: RectangleCornerRadii
    /// What to draw: a rounded rectangle with the resolved radii, or an ellipse.
    public var outline: Outline {
        get { unusualOutline?.value ?? .roundedRectangle(frame, radii) }
        set { unusualOutline = newValue == .roundedRectangle(frame, radii) ? nil : Boxed(newValue) }
    }
    /// Kept out of line, and only when the outline is not simply the frame with the radii: a
    /// scene of a million nodes carries a million of these structs.
    private var unusualOutline: Boxed<Outline>?
    /// Circular or continuous corners.
    public var cornerStyle: RoundedCornerStyle
    /// How each corner was decided (`Corner.allCases` order); nil for shapes whose radii
    /// come from the shape alone (a `RoundedRectangle`, a `Capsule`).
    public var traces: [CornerTrace]?
    /// The container this node was resolved in, if any.
    public var container: Container? {
        get { containerBox?.value }
        set { containerBox = newValue.map(Boxed.init) }
    }
    /// Out of line and shared by siblings, which have the same container.
    private var containerBox: Boxed<Container>?
    /// The container's name, for reports.
    public var containerName: String?
    public var style: NodeStyle
    /// Draw this node's construction in the teaching layer.
    public var annotate: Bool
    public var children: [ResolvedNode]

    public init(
        id: String, name: String?, kind: String, role: NodeRole, frame: Rect,
        radii: RectangleCornerRadii, outline: Outline, cornerStyle: RoundedCornerStyle,
        traces: [CornerTrace]?, container: Container?, containerName: String?,
        style: NodeStyle, annotate: Bool, children: [ResolvedNode]
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.role = role
        self.frame = frame
        self.radii = radii
        self.unusualOutline = outline == .roundedRectangle(frame, radii) ? nil : Boxed(outline)
        self.cornerStyle = cornerStyle
        self.traces = traces
        self.containerBox = container.map(Boxed.init)
        self.containerName = containerName
        self.style = style
        self.annotate = annotate
        self.children = children
    }
}

extension ResolvedNode {
    /// A node whose container box is shared with its siblings (the scene assembler's way in).
    init(
        id: String, name: String?, kind: String, role: NodeRole, frame: Rect,
        radii: RectangleCornerRadii, outline: Outline, cornerStyle: RoundedCornerStyle,
        traces: [CornerTrace]?, containerBox: Boxed<Container>?, containerName: String?,
        style: NodeStyle, annotate: Bool, children: [ResolvedNode]
    ) {
        self.init(
            id: id, name: name, kind: kind, role: role, frame: frame, radii: radii, outline: outline,
            cornerStyle: cornerStyle, traces: traces, container: nil, containerName: containerName,
            style: style, annotate: annotate, children: children)
        self.containerBox = containerBox
    }
}

/// An immutable value kept out of line, so that copies of its holder share it.
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// How a node is painted.
public struct NodeStyle: Hashable, Sendable {
    public var fill: Color?
    public var stroke: Color?
    public var strokeWidth: Double
    /// 0…1, applied to the whole node (fill, stroke and label).
    public var opacity: Double
    /// Boxed, since most nodes have none and every node carries a style.
    private var labelBox: LabelBox?

    public var label: Label? {
        get { labelBox?.label }
        set { labelBox = newValue.map(LabelBox.init) }
    }

    public init(
        fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1, opacity: Double = 1,
        label: Label? = nil
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.opacity = opacity
        self.label = label
    }
}

/// Holds a label out of line; compared and hashed by the label it holds.
private final class LabelBox: Hashable, Sendable {
    let label: Label

    init(_ label: Label) {
        self.label = label
    }

    static func == (lhs: LabelBox, rhs: LabelBox) -> Bool { lhs.label == rhs.label }
    func hash(into hasher: inout Hasher) { hasher.combine(label) }
}

/// A line of text drawn centred in a node's frame (or at its alignment).
public struct Label: Hashable, Sendable {
    public var text: String
    /// Font size in points.
    public var size: Double
    public var color: Color
    /// Where in the node's frame the text sits (default centre).
    public var alignment: Alignment

    public init(text: String, size: Double = 14, color: Color = .black, alignment: Alignment = .center) {
        self.text = text
        self.size = size
        self.color = color
        self.alignment = alignment
    }
}
