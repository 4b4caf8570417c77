// Crowded continuous corners (issues 23 and 43): UIKit draws a true capsule once the shorter
// side is shorter than 3.0573·r, whatever the longer side; uneven radii shrink instead.
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

    /// The shorter side alone decides (issue 43): at r = 16 a 200 × 48 button is a capsule of
    /// radius 24 and a 200 × 49 one keeps its continuous corners, as UIKit changes shape between
    /// heights 48 and 49 at that radius (reported on Apple's developer forums).
    @Test func theShorterSideAloneDecides() {
        let radii = RectangleCornerRadii(uniform: 16)
        let button = Path.roundedRectangle(
            in: Rect(x: 0, y: 0, width: 200, height: 48), radii: radii, style: .continuous)
        #expect(Self.cubics(button) == 0)
        #expect(Self.arcs(button) == [24, 24, 24, 24])
        // The first point is where the top-left end meets the top edge: half the height.
        #expect(button.elements.first == .move(to: Point(x: 24, y: 0)))
        let taller = Path.roundedRectangle(
            in: Rect(x: 0, y: 0, width: 200, height: 49), radii: radii, style: .continuous)
        #expect(Self.cubics(taller) == 12)
        #expect(Self.arcs(taller).isEmpty)
        // Upright, the same: the width is the shorter side.
        #expect(Path.continuousCapsuleRadius(width: 48, height: 200, radii: radii) == 24)
        #expect(Path.continuousCapsuleRadius(width: 49, height: 200, radii: radii) == nil)
        // The threshold is 2 × 1.528665 × 16 = 48.91728.
        #expect(Path.continuousCapsuleRadius(width: 300, height: 48.917, radii: radii) == 24.4585)
        #expect(Path.continuousCapsuleRadius(width: 300, height: 48.918, radii: radii) == nil)
    }

    /// Uneven radii on a short side are no capsule: the corners stay continuous and shrink.
    @Test func unevenRadiiOnAShortSideShrink() {
        let path = Path.roundedRectangle(
            in: Rect(x: 0, y: 0, width: 200, height: 48),
            radii: RectangleCornerRadii(topLeading: 16, bottomLeading: 16, bottomTrailing: 12, topTrailing: 16),
            style: .continuous)
        #expect(Self.cubics(path) == 12)
        #expect(Self.arcs(path).isEmpty)
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
