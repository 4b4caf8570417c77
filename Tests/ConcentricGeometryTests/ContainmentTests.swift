// How far one outline pokes out of another: worked numbers, and the analytic shortcut for
// rounded rectangles checked against the sampled measure on many random pairs.
import Testing

@testable import ConcentricGeometry

@Suite struct ContainmentTests {
    private let container = Outline.roundedRectangle(
        Rect(x: 0, y: 0, width: 200, height: 200), RectangleCornerRadii(uniform: 100))

    /// A 30 × 30 square 4 in from the corner of a radius-100 container sits outside its curve:
    /// its corner point is 100√2 − 4√2 − 100 ≈ 35.76 from the corner centre's circle.
    @Test func aSquareInARoundCornerPokesOutByItsCornersDistance() {
        let square = Outline.roundedRectangle(Rect(x: 4, y: 4, width: 30, height: 30), .zero)
        let expected = (96.0 * 96 * 2).squareRoot() - 100
        #expect(abs(container.overflow(of: square) - expected) < 1e-9)
    }

    /// A concentric child (radius 100 − 10 at an inset of 10) is inside, decided without sampling.
    @Test func aConcentricChildIsInside() {
        let inner = Rect(x: 10, y: 10, width: 180, height: 180)
        let radii = RectangleCornerRadii(uniform: 90)
        #expect(
            Outline.arcsInside(
                inner, radii, Rect(x: 0, y: 0, width: 200, height: 200), RectangleCornerRadii(uniform: 100)))
        #expect(container.overflow(of: .roundedRectangle(inner, radii)) <= 0)
    }

    /// A flared child (radius larger than concentric) stays inside too; a pinched one, whose
    /// corner point reaches past the curve, is measured by sampling.
    @Test func flaredAndPinchedChildren() {
        let inner = Rect(x: 10, y: 10, width: 180, height: 180)
        #expect(container.overflow(of: .roundedRectangle(inner, RectangleCornerRadii(uniform: 90))) <= 0)
        let pinched = container.overflow(of: .roundedRectangle(inner, RectangleCornerRadii(uniform: 20)))
        // The arc of radius 20 centred at (30, 30): its farthest point from (100, 100) is
        // 70√2 + 20 away, past the radius 100.
        #expect(abs(pinched - ((70.0 * 70 * 2).squareRoot() + 20 - 100)) < 0.01)
    }

    /// Whenever the shortcut says "inside", the sampled measure agrees (no sample beyond a
    /// hair); the shortcut may leave a pair undecided, never decide one wrongly.
    @Test func theShortcutNeverDisagreesWithSampling() {
        var generator = SplitMix(seed: 0x5eed)
        var decided = 0
        for _ in 0..<20_000 {
            let outer = Rect(x: 0, y: 0, width: generator.next(10, 300), height: generator.next(10, 300))
            let outerRadii = RectangleCornerRadii(
                topLeading: generator.next(0, 150), bottomLeading: generator.next(0, 150),
                bottomTrailing: generator.next(0, 150), topTrailing: generator.next(0, 150))
            let x = generator.next(-5, outer.width / 2)
            let y = generator.next(-5, outer.height / 2)
            let inner = Rect(
                x: x, y: y, width: generator.next(0, outer.width - x + 5),
                height: generator.next(0, outer.height - y + 5))
            let innerRadii = RectangleCornerRadii(
                topLeading: generator.next(0, 100), bottomLeading: generator.next(0, 100),
                bottomTrailing: generator.next(0, 100), topTrailing: generator.next(0, 100))
            guard Outline.arcsInside(inner, innerRadii, outer, outerRadii) else { continue }
            decided += 1
            let sampled =
                Outline.roundedRectangle(inner, innerRadii).boundarySamples().map {
                    Outline.roundedRectangle(outer, outerRadii).signedDistance(to: $0)
                }.max() ?? 0
            #expect(sampled <= 1e-6, "\(inner) \(innerRadii) in \(outer) \(outerRadii): \(sampled)")
        }
        #expect(decided > 1000)
    }
}
