// Specifications of the terminal preview: goldens, rounded versus square corners, names in the
// top edge, and no trailing spaces.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct TextPreviewTests {
    @Test func cardWithConcentricPhoto() {
        let expected = """
            ┌──────────────────────────────────────────────────────────┐
            │  ╭─ card ─────────────────────────────────────────────╮  │
            │  │ ╭─ photo ────────────────────────────────────────╮ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                     Photo                      │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ │                                                │ │  │
            │  │ └────────────────────────────────────────────────┘ │  │
            │  │                                                    │  │
            │  │                                                    │  │
            │  │                                                    │  │
            │  ╰────────────────────────────────────────────────────╯  │
            └──────────────────────────────────────────────────────────┘
            """
        #expect(TextPreview(width: 60).render(Fixtures.card()) == expected + "\n")
    }

    @Test func narrowCard() {
        let expected = """
            ┌──────────────────────────────────────┐
            │ ╭─ card ───────────────────────────╮ │
            │ │╭─ photo ────────────────────────╮│ │
            │ ││                                ││ │
            │ ││                                ││ │
            │ ││                                ││ │
            │ ││             Photo              ││ │
            │ ││                                ││ │
            │ ││                                ││ │
            │ ││                                ││ │
            │ ││                                ││ │
            │ │└────────────────────────────────┘│ │
            │ │                                  │ │
            │ │                                  │ │
            │ ╰──────────────────────────────────╯ │
            └──────────────────────────────────────┘
            """
        #expect(TextPreview(width: 40).render(Fixtures.card()) == expected + "\n")
    }

    @Test func shapes() {
        let expected = """
            ┌──────────────────────────────────────────────────────────┐
            │                                                          │
            │   ╭──────────────────────────────╮   ╭─ dot ─────────╮   │
            │   │                              │   │               │   │
            │   │                              │   │               │   │
            │   │                              │   │               │   │
            │   │                              │   │               │   │
            │   │                              │   │               │   │
            │   ╰──────────────────────────────╯   │               │   │
            │                                      │               │   │
            │   ╭─ tile ────────────────╮          ╰───────────────╯   │
            │   │                       │                              │
            │   │                       │                              │
            │   │                       │                              │
            │   │                       │                              │
            │   │                       │                              │
            │   │                       │                              │
            │   │                       │                              │
            │   ╰───────────────────────╯                              │
            │                                                          │
            └──────────────────────────────────────────────────────────┘
            """
        #expect(TextPreview(width: 60).render(Fixtures.shapes()) == expected + "\n")
    }

    @Test func rightToLeftOnARoundedCanvas() {
        let expected = """
            ╭──────────────────────────────────────╮
            │    ╭─ sheet ────────────────────────╮│
            │    │                                ││
            │    │                                ││
            │    │                                ││
            │    │                                ││
            │    │              שלום              ││
            │    │                                ││
            │    │                                ││
            │    │                                ││
            │    │                                ││
            │    │                                ││
            │    ╰────────────────────────────────╯│
            ╰──────────────────────────────────────╯
            """
        #expect(TextPreview(width: 40).render(Fixtures.rightToLeft()) == expected + "\n")
    }

    @Test func nestedContainersAndOverflow() {
        let expected = """
            ┌──────────────────────────────────────────────────────┐
            │ ╭─ device ─────────────────────────────────────────╮ │
            │ │  ╭─ card ──────────────────────────────────────╮ │ │
            │ │  │╭─ ring ────╮                                │ │ │
            │ │  ││          ││                                │ │ │
            │ │  ││          ││                                │ │ │
            │ │  ││          ││                                │ │ │
            │ │  │╰───────────╯                                │ │ │
            │ │  │                                             │ │ │
            │ │  │                                             │ │ │
            │ │  │                                             │ │ │
            │ │  │                                             │ │ │
            │ │  │                                             │ │ │
            │ │  └─────────────────────────────────────────────┘ │ │
            │ │                                                  │ │
            │ │                                                  │ │
            │ │                                                  │ │
            │ │                                           ┌────────────┐
            │ │                                           │      │ │   │
            │ ╰───────────────────────────────────────────│──────╯ │   │
            └─────────────────────────────────────────────└────────────┘
            """
        #expect(TextPreview(width: 60).render(Fixtures.nested()) == expected + "\n")
    }

    @Test(arguments: Fixtures.all.map(\.name), [-3, 1, 2, 17, 80, 5000])
    func linesHaveNoTrailingSpacesAndFitTheWidth(fixture: String, width: Int) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        let text = TextPreview(width: width).render(scene)
        #expect(text == TextPreview(width: width).render(scene))
        #expect(text.hasSuffix("\n"))
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(line.last != " ")
            #expect(line.count <= Swift.min(Swift.max(width, 2), 1000))
        }
    }

    @Test func squareCornersOnlyWhereTheRadiusIsZero() {
        // A sheet concentric at its leading corners, square at its trailing ones, right to left:
        // leading is the right side, so the right corners are rounded and the left ones square.
        let node = Fixtures.concentricNode(
            shape: ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .square),
            frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let scene = Fixtures.scene(
            width: 100, height: 50, cornerRadius: 20, nodes: [node], direction: .rightToLeft)
        let lines = TextPreview(width: 11).render(scene).split(separator: "\n")
        #expect(lines.first == "┌─────────╮")
        #expect(lines.last == "└─────────╯")
    }

    @Test func aNameThatDoesNotFitIsLeftOut() {
        let node = Fixtures.shapeNode(
            name: "a_very_long_name", .rectangle, frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let scene = Fixtures.scene(width: 100, height: 40, nodes: [node])
        #expect(TextPreview(width: 12).render(scene).hasPrefix("┌──────────┐\n"))
        #expect(TextPreview(width: 21).render(scene).hasPrefix("┌─ a_very_long_name ┐\n") == false)
        // It would fit at 22, but this node's top edge is the canvas border, where no name goes.
        #expect(TextPreview(width: 22).render(scene).hasPrefix("┌────────────────────┐\n"))
    }

    @Test func degenerateFramesBecomeLinesOrDots() {
        let nodes = [
            Fixtures.shapeNode(.rectangle, frame: Rect(x: 50, y: 20, width: 0, height: 0)),
            Fixtures.shapeNode(.rectangle, frame: Rect(x: 10, y: 50, width: 30, height: 0)),
            Fixtures.shapeNode(.rectangle, frame: Rect(x: 80, y: 30, width: 0, height: 40)),
            Fixtures.shapeNode(.rectangle, frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
        ]
        let expected = """
            ┌───────────────────┐
            │                   │
            │         ·         │
            │               │   │
            │               │   │
            │ ───────       │   │
            │               │   │
            │               │   │
            │                   │
            │                   │
            └───────────────────┘
            """
        #expect(TextPreview(width: 21).render(Fixtures.scene(width: 100, height: 100, nodes: nodes)) == expected + "\n")
    }
}
