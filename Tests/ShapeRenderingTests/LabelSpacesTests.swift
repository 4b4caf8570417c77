// Labels keep their spaces (issue 23): `"TL 40  TR 0"` is drawn with both spaces in SVG, PNG
// and PDF, where SVG's default white-space handling would collapse them.
import Foundation
import ShapeLanguage
import ShapePictures
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct LabelSpacesTests {
    static func scene(label: String) throws -> ResolvedScene {
        try PictureRendererTests.scene(
            """
            canvas width: 200, height: 60
            shape s = Rectangle() { size 200 x 60; fill "white"; label "\(label)", alignment: .leading }
            """)
    }

    @Test func aLabelWithARunOfSpacesPreservesThem() throws {
        let svg = SVGRenderer().render(try Self.scene(label: "TL 40  TR 0"))
        #expect(svg.contains("xml:space=\"preserve\" style=\"white-space: pre\">TL 40  TR 0</text>"), "\(svg)")
        let plain = SVGRenderer().render(try Self.scene(label: "TL 40 TR 0"))
        #expect(!plain.contains("xml:space"))
    }

    /// librsvg draws the second space: the pictures of one and two spaces differ.
    @Test func twoSpacesAreDrawnWiderThanOne() throws {
        let renderer = PictureRenderer(format: .png, scale: 1)
        let two = try renderer.render(try Self.scene(label: "A  B"))
        let one = try renderer.render(try Self.scene(label: "A B"))
        #expect(two != one)
    }
}
