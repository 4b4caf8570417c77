// The script of DESIGN.md §4, unchanged, through the language and every renderer.
import Foundation
import ShapeLanguage
import Testing

@testable import ShapeRendering

@Suite struct DesignExampleTests {
    static let script = """
        // examples/card.shape: a photo concentric with its card
        canvas width: 400, height: 300

        let inset = 12

        container card = RoundedRectangle(cornerRadius: 24) {
            size 360 x 260
            align center
            fill "#2c2c2e"

            shape photo = ConcentricRectangle(corners: .concentric, isUniform: true) {
                padding inset
                height 200
                align top
                fill "indigo"
            }
        }

        assert photo.radii.topLeading == 12
        print photo.radii
        """

    @Test func theJSONShowsThePhotosFourRadiiAs12() throws {
        let session = Session()
        let result = session.evaluate(Self.script, file: "card.shape")
        #expect(result.succeeded)
        let json = JSONRenderer().render(session.scene())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let canvas = try #require(root["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 400 && canvas["height"] as? Double == 300)
        let card = try #require((root["nodes"] as? [[String: Any]])?.first)
        #expect(card["name"] as? String == "card")
        let photo = try #require((card["children"] as? [[String: Any]])?.first)
        #expect(photo["name"] as? String == "photo")
        #expect(photo["kind"] as? String == "ConcentricRectangle")
        let radii = try #require(photo["radii"] as? [String: Double])
        #expect(radii == ["topLeading": 12, "topTrailing": 12, "bottomLeading": 12, "bottomTrailing": 12])
        let frame = try #require(photo["frame"] as? [String: Double])
        #expect(frame == ["x": 32, "y": 32, "width": 336, "height": 200])
    }

    @Test func everyRendererIsByteIdenticalTwice() {
        func outputs() -> [String] {
            let session = Session()
            _ = session.evaluate(Self.script)
            let scene = session.scene()
            return [
                SVGRenderer().render(scene), SVGRenderer(annotate: true).render(scene),
                TextPreview(width: 60).render(scene), TextReport.render(scene, explain: true),
                JSONRenderer(explain: true).render(scene),
            ]
        }
        #expect(outputs() == outputs())
    }
}
