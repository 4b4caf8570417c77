// The HTML output: a standalone page that draws the scene with CSS, one absolutely positioned
// element per node, its id the node's id and its corners the resolved radii.
import ConcentricGeometry
import ShapeScene

/// Writes a resolved scene as an HTML page.
///
/// ```html
/// <style> the stylesheet of CSSRenderer, then the page's own rules </style>
/// <div class="shape-scene">                    the scene's bounds
///   <div id="canvas" style="…"></div>
///   <div id="card" class="card" style="left: 20px; top: 20px; width: 360px; height: 260px; …"></div>
///   <div id="photo" class="photo" style="…"></div>
///   <div class="shape-label" data-node="photo" style="…">Photo</div>
/// </div>
/// ```
///
/// Elements are siblings, in the order the SVG paints (a node, what it holds, then its label),
/// so a node's `opacity` fades it and its label but not its children, as in the SVG. Each is
/// placed at its outline's rectangle (a circle's centred square, an ellipse fallback's inset
/// rectangle). Named nodes take their radii from their class, and so from the custom properties;
/// the others carry theirs inline. A stroke is two box shadows, half outside and half inside the
/// edge, as SVG centres a stroke on it. CSS draws circular arcs, so a node with continuous
/// corners and no stroke is also clipped to its true outline with `clip-path: path(…)` (the radii
/// stay in `border-*-radius`); a stroked one keeps circular arcs.
///
/// Colours the tool chooses (the canvas, outlines of nodes with neither fill nor stroke, labels
/// without a colour) are the light theme's. Labels are laid out by the browser with flexbox at
/// their alignment, so their baselines may sit a little apart from the SVG's.
public struct HTMLRenderer: Sendable {
    /// The page's `<title>`.
    public var title: String

    public init(title: String = "shape scene") {
        self.title = title
    }

    /// The page for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        var output = OutputBuffer(capacity: 2048 + scene.nodeCount * 400)
        let radii = CSSRadii(scene)
        output.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        output.append("<meta name=\"generator\" content=\"shape\">\n<title>")
        XMLEscaping.append(title, to: &output, inAttribute: false)
        output.append("</title>\n<style>\n")
        CSSRenderer().write(scene, radii, into: &output)
        output.append("\n/* The page */\nbody { margin: 0; }\n")
        output.append(".shape-scene { position: relative; font-family: system-ui, sans-serif; width: ")
        output.append(string: CSSRadii.length(SVGRenderer.length(scene.bounds.width)))
        output.append("; height: ")
        output.append(string: CSSRadii.length(SVGRenderer.length(scene.bounds.height)))
        output.append("; }\n.shape-scene > div { position: absolute; margin: 0; }\n")
        output.append(".shape-label { display: flex; white-space: pre; line-height: 1; }\n")
        output.append("</style>\n</head>\n<body>\n<div class=\"shape-scene\">\n")
        var page = Page(scene: scene, radii: radii, output: output)
        page.canvas()
        for node in scene.nodes { page.node(node) }
        page.output.append("</div>\n</body>\n</html>\n")
        return page.output.string
    }

    /// The elements of one page.
    private struct Page {
        let scene: ResolvedScene
        let radii: CSSRadii
        var output: OutputBuffer

        /// The canvas: its shape in the script's colour (or the light theme's canvas colour).
        mutating func canvas() {
            output.append("  <div id=\"canvas\" style=\"")
            box(scene.canvas)
            output.append("; background-color: ")
            if let fill = scene.background {
                color(fill)
            } else {
                output.append(ToolColor.canvas.light)
            }
            if let drawn = scene.canvasRadii {
                if let entry = radii.canvas {
                    output.append("; border-radius: var(")
                    output.append(string: CSSRadii.propertyName(entry, .topLeading))
                    output.append(")")
                } else {
                    for corner in Corner.allCases {
                        output.append("; ")
                        output.append(string: CSSRadii.borderProperty(corner, scene.layoutDirection))
                        output.append(": ")
                        output.append(string: CSSRadii.length(drawn[corner]))
                    }
                }
                if scene.canvasSpec?.cornerStyle == .continuous, let shape = scene.canvasShape {
                    clipPath(
                        shape.path(in: scene.canvas, direction: scene.layoutDirection), origin: scene.canvas.origin)
                }
            }
            output.append("\"></div>\n")
        }

        /// A node, then what it holds, then its label.
        mutating func node(_ node: ResolvedNode) {
            let style = node.style
            output.append("  <div id=\"")
            output.append(id: node.index, of: scene.identifiers)
            output.append(byte: UInt8(ascii: "\""))
            if node.name != nil {
                output.append(" class=\"")
                output.append(id: node.index, of: scene.identifiers)
                output.append(byte: UInt8(ascii: "\""))
            }
            output.append(" style=\"")
            box(node.outlineRect)
            if node.name == nil {
                CSSRenderer.borderRadius(
                    of: node, radii, scene.layoutDirection, indent: "; ", separator: "", into: &output)
            }
            if let fill = style.fill {
                output.append("; background-color: ")
                color(fill)
            }
            if let stroke = style.stroke {
                shadows(stroke, width: style.strokeWidth)
            } else if style.fill == nil {
                output.append("; box-shadow: 0 0 0 0.5px ")
                output.append(ToolColor.outline.light)
                output.append(", inset 0 0 0 0.5px ")
                output.append(ToolColor.outline.light)
            }
            if style.opacity < 1 {
                output.append("; opacity: ")
                output.appendNumber(Swift.max(style.opacity, 0), .exact)
            }
            if node.cornerStyle == .continuous, style.stroke == nil, !node.isDrawnAsEllipse {
                clipPath(
                    node.outline.path(style: .continuous, direction: scene.layoutDirection),
                    origin: node.outlineRect.origin)
            }
            output.append("\"></div>\n")
            for child in node.children { self.node(child) }
            if let label = style.label { self.label(label, of: node) }
        }

        /// The label: a box over the node's frame, less the SVG's padding, its text aligned in it.
        private mutating func label(_ label: Label, of node: ResolvedNode) {
            let (horizontalPad, verticalPad) = SVGRenderer.labelPadding(label.alignment, radii: node.radii)
            let frame = node.frame
            let box = Rect(
                x: frame.minX + horizontalPad, y: frame.minY + verticalPad,
                width: Swift.max(frame.width - 2 * horizontalPad, 0),
                height: Swift.max(frame.height - 2 * verticalPad, 0))
            let leading = label.alignment.horizontalFraction
            let across = scene.layoutDirection == .leftToRight ? leading : 1 - leading
            output.append("  <div class=\"shape-label\" data-node=\"")
            output.append(id: node.index, of: scene.identifiers)
            output.append("\" style=\"")
            self.box(box)
            output.append("; justify-content: ")
            output.append(across == 0 ? "flex-start" : across == 1 ? "flex-end" : "center")
            output.append("; align-items: ")
            let down = label.alignment.verticalFraction
            output.append(down == 0 ? "flex-start" : down == 1 ? "flex-end" : "center")
            output.append("; font-size: ")
            output.append(string: CSSRadii.length(label.size))
            output.append("; color: ")
            if let color = label.color {
                self.color(color)
            } else {
                output.append(ToolColor.label.light)
            }
            if node.style.opacity < 1 {
                output.append("; opacity: ")
                output.appendNumber(Swift.max(node.style.opacity, 0), .exact)
            }
            output.append("\">")
            XMLEscaping.append(label.text, to: &output, inAttribute: false)
            output.append("</div>\n")
        }

        /// `left: …; top: …; width: …; height: …` relative to the scene's bounds.
        private mutating func box(_ rect: Rect) {
            output.append("left: ")
            output.append(string: CSSRadii.length(rect.minX - scene.bounds.minX))
            output.append("; top: ")
            output.append(string: CSSRadii.length(rect.minY - scene.bounds.minY))
            output.append("; width: ")
            output.append(string: CSSRadii.length(SVGRenderer.length(rect.width)))
            output.append("; height: ")
            output.append(string: CSSRadii.length(SVGRenderer.length(rect.height)))
        }

        /// A stroke of `width` centred on the edge: half outside, half inside.
        private mutating func shadows(_ stroke: Color, width: Double) {
            let half = CSSRadii.length(Swift.max(width, 0) / 2)
            output.append("; box-shadow: 0 0 0 ")
            output.append(string: half)
            output.append(byte: UInt8(ascii: " "))
            color(stroke)
            output.append(", inset 0 0 0 ")
            output.append(string: half)
            output.append(byte: UInt8(ascii: " "))
            color(stroke)
        }

        /// `; clip-path: path("…")`, the path relative to the element's box.
        private mutating func clipPath(_ path: Path, origin: Point) {
            output.append("; clip-path: path('")
            output.appendPathCommands(path, origin: origin)
            output.append("')")
        }

        /// `#rrggbb`, or `rgb(r g b / a)` when translucent.
        private mutating func color(_ color: Color) {
            if color.alpha >= 1 {
                output.appendHex(color)
                return
            }
            output.append("rgb(")
            output.appendNumber(Double(color.red), .exact)
            output.append(byte: UInt8(ascii: " "))
            output.appendNumber(Double(color.green), .exact)
            output.append(byte: UInt8(ascii: " "))
            output.appendNumber(Double(color.blue), .exact)
            output.append(" / ")
            output.appendNumber(Swift.max(color.alpha, 0), .exact)
            output.append(byte: UInt8(ascii: ")"))
        }
    }
}
