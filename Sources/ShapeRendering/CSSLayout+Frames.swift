// The CSS of what CSS layout cannot place as Layout did (absolute boxes from the frames'
// expressions), and each node's radii as expressions and custom properties.
import ConcentricGeometry
import ShapeScene

extension CSSLayout.Builder {
    typealias Declaration = CSSLayout.Declaration
    typealias Element = CSSLayout.Element

    // MARK: - Placement by frame

    /// `position: absolute` with the frame's expressions less the parent box's: for what CSS
    /// layout cannot place as Layout did.
    func positioned(_ index: Int, parent: Int?, _ expressions: CSSExpression, _ baked: inout [String])
        -> [Declaration]
    {
        let rect = box(of: index)
        let own = boxExpressions(of: index)
        let origin = parent.map(box(of:)) ?? scene.canvas
        // The parent's box as expressions.
        let outer: FrameExpressions? = parent.flatMap(boxExpressions(of:))
        let plain = own != nil
        func side(
            _ name: String, _ mine: SceneExpression?, _ theirs: SceneExpression?, _ value: Double,
            from start: Double?
        ) -> String {
            let difference: SceneExpression? =
                switch (mine, start) {
                case (let mine?, nil): mine
                case (let mine?, let start?): parent == nil ? mine - .number(start) : theirs.map { mine - $0 }
                case (nil, _): nil
                }
            if plain, let difference, let text = expressions.length(difference.simplified) {
                return text
            }
            if isParametric { baked.append(name) }
            return CSSExpression.px(value)
        }
        return [
            ("position", "absolute"),
            ("left", side("left", own?.x, outer?.x, rect.minX - origin.minX, from: origin.minX)),
            ("top", side("top", own?.y, outer?.y, rect.minY - origin.minY, from: origin.minY)),
            ("width", side("width", own?.width, nil, rect.width, from: nil)),
            ("height", side("height", own?.height, nil, rect.height, from: nil)),
        ]
    }

    /// The box element `index` draws in as expressions: its frame, or for a circle in a frame
    /// that is not square the centred square, side `s = min(w, h)`, at `x + (w − s) / 2`,
    /// `y + (h − s) / 2`; nil for another outline box (no expression says it).
    func boxExpressions(of index: Int) -> FrameExpressions? {
        guard let frame = derivation?.frames[index] else { return nil }
        guard let node = scene.node(at: index), CSSLayout.hasOutlineBox(node) else { return frame }
        guard case .fixed(.circle) = node.shape, let x = frame.x, let y = frame.y, let w = frame.width,
            let h = frame.height
        else { return nil }
        let side = SceneExpression.min(w, h)
        let half = SceneExpression.number(2)
        return FrameExpressions(x: x + (w - side) / half, y: y + (h - side) / half, width: side, height: side)
    }

    /// The box element `index` draws in: a node's outline, a stack's frame.
    func box(of index: Int) -> Rect {
        scene.node(at: index)?.outlineRect ?? scene.frame(at: index)
    }

    /// A side of the frame as an expression, or its number (for a capsule's radius).
    func frameLength(_ index: Int, _ side: FrameSide, _ expressions: CSSExpression) -> String {
        let frame = scene.frame(at: index)
        let derived = boxExpressions(of: index).flatMap { side == .width ? $0.width : $0.height }
        if let expression = derived, let text = expressions.length(expression.simplified) {
            return text
        }
        return CSSExpression.px(side == .width ? frame.width : frame.height)
    }

    /// The width or the height of a frame.
    enum FrameSide {
        case width, height
    }

    // MARK: - Radii

    /// The node's radii as expressions, and a container's as custom properties its
    /// children's expressions refer to.
    mutating func radii(
        of node: ResolvedNode, into element: inout Element, _ expressions: inout CSSExpression
    ) {
        let drawn = node.drawnRadii ?? .zero
        var values: [String] = []
        let found = radii.expressions(of: node.index)
        for (position, corner) in Corner.allCases.enumerated() {
            if let expression = found?[position] ?? nil, let text = expressions.length(expression) {
                values.append(text)
            } else {
                if isParametric, node.drawnRadii != nil {
                    element.baked.append(CSSRadii.kebab(corner) + " radius")
                }
                values.append(CSSExpression.px(drawn[corner]))
            }
        }
        if node.role == .container, found != nil {
            // Children refer to the container's radii by property, not by repeating them.
            let single = values.allSatisfy { $0 == values[0] }
            for (position, corner) in Corner.allCases.enumerated() {
                let name = layout.names.radiusProperty(node.id, corner: single ? nil : CSSRadii.kebab(corner))
                if !single || position == 0 { element.properties.append((name, values[position])) }
                // What it holds refers to its radius, never to an expression that happens to
                // have the same value (a constant padding of 10 is no radius of 10).
                expressions.substitutions[RadiusDerivation.reference(to: node.index, corner: corner)] =
                    "var(" + name + ")"
                values[position] = "var(" + name + ")"
            }
        }
        element.radii = values
        element.isCapsule = node.cornerStyle == .continuous && CSSLayout.isCrowded(node)
        element.isContinuous = node.cornerStyle == .continuous && node.drawnRadii != nil
    }
}
