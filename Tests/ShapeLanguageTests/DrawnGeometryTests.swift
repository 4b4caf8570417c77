// Specifications of "report what is drawn, warn what is seen": overflow measured against the
// container's outline, ellipses that have no corners, one corner-style rule, one canvas size,
// padding that adds up, and labels too wide for their node.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

@Suite struct DrawnGeometryTests {
    private func warnings(_ source: String, level: WarningPolicy.Level = .default) -> [Diagnostic] {
        let session = Session()
        session.warningPolicy = WarningPolicy(level: level)
        let result = session.evaluate(source)
        #expect(result.error == nil, "\(result.error?.summary ?? "")")
        return result.diagnostics.filter { $0.severity == .warning }
    }

    // MARK: - Overflow follows the outline

    @Test func aChildPokingOutOfACircleOverflows() {
        // A 300 x 200 frame draws a circle of diameter 200 in its middle; a square in the frame's
        // top-left corner is outside the circle though inside the frame.
        let found = warnings(
            """
            container disc = Circle() {
                size 300 x 200
                shape corner = Rectangle() { size 40 x 40; align topLeading }
            }
            """)
        #expect(found.map(\.code) == [.geometryOverflow])
        #expect(found.first?.message.hasPrefix("'corner' overflows its container 'disc' by ") == true)
    }

    @Test func aSquareNearARoundCornerOverflowsTheCurve() {
        // 4 in from a corner of radius 100: the square's own corner is outside the arc by
        // 100·√2 − (100 − 4)·√2 … precisely, the corner point is √(96² + 96²) − 100 = 35.76 out.
        let found = warnings(
            """
            container card = RoundedRectangle(cornerRadius: 100) {
                size 300 x 300
                shape tile = Rectangle() { size 30 x 30; at 4, 4 }
            }
            """)
        #expect(found.map(\.message) == ["'tile' overflows its container 'card' by 35.7645 at topLeading"])
    }

    /// A photo hanging below its card with corners too round: the overflow names where it pokes
    /// out, and does not hide the flared corners of the same node (they are half the story).
    @Test func anOverflowKeepsTheFlaredWarningAndNamesItsCorners() {
        let found = warnings(
            """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 320 x 120
                shape photo = RoundedRectangle(cornerRadius: 20) { padding 12; height 120; align top }
            }
            """, level: .all)
        #expect(
            found.map(\.message) == [
                "'photo' overflows its container 'card' by 12 at bottomLeading, bottomTrailing",
                "'photo' has flared corners: topLeading 20 vs concentric 12, topTrailing 20 vs concentric 12,"
                    + " bottomLeading 20 vs concentric 12, bottomTrailing 20 vs concentric 12",
            ])
    }

    @Test func aConcentricChildFitsItsContainerExactly() {
        #expect(
            warnings(
                """
                container card = RoundedRectangle(cornerRadius: 24) {
                    size 300 x 200
                    shape photo = ConcentricRectangle() { padding 12 }
                }
                """
            ).isEmpty)
    }

    // MARK: - Ellipses have no corners

    @Test func aShapeDrawnAsAnEllipseHasNoRadiiToRead() throws {
        let outcome = run(
            """
            container blob = Ellipse() {
                size 300 x 200
                shape inner = ConcentricRectangle(uniformTopCorners: .fixed(20)) { padding 16 }
            }
            print inner.radii
            """, file: "blob.shape")
        let error = try #require(outcome.error)
        #expect(error.code == .valueNoCorners)
        #expect(error.message == "'inner' is drawn as an ellipse and has no corner radii")
        #expect(error.range.start.description == "5:7")
        let node = try #require(outcome.session.node(named: "inner"))
        #expect(node.drawnRadii == nil)
        #expect(node.outlineRect == Rect(x: 16, y: 16, width: 268, height: 168))
    }

    @Test func aCircleInAWideFrameIsARoundedSquare() throws {
        let outcome = run("shape dot = Circle() { size 300 x 200 }\nprint dot.radii")
        #expect(outcome.output == ["(topLeading: 100, topTrailing: 100, bottomLeading: 100, bottomTrailing: 100)"])
        let node = try #require(outcome.node("dot"))
        #expect(node.outlineRect == Rect(x: 50, y: 0, width: 200, height: 200))
    }

    // MARK: - One rule, one size, padding adds up

    @Test func aContainersCornerStyleCommandReachesItsConcentricChildren() throws {
        let outcome = run(
            """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 200 x 200
                cornerStyle continuous
                shape photo = ConcentricRectangle() { padding 12 }
            }
            """)
        #expect(try #require(outcome.node("photo")).cornerStyle == .continuous)
    }

    @Test func withoutACanvasTheCanvasHoldsEveryNode() {
        let session = Session()
        _ = session.evaluate(
            """
            container card = RoundedRectangle(cornerRadius: 8) {
                size 100 x 100
                shape wide = Rectangle() { size 300 x 20 }
            }
            """)
        let scene = session.scene()
        // The child pokes 100 out on each side; the canvas grows to hold it, plus the margin.
        #expect(scene.canvas == Rect(x: -116, y: -16, width: 332, height: 132))
        #expect(scene.bounds == scene.canvas)
    }

    @Test func twoPaddingsAddUpAsSwiftUIs() throws {
        let outcome = run(
            """
            container card = Rectangle() {
                size 100 x 100
                shape inner = Rectangle() { padding 8; padding leading: 4 }
            }
            """)
        #expect(try #require(outcome.node("inner")).frame == Rect(x: 12, y: 8, width: 80, height: 84))
    }

    // MARK: - Labels and containers

    @Test func aLabelWiderThanItsNodeSpillsOutAndSaysSo() {
        let found = warnings(
            """
            shape chip = Capsule() {
                size 60 x 24
                label "Continue to checkout", size: 14
            }
            """)
        #expect(found.map(\.code) == [.geometryLabel])
        #expect(found.first?.message.hasPrefix("the label \"Continue to checkout\" of 'chip' is about ") == true)
    }

    @Test func aConcentricShapeWithNoContainerSaysWhyItIsSquare() throws {
        let found = warnings("shape lonely = ConcentricRectangle() { size 100 x 60 }")
        let warning = try #require(found.first)
        #expect(warning.code == .geometryUncontained)
        #expect(
            warning.message
                == "'lonely' has no container, so its concentric corners are square (topLeading, topTrailing, bottomLeading, bottomTrailing)"
        )
        #expect(warning.hint?.contains("cornerRadius") == true)
        // A minimum is an answer: no warning then.
        #expect(warnings("shape fine = ConcentricRectangle(corners: .concentric(minimum: 8)) { size 10 x 10 }").isEmpty)
    }
}
