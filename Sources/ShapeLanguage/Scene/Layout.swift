// Layout: gives every node of the scene a frame, top down, from the placement its script wrote.
// No radius is computed here, only frames: SceneResolver resolves the radii afterwards.
//
//   parent area P ──padding──► A ──size──► w × h ──align──► origin ──offset──► frame
//
// A container's frame is the area its children are placed in; a stack shares its frame out
// among its children along its axis. The rules are written once (Layout+Rules.swift), over a
// length that is a number here and an expression of the parameters in Layout+Derivation.swift.
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
        let pass = Numbers(scene: scene)
        var frames = Array(repeating: Rect.zero, count: tree.count)
        guard let canvas = tree.canvas else {
            // No canvas to fill or align in: a top-level node starts at the origin with its own
            // size (and padding), and the canvas grows around it.
            pass.placeRoots(canvas: nil, &frames)
            // The canvas holds every node, children that overflow their container included, so
            // the background, the picture and the JSON canvas are one size.
            var bounds: Rect?
            for index in 0..<tree.count where !tree[index].isGroup && !tree[index].isRemoved {
                bounds = bounds.map { $0.union(frames[index]) } ?? frames[index]
            }
            return Result(frames: frames, canvas: (bounds ?? .zero).insetBy(-defaultMargin))
        }
        let canvasRect = Rect(origin: .zero, size: canvas.size)
        let safe = canvasRect.inset(by: canvas.safeArea, direction: tree.layoutDirection)
        pass.placeRoots(canvas: (Box(canvasRect), Box(safe)), &frames)
        return Result(frames: frames, canvas: canvasRect)
    }
}

/// Layout in numbers: the frames every output draws.
private struct Numbers: LayoutPass {
    let scene: SceneBuilder

    func sides(of index: Int, _ placement: Placement) -> Layout.Sides<Double> {
        let padding = placement.padding
        return Layout.Sides(
            top: padding.top, leading: padding.leading, bottom: padding.bottom, trailing: padding.trailing,
            width: placement.width, height: placement.height, offsetX: placement.offset.x,
            offsetY: placement.offset.y, at: placement.at.map { ($0.x, $0.y) })
    }

    func intrinsic(of index: Int, vertical: Bool) -> Double? {
        scene.tree.intrinsicLength(of: index, vertical: vertical, scene.placements)
    }

    func spacing(of index: Int, _ stack: StackLayout) -> Double { stack.spacing }

    /// An area padded past its own size collapses to its middle (``Rect/inset(by:direction:)``).
    func padded(_ area: Layout.Box<Double>, by sides: Layout.Sides<Double>, _ direction: LayoutDirection)
        -> Layout.Box<Double>
    {
        let padding = EdgeInsets(top: sides.top, leading: sides.leading, bottom: sides.bottom, trailing: sides.trailing)
        return Layout.Box(Rect(area).inset(by: padding, direction: direction))
    }

    func record(_ frame: Layout.Box<Double>, of index: Int, in frames: inout [Rect]) {
        frames[index] = Rect(frame)
    }
}

extension Layout.Box<Double> {
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension Rect {
    fileprivate init(_ box: Layout.Box<Double>) {
        self.init(x: box.x, y: box.y, width: box.width, height: box.height)
    }
}
