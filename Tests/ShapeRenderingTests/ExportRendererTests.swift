// Specifications of the outputs that hand radii to code: CSS custom properties that keep each
// concentric corner's relation, the HTML page, SwiftUI source and design tokens.
import ConcentricGeometry
import Foundation
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct ExportRendererTests {
    /// Three levels of concentric corners: each follows the one around it through calc(), a
    /// minimum through max(), a focus ring outside its container through `+`.
    @Test func nestedChainsGolden() {
        let expected = """
            /* Corner radii resolved by shape, in points (px). A corner that follows its container,
               r = R - d, is calc() on the container's property: change that and it moves too. */
            :root {
              --device-radius: 40px;
              --card-top-leading-radius: calc(var(--device-radius) - 16px);
              --card-top-trailing-radius: calc(var(--device-radius) - 16px);
              --card-bottom-leading-radius: 0px; /* floored at 0: too far from the container's curve */
              --card-bottom-trailing-radius: 0px; /* floored at 0: too far from the container's curve */
              --badge-top-leading-radius: max(6px, var(--card-top-leading-radius) - 8px);
              --badge-top-trailing-radius: 6px; /* raised to its minimum */
              --badge-bottom-leading-radius: 6px; /* raised to its minimum */
              --badge-bottom-trailing-radius: 6px; /* raised to its minimum */
              --ring-top-leading-radius: calc(var(--badge-top-leading-radius) + 4px);
              --ring-top-trailing-radius: calc(var(--badge-top-trailing-radius) + 4px);
              --ring-bottom-leading-radius: calc(var(--badge-bottom-leading-radius) + 4px);
              --ring-bottom-trailing-radius: calc(var(--badge-bottom-trailing-radius) + 4px);
            }

            /* device: RoundedRectangle, 280 x 200 */
            .device {
              border-radius: var(--device-radius);
            }

            /* card: ConcentricRectangle in device, 248 x 120 */
            .card {
              border-top-left-radius: var(--card-top-leading-radius);
              border-top-right-radius: var(--card-top-trailing-radius);
              border-bottom-left-radius: var(--card-bottom-leading-radius);
              border-bottom-right-radius: var(--card-bottom-trailing-radius);
            }

            /* badge: ConcentricRectangle in card, 60 x 40 */
            .badge {
              border-top-left-radius: var(--badge-top-leading-radius);
              border-top-right-radius: var(--badge-top-trailing-radius);
              border-bottom-left-radius: var(--badge-bottom-leading-radius);
              border-bottom-right-radius: var(--badge-bottom-trailing-radius);
            }

            /* ring: ConcentricRectangle in badge, 68 x 48 */
            .ring {
              border-top-left-radius: var(--ring-top-leading-radius);
              border-top-right-radius: var(--ring-top-trailing-radius);
              border-bottom-left-radius: var(--ring-bottom-leading-radius);
              border-bottom-right-radius: var(--ring-bottom-trailing-radius);
            }

            """
        #expect(CSSRenderer().render(Fixtures.nested()) == expected)
    }

    /// Leading is right in a right-to-left layout; the canvas, as the container followed, has a
    /// property of its own; continuous corners say CSS draws arcs.
    @Test func rightToLeftOnARoundedCanvas() {
        let css = CSSRenderer().render(Fixtures.rightToLeft())
        #expect(css.contains("/* Right-to-left layout: leading corners are on the right. */"))
        #expect(css.contains("  --canvas-radius: 40px;\n"))
        #expect(css.contains("  --sheet-top-leading-radius: calc(var(--canvas-radius) - 10px);\n"))
        #expect(css.contains("  --sheet-top-trailing-radius: 4px; /* fixed */\n"))
        #expect(css.contains("  border-top-right-radius: var(--sheet-top-leading-radius);\n"))
        #expect(css.contains("  border-top-left-radius: var(--sheet-top-trailing-radius);\n"))
        #expect(css.contains("continuous corners in the design: CSS draws circular arcs"))
    }

    /// Every relation the CSS writes is the resolver's: R − d, with R the source's radius.
    @Test(arguments: Fixtures.all.map(\.name))
    func relationsHoldNumerically(fixture: String) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        for node in scene.allNodes() {
            for corner in Corner.allCases {
                guard let relation = node.concentricRelation(at: corner) else { continue }
                let outer: Double? =
                    switch relation.source {
                    case .canvas: scene.canvasRadii?[relation.corner]
                    case .node(let index): scene.node(at: index)?.radii[relation.corner]
                    }
                #expect(outer.map { $0 - relation.distance } == node.radii[corner], "\(node.id) \(corner)")
            }
        }
    }

    @Test func thePageHasAnElementPerNodeInPaintingOrder() throws {
        let page = HTMLRenderer().render(Fixtures.nested())
        let ids = page.matches(of: /<div id="([^"]+)"/).map { String($0.1) }
        #expect(ids == ["canvas", "device", "card", "badge", "ring", "device-rectangle-1"])
        #expect(
            page.contains(
                "<div id=\"card\" class=\"card\" style=\"left: 26px; top: 26px; width: 248px; height: 120px; background-color: #ffffff\"></div>"
            ))
        // Unnamed nodes carry their radii; a stroke is centred on the edge; translucency is rgb().
        #expect(
            page.contains(
                "<div id=\"device-rectangle-1\" style=\"left: 250px; top: 180px; width: 70px; height: 40px; border-radius: 0px; background-color: rgb(175 82 222 / 0.8)\"></div>"
            ))
        #expect(page.contains("box-shadow: 0 0 0 0.75px #ff3b30, inset 0 0 0 0.75px #ff3b30"))
        #expect(page.contains("<style>\n/* Corner radii resolved by shape"))
    }

    @Test func continuousCornersAreClippedToTheirOutlineAndCirclesSitInTheirSquare() throws {
        let page = HTMLRenderer().render(Fixtures.shapes())
        #expect(page.contains("clip-path: path('M 30.5733 0 L 89.4267 0 C"))
        #expect(
            page.contains(
                "<div id=\"dot\" class=\"dot\" style=\"left: 200px; top: 20px; width: 80px; height: 80px; background-color: rgb(52 199 89 / 0.5)"
            ))
        #expect(page.contains("opacity: 0.5"))
    }

    @Test func labelsAreEscapedAndPlaced() throws {
        let page = HTMLRenderer(title: "<b>").render(Fixtures.hostile())
        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;"))
        #expect(page.contains("<title>&lt;b&gt;</title>"))
        #expect(
            page.contains(
                "<div class=\"shape-label\" data-node=\"_____\" style=\"left: 10px; top: 10px; width: 180px; height: 40px; justify-content: center; align-items: center; font-size: 11px; color: #000000\">"
            ))
    }

    @Test func swiftUICardGolden() {
        let expected = """
            // Generated by shape: the script's layout in SwiftUI, with the radii shape resolved beside
            // each shape. SwiftUI lays it out again, so it follows the device and the sizes it gets.
            // The OS each API it uses needs (and the same year's tvOS, watchOS and visionOS):
            //   ConcentricRectangle, Edge.Corner.Style: iOS 26 / macOS 26
            import SwiftUI

            @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
            struct CardView: View {
                var body: some View {
                    ZStack {
                        // canvas: 400 x 300
                        Rectangle()
                            .fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
                        // card: 24 on every corner (circular)
                        ZStack {
                            RoundedRectangle(cornerRadius: 24, style: .circular)
                                .fill(Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255))
                            // photo: topLeading 12, topTrailing 12, bottomLeading 0, bottomTrailing 0 (circular)
                            ConcentricRectangle(corners: .concentric)
                                .fill(Color(red: 75 / 255, green: 0, blue: 130 / 255))
                                .overlay(alignment: .center) {
                                    Text(verbatim: "Photo")
                                        .font(.system(size: 14))
                                        .foregroundStyle(Color(red: 1, green: 1, blue: 1))
                                }
                                .frame(width: 336, height: 200)
                                .padding(EdgeInsets(top: 12, leading: 12, bottom: 48, trailing: 12))
                        }
                        .containerShape(RoundedRectangle(cornerRadius: 24, style: .circular))
                        .frame(width: 360, height: 260)
                        .padding(20)
                    }
                    .frame(width: 400, height: 300)
                }
            }

            """
        #expect(SwiftUIRenderer(viewName: "CardView").render(Fixtures.card()) == expected)
    }

    /// Each set of uniform groups writes the initializer SwiftUI has for it, every corner spelled.
    @Test(arguments: [
        (ConcentricRectangle(), "ConcentricRectangle()"),
        (ConcentricRectangle(corners: .fixed(8)), "ConcentricRectangle(corners: .fixed(8))"),
        (
            ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true),
            "ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)"
        ),
        (
            ConcentricRectangle(
                topLeadingCorner: .fixed(0), topTrailingCorner: .concentric, bottomLeadingCorner: .concentric,
                bottomTrailingCorner: .concentric),
            "ConcentricRectangle(topLeadingCorner: .fixed(0), topTrailingCorner: .concentric, bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)"
        ),
        (
            ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric),
            "ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric)"
        ),
        (
            ConcentricRectangle(
                uniformTopCorners: .fixed(16), bottomLeadingCorner: .fixed(2), bottomTrailingCorner: .concentric),
            "ConcentricRectangle(uniformTopCorners: .fixed(16), bottomLeadingCorner: .fixed(2), bottomTrailingCorner: .concentric)"
        ),
        (
            ConcentricRectangle(
                uniformBottomCorners: .concentric, topLeadingCorner: .fixed(4), topTrailingCorner: .fixed(5)),
            "ConcentricRectangle(uniformBottomCorners: .concentric, topLeadingCorner: .fixed(4), topTrailingCorner: .fixed(5))"
        ),
        (
            ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(6)),
            "ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(6))"
        ),
        (
            ConcentricRectangle(
                uniformLeadingCorners: .fixed(6), topTrailingCorner: .concentric, bottomTrailingCorner: .fixed(6)),
            "ConcentricRectangle(uniformLeadingCorners: .fixed(6), topTrailingCorner: .concentric, bottomTrailingCorner: .fixed(6))"
        ),
        (
            ConcentricRectangle(
                uniformTrailingCorners: .fixed(6), topLeadingCorner: .concentric, bottomLeadingCorner: .fixed(1)),
            "ConcentricRectangle(uniformTrailingCorners: .fixed(6), topLeadingCorner: .concentric, bottomLeadingCorner: .fixed(1))"
        ),
    ])
    func swiftUIInitializers(shape: ConcentricRectangle, expected: String) {
        var writer = SwiftUIWriter(scene: Fixtures.card(), output: OutputBuffer(capacity: 64))
        writer.concentricRectangle(shape)
        #expect(writer.output.string == expected)
    }

    @Test func swiftUIStringsCannotEscapeTheirLiteral() {
        var writer = SwiftUIWriter(scene: Fixtures.card(), output: OutputBuffer(capacity: 64))
        writer.swiftString("a\"b\\(c)\n\u{1}\u{2028}é")
        #expect(writer.output.string == "\"a\\\"b\\\\(c)\\n\\u{1}\\u{2028}é\"")
    }

    @Test(
        arguments: [
            ("card", "CardView"), ("01-phone-bottom-bar", "Shape01PhoneBottomBarView"), ("photo card", "PhotoCardView"),
            (nil, "ShapeSceneView"), ("é", "ShapeSceneView"),
        ] as [(String?, String)])
    func swiftUIViewNames(script: String?, expected: String) {
        #expect(SwiftUIRenderer.viewName(forScript: script) == expected)
    }

    @Test func tokensOfTheCard() throws {
        let expected = """
            {
              "$description": "Corner radii resolved by shape, in points (px). Each group is a named node.",
              "card": {
                "$type": "dimension",
                "$description": "RoundedRectangle, 360 x 260",
                "topLeading": {"$value": {"value": 24, "unit": "px"}},
                "topTrailing": {"$value": {"value": 24, "unit": "px"}},
                "bottomLeading": {"$value": {"value": 24, "unit": "px"}},
                "bottomTrailing": {"$value": {"value": 24, "unit": "px"}}
              },
              "photo": {
                "$type": "dimension",
                "$description": "ConcentricRectangle in card, 336 x 200",
                "topLeading": {"$value": {"value": 12, "unit": "px"}, "$description": "concentric: card's topLeading 24 − 12"},
                "topTrailing": {"$value": {"value": 12, "unit": "px"}, "$description": "concentric: card's topTrailing 24 − 12"},
                "bottomLeading": {"$value": {"value": 0, "unit": "px"}, "$description": "floored at 0: too far from the container's curve"},
                "bottomTrailing": {"$value": {"value": 0, "unit": "px"}, "$description": "floored at 0: too far from the container's curve"}
              }
            }

            """
        let text = DesignTokensRenderer().render(Fixtures.card())
        #expect(text == expected)
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// Names that are not ids reach every output sanitised, the same everywhere.
    @Test func hostileNamesAreTheSameIdsInEveryOutput() throws {
        let scene = Fixtures.hostile()
        let ids = scene.allNodes().map(\.id)
        let page = HTMLRenderer().render(scene)
        let tokens = DesignTokensRenderer().render(scene)
        let css = CSSRenderer().render(scene)
        for id in ids {
            #expect(page.contains("<div id=\"\(id)\""))
            #expect(tokens.contains("\"\(id)\": {"))
            #expect(css.contains("\n.\(id) {\n"))
        }
    }
}
