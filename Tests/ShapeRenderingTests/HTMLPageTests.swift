// Specifications of the HTML export as a page: a viewport, a landmark and a heading, the tool's
// colours as custom properties with a dark theme, labels that read (axe checks the pages in
// Chromium and Firefox: Tests/Clients/test_html_page.py).
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct HTMLPageTests {
    @Test func thePageHasAViewportALandmarkAndAHeading() throws {
        let scene = try PictureRendererTests.scene(PictureRendererTests.card)
        let page = HTMLRenderer(title: "card", names: CSSNames(prefix: "ds")).render(scene)
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"))
        #expect(page.contains("<main>\n<h1 class=\"ds--title\">card</h1>\n<div class=\"ds--scene\">\n"))
        #expect(page.contains("  --ds--canvas-color: #f2f2f7;\n"))
        #expect(page.contains("@media (prefers-color-scheme: dark) {\n  .ds--scene { --ds--canvas-color: #1c1c1e;"))
    }

    /// WCAG 2's ratio: white on black is 21:1, iOS's white on systemBlue 3.65:1.
    @Test func contrastIsWCAGs() {
        let white = Color(red: 255, green: 255, blue: 255)
        #expect(abs(LabelContrast.ratio(white, Color(red: 0, green: 0, blue: 0)) - 21) < 1e-9)
        #expect(abs(LabelContrast.ratio(white, Color(red: 10, green: 132, blue: 255)) - 3.65) < 0.01)
        #expect(LabelContrast.readable(on: Color(red: 10, green: 132, blue: 255)) == Color(red: 0, green: 0, blue: 0))
    }

    /// A label without a colour is black or white on the script's colours; one in the script's
    /// colour that reads badly is named.
    @Test func labelsReadOnWhatIsBehindThem() throws {
        let scene = try PictureRendererTests.scene(
            """
            canvas width: 300, height: 200, fill: "white"
            shape dark = RoundedRectangle(cornerRadius: 20) { size 200 x 100; fill "#1c1c1e"; label "Dark" }
            shape grey = RoundedRectangle(cornerRadius: 20) { size 100 x 40; at 0, 0; fill "#dddddd"; label "Grey", color: "#aaaaaa" }
            """)
        let page = HTMLRenderer().render(scene)
        #expect(page.contains("color: #ffffff\">Dark</div>"))
        #expect(LabelContrast.findings(scene).count == 1)
        #expect(LabelContrast.findings(scene).first?.hasPrefix("the label of 'grey' has a contrast of 1.") == true)
    }
}
