// How the SwiftUI output writes each node: a shape, a container (a ZStack with its container
// shape) or a stack, followed by the modifiers of its placement as the script wrote it.
import ConcentricGeometry
import ShapeScene

extension SwiftUIWriter {
    /// The children of one parent, in order, loops written once where they can be (see
    /// ``loopRuns(_:)``). `area` is the parent's frame, for scenes without placements.
    mutating func children(_ indices: [Int], in area: Rect, parentStack: StackLayout?, depth: Int) {
        for run in loopRuns(indices) {
            switch run {
            case .single(let index):
                element(index, in: area, parentStack: parentStack, depth: depth)
            case .loop(let iterations, let mark):
                loop(iterations, mark: mark, in: area, parentStack: parentStack, depth: depth)
            }
        }
    }

    /// Node or stack `index` with its placement.
    mutating func element(_ index: Int, in area: Rect, parentStack: StackLayout?, depth: Int) {
        if scene.tree[index].isGroup {
            stack(index, in: area, parentStack: parentStack, depth: depth)
        } else if let node = scene.node(at: index) {
            self.node(node, in: area, parentStack: parentStack, depth: depth)
        }
    }

    /// A drawn node: its shape, or a `ZStack` of its shape and its children with its container
    /// shape; then its label, opacity and placement.
    private mutating func node(_ node: ResolvedNode, in area: Rect, parentStack: StackLayout?, depth: Int) {
        nodeComment(node, depth: depth)
        if let rect = SwiftUIWriter.asksQueryAgain(node, scene), queryRect == nil {
            // Its radii are a query's answer: ask it again where SwiftUI lays the shape out. The
            // reader takes the node's place, its placement outside (inside, in a stack, a greedy
            // reader would take a share of the stack), so it is the node's frame, and the rect is
            // written in that frame's coordinates, as `concentricCornerRadii(in:)` reads it.
            uses.insert(.concentricCornerRadii)
            line(depth, "GeometryReader { geometry in\n")
            (queryRect, queryRectExpressions) = localQueryRect(rect, of: node)
            drawing(of: node, hasChildren: false, depth: depth + 1)
            if let label = node.style.label { self.label(label, of: node, depth: depth + 2) }
            opacity(of: node, depth: depth + 2)
            queryRect = nil
            queryRectExpressions = []
            line(depth, "}\n")
            place(node.index, in: area, parentStack: parentStack, depth: depth)
            return
        }
        nodeView(node, in: area, parentStack: parentStack, depth: depth)
    }

    /// The rect a shape's radii were the answer of a query in, when the export asks it again
    /// where the shape is laid out: a shape that holds no nodes.
    static func asksQueryAgain(_ node: ResolvedNode, _ scene: ResolvedScene) -> Rect? {
        node.hasChildren ? nil : scene.radiiQuery(at: node.index)
    }

    /// A query's rect, written in the coordinates of the node that asked it (the drawn node or
    /// zstack around it, stacks looked through, or the braces a `let` of it was asked in; the
    /// safe area's at the top level), in the coordinates of `node`'s own frame; with its sides as
    /// expressions where the script's rect and both frames' origins have them (the parameters
    /// move the shape in its asker, so the rect moves in the shape's frame).
    private func localQueryRect(_ rect: Rect, of node: ResolvedNode) -> (Rect, [SceneExpression?]) {
        var owner = scene.tree[node.index].parent
        while let index = owner, case .group(let axis) = scene.tree.kind(of: index), axis != .depth {
            owner = scene.tree[index].parent
        }
        // A `let` of it asked in braces around the node's own: that one's coordinates.
        if let asker = scene.radiiQueryAskers[node.index] { owner = asker >= 0 ? asker : nil }
        let origin =
            owner.map { scene.frame(at: $0).origin }
            ?? scene.canvas.inset(by: scene.safeArea, direction: scene.layoutDirection).origin
        let local = Rect(
            x: origin.x + rect.minX - node.frame.minX, y: origin.y + rect.minY - node.frame.minY,
            width: rect.width, height: rect.height)
        guard let derivation = scene.derivation, let asked = derivation.placements[node.index]?.queryRect,
            let frame = derivation.frames[node.index]
        else { return (local, []) }
        // The asker's origin as the frames give it; the top level's is the safe area's, a number
        // in the frames' canvas coordinates too, so it cancels as the numbers do.
        let ownerFrame = owner.flatMap { derivation.frames[$0] }
        let originX = owner == nil ? SceneExpression.number(origin.x) : ownerFrame?.x
        let originY = owner == nil ? SceneExpression.number(origin.y) : ownerFrame?.y
        func moved(_ side: SceneExpression?, _ from: SceneExpression?, _ to: SceneExpression?) -> SceneExpression? {
            guard let side, let from, let to else { return nil }
            return (from + side - to).simplified
        }
        return (
            local,
            [moved(asked.x, originX, frame.x), moved(asked.y, originY, frame.y), asked.width, asked.height]
        )
    }

    /// `.opacity(…)` where the node fades: its number, or the expression of the parameters it
    /// follows (`.opacity(fade)`), written at every value then.
    private mutating func opacity(of node: ResolvedNode, depth: Int) {
        let derived = expressions(of: node.index)?.opacity
        guard node.style.opacity < 1 || SwiftUIWriter.isParametric(derived) else { return }
        modifier(depth, "opacity(")
        length(Swift.max(node.style.opacity, 0), derived)
        output.append(")\n")
    }

    /// The node's own view and modifiers.
    private mutating func nodeView(_ node: ResolvedNode, in area: Rect, parentStack: StackLayout?, depth: Int) {
        let children = Array(scene.tree.directChildren(of: node.index).filter { !scene.tree[$0].isRemoved })
        // SwiftUI takes no ConcentricRectangle as a container shape: read its radii where it is.
        let reads = !children.isEmpty && SwiftUIWriter.readsItsRadii(node)
        let inner = reads ? depth + 1 : depth
        if reads {
            uses.insert(.concentricCornerRadii)
            line(depth, "GeometryReader { geometry in\n")
            line(inner, "let radii = geometry.concentricCornerRadii ?? RectangleCornerRadii()\n")
        }
        if children.isEmpty {
            drawing(of: node, hasChildren: false, depth: depth)
        } else {
            line(inner, "ZStack {\n")
            drawing(of: node, hasChildren: true, depth: inner + 1)
            self.children(children, in: node.frame, parentStack: nil, depth: inner + 1)
            line(inner, "}\n")
        }
        // A leaf's modifiers line up with its fill, a container's with its closing brace.
        let modifiers = children.isEmpty ? depth + 1 : inner
        if let label = node.style.label {
            self.label(label, of: node, depth: modifiers)
        }
        opacity(of: node, depth: modifiers)
        if !children.isEmpty {
            containerShapeModifier(of: node, depth: inner)
        }
        if reads { line(depth, "}\n") }
        place(node.index, in: area, parentStack: parentStack, depth: children.isEmpty ? depth + 1 : depth)
    }

    /// Whether a container is a `ConcentricRectangle` drawn with corners (not the ellipse
    /// fallback), whose container shape is read from `GeometryProxy.concentricCornerRadii`.
    static func readsItsRadii(_ node: ResolvedNode) -> Bool {
        guard case .concentric = node.shape else { return false }
        return node.drawnRadii != nil
    }

    /// `.containerShape(…)` for a container: its own shape; a `ConcentricRectangle`, which
    /// SwiftUI does not take as a container shape, an `UnevenRoundedRectangle` of its rule over
    /// the radii the `GeometryReader` around it reads (an ellipse fallback, an `Ellipse`).
    private mutating func containerShapeModifier(of node: ResolvedNode, depth: Int) {
        guard case .concentric = node.shape else {
            containerShapeModifier(
                fixedShape(of: node), radii: expressions(of: node.index)?.shapeRadii ?? [:], depth: depth)
            return
        }
        guard node.drawnRadii != nil, case .concentric(let rectangle, _) = node.shape else {
            modifier(depth, "containerShape(Ellipse())\n")
            return
        }
        // Its radii by its own rule over the answer of the reader around it, which SwiftUI gives
        // for the container, the device and the sizes it has: each corner's own radius (the
        // answer, raised to a minimum, or fixed), the largest of a uniform group, and the clamp
        // to half the shorter side (the answer is clamped already).
        line(depth, "// its corners by its rule, from the radii SwiftUI gives a concentric rectangle here\n")
        let derived = expressions(of: node.index)
        // One radius for all four (`isUniform: true`): a RoundedRectangle of it.
        if rectangle.uniformGroups.contains(.all) {
            modifier(depth, "containerShape(RoundedRectangle(cornerRadius: ")
            groupRadius(Corner.allCases, of: rectangle, derived)
            output.append(", style: .")
            output.append(string: node.cornerStyle.rawValue)
            output.append("))\n")
            return
        }
        modifier(depth, "containerShape(UnevenRoundedRectangle(")
        let labels: [(Corner, StaticString)] = [
            (.topLeading, "topLeadingRadius: "), (.bottomLeading, "bottomLeadingRadius: "),
            (.bottomTrailing, "bottomTrailingRadius: "), (.topTrailing, "topTrailingRadius: "),
        ]
        for (position, entry) in labels.enumerated() {
            if position > 0 { output.append(", ") }
            output.append(entry.1)
            let group = rectangle.uniformGroups.first { $0.corners.contains(entry.0) }
            groupRadius(group?.corners ?? [entry.0], of: rectangle, derived)
        }
        output.append(", style: .")
        output.append(string: node.cornerStyle.rawValue)
        output.append("))\n")
    }

    /// The radius of `corners` (one corner, or a uniform group: the largest), clamped to half
    /// the shorter side where a minimum or a fixed radius could pass it (the answer is clamped
    /// already, and so is the largest of clamped answers).
    private mutating func groupRadius(
        _ corners: [Corner], of rectangle: ConcentricRectangle, _ derived: PlacementExpressions?
    ) {
        let clamps = corners.contains { rectangle[$0] != .concentric }
        if clamps { output.append("min(") }
        // max(a, max(b, …)) over the group.
        for (index, corner) in corners.enumerated() {
            if index < corners.count - 1 { output.append("max(") }
            ownRadius(rectangle[corner], corner, derived)
            if index < corners.count - 1 { output.append(", ") }
        }
        for _ in 1..<corners.count { output.append(byte: UInt8(ascii: ")")) }
        if clamps { output.append(", min(geometry.size.width, geometry.size.height) / 2)") }
    }

    /// One corner's own radius over `radii`, the reader's answer: `radii.topLeading`,
    /// `max(radii.topLeading, 12)`, or a fixed length.
    private mutating func ownRadius(_ style: CornerStyle, _ corner: Corner, _ derived: PlacementExpressions?) {
        switch style {
        case .concentric(let minimum):
            let expression = derived?.minimums[corner]
            if minimum == 0, !SwiftUIWriter.isParametric(expression) {
                output.append("radii.")
                output.append(string: corner.name)
                return
            }
            output.append("max(radii.")
            output.append(string: corner.name)
            output.append(", ")
            length(minimum, expression)
            output.append(byte: UInt8(ascii: ")"))
        case .fixed(let radius):
            length(radius, derived?.fixedRadii[corner])
        }
    }

    /// `.containerShape(shape)`, its radius arguments as `radii`' expressions where they have one.
    mutating func containerShapeModifier(_ shape: ContainerShape, radii: [Corner: SceneExpression] = [:], depth: Int) {
        modifier(depth, "containerShape(")
        containerShape(shape, radii: radii)
        output.append(")\n")
    }

    /// The node's own shape, filled and stroked. A node with neither draws nothing in an app
    /// (the grey outline is the figure's, not the script's): a container is `Color.clear`,
    /// which takes its place as the shape would, and a shape is filled with it.
    private mutating func drawing(of node: ResolvedNode, hasChildren: Bool, depth: Int) {
        let style = node.style
        if style.fill == nil, style.stroke == nil {
            indent(depth)
            if hasChildren {
                output.append("Color.clear\n")
            } else {
                shapeExpression(of: node)
                output.append(byte: UInt8(ascii: "\n"))
                modifier(depth + 1, "fill(Color.clear)\n")
            }
            return
        }
        indent(depth)
        shapeExpression(of: node)
        output.append(byte: UInt8(ascii: "\n"))
        if let fill = style.fill {
            modifier(depth + 1, "fill(")
            color(fill)
            output.append(")\n")
            if let stroke = style.stroke {
                modifier(depth + 1, "overlay {\n")
                indent(depth + 2)
                shapeExpression(of: node)
                output.append(".stroke(")
                color(stroke)
                output.append(", lineWidth: ")
                number(style.strokeWidth)
                output.append(")\n")
                line(depth + 1, "}\n")
            }
        } else if let stroke = style.stroke {
            modifier(depth + 1, "stroke(")
            color(stroke)
            output.append(", lineWidth: ")
            number(style.strokeWidth)
            output.append(")\n")
        }
    }

    /// The label as an overlay at its alignment, inset from the corners as the SVG insets it.
    private mutating func label(_ label: Label, of node: ResolvedNode, depth: Int) {
        let (horizontalPad, verticalPad) = SVGRenderer.labelPadding(label.alignment, radii: node.radii)
        modifier(depth, "overlay(alignment: .")
        output.append(string: label.alignment.rawValue)
        output.append(") {\n")
        indent(depth + 1)
        output.append("Text(verbatim: ")
        // A Swift string literal: no label can end the literal or start an interpolation.
        output.append(string: SwiftString.quoted(label.text))
        output.append(")\n")
        textFont(size: label.size, depth: depth + 2)
        modifier(depth + 2, "foregroundStyle(")
        color(label.color ?? .black)
        output.append(")\n")
        if horizontalPad > 0 || verticalPad > 0 {
            padding(
                EdgeInsets(top: verticalPad, leading: horizontalPad, bottom: verticalPad, trailing: horizontalPad),
                depth: depth + 2)
        }
        line(depth, "}\n")
    }

    /// A stack: `VStack`/`HStack` with its spacing and alignment, its children in order; those
    /// placed with `at` leave the flow and sit in a top-leading overlay.
    private mutating func stack(_ index: Int, in area: Rect, parentStack: StackLayout?, depth: Int) {
        let children = Array(scene.tree.directChildren(of: index).filter { !scene.tree[$0].isRemoved })
        let frame = scene.frame(at: index)
        guard let layout = scene.placement(at: index)?.stack else {
            // Laid out by hand: the children are placed by their frames, as in a container.
            line(depth, "ZStack {\n")
            self.children(children, in: frame, parentStack: nil, depth: depth + 1)
            line(depth, "}\n")
            place(index, in: area, parentStack: parentStack, depth: depth)
            return
        }
        if layout.axis == .depth {
            // A zstack places its children as a container does: each at its own alignment, or
            // at its `at`, in a ZStack that fills what it is given (its script fills its area).
            line(depth, "ZStack {\n")
            self.children(children, in: frame, parentStack: nil, depth: depth + 1)
            line(depth, "}\n")
            modifier(depth, "frame(maxWidth: .infinity, maxHeight: .infinity)\n")
            place(index, in: area, parentStack: parentStack, depth: depth)
            return
        }
        let flow = children.filter { scene.placement(at: $0)?.at == nil }
        let placed = children.filter { scene.placement(at: $0)?.at != nil }
        indent(depth)
        if layout.axis == .vertical {
            output.append("VStack(")
            if layout.alignment.horizontalFraction != 0.5 {
                output.append("alignment: .")
                output.append(layout.alignment.horizontalFraction < 0.5 ? "leading" : "trailing")
                output.append(", ")
            }
        } else {
            output.append("HStack(")
            if layout.alignment.verticalFraction != 0.5 {
                output.append("alignment: .")
                output.append(layout.alignment.verticalFraction < 0.5 ? "top" : "bottom")
                output.append(", ")
            }
        }
        // SwiftUI's default spacing is the platform's; the script's default is none.
        output.append("spacing: ")
        length(layout.spacing, expressions(of: index)?.spacing)
        output.append(") {\n")
        self.children(flow, in: frame, parentStack: layout, depth: depth + 1)
        line(depth, "}\n")
        if !placed.isEmpty {
            modifier(depth, "overlay(alignment: .topLeading) {\n")
            self.children(placed, in: frame, parentStack: nil, depth: depth + 1)
            line(depth, "}\n")
        }
        place(index, in: area, parentStack: parentStack, depth: depth)
    }

    // MARK: - Placement

    /// The modifiers that place element `index` in its parent as its script placed it: size,
    /// alignment, padding, offset, safe area (layout's order, innermost first).
    mutating func place(_ index: Int, in area: Rect, parentStack: StackLayout?, depth: Int) {
        let frame = scene.frame(at: index)
        guard let placement = scene.placement(at: index) else {
            // No placement as written: the frame's size, then the padding that insets it from
            // the parent (leading and trailing in the layout direction).
            self.frame(width: Swift.max(frame.width, 0), height: Swift.max(frame.height, 0), depth: depth)
            let left = frame.minX - area.minX
            let right = area.maxX - frame.maxX
            let leftToRight = scene.layoutDirection == .leftToRight
            padding(
                EdgeInsets(
                    top: frame.minY - area.minY, leading: leftToRight ? left : right, bottom: area.maxY - frame.maxY,
                    trailing: leftToRight ? right : left), depth: depth)
            return
        }
        let isRoot = scene.tree[index].parent == nil
        // Without a canvas, top-level nodes start at the origin with their own size.
        let aligns = parentStack == nil && !(isRoot && scene.canvasSpec == nil)
        let derived = expressions(of: index)
        if let at = placement.at {
            // A length `at` leaves unset is what remains of the parent's: the resolved one.
            let frames = scene.derivation?.frames[index]
            self.frame(
                width: placement.width ?? Swift.max(frame.width, 0),
                height: placement.height ?? Swift.max(frame.height, 0),
                derived: (derived?.width ?? frames?.width, derived?.height ?? frames?.height), depth: depth)
            // Padding, not an offset: it moves the view in layout, where its concentric corners
            // are worked out, rather than after. `at` is physical (x from the left edge) and
            // SwiftUI mirrors leading and trailing in right-to-left: there the inset from the
            // left is trailing padding in a top-trailing frame, which is the left.
            let mirrored = scene.layoutDirection == .rightToLeft
            var inset = PlacementExpressions()
            inset.paddingTop = derived?.atY
            if mirrored { inset.paddingTrailing = derived?.atX } else { inset.paddingLeading = derived?.atX }
            padding(
                EdgeInsets(top: at.y, leading: mirrored ? 0 : at.x, bottom: 0, trailing: mirrored ? at.x : 0),
                derived: inset, depth: depth)
            alignedFrame(mirrored ? .topTrailing : .topLeading, depth: depth)
            offset(
                x: (placement.offset.x, derived?.offsetX), y: (placement.offset.y, derived?.offsetY),
                total: (placement.offset.x, placement.offset.y), depth: depth)
        } else {
            if placement.width != nil || placement.height != nil {
                self.frame(
                    width: placement.width, height: placement.height, derived: (derived?.width, derived?.height),
                    depth: depth)
            }
            let sized = placement.width != nil || placement.height != nil || placement.stack != nil
            if aligns, sized, placement.alignment != .center {
                alignedFrame(placement.alignment, depth: depth)
            }
            padding(placement.padding, derived: derived, depth: depth)
            offset(
                x: (placement.offset.x, derived?.offsetX), y: (placement.offset.y, derived?.offsetY),
                total: (placement.offset.x, placement.offset.y), depth: depth)
        }
        if isRoot {
            rootSafeArea(placement, depth: depth)
        }
    }

    /// `.frame(minWidth: 0, maxWidth: .infinity, …, alignment:)`: the space the view is offered,
    /// the view at `alignment` in it. With both bounds SwiftUI's frame takes the size proposed
    /// to it (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`),
    /// so a view larger than that space (at some parameter values) keeps its edge at the
    /// alignment's side, or its middle on a centred axis, as the script's layout keeps it,
    /// instead of growing the frame and the views around it.
    mutating func alignedFrame(_ alignment: Alignment, depth: Int) {
        modifier(depth, "frame(")
        output.append("minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .")
        output.append(string: alignment.rawValue)
        output.append(")\n")
    }

    /// A top-level node ignores the safe area where its script says so; on a canvas that is
    /// no device, the safe area is the canvas's own insets, written as padding.
    private mutating func rootSafeArea(_ placement: NodePlacement, depth: Int) {
        if scene.canvasSpec?.device != nil {
            if placement.ignoresSafeArea { modifier(depth, "ignoresSafeArea()\n") }
        } else if !placement.ignoresSafeArea, scene.safeArea != .zero {
            line(depth, "// the canvas's safe area\n")
            padding(scene.safeArea, depth: depth)
        }
    }

    /// `.frame(width: w, height: h)` with the lengths that are set, each as its expression
    /// when it follows the parameters.
    mutating func frame(
        width: Double?, height: Double?, derived: (SceneExpression?, SceneExpression?) = (nil, nil), depth: Int
    ) {
        modifier(depth, "frame(")
        if let width {
            output.append("width: ")
            length(width, derived.0)
        }
        if let height {
            if width != nil { output.append(", ") }
            output.append("height: ")
            length(height, derived.1)
        }
        output.append(")\n")
    }

    /// `.padding(12)` when every edge is the same, else `.padding(EdgeInsets(…))`; nothing for none.
    mutating func padding(_ insets: EdgeInsets, derived: PlacementExpressions? = nil, depth: Int) {
        guard insets != .zero else { return }
        let edges = [
            (insets.top, derived?.paddingTop), (insets.leading, derived?.paddingLeading),
            (insets.bottom, derived?.paddingBottom), (insets.trailing, derived?.paddingTrailing),
        ]
        // Alike when the numbers are, and the expressions are (or none reads a parameter).
        let parametric = edges.map { SwiftUIWriter.isParametric($0.1) ? $0.1 : nil }
        let alike = edges.allSatisfy { $0.0 == insets.top } && parametric.allSatisfy { $0 == parametric[0] }
        modifier(depth, "padding(")
        if alike {
            length(insets.top, parametric[0])
        } else {
            let labels: [StaticString] = ["EdgeInsets(top: ", ", leading: ", ", bottom: ", ", trailing: "]
            for (label, edge) in zip(labels, edges) {
                output.append(label)
                length(edge.0, edge.1)
            }
            output.append(byte: UInt8(ascii: ")"))
        }
        output.append(")\n")
    }

    /// `.offset(x: x, y: y)`, each as its expression when it has one; nothing for none.
    private mutating func offset(
        x: (Double, SceneExpression?), y: (Double, SceneExpression?), total: (Double, Double), depth: Int
    ) {
        guard total.0 != 0 || total.1 != 0 || SwiftUIWriter.isParametric(x.1) || SwiftUIWriter.isParametric(y.1)
        else { return }
        modifier(depth, "offset(x: ")
        length(total.0, x.1)
        output.append(", y: ")
        length(total.1, y.1)
        output.append(")\n")
    }
}
