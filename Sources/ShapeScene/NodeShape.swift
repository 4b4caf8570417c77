// What a node is, as the script wrote it: its shape (with its corner styles as written) and
// whether it holds children.
import ConcentricGeometry

/// A node's shape as a constructor describes it, before it has a frame.
public enum NodeShape: Hashable, Sendable {
    /// A shape whose radii come from itself: `RoundedRectangle`, `Capsule`, `Circle`, …
    case fixed(ContainerShape)
    /// A `ConcentricRectangle`, whose radii come from its container.
    /// Boxed: scenes hold one per node, and `ConcentricRectangle()` shares a single box.
    /// Without a `style:` of its own, it takes its container's corner style, so a concentric
    /// shape inside a continuous container is continuous too.
    indirect case concentric(ConcentricRectangle, style: RoundedCornerStyle?)

    /// The SwiftUI type name.
    public var kindName: String {
        switch self {
        case .fixed(let shape): shape.kindName
        case .concentric: "ConcentricRectangle"
        }
    }

    /// The corner style the shape was made with; nil for a `ConcentricRectangle` that follows
    /// its container's style.
    public var ownCornerStyle: RoundedCornerStyle? {
        switch self {
        case .fixed(let shape): shape.cornerStyle
        case .concentric(_, let style): style
        }
    }
}

/// Whether a node holds children (and is their container shape) or is a leaf.
public enum NodeRole: String, Hashable, Sendable {
    case container
    case shape
}

/// The axis of a stack: a group that lays its children out in sequence and draws nothing.
public enum StackAxis: String, Hashable, Sendable {
    case vertical = "vstack"
    case horizontal = "hstack"
    /// A plain group (SwiftUI's `ZStack` or a plain view): places its children as a container
    /// does, one over another, but declares no container shape, so they follow the container
    /// around it (or the canvas).
    case depth = "zstack"
}
