// Crowded continuous corners (issue 23): UIKit draws a true capsule once both sides are
// shorter than 3.0573·r; with one short side the corners stay continuous and shrink.
import ConcentricGeometry
import Testing

@Suite struct CrowdedCornerTests {
    static func arcs(_ path: Path) -> [Double] {
        path.elements.compactMap { if case .arc(_, let radius, _, _) = $0 { radius } else { nil } }
    }

    static func cubics(_ path: Path) -> Int {
        path.elements.filter { if case .cubic = $0 { true } else { false } }.count
    }

    /// r = 16: 2 × 1.528665 × 16 = 48.91. A 49 × 49 frame draws the continuous curve, 48 × 48
    /// a capsule (here a circle, its ends of radius 24).
    @Test func bothSidesShortDrawATrueCapsule() {
        let radii = RectangleCornerRadii(uniform: 16)
        let roomy = Path.roundedRectangle(in: Rect(x: 0, y: 0, width: 49, height: 49), radii: radii, style: .continuous)
        #expect(Self.cubics(roomy) == 12)
        #expect(Self.arcs(roomy).isEmpty)
        let crowded = Path.roundedRectangle(
            in: Rect(x: 0, y: 0, width: 48, height: 48), radii: radii, style: .continuous)
        #expect(Self.cubics(crowded) == 0)
        #expect(Self.arcs(crowded) == [24, 24, 24, 24])
        // Not a square: ends of half the shorter side.
        let pill = Path.roundedRectangle(in: Rect(x: 0, y: 0, width: 40, height: 30), radii: radii, style: .continuous)
        #expect(Self.arcs(pill) == [15, 15, 15, 15])
    }

    /// One short side leaves room along the other: continuous corners, shrunk to fit.
    @Test func oneShortSideShrinksTheContinuousCorners() {
        let path = Path.roundedRectangle(
            in: Rect(x: 0, y: 0, width: 200, height: 48), radii: RectangleCornerRadii(uniform: 16), style: .continuous)
        #expect(Self.cubics(path) == 12)
        #expect(Self.arcs(path).isEmpty)
        // The first point is where the top-left curve meets the top edge: half the height.
        #expect(path.elements.first == .move(to: Point(x: 24, y: 0)))
    }

    /// Circular corners and uneven radii are not capsules.
    @Test func circularAndUnevenCornersAreNotCapsules() {
        let box = Rect(x: 0, y: 0, width: 48, height: 48)
        let circular = Path.roundedRectangle(in: box, radii: RectangleCornerRadii(uniform: 16), style: .circular)
        #expect(Self.arcs(circular) == [16, 16, 16, 16])
        let uneven = Path.roundedRectangle(in: box, radii: RectangleCornerRadii(topLeading: 16), style: .continuous)
        #expect(Self.cubics(uneven) == 3)
    }
}
