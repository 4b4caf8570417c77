// The colours of the annotation labels against what is painted under them: WCAG's contrast,
// the shade a label takes when its own colour falls short, and the plate when no shade can do.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct LabelContrastTests {
    private func luminance(_ color: Color) -> Double { PaintedLayers.Colour(color).luminance }

    @Test func wcagContrastOfBlackAndWhiteIsTwentyOne() {
        #expect(abs(LabelInk.contrast(luminance(.black), luminance(.white)) - 21) < 1e-9)
        #expect(LabelInk.contrast(0.2, 0.2) == 1)
    }

    /// The plate is the fallback: every label colour holds on it, in both themes.
    @Test(arguments: [ToolPaint.ownText, .containerText, .findingText, .label])
    func everyLabelColourHoldsOnThePlate(_ paint: ToolPaint) throws {
        let fill = try #require(paint.fill)
        for dark in [false, true] {
            let ratio = LabelInk.contrast(
                luminance(fill.colour(dark: dark)), luminance(ToolColor.underlay.colour(dark: dark)))
            #expect(ratio >= LabelInk.minimumContrast, "\(paint) dark: \(dark): \(ratio)")
        }
    }

    @Test func aShadeHoldsAgainstEveryColourUnderItOrThereIsNone() throws {
        let blue = ToolColor.containerText.colour(dark: false)
        let card = PaintedLayers.Colour(Color(red: 0x2c, green: 0x2c, blue: 0x2e))
        #expect(LabelInk.contrast(luminance(blue), card.luminance) < 3)
        let lighter = try #require(LabelInk.shade(of: blue, against: [card]))
        #expect(LabelInk.contrast(luminance(lighter), card.luminance) >= 3)
        #expect(luminance(lighter) > luminance(blue))
        // Black, white and a middle grey under one label: no colour holds against all three.
        let all = [Color.black, .white, Color(red: 128, green: 128, blue: 128)].map(PaintedLayers.Colour.init)
        #expect(LabelInk.shade(of: blue, against: all) == nil)
    }

    /// The colours under a box are the fills as painted: the canvas, a card over it, and a
    /// half-transparent red over the card where it overlaps.
    @Test func theColoursUnderABoxAreTheFillsComposited() throws {
        let scene = try PictureRendererTests.scene(
            """
            canvas width: 100, height: 100, fill: "#ffffff"
            shape card = Rectangle() { size 50 x 100; align leading; fill "#000000" }
            shape veil = Rectangle() { size 100 x 50; align top; fill "#ff0000"; opacity 0.5 }
            """)
        let layers = PaintedLayers(scene: scene, theme: .light, background: nil)
        let colours = Set(layers.colours(under: Rect(x: 40, y: 40, width: 20, height: 20)))
        let expected: Set<PaintedLayers.Colour> = [
            .init(red: 0, green: 0, blue: 0), .init(red: 255, green: 255, blue: 255),
            .init(red: 127.5, green: 0, blue: 0), .init(red: 255, green: 127.5, blue: 127.5),
        ]
        #expect(colours == expected)
    }
}
