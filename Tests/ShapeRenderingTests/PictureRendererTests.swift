// Specifications of PNG and PDF: sizes, determinism, the pixel budget, and librsvg's and cairo's
// errors turned into messages.
import Foundation
import ShapeLanguage
import ShapeScene
import Testing

@testable import ShapePictures
@testable import ShapeRendering

@Suite struct PictureRendererTests {
    /// The scene of a script (which must succeed); with `keepsDerivations`, as the parametric
    /// outputs evaluate it. The rendering tests' one way to a scene from a script.
    static func scene(_ script: String, keepsDerivations: Bool = false) throws -> ResolvedScene {
        let session = Session()
        session.keepsDerivations = keepsDerivations
        let result = session.evaluate(script)
        try #require(result.succeeded, "\(result.diagnostics.map(\.summary))")
        return session.scene()
    }

    static let card = """
        canvas width: 400, height: 300
        container card = RoundedRectangle(cornerRadius: 24) {
            size 360 x 260
            fill "#2c2c2e"
            shape photo = ConcentricRectangle() { padding 12; height 200; align top; fill "indigo"; label "Photo" }
        }
        """

    @Test(arguments: [(1.0, 400, 300), (2.0, 800, 600), (3.0, 1200, 900), (0.5, 200, 150)])
    func aPNGIsTheCanvasTimesTheScale(scale: Double, width: Int, height: Int) throws {
        let png = try PictureRenderer(format: .png, scale: scale).render(Self.scene(Self.card))
        #expect(PNGFile(png).size == (width, height))
    }

    @Test func aFractionalSizeRoundsUpAsRsvgConvertDoes() throws {
        let scene = try Self.scene("canvas width: 100.5, height: 50.25\nshape s = Circle() { size 10 x 10 }")
        let renderer = PictureRenderer(format: .png, scale: 2)
        #expect(PNGFile(try renderer.render(scene)).size == (201, 101))
        #expect(try PictureRenderer.pixelSize(width: 100.2, height: 1, scale: 2) == (201, 2))
    }

    @Test func aPNGIsByteIdenticalEveryTimeAndCarriesNoTime() throws {
        let scene = try Self.scene(Self.card)
        let renderer = PictureRenderer(format: .png, scale: 2, svg: SVGRenderer(annotate: true))
        let first = try renderer.render(scene)
        #expect(try renderer.render(scene) == first)
        #expect(PNGFile(first).chunkTypes == ["IHDR", "IDAT", "IEND"])
    }

    @Test func anOpaquePictureIsRGBAndOneWithTransparencyIsRGBA() throws {
        let opaque = try PictureRenderer(format: .png).render(Self.scene(Self.card))
        #expect(PNGFile(opaque).colorType == 2)
        // A rounded canvas leaves its corners transparent; so does a transparent background.
        let rounded = try Self.scene("canvas width: 100, height: 100, cornerRadius: 30")
        #expect(PNGFile(try PictureRenderer(format: .png).render(rounded)).colorType == 6)
        let clear = PictureRenderer(format: .png, svg: SVGRenderer(background: Color(parsing: "transparent")))
        #expect(PNGFile(try clear.render(Self.scene(Self.card))).colorType == 6)
    }

    @Test func aPictureOverThePixelBudgetIsRefusedWithItsSize() throws {
        let scene = try Self.scene("canvas width: 8000, height: 6000")
        #expect(throws: PictureError.tooLarge(width: 16000, height: 12000, scale: 2)) {
            try PictureRenderer(format: .png, scale: 2).render(scene)
        }
        let message = PictureError.tooLarge(width: 16000, height: 12000, scale: 2).message
        #expect(
            message == "the picture would be 16000 × 12000 pixels (192 megapixels) at scale 2; the most is "
                + "100 megapixels and 32767 pixels a side: lower the scale or make the canvas smaller")
        #expect(throws: PictureError.self) { try PictureRenderer.pixelSize(width: 40000, height: 10, scale: 1) }
        // A PDF is vectors: no pixel budget.
        #expect(try PictureRenderer(format: .pdf, scale: 2).render(scene).starts(with: Array("%PDF-".utf8)))
    }

    /// What librsvg and cairo would take too long to draw is refused before drawing, with the
    /// limit in the message; just under each limit is drawn.
    @Test func nodesAndLabelsPastThePictureLimitsAreRefusedBeforeDrawing() throws {
        let many = try Self.scene("for i in 0..<100001 { shape s = Rectangle() { size 1 x 1 } }")
        for format in [PictureRenderer.Format.png, .pdf] {
            #expect(throws: PictureError.tooManyNodes(100_001)) { try PictureRenderer(format: format).render(many) }
        }
        #expect(throws: PictureError.tooManyNodes(100_001)) { try PictureRenderer(format: .pdf).handout([many]) }
        #expect(PictureError.tooManyNodes(100_001).message.hasPrefix("the picture would draw 100001 nodes; "))
        func labelled(_ bytes: Int, count: Int = 1) throws -> ResolvedScene {
            try Self.scene(
                "let t = \"\(String(repeating: "é", count: bytes / 2))\"\n"
                    + "for i in 0..<\(count) { shape s = Rectangle() { size 10 x 10\n label t } }")
        }
        #expect(throws: PictureError.labelTooLong(4098, node: "s")) {
            try PictureRenderer(format: .png).render(labelled(4098))
        }
        #expect(throws: PictureError.tooMuchText) {
            try PictureRenderer(format: .pdf).render(labelled(4096, count: 17))
        }
        let started = ContinuousClock.now
        #expect(
            try PictureRenderer(format: .png).render(labelled(4096, count: 16)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(ContinuousClock.now - started < .seconds(10), "the most text a picture draws, drawn in time")
    }

    @Test func anAPNGPastItsBudgetForAllFramesIsRefusedBeforeDrawing() throws {
        let session = Session()
        #expect(
            session.evaluate(
                "canvas width: 1000, height: 1000\nanimation duration: 20, fps: 30\n"
                    + "shape s = Capsule() { size 100 + 10 * time x 50 }"
            ).succeeded)
        let animation = try #require(session.animate().animation)
        let started = ContinuousClock.now
        #expect(throws: PictureError.animationTooLarge(frames: 601, nodes: 601, pixels: 601_000_000)) {
            try PictureRenderer(format: .png).animatedPNG(animation)
        }
        #expect(ContinuousClock.now - started < .seconds(2))
    }

    @Test func librsvgErrorsBecomeMessages() {
        #expect {
            try Cairo.png(svg: "<svg", width: 10, height: 10, scale: 1, pixelWidth: 10, pixelHeight: 10)
        } throws: { error in
            (error as? RasterError)?.message.hasPrefix("librsvg could not read the SVG: ") == true
        }
        #expect {
            try Cairo.pdf(svg: "not xml at all", width: 10, height: 10)
        } throws: { error in
            (error as? RasterError)?.message.hasPrefix("librsvg could not read the SVG: ") == true
        }
    }

    @Test func aPDFIsOnePageOfTheCanvasInPointsAndTheSameBytesEveryTime() throws {
        let scene = try Self.scene(Self.card)
        let renderer = PictureRenderer(format: .pdf)
        let pdf = try renderer.render(scene)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1.5"))
        #expect(text.contains("/MediaBox [ 0 0 400 300 ]"))
        #expect(text.contains("/Count 1"))
        #expect(text.contains("/CreationDate (19700101000000Z)"))
        #expect(try renderer.render(scene) == pdf)
    }

    @Test func autoIsDrawnLightInPictures() throws {
        let scene = try Self.scene(
            Self.card + "\nshape plain = Rectangle() { size 20 x 20; label \"x\" }")
        for format in [PictureRenderer.Format.png, .pdf] {
            let light = try PictureRenderer(format: format, svg: SVGRenderer(annotate: true)).render(scene)
            let auto = PictureRenderer(format: format, svg: SVGRenderer(annotate: true, theme: .auto))
            let dark = PictureRenderer(format: format, svg: SVGRenderer(annotate: true, theme: .dark))
            #expect(try auto.render(scene) == light)
            #expect(try dark.render(scene) != light)
        }
    }
}

/// The facts of a PNG file a test checks: its size, colour type and chunks.
struct PNGFile {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func number(at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    var size: (Int, Int) { (number(at: 16), number(at: 20)) }
    var colorType: UInt8 { bytes[25] }

    var chunkTypes: [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + number(at: offset)
        }
        return types
    }
}
