// Layout: gives every record of the scene graph a frame, top down, and resolves its radii
// through ConcentricGeometry. No radius is computed here, only frames.
//
//   parent area P ──padding──► A ──size──► w × h ──align──► origin ──offset──► frame
//
// A container's frame is the area its children are placed in; a stack shares its frame out
// among its children along its axis.
import ConcentricGeometry

/// Frames, radii and outlines for every record of a scene graph, by record index.
///
/// Kept lean for scenes of a million nodes: what can be derived (a node's outline, the
/// container it offers its children) is derived when asked for, not stored.
struct LayoutResult: Sendable {
    var frames: [Rect]
    var radii: [RectangleCornerRadii]
    /// For each record, the record whose shape is its container: an index, `canvasContainer`
    /// (the canvas is), or `noContainer`.
    var containerOwners: [Int32]
    /// Outlines that are not simply the frame with the resolved radii: circles, ellipses and
    /// the concentric fallback inside an ellipse.
    var unusualOutlines: [Int: Outline]
    var canvas: Rect
    var canvasContainer: Container?

    static let noContainer: Int32 = -1
    static let canvasContainer: Int32 = -2

    /// How record `index`'s corners are drawn: its `cornerStyle` command, else its shape's own
    /// style, else (a `ConcentricRectangle` without one) its container's.
    func cornerStyle(of index: Int, _ graph: SceneGraph) -> RoundedCornerStyle {
        let record = graph.records[index]
        if let style = record.cornerStyle { return style }
        switch record.kind {
        case .node(_, .concentric(_, let style?)):
            return style
        case .node(_, .concentric(_, nil)):
            return container(of: index, graph)?.shape.cornerStyle ?? .circular
        case .node(_, let shape):
            return shape.cornerStyle
        case .stack:
            return .circular
        }
    }

    /// What to draw for record `index`.
    func outline(_ index: Int) -> Outline {
        if !unusualOutlines.isEmpty, let outline = unusualOutlines[index] { return outline }
        return .roundedRectangle(frames[index], radii[index])
    }

    /// The container record `index` was resolved in.
    func container(of index: Int, _ graph: SceneGraph) -> Container? {
        let owner = containerOwners[index]
        if owner == LayoutResult.canvasContainer { return canvasContainer }
        if owner < 0 { return nil }
        return offeredContainer(by: Int(owner), graph)
    }

    /// The container a container record offers its children: its own shape in its frame, or,
    /// for a resolved `ConcentricRectangle`, an uneven rounded rectangle with its resolved radii
    /// (an ellipse when it fell back to one).
    func offeredContainer(by index: Int, _ graph: SceneGraph) -> Container? {
        guard case .node(.container, let shape) = graph.records[index].kind else { return nil }
        let frame = frames[index]
        switch shape {
        case .concentric:
            switch outline(index) {
            case .ellipse(let rect):
                return Container(frame: rect, shape: .ellipse)
            case .roundedRectangle(let rect, let radii):
                return Container(frame: rect, shape: .resolvedConcentric(radii, style: cornerStyle(of: index, graph)))
            }
        case .fixed(let containerShape):
            return Container(frame: frame, shape: containerShape)
        }
    }
}

enum Layout {
    /// The margin around the content when the script sets no canvas.
    static let defaultMargin = 16.0

    /// Lays out the whole graph.
    static func run(_ graph: SceneGraph) -> LayoutResult {
        let count = graph.records.count
        var result = LayoutResult(
            frames: Array(repeating: .zero, count: count),
            radii: Array(repeating: .zero, count: count),
            containerOwners: Array(repeating: LayoutResult.noContainer, count: count),
            unusualOutlines: [:],
            canvas: .zero, canvasContainer: nil)
        let direction = graph.layoutDirection
        if let canvas = graph.canvas {
            let canvasRect = Rect(origin: .zero, size: canvas.size)
            result.canvas = canvasRect
            if let radius = canvas.cornerRadius {
                result.canvasContainer = Container(
                    frame: canvasRect, shape: .roundedRectangle(cornerRadius: radius, style: canvas.cornerStyle))
            }
            let safe = canvasRect.inset(by: canvas.safeArea, direction: direction)
            for root in graph.roots {
                let area = graph.records[root].placement.ignoresSafeArea ? canvasRect : safe
                place(
                    root, in: area, container: result.canvasContainer,
                    owner: result.canvasContainer == nil ? LayoutResult.noContainer : LayoutResult.canvasContainer,
                    graph, &result)
            }
        } else {
            var bounds: Rect?
            for root in graph.roots {
                // No canvas to fill or align in: a top-level node starts at the origin with
                // its own size (and padding), and the canvas grows around it.
                let placement = graph.records[root].placement
                let padding = placement.padding
                let area = Rect(
                    x: 0, y: 0, width: (placement.width ?? 0) + padding.leading + padding.trailing,
                    height: (placement.height ?? 0) + padding.top + padding.bottom)
                place(root, in: area, container: nil, owner: LayoutResult.noContainer, graph, &result)
                bounds = bounds.map { $0.union(result.frames[root]) } ?? result.frames[root]
            }
            result.canvas = (bounds ?? .zero).insetBy(-defaultMargin)
        }
        return result
    }

    /// Places record `index` in `area`, resolves it, then places its children.
    private static func place(
        _ index: Int, in area: Rect, container: Container?, owner: Int32, _ graph: SceneGraph,
        _ result: inout LayoutResult
    ) {
        let placement = sizedPlacement(of: index, graph)
        let frame = frame(for: placement, in: area, direction: graph.layoutDirection)
        position(index, frame: frame, container: container, owner: owner, graph, &result)
    }

    /// Gives record `index` its frame, resolves it in `container` (offered by record `owner`),
    /// and lays out its children.
    private static func position(
        _ index: Int, frame: Rect, container: Container?, owner: Int32, _ graph: SceneGraph,
        _ result: inout LayoutResult
    ) {
        let record = graph.records[index]
        result.frames[index] = frame
        result.containerOwners[index] = owner
        switch record.kind {
        case .stack(let axis, let spacing, let alignment):
            layoutStack(
                index, frame: frame, axis: axis, spacing: spacing, alignment: alignment,
                container: container, owner: owner, graph, &result)
        case .node(let role, let shape):
            switch shape {
            case .concentric(let rectangle, _):
                let resolution = ConcentricResolver.resolve(
                    rectangle, in: frame, container: container, direction: graph.layoutDirection)
                result.radii[index] = resolution.radii
                if case .ellipse = resolution.outline {
                    result.unusualOutlines[index] = resolution.outline
                }
            case .fixed(let containerShape):
                let corners = containerShape.cornerGeometry(in: frame)
                result.radii[index] = corners?.radii ?? .zero
                switch containerShape {
                case .ellipse:
                    result.unusualOutlines[index] = .ellipse(frame)
                case .circle:
                    result.unusualOutlines[index] = .ellipse(corners?.rect ?? frame)
                default:
                    break
                }
            }
            guard role == .container, let offered = result.offeredContainer(by: index, graph) else { return }
            for child in graph.children(of: index) {
                place(child, in: frame, container: offered, owner: Int32(index), graph, &result)
            }
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
    static func sizedPlacement(of index: Int, _ graph: SceneGraph) -> Placement {
        var placement = graph.records[index].placement
        guard graph.records[index].isStack else { return placement }
        let padding = placement.padding
        if placement.width == nil, let width = intrinsicLength(of: index, vertical: false, graph) {
            placement.width = max(0, width - padding.leading - padding.trailing)
        }
        if placement.height == nil, let height = intrinsicLength(of: index, vertical: true, graph) {
            placement.height = max(0, height - padding.top - padding.bottom)
        }
        return placement
    }

    /// The length a record asks for along an axis, padding included: its size when set, and
    /// for a stack whose children all ask for a length, what they add up to (the longest of
    /// them across the stack's axis). Nil: it takes a share of what is left.
    static func intrinsicLength(of index: Int, vertical: Bool, _ graph: SceneGraph) -> Double? {
        let placement = graph.records[index].placement
        let padding =
            vertical
            ? placement.padding.top + placement.padding.bottom
            : placement.padding.leading + placement.padding.trailing
        if let explicit = vertical ? placement.height : placement.width { return explicit + padding }
        guard case .stack(let axis, let spacing, _) = graph.records[index].kind else { return nil }
        var total = 0.0
        var longest = 0.0
        var count = 0
        for child in graph.children(of: index) where graph.records[child].placement.at == nil {
            guard let length = intrinsicLength(of: child, vertical: vertical, graph) else { return nil }
            total += length
            longest = max(longest, length)
            count += 1
        }
        guard count > 0 else { return nil }
        let along = (axis == .vertical) == vertical
        return (along ? total + spacing * Double(count - 1) : longest) + padding
    }

    /// Lays children out in sequence along the stack's axis. Children with a fixed length along
    /// the axis (plus their padding) keep it; the others share what is left equally. Across the
    /// axis each child fills the stack unless sized, then sits at the stack's alignment.
    /// Children placed with `at` leave the flow and are placed as in a plain container.
    private static func layoutStack(
        _ index: Int, frame: Rect, axis: StackAxis, spacing: Double, alignment: Alignment,
        container: Container?, owner: Int32, _ graph: SceneGraph, _ result: inout LayoutResult
    ) {
        let direction = graph.layoutDirection
        var flow: [Int] = []
        for child in graph.children(of: index) {
            if graph.records[child].placement.at != nil {
                place(child, in: frame, container: container, owner: owner, graph, &result)
            } else {
                flow.append(child)
            }
        }
        guard !flow.isEmpty else { return }
        let vertical = axis == .vertical
        let lengths = flow.map { intrinsicLength(of: $0, vertical: vertical, graph) }
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
            var placement = sizedPlacement(of: child, graph)
            placement.alignment = alignment
            let childFrame = Layout.frame(for: placement, in: slot, direction: direction)
            position(child, frame: childFrame, container: container, owner: owner, graph, &result)
        }
    }
}
