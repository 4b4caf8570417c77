// The parts of a node's JSON beyond its geometry: the shape as written, its paint and label,
// and with `explain` the derivation of every corner, in words and as numbers.
import ConcentricGeometry
import ShapeScene

extension JSONRenderer.Writer {
    /// The shape as the script wrote it: `{"cornerRadius": 24, "style": "circular"}`,
    /// `{"corners": {…}, "uniformGroups": […], "isUniform": false, "style": null}`, `{}`, ….
    mutating func shape(_ shape: NodeShape) {
        switch shape {
        case .fixed(.rectangle), .fixed(.circle), .fixed(.ellipse):
            output.append("{}")
        case .fixed(.roundedRectangle(let cornerRadius, let style)):
            output.append("{\"cornerRadius\": ")
            number(cornerRadius)
            shapeStyle(style)
        case .fixed(.unevenRoundedRectangle(let radii, let style)), .fixed(.resolvedConcentric(let radii, let style)):
            output.append("{\"radii\": ")
            self.radii(radii)
            shapeStyle(style)
        case .fixed(.capsule(let style)):
            output.append("{")
            output.append("\"style\": ")
            word(style.rawValue)
            output.append("}")
        case .concentric(let rectangle, let style):
            output.append("{\"corners\": {")
            for corner in Corner.allCases {
                if corner != .topLeading { output.append(", ") }
                word(corner.name)
                output.append(": ")
                cornerStyle(rectangle[corner])
            }
            output.append("}, \"uniformGroups\": [")
            for (position, group) in rectangle.uniformGroups.enumerated() {
                if position > 0 { output.append(", ") }
                word(group.rawValue)
            }
            output.append("], \"isUniform\": ")
            boolean(rectangle.uniformGroups.contains(.all))
            output.append(", \"style\": ")
            if let style {
                word(style.rawValue)
            } else {
                output.append("null")
            }
            output.append("}")
        }
    }

    /// `, "style": "circular"}`: the end of a shape object.
    private mutating func shapeStyle(_ style: RoundedCornerStyle) {
        output.append(", \"style\": ")
        word(style.rawValue)
        output.append("}")
    }

    /// `{"kind": "concentric", "minimum": 12}` or `{"kind": "fixed", "radius": 24}`.
    mutating func cornerStyle(_ style: CornerStyle) {
        switch style {
        case .concentric(let minimum):
            output.append("{\"kind\": \"concentric\", \"minimum\": ")
            number(minimum)
        case .fixed(let radius):
            output.append("{\"kind\": \"fixed\", \"radius\": ")
            number(radius)
        }
        output.append("}")
    }

    /// `"fill"`, `"stroke"`, `"opacity"` and `"label"`, each followed by `,\n`.
    mutating func paint(_ style: NodeStyle, _ depth: Int) {
        key("fill", depth)
        color(style.fill)
        output.append(",\n")
        key("stroke", depth)
        if let stroke = style.stroke {
            output.append("{\"hex\": \"")
            output.appendHex(stroke)
            output.append("\", \"alpha\": ")
            number(stroke.alpha)
            output.append(", \"width\": ")
            number(style.strokeWidth)
            output.append("}")
        } else {
            output.append("null")
        }
        output.append(",\n")
        key("opacity", depth)
        number(style.opacity)
        output.append(",\n")
        key("label", depth)
        if let label = style.label {
            output.append("{\"text\": ")
            string(label.text)
            output.append(", \"size\": ")
            number(label.size)
            output.append(", \"color\": ")
            color(label.color)
            output.append(", \"alignment\": ")
            word(label.alignment.rawValue)
            output.append("}")
        } else {
            output.append("null")
        }
        output.append(",\n")
    }

    /// `"explain": [lines]` and `"traces": {corner: trace, …} | null`, each followed by `,\n`.
    mutating func explanation(of node: ResolvedNode, _ depth: Int) {
        key("explain", depth)
        output.append("[\n")
        for (index, line) in Explanation.lines(for: node).enumerated() {
            if index > 0 { output.append(",\n") }
            indent(depth + 1)
            string(line)
        }
        output.append(byte: UInt8(ascii: "\n"))
        indent(depth)
        output.append("],\n")
        key("traces", depth)
        guard let traces = node.traces, !traces.isEmpty else {
            output.append("null,\n")
            return
        }
        output.append("{\n")
        for (index, trace) in traces.enumerated() {
            indent(depth + 1)
            word(trace.corner.name)
            output.append(": ")
            self.trace(trace)
            output.append(index == traces.count - 1 ? "\n" : ",\n")
        }
        indent(depth)
        output.append("},\n")
    }

    /// One corner's trace on one line: every number and flag of ``CornerTrace``.
    private mutating func trace(_ trace: CornerTrace) {
        output.append("{\"style\": ")
        cornerStyle(trace.style)
        output.append(", \"containerRadius\": ")
        optionalNumber(trace.containerRadius)
        output.append(", \"dx\": ")
        number(trace.dx)
        output.append(", \"dy\": ")
        number(trace.dy)
        output.append(", \"distance\": ")
        number(trace.distance)
        output.append(", \"raw\": ")
        number(trace.raw)
        output.append(", \"floored\": ")
        boolean(trace.floored)
        output.append(", \"raisedToMinimum\": ")
        boolean(trace.raisedToMinimum)
        output.append(", \"raisedByUniform\": ")
        if let source = trace.raisedByUniform {
            word(source.name)
        } else {
            output.append("null")
        }
        output.append(", \"clampedFrom\": ")
        optionalNumber(trace.clampedFrom)
        output.append(", \"value\": ")
        number(trace.value)
        output.append(", \"decidedBy\": ")
        word(trace.decidedBy.rawValue)
        output.append("}")
    }

    private mutating func optionalNumber(_ value: Double?) {
        if let value {
            number(value)
        } else {
            output.append("null")
        }
    }
}
