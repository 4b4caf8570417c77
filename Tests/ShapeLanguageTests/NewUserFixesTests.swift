// What four new users tripped over (issue 23): explanations that lost their traces, ellipses
// that reported corners, and floating-point noise in text people read.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

@Suite struct NewUserFixesTests {
    // MARK: - explain after the scene was resolved for an earlier chunk

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

/// Geometry the SwiftUI GeometryProxy article needs (issue 23): a plain group, and queries in
/// full-screen coordinates on a device canvas.
@Suite struct FullScreenGroupTests {
    static let script = """
        canvas device("iPhone 15 Pro")
        shape background = Rectangle() { ignoresSafeArea; fill "black" }
        let safe = concentricCornerRadii(in: Rect(x: 10, y: 10, width: 100, height: 100))
        var full = safe
        zstack {
            ignoresSafeArea
            full = concentricCornerRadii(in: Rect(x: 10, y: 10, width: 100, height: 100))
            shape card = ConcentricRectangle() { at 10, 10; size 100 x 100 }
        }
        """

    /// The zstack ignoring the safe area answers in the screen's coordinates, against the
    /// screen's corners (55 − 10 = 45); a top-level query stays in the safe area's (59 down).
    @Test func aZStackIgnoringTheSafeAreaQueriesInScreenCoordinates() {
        let outcome = run(Self.script)
        #expect(outcome.error == nil, "\(outcome.error?.summary ?? "")")
        #expect(outcome.session.globalValueDescription("full")?.hasPrefix("(topLeading: 45,") == true)
        #expect(outcome.session.globalValueDescription("safe")?.hasPrefix("(topLeading: 0,") == true)
        // The card in the zstack follows the screen, the container around the zstack.
        #expect(outcome.session.node(named: "card")?.radii.topLeading == 45)
    }

    /// A full-screen node on a device canvas is the screen's background, not an overflow.
    @Test func aFullScreenBackgroundIsNoOverflow() {
        let outcome = run(Self.script)
        #expect(!outcome.warnings.contains { $0.code == .geometryOverflow }, "\(outcome.warnings.map(\.summary))")
        let poking = run(
            """
            canvas device("iPhone 15 Pro")
            shape big = Rectangle() { ignoresSafeArea; at -10, 0; size 400 x 852 }
            """)
        #expect(poking.warnings.contains { $0.code == .geometryOverflow })
    }

    /// A zstack declares no container shape: its children follow the container around it.
    @Test func aZStackIsNoContainer() {
        let outcome = run(
            """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 200 x 100
                zstack {
                    padding 8
                    shape inner = ConcentricRectangle() { }
                }
            }
            """)
        #expect(outcome.error == nil)
        #expect(outcome.session.node(named: "inner")?.radii.topLeading == 16)
        #expect(outcome.session.node(named: "inner")?.frame == Rect(x: 8, y: 8, width: 184, height: 84))
        let arguments = run("zstack spacing: 8 { }")
        #expect(arguments.error != nil)
    }
}
