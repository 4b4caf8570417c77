// Specifications of `explain`: each corner's radius derived in words and numbers, in aligned
// columns, for every step of the resolver and for shapes without a container rule.
import ConcentricGeometry
import ShapeScene
import Testing

@Suite struct ExplanationTests {
    static let cardFrame = Rect(x: 20, y: 20, width: 360, height: 260)

    static func card(radius: Double = 24) -> ContainerShape {
        .roundedRectangle(cornerRadius: radius, style: .circular)
    }

    /// A concentric `photo` in a container `card` of the given shape (or at the top level of a
    /// plain canvas), resolved.
    static func photo(
        _ shape: ConcentricRectangle, frame: Rect = Rect(x: 32, y: 32, width: 336, height: 196),
        container: ContainerShape? = card(), containerName: String? = "card", name: String? = "photo"
    ) -> ResolvedNode {
        var draft = SceneDraft()
        let parent = container.map {
            draft.add(.fixed($0), role: .container, name: containerName, frame: cardFrame)
        }
        let photo = draft.add(.concentric(shape, style: nil), name: name, frame: frame, under: parent)
        return draft.resolved(canvas: Rect(x: 0, y: 0, width: 400, height: 300)).node(at: photo)!
    }

    /// A `card` of the given shape alone.
    static func shapeNode(_ shape: ContainerShape, name: String = "card") -> ResolvedNode {
        var draft = SceneDraft()
        let card = draft.add(.fixed(shape), name: name, frame: cardFrame)
        return draft.resolved().node(at: card)!
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
        let lines = Explanation.lines(for: Self.photo(ConcentricRectangle(), container: .ellipse))
        #expect(lines[0] == "photo: ConcentricRectangle in card (Ellipse), frame 32, 32, 336 x 196")
        // The shape is drawn as an ellipse: it reports no corner radii it does not draw.
        #expect(
            lines[1]
                == "  drawn as an ellipse in 32, 32, 336 x 236: its container (Ellipse) is not rounded-rectangular, so the shape is the container inset by 12 (SwiftUI's fallback); an ellipse has no corners, so its corner styles do not apply"
        )
        #expect(lines.count == 2)
    }

    @Test func frameOutsideItsContainer() {
        let node = Self.photo(ConcentricRectangle(), frame: Rect(x: 16, y: 16, width: 368, height: 268))
        #expect(
            Explanation.lines(for: node)[1]
                == "  topLeading     28 = container 24 + 4 outside it (dx -4, dy -4: the frame is larger than its container)"
        )
    }

    @Test func unnamedNodeInUnnamedContainer() {
        let node = Self.photo(
            ConcentricRectangle(), frame: Rect(x: 32, y: 32, width: 10, height: 10), containerName: nil, name: nil)
        #expect(
            Explanation.lines(for: node)[0]
                == "roundedRectangle-1-concentricRectangle-1: ConcentricRectangle in roundedRectangle-1 (RoundedRectangle), frame 32, 32, 10 x 10"
        )
    }

    @Test(arguments: [
        (
            ContainerShape.roundedRectangle(cornerRadius: 24, style: .circular),
            "  RoundedRectangle(cornerRadius: 24) in 360 x 260: 24 on every corner"
        ),
        (
            .roundedRectangle(cornerRadius: 200, style: .circular),
            "  RoundedRectangle in 360 x 260: 130 on every corner (half the shorter side, the largest that fits)"
        ),
        (.rectangle, "  Rectangle in 360 x 260: 0 on every corner (square)"),
        (.capsule(style: .circular), "  Capsule in 360 x 260: 130 on every corner (half the shorter side)"),
        (.circle, "  Circle in 360 x 260: a circle of diameter 260 (the shorter side), radius 130"),
        (.ellipse, "  Ellipse in 360 x 260: no corners (radii 180 and 130)"),
    ])
    func shapesWithoutAContainerRule(shape: ContainerShape, line: String) {
        #expect(
            Explanation.lines(for: Self.shapeNode(shape)) == ["card: \(shape.kindName), frame 20, 20, 360 x 260", line])
    }

    @Test func unevenRadiiAreListed() {
        let node = Self.shapeNode(
            .unevenRoundedRectangle(
                RectangleCornerRadii(topLeading: 38.5, bottomLeading: 0, bottomTrailing: 0, topTrailing: 38.5),
                style: .circular),
            name: "sheet")
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

    /// Traces are worked out when read, from the node's shape, frame and container: at every
    /// depth (a concentric node in a concentric node in the canvas, right to left, a uniform
    /// group and a minimum), each trace's value is the radius the resolution holds.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func tracesReadLaterAgreeWithTheResolvedRadii(direction: LayoutDirection) throws {
        var draft = SceneDraft(
            canvas: SceneCanvas(size: Size(width: 400, height: 300), cornerRadius: 48), direction: direction)
        let outer = draft.add(
            .concentric(ConcentricRectangle(), style: nil), role: .container, name: "outer",
            frame: Rect(x: 8, y: 12, width: 384, height: 276))
        let middle = draft.add(
            .concentric(
                ConcentricRectangle(uniformTopCorners: .concentric(minimum: 30), uniformBottomCorners: .concentric),
                style: nil),
            role: .container, name: "middle", frame: Rect(x: 20, y: 40, width: 300, height: 200), under: outer)
        let inner = draft.add(
            .concentric(ConcentricRectangle(), style: nil), name: "inner",
            frame: Rect(x: 27, y: 47, width: 200, height: 100),
            under: middle)
        let scene = draft.resolved(canvas: Rect(x: 0, y: 0, width: 400, height: 300))
        var checked = 0
        for index in [outer, middle, inner] {
            let node = try #require(scene.node(at: index))
            let traces = try #require(node.traces)
            #expect(traces.map(\.corner) == Corner.allCases)
            for trace in traces {
                #expect(trace.value == node.radii[trace.corner], "\(node.id).\(trace.corner.name)")
                if trace.decidedBy == .concentric { checked += 1 }
            }
        }
        #expect(checked > 0)
    }

    /// A shape whose radii come from itself has no traces to work out.
    @Test func aFixedShapeHasNoTraces() {
        #expect(Self.shapeNode(Self.card()).traces == nil)
    }
}
