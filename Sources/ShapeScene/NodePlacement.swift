// How a node was placed, as its script wrote it (padding, size, alignment, offset, `at`, stacks),
// and which loop iteration made it: what an output needs to rebuild the layout rather than copy
// its frames. Layout turns it into frames; the outputs that mirror a script read it as it is.
import ConcentricGeometry

/// How a node is placed inside the area its parent offers (ZStack-like), in the order applied:
/// padding, then size, then alignment, then offset; or `at` instead of padding and alignment.
public struct NodePlacement: Hashable, Sendable {
    public var padding: EdgeInsets
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment
    public var offset: Point
    /// The top-left corner relative to the parent's origin.
    public var at: Point?
    public var ignoresSafeArea: Bool
    /// How a stack lays out its children; nil for a drawn node.
    public var stack: StackLayout?
    /// The iteration of the loop that made this node, when the loop ran directly in the braces
    /// of the node's parent (or at the top level); nil otherwise.
    public var loop: LoopIteration?
    /// The rect whose `concentricCornerRadii(in:)` the node's shape takes as its radii, in
    /// the coordinates of the node's parent (the safe area's at the top level); nil when its
    /// radii are not a query's answer.
    public var radiiQuery: Rect?

    public init(
        padding: EdgeInsets = .zero, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center,
        offset: Point = .zero, at: Point? = nil, ignoresSafeArea: Bool = false, stack: StackLayout? = nil,
        loop: LoopIteration? = nil, radiiQuery: Rect? = nil
    ) {
        self.padding = padding
        self.width = width
        self.height = height
        self.alignment = alignment
        self.offset = offset
        self.at = at
        self.ignoresSafeArea = ignoresSafeArea
        self.stack = stack
        self.loop = loop
        self.radiiQuery = radiiQuery
    }
}

extension SceneTree {
    /// The length node `index` asks for along an axis, padding included: its size when set, and
    /// for a stack whose children all ask for a length, what they add up to (the longest of
    /// them across the stack's axis). Nil: it takes a share of what is left. Layout sizes stacks
    /// by it, and the CSS output decides by it which children hug and which share.
    public func intrinsicLength(of index: Int, vertical: Bool, _ placements: [NodePlacement]) -> Double? {
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
        self.run = run
        self.iteration = iteration
        self.count = count
        self.line = line
    }
}
