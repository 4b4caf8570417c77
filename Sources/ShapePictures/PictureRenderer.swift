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
    /// The most nodes a PNG or PDF (or an APNG's frame) draws: librsvg and cairo take about
    /// 15 µs and 2 KB a node, so 100,000 draw in about 1.5 s and 230 MB. SVG has no such limit.
    public static let maximumNodes = 100_000
    /// The most UTF-8 bytes of one label a picture draws: laying out a line takes time that grows
    /// with the square of its length (16 KiB: 0.5 s; 64 KiB: 10 s; 1 MiB: over a minute).
    public static let maximumLabelBytes = 4_096
    /// The most UTF-8 bytes of all the labels of a picture together.
    public static let maximumTextBytes = 65_536
    /// The most nodes an APNG draws, all its frames together.
    public static let maximumAnimationNodes = 1_000_000
    /// The most pixels an APNG draws and compares, all its frames together (500 megapixels:
    /// 3,000 frames of 1000 × 1000 took 50 s and 1.2 GB in a debug build).
    public static let maximumAnimationPixels = 500_000_000

    public init(format: Format, scale: Double = 1, svg: SVGRenderer = SVGRenderer()) {
        self.format = format
        self.scale = scale
        self.svg = svg
        if self.svg.theme == .auto { self.svg.theme = .light }
    }

    /// The PNG or PDF file of `scene`.
    public func render(_ scene: ResolvedScene) throws(PictureError) -> [UInt8] {
        try PictureRenderer.checkDrawable(scene)
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
        for scene in scenes { try PictureRenderer.checkDrawable(scene) }
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

    /// Refuses a scene librsvg and cairo would take too long or too much memory to draw: more
    /// than ``maximumNodes`` nodes, a label longer than ``maximumLabelBytes`` or labels longer
    /// than ``maximumTextBytes`` together. Checked before anything is drawn.
    public static func checkDrawable(_ scene: ResolvedScene) throws(PictureError) {
        guard scene.nodeCount <= maximumNodes else { throw PictureError.tooManyNodes(scene.nodeCount) }
        var total = 0
        for node in scene.allNodes() {
            guard let label = node.style.label else { continue }
            let bytes = label.text.utf8.count
            guard bytes <= maximumLabelBytes else { throw PictureError.labelTooLong(bytes, node: node.id) }
            total += bytes
            guard total <= maximumTextBytes else { throw PictureError.tooMuchText }
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
    /// The scene has more nodes than ``PictureRenderer/maximumNodes``.
    case tooManyNodes(Int)
    /// A label (of the node with this id) passes ``PictureRenderer/maximumLabelBytes``.
    case labelTooLong(Int, node: String)
    /// The labels together pass ``PictureRenderer/maximumTextBytes``.
    case tooMuchText
    /// An APNG's frames together pass ``PictureRenderer/maximumAnimationNodes`` or
    /// ``PictureRenderer/maximumAnimationPixels``.
    case animationTooLarge(frames: Int, nodes: Int, pixels: Int)

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
        case .tooManyNodes(let count):
            return "the picture would draw \(count) nodes; a PNG or PDF draws at most \(PictureRenderer.maximumNodes) "
                + "(about 15 µs and 2 KB each): write SVG, which has no such limit, or draw fewer nodes"
        case .labelTooLong(let bytes, let node):
            return "the label of '\(node)' is \(bytes) bytes long; a PNG or PDF draws labels of at most "
                + "\(PictureRenderer.maximumLabelBytes) bytes: shorten it, or write SVG"
        case .animationTooLarge(let frames, let nodes, let pixels):
            return "the animation would draw \(frames) frames, \(nodes) nodes and "
                + "\(NumberFormat.format((Double(pixels) / 1e6).rounded())) megapixels in all; an APNG draws at most "
                + "\(PictureRenderer.maximumAnimationNodes) nodes and "
                + "\(PictureRenderer.maximumAnimationPixels / 1_000_000) megapixels: lower --fps or the scale, "
                + "or write SVG"
        case .tooMuchText:
            return "the labels are more than \(PictureRenderer.maximumTextBytes) bytes together; a PNG or PDF "
                + "draws at most that much text: shorten them, or write SVG"
        }
    }
}

extension PictureError: CustomStringConvertible {
    public var description: String { message }
}
