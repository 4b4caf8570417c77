// Layout again, in expressions: every node's frame as an expression of the parameters, by
// Layout's own rules (Layout+Rules.swift), from the lengths the scene builder recorded. Checked
// against the frames Layout computed; a side that disagrees has no expression.
//
// One simplification: an area padded past its own size collapses to its middle in Layout; the
// expressions assume it does not (the check at the scene's own values catches the case there).
import ConcentricGeometry
import ShapeScene

extension Layout {
    /// How the scene's lengths and frames follow from `values`, the parameters it was built with.
    static func derivation(_ scene: SceneBuilder, values: [String: Double], layout: Result) -> SceneDerivation {
        let tree = scene.tree
        let direction = tree.layoutDirection
        let pass = Expressions(scene: scene)
        var boxes: [Int: Layout.Box<SceneExpression>] = [:]
        // The canvas's sides as its statement wrote them, where they give its size.
        let written = scene.canvasExpressions
        func side(_ expression: SceneExpression?, _ value: Double) -> SceneExpression {
            guard let expression, expression.agrees(with: value, values) else { return .number(value) }
            return expression
        }
        let canvasWidth = side(written.width, layout.canvas.width)
        let canvasHeight = side(written.height, layout.canvas.height)
        if let spec = tree.canvas {
            let canvas = Box<SceneExpression>(
                x: .number(layout.canvas.minX), y: .number(layout.canvas.minY), width: canvasWidth,
                height: canvasHeight)
            let safe = Box(
                x: canvas.x + .number(spec.safeArea.left(in: direction)), y: canvas.y + .number(spec.safeArea.top),
                width: canvas.width - .number(spec.safeArea.leading + spec.safeArea.trailing),
                height: canvas.height - .number(spec.safeArea.top + spec.safeArea.bottom))
            pass.placeRoots(canvas: (canvas, safe), &boxes)
        } else {
            pass.placeRoots(canvas: nil, &boxes)
        }
        var frames: [Int: FrameExpressions] = [:]
        var placements: [Int: PlacementExpressions] = [:]
        for index in 0..<tree.count where !tree[index].isRemoved {
            let actual = layout.frames[index]
            if let box = boxes[index] {
                func checked(_ expression: SceneExpression, _ value: Double) -> SceneExpression? {
                    let simple = expression.simplified
                    return simple.agrees(with: value, values) ? simple : nil
                }
                frames[index] = FrameExpressions(
                    x: checked(box.x, actual.minX), y: checked(box.y, actual.minY),
                    width: checked(box.width, actual.width), height: checked(box.height, actual.height))
            }
            let placement = scene.placements[index]
            var expressions = scene.derivations[index] ?? PlacementExpressions()
            expressions.alignment = placement.alignment
            expressions.stackAlignment = placement.stack?.alignment
            expressions.ignoresSafeArea = placement.ignoresSafeArea
            if placement.stack != nil, expressions.spacing == nil, !expressions.baked.contains("spacing") {
                expressions.spacing = .number(placement.stack?.spacing ?? 0)
            }
            placements[index] = expressions
        }
        let spec = tree.canvas
        var derivation = SceneDerivation(
            values: values, placements: placements, frames: frames, canvasWidth: canvasWidth,
            canvasHeight: canvasHeight, canvasRadius: spec?.cornerRadius.map { side(written.cornerRadius, $0) })
        derivation.loopCounts = scene.loopCounts
        return derivation
    }
}

/// Layout in expressions: each length as the scene builder recorded it, else its number.
private struct Expressions: LayoutPass {
    let scene: SceneBuilder

    func sides(of index: Int, _ placement: Placement) -> Layout.Sides<SceneExpression> {
        let recorded = scene.derivations[index]
        func pick(_ expression: SceneExpression?, _ value: Double) -> SceneExpression {
            expression ?? .number(value)
        }
        let padding = placement.padding
        return Layout.Sides(
            top: pick(recorded?.paddingTop, padding.top), leading: pick(recorded?.paddingLeading, padding.leading),
            bottom: pick(recorded?.paddingBottom, padding.bottom),
            trailing: pick(recorded?.paddingTrailing, padding.trailing),
            width: placement.width.map { pick(recorded?.width, $0) },
            height: placement.height.map { pick(recorded?.height, $0) },
            offsetX: pick(recorded?.offsetX, placement.offset.x), offsetY: pick(recorded?.offsetY, placement.offset.y),
            at: placement.at.map { (pick(recorded?.atX, $0.x), pick(recorded?.atY, $0.y)) })
    }

    func spacing(of index: Int, _ stack: StackLayout) -> SceneExpression {
        scene.derivations[index]?.spacing ?? .number(stack.spacing)
    }

    /// SceneTree.intrinsicLength in expressions.
    func intrinsic(of index: Int, vertical: Bool) -> SceneExpression? {
        let sides = sides(of: index, scene.placements[index])
        let padding = vertical ? sides.top + sides.bottom : sides.leading + sides.trailing
        if let explicit = vertical ? sides.height : sides.width { return explicit + padding }
        guard let stack = scene.placements[index].stack, stack.axis != .depth else { return nil }
        var total: SceneExpression = .zero
        var longest: SceneExpression?
        var count = 0
        for child in scene.tree.directChildren(of: index) where scene.placements[child].at == nil {
            guard let length = intrinsic(of: child, vertical: vertical) else { return nil }
            total = total + length
            longest = longest.map { .max($0, length) } ?? .max(.zero, length)
            count += 1
        }
        guard count > 0, let longest else { return nil }
        let along = (stack.axis == .vertical) == vertical
        let gaps = spacing(of: index, stack) * .number(Double(count - 1))
        return (along ? total + gaps : longest) + padding
    }

    /// Padding taken off as written: no collapse (see the top of the file).
    func padded(
        _ area: Layout.Box<SceneExpression>, by sides: Layout.Sides<SceneExpression>, _ direction: LayoutDirection
    ) -> Layout.Box<SceneExpression> {
        let (left, right) =
            direction == .leftToRight ? (sides.leading, sides.trailing) : (sides.trailing, sides.leading)
        return Layout.Box(
            x: area.x + left, y: area.y + sides.top, width: area.width - left - right,
            height: area.height - sides.top - sides.bottom)
    }

    func record(_ frame: Layout.Box<SceneExpression>, of index: Int, in boxes: inout [Int: Layout.Box<SceneExpression>])
    {
        boxes[index] = frame
    }
}
