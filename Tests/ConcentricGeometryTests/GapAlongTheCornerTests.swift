// What the max-inset rule gives when the insets differ, measured: the gap between a container's
// corner arc and the inner shape's outline, point by point along the arc, under this project's
// rule (d = max(dx, dy)) and under the other choice (d = min(dx, dy)). Neither keeps the gap
// constant and neither lets the arcs cross; only max keeps the inner curve within the outer one.

import ConcentricGeometry
import Foundation
import Testing

@Suite struct GapAlongTheCornerTests {
    /// The lesson's case: a card of radius 40, a shape 20 in from the sides and 8 from the top.
    static let cases: [(radius: Double, dx: Double, dy: Double)] = [
        (40, 20, 8), (40, 8, 20), (60, 30, 4), (24, 12, 2), (40, 12, 12),
    ]

    /// The top-leading corner of a big container at the origin, and a frame `dx`, `dy` in.
    struct CornerCase {
        var radius: Double
        var dx: Double
        var dy: Double

        var container: Container {
            Container(
                frame: Rect(x: 0, y: 0, width: 1000, height: 1000),
                shape: .roundedRectangle(cornerRadius: radius, style: .circular))
        }
        var frame: Rect { Rect(x: dx, y: dy, width: 1000 - 2 * dx, height: 1000 - 2 * dy) }

        /// The distance from `point` to the outline of a rectangle at `frame.min` whose
        /// top-leading corner has radius `r` (the other corners are far away).
        func distanceToInner(_ point: Point, r: Double) -> Double {
            let centre = Point(x: dx + r, y: dy + r)
            if point.x <= centre.x, point.y <= centre.y {
                return abs(
                    ((point.x - centre.x) * (point.x - centre.x) + (point.y - centre.y) * (point.y - centre.y))
                        .squareRoot() - r)
            }
            if point.x > centre.x { return abs(point.y - dy) }
            return abs(point.x - dx)
        }

        /// The gap at each of `samples + 1` points along the container's corner arc, from its
        /// leading end (on the leading side) to its top end (on the top side).
        func gaps(r: Double, samples: Int = 2000) -> [Double] {
            (0...samples).map { step in
                let angle = Double(step) / Double(samples) * Double.pi / 2
                let point = Point(x: radius - radius * cos(angle), y: radius - radius * sin(angle))
                return distanceToInner(point, r: r)
            }
        }

        /// How far the inner corner's arc runs past the container's curve, along either side.
        func overrun(r: Double) -> Double { max(dx + r - radius, dy + r - radius, 0) }
    }

    @Test(arguments: cases)
    func theMaxRuleKeepsEachSidesInsetAndTheGapBetweenThem(_ example: (radius: Double, dx: Double, dy: Double)) {
        let corner = CornerCase(radius: example.radius, dx: example.dx, dy: example.dy)
        let resolved = ConcentricResolver.resolve(ConcentricRectangle(), in: corner.frame, container: corner.container)
        let r = resolved.radii.topLeading
        #expect(r == example.radius - max(example.dx, example.dy))
        let gaps = corner.gaps(r: r)
        let (low, high) = (min(example.dx, example.dy), max(example.dx, example.dy))
        // Where the container's curve meets each side, the gap is that side's inset exactly.
        #expect(abs(gaps[0] - example.dx) < 1e-9)
        #expect(abs(gaps[gaps.count - 1] - example.dy) < 1e-9)
        // In between it never leaves the range of the two insets (no crossing, no widening).
        #expect(gaps.allSatisfy { $0 >= low - 1e-9 && $0 <= high + 1e-9 })
        // The inner curve starts and ends within the container's.
        #expect(corner.overrun(r: r) == 0)
    }

    @Test(arguments: cases)
    func theMinRuleNeverCrossesButRunsOnPastTheCurve(_ example: (radius: Double, dx: Double, dy: Double)) {
        let corner = CornerCase(radius: example.radius, dx: example.dx, dy: example.dy)
        let r = example.radius - min(example.dx, example.dy)
        let gaps = corner.gaps(r: r)
        let (low, high) = (min(example.dx, example.dy), max(example.dx, example.dy))
        // Never narrower than the smaller inset: the inner arc never pokes out of the outer one.
        #expect(gaps.allSatisfy { $0 >= low - 1e-9 && $0 <= high + 1e-9 })
        // The inner curve runs on |dx − dy| past the container's along the side of the smaller inset.
        #expect(abs(corner.overrun(r: r) - (high - low)) < 1e-9)
    }

    @Test func theLessonsNumbers() {
        let corner = CornerCase(radius: 40, dx: 20, dy: 8)
        let maxGaps = corner.gaps(r: 20)
        let minGaps = corner.gaps(r: 32)
        // Neither keeps the gap constant when the insets differ.
        #expect((maxGaps.max() ?? 0) - (maxGaps.min() ?? 0) == 12)
        #expect((minGaps.max() ?? 0) - (minGaps.min() ?? 0) > 10)
        // max: 20 down to 8 within the card's curve.
        #expect(maxGaps.first == 20 && maxGaps.last == 8)
        // min: r = 32, and where the card's curve ends the gap is still 9.76, not the top's 8;
        // it reaches 8 only 12 further along the top.
        #expect(minGaps.first == 20)
        #expect(abs((minGaps.last ?? 0) - ((1744.0).squareRoot() - 32)) < 1e-9)
        #expect(abs((minGaps.min() ?? 0) - 9.76) < 0.01)
        #expect(corner.overrun(r: 32) == 12)
        // Equal insets: both rules are one, and the gap is the inset all the way round.
        let even = CornerCase(radius: 40, dx: 12, dy: 12)
        #expect(even.gaps(r: 28).allSatisfy { abs($0 - 12) < 1e-9 })
    }
}
