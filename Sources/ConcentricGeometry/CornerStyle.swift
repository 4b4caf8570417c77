// How a corner is drawn (circular or continuous) and how its radius is chosen (concentric or fixed).

/// How a rounded corner's curve is drawn: SwiftUI's `RoundedCornerStyle`.
///
/// - `circular`: a quarter circle of radius r.
/// - `continuous`: a smoother "squircle" curve that starts 1.528665·r from the corner along each
///   edge and has no jump in curvature where it meets the edge (see ``Path``).
public enum RoundedCornerStyle: String, Hashable, Sendable, CaseIterable {
    case circular
    case continuous
}

/// How one corner of a ``ConcentricRectangle`` chooses its radius: SwiftUI's `Edge.Corner.Style`.
///
/// - `.concentric`: the container's radius at that corner minus the inset from it, floored at 0.
/// - `.concentric(minimum: m)`: the same, never below `m` (SwiftUI also spells it
///   `minimum: .fixed(m)`).
/// - `.fixed(r)`: always `r`, whatever the container.
/// - `.square`: `.fixed(0)`.
public enum CornerStyle: Hashable, Sendable, CustomStringConvertible {
    case concentric(minimum: Double)
    case fixed(Double)

    /// Concentric with no minimum.
    public static var concentric: CornerStyle { .concentric(minimum: 0) }

    /// A square corner: radius 0 whatever the container.
    public static var square: CornerStyle { .fixed(0) }

    /// Whether the corner follows its container (either concentric form).
    public var isConcentric: Bool {
        if case .concentric = self { return true }
        return false
    }

    /// Source-like spelling: ".concentric", ".concentric(minimum: 12)", ".fixed(24)".
    public var description: String {
        switch self {
        case .concentric(let minimum) where minimum == 0:
            ".concentric"
        case .concentric(let minimum):
            ".concentric(minimum: \(NumberFormat.format(minimum)))"
        case .fixed(let radius):
            ".fixed(\(NumberFormat.format(radius)))"
        }
    }
}
