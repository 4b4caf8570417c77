// How the CSS and HTML outputs and the design tokens name corners: a logical corner's kebab-case
// name and logical border property, and why a corner that could follow its container is a
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

    /// The logical CSS property of a corner, `border-start-start-radius` for top-leading: block
    /// then inline, so it follows the element's `direction` (leading is right in `rtl`).
    static func borderProperty(_ corner: Corner) -> String {
        let block = corner.isTop ? "start" : "end"
        let inline = corner == .topLeading || corner == .bottomLeading ? "start" : "end"
        return "border-" + block + "-" + inline + "-radius"
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
