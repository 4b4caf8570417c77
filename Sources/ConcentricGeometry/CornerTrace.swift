// Why a corner got its radius: the numbers of each resolution step, and the words that say them.

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
    /// Whether the corner's own rule was the inset fallback (kept for ``derivation(containerKind:)``
    /// once a later step has replaced ``decidedBy``).
    public internal(set) var isInsetFallback: Bool

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

    /// How the corner got its radius, in words and numbers: the corner's own rule, then each
    /// later step that changed it. This is the one wording of a derivation; `explain`, the text
    /// report and JSON print it after the corner's name and final value:
    ///
    /// ```
    /// container 24 − distance 12 (dx 12, dy 12)
    /// container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0 (too far from the container's curve)
    /// fixed 30, clamped from 30 to 5 (half the shorter side)
    /// ```
    ///
    /// - Parameter containerKind: the container's SwiftUI type name, named by the inset fallback.
    public func derivation(containerKind: String?) -> String {
        var text = ownRule(containerKind: containerKind)
        var steps: [String] = []
        if raisedToMinimum, case .concentric(let minimum) = style {
            steps.append("raised to minimum " + n(minimum))
        }
        if let source = raisedByUniform {
            let uniformValue = clampedFrom ?? value
            steps.append("raised to " + n(uniformValue) + " by the uniform group (from " + source.name + ")")
        }
        if let before = clampedFrom {
            steps.append("clamped from " + n(before) + " to " + n(value) + " (half the shorter side)")
        }
        if !steps.isEmpty {
            text += ", " + steps.joined(separator: ", ")
        }
        return text
    }

    /// The corner's own rule with its numbers, including the floor at 0.
    private func ownRule(containerKind: String?) -> String {
        switch style {
        case .fixed(let radius):
            return "fixed " + n(radius)
        case .concentric:
            if let outer = containerRadius {
                let insets = "(dx " + n(dx) + ", dy " + n(dy)
                // A frame larger than its container (a focus ring) is outside it: R + gap.
                var text =
                    distance < 0
                    ? "container " + n(outer) + " + " + n(-distance) + " outside it " + insets
                        + ": the frame is larger than its container)"
                    : "container " + n(outer) + " − distance " + n(distance) + " " + insets + ")"
                if floored {
                    text += " is negative: floored at 0 (too far from the container's curve)"
                }
                return text
            }
            if isInsetFallback {
                return "the container (" + (containerKind ?? "container") + ") is not rounded-rectangular:"
                    + " the outline is its shape inset (SwiftUI's fallback)"
            }
            // A minimum, if any, is added by the minimum step.
            return "no container: 0"
        }
    }

    private func n(_ value: Double) -> String {
        NumberFormat.format(value, .reading)
    }
}
