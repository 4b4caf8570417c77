// What four new users tripped over (issue 23): explanations that lost their traces, ellipses
// that reported corners, and floating-point noise in text people read.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

@Suite struct NewUserFixesTests {
    // MARK: - explain after the scene was resolved without traces

    /// The REPL resolves the scene after every chunk (for its warnings); an `explain` compiled
    /// in a later chunk, and every `explain` after it, still derives each corner.
    @Test func explainInALaterChunkDerivesEachCorner() {
        var lines: [String] = []
        let session = Session(output: { lines.append($0) })
        for chunk in [
            "canvas width: 400, height: 300",
            "container card = RoundedRectangle(cornerRadius: 40) {\nshape inner = ConcentricRectangle() { padding 16 }\n}",
            "explain inner",
        ] {
            #expect(session.evaluate(chunk, interactive: true).succeeded)
        }
        let text = lines.joined(separator: "\n")
        #expect(text.contains("topLeading     24 = container 40 − distance 16 (dx 16, dy 16)"), "\(text)")
        #expect(!text.contains("radii as given"))
        let again = session.explain("inner") ?? []
        #expect(again.contains("  topLeading     24 = container 40 − distance 16 (dx 16, dy 16)"), "\(again)")
    }

    // MARK: - ellipses have no corners

    /// A square `Ellipse` is still an ellipse: no radii, and what falls back to it falls back
    /// the same way at 7 × 7 as at 7 × 7.5.
    @Test(arguments: [7.0, 7.5])
    func anEllipseHasNoCornersWhateverItsProportions(height: Double) {
        let scene = """
            container e = Ellipse() {
                size 7 x \(NumberFormat.format(height))
                shape inner = ConcentricRectangle() { padding 1 }
            }
            """
        let outcome = run(scene)
        #expect(outcome.error == nil)
        #expect(outcome.session.node(named: "e")?.drawnRadii == nil)
        #expect(outcome.session.node(named: "inner")?.drawnRadii == nil)
        for name in ["e", "inner"] {
            let asked = run(scene + "\nlet r = \(name).radii")
            #expect(asked.error?.code == .valueNoCorners, "\(name) at height \(height)")
        }
    }

    /// A `Circle` is a rounded square: half its side on every corner.
    @Test func aCircleKeepsItsRadii() {
        let outcome = run("shape c = Circle() { size 20 x 10 }")
        #expect(outcome.session.node(named: "c")?.drawnRadii == RectangleCornerRadii(uniform: 5))
    }

    // MARK: - numbers for reading

    @Test(arguments: [
        (6.000000000000057, "6"), (1.9999999999999432, "2"), (104.14208262309549, "104.1421"),
        (93.33333333333331, "93.3333"), (-0.0000000001, "0"), (12.5, "12.5"), (2.99999999995, "3"),
        (0.1 + 0.2, "0.3"),
    ])
    func readingDropsFloatingPointNoise(value: Double, spelled: String) {
        #expect(NumberFormat.format(value, .reading) == spelled)
    }

    /// Explanations and warnings read rounded; a script's own `print` keeps every digit.
    @Test func explanationsAndWarningsReadRoundedWhilePrintKeepsEveryDigit() {
        let outcome = run(
            """
            let gap = 10 - 3.999999999999943
            container card = RoundedRectangle(cornerRadius: 20) {
                size 200 x 100
                shape inner = ConcentricRectangle() { padding gap }
            }
            explain inner
            print gap
            """)
        #expect(outcome.error == nil)
        let text = outcome.output.joined(separator: "\n")
        #expect(text.contains("14 = container 20 − distance 6 (dx 6, dy 6)"), "\(text)")
        #expect(outcome.output.last == "6.000000000000057")
    }
}
