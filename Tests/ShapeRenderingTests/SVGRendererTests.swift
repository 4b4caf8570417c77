// Specifications of the SVG output: golden documents, determinism, escaping, ids, the annotation
// layer, and validity against the SVG 1.1 DTD.
import ConcentricGeometry
import Foundation
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct SVGRendererTests {
    @Test func cardWithConcentricPhoto() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="400" height="300" viewBox="0 0 400 300" font-family="system-ui, sans-serif" role="img">
              <title>a card with rounded corners of 24 holding a photo whose corners are 12 at the top and square at the bottom, concentric with the card</title>
              <desc>corner radii: card: 24 on every corner; photo: top left 12, top right 12, bottom left 0, bottom right 0.</desc>
              <path id="canvas" d="M 0 0 L 400 0 L 400 300 L 0 300 L 0 0 Z" fill="#f2f2f7"/>
              <g>
                <path id="card" d="M 44 20 L 356 20 A 24 24 0 0 1 380 44 L 380 256 A 24 24 0 0 1 356 280 L 44 280 A 24 24 0 0 1 20 256 L 20 44 A 24 24 0 0 1 44 20 Z" fill="#2c2c2e"/>
                <path id="photo" d="M 44 32 L 356 32 A 12 12 0 0 1 368 44 L 368 232 L 32 232 L 32 44 A 12 12 0 0 1 44 32 Z" fill="#4b0082"/>
                <text x="200" y="136.9" font-size="14" fill="#ffffff" text-anchor="middle">Photo</text>
              </g>
            </svg>
            """
        #expect(SVGRenderer().render(Fixtures.card()) == expected + "\n")
    }

    @Test func capsuleCircleAndContinuousCorners() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="200" viewBox="0 0 300 200" font-family="system-ui, sans-serif" role="img">
              <title>a dot shaped as a circle; a tile with rounded corners of 20</title>
              <desc>corner radii: capsule-1: 30 on every corner; dot: an ellipse, no corners; tile: 20 on every corner.</desc>
              <path id="canvas" d="M 0 0 L 300 0 L 300 200 L 0 200 L 0 0 Z" fill="#ffffff"/>
              <path id="capsule-1" d="M 50 20 L 150 20 A 30 30 0 0 1 180 50 A 30 30 0 0 1 150 80 L 50 80 A 30 30 0 0 1 20 50 A 30 30 0 0 1 50 20 Z" fill="#ff9500" opacity="0.5"/>
              <path id="dot" d="M 240 20 A 40 40 0 0 1 280 60 A 40 40 0 0 1 240 100 A 40 40 0 0 1 200 60 A 40 40 0 0 1 240 20 Z" fill="#34c759" fill-opacity="0.5" stroke="#000000" stroke-width="2"/>
              <path id="tile" d="M 50.5733 100 L 109.4267 100 C 118.2301 100 122.6319 100 127.3701 101.4982 C 132.5435 103.3812 136.6188 107.4565 138.5018 112.6299 C 140 117.3681 140 121.7699 140 130.5733 L 140 149.4267 C 140 158.2301 140 162.6319 138.5018 167.3701 C 136.6188 172.5435 132.5435 176.6188 127.3701 178.5018 C 122.6319 180 118.2301 180 109.4267 180 L 50.5733 180 C 41.7699 180 37.3681 180 32.6299 178.5018 C 27.4565 176.6188 23.3812 172.5435 21.4982 167.3701 C 20 162.6319 20 158.2301 20 149.4267 L 20 130.5733 C 20 121.7699 20 117.3681 21.4982 112.6299 C 23.3812 107.4565 27.4565 103.3812 32.6299 101.4982 C 37.3681 100 41.7699 100 50.5733 100 Z" fill="none" stroke="#8e8e93"/>
            </svg>
            """
        #expect(SVGRenderer().render(Fixtures.shapes()) == expected + "\n")
    }

    @Test func rightToLeftOnARoundedCanvas() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="200" viewBox="0 0 300 200" font-family="system-ui, sans-serif" role="img">
              <title>a sheet whose corners are 30 on the left and 4 on the right, concentric with its container</title>
              <desc>corner radii: sheet: top left 30, top right 4, bottom left 30, bottom right 4.</desc>
              <path id="canvas" d="M 61.1466 0 L 238.8534 0 C 256.4603 0 265.2637 0 274.7402 2.9964 C 285.087 6.7624 293.2376 14.913 297.0036 25.2598 C 300 34.7363 300 43.5397 300 61.1466 L 300 138.8534 C 300 156.4603 300 165.2637 297.0036 174.7402 C 293.2376 185.087 285.087 193.2376 274.7402 197.0036 C 265.2637 200 256.4603 200 238.8534 200 L 61.1466 200 C 43.5397 200 34.7363 200 25.2598 197.0036 C 14.913 193.2376 6.7624 185.087 2.9964 174.7402 C 0 165.2637 0 156.4603 0 138.8534 L 0 61.1466 C 0 43.5397 0 34.7363 2.9964 25.2598 C 6.7624 14.913 14.913 6.7624 25.2598 2.9964 C 34.7363 0 43.5397 0 61.1466 0 Z" fill="#f2f2f7"/>
              <path id="sheet" d="M 46.1147 10 L 244.1401 10 C 257.3452 10 263.9478 10 271.0552 12.2473 C 278.8153 15.0718 284.9282 21.1847 287.7527 28.9448 C 290 36.0522 290 42.6548 290 55.86 L 290 144.1401 C 290 157.3452 290 163.9478 287.7527 171.0552 C 284.9282 178.8153 278.8153 184.9282 271.0552 187.7527 C 263.9478 190 257.3452 190 244.1401 190 L 46.1147 190 C 44.354 190 43.4736 190 42.526 189.7004 C 41.4913 189.3238 40.6762 188.5087 40.2996 187.474 C 40 186.5264 40 185.646 40 183.8853 L 40 16.1147 C 40 14.354 40 13.4736 40.2996 12.526 C 40.6762 11.4913 41.4913 10.6762 42.526 10.2996 C 43.4736 10 44.354 10 46.1147 10 Z" fill="#007aff"/>
              <text x="273" y="38.2" font-size="16" fill="#ffffff" text-anchor="end">שלום</text>
            </svg>
            """
        #expect(SVGRenderer().render(Fixtures.rightToLeft()) == expected + "\n")
    }

    @Test func nestedContainersAndOverflow() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="320" height="220" viewBox="0 0 320 220" font-family="system-ui, sans-serif" role="img">
              <title>a device with rounded corners of 40 holding a card whose corners are 24 at the top and square at the bottom, concentric with the device holding a badge whose corners are 16 at the top left and 6 elsewhere, concentric with the card holding a ring whose corners are 20 at the top left and 10 elsewhere, concentric with the badge</title>
              <desc>corner radii: device: 40 on every corner; card: top left 24, top right 24, bottom left 0, bottom right 0; badge: top left 16, top right 6, bottom left 6, bottom right 6; ring: top left 20, top right 10, bottom left 10, bottom right 10; device-rectangle-1: 0 on every corner.</desc>
              <path id="canvas" d="M 0 0 L 300 0 L 300 220 L 0 220 L 0 0 Z" fill="#f2f2f7"/>
              <g>
                <path id="device" d="M 50 10 L 250 10 A 40 40 0 0 1 290 50 L 290 170 A 40 40 0 0 1 250 210 L 50 210 A 40 40 0 0 1 10 170 L 10 50 A 40 40 0 0 1 50 10 Z" fill="#2c2c2e"/>
                <g>
                  <path id="card" d="M 50 26 L 250 26 A 24 24 0 0 1 274 50 L 274 146 L 26 146 L 26 50 A 24 24 0 0 1 50 26 Z" fill="#ffffff"/>
                  <g>
                    <path id="badge" d="M 50 34 L 88 34 A 6 6 0 0 1 94 40 L 94 68 A 6 6 0 0 1 88 74 L 40 74 A 6 6 0 0 1 34 68 L 34 50 A 16 16 0 0 1 50 34 Z" fill="#ffcc00"/>
                    <path id="ring" d="M 50 30 L 88 30 A 10 10 0 0 1 98 40 L 98 68 A 10 10 0 0 1 88 78 L 40 78 A 10 10 0 0 1 30 68 L 30 50 A 20 20 0 0 1 50 30 Z" fill="none" stroke="#ff3b30" stroke-width="1.5"/>
                  </g>
                </g>
                <path id="device-rectangle-1" d="M 250 180 L 320 180 L 320 220 L 250 220 L 250 180 Z" fill="#af52de" fill-opacity="0.8"/>
              </g>
            </svg>
            """
        #expect(SVGRenderer().render(Fixtures.nested()) == expected + "\n")
    }

    @Test func annotatedCard() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="400" height="300" viewBox="0 0 400 300" font-family="system-ui, sans-serif" role="img">
              <title>a card with rounded corners of 24 holding a photo whose corners are 12 at the top and square at the bottom, concentric with the card</title>
              <desc>corner radii: card: 24 on every corner; photo: top left 12, top right 12, bottom left 0, bottom right 0.</desc>
              <path id="canvas" d="M 0 0 L 400 0 L 400 300 L 0 300 L 0 0 Z" fill="#f2f2f7"/>
              <g>
                <path id="card" d="M 44 20 L 356 20 A 24 24 0 0 1 380 44 L 380 256 A 24 24 0 0 1 356 280 L 44 280 A 24 24 0 0 1 20 256 L 20 44 A 24 24 0 0 1 44 20 Z" fill="#2c2c2e"/>
                <path id="photo" d="M 44 32 L 356 32 A 12 12 0 0 1 368 44 L 368 232 L 32 232 L 32 44 A 12 12 0 0 1 44 32 Z" fill="#4b0082"/>
                <text x="200" y="136.9" font-size="14" fill="#ffffff" text-anchor="middle">Photo</text>
              </g>
              <g id="annotations" fill="none" stroke-linecap="round" font-size="10">
                <path d="M 44 20 L 356 20 A 24 24 0 0 1 380 44 L 380 256 A 24 24 0 0 1 356 280 L 44 280 A 24 24 0 0 1 20 256 L 20 44 A 24 24 0 0 1 44 20 Z" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2.5"/>
                <path d="M 44 20 L 356 20 A 24 24 0 0 1 380 44 L 380 256 A 24 24 0 0 1 356 280 L 44 280 A 24 24 0 0 1 20 256 L 20 44 A 24 24 0 0 1 44 20 Z" stroke="#0a84ff" stroke-width="1" stroke-dasharray="5 3"/>
                <path d="M 44 44 L 27.0294 27.0294 M 44 44 L 35.5147 35.5147 M 356 44 L 372.9706 27.0294 M 356 44 L 364.4853 35.5147 M 44 256 L 27.0294 272.9706 M 356 256 L 372.9706 272.9706" stroke="#ffffff" stroke-width="3"/>
                <path d="M 44 44 L 27.0294 27.0294 M 356 44 L 372.9706 27.0294 M 44 256 L 27.0294 272.9706 M 356 256 L 372.9706 272.9706" stroke="#0a84ff" stroke-width="1.25"/>
                <path d="M 44 44 L 35.5147 35.5147 M 356 44 L 364.4853 35.5147" stroke="#ff2d55" stroke-width="1.25"/>
                <circle cx="44" cy="44" r="2" fill="#0a84ff" stroke="#ffffff" stroke-width="1"/>
                <circle cx="356" cy="44" r="2" fill="#0a84ff" stroke="#ffffff" stroke-width="1"/>
                <circle cx="44" cy="256" r="2" fill="#0a84ff" stroke="#ffffff" stroke-width="1"/>
                <circle cx="356" cy="256" r="2" fill="#0a84ff" stroke="#ffffff" stroke-width="1"/>
                <circle cx="44" cy="44" r="4.5" stroke="#ffffff" stroke-width="3"/>
                <circle cx="44" cy="44" r="4.5" stroke="#1c1c1e" stroke-width="1.25"/>
                <circle cx="356" cy="44" r="4.5" stroke="#ffffff" stroke-width="3"/>
                <circle cx="356" cy="44" r="4.5" stroke="#1c1c1e" stroke-width="1.25"/>
                <rect x="28.5" y="228.5" width="7" height="7" stroke="#ffffff" stroke-width="3"/>
                <rect x="28.5" y="228.5" width="7" height="7" stroke="#ff3b30" stroke-width="1.25"/>
                <path d="M 28.5 228.5 L 35.5 235.5 M 35.5 228.5 L 28.5 235.5" stroke="#ff3b30" stroke-width="1"/>
                <rect x="364.5" y="228.5" width="7" height="7" stroke="#ffffff" stroke-width="3"/>
                <rect x="364.5" y="228.5" width="7" height="7" stroke="#ff3b30" stroke-width="1.25"/>
                <path d="M 364.5 228.5 L 371.5 235.5 M 371.5 228.5 L 364.5 235.5" stroke="#ff3b30" stroke-width="1"/>
                <text x="49" y="58" text-anchor="start" fill="#000000" stroke="#000000" stroke-width="3" stroke-linejoin="round">r = 12</text>
                <text x="49" y="58" text-anchor="start" fill="#d54871">r = 12</text>
                <text x="49" y="70" text-anchor="start" fill="#000000" stroke="#000000" stroke-width="3" stroke-linejoin="round">r = 24</text>
                <text x="49" y="70" text-anchor="start" fill="#387dcf">r = 24</text>
                <text x="351" y="58" text-anchor="end" fill="#000000" stroke="#000000" stroke-width="3" stroke-linejoin="round">r = 12</text>
                <text x="351" y="58" text-anchor="end" fill="#d54871">r = 12</text>
                <text x="351" y="70" text-anchor="end" fill="#000000" stroke="#000000" stroke-width="3" stroke-linejoin="round">r = 24</text>
                <text x="351" y="70" text-anchor="end" fill="#387dcf">r = 24</text>
                <text x="49" y="250" text-anchor="start" fill="#000000" stroke="#000000" stroke-width="3" stroke-linejoin="round">r = 24</text>
                <text x="49" y="250" text-anchor="start" fill="#3078cd">r = 24</text>
                <text x="351" y="250" text-anchor="end" fill="#000000" stroke="#000000" stroke-width="3" stroke-linejoin="round">r = 24</text>
                <text x="351" y="250" text-anchor="end" fill="#3078cd">r = 24</text>
              </g>
            </svg>
            """
        #expect(SVGRenderer(annotate: true).render(Fixtures.card()) == expected + "\n")
    }

    @Test func circularCornersAreArcsAndSquareCornersAreLines() {
        let svg = SVGRenderer().render(Fixtures.card())
        // The photo: r 12 at the top corners, square at the bottom.
        #expect(
            svg.contains("d=\"M 44 32 L 356 32 A 12 12 0 0 1 368 44 L 368 232 L 32 232 L 32 44 A 12 12 0 0 1 44 32 Z\"")
        )
    }

    @Test func continuousCornersAreCubics() throws {
        let svg = SVGRenderer().render(Fixtures.shapes())
        let tile = try #require(svg.split(separator: "\n").first { $0.contains("id=\"tile\"") })
        #expect(tile.contains(" C "))
        #expect(!tile.contains(" A "))
        #expect(
            tile.hasPrefix(
                "  <path id=\"tile\" d=\"M 50.5733 100 L 109.4267 100 C 118.2301 100 122.6319 100 127.3701 101.4982"))
    }

    @Test func viewBoxComesFromTheBounds() {
        let svg = SVGRenderer().render(Fixtures.nested())
        #expect(svg.contains("width=\"320\" height=\"220\" viewBox=\"0 0 320 220\""))
    }

    @Test func paintsTranslucencyOpacityAndStrokes() {
        let svg = SVGRenderer().render(Fixtures.shapes())
        #expect(svg.contains("<path id=\"capsule-1\""))
        #expect(svg.contains("fill=\"#ff9500\" opacity=\"0.5\"/>"))
        #expect(svg.contains("fill=\"#34c759\" fill-opacity=\"0.5\" stroke=\"#000000\" stroke-width=\"2\"/>"))
        // A node with neither fill nor stroke is still drawn, as a neutral outline.
        #expect(svg.contains("id=\"tile\"") && svg.contains("fill=\"none\" stroke=\"#8e8e93\"/>"))
        // The canvas takes the scene's background.
        #expect(svg.contains("<path id=\"canvas\" d=\"M 0 0 L 300 0 L 300 200 L 0 200 L 0 0 Z\" fill=\"#ffffff\"/>"))
    }

    @Test func hostileStringsStayInert() throws {
        let svg = SVGRenderer().render(Fixtures.hostile())
        #expect(!svg.contains("<script"))
        #expect(
            svg.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; \u{FFFD}\u{FFFD}\t\"quoted\"</text>")
        )
        let document = try SVGDocument(svg)
        #expect(document.elementNames == ["svg", "title", "desc", "path", "text"])
        #expect(document.texts == ["</text><script>alert(1)</script> & \u{FFFD}\u{FFFD}\t\"quoted\""])
    }

    @Test func idsAreValidXMLNamesAndUnique() throws {
        let document = try SVGDocument(SVGRenderer(annotate: true).render(Fixtures.hostile()))
        #expect(
            document.ids == [
                "canvas", "_____", "_1st", "a_b", "a_b-2", "canvas-2", "annotations-2", "_", "annotations",
            ])
        #expect(Set(document.ids).count == document.ids.count)
    }

    @Test func validIdsAreKeptAsTheyAre() throws {
        let document = try SVGDocument(SVGRenderer().render(Fixtures.nested()))
        #expect(document.ids == ["canvas", "device", "card", "badge", "ring", "device-rectangle-1"])
    }

    @Test func noAnnotationLayerUnlessAsked() {
        #expect(!SVGRenderer().render(Fixtures.card()).contains("annotations"))
        #expect(SVGRenderer().render(Fixtures.card(annotate: true)).contains("<g id=\"annotations\""))
    }

    @Test func annotationLayerShowsTheConstruction() throws {
        let svg = SVGRenderer(annotate: true).render(Fixtures.card())
        let layer = try #require(svg.range(of: "<g id=\"annotations\"")).lowerBound
        // On top: after every node.
        #expect(svg[layer...].contains("</g>\n</svg>"))
        #expect(!svg[layer...].contains("<path id="))
        // The card's outline, dashed.
        #expect(svg[layer...].contains("stroke-dasharray=\"5 3\""))
        // One ring at each shared centre: the photo's top corners share the card's centres.
        #expect(svg.components(separatedBy: "r=\"4.5\" stroke=\"#1c1c1e\"").count - 1 == 2)
        #expect(svg.contains("<circle cx=\"44\" cy=\"44\" r=\"4.5\" stroke=\"#1c1c1e\""))
        #expect(svg.contains("<circle cx=\"356\" cy=\"44\" r=\"4.5\" stroke=\"#1c1c1e\""))
        // The floored bottom corners of the photo, marked where they are.
        #expect(svg.contains("<rect x=\"28.5\" y=\"228.5\" width=\"7\" height=\"7\" stroke=\"#ff3b30\""))
        #expect(svg.contains("<rect x=\"364.5\" y=\"228.5\" width=\"7\" height=\"7\" stroke=\"#ff3b30\""))
        // Radius labels over a halo drawn first. On the indigo photo and the dark card the pink
        // and blue of the light theme fall under 3:1: each is a lighter shade, on a black halo.
        #expect(svg.contains("stroke=\"#000000\" stroke-width=\"3\" stroke-linejoin=\"round\">r = 12</text>"))
        #expect(svg.contains("fill=\"#d54871\">r = 12</text>"))
        #expect(svg.contains("fill=\"#387dcf\">r = 24</text>"))
        #expect(!svg.contains("fill=\"#0059c2\">r = 24</text>"))
    }

    @Test func annotatingOneNodeDrawsItsContainer() throws {
        let svg = SVGRenderer().render(Fixtures.card(annotatePhoto: true))
        #expect(svg.contains("<g id=\"annotations\""))
        // The card's outline (its container) dashed, the card's own corners only where the photo
        // uses them: four container radius lines and two for the photo's rounded corners.
        #expect(svg.contains(" stroke=\"#0a84ff\" stroke-width=\"1\" stroke-dasharray=\"5 3\"/>"))
        let lines = try #require(
            svg.split(separator: "\n").first { $0.contains("stroke=\"#ff2d55\" stroke-width=\"1.25\"") })
        #expect(lines.components(separatedBy: "M ").count - 1 == 2)
    }

    @Test func annotatedCircleShowsItsRadius() {
        let svg = SVGRenderer(annotate: true).render(Fixtures.shapes())
        #expect(svg.contains(">r = 40</text>"))
        #expect(svg.contains(">r = 30</text>"))
        #expect(svg.contains(">r = 20</text>"))
    }

    @Test func nonFiniteNumbersNeverReachTheDocument() throws {
        let nan = Double.nan
        let frame = Rect(x: nan, y: 0, width: .infinity, height: 10)
        let node = Fixtures.shapeNode(
            name: "broken", .roundedRectangle(cornerRadius: nan, style: .circular), frame: frame,
            style: NodeStyle(fill: .black, label: Label(text: "x", size: nan)))
        let scene = Fixtures.scene(width: 100, height: 100, nodes: [node])
        let svg = SVGRenderer(annotate: true).render(scene)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        _ = try SVGDocument(svg)
    }

    @Test(.enabled(if: XMLLint.shouldRun), arguments: Fixtures.all.map(\.name))
    func validAgainstTheSVG11DTD(fixture: String) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        for annotate in [false, true] {
            let result = try XMLLint.validate(SVGRenderer(annotate: annotate).render(scene))
            #expect(result.isEmpty, "\(fixture), annotate \(annotate): \(result)")
        }
    }
}
