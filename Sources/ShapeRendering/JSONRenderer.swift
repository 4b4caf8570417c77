// The JSON output: the resolved scene for other tools, in the stable shape of DESIGN.md §5,
// written by hand so key order and number spelling are ours.
import ConcentricGeometry
import ShapeScene

/// Writes a resolved scene as pretty-printed JSON (two-space indentation):
///
/// ```
/// {
///   "canvas": { "width": W, "height": H },
///   "animation": { "duration", "curve", "repeat", "autoreverses", "fps",
///                  "seconds", "time", "progress" },      only for a script with an animation
///   "nodes": [
///     { "name": "card" | null, "kind": "RoundedRectangle",
///       "frame": { "x", "y", "width", "height" },
///       "radii": { "topLeading", "topTrailing", "bottomLeading", "bottomTrailing" },
///       "explain": [ "…" ],            only with `explain: true`
///       "children": [ … ] }
///   ]
/// }
/// ```
///
/// Keys always come in this order. Numbers are JSON numbers spelled by ``NumberFormat``
/// (`null` for a non-finite value, which JSON cannot hold); strings are escaped per RFC 8259.
public struct JSONRenderer: Sendable {
    /// Add each node's ``Explanation`` lines as `"explain"`.
    public var explain: Bool

    public init(explain: Bool = false) {
        self.explain = explain
    }

    /// The JSON document for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        var writer = Writer(explain: explain, capacity: 256 + scene.nodeCount * 400)
        write(scene, with: &writer)
        return writer.output.string
    }

    /// Writes the document to `sink` as it is made, a chunk at a time.
    public func render(_ scene: ResolvedScene, to sink: any ByteSink) {
        var writer = Writer(explain: explain, capacity: 256 + scene.nodeCount * 400, sink: sink)
        write(scene, with: &writer)
        writer.output.finish()
    }

    private func write(_ scene: ResolvedScene, with writer: inout Writer) {
        writer.output.append("{\n  \"canvas\": {\n    \"width\": ")
        writer.number(scene.canvas.width)
        writer.output.append(",\n    \"height\": ")
        writer.number(scene.canvas.height)
        writer.output.append("\n  },\n")
        if let animation = scene.animation { writer.animation(animation) }
        writer.output.append("  \"nodes\": ")
        writer.nodes(scene.nodes, depth: 1)
        writer.output.append("\n}\n")
    }

    private struct Writer {
        let explain: Bool
        var output: OutputBuffer

        init(explain: Bool, capacity: Int, sink: (any ByteSink)? = nil) {
            self.explain = explain
            output = OutputBuffer(capacity: capacity, sink: sink)
        }

        /// `"animation": { … },`: the script's timeline and where this frame is on it.
        mutating func animation(_ frame: FrameMoment) {
            let timeline = frame.timeline
            output.append("  \"animation\": {\n")
            key("duration", 2)
            number(timeline.duration)
            output.append(",\n")
            key("curve", 2)
            string(timeline.curve.spelled)
            output.append(",\n")
            key("repeat", 2)
            switch timeline.repetition {
            case .forever: string("forever")
            case .count(let legs): number(Double(legs))
            }
            output.append(",\n")
            key("autoreverses", 2)
            output.append(string: timeline.autoreverses ? "true" : "false")
            output.append(",\n")
            let members: [(StaticString, Double)] = [
                ("fps", timeline.framesPerSecond), ("seconds", frame.moment.seconds), ("time", frame.moment.time),
                ("progress", frame.moment.progress),
            ]
            for (index, (name, value)) in members.enumerated() {
                key(name, 2)
                number(value)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append("  },\n")
        }

        /// `[ … ]` of node objects; `depth` is the indentation level of the array's key.
        mutating func nodes(_ nodes: ResolvedNodes, depth: Int) {
            guard !nodes.isEmpty else {
                output.append("[]")
                return
            }
            output.append("[\n")
            for (index, node) in nodes.enumerated() {
                if index > 0 { output.append(",\n") }
                self.node(node, depth: depth + 1)
            }
            output.append(byte: UInt8(ascii: "\n"))
            indent(depth)
            output.append(byte: UInt8(ascii: "]"))
        }

        /// One node object, its opening brace indented to `depth`.
        mutating func node(_ node: ResolvedNode, depth: Int) {
            indent(depth)
            output.append("{\n")
            key("name", depth + 1)
            if let name = node.name {
                string(name)
            } else {
                output.append("null")
            }
            output.append(",\n")
            key("kind", depth + 1)
            string(node.kind)
            output.append(",\n")
            let frame = node.frame
            numbers(
                "frame", [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)],
                depth + 1)
            // What is drawn: an ellipse has no corner radii; a circle or the concentric fallback
            // is drawn in a rectangle of its own, given as "outline".
            if let radii = node.drawnRadii {
                numbers(
                    "radii",
                    [
                        ("topLeading", radii.topLeading), ("topTrailing", radii.topTrailing),
                        ("bottomLeading", radii.bottomLeading), ("bottomTrailing", radii.bottomTrailing),
                    ], depth + 1)
            } else {
                key("radii", depth + 1)
                output.append("null,\n")
            }
            if node.outlineRect != node.frame || node.drawnRadii == nil {
                key("outline", depth + 1)
                output.append("{\n")
                key("kind", depth + 2)
                string(node.isDrawnAsEllipse ? (node.drawnRadii == nil ? "ellipse" : "circle") : "roundedRectangle")
                output.append(",\n")
                let rect = node.outlineRect
                let members: [(StaticString, Double)] = [
                    ("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height),
                ]
                for (index, (name, value)) in members.enumerated() {
                    key(name, depth + 2)
                    number(value)
                    output.append(index == 3 ? "\n" : ",\n")
                }
                indent(depth + 1)
                output.append("},\n")
            }
            if explain {
                key("explain", depth + 1)
                output.append("[\n")
                for (index, line) in Explanation.lines(for: node).enumerated() {
                    if index > 0 { output.append(",\n") }
                    indent(depth + 2)
                    string(line)
                }
                output.append(byte: UInt8(ascii: "\n"))
                indent(depth + 1)
                output.append("],\n")
            }
            key("children", depth + 1)
            nodes(node.children, depth: depth + 1)
            output.append(byte: UInt8(ascii: "\n"))
            indent(depth)
            output.append(byte: UInt8(ascii: "}"))
        }

        /// `"name": { "key": number, … },` with the object's members one a line.
        private mutating func numbers(_ name: StaticString, _ members: [(StaticString, Double)], _ depth: Int) {
            key(name, depth)
            output.append("{\n")
            for (index, (memberName, value)) in members.enumerated() {
                key(memberName, depth + 1)
                number(value)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            indent(depth)
            output.append("},\n")
        }

        /// `"key": ` at `depth`; keys are ours and need no escaping.
        private mutating func key(_ name: StaticString, _ depth: Int) {
            indent(depth)
            output.append(byte: UInt8(ascii: "\""))
            output.append(name)
            output.append("\": ")
        }

        mutating func number(_ value: Double) {
            output.appendJSONNumber(value)
        }

        mutating func string(_ text: String) {
            output.appendJSONString(text)
        }

        private mutating func indent(_ depth: Int) {
            output.appendSpaces(2 * depth)
        }
    }
}
