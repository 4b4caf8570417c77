// What a resolved scene says about its parameters: the values it was resolved with, and how
// each node's placement lengths and frame follow from them (SceneExpression). Outputs that keep
// the design parametric read these; the numbers they must bake are listed too.
import ConcentricGeometry

/// One of the script's parameters as the scene was resolved with it.
public struct SceneParameter: Hashable, Sendable {
    public var name: String
    /// The value used: set from outside (`--set`), or as written.
    public var value: Double
    /// The number the script writes.
    public var declared: Double
    /// The 1-based line of its declaration.
    public var line: Int
    /// The file that declares it (nil for the main script read from standard input or a REPL chunk).
    public var file: String?

    public init(name: String, value: Double, declared: Double, line: Int, file: String?) {
        (self.name, self.value, self.declared, self.line, self.file) = (name, value, declared, line, file)
    }
}

/// A node's placement as the script wrote it, each length with the expression it came from.
///
/// A length the script did not write is nil here and its default in ``NodeLayout``'s numbers
/// (no padding, no offset, the size the parent offers). A length it wrote has an expression
/// when the scene builder could derive one (`.number` for a literal); when it could not, its
/// name is in ``baked`` and outputs write the number.
public struct PlacementExpressions: Hashable, Sendable {
    public var paddingTop: SceneExpression?
    public var paddingLeading: SceneExpression?
    public var paddingBottom: SceneExpression?
    public var paddingTrailing: SceneExpression?
    public var width: SceneExpression?
    public var height: SceneExpression?
    public var offsetX: SceneExpression?
    public var offsetY: SceneExpression?
    public var atX: SceneExpression?
    public var atY: SceneExpression?
    /// A stack's `spacing`.
    public var spacing: SceneExpression?
    /// The node's `opacity`, a number from 0 to 1 (a style, kept here with the placement's
    /// lengths so that the outputs can tell the parameters it follows from lengths).
    public var opacity: SceneExpression?
    /// The radius argument of the node's own shape, by corner (`RoundedRectangle(cornerRadius:)`,
    /// each of `UnevenRoundedRectangle`'s four), as written, before clamping.
    public var shapeRadii: [Corner: SceneExpression] = [:]
    /// A `ConcentricRectangle` corner's `.concentric(minimum: m)`, by corner.
    public var minimums: [Corner: SceneExpression] = [:]
    /// A `ConcentricRectangle` corner's `.fixed(r)`, by corner.
    public var fixedRadii: [Corner: SceneExpression] = [:]
    /// `align` (the child's alignment in its parent's area; a stack's child takes the stack's).
    public var alignment = Alignment.center
    /// A stack's own `alignment:` argument, for its children; nil for a node that is not a stack.
    public var stackAlignment: Alignment?
    /// `ignoresSafeArea` on a top-level node of a canvas with a safe area.
    public var ignoresSafeArea = false
    /// What the script wrote that no expression describes (`padding`, `width`, `cornerRadius`, …),
    /// in the order written, each once.
    public var baked: [String] = []
    /// The rect a query its radii are the answer of was asked in (ResolvedScene.radiiQueries),
    /// as expressions in the same coordinates, where the script's rect has them.
    public var queryRect: FrameExpressions?

    public init() {}

    /// Notes that `what` was written without an expression outputs can follow.
    public mutating func bake(_ what: String) {
        if !baked.contains(what) { baked.append(what) }
    }
}

/// A frame as expressions, in canvas coordinates (the resolved frame's numbers at the scene's
/// parameter values). A side is nil when layout could not derive it.
public struct FrameExpressions: Hashable, Sendable {
    public var x: SceneExpression?
    public var y: SceneExpression?
    public var width: SceneExpression?
    public var height: SceneExpression?

    public init(x: SceneExpression?, y: SceneExpression?, width: SceneExpression?, height: SceneExpression?) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Every side derived.
    public var isComplete: Bool { x != nil && y != nil && width != nil && height != nil }
}

/// How a resolved scene follows from its parameters.
public struct SceneDerivation: Sendable {
    /// The values the scene was resolved with, by name.
    public var values: [String: Double]
    /// Placements as written, by node index (nodes that wrote nothing have none).
    public var placements: [Int: PlacementExpressions]
    /// Every node's frame as expressions, by node index (stacks included).
    public var frames: [Int: FrameExpressions]
    /// The canvas rectangle's size and corner radius, as expressions where the script's
    /// `canvas` statement derives them.
    public var canvasWidth: SceneExpression?
    public var canvasHeight: SceneExpression?
    public var canvasRadius: SceneExpression?
    /// The parameters a `for` loop's range was computed from: counts, not lengths.
    public var loopCounts: Set<String> = []

    public init(
        values: [String: Double], placements: [Int: PlacementExpressions], frames: [Int: FrameExpressions],
        canvasWidth: SceneExpression?, canvasHeight: SceneExpression?, canvasRadius: SceneExpression?
    ) {
        self.values = values
        self.placements = placements
        self.frames = frames
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.canvasRadius = canvasRadius
    }
}
