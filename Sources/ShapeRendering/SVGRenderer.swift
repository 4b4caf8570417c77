// Renders a resolved scene as a standalone SVG 1.1 document: the canvas, one <path> per node
// (nested in <g> groups), labels, and on request the teaching layer of corner constructions.
import ConcentricGeometry
import ShapeScene

/// Writes a ``ResolvedScene`` as SVG.
///
/// The document is deterministic: the same scene gives byte-identical output, every number is
/// spelled by ``NumberFormat``, and every user string is escaped. The renderer computes no
/// radius: it draws each node's ``ResolvedNode/outline`` and reads its traces.
///
/// ```
/// <svg … role="img">            viewBox = scene.bounds
///   <title>…</title><desc>…</desc>  its accessible name and description (+Accessibility)
///   <style>…</style>            only for Theme.auto: the dark colours (see SVGTheme)
///   <path id="canvas" …/>       the canvas (its shape, if it has one) in the background colour
///   <path id="card" …/>         a leaf node
///   <g>                         a node with children: its path, its children, then its label
///     <path id="frame" …/>
///     …
///   </g>
///   <g id="annotations">…</g>   the construction layer, on top (see SVGRenderer+Annotations)
/// </svg>
/// ```
public struct SVGRenderer: Sendable {
    /// Draw the construction of every node (container outlines, corner centres, radii).
    public var annotate: Bool
    /// The tool's own colours (see ``Theme``); the script's colours are kept in every theme.
    public var theme: Theme
    /// The canvas colour, over the script's `canvas … fill:` and the theme's default; a fully
    /// transparent colour leaves the canvas undrawn. Nil keeps the script's or the theme's.
    public var background: Color?
    /// The picture's accessible name, over the canvas's `title:` and the summary (the alt text
    /// of a figure in a document).
    public var title: String?
    /// Put before every `id` the document writes (`fig2-` makes `fig2-canvas`, `fig2-card`), so
    /// that several pictures inlined in one page have every id once. Letters, digits, `-`, `_`
    /// and `.`, starting with a letter or `_` (see ``isValidIDPrefix(_:)``).
    public var idPrefix = ""

    /// Whether `prefix` keeps every id an XML name: empty, or a letter or `_` and then letters,
    /// digits, `-`, `_` and `.`.
    public static func isValidIDPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first else { return true }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_")
        }
        return isLetter(first)
            && prefix.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
    }

    /// `annotate` draws the construction of every node; without it only nodes that ask for it
    /// (`annotate` in their block, or at top level for all) are annotated.
    public init(annotate: Bool = false, theme: Theme = .light, background: Color? = nil) {
        self.annotate = annotate
        self.theme = theme
        self.background = background
    }

    /// The SVG document for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        var bytes = write(scene, into: SVGBytes(reservingCapacity: Self.capacity(for: scene)))
        return bytes.buffer.string
    }

    /// Writes the document to `sink` as it is made, a chunk at a time.
    public func render(_ scene: ResolvedScene, to sink: any ByteSink) {
        var bytes = write(scene, into: SVGBytes(reservingCapacity: Self.capacity(for: scene), sink: sink))
        bytes.buffer.finish()
    }

    /// The document for `scene` as a tree of elements (an animation's frame), exactly the
    /// elements, attributes and text ``render(_:)`` writes; nil only if no root was written.
    func elements(of scene: ResolvedScene) -> SVGElement? {
        write(scene, into: SVGTree()).root
    }

    /// The document for `scene`, written into `sink`.
    private func write<Sink: SVGSink>(_ scene: ResolvedScene, into sink: Sink) -> Sink {
        var context = Context(
            scene: scene, annotateAll: annotate || scene.annotateAll,
            writer: SVGWriter(sink: sink, theme: theme, idPrefix: idPrefix))
        context.background = background
        context.writeDocument(title: title)
        return context.writer.sink
    }

    /// A guess at the document's size. A plain node takes about 230 bytes. Reserving generously
    /// costs only address space (untouched pages are never mapped); a short guess costs a
    /// regrowth.
    private static func capacity(for scene: ResolvedScene) -> Int {
        1024 + scene.nodeCount * 400
    }
}

/// Sizes and fonts of the drawing, in one place (colours are in ``ToolColor``).
enum SVGStyle {
    static let fontFamily: StaticString = "system-ui, sans-serif"
    /// Inset of a label from the edges it is aligned to.
    static let labelPadding = 8.0
}

extension SVGRenderer {
    /// The state of one render: the writer, the id table and the annotation collector. (Its
    /// methods ask `SVGSink`, not the type: see ``SVGWriter``.)
    struct Context<Sink> {
        let scene: ResolvedScene
        let annotateAll: Bool
        var writer: SVGWriter<Sink>
        let identifiers: NodeIdentifiers
        var annotations: AnnotationLayer
        /// ``SVGRenderer/background``.
        var background: Color?
    }
}

extension SVGRenderer.Context where Sink: SVGSink {
    init(scene: ResolvedScene, annotateAll: Bool, writer: SVGWriter<Sink>) {
        self.scene = scene
        self.annotateAll = annotateAll
        self.writer = writer
        identifiers = scene.identifiers
        annotations = AnnotationLayer(direction: scene.layoutDirection, bounds: scene.bounds)
    }

    /// Writes the whole document; `title` is ``SVGRenderer/title``.
    mutating func writeDocument(title: String?) {
        let bounds = scene.bounds
        let width = SVGRenderer.length(bounds.width)
        let height = SVGRenderer.length(bounds.height)
        writer.declaration()
        writer.start("svg", depth: 0)
        writer.attribute("xmlns", raw: "http://www.w3.org/2000/svg")
        writer.attribute("version", raw: "1.1")
        writer.attribute("width", width)
        writer.attribute("height", height)
        writer.attribute("viewBox", numbers: bounds.minX, bounds.minY, width, height)
        writer.attribute("font-family", raw: SVGStyle.fontFamily)
        writer.attribute("role", raw: "img")
        writer.startChildren()
        writeAccessibility(title: title)
        writer.styleSheet()
        writeCanvas()
        for node in scene.nodes {
            writeNode(node, depth: 1)
        }
        if !annotations.isEmpty {
            annotations.write(into: &writer, over: scene, background: background)
        }
        writer.end("svg", depth: 0)
    }

    /// The canvas: its shape when it is a rounded container, else its rectangle, in the
    /// background colour, the script's canvas fill or the theme's; not drawn at all when the
    /// background asked for is transparent.
    private mutating func writeCanvas() {
        if let background, background.alpha == 0 { return }
        let path =
            scene.canvasShape?.path(in: scene.canvas, direction: scene.layoutDirection)
            ?? Path.roundedRectangle(in: scene.canvas, radii: .zero, style: .circular)
        writer.start("path", depth: 1)
        writer.id("canvas")
        writer.pathData(path)
        if let fill = background ?? scene.background {
            writer.paint(.fill, fill)
        } else {
            writer.paint(.canvas)
        }
        writer.endEmpty()
    }

    /// One node: its path, then its children and its label inside a `<g>` when it has
    /// children, so the label stays readable on top of them. Its construction is collected
    /// after its children's, so a corner a child measures from keeps the container colour.
    private mutating func writeNode(_ node: ResolvedNode, depth: Int) {
        let hasChildren = node.hasChildren
        if hasChildren {
            writer.start("g", depth: depth)
            writer.startChildren()
        }
        let inner = hasChildren ? depth + 1 : depth
        writePath(of: node, depth: inner)
        for child in node.children {
            writeNode(child, depth: inner)
        }
        if let label = node.style.label {
            writeLabel(label, of: node, depth: inner)
        }
        if hasChildren {
            writer.end("g", depth: depth)
        }
        if annotateAll || node.annotate {
            annotations.collect(node)
        }
    }

    /// `<path id="…" d="…" fill="…" stroke="…"/>`.
    private mutating func writePath(of node: ResolvedNode, depth: Int) {
        let style = node.style
        writer.start("path", depth: depth)
        writer.id(node.index, of: identifiers)
        writer.pathData(node.outline, style: node.cornerStyle, direction: scene.layoutDirection)
        if let fill = style.fill {
            writer.paint(.fill, fill)
        } else {
            writer.attribute("fill", raw: "none")
        }
        if let stroke = style.stroke {
            writer.paint(.stroke, stroke)
            writer.attribute("stroke-width", style.strokeWidth)
        } else if style.fill == nil {
            writer.paint(.outline)
        }
        if style.opacity < 1 {
            writer.attribute("opacity", Swift.max(style.opacity, 0))
        }
        writer.endEmpty()
    }

    /// `<text>` placed at the label's alignment in the node's frame.
    ///
    /// The baseline is computed rather than left to `dominant-baseline`, which renderers
    /// treat differently: capitals (about 0.7 of the font size tall) sit centred, or at the
    /// padding from the top or bottom edge.
    private mutating func writeLabel(_ label: Label, of node: ResolvedNode, depth: Int) {
        let frame = node.frame
        let leadingFraction = label.alignment.horizontalFraction
        let across =
            scene.layoutDirection == .leftToRight ? leadingFraction : 1 - leadingFraction
        let down = label.alignment.verticalFraction
        let (horizontalPad, verticalPad) = SVGRenderer.labelPadding(label.alignment, radii: node.radii)
        let x = frame.minX + horizontalPad + (frame.width - 2 * horizontalPad) * across
        let y =
            frame.minY + verticalPad + (frame.height - 2 * verticalPad) * down
            + label.size * 0.7 * (1 - down)
        writer.start("text", depth: depth)
        writer.attribute("x", x)
        writer.attribute("y", y)
        writer.attribute("font-size", label.size)
        if let color = label.color {
            writer.paint(.fill, color)
        } else {
            writer.paint(.label)
        }
        let anchor: StaticString = across == 0 ? "start" : across == 1 ? "end" : "middle"
        // The annotation labels keep off it: the estimate errs short (it is for a warning), and
        // wide sans-serifs (DejaVu, a browser's default here) run up to a quarter wider.
        let width = label.estimatedWidth * 1.3
        let left = across == 0 ? x : across == 1 ? x - width : x - width / 2
        annotations.reserveNodeLabel(
            Rect(x: left, y: y - label.size, width: width, height: label.size * 1.25))
        writer.attribute("text-anchor", raw: anchor)
        if node.style.opacity < 1 {
            writer.attribute("opacity", Swift.max(node.style.opacity, 0))
        }
        // SVG collapses runs of spaces unless told not to: librsvg reads `xml:space`,
        // browsers `white-space`. Only labels that need it carry them.
        if SVGRenderer.collapsesSpaces(label.text) {
            writer.attribute("xml:space", raw: "preserve")
            writer.attribute("style", raw: "white-space: pre")
        }
        writer.text(label.text, closing: "text")
    }
}

extension SVGRenderer {
    /// Whether SVG's default white-space handling would change `text`: two spaces in a row
    /// (`"TL 40  TR 0"`), a space at either end, or a tab.
    static func collapsesSpaces(_ text: String) -> Bool {
        text.hasPrefix(" ") || text.hasSuffix(" ") || text.includes("  ") || text.contains("\t")
    }

    /// A label's inset from the frame's edges: the base padding, plus room for the curve when
    /// the label sits in a corner (the curve's midpoint is 0.29·r in from the corner).
    static func labelPadding(_ alignment: Alignment, radii: RectangleCornerRadii) -> (Double, Double) {
        let corner: Corner? =
            switch alignment {
            case .topLeading: .topLeading
            case .topTrailing: .topTrailing
            case .bottomLeading: .bottomLeading
            case .bottomTrailing: .bottomTrailing
            default: nil
            }
        let pad = SVGStyle.labelPadding
        guard let corner else {
            return (alignment.horizontalFraction == 0.5 ? 0 : pad, alignment.verticalFraction == 0.5 ? 0 : pad)
        }
        let radius = radii[corner]
        let extra = radius.isFinite && radius > 0 ? radius * 0.3 : 0
        return (pad + extra, pad + extra)
    }

    /// A width or height SVG accepts: never negative.
    static func length(_ value: Double) -> Double {
        value > 0 ? value : 0
    }

    /// The document's `width` and `height` as the SVG spells them (and librsvg reads them back),
    /// so that a picture drawn from it has exactly the document's size.
    public static func documentSize(of scene: ResolvedScene) -> (width: Double, height: Double) {
        func spelled(_ value: Double) -> Double {
            Double(NumberFormat.format(length(value))) ?? 0
        }
        return (spelled(scene.bounds.width), spelled(scene.bounds.height))
    }
}
