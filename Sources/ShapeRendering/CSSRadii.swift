// How the CSS and HTML outputs and the design tokens name corners: a logical corner's kebab-case
// name and physical border property, and why a corner that could follow its container is a
// plain length.
import ConcentricGeometry
import ShapeScene

/// Corner names for the web outputs.
enum CSSRadii {
    /// `top-leading`.
    static func kebab(_ corner: Corner) -> String {
        switch corner {
        case .topLeading: "top-leading"
        case .topTrailing: "top-trailing"
        case .bottomLeading: "bottom-leading"
        case .bottomTrailing: "bottom-trailing"
        }
    }

    /// The physical CSS property of a logical corner: leading is left in a left-to-right layout.
    static func borderProperty(_ corner: Corner, _ direction: LayoutDirection) -> String {
        let vertical = corner.isTop ? "top" : "bottom"
        let horizontal = corner.isLeft(in: direction) ? "left" : "right"
        return "border-" + vertical + "-" + horizontal + "-radius"
    }

    /// Why a corner is a plain length, when its rule (its trace) would follow a container.
    static func note(_ trace: CornerTrace?) -> String? {
        guard let trace else { return nil }
        switch trace.decidedBy {
        case .floored: return "floored at 0: too far from the container's curve"
        case .minimum: return "raised to its minimum"
        case .uniform: return "raised by its uniform group"
        case .clamped: return "clamped to half the shorter side"
        case .noContainer: return "no container to follow"
        case .insetFallback: return "inside a shape that is not rounded-rectangular"
        case .fixed: return "fixed"
        case .concentric: return "follows a container that has no property"
        }
    }
}
