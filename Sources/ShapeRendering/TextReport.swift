// The text report: the node tree with each node's kind, frame and four resolved radii, and with
// `explain` the derivation of every corner under its node.
import ConcentricGeometry
import ShapeScene

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
        var widths = Widths()
        var scratch = OutputBuffer(capacity: 64)
        measure(scene.nodes, depth: 0, widths: &widths, scratch: &scratch)
        var output = OutputBuffer(capacity: 64 + scene.nodeCount * 100)
        output.append(string: canvasLines(of: scene))
        write(scene.nodes, depth: 0, widths: widths, explain: explain, into: &output)
        return output.string
    }

    /// The widths of the name, kind and frame columns.
    private struct Widths {
        var name = 0
        var kind = 0
        var frame = 0
    }

    /// The width in terminal cells of `text`: its characters (one cell each, as far as a report
    /// can tell).
    private static func width(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
    }

    private static func displayName(_ node: ResolvedNode) -> String {
        TerminalText.clean(node.id)
    }

    /// Widens the columns to hold `nodes` and their descendants.
    private static func measure(
        _ nodes: ResolvedNodes, depth: Int, widths: inout Widths, scratch: inout OutputBuffer
    ) {
        for node in nodes {
            widths.name = Swift.max(widths.name, 2 * depth + width(displayName(node)))
            widths.kind = Swift.max(widths.kind, width(TerminalText.clean(node.kind)))
            scratch.removeAll()
            appendFrame(node.frame, to: &scratch)
            widths.frame = Swift.max(widths.frame, scratch.count)
            measure(node.children, depth: depth + 1, widths: &widths, scratch: &scratch)
        }
    }

    /// One line per node (and its explanation), depth first.
    private static func write(
        _ nodes: ResolvedNodes, depth: Int, widths: Widths, explain: Bool,
        into output: inout OutputBuffer
    ) {
        for node in nodes {
            output.appendSpaces(2 * depth)
            let name = displayName(node)
            output.append(string: name)
            output.appendSpaces(widths.name - 2 * depth - width(name) + 2)
            let kind = TerminalText.clean(node.kind)
            output.append(string: kind)
            output.appendSpaces(widths.kind - width(kind) + 2)
            let start = output.count
            appendFrame(node.frame, to: &output)
            output.appendSpaces(widths.frame - (output.count - start) + 2)
            // What is drawn: an ellipse has no corners; a circle or the concentric fallback is
            // drawn in a rectangle of its own.
            if let radii = node.drawnRadii {
                appendRadii(radii, to: &output)
            } else {
                output.append("ellipse")
            }
            if node.outlineRect != node.frame {
                output.append(" in ")
                appendFrame(node.outlineRect, to: &output)
            }
            output.append("\n")
            if explain {
                for line in Explanation.lines(for: node).dropFirst() {
                    output.appendSpaces(2 * depth)
                    output.append(string: TerminalText.clean(line))
                    output.append("\n")
                }
            }
            write(node.children, depth: depth + 1, widths: widths, explain: explain, into: &output)
        }
    }

    /// `x, y, w x h`, as ``Explanation/frameText(_:)`` writes it.
    private static func appendFrame(_ frame: Rect, to output: inout OutputBuffer) {
        appendNumbers([("", frame.minX), (", ", frame.minY), (", ", frame.width), (" x ", frame.height)], to: &output)
    }

    /// `TL 12  TR 12  BL 0  BR 0`, in logical corners.
    private static func appendRadii(_ radii: RectangleCornerRadii, to output: inout OutputBuffer) {
        appendNumbers(
            [
                ("TL ", radii.topLeading), ("  TR ", radii.topTrailing), ("  BL ", radii.bottomLeading),
                ("  BR ", radii.bottomTrailing),
            ], to: &output)
    }

    /// Each number after the text that introduces it.
    private static func appendNumbers(_ numbers: [(StaticString, Double)], to output: inout OutputBuffer) {
        for (text, number) in numbers {
            output.append(text)
            output.appendNumber(number, .reading)
        }
    }

    /// `TL 12  TR 12  BL 0  BR 0`.
    static func radiiText(_ radii: RectangleCornerRadii) -> String {
        var output = OutputBuffer(capacity: 32)
        appendRadii(radii, to: &output)
        return output.string
    }

    /// The canvas line, and lines for what differs from a plain canvas: its shape, safe area,
    /// layout direction, and bounds grown by overflowing nodes.
    private static func canvasLines(of scene: ResolvedScene) -> String {
        let canvas = scene.canvas
        var text =
            "canvas " + NumberFormat.format(canvas.width, .reading) + " x "
            + NumberFormat.format(canvas.height, .reading)
        if let shape = scene.canvasShape {
            text += "  " + shape.kindName
            if let geometry = shape.cornerGeometry(in: canvas) {
                text += "  " + radiiText(geometry.radii)
            }
        }
        text += "\n"
        let safe = scene.safeArea
        if safe != .zero {
            text +=
                "safe area top " + NumberFormat.format(safe.top, .reading) + ", leading "
                + NumberFormat.format(safe.leading, .reading) + ", bottom " + NumberFormat.format(safe.bottom, .reading)
                + ", trailing " + NumberFormat.format(safe.trailing, .reading) + "\n"
        }
        if scene.layoutDirection == .rightToLeft {
            text += "layout rightToLeft\n"
        }
        if scene.bounds != canvas {
            text += "bounds " + Explanation.frameText(scene.bounds) + " (nodes overflow the canvas)\n"
        }
        if let animation = scene.animation {
            let moment = animation.moment
            let time = NumberFormat.format(moment.time, .reading)
            text +=
                "animation " + animation.timeline.summary + "; this frame at "
                + NumberFormat.format(moment.seconds, .reading) + " s: time " + time + ", progress "
                + NumberFormat.format(moment.progress, .reading) + "\n"
        }
        return text
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
