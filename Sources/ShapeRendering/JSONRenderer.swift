// The JSON output: the whole resolved scene for other tools, in the stable shape of DESIGN.md §5
// and schemas/scene.schema.json, written by hand so key order and number spelling are ours.
import ConcentricGeometry
import ShapeScene

/// Writes a resolved scene as JSON, two-space indented, small objects on one line:
///
/// ```
/// {
///   "canvas": {
///     "width": W, "height": H,          (each on its own line)
///     "radii": {…} | null,              the canvas as the root container
///     "cornerStyle", "safeArea", "layoutDirection", "device", "fill"
///   },
///   "bounds": {"x", "y", "width", "height"},   what every picture shows
///   "parameters": [{"name", "value", "declared", "line", "file"}],   the script's tokens
///   "animation": { "duration", "curve", "repeat", "autoreverses", "fps",
///                  "seconds", "time", "progress" },      only for a script with an animation
///   "nodes": [
///     { "id", "name", "kind", "role", "frame", "radii", "outline", "shape", "cornerStyle",
///       "fill", "stroke", "opacity", "label",
///       "explain": [ "…" ], "traces": {…} | null,   only with `explain: true`
///       "children": [ … ] }
///   ]
/// }
/// ```
///
/// Keys always come in this order, and every key is always present (null where it does not
/// apply). Numbers are JSON numbers in ``NumberFormat``'s exact spelling, the shortest that reads
/// back as the same double (`null` for a non-finite value, which JSON cannot hold); strings are
/// escaped per RFC 8259. `schemas/scene.schema.json` documents every key.
///
/// A streaming writer: a million nodes are written straight into one buffer, with no dictionary
/// or intermediate string per node.
public struct JSONRenderer: Sendable {
    /// Add each node's ``Explanation`` lines as `"explain"` and its corner traces as `"traces"`.
    public var explain: Bool

    public init(explain: Bool = false) {
        self.explain = explain
    }

    /// The JSON document for `scene`, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        var writer = Writer(
            explain: explain, identifiers: scene.identifiers, capacity: 512 + scene.nodeCount * 800)
        write(scene, with: &writer)
        return writer.output.string
    }

    /// Writes the document to `sink` as it is made, a chunk at a time.
    public func render(_ scene: ResolvedScene, to sink: any ByteSink) {
        var writer = Writer(explain: explain, identifiers: scene.identifiers, capacity: 0, sink: sink)
        write(scene, with: &writer)
        writer.output.finish()
    }

    private func write(_ scene: ResolvedScene, with writer: inout Writer) {
        writer.canvas(scene)
        writer.output.append(",\n  \"bounds\": ")
        writer.rect(scene.bounds)
        writer.output.append(",\n")
        writer.parameters(scene.parameters)
        if let animation = scene.animation { writer.animation(animation) }
        writer.output.append("  \"nodes\": ")
        writer.nodes(scene.nodes, depth: 1)
        writer.output.append("\n}\n")
    }

    struct Writer {
        let explain: Bool
        let identifiers: NodeIdentifiers
        var output: OutputBuffer
        /// The `shape` objects written last, by the tree's kind index (modulo their count):
        /// nodes made by one declaration share a kind, and a `ConcentricRectangle`'s object is
        /// 300 bytes, a third of its node's JSON.
        private var shapeMemo = [(kindIndex: Int, bytes: [UInt8])](repeating: (-1, []), count: 4)

        init(explain: Bool, identifiers: NodeIdentifiers, capacity: Int, sink: (any ByteSink)? = nil) {
            self.explain = explain
            self.identifiers = identifiers
            output = OutputBuffer(capacity: capacity, sink: sink)
        }

        /// `{ "canvas": { … }` (the document's opening brace included).
        mutating func canvas(_ scene: ResolvedScene) {
            let spec = scene.canvasSpec
            output.append("{\n  \"canvas\": {\n    \"width\": ")
            number(scene.canvas.width)
            output.append(",\n    \"height\": ")
            number(scene.canvas.height)
            output.append(",\n    \"radii\": ")
            if let radii = scene.canvasRadii {
                self.radii(radii)
            } else {
                output.append("null")
            }
            output.append(",\n    \"cornerStyle\": ")
            word((spec?.cornerStyle ?? .circular).rawValue)
            output.append(",\n    \"safeArea\": ")
            let safeArea = scene.safeArea
            output.append(byte: UInt8(ascii: "{"))
            fourNumbers(
                ("top", safeArea.top), ("leading", safeArea.leading), ("bottom", safeArea.bottom),
                ("trailing", safeArea.trailing))
            output.append("},\n    \"layoutDirection\": ")
            word(scene.layoutDirection.rawValue)
            output.append(",\n    \"device\": ")
            if let device = spec?.device {
                output.append("{\"name\": ")
                string(device.name)
                output.append(", \"isApproximate\": ")
                boolean(device.isApproximate)
                output.append("}")
            } else {
                output.append("null")
            }
            output.append(",\n    \"fill\": ")
            color(spec?.background)
            output.append("\n  }")
        }

        /// `"parameters": [{"name": "gap", "value": 16, "declared": 12, "line": 3, "file": …}],`:
        /// the script's top-level number `let`s with the values this scene was resolved with.
        mutating func parameters(_ parameters: [SceneParameter]) {
            output.append("  \"parameters\": [")
            for (position, parameter) in parameters.enumerated() {
                output.append(position == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
                string(parameter.name)
                output.append(", \"value\": ")
                number(parameter.value)
                output.append(", \"declared\": ")
                number(parameter.declared)
                output.append(", \"line\": ")
                number(Double(parameter.line))
                output.append(", \"file\": ")
                if let file = parameter.file { string(file) } else { output.append("null") }
                output.append("}")
            }
            output.append(parameters.isEmpty ? "],\n" : "\n  ],\n")
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
            boolean(timeline.autoreverses)
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
            let inner = depth + 1
            indent(depth)
            output.append("{\n")
            key("id", inner)
            output.append(byte: UInt8(ascii: "\""))
            output.append(id: node.index, of: identifiers)
            output.append("\",\n")
            key("name", inner)
            if let name = node.name {
                string(name)
            } else {
                output.append("null")
            }
            output.append(",\n")
            key("kind", inner)
            word(node.kind)
            output.append(",\n")
            key("role", inner)
            word(node.role.rawValue)
            output.append(",\n")
            key("frame", inner)
            rect(node.frame)
            output.append(",\n")
            // What is drawn: an ellipse has no corner radii; a circle or the concentric fallback
            // is drawn in a rectangle of its own, given with the outline.
            let outline = node.outline
            key("radii", inner)
            if let radii = node.drawnRadii {
                self.radii(radii)
            } else {
                output.append("null")
            }
            output.append(",\n")
            key("outline", inner)
            output.append("{\"kind\": ")
            word(OutlineKind(outline, style: node.cornerStyle).rawValue)
            output.append(", ")
            rectMembers(node.outlineRect)
            output.append("},\n")
            key("shape", inner)
            memoizedShape(of: node)
            output.append(",\n")
            key("cornerStyle", inner)
            word(node.cornerStyle.rawValue)
            output.append(",\n")
            paint(node.style, inner)
            if explain {
                explanation(of: node, inner)
            }
            key("children", inner)
            nodes(node.children, depth: inner)
            output.append(byte: UInt8(ascii: "\n"))
            indent(depth)
            output.append(byte: UInt8(ascii: "}"))
        }

        // MARK: - Small objects, on one line

        /// `node`'s shape object, copied when a node of the same kind was written lately.
        private mutating func memoizedShape(of node: ResolvedNode) {
            let slot = node.kindIndex % shapeMemo.count
            if shapeMemo[slot].kindIndex == node.kindIndex {
                shapeMemo[slot].bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
                return
            }
            let start = output.mark
            shape(node.shape)
            if let bytes = output.bytes(since: start) { shapeMemo[slot] = (node.kindIndex, bytes) }
        }

        /// `{"x": …, "y": …, "width": …, "height": …}`.
        mutating func rect(_ rect: Rect) {
            output.append(byte: UInt8(ascii: "{"))
            rectMembers(rect)
            output.append(byte: UInt8(ascii: "}"))
        }

        mutating func rectMembers(_ rect: Rect) {
            fourNumbers(("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height))
        }

        /// `{"topLeading": …, "topTrailing": …, "bottomLeading": …, "bottomTrailing": …}`.
        mutating func radii(_ radii: RectangleCornerRadii) {
            output.append(byte: UInt8(ascii: "{"))
            fourNumbers(
                ("topLeading", radii.topLeading), ("topTrailing", radii.topTrailing),
                ("bottomLeading", radii.bottomLeading), ("bottomTrailing", radii.bottomTrailing))
            output.append(byte: UInt8(ascii: "}"))
        }

        /// `"a": 1, "b": 2, "c": 3, "d": 4`: four numbers under keys of ours, on one line.
        mutating func fourNumbers(
            _ a: (StaticString, Double), _ b: (StaticString, Double), _ c: (StaticString, Double),
            _ d: (StaticString, Double)
        ) {
            member(a)
            output.append(", ")
            member(b)
            output.append(", ")
            member(c)
            output.append(", ")
            member(d)
        }

        private mutating func member(_ member: (key: StaticString, value: Double)) {
            output.appendKey(member.key, indentedBy: 0)
            number(member.value)
        }

        /// `{"hex": "#rrggbb", "alpha": a}`, or `null`.
        mutating func color(_ color: Color?) {
            guard let color else {
                output.append("null")
                return
            }
            output.append("{\"hex\": \"")
            output.appendHex(color)
            output.append("\", \"alpha\": ")
            number(color.alpha)
            output.append(byte: UInt8(ascii: "}"))
        }

        // MARK: - Scalars

        /// `"key": ` at `depth`; keys are ours and need no escaping.
        mutating func key(_ name: StaticString, _ depth: Int) {
            output.appendKey(name, indentedBy: 2 * depth)
        }

        mutating func number(_ value: Double) {
            output.appendJSONNumber(value)
        }

        mutating func string(_ text: String) {
            output.appendJSONString(text)
        }

        /// A string of ours that needs no escaping (an enum's raw value, a SwiftUI type name).
        mutating func word(_ text: String) {
            output.append(byte: UInt8(ascii: "\""))
            output.append(string: text)
            output.append(byte: UInt8(ascii: "\""))
        }

        mutating func boolean(_ value: Bool) {
            output.append(value ? "true" : "false")
        }

        mutating func indent(_ depth: Int) {
            output.appendSpaces(2 * depth)
        }
    }
}
