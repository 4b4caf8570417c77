// `--annotate` marks flared and pinched corners (issue 23): the gap at the corner, between the
// container's arc and the node's, against the gap along the sides.
import Foundation
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
}
