// The immutable result of evaluating a script: every node with its frame, its resolved radii and
// the trace of how each radius was decided. Every output reads this; none computes a radius.
import ConcentricGeometry

/// A fully laid-out and resolved scene.
///
/// It keeps the tree, the frames and the resolution side by side, by node index, rather than
/// copying them into a tree of node values: a scene of a million nodes is then one set of
/// arrays. ``ResolvedNode`` is a light view of one node.
public struct ResolvedScene: Sendable {
    private(set) var storage: SceneStorage
    /// The canvas rectangle; its origin is (0, 0).
    public var canvas: Rect
    /// The area every output shows: the canvas, grown to hold any node that overflows it.
    public var bounds: Rect
    /// The frame's place on the script's animation; nil for a script that declares none.
    public var animation: FrameMoment?
    /// Each node's placement as its script wrote it, by tree index; empty for a scene laid out
    /// by hand (``SceneDraft``), whose frames are all there is. See ``placement(at:)``.
    public var placements = PlainArray<NodePlacement>()
    /// The rect whose `concentricCornerRadii(in:)` a node's shape takes as its radii, by tree
    /// index, in the coordinates of the node's parent (the safe area's at the top level): the
    /// few nodes whose radii are a query's answer. See ``radiiQuery(at:)``.
    public var radiiQueries: [Int: Rect] = [:]
    /// For a node whose query a `let` asked in braces around the node's own (with only zstacks
    /// and stacks between, which declare no container shape): the node or zstack whose braces
    /// those are, by tree index, -1 for the top level; its rect is in that one's coordinates.
    public var radiiQueryAskers: [Int: Int] = [:]
    /// The script's parameters, with the values this scene was resolved with, in declaration order.
    public var parameters: [SceneParameter] = []
    /// How the scene's lengths follow from its parameters, when the evaluation was asked to
    /// keep it (outputs that stay parametric); nil otherwise.
    public var derivation: SceneDerivation?

    init(storage: SceneStorage, canvas: Rect, bounds: Rect) {
        self.storage = storage
        self.canvas = canvas
        self.bounds = bounds
    }

    /// The tree the script built, with its canvas declaration and layout direction.
    public var tree: SceneTree { storage.tree }
    /// The canvas as the script declared it; nil when it declared none.
    public var canvasSpec: SceneCanvas? { storage.tree.canvas }
    /// The canvas shape when the canvas is the root container (it has a corner radius or is a device).
    public var canvasShape: ContainerShape? { storage.canvasContainer?.shape }
    /// The canvas as a container, when it is one.
    public var canvasContainer: Container? { storage.canvasContainer }
    /// The canvas's safe-area insets (zero when none were given).
    public var safeArea: EdgeInsets { storage.tree.canvas?.safeArea ?? .zero }
    public var layoutDirection: LayoutDirection { storage.tree.layoutDirection }
    /// The script asked for the teaching layer on every node (`annotate` at top level).
    public var annotateAll: Bool { storage.tree.annotateAll }
    /// The canvas background colour, if the script set one (`canvas …, fill: "white"`).
    public var background: Color? { storage.tree.canvas?.background }
    /// The canvas's title, if the script gave one (`canvas …, title: "…"`).
    public var title: String? { storage.tree.canvas?.title }

    /// Top-level nodes, in the order the script created them. Stacks are layout only: their
    /// children appear here (or under their container) directly.
    public var nodes: ResolvedNodes {
        ResolvedNodes(storage: storage, indices: storage.resolution.roots[...])
    }

    /// Every node's id, by tree index (empty for stacks): look them up here once rather than
    /// node by node when writing a whole scene.
    public var identifiers: NodeIdentifiers { storage.identifiers }

    /// The number of drawn nodes.
    public var nodeCount: Int { storage.tree.drawnCount }

    /// Every node, depth first, parents before children.
    public func allNodes() -> [ResolvedNode] {
        var result: [ResolvedNode] = []
        result.reserveCapacity(nodeCount)
        func visit(_ node: ResolvedNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return result
    }

    /// The same scene, its node views counting their references on storage of their own (the
    /// arrays are shared, not copied): a scene read on two threads at once, checked for
    /// warnings on one while it is written on the other, is then not slowed by both threads
    /// counting on one object, whose count bounces between the processors' caches.
    public func withOwnStorage() -> ResolvedScene {
        var copy = self
        copy.storage = SceneStorage(
            tree: storage.tree, frames: storage.frames, resolution: storage.resolution,
            canvasContainer: storage.canvasContainer, identifiers: storage.identifiersIfMade)
        return copy
    }

    /// The frame of the node at a tree index, a stack's included.
    public func frame(at index: Int) -> Rect {
        storage.frames[index]
    }

    /// The placement as written of the node (or stack) at a tree index; nil when the scene was
    /// laid out by hand.
    public func placement(at index: Int) -> NodePlacement? {
        index >= 0 && index < placements.count ? placements[index] : nil
    }

    /// The rect the radii of the node at a tree index were queried in; nil when they are not a
    /// query's answer.
    public func radiiQuery(at index: Int) -> Rect? {
        radiiQueries.isEmpty ? nil : radiiQueries[index]
    }

    /// The node at a tree index (as the interpreter numbers nodes); nil for a stack or a
    /// removed node.
    public func node(at index: Int) -> ResolvedNode? {
        guard index >= 0, index < storage.tree.count else { return nil }
        let node = storage.tree[index]
        guard !node.isRemoved, !node.isGroup else { return nil }
        return ResolvedNode(storage: storage, index: index)
    }
}

/// One node of a resolved scene: a view into the scene's arrays.
public struct ResolvedNode: Sendable {
    let storage: SceneStorage
    /// The node's index in ``ResolvedScene/tree`` (the interpreter's numbering).
    public let index: Int

    /// A stable identifier, unique in the scene: the node's name, or its path in the tree for
    /// an unnamed node (`card-concentricRectangle-1`); see ``NodeIdentifiers``.
    public var id: String { storage.identifiers.id(of: index) }
    /// The name the script gave, if any.
    public var name: String? { storage.tree.name(of: index) }
    /// The node's entry in the tree's table of kinds: nodes with the same index have the same
    /// shape and role (nodes of equal kinds may have different ones). For writers that keep
    /// what they wrote for a kind.
    public var kindIndex: Int { Int(storage.tree[index].kindIndex) }
    /// The SwiftUI type name: `RoundedRectangle`, `ConcentricRectangle`, `Capsule`, …
    public var kind: String { storage.tree.kindName(of: index) }
    /// The shape as the script wrote it, corner styles included.
    public var shape: NodeShape {
        storage.tree.shape(of: index) ?? .fixed(.rectangle)
    }
    /// Whether the node holds children (and is their container shape).
    public var role: NodeRole { storage.tree[index].role ?? .shape }
    /// The node's frame in canvas coordinates.
    public var frame: Rect { storage.frames[index] }
    /// The four resolved corner radii.
    public var radii: RectangleCornerRadii { storage.resolution.radii[index] }
    /// What to draw: a rounded rectangle with the resolved radii, or an ellipse.
    public var outline: Outline {
        storage.resolution.unusualOutline(of: index) ?? .roundedRectangle(frame, radii)
    }
    /// The radii of what is drawn: the resolved radii, or, for a node drawn as an ellipse (an
    /// `Ellipse`, or the concentric fallback inside one), nil: an ellipse has no corners,
    /// whatever its proportions (a 7 × 7 `Ellipse` included). A `Circle` is a rounded square:
    /// its radii are half its side, at the corners of that square (``outlineRect``), which for
    /// a `Circle` in a wider frame is not the frame.
    public var drawnRadii: RectangleCornerRadii? {
        switch outline {
        case .roundedRectangle(_, let radii): return radii
        case .ellipse(let rect):
            guard case .fixed(.circle) = shape else { return nil }
            return RectangleCornerRadii(uniform: Swift.max(rect.width / 2, 0))
        }
    }
    /// The rectangle the outline is drawn in: the frame, or an ellipse's own rectangle.
    public var outlineRect: Rect {
        switch outline {
        case .roundedRectangle(let rect, _), .ellipse(let rect): rect
        }
    }
    /// Whether the node is drawn as an ellipse (a circle included).
    public var isDrawnAsEllipse: Bool {
        if case .ellipse = outline { return true }
        return false
    }
    /// Circular or continuous corners.
    public var cornerStyle: RoundedCornerStyle { storage.resolution.cornerStyles[index] }
    /// How each corner was decided (`Corner.allCases` order); nil for shapes whose radii come
    /// from the shape alone (a `RoundedRectangle`, a `Capsule`).
    ///
    /// Worked out on each read, by the resolver that gave the radii, from the node's shape, its
    /// frame and its container (whose radii the resolution already holds): explaining a corner
    /// costs the scene nothing until an explanation asks.
    public var traces: [CornerTrace]? {
        guard case .concentric(let rectangle, _)? = storage.tree.shape(of: index) else { return nil }
        return ConcentricResolver.resolve(
            rectangle, in: storage.frames[index], container: container, direction: storage.tree.layoutDirection
        ).traces
    }
    /// The index of the node this one is placed in (stacks looked through); nil at the top.
    var ownerIndex: Int? {
        let owner = storage.resolution.owners[index]
        return owner < 0 ? nil : Int(owner)
    }
    /// The container this node was resolved in, if any.
    public var container: Container? {
        guard let owner = ownerIndex else { return storage.canvasContainer }
        return SceneResolver.offeredContainer(by: owner, storage.tree, storage.frames, storage.resolution)
    }
    /// The container's id, for reports (as every output names it), or "canvas" at the top.
    public var containerName: String? {
        guard let owner = ownerIndex else {
            return storage.canvasContainer != nil ? "canvas" : nil
        }
        return storage.identifiers.id(of: owner)
    }
    /// The container this node offers its children: its own shape in its frame, or, for a
    /// resolved `ConcentricRectangle`, an uneven rounded rectangle with its resolved radii.
    /// Nil for a leaf (`shape`).
    public var offeredContainer: Container? {
        SceneResolver.offeredContainer(by: index, storage.tree, storage.frames, storage.resolution)
    }
    /// The node this one is placed in (through stacks), if any.
    public var parent: ResolvedNode? {
        ownerIndex.map { ResolvedNode(storage: storage, index: $0) }
    }
    public var style: NodeStyle { storage.tree.style(of: index) }
    /// Draw this node's construction in the teaching layer.
    public var annotate: Bool { storage.tree[index].annotate }
    /// The drawn children, stacks looked through.
    public var children: ResolvedNodes {
        let offsets = storage.resolution.childOffsets
        let range = Int(offsets[index])..<Int(offsets[index + 1])
        return ResolvedNodes(storage: storage, indices: storage.resolution.childList[range])
    }
    /// Whether the node has a drawn child.
    public var hasChildren: Bool {
        storage.resolution.childOffsets[index + 1] > storage.resolution.childOffsets[index]
    }
}

/// Nodes of a resolved scene, in order: the top level, or one node's children.
public struct ResolvedNodes: RandomAccessCollection, Sendable {
    let storage: SceneStorage
    let indices: ArraySlice<Int32>

    public var startIndex: Int { indices.startIndex }
    public var endIndex: Int { indices.endIndex }

    public subscript(position: Int) -> ResolvedNode {
        ResolvedNode(storage: storage, index: Int(indices[position]))
    }
}

/// The arrays of one resolved scene, shared by the scene and its node views.
final class SceneStorage: Sendable {
    let tree: SceneTree
    let frames: [Rect]
    let resolution: Resolution
    let canvasContainer: Container?
    private let identifierCache: Locked<NodeIdentifiers?>

    /// `identifiers` when they were made already (beside the radii, for a large scene).
    init(
        tree: SceneTree, frames: [Rect], resolution: Resolution, canvasContainer: Container?,
        identifiers: NodeIdentifiers? = nil
    ) {
        self.tree = tree
        self.frames = frames
        self.resolution = resolution
        self.canvasContainer = canvasContainer
        identifierCache = Locked(identifiers)
    }

    /// Every node's id, by index, worked out on first use.
    var identifiers: NodeIdentifiers {
        identifierCache.withLock { cache in
            if let cache { return cache }
            let made = NodeIdentifiers(tree: tree, links: resolution.links)
            cache = made
            return made
        }
    }

    /// The ids if they are made already; nil otherwise (nothing is worked out).
    var identifiersIfMade: NodeIdentifiers? {
        identifierCache.withLock { $0 }
    }
}
