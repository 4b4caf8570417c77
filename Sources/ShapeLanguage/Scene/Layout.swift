// Layout: gives every node of the scene a frame, top down, from the placement its script wrote.
// No radius is computed here, only frames: SceneResolver resolves the radii afterwards.
//
//   parent area P ──padding──► A ──size──► w × h ──align──► origin ──offset──► frame
//
// A container's frame is the area its children are placed in; a stack shares its frame out
// among its children along its axis.
import ConcentricGeometry
import ShapeScene

enum Layout {
    /// The margin around the content when the script sets no canvas.
    static let defaultMargin = 16.0

    /// Every node's frame, by index, and the canvas rectangle.
    struct Result {
        var frames: [Rect]
        var canvas: Rect
    }

    /// Lays out the whole scene.
    static func run(_ scene: SceneBuilder) -> Result {
        let tree = scene.tree
        var frames = Array(repeating: Rect.zero, count: tree.count)
        let direction = tree.layoutDirection
        let canvasRect: Rect
        if let canvas = tree.canvas {
            canvasRect = Rect(origin: .zero, size: canvas.size)
            let safe = canvasRect.inset(by: canvas.safeArea, direction: direction)
            for root in tree.roots {
                let area = scene.placements[root].ignoresSafeArea ? canvasRect : safe
                place(root, in: area, scene, &frames)
            }
        } else {
            for root in tree.roots {
                // No canvas to fill or align in: a top-level node starts at the origin with
                // its own size (and padding), and the canvas grows around it.
                let placement = scene.placements[root]
                let padding = placement.padding
                let area = Rect(
                    x: 0, y: 0, width: (placement.width ?? 0) + padding.leading + padding.trailing,
                    height: (placement.height ?? 0) + padding.top + padding.bottom)
                place(root, in: area, scene, &frames)
            }
            // The canvas holds every node, children that overflow their container included, so
            // the background, the picture and the JSON canvas are one size.
            var bounds: Rect?
            for index in 0..<tree.count where !tree[index].isGroup && !tree[index].isRemoved {
                bounds = bounds.map { $0.union(frames[index]) } ?? frames[index]
            }
            canvasRect = (bounds ?? .zero).insetBy(-defaultMargin)
        }
        return Result(frames: frames, canvas: canvasRect)
    }

    /// Places node `index` in `area`, then its children.
    private static func place(_ index: Int, in area: Rect, _ scene: SceneBuilder, _ frames: inout [Rect]) {
        let placement = sizedPlacement(of: index, scene)
        let frame = frame(for: placement, in: area, direction: scene.tree.layoutDirection)
        position(index, frame: frame, scene, &frames)
    }

    /// Gives node `index` its frame and lays out its children.
    private static func position(_ index: Int, frame: Rect, _ scene: SceneBuilder, _ frames: inout [Rect]) {
        frames[index] = frame
        // A zstack places its children as a container does.
        if let stack = scene.placements[index].stack, stack.axis != .depth {
            layoutStack(index, frame: frame, stack, scene, &frames)
            return
        }
        for child in scene.tree.directChildren(of: index) {
            place(child, in: frame, scene, &frames)
        }
    }

    /// The frame of a child with `placement` inside `area` (ZStack rules).
    static func frame(for placement: Placement, in area: Rect, direction: LayoutDirection) -> Rect {
        if let at = placement.at {
            let x = area.minX + at.x
            let y = area.minY + at.y
            let width = placement.width ?? max(0, area.maxX - x)
            let height = placement.height ?? max(0, area.maxY - y)
            return Rect(x: x + placement.offset.x, y: y + placement.offset.y, width: width, height: height)
        }
        let padded = area.inset(by: placement.padding, direction: direction)
        let width = placement.width ?? padded.width
        let height = placement.height ?? padded.height
        let horizontal = placement.alignment.horizontalFraction
        let fraction = direction == .leftToRight ? horizontal : 1 - horizontal
        let x = padded.minX + (padded.width - width) * fraction
        let y = padded.minY + (padded.height - height) * placement.alignment.verticalFraction
        return Rect(x: x + placement.offset.x, y: y + placement.offset.y, width: width, height: height)
    }

    /// A record's placement with a stack's unset width or height taken from its children, so a
    /// stack of fixed-size shapes hugs them (as SwiftUI's do) instead of filling its parent.
    static func sizedPlacement(of index: Int, _ scene: SceneBuilder) -> Placement {
        var placement = scene.placements[index]
        guard let stack = placement.stack, stack.axis != .depth else { return placement }
        let padding = placement.padding
        if placement.width == nil, let width = intrinsicLength(of: index, vertical: false, scene) {
            placement.width = max(0, width - padding.leading - padding.trailing)
        }
        if placement.height == nil, let height = intrinsicLength(of: index, vertical: true, scene) {
            placement.height = max(0, height - padding.top - padding.bottom)
        }
        return placement
    }

    /// The length a record asks for along an axis, padding included (SceneTree.intrinsicLength).
    static func intrinsicLength(of index: Int, vertical: Bool, _ scene: SceneBuilder) -> Double? {
        scene.tree.intrinsicLength(of: index, vertical: vertical, scene.placements)
    }

    /// The children of stack `index` that flow along it, in order; each child placed with `at`
    /// leaves the flow and is handed to `place` instead. Both passes, numbers and derivations,
    /// split a stack's children this way.
    static func flowingChildren(of index: Int, _ scene: SceneBuilder, placing place: (Int) -> Void) -> [Int] {
        var flow: [Int] = []
        for child in scene.tree.directChildren(of: index) {
            if scene.placements[child].at != nil {
                place(child)
            } else {
                flow.append(child)
            }
        }
        return flow
    }

    /// Lays children out in sequence along the stack's axis. Children with a fixed length along
    /// the axis (plus their padding) keep it; the others share what is left equally. Across the
    /// axis each child fills the stack unless sized, then sits at the stack's alignment.
    /// Children placed with `at` leave the flow and are placed as in a plain container.
    private static func layoutStack(
        _ index: Int, frame: Rect, _ stack: StackLayout, _ scene: SceneBuilder, _ frames: inout [Rect]
    ) {
        let direction = scene.tree.layoutDirection
        let (axis, spacing, alignment) = (stack.axis, stack.spacing, stack.alignment)
        let flow = flowingChildren(of: index, scene) { place($0, in: frame, scene, &frames) }
        guard !flow.isEmpty else { return }
        let vertical = axis == .vertical
        let lengths = flow.map { intrinsicLength(of: $0, vertical: vertical, scene) }
        let fixedTotal = lengths.reduce(0) { $0 + ($1 ?? 0) }
        let flexibleCount = lengths.filter { $0 == nil }.count
        let available = (vertical ? frame.height : frame.width) - spacing * Double(flow.count - 1)
        let share = flexibleCount > 0 ? max(0, (available - fixedTotal) / Double(flexibleCount)) : 0
        // Leading edge first: from the top, or from the left (the right in right-to-left).
        let fromRight = !vertical && direction == .rightToLeft
        var cursor = vertical ? frame.minY : (fromRight ? frame.maxX : frame.minX)
        for (child, length) in zip(flow, lengths) {
            let slotLength = length ?? share
            let slot: Rect
            if vertical {
                slot = Rect(x: frame.minX, y: cursor, width: frame.width, height: slotLength)
                cursor += slotLength + spacing
            } else if fromRight {
                slot = Rect(x: cursor - slotLength, y: frame.minY, width: slotLength, height: frame.height)
                cursor -= slotLength + spacing
            } else {
                slot = Rect(x: cursor, y: frame.minY, width: slotLength, height: frame.height)
                cursor += slotLength + spacing
            }
            var placement = sizedPlacement(of: child, scene)
            placement.alignment = alignment
            let childFrame = Layout.frame(for: placement, in: slot, direction: direction)
            position(child, frame: childFrame, scene, &frames)
        }
    }
}
