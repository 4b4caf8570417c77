// Layout's rules, written once over a length that is either a number (the frames, Layout.swift)
// or an expression of the parameters (how the frames follow from them, Layout+Derivation.swift).
// The two were once two copies and drifted apart; a pass now says only how it reads a node's
// lengths, pads an area and keeps a frame. Generic code of one module, specialised for each pass.
import ConcentricGeometry
import ShapeScene

/// What Layout computes with: a number, or an expression of the parameters.
protocol LayoutLength {
    static var zero: Self { get }
    static func number(_ value: Double) -> Self
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func / (a: Self, b: Self) -> Self
    static func max(_ a: Self, _ b: Self) -> Self
}

extension Double: LayoutLength {
    static func number(_ value: Double) -> Double { value }
    static func max(_ a: Double, _ b: Double) -> Double { Swift.max(a, b) }
}

extension SceneExpression: LayoutLength {}

extension Layout {
    /// A rectangle in lengths.
    struct Box<Length: LayoutLength> {
        var x, y, width, height: Length
        var maxX: Length { x + width }
        var maxY: Length { y + height }
    }

    /// A placement's lengths: padding, size, offset and `at`.
    struct Sides<Length: LayoutLength> {
        var top, leading, bottom, trailing: Length
        var width, height: Length?
        var offsetX, offsetY: Length
        var at: (x: Length, y: Length)?
    }
}

/// One way through the layout: how it reads a node's lengths and what it keeps of its frame.
/// The rules below leave the pass itself unchanged and write the frames they give into a
/// `Frames` of the caller's, as Layout always did: a pass mutated in place would have its
/// scene retained at every step.
protocol LayoutPass {
    associatedtype Length: LayoutLength
    associatedtype Frames
    var scene: SceneBuilder { get }
    /// The lengths of node `index`, whose placement is `placement`.
    func sides(of index: Int, _ placement: Placement) -> Layout.Sides<Length>
    /// The length node `index` asks for along an axis, padding included
    /// (``SceneTree/intrinsicLength(of:vertical:_:)``); nil: it takes a share of what is left.
    func intrinsic(of index: Int, vertical: Bool) -> Length?
    /// The spacing of stack `index`.
    func spacing(of index: Int, _ stack: StackLayout) -> Length
    /// `area` with `sides`' padding taken off.
    func padded(_ area: Layout.Box<Length>, by sides: Layout.Sides<Length>, _ direction: LayoutDirection)
        -> Layout.Box<Length>
    /// Keeps node `index`'s frame in `frames`.
    func record(_ frame: Layout.Box<Length>, of index: Int, in frames: inout Frames)
}

extension LayoutPass {
    typealias Box = Layout.Box<Length>
    typealias Sides = Layout.Sides<Length>

    /// Places the top-level nodes in the canvas (or its safe area, unless they ignore it); with
    /// no canvas, each at the origin with its own size and padding.
    func placeRoots(canvas: (whole: Box, safe: Box)?, _ frames: inout Frames) {
        for root in scene.tree.roots {
            if let canvas {
                place(root, in: scene.placements[root].ignoresSafeArea ? canvas.whole : canvas.safe, &frames)
            } else {
                let sides = sides(of: root, scene.placements[root])
                let area = Box(
                    x: .zero, y: .zero, width: (sides.width ?? .zero) + sides.leading + sides.trailing,
                    height: (sides.height ?? .zero) + sides.top + sides.bottom)
                place(root, in: area, &frames)
            }
        }
    }

    /// Places node `index` in `area`, then its children.
    private func place(_ index: Int, in area: Box, _ frames: inout Frames) {
        let placement = scene.placements[index]
        let frame = frame(for: sizedSides(of: index, placement), alignment: placement.alignment, in: area)
        position(index, frame: frame, &frames)
    }

    /// Gives node `index` its frame and lays out its children.
    private func position(_ index: Int, frame: Box, _ frames: inout Frames) {
        record(frame, of: index, in: &frames)
        // A zstack places its children as a container does.
        if let stack = scene.placements[index].stack, stack.axis != .depth {
            layoutStack(index, frame: frame, stack, &frames)
            return
        }
        for child in scene.tree.directChildren(of: index) {
            place(child, in: frame, &frames)
        }
    }

    /// The frame of a child with `sides` and `alignment` inside `area` (ZStack rules).
    private func frame(for sides: Sides, alignment: Alignment, in area: Box) -> Box {
        if let at = sides.at {
            let x = area.x + at.x
            let y = area.y + at.y
            let width = sides.width ?? .max(.zero, area.maxX - x)
            let height = sides.height ?? .max(.zero, area.maxY - y)
            return Box(x: x + sides.offsetX, y: y + sides.offsetY, width: width, height: height)
        }
        let direction = scene.tree.layoutDirection
        let padded = padded(area, by: sides, direction)
        let width = sides.width ?? padded.width
        let height = sides.height ?? padded.height
        let horizontal = alignment.horizontalFraction
        let fraction = direction == .leftToRight ? horizontal : 1 - horizontal
        let x = padded.x + (padded.width - width) * .number(fraction)
        let y = padded.y + (padded.height - height) * .number(alignment.verticalFraction)
        return Box(x: x + sides.offsetX, y: y + sides.offsetY, width: width, height: height)
    }

    /// Node `index`'s lengths, with a stack's unset width or height taken from its children, so
    /// a stack of fixed-size shapes hugs them (as SwiftUI's do) instead of filling its parent.
    private func sizedSides(of index: Int, _ placement: Placement) -> Sides {
        var sides = sides(of: index, placement)
        guard let stack = placement.stack, stack.axis != .depth else { return sides }
        if sides.width == nil, let width = intrinsic(of: index, vertical: false) {
            sides.width = .max(.zero, width - sides.leading - sides.trailing)
        }
        if sides.height == nil, let height = intrinsic(of: index, vertical: true) {
            sides.height = .max(.zero, height - sides.top - sides.bottom)
        }
        return sides
    }

    /// Lays children out in sequence along the stack's axis. Children with a fixed length along
    /// the axis (plus their padding) keep it; the others share what is left equally. Across the
    /// axis each child fills the stack unless sized, then sits at the stack's alignment.
    /// Children placed with `at` leave the flow and are placed as in a plain container.
    private func layoutStack(_ index: Int, frame: Box, _ stack: StackLayout, _ frames: inout Frames) {
        var flow: [Int] = []
        for child in scene.tree.directChildren(of: index) {
            if scene.placements[child].at != nil {
                place(child, in: frame, &frames)
            } else {
                flow.append(child)
            }
        }
        guard !flow.isEmpty else { return }
        let direction = scene.tree.layoutDirection
        let vertical = stack.axis == .vertical
        let spacing = spacing(of: index, stack)
        let lengths = flow.map { intrinsic(of: $0, vertical: vertical) }
        let fixedTotal = lengths.reduce(Length.zero) { $0 + ($1 ?? .zero) }
        let flexibleCount = lengths.filter { $0 == nil }.count
        let available = (vertical ? frame.height : frame.width) - spacing * .number(Double(flow.count - 1))
        let share: Length =
            flexibleCount > 0 ? .max(.zero, (available - fixedTotal) / .number(Double(flexibleCount))) : .zero
        // Leading edge first: from the top, or from the left (the right in right-to-left).
        let fromRight = !vertical && direction == .rightToLeft
        var cursor = vertical ? frame.y : (fromRight ? frame.maxX : frame.x)
        for (child, length) in zip(flow, lengths) {
            let slotLength = length ?? share
            let step = slotLength + spacing
            let slot: Box
            if vertical {
                slot = Box(x: frame.x, y: cursor, width: frame.width, height: slotLength)
                cursor = cursor + step
            } else if fromRight {
                slot = Box(x: cursor - slotLength, y: frame.y, width: slotLength, height: frame.height)
                cursor = cursor - step
            } else {
                slot = Box(x: cursor, y: frame.y, width: slotLength, height: frame.height)
                cursor = cursor + step
            }
            let sides = sizedSides(of: child, scene.placements[child])
            position(child, frame: self.frame(for: sides, alignment: stack.alignment, in: slot), &frames)
        }
    }
}
