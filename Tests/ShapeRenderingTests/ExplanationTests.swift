// Specifications of `explain`: each corner's radius derived in words and numbers, in aligned
// columns, for every step of the resolver and for shapes without a container rule.
import ConcentricGeometry
import ShapeLanguage
import Testing

@Suite struct ExplanationTests {
    static let cardFrame = Rect(x: 20, y: 20, width: 360, height: 260)

    static func card(radius: Double = 24) -> Container {
        Container(frame: cardFrame, shape: .roundedRectangle(cornerRadius: radius, style: .circular))
    }

    static func photo(
        _ shape: ConcentricRectangle, frame: Rect = Rect(x: 32, y: 32, width: 336, height: 196),
        container: Container? = card()
    ) -> ResolvedNode {
        Fixtures.concentricNode(
            "photo", name: "photo", shape: shape, frame: frame, container: container,
            containerName: container == nil ? nil : "card")
    }

    @Test func concentricAndFloored() {
        #expect(
            Explanation.lines(for: Self.photo(ConcentricRectangle())) == [
                "photo: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 336 x 196",
                "  topLeading     12 = container 24 − distance 12 (dx 12, dy 12)",
                "  topTrailing    12 = container 24 − distance 12 (dx 12, dy 12)",
                "  bottomLeading   0 = container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0 (too far from the container's curve)",
                "  bottomTrailing  0 = container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0 (too far from the container's curve)",
            ])
    }

    @Test func raisedToMinimum() {
        let lines = Explanation.lines(for: Self.photo(ConcentricRectangle(corners: .concentric(minimum: 24))))
        #expect(lines[1] == "  topLeading     24 = container 24 − distance 12 (dx 12, dy 12), raised to minimum 24")
        #expect(
            lines[3]
                == "  bottomLeading  24 = container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0 (too far from the container's curve), raised to minimum 24"
        )
    }

    @Test func raisedByTheUniformGroup() {
        let node = Self.photo(
            ConcentricRectangle(
                uniformTopCorners: .concentric, bottomLeadingCorner: .fixed(8), bottomTrailingCorner: .fixed(8)),
            frame: Rect(x: 32, y: 32, width: 300, height: 200), container: Self.card(radius: 60))
        #expect(
            Explanation.lines(for: node) == [
                "photo: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 300 x 200",
                "  topLeading     48 = container 60 − distance 12 (dx 12, dy 12)",
                "  topTrailing    48 = container 60 − distance 48 (dx 48, dy 12), raised to 48 by the uniform group (from topLeading)",
                "  bottomLeading   8 = fixed 8",
                "  bottomTrailing  8 = fixed 8",
            ])
    }

    @Test func clampedToHalfTheShorterSide() {
        let node = Self.photo(
            ConcentricRectangle(corners: .fixed(60), isUniform: true),
            frame: Rect(x: 40, y: 40, width: 100, height: 80))
        #expect(
            Explanation.lines(for: node)[1]
                == "  topLeading     40 = fixed 60, clamped from 60 to 40 (half the shorter side)")
    }

    @Test func clampedAfterTheUniformGroup() {
        let node = Self.photo(
            ConcentricRectangle(uniformTopCorners: .concentric(minimum: 70), uniformBottomCorners: .fixed(0)),
            frame: Rect(x: 32, y: 32, width: 100, height: 80), container: Self.card(radius: 60))
        let lines = Explanation.lines(for: node)
        #expect(
            lines[1]
                == "  topLeading     40 = container 60 − distance 12 (dx 12, dy 12), raised to minimum 70, clamped from 70 to 40 (half the shorter side)"
        )
        #expect(lines[3] == "  bottomLeading   0 = fixed 0")
    }

    @Test func noContainer() {
        let node = Self.photo(ConcentricRectangle(corners: .concentric(minimum: 10)), container: nil)
        #expect(
            Explanation.lines(for: node) == [
                "photo: ConcentricRectangle, frame 32, 32, 336 x 196",
                "  topLeading     10 = no container: 0, raised to minimum 10",
                "  topTrailing    10 = no container: 0, raised to minimum 10",
                "  bottomLeading  10 = no container: 0, raised to minimum 10",
                "  bottomTrailing 10 = no container: 0, raised to minimum 10",
            ])
    }

    @Test func notRoundedRectangularContainer() {
        let ellipse = Container(frame: Self.cardFrame, shape: .ellipse)
        let lines = Explanation.lines(for: Self.photo(ConcentricRectangle(), container: ellipse))
        #expect(lines[0] == "photo: ConcentricRectangle in card (Ellipse), frame 32, 32, 336 x 196")
        #expect(
            lines[1]
                == "  topLeading     0 = the container (Ellipse) is not rounded-rectangular: the outline is its shape inset (SwiftUI's fallback)"
        )
    }

    @Test func frameOutsideItsContainer() {
        let node = Self.photo(ConcentricRectangle(), frame: Rect(x: 16, y: 16, width: 368, height: 268))
        #expect(
            Explanation.lines(for: node)[1]
                == "  topLeading     28 = container 24 + 4 outside it (dx -4, dy -4: the frame is larger than its container)"
        )
    }

    @Test func unnamedNodeInUnnamedContainer() {
        let node = Fixtures.concentricNode(
            "ConcentricRectangle-3", frame: Rect(x: 32, y: 32, width: 10, height: 10), container: Self.card(),
            containerName: nil)
        #expect(
            Explanation.lines(for: node)[0]
                == "ConcentricRectangle-3: ConcentricRectangle in a RoundedRectangle, frame 32, 32, 10 x 10")
    }

    @Test(arguments: [
        (
            "RoundedRectangle", RectangleCornerRadii(uniform: 24),
            "  RoundedRectangle(cornerRadius: 24) in 360 x 260: 24 on every corner"
        ),
        (
            "RoundedRectangle", RectangleCornerRadii(uniform: 130),
            "  RoundedRectangle in 360 x 260: 130 on every corner (half the shorter side, the largest that fits)"
        ),
        ("Rectangle", RectangleCornerRadii.zero, "  Rectangle in 360 x 260: 0 on every corner (square)"),
        (
            "Capsule", RectangleCornerRadii(uniform: 130),
            "  Capsule in 360 x 260: 130 on every corner (half the shorter side)"
        ),
        (
            "Circle", RectangleCornerRadii(uniform: 130),
            "  Circle in 360 x 260: a circle of diameter 260 (the shorter side), radius 130"
        ),
        ("Ellipse", RectangleCornerRadii.zero, "  Ellipse in 360 x 260: no corners (radii 180 and 130)"),
    ])
    func shapesWithoutAContainerRule(kind: String, radii: RectangleCornerRadii, line: String) {
        let node = Fixtures.shapeNode("card", name: "card", kind: kind, frame: Self.cardFrame, radii: radii)
        #expect(Explanation.lines(for: node) == ["card: \(kind), frame 20, 20, 360 x 260", line])
    }

    @Test func unevenRadiiAreListed() {
        let node = Fixtures.shapeNode(
            "sheet", kind: "UnevenRoundedRectangle", frame: Self.cardFrame,
            radii: RectangleCornerRadii(topLeading: 38.5, bottomLeading: 0, bottomTrailing: 0, topTrailing: 38.5))
        #expect(
            Explanation.lines(for: node) == [
                "sheet: UnevenRoundedRectangle, frame 20, 20, 360 x 260",
                "  UnevenRoundedRectangle in 360 x 260: radii as given",
                "  topLeading     38.5",
                "  topTrailing    38.5",
                "  bottomLeading     0",
                "  bottomTrailing    0",
            ])
    }
}
