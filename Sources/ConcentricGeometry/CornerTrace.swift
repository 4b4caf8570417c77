// Why a corner got its radius: the numbers of each resolution step, and one sentence saying them.

/// Why a corner got its radius.
///
/// The resolver fills one trace per corner as it goes: the container radius and the insets,
/// the raw value, then a flag (or source corner) for each later step that changed it. `explain`,
/// the SVG annotations and the text report all read these fields.
public struct CornerTrace: Hashable, Sendable {
    public var corner: Corner
    public var style: CornerStyle
    /// The container's radius at this corner; nil when there is no container, or when the
    /// container is not rounded-rectangular (the inset fallback).
    public var containerRadius: Double?
    /// The horizontal inset of the frame's corner from the container's corner (0 with no container).
    public var dx: Double
    /// The vertical inset of the frame's corner from the container's corner (0 with no container).
    public var dy: Double
    /// `max(dx, dy)`: the inset that decides a concentric radius.
    public var distance: Double
    /// `R - d` before flooring for a concentric corner; `f` for `.fixed(f)`; 0 with no container
    /// or in the inset fallback.
    public var raw: Double
    /// `raw < 0`, so the radius went to 0: the corner is too far from the container's curve and
    /// turns square.
    public var floored: Bool
    /// The corner's minimum was larger than its concentric radius and replaced it.
    public var raisedToMinimum: Bool
    /// The corner of a uniform group whose larger radius this corner took.
    public var raisedByUniform: Corner?
    /// The value before clamping to `0...min(w, h) / 2`, when the clamp changed it.
    public var clampedFrom: Double?
    /// The final radius.
    public var value: Double
    /// The last step that set or changed ``value``.
    public var decidedBy: Step
    /// Whether the corner's own rule was the inset fallback (kept for ``explanation`` once a
    /// later step has replaced ``decidedBy``).
    var isInsetFallback: Bool

    /// A step of the resolution, from first to last; ``CornerTrace/decidedBy`` holds the last one
    /// that set or changed the value.
    public enum Step: String, Hashable, Sendable, CaseIterable {
        /// `R - d`, at least 0.
        case concentric
        /// `.fixed(f)`: `f`.
        case fixed
        /// `R - d` was negative, so 0.
        case floored
        /// Raised to the corner's `.concentric(minimum:)`.
        case minimum
        /// Raised to the largest radius of its uniform group.
        case uniform
        /// Limited to half the frame's shorter side (or raised to 0).
        case clamped
        /// No container: a concentric corner takes its minimum (0 for plain `.concentric`).
        case noContainer
        /// The container is not rounded-rectangular: the outline is the container's shape inset,
        /// and the concentric corner's radius is 0.
        case insetFallback
    }

    public init(
        corner: Corner, style: CornerStyle, containerRadius: Double?, dx: Double, dy: Double,
        distance: Double, raw: Double, floored: Bool, raisedToMinimum: Bool,
        raisedByUniform: Corner?, clampedFrom: Double?, value: Double, decidedBy: Step
    ) {
        self.corner = corner
        self.style = style
        self.containerRadius = containerRadius
        self.dx = dx
        self.dy = dy
        self.distance = distance
        self.raw = raw
        self.floored = floored
        self.raisedToMinimum = raisedToMinimum
        self.raisedByUniform = raisedByUniform
        self.clampedFrom = clampedFrom
        self.value = value
        self.decidedBy = decidedBy
        self.isInsetFallback = decidedBy == .insetFallback
    }

    /// One English sentence with numbers, e.g.
    /// "topLeading: concentric, R 24 − d 12 (dx 12, dy 12) = 12".
    ///
    /// The sentence starts with the corner's own rule, then adds a clause for each later step
    /// that changed the value (floor, minimum, uniform group, clamp) and, when any did, ends with
    /// the final radius.
    public var explanation: String {
        var clauses = [base]
        if floored {
            clauses.append("floored to 0 (too far from the container's curve: square)")
        }
        if raisedToMinimum, case .concentric(let minimum) = style {
            clauses.append("raised to its minimum \(NumberFormat.format(minimum))")
        }
        if let source = raisedByUniform {
            clauses.append("raised to match \(source.name) in its uniform group")
        }
        if let before = clampedFrom {
            clauses.append("clamped from \(NumberFormat.format(before)) to half the shorter side")
        }
        if clauses.count > 1 {
            clauses.append("so \(NumberFormat.format(value))")
        }
        return "\(corner.name): " + clauses.joined(separator: ", ")
    }

    /// The first clause: the corner's own rule with its numbers.
    private var base: String {
        let styleName = String(style.description.dropFirst())
        switch (isInsetFallback, style, containerRadius) {
        case (_, .fixed(let radius), _):
            return "\(styleName) = \(NumberFormat.format(radius))"
        case (true, _, _):
            return "\(styleName), the container is not rounded-rectangular, so the outline is"
                + " the container's shape inset by max(0, min(left, top, right, bottom))"
                + " and the radius is 0"
        case (_, _, .some(let radius)):
            return "\(styleName), R \(NumberFormat.format(radius)) − d \(NumberFormat.format(distance))"
                + " (dx \(NumberFormat.format(dx)), dy \(NumberFormat.format(dy))) = \(NumberFormat.format(raw))"
        case (_, _, .none):
            return "\(styleName), no container = 0"
        }
    }
}
