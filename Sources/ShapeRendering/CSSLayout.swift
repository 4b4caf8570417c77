// What the parametric CSS says of each node: its box relative to the element it is nested in
// and its four radii, each a CSS expression of the parameters (or the resolved number where no
// expression follows them), shared by the CSS and HTML outputs.
import ConcentricGeometry
import ShapeScene

/// The CSS of a scene's nodes, worked out once.
///
/// Elements nest as the nodes do (stacks looked through), and each is placed absolutely in its
/// parent's box: `left`, `top`, `width`, `height` are the frame's expressions less the parent's.
/// A radius is the resolver's whole rule as one expression (RadiusDerivation); a container whose
/// radius its children follow has it as a custom property, `--card--radius` (or one per corner,
/// `--card--top-leading-radius`), which its children's expressions refer to. A parameter's
/// property is its kebab-case name and never holds `--` after the leading two, so a node's
/// properties cannot collide with one.
struct CSSLayout {
    struct Node {
        var index: Int
        var id: String
        /// `left`, `top`, `width`, `height`.
        var box: [String]
        /// The four radii (`Corner.allCases` order) as CSS values, custom properties resolved.
        var radii: [String]
        /// Custom properties the node declares: name and value.
        var properties: [(name: String, value: String)]
        /// Which sides or corners are the resolved number because no expression follows.
        var baked: [String]
        /// The node's continuous corners are crowded on both sides: drawn as a capsule.
        var isCapsule: Bool
        var isContinuous: Bool
        /// The numbers of the radii, for comments.
        var resolved: RectangleCornerRadii
    }

    private(set) var nodes: [Int: Node] = [:]
    /// Parameters as `:root` properties, in declaration order, with the script's name.
    private(set) var parameters: [(name: String, value: String, parameter: String)] = []
    /// The ids of nodes with a baked value, in node order.
    private(set) var unfollowed: [String] = []

    /// How far along each edge a continuous corner reaches, in radii (ContinuousCorner).
    static let reach = 1.528665
    /// `corner-shape: superellipse(k)` closest to the continuous corner, fitted in Chromium
    /// against our own path (a 240-point square of radius 60 drawn by librsvg, k and the scale
    /// of the radius searched on a grid): k = 1.4 with a border radius of 1.25 · r. Then 79 of
    /// the 90,000 pixels differ by 48 levels or more, against 321 for circular arcs.
    static let superellipseK = 1.4
    /// The border radius of a continuous corner under `corner-shape`, in radii.
    static let superellipseScale = 1.25

    init(_ scene: ResolvedScene) {
        let derivation = scene.derivation
        let radii = RadiusDerivation(scene)
        // Custom properties inherit down the tree only: a node refers to its ancestors' alone.
        var scopes: [Int: [SceneExpression: String]] = [:]
        let properties = CSSExpression.propertyNames(ofParameters: scene.parameters.map(\.name))
        var declared: Set<String> = []
        for parameter in scene.parameters where declared.insert(parameter.name).inserted {
            parameters.append(
                (properties[parameter.name] ?? "", CSSExpression.px(parameter.value), parameter.name))
        }
        for node in scene.allNodes() {
            var expressions = CSSExpression()
            expressions.parameterProperties = properties
            expressions.substitutions = node.parent.flatMap { scopes[$0.index] } ?? [:]
            var baked: [String] = []
            let frame = node.outlineRect
            let parentFrame = node.parent?.outlineRect ?? scene.bounds
            let own = derivation?.frames[node.index]
            let outer = node.parent.flatMap { $0.outlineRect == $0.frame ? derivation?.frames[$0.index] : nil }
            let isPlainFrame = !node.isDrawnAsEllipse || node.outlineRect == node.frame
            func side(
                _ name: String, _ mine: SceneExpression?, _ theirs: SceneExpression?, _ value: Double, _ origin: Double,
                relative: Bool
            ) -> String {
                if isPlainFrame, let mine,
                    let difference = relative
                        ? (node.parent == nil ? mine - .number(origin) : theirs.map { mine - $0 }) : mine,
                    let text = expressions.length(difference.simplified)
                {
                    return text
                }
                if derivation != nil, !scene.parameters.isEmpty { baked.append(name) }
                return CSSExpression.px(relative ? value - origin : value)
            }
            let box = [
                side(
                    "left", own?.x, outer?.x, frame.minX, node.parent == nil ? scene.bounds.minX : parentFrame.minX,
                    relative: true),
                side(
                    "top", own?.y, outer?.y, frame.minY, node.parent == nil ? scene.bounds.minY : parentFrame.minY,
                    relative: true),
                side("width", own?.width, nil, frame.width, 0, relative: false),
                side("height", own?.height, nil, frame.height, 0, relative: false),
            ]
            let drawn = node.drawnRadii ?? .zero
            var values: [String] = []
            let found = radii.expressions(of: node.index)
            for (position, corner) in Corner.allCases.enumerated() {
                if let expression = found?[position] ?? nil, let text = expressions.length(expression) {
                    values.append(text)
                } else {
                    if derivation != nil, !scene.parameters.isEmpty, node.drawnRadii != nil {
                        baked.append(CSSRadii.kebab(corner) + " radius")
                    }
                    values.append(CSSExpression.px(drawn[corner]))
                }
            }
            var properties: [(name: String, value: String)] = []
            let isCapsule = node.cornerStyle == .continuous && CSSLayout.isCrowded(node)
            if node.role == .container, found != nil {
                // Children refer to the container's radii by property, not by repeating them.
                let single = values.allSatisfy { $0 == values[0] }
                for (position, corner) in Corner.allCases.enumerated() {
                    let name = "--" + node.id + (single ? "" : "--" + CSSRadii.kebab(corner)) + "--radius"
                    if !single || position == 0 { properties.append((name, values[position])) }
                    if let expression = found?[position] ?? nil {
                        expressions.substitutions[expression] = "var(" + name + ")"
                    }
                    values[position] = "var(" + name + ")"
                }
            }
            if node.role == .container { scopes[node.index] = expressions.substitutions }
            for what in derivation?.placements[node.index]?.baked ?? [] where !scene.parameters.isEmpty {
                baked.append(what)
            }
            if !baked.isEmpty { unfollowed.append(node.id) }
            nodes[node.index] = Node(
                index: node.index, id: node.id, box: box, radii: values, properties: properties, baked: baked,
                isCapsule: isCapsule, isContinuous: node.cornerStyle == .continuous && node.drawnRadii != nil,
                resolved: drawn)
        }
    }

    /// Whether a continuous node's corners are crowded on both sides (issue 23: both sides
    /// shorter than 2 × 1.528665 · r), so it is drawn as a capsule.
    static func isCrowded(_ node: ResolvedNode) -> Bool {
        guard let radii = node.drawnRadii else { return false }
        let largest = Corner.allCases.map { radii[$0] }.max() ?? 0
        guard largest > 0 else { return false }
        let limit = 2 * reach * largest
        return node.frame.width < limit && node.frame.height < limit
    }
}
