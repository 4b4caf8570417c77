// Specifications of the themes and the background: the tool's own colours change, the script's
// never do; `auto` is light plus a style sheet for dark viewers, and still valid SVG 1.1.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct SVGThemeTests {
    /// A leaf with no fill or stroke (drawn in the outline colour) and a label without a colour,
    /// on a canvas without a fill, beside a node with the script's own colours.
    static func scene() -> ResolvedScene {
        let plain = Fixtures.shapeNode(
            name: "plain", .rectangle, frame: Rect(x: 10, y: 10, width: 40, height: 20),
            style: NodeStyle(label: Label(text: "A")))
        let styled = Fixtures.shapeNode(
            name: "styled", .rectangle, frame: Rect(x: 60, y: 10, width: 30, height: 20),
            style: NodeStyle(fill: Fixtures.indigo, label: Label(text: "B", color: .white)))
        return Fixtures.scene(width: 100, height: 40, nodes: [plain, styled])
    }

    static let body = """
        <path id="plain" d="M 10 10 L 50 10 L 50 30 L 10 30 L 10 10 Z" fill="none" stroke="OUTLINE"/>
          <text x="30" y="24.9" font-size="14" fill="LABEL" text-anchor="middle">A</text>
          <path id="styled" d="M 60 10 L 90 10 L 90 30 L 60 30 L 60 10 Z" fill="#4b0082"/>
          <text x="75" y="24.9" font-size="14" fill="#ffffff" text-anchor="middle">B</text>
        </svg>
        """

    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="40" viewBox="0 0 100 40" font-family="system-ui, sans-serif" role="img">
          <title>a plain with square corners; a styled with square corners</title>
          <desc>corner radii: plain: 0 on every corner; styled: 0 on every corner.</desc>
        """

    @Test func lightIsTheDefaultAndDarkChangesOnlyTheToolsColours() {
        let light =
            Self.head + """

                  <path id="canvas" d="M 0 0 L 100 0 L 100 40 L 0 40 L 0 0 Z" fill="#f2f2f7"/>
                  
                """ + Self.body.replacing("OUTLINE", with: "#8e8e93").replacing("LABEL", with: "#000000") + "\n"
        #expect(SVGRenderer().render(Self.scene()) == light)
        #expect(SVGRenderer(theme: .light).render(Self.scene()) == light)
        let dark = light.replacing("#f2f2f7", with: "#1c1c1e").replacing("#8e8e93", with: "#98989d")
            .replacing("fill=\"#000000\"", with: "fill=\"#ffffff\"")
        #expect(SVGRenderer(theme: .dark).render(Self.scene()) == dark)
    }

    @Test func autoIsLightWithClassesAndAStyleSheetForDarkViewers() {
        let svg = SVGRenderer(theme: .auto).render(Self.scene())
        #expect(
            svg.hasPrefix(
                Self.head + """

                      <style type="text/css">
                        @media (prefers-color-scheme: dark) {
                          .shape-canvas { fill: #1c1c1e; }
                          .shape-outline { stroke: #98989d; }
                          .shape-label { fill: #ffffff; }
                          .shape-underlay { stroke: #000000; }
                          .shape-text-underlay { fill: #000000; stroke: #000000; }

                    """))
        #expect(svg.contains("fill=\"#f2f2f7\" class=\"shape-canvas\"/>"))
        #expect(svg.contains("fill=\"none\" stroke=\"#8e8e93\" class=\"shape-outline\"/>"))
        #expect(svg.contains("fill=\"#000000\" class=\"shape-label\" text-anchor"))
        // The script's colours carry no class: nothing may recolour them.
        #expect(svg.contains("<path id=\"styled\" d=\"M 60 10 L 90 10 L 90 30 L 60 30 L 60 10 Z\" fill=\"#4b0082\"/>"))
        #expect(svg.contains("fill=\"#ffffff\" text-anchor=\"middle\">B</text>"))
    }

    @Test func everyAnnotationColourHasADarkRule() {
        let annotated = SVGRenderer(annotate: true, theme: .auto).render(Fixtures.nested(annotate: true))
        for paint in ToolPaint.allCases {
            #expect(annotated.contains(".\(paint.className) {"))
        }
        for used in [
            "shape-underlay", "shape-container-mark", "shape-own-mark", "shape-container-dot", "shape-own-text",
        ] {
            #expect(annotated.contains("class=\"\(used)\""), "\(used)")
        }
        let dark = SVGRenderer(annotate: true, theme: .dark).render(Fixtures.nested(annotate: true))
        #expect(!dark.contains("#ffffff\" stroke-opacity"))
        #expect(dark.contains("stroke=\"#000000\" stroke-opacity=\"0.6\""))
    }

    @Test(.enabled(if: XMLLint.shouldRun), arguments: Fixtures.all.map(\.name))
    func autoAndDarkAreValidSVG11(fixture: String) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        for theme in [Theme.auto, .dark] {
            let result = try XMLLint.validate(SVGRenderer(annotate: true, theme: theme).render(scene))
            #expect(result.isEmpty, "\(fixture), \(theme): \(result)")
        }
    }

    @Test func aBackgroundReplacesTheCanvasColourAndTransparentDropsTheCanvas() {
        let scene = Fixtures.scene(width: 10, height: 10, nodes: [], background: .white)
        let black = SVGRenderer(background: .black).render(scene)
        #expect(black.contains("<path id=\"canvas\" d=\"M 0 0 L 10 0 L 10 10 L 0 10 L 0 0 Z\" fill=\"#000000\"/>"))
        let clear = SVGRenderer(background: Color(parsing: "transparent")).render(scene)
        #expect(!clear.contains("id=\"canvas\""))
        #expect(
            SVGRenderer(background: Color(parsing: "#ff000080")).render(scene).contains(
                "fill=\"#ff0000\" fill-opacity=\"0.502\"/>"))
    }
}
