// The derivation of a node's corners in words and numbers: what `explain` prints and what the
// text report and JSON output show under each node.
import ConcentricGeometry

/// Explains where each corner radius of a resolved node comes from.
///
/// The first line names the node, its kind, its container and its frame; then one line per
/// corner, with the final radius in an aligned column and its derivation after `=`:
///
/// ```
/// photo: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 336 x 200
///   topLeading     12 = container 24 − distance 12 (dx 12, dy 12)
///   topTrailing    12 = container 24 − distance 12 (dx 12, dy 12)
///   bottomLeading   0 = container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0 (too far from the container's curve)
///   bottomTrailing  0 = container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0 (too far from the container's curve)
/// ```
///
/// Nodes without traces (their radii come from the shape alone) get one line saying so, e.g.
/// `RoundedRectangle(cornerRadius: 24) in 360 x 260: 24 on every corner`. Every number is
/// written by ``NumberFormat``.
public enum Explanation {
    /// The explanation of `node`, one line per element, without trailing newlines.
    public static func lines(for node: ResolvedNode) -> [String] {
        var lines = [header(for: node)]
        if case .concentric = node.shape, case .ellipse(let rect) = node.outline {
            lines.append(insetFallbackLine(for: node, drawnIn: rect))
        } else if let traces = node.traces, !traces.isEmpty {
            let values = traces.map { NumberFormat.format($0.value, .reading) }
            let valueWidth = values.map { $0.count }.max() ?? 0
            for (trace, value) in zip(traces, values) {
                let name = padded(trace.corner.name)
                let padding = String(repeating: " ", count: valueWidth - value.count)
                lines.append(
                    "  " + name + " " + padding + value + " = "
                        + trace.derivation(containerKind: node.container?.shape.kindName))
            }
        } else {
            lines.append(contentsOf: shapeLines(for: node))
        }
        return lines
    }

    /// "bottomTrailing", the longest corner name.
    private static let cornerNameWidth = Corner.allCases.map { $0.name.count }.max() ?? 14

    /// `photo: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 336 x 200`.
    private static func header(for node: ResolvedNode) -> String {
        // The id, as every output and lookup names the node: `row-2`, not a second `row`.
        var text = node.id + ": " + node.kind
        if let container = node.container {
            let kind = container.shape.kindName
            if let name = node.containerName {
                text += " in " + name + " (" + kind + ")"
            } else {
                text += " in a " + kind
            }
        }
        return text + ", frame " + frameText(node.frame)
    }

    /// A frame as every text output writes it: `x, y, w x h` (`32, 32, 336 x 200`).
    public static func frameText(_ frame: Rect) -> String {
        n(frame.minX) + ", " + n(frame.minY) + ", " + n(frame.width) + " x " + n(frame.height)
    }

    /// A concentric node in a container that is not rounded-rectangular: what is drawn instead
    /// of corners.
    private static func insetFallbackLine(for node: ResolvedNode, drawnIn rect: Rect) -> String {
        let kind = node.container?.shape.kindName ?? "container"
        let inset = node.container.map { rect.minX - $0.frame.minX } ?? 0
        return "  drawn as an ellipse in " + frameText(rect) + ": its container (" + kind
            + ") is not rounded-rectangular, so the shape is the container inset by " + n(inset)
            + " (SwiftUI's fallback); an ellipse has no corners, so its corner styles do not apply"
    }

    // MARK: - Shapes without traces

    /// One line saying where the radii of a shape come from when it has no container rule.
    private static func shapeLines(for node: ResolvedNode) -> [String] {
        let frame = node.frame
        let size = n(frame.width) + " x " + n(frame.height)
        let radii = node.radii
        let half = Swift.min(frame.width, frame.height) / 2
        switch node.kind {
        case "Rectangle":
            return ["  Rectangle in " + size + ": 0 on every corner (square)"]
        case "Capsule":
            return ["  Capsule in " + size + ": " + n(radii.topLeading) + " on every corner (half the shorter side)"]
        case "Circle":
            return [
                "  Circle in " + size + ": a circle of diameter " + n(2 * half)
                    + " (the shorter side), radius " + n(half)
            ]
        case "Ellipse":
            return [
                "  Ellipse in " + size + ": no corners (radii " + n(frame.width / 2) + " and "
                    + n(frame.height / 2) + ")"
            ]
        case "RoundedRectangle" where radii.isUniform:
            let radius = radii.topLeading
            if radius > 0, radius == half {
                return [
                    "  RoundedRectangle in " + size + ": " + n(radius)
                        + " on every corner (half the shorter side, the largest that fits)"
                ]
            }
            return [
                "  RoundedRectangle(cornerRadius: " + n(radius) + ") in " + size + ": " + n(radius)
                    + " on every corner"
            ]
        default:
            let values = Corner.allCases.map { n(radii[$0]) }
            let valueWidth = values.map { $0.count }.max() ?? 0
            var lines = ["  " + node.kind + " in " + size + ": radii as given"]
            for (corner, value) in zip(Corner.allCases, values) {
                let name = padded(corner.name)
                lines.append("  " + name + " " + String(repeating: " ", count: valueWidth - value.count) + value)
            }
            return lines
        }
    }

    /// A corner name padded with spaces to the longest corner name.
    private static func padded(_ name: String) -> String {
        name + String(repeating: " ", count: Swift.max(cornerNameWidth - name.count, 0))
    }

    private static func n(_ value: Double) -> String {
        NumberFormat.format(value, .reading)
    }
}
