// The HTML output: a standalone page that draws the scene with CSS, one element per node,
// nested as the nodes are, laid out and rounded by the parametric stylesheet of CSSRenderer.
import ConcentricGeometry
import ShapeScene

/// Writes a resolved scene as an HTML page.
///
/// ```html
/// <style> the stylesheet of CSSRenderer, then the page's own rules </style>
/// <main>
/// <h1 class="shape--title">card</h1>                  the title, visually hidden
/// <div class="shape--scene">                         the scene's bounds
///   <div class="shape-canvas" style="…">             a one-cell grid for the top-level nodes
///     <div class="shape-card" style="background-color: …">
///       <div class="shape-card-vstack-1">            a stack: a flex line
///         <div class="shape-row" style="…"></div>
///       </div>
///       <div class="shape--label" data-node="card" style="…">Card</div>
///     </div>
///   </div>
/// </div>
/// </main>
/// ```
///
/// Elements nest as the nodes and stacks do, and the stylesheet places them by CSS layout with
/// lengths and radii that are expressions of the parameters, so they follow a custom property
/// changed in the page.
/// A node's label is its last element, over what it holds, as in the SVG. A node's `opacity`
/// would fade what it holds too, so a node that holds others takes its opacity into its
/// colours instead. A stroke is two box shadows, half outside and half inside the edge, as SVG
/// centres a stroke on it.
///
/// The page has a viewport, a `main` landmark and a heading (the title, visually hidden), and
/// scrolls the scene sideways in a narrower window. Colours the tool chooses (the canvas,
/// outlines of nodes with neither fill nor stroke) are custom properties of the scene, the light
/// theme's unless the reader prefers dark; a label without a colour is black or white, whichever
/// reads better on the script's colours behind it (the theme's label colour on the theme's
/// canvas). ``LabelContrast/findings(_:)`` names labels whose script colours read below 4.5:1. Labels are laid out by the browser with flexbox at
/// their alignment, so their baselines may sit a little apart from the SVG's.
public struct HTMLRenderer: Sendable {
    /// The page's `<title>`.
    public var title: String

    /// The classes and custom properties (`--prefix`).
    public var names: CSSNames

    public init(title: String = "shape scene", names: CSSNames = CSSNames()) {
        self.title = title
        self.names = names
    }

    /// The page for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        var output = OutputBuffer(capacity: 2048 + scene.nodeCount * 600)
        let layout = CSSLayout(scene, names: names)
        let scope = "." + names.pageClass("scene")
        output.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        output.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        output.append("<meta name=\"color-scheme\" content=\"light dark\">\n")
        output.append("<meta name=\"generator\" content=\"shape\">\n<title>")
        XMLEscaping.append(title, to: &output, inAttribute: false)
        output.append("</title>\n<style>\n")
        CSSRenderer().write(scene, layout, into: &output)
        output.append("\n/* The page: the tool's own colours (the canvas, outlines, labels without a colour) are\n")
        output.append("   custom properties with a dark theme; the scene scrolls in a narrower window. */\n")
        output.append("body { margin: 0; background: Canvas; color: CanvasText; }\n")
        output.append("main { max-width: 100vw; overflow-x: auto; }\n")
        output.append(string: scope)
        output.append(" {\n")
        for (role, color) in [("canvas", ToolColor.canvas), ("outline", .outline), ("label", .label)] {
            output.append("  ")
            output.append(string: names.toolColor(role))
            output.append(": ")
            output.append(color.light)
            output.append(";\n")
        }
        output.append("}\n@media (prefers-color-scheme: dark) {\n  ")
        output.append(string: scope)
        output.append(" {")
        for (role, color) in [("canvas", ToolColor.canvas), ("outline", .outline), ("label", .label)] {
            output.append(" ")
            output.append(string: names.toolColor(role))
            output.append(": ")
            output.append(color.dark)
            output.append(";")
        }
        output.append(" }\n}\n.")
        output.append(string: names.pageClass("title"))
        output.append(
            " { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }\n"
        )
        output.append(string: scope)
        output.append(" { position: relative; font-family: system-ui, sans-serif; width: ")
        output.append(string: CSSExpression.px(SVGRenderer.length(scene.bounds.width)))
        output.append("; height: ")
        output.append(string: CSSExpression.px(SVGRenderer.length(scene.bounds.height)))
        output.append("; }\n")
        output.append(string: scope)
        output.append(" div { box-sizing: border-box; }\n")
        output.append(string: scope)
        output.append(" .")
        output.append(string: names.pageClass("label"))
        output.append(" { position: absolute; display: flex; white-space: pre; line-height: 1; }\n")
        output.append("</style>\n</head>\n<body>\n<main>\n<h1 class=\"")
        output.append(string: names.pageClass("title"))
        output.append("\">")
        XMLEscaping.append(title, to: &output, inAttribute: false)
        output.append("</h1>\n<div class=\"")
        output.append(string: names.pageClass("scene"))
        output.append("\">\n")
        var page = Page(scene: scene, layout: layout, output: output)
        page.canvas()
        page.output.append("</div>\n</main>\n</body>\n</html>\n")
        return page.output.string
    }

    /// The elements of one page.
    private struct Page {
        let scene: ResolvedScene
        let layout: CSSLayout
        var output: OutputBuffer

        /// The canvas: its shape in the script's colour (or the theme's canvas colour),
        /// holding the top-level elements.
        mutating func canvas() {
            output.append("  <div class=\"")
            output.append(string: layout.names.canvasClass)
            output.append("\" style=\"background-color: ")
            if let fill = scene.background {
                color(fill, opacity: 1)
            } else {
                output.append("var(")
                output.append(string: layout.names.toolColor("canvas"))
                output.append(")")
            }
            if let drawn = scene.canvasRadii {
                let continuous = scene.canvasSpec?.cornerStyle == .continuous
                for corner in Corner.allCases {
                    output.append("; ")
                    output.append(string: CSSRenderer.borderProperty(corner))
                    output.append(": ")
                    output.append(
                        string: CSSExpression.px(drawn[corner] * (continuous ? CSSLayout.superellipseScale : 1)))
                }
                if continuous {
                    output.append("; corner-shape: superellipse(")
                    output.append(string: CSSExpression.number(CSSLayout.superellipseK))
                    output.append(")")
                }
            }
            output.append("\">")
            guard !layout.roots.isEmpty else {
                output.append("</div>\n")
                return
            }
            output.append(byte: UInt8(ascii: "\n"))
            for root in layout.roots { element(root, depth: 2) }
            output.append("  </div>\n")
        }

        /// A node or a stack, and what it holds inside it.
        mutating func element(_ index: Int, depth: Int) {
            guard let element = layout.elements[index] else { return }
            guard let node = element.node else {
                // A stack: layout only, nothing drawn.
                let indent = String(repeating: "  ", count: depth)
                output.append(string: indent)
                output.append("<div class=\"")
                output.append(string: layout.names.className(element.className))
                output.append("\">")
                if !element.children.isEmpty { output.append(byte: UInt8(ascii: "\n")) }
                for child in element.children { self.element(child, depth: depth + 1) }
                if !element.children.isEmpty { output.append(string: indent) }
                output.append("</div>\n")
                return
            }
            self.node(node, element, depth: depth)
        }

        /// A node, what it holds inside it, then its label.
        private mutating func node(_ node: ResolvedNode, _ element: CSSLayout.Element, depth: Int) {
            let style = node.style
            let indent = String(repeating: "  ", count: depth)
            let holds = !element.children.isEmpty
            // Opacity on an element fades what it holds: a holder fades its own colours instead.
            let fade = holds ? Swift.max(Swift.min(style.opacity, 1), 0) : 1
            output.append(string: indent)
            output.append("<div class=\"")
            output.append(string: layout.names.className(element.className))
            output.append("\" style=\"")
            var first = true
            func separate(_ output: inout OutputBuffer) {
                if !first { output.append("; ") }
                first = false
            }
            if let fill = style.fill {
                separate(&output)
                output.append("background-color: ")
                color(fill, opacity: fade)
            }
            if let stroke = style.stroke {
                separate(&output)
                shadows(stroke, width: style.strokeWidth, opacity: fade)
            } else if style.fill == nil {
                separate(&output)
                let outline = "var(" + layout.names.toolColor("outline") + ")"
                output.append("box-shadow: 0 0 0 0.5px ")
                output.append(string: outline)
                output.append(", inset 0 0 0 0.5px ")
                output.append(string: outline)
            }
            // An opacity that follows a parameter is the stylesheet's.
            if style.opacity < 1, !holds, element.opacity == nil {
                separate(&output)
                output.append("opacity: ")
                output.appendNumber(Swift.max(style.opacity, 0), .exact)
            }
            output.append("\">")
            guard holds || style.label != nil else {
                output.append("</div>\n")
                return
            }
            output.append(byte: UInt8(ascii: "\n"))
            for child in element.children { self.element(child, depth: depth + 1) }
            if let label = style.label { self.label(label, of: node, fades: holds, indent: indent + "  ") }
            output.append(string: indent)
            output.append("</div>\n")
        }

        /// The label: a box over the node's box, less the SVG's padding, its text aligned in it;
        /// `fades` when the node holds elements, so its opacity is not the element's own.
        private mutating func label(_ label: Label, of node: ResolvedNode, fades: Bool, indent: String) {
            let (horizontalPad, verticalPad) = SVGRenderer.labelPadding(label.alignment, radii: node.radii)
            let leading = label.alignment.horizontalFraction
            // A flex line runs from the leading side in either direction.
            let across = leading
            output.append(string: indent)
            output.append("<div class=\"")
            output.append(string: layout.names.pageClass("label"))
            output.append("\" data-node=\"")
            output.append(id: node.index, of: scene.identifiers)
            output.append("\" style=\"left: ")
            output.append(string: CSSExpression.px(horizontalPad))
            output.append("; right: ")
            output.append(string: CSSExpression.px(horizontalPad))
            output.append("; top: ")
            output.append(string: CSSExpression.px(verticalPad))
            output.append("; bottom: ")
            output.append(string: CSSExpression.px(verticalPad))
            output.append("; justify-content: ")
            output.append(across == 0 ? "flex-start" : across == 1 ? "flex-end" : "center")
            output.append("; align-items: ")
            let down = label.alignment.verticalFraction
            output.append(down == 0 ? "flex-start" : down == 1 ? "flex-end" : "center")
            output.append("; font-size: ")
            output.append(string: CSSExpression.px(label.size))
            output.append("; color: ")
            if let color = label.color {
                self.color(color, opacity: 1)
            } else if let behind = LabelContrast.background(of: node, in: scene) {
                // On the script's colours: black or white, whichever reads better.
                self.color(LabelContrast.readable(on: behind), opacity: 1)
            } else {
                output.append("var(")
                output.append(string: layout.names.toolColor("label"))
                output.append(")")
            }
            if node.style.opacity < 1, fades {
                output.append("; opacity: ")
                output.appendNumber(Swift.max(node.style.opacity, 0), .exact)
            }
            output.append("\">")
            XMLEscaping.append(label.text, to: &output, inAttribute: false)
            output.append("</div>\n")
        }

        /// `box-shadow:` a stroke of `width` centred on the edge: half outside, half inside.
        private mutating func shadows(_ stroke: Color, width: Double, opacity: Double) {
            let half = CSSExpression.px(Swift.max(width, 0) / 2)
            output.append("box-shadow: 0 0 0 ")
            output.append(string: half)
            output.append(byte: UInt8(ascii: " "))
            color(stroke, opacity: opacity)
            output.append(", inset 0 0 0 ")
            output.append(string: half)
            output.append(byte: UInt8(ascii: " "))
            color(stroke, opacity: opacity)
        }

        /// `#rrggbb`, or `rgb(r g b / a)` when translucent (or faded by `opacity`).
        private mutating func color(_ color: Color, opacity: Double) {
            let alpha = color.alpha * opacity
            if alpha >= 1 {
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
            output.append(string: CSSExpression.number(Swift.max(alpha, 0)))
            output.append(byte: UInt8(ascii: ")"))
        }
    }
}
