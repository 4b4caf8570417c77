// Shared fixtures and tolerant comparisons for the ConcentricGeometry tests.

import ConcentricGeometry

/// Whether two numbers agree to within `tolerance` (the continuous-corner constants are
/// multiplied out, so exact equality is too strict for them).
func approx(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-9) -> Bool {
    (lhs - rhs).magnitude <= tolerance
}

/// Whether two points agree to within `tolerance` on both axes.
func approx(_ lhs: Point, _ rhs: Point, tolerance: Double = 1e-9) -> Bool {
    approx(lhs.x, rhs.x, tolerance: tolerance) && approx(lhs.y, rhs.y, tolerance: tolerance)
}

/// The distance between two points.
func distance(_ lhs: Point, _ rhs: Point) -> Double {
    let dx = lhs.x - rhs.x
    let dy = lhs.y - rhs.y
    return (dx * dx + dy * dy).squareRoot()
}

/// The z component of the cross product of `a − origin` and `b − origin`: 0 when colinear.
func cross(_ origin: Point, _ a: Point, _ b: Point) -> Double {
    (a.x - origin.x) * (b.y - origin.y) - (a.y - origin.y) * (b.x - origin.x)
}

/// The worked example card: a 300 × 200 RoundedRectangle of radius 24 at the origin.
let card = Container(
    frame: Rect(x: 0, y: 0, width: 300, height: 200),
    shape: .roundedRectangle(cornerRadius: 24, style: .continuous))

/// The radii in `Corner.allCases` order, for compact expectations.
func values(_ radii: RectangleCornerRadii) -> [Double] {
    Corner.allCases.map { radii[$0] }
}

/// Resolves `shape` in `frame` and returns the trace of `corner`.
func trace(
    _ corner: Corner, of shape: ConcentricRectangle = ConcentricRectangle(), in frame: Rect,
    container: Container?, direction: LayoutDirection = .leftToRight
) -> CornerTrace? {
    ConcentricResolver.resolve(shape, in: frame, container: container, direction: direction)
        .trace(for: corner)
}

/// A small deterministic generator, so random cases are the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ low: Double, _ high: Double) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return low + (high - low) * Double(z >> 11) / Double(1 << 53)
    }

    /// One of `choices`, evenly.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[min(Int(next(0, Double(choices.count))), choices.count - 1)]
    }
}
