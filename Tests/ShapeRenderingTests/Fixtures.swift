// Hand-built scenes for the renderer tests: each one a case a renderer must get right. The
// frames are chosen by hand; every radius comes from the shared resolver, as a script's would.
import ConcentricGeometry
import ShapeScene

enum Fixtures {
    static let indigo = Color(red: 0x4B, green: 0x00, blue: 0x82)
    static let charcoal = Color(red: 0x2C, green: 0x2C, blue: 0x2E)

    /// A node of a fixture, with the nodes placed in it.
    struct Node {
        var shape: NodeShape
        var role: NodeRole
        var name: String?
        var frame: Rect
        var style: NodeStyle
        var cornerStyle: RoundedCornerStyle?
        var annotate: Bool
        var children: [Node]
    }

    /// A node whose radii come from its shape alone (RoundedRectangle, Capsule, Circle, …).
    static func shapeNode(
        name: String? = nil, _ shape: ContainerShape, role: NodeRole = .shape, frame: Rect,
        cornerStyle: RoundedCornerStyle? = nil, style: NodeStyle = NodeStyle(), annotate: Bool = false,
        children: [Node] = []
    ) -> Node {
        Node(
            shape: .fixed(shape), role: children.isEmpty ? role : .container, name: name, frame: frame, style: style,
            cornerStyle: cornerStyle, annotate: annotate, children: children)
    }

    /// A ConcentricRectangle, resolved in whatever holds it.
    static func concentricNode(
        name: String? = nil, shape: ConcentricRectangle = ConcentricRectangle(), role: NodeRole = .shape,
        frame: Rect, cornerStyle: RoundedCornerStyle? = nil, style: NodeStyle = NodeStyle(), annotate: Bool = false,
        children: [Node] = []
    ) -> Node {
        Node(
            shape: .concentric(shape, style: nil), role: children.isEmpty ? role : .container, name: name,
            frame: frame, style: style, cornerStyle: cornerStyle, annotate: annotate, children: children)
    }

    /// The scene of `nodes` on a canvas (a root container when it has a corner radius).
    static func scene(
        width: Double, height: Double, cornerRadius: Double? = nil, cornerStyle: RoundedCornerStyle = .circular,
        nodes: [Node], direction: LayoutDirection = .leftToRight, annotateAll: Bool = false,
        background: Color? = nil
    ) -> ResolvedScene {
        var draft = SceneDraft(
            canvas: SceneCanvas(
                size: Size(width: width, height: height), cornerRadius: cornerRadius, cornerStyle: cornerStyle,
                background: background),
            direction: direction, annotateAll: annotateAll)
        func add(_ node: Node, under parent: Int?) {
            let index = draft.add(
                node.shape, role: node.role, name: node.name, frame: node.frame, style: node.style,
                cornerStyle: node.cornerStyle, annotate: node.annotate, under: parent)
            for child in node.children { add(child, under: index) }
        }
        for node in nodes { add(node, under: nil) }
        return draft.resolved()
    }

    /// The one node of a scene of one node.
    static func only(_ scene: ResolvedScene) -> ResolvedNode {
        scene.nodes[0]
    }

    /// DESIGN.md's card: a 360 x 260 RoundedRectangle(cornerRadius: 24) at (20, 20) holding a
    /// photo padded 12 and 200 tall: radii 12, 12, 0, 0 (the bottom corners are too far from the
    /// card's curve and go square).
    static func card(annotate: Bool = false, annotatePhoto: Bool = false) -> ResolvedScene {
        let photo = concentricNode(
            name: "photo", shape: ConcentricRectangle(corners: .concentric, isUniform: false),
            frame: Rect(x: 32, y: 32, width: 336, height: 200),
            style: NodeStyle(fill: indigo, label: Label(text: "Photo", color: .white)), annotate: annotatePhoto)
        let card = shapeNode(
            name: "card", .roundedRectangle(cornerRadius: 24, style: .circular),
            frame: Rect(x: 20, y: 20, width: 360, height: 260), style: NodeStyle(fill: charcoal), children: [photo])
        return scene(width: 400, height: 300, nodes: [card], annotateAll: annotate)
    }

    /// A capsule, a circle (drawn as an ellipse in its square frame) and a continuous-corner
    /// rounded rectangle, with strokes, translucency and opacity.
    static func shapes() -> ResolvedScene {
        let capsule = shapeNode(
            .capsule(style: .circular), frame: Rect(x: 20, y: 20, width: 160, height: 60),
            style: NodeStyle(fill: Color(red: 255, green: 149, blue: 0), opacity: 0.5))
        let circle = shapeNode(
            name: "dot", .circle, frame: Rect(x: 200, y: 20, width: 80, height: 80),
            style: NodeStyle(
                fill: Color(red: 52, green: 199, blue: 89, alpha: 0.5), stroke: .black, strokeWidth: 2))
        let squircle = shapeNode(
            name: "tile", .roundedRectangle(cornerRadius: 20, style: .continuous),
            frame: Rect(x: 20, y: 100, width: 120, height: 80))
        return scene(width: 300, height: 200, nodes: [capsule, circle, squircle], background: .white)
    }

    /// A right-to-left scene on a rounded canvas: a sheet whose logical leading corners are
    /// concentric with the canvas and whose trailing corners are fixed at 4, so its concentric
    /// corners are on the right.
    static func rightToLeft() -> ResolvedScene {
        let sheet = concentricNode(
            name: "sheet",
            shape: ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(4)),
            frame: Rect(x: 40, y: 10, width: 250, height: 180),
            style: NodeStyle(
                fill: Color(red: 0, green: 122, blue: 255),
                label: Label(text: "שלום", size: 16, color: .white, alignment: .topLeading)))
        return scene(
            width: 300, height: 200, cornerRadius: 40, cornerStyle: .continuous, nodes: [sheet],
            direction: .rightToLeft)
    }

    /// Three levels: a device-like frame, a card concentric with it, and a badge concentric with
    /// the card (a resolved ConcentricRectangle acting as a container) holding a focus ring a
    /// little outside it, plus a child overflowing the canvas.
    static func nested(annotate: Bool = false) -> ResolvedScene {
        let ring = concentricNode(
            name: "ring", frame: Rect(x: 30, y: 30, width: 68, height: 48),
            style: NodeStyle(stroke: Color(red: 255, green: 59, blue: 48), strokeWidth: 1.5))
        let badge = concentricNode(
            name: "badge", shape: ConcentricRectangle(corners: .concentric(minimum: 6)),
            frame: Rect(x: 34, y: 34, width: 60, height: 40),
            style: NodeStyle(fill: Color(red: 255, green: 204, blue: 0)), children: [ring])
        let card = concentricNode(
            name: "card", frame: Rect(x: 26, y: 26, width: 248, height: 120), style: NodeStyle(fill: .white),
            children: [badge])
        let overflow = shapeNode(
            .rectangle, frame: Rect(x: 250, y: 180, width: 70, height: 40),
            style: NodeStyle(fill: Color(red: 175, green: 82, blue: 222, alpha: 0.8)))
        let device = shapeNode(
            name: "device", .roundedRectangle(cornerRadius: 40, style: .circular),
            frame: Rect(x: 10, y: 10, width: 280, height: 200), style: NodeStyle(fill: charcoal),
            children: [card, overflow])
        return scene(width: 300, height: 220, nodes: [device], annotateAll: annotate)
    }

    /// User strings that try to break out of the markup, names that are not XML names or that
    /// collide once made valid, and names the renderer uses itself.
    static func hostile() -> ResolvedScene {
        let attack = "</text><script>alert(1)</script>"
        let quoted = "\"<&>'"
        let badge = shapeNode(
            name: quoted, .roundedRectangle(cornerRadius: 8, style: .circular),
            frame: Rect(x: 10, y: 10, width: 180, height: 40),
            style: NodeStyle(fill: .white, label: Label(text: attack + " & \u{1}\u{FFFF}\t\"quoted\"", size: 11)))
        let names = ["1st", "a b", "a_b", "canvas", "annotations", ""]
        let squares = names.enumerated().map { index, name in
            shapeNode(name: name, .rectangle, frame: Rect(x: 10 + 30 * Double(index), y: 60, width: 20, height: 20))
        }
        return scene(width: 200, height: 90, nodes: [badge] + squares)
    }

    /// Every fixture, by name, for tests that run over all of them.
    static let all: [(name: String, scene: ResolvedScene)] = [
        ("card", card()), ("card-annotated", card(annotate: true)), ("shapes", shapes()),
        ("rtl", rightToLeft()), ("nested", nested()), ("nested-annotated", nested(annotate: true)),
        ("hostile", hostile()),
    ]
}
