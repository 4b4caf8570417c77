// Hand-built resolved scenes for the renderer tests: each one a case a renderer must get right.
// Radii of concentric nodes come from the shared resolver, as the interpreter's would.
import ConcentricGeometry
import ShapeLanguage

enum Fixtures {
    static let indigo = Color(red: 0x4B, green: 0x00, blue: 0x82)
    static let charcoal = Color(red: 0x2C, green: 0x2C, blue: 0x2E)

    /// A node whose radii come from its shape alone (RoundedRectangle, Capsule, Circle, …).
    static func shapeNode(
        _ id: String, name: String? = nil, kind: String, role: NodeRole = .shape, frame: Rect,
        radii: RectangleCornerRadii, ellipse: Bool = false, cornerStyle: RoundedCornerStyle = .circular,
        style: NodeStyle = NodeStyle(), annotate: Bool = false, children: [ResolvedNode] = []
    ) -> ResolvedNode {
        ResolvedNode(
            id: id, name: name, kind: kind, role: role, frame: frame, radii: radii,
            outline: ellipse ? .ellipse(frame) : .roundedRectangle(frame, radii),
            cornerStyle: cornerStyle, traces: nil, container: nil, containerName: nil, style: style,
            annotate: annotate, children: children)
    }

    /// A ConcentricRectangle resolved in `container` by the shared resolver.
    static func concentricNode(
        _ id: String, name: String? = nil, shape: ConcentricRectangle = ConcentricRectangle(),
        role: NodeRole = .shape, frame: Rect, container: Container?, containerName: String?,
        direction: LayoutDirection = .leftToRight, cornerStyle: RoundedCornerStyle = .circular,
        style: NodeStyle = NodeStyle(), annotate: Bool = false, children: [ResolvedNode] = []
    ) -> ResolvedNode {
        let resolution = ConcentricResolver.resolve(
            shape, in: frame, container: container, direction: direction)
        return ResolvedNode(
            id: id, name: name, kind: "ConcentricRectangle", role: role, frame: frame,
            radii: resolution.radii, outline: resolution.outline, cornerStyle: cornerStyle,
            traces: resolution.traces, container: container, containerName: containerName,
            style: style, annotate: annotate, children: children)
    }

    static func scene(
        width: Double, height: Double, canvasShape: ContainerShape? = nil, nodes: [ResolvedNode],
        direction: LayoutDirection = .leftToRight, annotateAll: Bool = false,
        background: Color? = nil, bounds: Rect? = nil
    ) -> ResolvedScene {
        let canvas = Rect(x: 0, y: 0, width: width, height: height)
        return ResolvedScene(
            canvas: canvas, canvasShape: canvasShape, safeArea: .zero, bounds: bounds ?? canvas,
            nodes: nodes, layoutDirection: direction, annotateAll: annotateAll,
            background: background)
    }

    /// DESIGN.md's card: a 360 x 260 RoundedRectangle(cornerRadius: 24) at (20, 20) holding a
    /// photo padded 12 and 200 tall: radii 12, 12, 0, 0 (the bottom corners are too far from the
    /// card's curve and go square).
    static func card(annotate: Bool = false) -> ResolvedScene {
        let cardFrame = Rect(x: 20, y: 20, width: 360, height: 260)
        let card = Container(frame: cardFrame, shape: .roundedRectangle(cornerRadius: 24, style: .circular))
        let photo = concentricNode(
            "photo", name: "photo", shape: ConcentricRectangle(corners: .concentric, isUniform: false),
            frame: Rect(x: 32, y: 32, width: 336, height: 200), container: card,
            containerName: "card",
            style: NodeStyle(fill: indigo, label: Label(text: "Photo", color: .white)))
        let cardNode = shapeNode(
            "card", name: "card", kind: "RoundedRectangle", role: .container, frame: cardFrame,
            radii: RectangleCornerRadii(uniform: 24), style: NodeStyle(fill: charcoal),
            children: [photo])
        return scene(width: 400, height: 300, nodes: [cardNode], annotateAll: annotate)
    }

    /// A capsule, a circle (drawn as an ellipse in its square frame) and a continuous-corner
    /// rounded rectangle, with strokes, translucency and opacity.
    static func shapes() -> ResolvedScene {
        let capsule = shapeNode(
            "Capsule-1", kind: "Capsule", frame: Rect(x: 20, y: 20, width: 160, height: 60),
            radii: RectangleCornerRadii(uniform: 30),
            style: NodeStyle(fill: Color(red: 255, green: 149, blue: 0), opacity: 0.5))
        let circle = shapeNode(
            "dot", name: "dot", kind: "Circle", frame: Rect(x: 200, y: 20, width: 80, height: 80),
            radii: RectangleCornerRadii(uniform: 40), ellipse: true,
            style: NodeStyle(
                fill: Color(red: 52, green: 199, blue: 89, alpha: 0.5), stroke: .black, strokeWidth: 2))
        let squircle = shapeNode(
            "tile", name: "tile", kind: "RoundedRectangle", frame: Rect(x: 20, y: 100, width: 120, height: 80),
            radii: RectangleCornerRadii(uniform: 20), cornerStyle: .continuous)
        return scene(width: 300, height: 200, nodes: [capsule, circle, squircle], background: .white)
    }

    /// A right-to-left scene on a rounded canvas: a sheet whose logical leading corners are
    /// concentric with the canvas and whose trailing corners are fixed at 4, so its concentric
    /// corners are on the right.
    static func rightToLeft() -> ResolvedScene {
        let canvasShape = ContainerShape.roundedRectangle(cornerRadius: 40, style: .continuous)
        let canvas = Container(frame: Rect(x: 0, y: 0, width: 300, height: 200), shape: canvasShape)
        let sheet = concentricNode(
            "sheet", name: "sheet",
            shape: ConcentricRectangle(
                uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(4)),
            frame: Rect(x: 40, y: 10, width: 250, height: 180), container: canvas,
            containerName: "canvas", direction: .rightToLeft, cornerStyle: .continuous,
            style: NodeStyle(
                fill: Color(red: 0, green: 122, blue: 255),
                label: Label(text: "שלום", size: 16, color: .white, alignment: .topLeading)))
        return scene(
            width: 300, height: 200, canvasShape: canvasShape, nodes: [sheet], direction: .rightToLeft)
    }

    /// Three levels: a device-like frame, a card concentric with it, and a badge concentric with
    /// the card (a resolved ConcentricRectangle acting as a container), plus a focus ring outside
    /// the badge, and a child overflowing the canvas.
    static func nested(annotate: Bool = false) -> ResolvedScene {
        let deviceFrame = Rect(x: 10, y: 10, width: 280, height: 200)
        let device = Container(frame: deviceFrame, shape: .roundedRectangle(cornerRadius: 40, style: .circular))
        let cardFrame = Rect(x: 26, y: 26, width: 248, height: 120)
        let cardResolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: cardFrame, container: device)
        let cardContainer = Container(
            frame: cardFrame, shape: .resolvedConcentric(cardResolution.radii, style: .circular))
        let badge = concentricNode(
            "badge", name: "badge", shape: ConcentricRectangle(corners: .concentric(minimum: 6)),
            frame: Rect(x: 34, y: 34, width: 60, height: 40), container: cardContainer,
            containerName: "card", style: NodeStyle(fill: Color(red: 255, green: 204, blue: 0)))
        let ring = concentricNode(
            "ring", name: "ring", frame: Rect(x: 30, y: 30, width: 68, height: 48),
            container: Container(frame: badge.frame, shape: .resolvedConcentric(badge.radii, style: .circular)),
            containerName: "badge", style: NodeStyle(stroke: Color(red: 255, green: 59, blue: 48), strokeWidth: 1.5))
        let card = concentricNode(
            "card", name: "card", role: .container, frame: cardFrame, container: device,
            containerName: "device", style: NodeStyle(fill: .white), children: [badge, ring])
        let overflow = shapeNode(
            "Rectangle-1", kind: "Rectangle", frame: Rect(x: 250, y: 180, width: 70, height: 40),
            radii: .zero, style: NodeStyle(fill: Color(red: 175, green: 82, blue: 222, alpha: 0.8)))
        let deviceNode = shapeNode(
            "device", name: "device", kind: "RoundedRectangle", role: .container, frame: deviceFrame,
            radii: RectangleCornerRadii(uniform: 40), style: NodeStyle(fill: charcoal),
            children: [card, overflow])
        return scene(
            width: 300, height: 220, nodes: [deviceNode], annotateAll: annotate,
            bounds: Rect(x: 0, y: 0, width: 320, height: 220))
    }

    /// User strings that try to break out of the markup, ids that are not XML names or that
    /// collide once made valid, and ids the renderer uses itself.
    static func hostile() -> ResolvedScene {
        let attack = "</text><script>alert(1)</script>"
        let quoted = "\"<&>'"
        let badge = shapeNode(
            quoted, name: quoted, kind: "RoundedRectangle", frame: Rect(x: 10, y: 10, width: 180, height: 40),
            radii: RectangleCornerRadii(uniform: 8),
            style: NodeStyle(
                fill: .white, label: Label(text: attack + " & \u{1}\u{FFFF}\t\"quoted\"", size: 11)))
        let nodes = [
            badge,
            shapeNode("1st", kind: "Rectangle", frame: Rect(x: 10, y: 60, width: 20, height: 20), radii: .zero),
            shapeNode("a b", kind: "Rectangle", frame: Rect(x: 40, y: 60, width: 20, height: 20), radii: .zero),
            shapeNode("a_b", kind: "Rectangle", frame: Rect(x: 70, y: 60, width: 20, height: 20), radii: .zero),
            shapeNode("canvas", kind: "Rectangle", frame: Rect(x: 100, y: 60, width: 20, height: 20), radii: .zero),
            shapeNode(
                "annotations", kind: "Rectangle", frame: Rect(x: 130, y: 60, width: 20, height: 20),
                radii: .zero),
            shapeNode("", kind: "Rectangle", frame: Rect(x: 160, y: 60, width: 20, height: 20), radii: .zero),
        ]
        return scene(width: 200, height: 90, nodes: nodes)
    }

    /// Every fixture, by name, for tests that run over all of them.
    static let all: [(name: String, scene: ResolvedScene)] = [
        ("card", card()), ("card-annotated", card(annotate: true)), ("shapes", shapes()),
        ("rtl", rightToLeft()), ("nested", nested()), ("nested-annotated", nested(annotate: true)),
        ("hostile", hostile()),
    ]
}
