// Layout again, in expressions: every node's frame as an expression of the parameters, by the
// same rules as Layout.swift step for step, from the lengths the scene builder recorded. Checked
// against the frames Layout computed; a side that disagrees has no expression.
//
// One simplification: an area padded past its own size collapses to its middle in Layout; the
// expressions assume it does not (the check at the scene's own values catches the case there).
import ConcentricGeometry
import ShapeScene

extension Layout {
    /// A rectangle as expressions.
    private struct Box {
        var x, y, width, height: SceneExpression
        var maxX: SceneExpression { x + width }
        var maxY: SceneExpression { y + height }
    }

    /// A placement's lengths as expressions: what was recorded, else the number.
    private struct Lengths {
        var top, leading, bottom, trailing: SceneExpression
        var width, height: SceneExpression?
        var offsetX, offsetY: SceneExpression
        var at: (x: SceneExpression, y: SceneExpression)?
    }

    /// How the scene's lengths and frames follow from `values`, the parameters it was built with.
    static func derivation(_ scene: SceneBuilder, values: [String: Double], layout: Result) -> SceneDerivation {
        let tree = scene.tree
        var boxes: [Int: Box] = [:]
        let direction = tree.layoutDirection
        let canvas = Box(
            x: .number(layout.canvas.minX), y: .number(layout.canvas.minY), width: .number(layout.canvas.width),
            height: .number(layout.canvas.height))
        if let spec = tree.canvas {
            let safe = Box(
                x: canvas.x + .number(spec.safeArea.left(in: direction)), y: canvas.y + .number(spec.safeArea.top),
                width: canvas.width - .number(spec.safeArea.leading + spec.safeArea.trailing),
                height: canvas.height - .number(spec.safeArea.top + spec.safeArea.bottom))
            for root in tree.roots {
                place(root, in: scene.placements[root].ignoresSafeArea ? canvas : safe, scene, &boxes)
            }
        } else {
            for root in tree.roots {
                let sides = lengths(of: root, scene)
                let area = Box(
                    x: .zero, y: .zero, width: (sides.width ?? .zero) + sides.leading + sides.trailing,
                    height: (sides.height ?? .zero) + sides.top + sides.bottom)
                place(root, in: area, scene, &boxes)
            }
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
        return SceneDerivation(
            values: values, placements: placements, frames: frames, canvasWidth: .number(layout.canvas.width),
            canvasHeight: .number(layout.canvas.height), canvasRadius: spec?.cornerRadius.map { .number($0) })
    }

    private static func lengths(of index: Int, _ scene: SceneBuilder) -> Lengths {
        let placement = scene.placements[index]
        let recorded = scene.derivations[index]
        func pick(_ expression: SceneExpression?, _ value: Double) -> SceneExpression {
            expression ?? .number(value)
        }
        let padding = placement.padding
        return Lengths(
            top: pick(recorded?.paddingTop, padding.top), leading: pick(recorded?.paddingLeading, padding.leading),
            bottom: pick(recorded?.paddingBottom, padding.bottom),
            trailing: pick(recorded?.paddingTrailing, padding.trailing),
            width: placement.width.map { pick(recorded?.width, $0) },
            height: placement.height.map { pick(recorded?.height, $0) },
            offsetX: pick(recorded?.offsetX, placement.offset.x), offsetY: pick(recorded?.offsetY, placement.offset.y),
            at: placement.at.map { (pick(recorded?.atX, $0.x), pick(recorded?.atY, $0.y)) })
    }

    private static func spacing(of index: Int, _ scene: SceneBuilder) -> SceneExpression {
        scene.derivations[index]?.spacing ?? .number(scene.placements[index].stack?.spacing ?? 0)
    }

    private static func place(_ index: Int, in area: Box, _ scene: SceneBuilder, _ boxes: inout [Int: Box]) {
        let sides = sizedLengths(of: index, scene)
        let box = frame(for: sides, alignment: scene.placements[index].alignment, in: area, scene.tree.layoutDirection)
        position(index, box, scene, &boxes)
    }

    private static func position(_ index: Int, _ box: Box, _ scene: SceneBuilder, _ boxes: inout [Int: Box]) {
        boxes[index] = box
        // A zstack places its children as a container does.
        if let stack = scene.placements[index].stack, stack.axis != .depth {
            layoutStack(index, box, stack, scene, &boxes)
            return
        }
        for child in scene.tree.directChildren(of: index) {
            place(child, in: box, scene, &boxes)
        }
    }

    private static func frame(for sides: Lengths, alignment: Alignment, in area: Box, _ direction: LayoutDirection)
        -> Box
    {
        if let at = sides.at {
            let x = area.x + at.x
            let y = area.y + at.y
            let width = sides.width ?? .max(.zero, area.maxX - x)
            let height = sides.height ?? .max(.zero, area.maxY - y)
            return Box(x: x + sides.offsetX, y: y + sides.offsetY, width: width, height: height)
        }
        let (left, right) =
            direction == .leftToRight ? (sides.leading, sides.trailing) : (sides.trailing, sides.leading)
        let padded = Box(
            x: area.x + left, y: area.y + sides.top, width: area.width - left - right,
            height: area.height - sides.top - sides.bottom)
        let width = sides.width ?? padded.width
        let height = sides.height ?? padded.height
        let horizontal = alignment.horizontalFraction
        let fraction = direction == .leftToRight ? horizontal : 1 - horizontal
        let x = padded.x + (padded.width - width) * .number(fraction)
        let y = padded.y + (padded.height - height) * .number(alignment.verticalFraction)
        return Box(x: x + sides.offsetX, y: y + sides.offsetY, width: width, height: height)
    }

    /// Layout.sizedPlacement in expressions.
    private static func sizedLengths(of index: Int, _ scene: SceneBuilder) -> Lengths {
        var sides = lengths(of: index, scene)
        guard let stack = scene.placements[index].stack, stack.axis != .depth else { return sides }
        if sides.width == nil, let width = intrinsic(of: index, vertical: false, scene) {
            sides.width = .max(.zero, width - sides.leading - sides.trailing)
        }
        if sides.height == nil, let height = intrinsic(of: index, vertical: true, scene) {
            sides.height = .max(.zero, height - sides.top - sides.bottom)
        }
        return sides
    }

    /// Layout.intrinsicLength in expressions.
    private static func intrinsic(of index: Int, vertical: Bool, _ scene: SceneBuilder) -> SceneExpression? {
        let sides = lengths(of: index, scene)
        let padding = vertical ? sides.top + sides.bottom : sides.leading + sides.trailing
        if let explicit = vertical ? sides.height : sides.width { return explicit + padding }
        guard let stack = scene.placements[index].stack, stack.axis != .depth else { return nil }
        var total: SceneExpression = .zero
        var longest: SceneExpression?
        var count = 0
        for child in scene.tree.directChildren(of: index) where scene.placements[child].at == nil {
            guard let length = intrinsic(of: child, vertical: vertical, scene) else { return nil }
            total = total + length
            longest = longest.map { .max($0, length) } ?? .max(.zero, length)
            count += 1
        }
        guard count > 0, let longest else { return nil }
        let along = (stack.axis == .vertical) == vertical
        let gaps = spacing(of: index, scene) * .number(Double(count - 1))
        return (along ? total + gaps : longest) + padding
    }

    private static func layoutStack(
        _ index: Int, _ box: Box, _ stack: StackLayout, _ scene: SceneBuilder, _ boxes: inout [Int: Box]
    ) {
        let direction = scene.tree.layoutDirection
        let flow = flowingChildren(of: index, scene) { place($0, in: box, scene, &boxes) }
        guard !flow.isEmpty else { return }
        let vertical = stack.axis == .vertical
        let spacing = spacing(of: index, scene)
        let lengths = flow.map { intrinsic(of: $0, vertical: vertical, scene) }
        let fixedTotal = lengths.reduce(SceneExpression.zero) { $0 + ($1 ?? .zero) }
        let flexibleCount = lengths.filter { $0 == nil }.count
        let available = (vertical ? box.height : box.width) - spacing * .number(Double(flow.count - 1))
        let share: SceneExpression =
            flexibleCount > 0 ? .max(.zero, (available - fixedTotal) / .number(Double(flexibleCount))) : .zero
        let fromRight = !vertical && direction == .rightToLeft
        var cursor = vertical ? box.y : (fromRight ? box.maxX : box.x)
        for (child, length) in zip(flow, lengths) {
            let slotLength = length ?? share
            let slot: Box
            if vertical {
                slot = Box(x: box.x, y: cursor, width: box.width, height: slotLength)
                cursor = cursor + slotLength + spacing
            } else if fromRight {
                slot = Box(x: cursor - slotLength, y: box.y, width: slotLength, height: box.height)
                cursor = cursor - slotLength - spacing
            } else {
                slot = Box(x: cursor, y: box.y, width: slotLength, height: box.height)
                cursor = cursor + slotLength + spacing
            }
            let sides = sizedLengths(of: child, scene)
            let childBox = frame(for: sides, alignment: stack.alignment, in: slot, direction)
            position(child, childBox, scene, &boxes)
        }
    }
}
