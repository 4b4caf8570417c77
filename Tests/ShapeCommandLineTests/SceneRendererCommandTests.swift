// `shape render` writes what ShapeRendering's SceneRenderer makes of the scene, byte for byte:
// the command line adds files, flags and messages, never bytes of its own.
import Foundation
import ShapeLanguage
import ShapePictures
import ShapeRendering
import Testing

@Suite struct SceneRendererCommandTests {
    static let card = """
        canvas width: 200, height: 120
        container card = RoundedRectangle(cornerRadius: 24) {
            size 180 x 100
            fill "#2c2c2e"
            shape photo = ConcentricRectangle() { padding 12; label "Photo" }
        }
        """

    @Test(arguments: ShapeRendering.OutputFormat.allCases)
    func theCommandWritesTheLibrarysBytes(format: ShapeRendering.OutputFormat) throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", Self.card)
        let result = try runShape(
            ["render", "card.shape", "--format", format.rawValue, "--annotate", "-o", "card.out"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let written = try Data(contentsOf: folder.url.appendingPathComponent("card.out"))

        let session = Session()
        // The exports write each radius as its expression, so they need the derivations kept.
        session.keepsDerivations = format.isExport
        #expect(session.evaluate(Self.card).succeeded)
        let renderer = SceneRenderer(format: format, annotate: true, sceneName: "card")
        #expect(Array(written) == (try renderer.output(.scene(session.scene()))).bytes, "\(format)")
    }
}
