// The design tokens output: the named nodes' radii in the W3C Design Tokens Community Group
// format (the 2025.10 report), which Style Dictionary and Figma token plugins read.
import ConcentricGeometry
import ShapeScene

/// Writes the radii of a scene's named nodes as design tokens (DTCG format, 2025.10):
///
/// ```json
/// {
///   "$description": "…",
///   "card": {
///     "$type": "dimension",
///     "$description": "RoundedRectangle, 360 x 260",
///     "topLeading": { "$value": { "value": 24, "unit": "px" } },
///     …
///   },
///   "photo": {
///     "$type": "dimension",
///     "topLeading": { "$value": { "value": 12, "unit": "px" }, "$description": "concentric: card's topLeading 24 − 12" },
///     …
///   }
/// }
/// ```
///
/// One group per named node (its id), one `dimension` token per corner, the group giving the
/// type. A dimension is an object of a number and `px` (a point, as the format maps px to iOS
/// points), as the 2025.10 report has it (earlier drafts wrote the string `"24px"`). The format
/// has no arithmetic, so a corner that follows its container says so in its `$description`;
/// only a corner exactly as round as its container's (distance 0) can say it as an alias,
/// `"{card.topLeading}"`, when the container is itself a token. A canvas that is a container
/// (a device's display) is the group `canvas`. Nodes drawn as ellipses have no corners and no
/// tokens. The script's parameters are the group `parameters` (`parameters-2` when a node has
/// that name), each radius that is one of them an alias of its token.
public struct DesignTokensRenderer: Sendable {
    /// The group every token is in (`--prefix ds`: `{ds.card.topLeading}`); nil for none.
    public var prefix: String?
    /// Whether a derived token's `$value` is its expression as a Tokens Studio math string
    /// (`"max({card.topLeading} - {parameters.gap}, 0)"`, `--tokens-math`) instead of its number;
    /// the expression is in `$extensions` either way.
    public var mathValues: Bool

    public init(prefix: String? = nil, mathValues: Bool = false) {
        self.prefix = prefix
        self.mathValues = mathValues
    }

    /// The tokens of `scene` as a JSON document, ending with a newline.
    public func render(_ scene: ResolvedScene) -> String {
        let body = document(scene)
        guard let prefix else { return "{\n" + body + "\n}\n" }
        // One group around them all, two spaces further in (no JSON string holds a raw newline).
        var nested = "  "
        for character in body {
            nested.append(character)
            if character == "\n" { nested += "  " }
        }
        return "{\n  \"" + prefix + "\": {\n" + nested + "\n  }\n}\n"
    }

    /// The members of the document, without its braces.
    private func document(_ scene: ResolvedScene) -> String {
        var output = OutputBuffer(capacity: 1024 + scene.nodeCount * 300)
        output.append(
            "  \"$description\": \"Corner radii resolved by shape, in points (px). Each group is a named node.\"")
        let derived = RadiusDerivation(scene)
        let referring = RadiusDerivation(scene, refersToContainers: true)
        let group = DesignTokensRenderer.parametersGroup(scene)
        var names = Names(path: prefix.map { $0 + "." } ?? "", parameters: group, grouped: [])
        if !scene.parameters.isEmpty {
            // The script's parameters are the base tokens.
            output.append(",\n  ")
            output.appendJSONString(group)
            output.append(": {\n    \"$type\": \"dimension\",\n    \"$description\": ")
            output.appendJSONString("the script's parameters (top-level 'let NAME = number'), the base tokens")
            var written = Set<String>()
            let units = ParameterUnits(scene)
            for parameter in scene.parameters where written.insert(parameter.name).inserted {
                output.append(",\n    ")
                output.appendJSONString(parameter.name)
                if units.numbers.contains(parameter.name) {
                    // A ratio, a count, an opacity: no length uses it as one.
                    output.append(": {\"$type\": \"number\", \"$value\": ")
                    output.appendJSONNumber(parameter.value)
                    output.append("}")
                    continue
                }
                output.append(": {\"$value\": {\"value\": ")
                output.appendJSONNumber(parameter.value)
                output.append(", \"unit\": \"px\"}}")
            }
            output.append("\n  }")
        }
        if let radii = scene.canvasRadii {
            output.append(",\n  \"canvas\": {\n    \"$type\": \"dimension\",\n    \"$description\": ")
            let device = scene.canvasSpec?.device.map { ", the display of " + $0.name } ?? ""
            output.appendJSONString("the canvas" + device)
            for corner in Corner.allCases {
                token(corner, value: radii[corner], description: nil, alias: nil, expression: nil, into: &output)
            }
            output.append("\n  }")
        }
        for node in scene.allNodes() where node.name != nil {
            guard let radii = node.drawnRadii else { continue }
            names.grouped.insert(node.index)
            output.append(",\n  \"")
            output.append(id: node.index, of: scene.identifiers)
            output.append("\": {\n    \"$type\": \"dimension\",\n    \"$description\": ")
            var about = node.kind
            if let parent = node.parent { about += " in " + parent.id }
            about += ", " + NumberFormat.format(node.frame.width) + " x " + NumberFormat.format(node.frame.height)
            output.appendJSONString(about)
            let traces = node.traces
            for corner in Corner.allCases {
                let trace = traces?.first { $0.corner == corner }
                let relation = node.concentricRelation(of: trace)
                let followed = relation.flatMap { source(of: $0, in: scene) }
                var alias: String?
                if let relation, relation.distance == 0, relation.minimum == 0, let followed,
                    followed.isToken(names.grouped, scene)
                {
                    alias = names.reference(followed.id, relation.corner.name)
                }
                var description: String?
                if let relation, let outer = trace?.containerRadius {
                    let from: String = followed?.id ?? "the container"
                    let sign: String = relation.distance >= 0 ? " − " : " + "
                    let amount: String = NumberFormat.format(abs(relation.distance))
                    description =
                        "concentric: " + from + "'s " + relation.corner.name + " " + NumberFormat.format(outer) + sign
                        + amount
                }
                if relation == nil { description = CSSRadii.note(trace) }
                // A radius that is one parameter is an alias of its token; one that follows
                // parameters says the rule in them.
                if let expression = derived.expressions(of: node.index)?[Corner.allCases.firstIndex(of: corner) ?? 0],
                    expression.dependsOnParameters
                {
                    let simple = DesignTokensRenderer.unclamped(expression)
                    if let name = simple.parameterName, alias == nil {
                        alias = names.reference(group, name)
                    } else {
                        description =
                            (description.map { $0 + "; " } ?? "") + "rule: " + DesignTokensRenderer.rule(expression)
                    }
                }
                // The rule as tools evaluate it: references to the parameters and containers.
                let position = Corner.allCases.firstIndex(of: corner) ?? 0
                let expression = (referring.expressions(of: node.index)?[position] ?? nil).flatMap { found in
                    found.constant == nil ? DesignTokensRenderer.math(found, referring, scene, names) : nil
                }
                token(
                    corner, value: radii[corner], description: description, alias: alias,
                    expression: alias == nil ? expression : nil, into: &output)
            }
            output.append("\n  }")
        }
        return output.string
    }

    /// The group of the parameters' tokens: `parameters`, or `parameters-2`, `parameters-3`…
    /// when a named node's group already has that name (a node called `parameters`).
    static func parametersGroup(_ scene: ResolvedScene) -> String {
        let ids = Set(scene.allNodes().filter { $0.name != nil }.map { $0.id })
        var group = "parameters"
        var suffix = 2
        while ids.contains(group) {
            group = "parameters-" + String(suffix)
            suffix += 1
        }
        return group
    }

    /// The expression without its clamp, `max(min(x, limit), 0)`, when that gives the same
    /// value: a radius written as a parameter is an alias of it.
    static func unclamped(_ expression: SceneExpression) -> SceneExpression {
        if case .maximum(.minimum(let inner, _), .number(0)) = expression, inner.parameterName != nil {
            return inner
        }
        return expression
    }

    /// An expression in the script's own spelling: `max(min(cardRadius - gap, 130), 0)`.
    static func rule(_ expression: SceneExpression) -> String {
        func text(_ e: SceneExpression, _ tight: Bool) -> String {
            let wrap = { (s: String) in tight ? "(" + s + ")" : s }
            switch e {
            case .number(let value): return CSSExpression.number(value)
            case .parameter(let name): return name
            case .screen(let side): return SceneExpression.screenKey(side)
            case .add(let a, let b): return wrap(text(a, false) + " + " + text(b, false))
            case .subtract(let a, let b): return wrap(text(a, false) + " - " + text(b, true))
            case .multiply(let a, let b): return text(a, true) + " * " + text(b, true)
            case .divide(let a, let b): return text(a, true) + " / " + text(b, true)
            case .negate(let a): return "-" + text(a, true)
            case .minimum(let a, let b): return "min(" + text(a, false) + ", " + text(b, false) + ")"
            case .maximum(let a, let b): return "max(" + text(a, false) + ", " + text(b, false) + ")"
            }
        }
        return text(expression, false)
    }

    /// What a relation follows: a node's id or the canvas.
    private struct Source {
        var id: String
        var index: Int?

        /// Whether the source is a group of this document (written before the node).
        func isToken(_ grouped: Set<Int>, _ scene: ResolvedScene) -> Bool {
            guard let index else { return scene.canvasRadii != nil }
            return grouped.contains(index)
        }
    }

    private func source(of relation: ConcentricRelation, in scene: ResolvedScene) -> Source? {
        switch relation.source {
        case .canvas: return Source(id: "canvas", index: nil)
        case .node(let index): return scene.node(at: index).map { Source(id: $0.id, index: index) }
        }
    }

    /// `"topLeading": {"$value": …, "$description": …, "$extensions": …}` in a group.
    private func token(
        _ corner: Corner, value: Double, description: String?, alias: String?, expression: String?,
        into output: inout OutputBuffer
    ) {
        output.append(",\n    \"")
        output.append(string: corner.name)
        output.append("\": {\"$value\": ")
        if let alias {
            output.appendJSONString(alias)
        } else if mathValues, let expression {
            output.appendJSONString(expression)
        } else {
            output.append("{\"value\": ")
            output.appendJSONNumber(value)
            output.append(", \"unit\": \"px\"}")
        }
        if let description {
            output.append(", \"$description\": ")
            output.appendJSONString(description)
        }
        if let expression {
            output.append(", \"$extensions\": {")
            output.appendJSONString(DesignTokensRenderer.extensionKey)
            output.append(": {\"expression\": ")
            output.appendJSONString(expression)
            output.append("}}")
        }
        output.append(byte: UInt8(ascii: "}"))
    }
}
