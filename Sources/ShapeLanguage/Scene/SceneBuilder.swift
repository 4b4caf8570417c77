// The scene a script is building: the tree it adds nodes to (ShapeScene's), beside what only
// the language knows about each node (its placement as written, where it was declared), and
// the laid-out, resolved scene of everything so far, kept until the next change.
import ConcentricGeometry
import ShapeScene

/// A node's placement as written: ShapeScene's, so that the resolved scene can carry it to the
/// outputs that mirror a script's layout.
typealias Placement = NodePlacement

/// The growing scene of one evaluation.
///
/// Its parts live behind a pointer rather than in stored properties: a class's stored property
/// is checked for exclusive access at run time on every read and write (a tenth of building a
/// large scene, measured on the grid workload), and a pointer's memory is not. Each part is a
/// computed property that yields it in place, so nothing is copied.
final class SceneBuilder {
    private struct Parts {
        var tree = SceneTree()
        var placements = PlainArray<Placement>()
        var sites = NodeSites()
        var nodeStack: [Int] = []
        var stackAtFailure: [Int] = []
        var canvasDeclaredAt: SourceRange?
        var keepsDerivations = false
        var derivations: [Int: PlacementExpressions] = [:]
        var canvasExpressions = CanvasExpressions()
        var loopCounts: Set<String> = []
        var radiiQueries: [Int: Rect] = [:]
        var radiiQueryAskers: [Int: Int] = [:]
        var silenced: [Int: Set<WarningKind>] = [:]
        var silencedEverywhere: Set<WarningKind> = []
        var cached: ResolvedScene?
    }

    private let parts: UnsafeMutablePointer<Parts>

    init() {
        parts = UnsafeMutablePointer<Parts>.allocate(capacity: 1)
        parts.initialize(to: Parts())
    }

    deinit {
        parts.deinitialize(count: 1)
        parts.deallocate()
    }

    private(set) var tree: SceneTree {
        _read { yield parts.pointee.tree }
        _modify { yield &parts.pointee.tree }
    }
    /// By node index, beside `tree`.
    private(set) var placements: PlainArray<Placement> {
        _read { yield parts.pointee.placements }
        _modify { yield &parts.pointee.placements }
    }
    private(set) var sites: NodeSites {
        _read { yield parts.pointee.sites }
        _modify { yield &parts.pointee.sites }
    }
    /// The nodes whose braces are being run, innermost last.
    var nodeStack: [Int] {
        _read { yield parts.pointee.nodeStack }
        _modify { yield &parts.pointee.nodeStack }
    }
    /// The nodes whose braces were running when an error stopped the evaluation (the stack is
    /// unwound by then).
    private(set) var stackAtFailure: [Int] {
        _read { yield parts.pointee.stackAtFailure }
        _modify { yield &parts.pointee.stackAtFailure }
    }
    var canvasDeclaredAt: SourceRange? {
        _read { yield parts.pointee.canvasDeclaredAt }
        _modify { yield &parts.pointee.canvasDeclaredAt }
    }
    /// Record how placement lengths follow from the parameters (an output stays parametric).
    var keepsDerivations: Bool {
        _read { yield parts.pointee.keepsDerivations }
        _modify { yield &parts.pointee.keepsDerivations }
    }
    /// The recorded expressions, by node index (only while ``keepsDerivations``).
    private(set) var derivations: [Int: PlacementExpressions] {
        _read { yield parts.pointee.derivations }
        _modify { yield &parts.pointee.derivations }
    }
    /// The `canvas` statement's width, height and corner radius as expressions, where it
    /// wrote them with parameters (only while ``keepsDerivations``).
    var canvasExpressions: CanvasExpressions {
        _read { yield parts.pointee.canvasExpressions }
        _modify { yield &parts.pointee.canvasExpressions }
    }

    /// The parameters a `for` loop's range was computed from (`for i in 0..<count`), recorded
    /// while ``keepsDerivations``: counts, which the web exports write as numbers.
    private(set) var loopCounts: Set<String> {
        _read { yield parts.pointee.loopCounts }
        _modify { yield &parts.pointee.loopCounts }
    }

    /// Notes that a loop ran over a range computed from `parameters`.
    func noteLoopCount(_ parameters: [String]) {
        loopCounts.formUnion(parameters)
    }

    /// Warnings silenced for one node (`silence …` in its braces), and everywhere (at the top level).
    private(set) var silenced: [Int: Set<WarningKind>] {
        _read { yield parts.pointee.silenced }
        _modify { yield &parts.pointee.silenced }
    }
    private(set) var silencedEverywhere: Set<WarningKind> {
        _read { yield parts.pointee.silencedEverywhere }
        _modify { yield &parts.pointee.silencedEverywhere }
    }
    /// The rect each queried node's radii were asked in (`concentricCornerRadii(in:)`).
    private(set) var radiiQueries: [Int: Rect] {
        _read { yield parts.pointee.radiiQueries }
        _modify { yield &parts.pointee.radiiQueries }
    }
    /// Where a query was asked, for the nodes that took its answer in braces inside those
    /// (ResolvedScene.radiiQueryAskers).
    private(set) var radiiQueryAskers: [Int: Int] {
        _read { yield parts.pointee.radiiQueryAskers }
        _modify { yield &parts.pointee.radiiQueryAskers }
    }
    private var cached: ResolvedScene? {
        _read { yield parts.pointee.cached }
        _modify { yield &parts.pointee.cached }
    }

    /// Whether the scene changed since it was last resolved.
    var isResolved: Bool { cached != nil }

    /// Forgets the resolved scene after a change. Writing nil into the optional copies out and
    /// destroys the old value (a multi-word struct, through outlined helpers) even when there
    /// is none, and every node and placement command changes the scene: so it is written only
    /// when it holds a scene (100,000 nodes, `shape check`: 8% fewer instructions).
    @inline(__always)
    private func invalidate() {
        if case .some = parts.pointee.cached { parts.pointee.cached = nil }
    }

    /// The laid-out, resolved scene of everything built so far (its nodes' corner traces are
    /// worked out when read, ``ResolvedNode/traces``).
    func resolved() -> ResolvedScene {
        if let cached { return cached }
        let preparation = SceneResolver.Preparation(tree)
        let layout = Layout.run(self)
        var scene = SceneResolver.resolve(
            tree, frames: layout.frames, canvas: layout.canvas, preparation: preparation)
        scene.placements = placements
        // Assigned only when there are some: replacing even an empty `[Int: Rect]` goes through
        // a merged destroy that makes the dictionary's type metadata at run time, looking
        // `Int`'s `Hashable` up among all 3,700 conformance records (about 245k instructions,
        // 7% of a one-shape render).
        if !radiiQueries.isEmpty { scene.radiiQueries = radiiQueries }
        if !radiiQueryAskers.isEmpty { scene.radiiQueryAskers = radiiQueryAskers }
        cached = scene
        return scene
    }

    /// Resolves the scene, then lets go of what only more building, scene warnings and editor
    /// questions read: every node's source site and placement as written, here and in the
    /// resolved scene kept. Nothing may be built after it.
    func releaseSourceDetails() {
        _ = resolved()
        cached?.placements = []
        placements = []
        sites = NodeSites()
        derivations = [:]
    }

    /// Records that node `index`'s radii are the answer of a query in `rect`, asked in the
    /// braces of `asker` (-1: the top level) when those are not the node's own.
    func setRadiiQuery(_ rect: Rect, of index: Int, askedIn asker: Int? = nil) {
        radiiQueries[index] = rect
        radiiQueryAskers[index] = asker
        invalidate()
    }

    /// Adds a node (or stack) under the current node and makes it current.
    func begin(_ kind: SceneTree.Kind, name: String?, placement: Placement, site: NodeSite) -> Int {
        let index = tree.add(kind, name: name, under: nodeStack.last)
        placements.append(placement)
        sites.append(site)
        nodeStack.append(index)
        invalidate()
        return index
    }

    func end() {
        nodeStack.removeLast()
    }

    /// Remembers which braces were running when an error went through them, innermost first.
    func noteFailure() {
        if stackAtFailure.isEmpty { stackAtFailure = nodeStack }
    }

    /// Forgets the last failure (a new run starts).
    func clearFailure() {
        stackAtFailure = []
    }

    /// Takes node `index` and everything placed in it out of the scene.
    func remove(_ index: Int) {
        tree.remove(index)
        invalidate()
    }

    func updatePlacement(of index: Int, _ change: (inout Placement) -> Void) {
        change(&placements[index])
        invalidate()
    }

    /// Changes what is recorded of node `index`'s expressions (it does not change the scene).
    func updateDerivation(of index: Int, _ change: (inout PlacementExpressions) -> Void) {
        change(&derivations[index, default: PlacementExpressions()])
    }

    func updateNode(_ index: Int, _ change: (inout SceneTree.Node) -> Void) {
        tree.updateNode(index, change)
        invalidate()
    }

    func updateStyle(of index: Int, _ change: (inout NodeStyle) -> Void) {
        tree.updateStyle(of: index, change)
        invalidate()
    }

    func setCanvas(_ canvas: SceneCanvas, direction: LayoutDirection?, declaredAt: SourceRange) {
        tree.canvas = canvas
        if let direction { tree.layoutDirection = direction }
        canvasDeclaredAt = declaredAt
        invalidate()
    }

    /// Silences `kinds` for node `index`, or everywhere when `index` is nil.
    func silence(_ kinds: Set<WarningKind>, node index: Int?) {
        if let index {
            silenced[index, default: []].formUnion(kinds)
        } else {
            silencedEverywhere.formUnion(kinds)
        }
    }

    /// Whether warnings of `kind` about node `index` (or about no node) are silenced.
    func isSilenced(_ kind: WarningKind, node index: Int?) -> Bool {
        silencedEverywhere.contains(kind) || (index.flatMap { silenced[$0]?.contains(kind) } ?? false)
    }

    func setAnnotateAll(_ on: Bool) {
        tree.annotateAll = on
        invalidate()
    }

    /// The scene as it is, to put back with ``restore(_:)``.
    struct State {
        fileprivate var tree: SceneTree
        fileprivate var placements: PlainArray<Placement>
        fileprivate var sites: NodeSites
        fileprivate var canvasDeclaredAt: SourceRange?
        fileprivate var silenced: [Int: Set<WarningKind>]
        fileprivate var silencedEverywhere: Set<WarningKind>
        fileprivate var derivations: [Int: PlacementExpressions]
        fileprivate var loopCounts: Set<String>
        fileprivate var radiiQueries: [Int: Rect]
        fileprivate var radiiQueryAskers: [Int: Int]
    }

    var state: State {
        State(
            tree: tree, placements: placements, sites: sites, canvasDeclaredAt: canvasDeclaredAt, silenced: silenced,
            silencedEverywhere: silencedEverywhere, derivations: derivations, loopCounts: loopCounts,
            radiiQueries: radiiQueries, radiiQueryAskers: radiiQueryAskers)
    }

    func restore(_ state: State) {
        tree = state.tree
        placements = state.placements
        sites = state.sites
        canvasDeclaredAt = state.canvasDeclaredAt
        silenced = state.silenced
        silencedEverywhere = state.silencedEverywhere
        derivations = state.derivations
        loopCounts = state.loopCounts
        radiiQueries = state.radiiQueries
        radiiQueryAskers = state.radiiQueryAskers
        nodeStack = []
        invalidate()
    }

    /// Forgets every node and the canvas.
    func reset() {
        tree = SceneTree()
        placements = []
        sites = NodeSites()
        nodeStack = []
        canvasDeclaredAt = nil
        canvasExpressions = CanvasExpressions()
        silenced = [:]
        silencedEverywhere = []
        derivations = [:]
        loopCounts = []
        radiiQueries = [:]
        radiiQueryAskers = [:]
        invalidate()
    }
}

/// The `canvas` statement's lengths as expressions of the parameters (nil: a number, or none).
struct CanvasExpressions {
    var width: SceneExpression?
    var height: SceneExpression?
    var cornerRadius: SceneExpression?
}
