// The text report: the node tree with each node's kind, frame and four resolved radii, and with
// `explain` the derivation of every corner under its node.
import ConcentricGeometry
import ShapeLanguage

/// Writes a resolved scene as an indented tree, one node per line, in aligned columns:
///
/// ```
/// canvas 400 x 300
/// card     RoundedRectangle     20, 20, 360 x 260  TL 24  TR 24  BL 24  BR 24
///   photo  ConcentricRectangle  32, 32, 336 x 200  TL 12  TR 12  BL 0  BR 0
/// ```
///
/// Unnamed nodes show their id. With `explain`, each node is followed by its
/// ``Explanation`` corner lines, indented under it.
public enum TextReport {
    /// The report for `scene`, ending with a newline.
    public static func render(_ scene: ResolvedScene, explain: Bool = false) -> String {
        var rows: [Row] = []
        collect(scene.nodes, depth: 0, into: &rows)
        var nameWidth = 0
        var kindWidth = 0
        var frameWidth = 0
        for row in rows {
            nameWidth = Swift.max(nameWidth, row.name.count)
            kindWidth = Swift.max(kindWidth, row.kind.count)
            frameWidth = Swift.max(frameWidth, row.frame.count)
        }

        var output = canvasLines(of: scene)
        for row in rows {
            var line = pad(row.name, nameWidth) + "  " + pad(row.kind, kindWidth) + "  "
            line += pad(row.frame, frameWidth) + "  " + row.radii
            output += line + "\n"
            if explain {
                let indent = String(repeating: "  ", count: row.depth)
                for text in Explanation.lines(for: row.node).dropFirst() {
                    output += TerminalText.clean(indent + text) + "\n"
                }
            }
        }
        return output
    }

    /// One node's columns.
    private struct Row {
        var node: ResolvedNode
        var depth: Int
        var name: String
        var kind: String
        var frame: String
        var radii: String
    }

    /// Rows for `nodes` and their descendants, depth first.
    private static func collect(_ nodes: [ResolvedNode], depth: Int, into rows: inout [Row]) {
        let indent = String(repeating: "  ", count: depth)
        for node in nodes {
            rows.append(
                Row(
                    node: node, depth: depth, name: indent + TerminalText.clean(node.name ?? node.id),
                    kind: TerminalText.clean(node.kind), frame: Explanation.frameText(node.frame),
                    radii: radiiText(node.radii)))
            collect(node.children, depth: depth + 1, into: &rows)
        }
    }

    /// `TL 12  TR 12  BL 0  BR 0`, in logical corners.
    static func radiiText(_ radii: RectangleCornerRadii) -> String {
        "TL " + NumberFormat.format(radii.topLeading) + "  TR " + NumberFormat.format(radii.topTrailing)
            + "  BL " + NumberFormat.format(radii.bottomLeading) + "  BR "
            + NumberFormat.format(radii.bottomTrailing)
    }

    /// The canvas line, and lines for what differs from a plain canvas: its shape, safe area,
    /// layout direction, and bounds grown by overflowing nodes.
    private static func canvasLines(of scene: ResolvedScene) -> String {
        let canvas = scene.canvas
        var text = "canvas " + NumberFormat.format(canvas.width) + " x " + NumberFormat.format(canvas.height)
        if let shape = scene.canvasShape {
            text += "  " + shape.kindName
            if let geometry = shape.cornerGeometry(in: canvas) {
                text += "  " + radiiText(geometry.radii)
            }
        }
        text += "\n"
        let safe = scene.safeArea
        if safe != .zero {
            text += "safe area top " + NumberFormat.format(safe.top) + ", leading "
                + NumberFormat.format(safe.leading) + ", bottom " + NumberFormat.format(safe.bottom)
                + ", trailing " + NumberFormat.format(safe.trailing) + "\n"
        }
        if scene.layoutDirection == .rightToLeft {
            text += "layout rightToLeft\n"
        }
        if scene.bounds != canvas {
            text += "bounds " + Explanation.frameText(scene.bounds) + " (nodes overflow the canvas)\n"
        }
        return text
    }

    /// `text` followed by spaces up to `width` characters.
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(width - text.count, 0))
    }
}

/// Text made safe for a terminal.
enum TerminalText {
    /// `text` with control characters (which could move the cursor or change colours) replaced
    /// by U+FFFD.
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\u{FFFD}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
