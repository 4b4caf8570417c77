// `--annotate` marks flared and pinched corners (issue 23): the gap at the corner, between the
// container's arc and the node's, against the gap along the sides.
import Foundation
import ShapePictures
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct FlaredAnnotationTests {
    static let script = """
        canvas width: 300, height: 200
        container card = RoundedRectangle(cornerRadius: 30) {
            size 260 x 160
            shape wide = RoundedRectangle(cornerRadius: 40) { padding 10; width 100; align leading }
            shape tight = RoundedRectangle(cornerRadius: 4) { padding 10; width 100; align trailing }
        }
        annotate
        """

    @Test func flaredAndPinchedCornersAreLabelledWithTheirGaps() throws {
        let svg = SVGRenderer().render(try PictureRendererTests.scene(Self.script))
        // Flared: 40 in a 30 with a gap of 10; along the diagonal the arcs are 18.28 apart.
        #expect(svg.components(separatedBy: ">flared: gap 18.28 vs 10</text>").count - 1 == 2 * 2)
        #expect(svg.components(separatedBy: ">pinched: gap 3.37 vs 10</text>").count - 1 == 2 * 2)
    }

    /// Unequal insets: no radius keeps the gap even, so "flared" compares radii (rounder than
    /// R − d), never a corner gap narrower than the side's, and the two insets are drawn.
    @Test func unequalInsetsCompareRadiiAndDrawDxDyAndD() throws {
        let svg = SVGRenderer().render(
            try PictureRendererTests.scene(
                """
                canvas width: 320, height: 240
                container card = RoundedRectangle(cornerRadius: 40) {
                    size 280 x 200
                    shape inner = RoundedRectangle(cornerRadius: 32) { padding top: 8, bottom: 8, horizontal: 20 }
                }
                annotate
                """))
        #expect(svg.components(separatedBy: ">flared: r 32 vs R − d = 20</text>").count - 1 == 4 * 2)
        #expect(svg.components(separatedBy: ">dx 20 = d</text>").count - 1 == 4 * 2)
        #expect(svg.components(separatedBy: ">dy 8</text>").count - 1 == 4 * 2)
        #expect(!svg.contains(">flared: gap"))
        // The dx mark spans the side's gap, 4 below where both curves end (40 below the card's top at 20).
        #expect(svg.contains("M 20 64 L 40 64"))
    }

    @Test func aConcentricChildHasNoGapMarks() throws {
        let svg = SVGRenderer().render(
            try PictureRendererTests.scene(
                """
                container card = RoundedRectangle(cornerRadius: 30) {
                    size 260 x 160
                    shape inner = ConcentricRectangle() { padding 10 }
                }
                annotate
                """))
        #expect(!svg.contains("flared"))
        #expect(!svg.contains("pinched"))
    }

    /// Three panels side by side, as in example 12: each gap label stays on its own panel
    /// (its box estimated as the placer does: 6 px a character, 12 px a line).
    @Test func gapLabelsStayOnTheirPanel() throws {
        let script = """
            canvas width: 760, height: 320
            container RoundedRectangle(cornerRadius: 48) {
                at 24, 24; size 224 x 264
                shape flared = RoundedRectangle(cornerRadius: 48) { padding 16 }
            }
            container RoundedRectangle(cornerRadius: 48) {
                at 268, 24; size 224 x 264
                shape pinched = RoundedRectangle(cornerRadius: 8) { padding 16 }
            }
            annotate
            """
        let svg = SVGRenderer().render(try PictureRendererTests.scene(script))
        let pattern = try NSRegularExpression(
            pattern:
                #"<text x="([-0-9.]+)" y="([-0-9.]+)" text-anchor="(start|end)"[^>]*>((?:flared|pinched)[^<]*)</text>"#)
        let matches = pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg))
        #expect(matches.count == 2 * 8)
        for match in matches {
            let field = { (index: Int) in String(svg[Range(match.range(at: index), in: svg)!]) }
            let x = Double(field(1))!
            let y = Double(field(2))!
            let width = Double(field(4).count) * 6
            let (minX, maxX) = field(3) == "start" ? (x, x + width) : (x - width, x)
            let panel = field(4).hasPrefix("flared") ? (24.0, 248.0) : (268.0, 492.0)
            #expect(minX >= panel.0 && maxX <= panel.1, "\(field(4)) at \(x) leaves its panel")
            #expect(y - 9 >= 24 && y + 3 <= 288, "\(field(4)) at y \(y) leaves its panel")
        }
    }
}
