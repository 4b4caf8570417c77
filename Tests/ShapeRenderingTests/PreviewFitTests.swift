// The terminal preview (issue 23): it fits a height as well as a width, writes labels inside
// their boxes, and never draws over the canvas border.
import ConcentricGeometry
import ShapeLanguage
import ShapePictures
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct PreviewFitTests {
    @Test func aTallSceneFitsTheRowsAllowed() throws {
        let scene = try PictureRendererTests.scene(
            "canvas width: 100, height: 1000\nshape s = Rectangle() { padding 10 }")
        let free = TextPreview(width: 80).render(scene).split(separator: "\n")
        #expect(free.count > 300)
        let fitted = TextPreview(width: 80, maximumRows: 20).render(scene).split(separator: "\n")
        #expect(fitted.count <= 20)
        #expect(fitted.count >= 18)
        // Narrower too: the scene keeps its proportions.
        #expect((fitted.map(\.count).max() ?? 0) < 10)
    }

    @Test func labelsAreWrittenInsideTheirBoxes() throws {
        let scene = try PictureRendererTests.scene(
            "canvas width: 200, height: 100\nshape card = Rectangle() { padding 20; label \"TL 40  TR 0\" }")
        let lines = TextPreview(width: 40).render(scene).split(separator: "\n").map(String.init)
        let row = try #require(lines.first { $0.contains("TL 40  TR 0") })
        #expect(row.hasPrefix("│"))
        #expect(row.hasSuffix("│"))
        // Cut to its box when too long, never over the sides.
        let narrow = TextPreview(width: 14).render(scene).split(separator: "\n").map(String.init)
        #expect(narrow.contains { $0.contains("…") })
        #expect(narrow.allSatisfy { $0.count <= 14 })
    }

    /// A named node on the canvas edge keeps its outline, but its name is not written over
    /// the canvas border.
    @Test func namesStayOffTheCanvasBorder() throws {
        let scene = try PictureRendererTests.scene(
            "canvas width: 200, height: 100, cornerRadius: 30\nshape background = Rectangle() { ignoresSafeArea }")
        let lines = TextPreview(width: 40).render(scene).split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("background") == false, "\(lines)")
    }
}
