// Which corners simply follow their container, `r = R − d`, and whose `R` that is: what lets an
// export keep the relation (a CSS `calc()`, a token alias) instead of the number alone.
import ConcentricGeometry

/// A corner whose radius is its container's radius at the same corner minus a distance, and
/// nothing else: `.concentric` (or `.concentric(minimum:)` above its minimum), not floored at
/// 0, not raised by a minimum or a uniform group, not clamped.
///
/// For such a corner, changing the container's radius by δ changes this one by δ (as long as
/// it stays above 0 and its minimum and below half its shorter side), which an export can say
/// in its own language: `calc(var(--card-radius) - 12px)`.
public struct ConcentricRelation: Hashable, Sendable {
    /// What the radius follows.
    public enum Source: Hashable, Sendable {
        /// The canvas, as the root container (a device's display).
        case canvas
        /// The node at this tree index.
        case node(Int)
    }

    public var source: Source
    /// The corner of the source whose radius is followed: the same logical corner.
    public var corner: Corner
    /// `d = max(dx, dy)`; negative for a frame larger than its container (`R + gap`).
    public var distance: Double
    /// The corner's minimum (0 for plain `.concentric`): below it the relation no longer holds.
    public var minimum: Double
}

extension ResolvedNode {
    /// The relation of `corner` to its container, if the corner simply follows it (read from
    /// the node's ``ResolvedNode/traces``).
    public func concentricRelation(at corner: Corner) -> ConcentricRelation? {
        concentricRelation(of: traces?.first { $0.corner == corner })
    }

    /// The relation a trace of this node's shows, if its corner simply follows the container:
    /// for writers that read ``traces`` once (they are worked out on each read) and ask of
    /// every corner.
    public func concentricRelation(of trace: CornerTrace?) -> ConcentricRelation? {
        guard let trace, trace.decidedBy == .concentric, trace.containerRadius != nil,
            case .concentric(let minimum) = trace.style
        else { return nil }
        let source: ConcentricRelation.Source
        if let owner = ownerIndex {
            source = .node(owner)
        } else if storage.canvasContainer != nil {
            source = .canvas
        } else {
            return nil
        }
        return ConcentricRelation(source: source, corner: trace.corner, distance: trace.distance, minimum: minimum)
    }
}

extension ResolvedScene {
    /// The canvas's corner radii when it is the root container (clamped to half its shorter
    /// side, as its children see them); nil otherwise.
    public var canvasRadii: RectangleCornerRadii? {
        guard let container = canvasContainer else { return nil }
        return container.shape.cornerGeometry(in: container.frame)?.radii
    }
}
