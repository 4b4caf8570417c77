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
            ".concentric(minimum: \(formatNumber(minimum)))"
        case .fixed(let radius):
            ".fixed(\(formatNumber(radius)))"
        }
    }
}

/// A short, stable spelling of a number for descriptions and explanations.
///
/// Rounded to 4 decimal places, with no trailing ".0" and no "-0": 12 → "12", 12.5 → "12.5",
/// 0.1 + 0.2 → "0.3". Non-finite values read "nan", "inf", "-inf"; magnitudes of 1e15 and more
/// keep Swift's own spelling (rounding there would overflow and adds nothing).
func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    guard value.magnitude < 1e15 else { return value.description }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == 0 { return "0" }
    let text = rounded.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
