// PNG and PDF of a resolved scene: the SVG that SVGRenderer writes, drawn by librsvg and cairo,
// so a picture can never disagree with the SVG. Sizes and limits are decided here; Cairo.swift
// does the drawing.
import ConcentricGeometry
import ShapeRendering
import ShapeScene

/// Writes a ``ResolvedScene`` as a PNG image or a one-page PDF.
///
/// The picture is the SVG document rasterised (PNG) or drawn as vectors (PDF), at the
/// document's own size: its `width` and `height` become pixels times ``scale``, or points.
/// The output is deterministic: the same scene gives the same bytes.
public struct PictureRenderer: Sendable {
    public enum Format: String, Sendable {
        case png, pdf
    }

    public var format: Format
    /// Pixels per SVG unit (PNG only): 2 and 3 for high-density screens.
    public var scale: Double
    /// The SVG to draw. Under ``Theme/auto`` the picture is drawn light: a picture has no viewer
    /// whose colour scheme it could follow.
    public var svg: SVGRenderer

    /// The largest ``scale`` accepted.
    public static let maximumScale = 16.0
    /// The most pixels a PNG may have (100 megapixels, 400 MB of memory while drawing).
    public static let maximumPixels = 100_000_000
    /// cairo's limit on either side of an image.
    public static let maximumSide = 32_767

    public init(format: Format, scale: Double = 1, svg: SVGRenderer = SVGRenderer()) {
        self.format = format
        self.scale = scale
        self.svg = svg
        if self.svg.theme == .auto { self.svg.theme = .light }
    }

    /// The PNG or PDF file of `scene`.
    public func render(_ scene: ResolvedScene) throws(PictureError) -> [UInt8] {
        let (width, height) = SVGRenderer.documentSize(of: scene)
        switch format {
        case .png:
            let pixels = try PictureRenderer.pixelSize(width: width, height: height, scale: scale)
            do {
                return try Cairo.png(
                    svg: svg.render(scene), width: width, height: height, scale: scale,
                    pixelWidth: pixels.width, pixelHeight: pixels.height)
            } catch {
                throw PictureError.drawing(error.message)
            }
        case .pdf:
            do {
                return try Cairo.pdf(svg: svg.render(scene), width: width, height: height)
            } catch {
                throw PictureError.drawing(error.message)
            }
        }
    }

    /// One PDF of every scene, a page each, in order, each page the size of its scene (a
    /// handout of several scripts). Every scene is drawn with ``svg``.
    public func handout(_ scenes: [ResolvedScene]) throws(PictureError) -> [UInt8] {
        let pages = scenes.map { scene in
            let (width, height) = SVGRenderer.documentSize(of: scene)
            return Cairo.PDFPage(svg: svg.render(scene), width: width, height: height)
        }
        do {
            return try Cairo.pdf(pages: pages)
        } catch {
            throw PictureError.drawing(error.message)
        }
    }

    /// The image size for a document of `width` × `height` at `scale`: each side rounded up to a
    /// whole pixel (at least one), as `rsvg-convert -z scale` sizes it.
    public static func pixelSize(
        width: Double, height: Double, scale: Double
    ) throws(PictureError) -> (width: Int, height: Int) {
        func side(_ length: Double) -> Double { Swift.max((length * scale).rounded(.up), 1) }
        let (pixelWidth, pixelHeight) = (side(width), side(height))
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth <= Double(maximumSide),
            pixelHeight <= Double(maximumSide), pixelWidth * pixelHeight <= Double(maximumPixels)
        else {
            throw PictureError.tooLarge(width: pixelWidth, height: pixelHeight, scale: scale)
        }
        return (Int(pixelWidth), Int(pixelHeight))
    }
}

/// Why a picture could not be made.
public enum PictureError: Error, Equatable, Sendable {
    /// The image would pass ``PictureRenderer/maximumPixels`` or ``PictureRenderer/maximumSide``.
    case tooLarge(width: Double, height: Double, scale: Double)
    /// librsvg or cairo failed; their message.
    case drawing(String)

    /// The message for a user, lower-case like every diagnostic.
    public var message: String {
        switch self {
        case .tooLarge(let width, let height, let scale):
            let megapixels = NumberFormat.format((width * height / 1e6 * 10).rounded() / 10)
            return "the picture would be \(NumberFormat.format(width)) × \(NumberFormat.format(height)) pixels "
                + "(\(megapixels) megapixels) at scale \(NumberFormat.format(scale)); the most is "
                + "\(PictureRenderer.maximumPixels / 1_000_000) megapixels and \(PictureRenderer.maximumSide) "
                + "pixels a side: lower the scale or make the canvas smaller"
        case .drawing(let message):
            return message
        }
    }
}

extension PictureError: CustomStringConvertible {
    public var description: String { message }
}
