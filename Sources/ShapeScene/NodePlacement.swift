// How a node was placed, as its script wrote it (padding, size, alignment, offset, `at`, stacks),
// and which loop iteration made it: what an output needs to rebuild the layout rather than copy
// its frames. Layout turns it into frames; the outputs that mirror a script read it as it is.
import ConcentricGeometry

/// How a node is placed inside the area its parent offers (ZStack-like), in the order applied:
/// padding, then size, then alignment, then offset; or `at` instead of padding and alignment.
///
/// Every node of a scene has one, so it is kept small and plain (a million-node scene holds a
/// million, copied as bytes): an unset length is NaN rather than an optional, a loop iteration
/// is four 32-bit numbers, a stack's arguments are stored flat. That takes it from 208 bytes to
/// 112; the properties read and write as optionals all the same. (A shared box for the parts few
/// nodes have made it 96 bytes, but every copy then retained the box: 11% more instructions to
/// build a scene. The rect a node's radii were queried in is the scene's, ``ResolvedScene``.)
public struct NodePlacement: Hashable, Sendable {
    public var padding: EdgeInsets
    /// Moves the node after layout (`offset x, y`).
    public var offset: Point
    private var storedWidth: Double
    private var storedHeight: Double
    /// `at`'s point; NaN when unset.
    private var storedAt: Point
    private var storedSpacing: Double
    private var storedLoop: PackedLoop
    public var alignment: Alignment
    public var ignoresSafeArea: Bool
    private var storedAxis: StackAxis?
    private var storedStackAlignment: Alignment

    public var width: Double? {
        get { storedWidth.isNaN ? nil : storedWidth }
        set { storedWidth = newValue ?? .nan }
    }
    public var height: Double? {
        get { storedHeight.isNaN ? nil : storedHeight }
        set { storedHeight = newValue ?? .nan }
    }
    /// The top-left corner relative to the parent's origin.
    public var at: Point? {
        get { storedAt.x.isNaN ? nil : storedAt }
        set { storedAt = newValue ?? Point(x: .nan, y: .nan) }
    }
    /// How a stack lays out its children; nil for a drawn node.
    public var stack: StackLayout? {
        get {
            storedAxis.map { StackLayout(axis: $0, spacing: storedSpacing, alignment: storedStackAlignment) }
        }
        set {
            storedAxis = newValue?.axis
            storedSpacing = newValue?.spacing ?? 0
            storedStackAlignment = newValue?.alignment ?? .center
        }
    }
    /// The iteration of the loop that made this node, when the loop ran directly in the braces
    /// of the node's parent (or at the top level); nil otherwise (and for a loop whose numbers
    /// do not fit 32 bits, which no script within the limits makes).
    public var loop: LoopIteration? {
        get { storedLoop.iteration }
        set { storedLoop = PackedLoop(newValue) }
    }

    public init(
        padding: EdgeInsets = .zero, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center,
        offset: Point = .zero, at: Point? = nil, ignoresSafeArea: Bool = false, stack: StackLayout? = nil,
        loop: LoopIteration? = nil
    ) {
        self.padding = padding
        self.offset = offset
        storedWidth = width ?? .nan
        storedHeight = height ?? .nan
        storedAt = at ?? Point(x: .nan, y: .nan)
        storedSpacing = stack?.spacing ?? 0
        storedLoop = PackedLoop(loop)
        self.alignment = alignment
        self.ignoresSafeArea = ignoresSafeArea
        storedAxis = stack?.axis
        storedStackAlignment = stack?.alignment ?? .center
    }

    /// Equal when every property reads the same (an unset length's NaN included). The hash is
    /// the stored bytes' own: an unset length is always the same NaN, and a zero hashes as its
    /// negative does, so equal placements hash alike.
    public static func == (a: NodePlacement, b: NodePlacement) -> Bool {
        a.padding == b.padding && a.offset == b.offset && a.width == b.width && a.height == b.height
            && a.at == b.at && a.loop == b.loop && a.alignment == b.alignment && a.ignoresSafeArea == b.ignoresSafeArea
            && a.stack == b.stack
    }

    /// A loop iteration in four 32-bit numbers; `run` -1 for none.
    private struct PackedLoop: Hashable, Sendable {
        var run: Int32 = -1
        var index: Int32 = 0
        var count: Int32 = 0
        var line: Int32 = 0

        init(_ loop: LoopIteration?) {
            guard let loop, let run = Int32(exactly: loop.run), let index = Int32(exactly: loop.iteration),
                let count = Int32(exactly: loop.count), let line = Int32(exactly: loop.line), run >= 0
            else { return }
            (self.run, self.index, self.count, self.line) = (run, index, count, line)
        }

        var iteration: LoopIteration? {
            run < 0 ? nil : LoopIteration(run: Int(run), iteration: Int(index), count: Int(count), line: Int(line))
        }
    }
}

extension SceneTree {
    /// The length node `index` asks for along an axis, padding included: its size when set, and
    /// for a stack whose children all ask for a length, what they add up to (the longest of
    /// them across the stack's axis). Nil: it takes a share of what is left. Layout sizes stacks
    /// by it, and the CSS output decides by it which children hug and which share.
    public func intrinsicLength(of index: Int, vertical: Bool, _ placements: PlainArray<NodePlacement>) -> Double? {
        let placement = placements[index]
        let padding =
            vertical
            ? placement.padding.top + placement.padding.bottom
            : placement.padding.leading + placement.padding.trailing
        if let explicit = vertical ? placement.height : placement.width { return explicit + padding }
        guard let stack = placement.stack, stack.axis != .depth else { return nil }
        var total = 0.0
        var longest = 0.0
        var count = 0
        for child in directChildren(of: index) where placements[child].at == nil {
            guard let length = intrinsicLength(of: child, vertical: vertical, placements) else { return nil }
            total += length
            longest = max(longest, length)
            count += 1
        }
        guard count > 0 else { return nil }
        let along = (stack.axis == .vertical) == vertical
        return (along ? total + stack.spacing * Double(count - 1) : longest) + padding
    }
}

/// A stack's arguments: `vstack spacing: 8, alignment: .leading`.
public struct StackLayout: Hashable, Sendable {
    public var axis: StackAxis
    public var spacing: Double
    public var alignment: Alignment

    public init(axis: StackAxis, spacing: Double = 0, alignment: Alignment = .center) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One pass of a `for` loop: which run of which loop statement, and which iteration of it.
///
/// A loop statement that runs twice (in a function called twice) makes two runs; the nodes of
/// one run are siblings, in iteration order.
public struct LoopIteration: Hashable, Sendable {
    /// Counts the loops an evaluation ran, from 0: the same for every node of one run.
    public var run: Int
    /// The iteration, from 0.
    public var iteration: Int
    /// How many iterations the run has.
    public var count: Int
    /// The line of the `for` statement, for comments.
    public var line: Int

    public init(run: Int, iteration: Int, count: Int, line: Int) {
        (self.run, self.iteration, self.count, self.line) = (run, iteration, count, line)
    }
}
