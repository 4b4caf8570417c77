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
