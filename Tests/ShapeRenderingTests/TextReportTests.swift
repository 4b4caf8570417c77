// Specifications of the text report: the node tree with frames and radii, and with `explain` the
// derivation of each corner under its node.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct TextReportTests {
    @Test func cardExplained() {
        let expected = """
            canvas 400 x 300
            card     RoundedRectangle     20, 20, 360 x 260  TL 24  TR 24  BL 24  BR 24
              RoundedRectangle(cornerRadius: 24) in 360 x 260: 24 on every corner
              photo  ConcentricRectangle  32, 32, 336 x 200  TL 12  TR 12  BL 0  BR 0
                topLeading     12 = container 24 − distance 12 (dx 12, dy 12)
                topTrailing    12 = container 24 − distance 12 (dx 12, dy 12)
                bottomLeading   0 = container 24 − distance 48 (dx 12, dy 48) is negative: floored at 0 (too far from the container's curve)
                bottomTrailing  0 = container 24 − distance 48 (dx 12, dy 48) is negative: floored at 0 (too far from the container's curve)
            """
        #expect(TextReport.render(Fixtures.card(), explain: true) == expected + "\n")
    }

    @Test func nestedTree() {
        let expected = """
            canvas 300 x 220
            bounds 0, 0, 320 x 220 (nodes overflow the canvas)
            device                RoundedRectangle     10, 10, 280 x 200  TL 40  TR 40  BL 40  BR 40
              card                ConcentricRectangle  26, 26, 248 x 120  TL 24  TR 24  BL 0  BR 0
                badge             ConcentricRectangle  34, 34, 60 x 40    TL 16  TR 6  BL 6  BR 6
                  ring            ConcentricRectangle  30, 30, 68 x 48    TL 20  TR 10  BL 10  BR 10
              device-rectangle-1  Rectangle            250, 180, 70 x 40  TL 0  TR 0  BL 0  BR 0
            """
        #expect(TextReport.render(Fixtures.nested()) == expected + "\n")
    }

    @Test func nestedExplained() {
        let expected = """
            canvas 300 x 220
            bounds 0, 0, 320 x 220 (nodes overflow the canvas)
            device                RoundedRectangle     10, 10, 280 x 200  TL 40  TR 40  BL 40  BR 40
              RoundedRectangle(cornerRadius: 40) in 280 x 200: 40 on every corner
              card                ConcentricRectangle  26, 26, 248 x 120  TL 24  TR 24  BL 0  BR 0
                topLeading     24 = container 40 − distance 16 (dx 16, dy 16)
                topTrailing    24 = container 40 − distance 16 (dx 16, dy 16)
                bottomLeading   0 = container 40 − distance 64 (dx 16, dy 64) is negative: floored at 0 (too far from the container's curve)
                bottomTrailing  0 = container 40 − distance 64 (dx 16, dy 64) is negative: floored at 0 (too far from the container's curve)
                badge             ConcentricRectangle  34, 34, 60 x 40    TL 16  TR 6  BL 6  BR 6
                  topLeading     16 = container 24 − distance 8 (dx 8, dy 8)
                  topTrailing     6 = container 24 − distance 180 (dx 180, dy 8) is negative: floored at 0 (too far from the container's curve), raised to minimum 6
                  bottomLeading   6 = container 0 − distance 72 (dx 8, dy 72) is negative: floored at 0 (too far from the container's curve), raised to minimum 6
                  bottomTrailing  6 = container 0 − distance 180 (dx 180, dy 72) is negative: floored at 0 (too far from the container's curve), raised to minimum 6
                  ring            ConcentricRectangle  30, 30, 68 x 48    TL 20  TR 10  BL 10  BR 10
                    topLeading     20 = container 16 + 4 outside it (dx -4, dy -4: the frame is larger than its container)
                    topTrailing    10 = container 6 + 4 outside it (dx -4, dy -4: the frame is larger than its container)
                    bottomLeading  10 = container 6 + 4 outside it (dx -4, dy -4: the frame is larger than its container)
                    bottomTrailing 10 = container 6 + 4 outside it (dx -4, dy -4: the frame is larger than its container)
              device-rectangle-1  Rectangle            250, 180, 70 x 40  TL 0  TR 0  BL 0  BR 0
                Rectangle in 70 x 40: 0 on every corner (square)
            """
        #expect(TextReport.render(Fixtures.nested(), explain: true) == expected + "\n")
    }

    @Test func rightToLeftOnARoundedCanvas() {
        let expected = """
            canvas 300 x 200  RoundedRectangle  TL 40  TR 40  BL 40  BR 40
            layout rightToLeft
            sheet  ConcentricRectangle  40, 10, 250 x 180  TL 30  TR 4  BL 30  BR 4
              topLeading     30 = container 40 − distance 10 (dx 10, dy 10)
              topTrailing     4 = fixed 4
              bottomLeading  30 = container 40 − distance 10 (dx 10, dy 10)
              bottomTrailing  4 = fixed 4
            """
        #expect(TextReport.render(Fixtures.rightToLeft(), explain: true) == expected + "\n")
    }

    @Test func shapesExplained() {
        let expected = """
            canvas 300 x 200
            capsule-1  Capsule           20, 20, 160 x 60   TL 30  TR 30  BL 30  BR 30
              Capsule in 160 x 60: 30 on every corner (half the shorter side)
            dot        Circle            200, 20, 80 x 80   TL 40  TR 40  BL 40  BR 40
              Circle in 80 x 80: a circle of diameter 80 (the shorter side), radius 40
            tile       RoundedRectangle  20, 100, 120 x 80  TL 20  TR 20  BL 20  BR 20
              RoundedRectangle(cornerRadius: 20) in 120 x 80: 20 on every corner
            """
        #expect(TextReport.render(Fixtures.shapes(), explain: true) == expected + "\n")
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        let node = Fixtures.shapeNode(
            name: "evil\u{1B}[2J\u{7}", .rectangle, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let report = TextReport.render(Fixtures.scene(width: 10, height: 10, nodes: [node]), explain: true)
        #expect(!report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // The report names the node by its id, which keeps only letters, digits and `_`.
        #expect(report.contains("evil__2J_  Rectangle"))
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func linesHaveNoTrailingSpaces(fixture: String) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        let report = TextReport.render(scene, explain: true)
        #expect(report == TextReport.render(scene, explain: true))
        for line in report.split(separator: "\n") {
            #expect(line.last != " ")
        }
    }
}
