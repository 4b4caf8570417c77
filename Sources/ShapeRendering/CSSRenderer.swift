// The CSS output: the scene's radii as a stylesheet, custom properties that keep each concentric
// corner's relation to its container, and a class per named node. The web has no concentric
// radius (csswg-drafts #7707), so the relation is spelled out with calc().
import ConcentricGeometry
import ShapeScene

/// Writes a resolved scene's corner radii as CSS:
///
/// ```css
/// :root {
///   --card-radius: 24px;
///   --photo-top-leading-radius: calc(var(--card-radius) - 12px);
///   --photo-bottom-leading-radius: 0px; /* floored at 0: too far from the container's curve */
///   …
/// }
///
/// /* photo: ConcentricRectangle in card, 336 x 200 */
/// .photo {
///   border-top-left-radius: var(--photo-top-leading-radius);
///   …
/// }
/// ```
///
/// Changing a container's property in CSS moves every corner that follows it, by the same amount
/// (see ``CSSRadii``). Logical corners become physical properties through the layout direction
/// (in right-to-left, leading is right). CSS draws every corner as a circular arc; a class of a
/// node with continuous corners says so.
public struct CSSRenderer: Sendable {
    public init() {}

    /// The stylesheet for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        var output = OutputBuffer(capacity: 1024 + scene.nodeCount * 200)
        write(scene, CSSRadii(scene), into: &output)
        return output.string
    }

    /// Writes the stylesheet, the radii worked out already (the HTML output shares them).
    func write(_ scene: ResolvedScene, _ radii: CSSRadii, into output: inout OutputBuffer) {
        output.append("/* Corner radii resolved by shape, in points (px). A corner that follows its container,\n")
        output.append("   r = R - d, is calc() on the container's property: change that and it moves too. */\n")
        if scene.layoutDirection == .rightToLeft {
            output.append("/* Right-to-left layout: leading corners are on the right. */\n")
        }
        output.append(":root {\n")
        if let canvas = radii.canvas {
            properties(canvas, into: &output)
        }
        for index in radii.order {
            if let entry = radii.nodes[index] { properties(entry, into: &output) }
        }
        output.append("}\n")
        for node in scene.allNodes() where node.name != nil {
            output.append(byte: UInt8(ascii: "\n"))
            rule(for: node, radii, scene.layoutDirection, into: &output)
        }
    }

    /// A node's custom properties, one line each.
    private func properties(_ entry: CSSRadii.Entry, into output: inout OutputBuffer) {
        let corners = entry.isSingle ? [Corner.topLeading] : Corner.allCases
        for (position, corner) in Corner.allCases.enumerated() where corners.contains(corner) {
            output.append("  ")
            output.append(string: CSSRadii.propertyName(entry, corner))
            output.append(": ")
            output.append(string: entry.values[position])
            output.append(byte: UInt8(ascii: ";"))
            if let note = entry.notes[position] {
                output.append(" /* ")
                output.append(string: note)
                output.append(" */")
            }
            output.append(byte: UInt8(ascii: "\n"))
        }
    }

    /// `/* photo: ConcentricRectangle in card, 336 x 200 */ .photo { border-…-radius: …; }`.
    private func rule(
        for node: ResolvedNode, _ radii: CSSRadii, _ direction: LayoutDirection, into output: inout OutputBuffer
    ) {
        output.append("/* ")
        output.append(string: node.id)
        output.append(": ")
        output.append(string: node.kind)
        if let parent = node.parent {
            output.append(" in ")
            output.append(string: parent.id)
        }
        output.append(", ")
        output.appendNumber(node.frame.width, .exact)
        output.append(" x ")
        output.appendNumber(node.frame.height, .exact)
        if node.cornerStyle == .continuous, node.drawnRadii != nil {
            output.append("; continuous corners in the design: CSS draws circular arcs")
        }
        output.append(" */\n.")
        output.append(string: node.id)
        output.append(" {\n")
        CSSRenderer.borderRadius(of: node, radii, direction, indent: "  ", separator: ";\n", into: &output)
        output.append(";\n}\n")
    }

    /// The node's `border-radius` declarations (without the last separator): its properties when
    /// it has them, else its lengths; `50%` for an ellipse.
    static func borderRadius(
        of node: ResolvedNode, _ radii: CSSRadii, _ direction: LayoutDirection, indent: StaticString,
        separator: StaticString, into output: inout OutputBuffer
    ) {
        guard let drawn = node.drawnRadii else {
            output.append(indent)
            output.append("border-radius: 50%")
            return
        }
        let entry = radii.nodes[node.index]
        if let entry, entry.isSingle {
            output.append(indent)
            output.append("border-radius: var(")
            output.append(string: CSSRadii.propertyName(entry, .topLeading))
            output.append(byte: UInt8(ascii: ")"))
            return
        }
        if entry == nil, drawn.isUniform {
            output.append(indent)
            output.append("border-radius: ")
            output.append(string: CSSRadii.length(drawn.topLeading))
            return
        }
        for (position, corner) in Corner.allCases.enumerated() {
            if position > 0 { output.append(separator) }
            output.append(indent)
            output.append(string: CSSRadii.borderProperty(corner, direction))
            output.append(": ")
            if let entry {
                output.append("var(")
                output.append(string: CSSRadii.propertyName(entry, corner))
                output.append(byte: UInt8(ascii: ")"))
            } else {
                output.append(string: CSSRadii.length(drawn[corner]))
            }
        }
    }
}
