// The scene as a script builds it: a flat arena of nodes linked into a tree, cheap to grow to a
// million nodes. The interpreter adds nodes in creation order (which is depth-first order);
// layout gives each a frame; SceneResolver turns the tree and its frames into a ResolvedScene.
import ConcentricGeometry

/// The nodes of a scene in creation order, with the canvas they are drawn on.
///
/// A node's index never changes, so the interpreter refers to nodes by index. Parents always
/// come before their children. Stacks are nodes of kind ``Kind/group(_:)``: they place their
/// children but draw nothing, and every output looks through them (``children(of:)``).
public struct SceneTree: Sendable {
    /// What a node is: a drawn shape, or a stack that only places its children.
    public enum Kind: Hashable, Sendable {
        case shape(NodeRole, NodeShape)
        case group(StackAxis)
    }

    /// One node, as plain bytes: its kind, name and style are indices into the tree's tables
    /// (``kind(of:)``, ``name(of:)``, ``style(of:)``), since most nodes of a large scene share
    /// one of a few kinds and styles and have no name. 32 bytes a node, copied without
    /// reference counting (with the kind and name inline it was 64, and every copy retained
    /// them: a sixth of the instructions of a million-node render went to those copies).
    public struct Node: Sendable {
        /// Overrides the shape's own corner style (`cornerStyle continuous`).
        public var cornerStyle: RoundedCornerStyle?
        /// Draw this node's construction in the teaching layer.
        public var annotate = false
        /// Unlinked from the tree (the REPL replaced or removed it); kept so indices stay valid.
        public fileprivate(set) var isRemoved = false
        /// A stack: it places its children and draws nothing.
        public let isGroup: Bool
        /// Whether a drawn node holds children; `.shape` for a stack (which ``role`` hides).
        @usableFromInline let storedRole: NodeRole
        @usableFromInline var kindIndex: UInt32
        /// Index into the tree's names, -1 for none.
        @usableFromInline var nameIndex: Int32
        fileprivate var styleIndex: UInt32 = 0
        // Tree links as 32-bit indices, -1 for none: four per node, a million nodes.
        @usableFromInline var links: (parent: Int32, firstChild: Int32, lastChild: Int32, nextSibling: Int32) = (
            -1, -1, -1, -1
        )

        fileprivate init(kind: Kind, kindIndex: UInt32, nameIndex: Int32) {
            if case .shape(let role, _) = kind {
                (isGroup, storedRole) = (false, role)
            } else {
                (isGroup, storedRole) = (true, .shape)
            }
            (self.kindIndex, self.nameIndex) = (kindIndex, nameIndex)
        }

        public var parent: Int? { links.parent < 0 ? nil : Int(links.parent) }
        public var firstChild: Int? { links.firstChild < 0 ? nil : Int(links.firstChild) }
        public var nextSibling: Int? { links.nextSibling < 0 ? nil : Int(links.nextSibling) }
        public var hasName: Bool { nameIndex >= 0 }

        /// The role of a drawn node; nil for a stack.
        @inlinable public var role: NodeRole? { isGroup ? nil : storedRole }
    }

    public private(set) var nodes = PlainArray<Node>()
    /// Top-level nodes in order.
    public private(set) var roots: [Int] = []
    /// The canvas the script declared, if any.
    public var canvas: SceneCanvas?
    public var layoutDirection = LayoutDirection.leftToRight
    /// The script asked for the teaching layer on every node (`annotate` at top level).
    public var annotateAll = false
    /// Drawn nodes (stacks excluded).
    public private(set) var drawnCount = 0
    /// The distinct kinds nodes have, by ``Node/kindIndex``.
    @usableFromInline var kinds = RecentTable<Kind>()
    /// Node names, by ``Node/nameIndex``.
    @usableFromInline var names: [String] = []
    private var styles: [NodeStyle] = [NodeStyle()]
    /// The index of each shared style but the default (index 0, found by comparing): a scene
    /// that styles nothing never makes the dictionary, whose first use checks `NodeStyle`'s
    /// `Hashable` against all 3,700 conformance records (240k instructions of a start).
    private var styleIndices: [NodeStyle: UInt32] = [:]
    /// Styles with a label, one node's own: labels are nearly always different, so looking them
    /// up would only hash their text. By style index.
    private var isPrivateStyle: [Bool] = [false]

    public init() {}

    /// The most nodes a tree holds: links are 32-bit.
    public static let maxNodes = Int(Int32.max)

    // The accessors below are inlinable: called across modules on a tree reached through a
    // pointer (SceneBuilder's), an opaque call would have the caller copy the whole tree first
    // to lend it (tables retained and released), several times a node.
    @inlinable public var count: Int { nodes.count }

    /// Node `index`, lent rather than copied: reading one property of a node (`tree[i].role`)
    /// copies nothing, where a getter would copy the whole node and its references.
    @inlinable public subscript(index: Int) -> Node {
        _read { yield nodes[index] }
    }

    /// Changes node `index` in place (its links and style are the tree's own and stay as they were).
    public mutating func updateNode(_ index: Int, _ change: (inout Node) -> Void) {
        change(&nodes[index])
    }

    /// What node `index` is: a drawn shape, or a stack.
    @inlinable public func kind(of index: Int) -> Kind { kinds[nodes[index].kindIndex] }

    /// The shape of node `index`; nil for a stack.
    @inlinable public func shape(of index: Int) -> NodeShape? {
        if case .shape(_, let shape) = kind(of: index) { return shape }
        return nil
    }

    /// The name node `index` was given, if any.
    @inlinable public func name(of index: Int) -> String? {
        let nameIndex = nodes[index].nameIndex
        return nameIndex < 0 ? nil : names[Int(nameIndex)]
    }

    /// How messages call node `index`: its name, else its kind (`RoundedRectangle`).
    public func nameOrKind(of index: Int) -> String { name(of: index) ?? kindName(of: index) }

    /// Whether some node was given a name (perhaps one since removed): when not, no node has one.
    public var mayHaveNamedNodes: Bool { !names.isEmpty }

    /// `RoundedRectangle`, `ConcentricRectangle`, … or `vstack`/`hstack` for a stack.
    public func kindName(of index: Int) -> String {
        switch kind(of: index) {
        case .shape(_, let shape): shape.kindName
        case .group(let axis): axis.rawValue
        }
    }

    /// Adds a node of `kind` named `name` under `parent` (nil: top level) and returns its index.
    public mutating func add(_ kind: Kind, name: String?, under parent: Int?) -> Int {
        var nameIndex: Int32 = -1
        if let name {
            nameIndex = Int32(names.count)
            names.append(name)
        }
        var node = Node(kind: kind, kindIndex: kinds.index(of: kind), nameIndex: nameIndex)
        node.links = (Int32(parent ?? -1), -1, -1, -1)
        let index = nodes.count
        nodes.append(node)
        if let parent {
            if nodes[parent].links.lastChild >= 0 {
                nodes[Int(nodes[parent].links.lastChild)].links.nextSibling = Int32(index)
            } else {
                nodes[parent].links.firstChild = Int32(index)
            }
            nodes[parent].links.lastChild = Int32(index)
        } else {
            roots.append(index)
        }
        if !node.isGroup { drawnCount += 1 }
        return index
    }

    /// How many drawn nodes are placed in node `index`, at any depth.
    public func drawnDescendants(of index: Int) -> Int {
        var count = 0
        var pending = Array(directChildren(of: index))
        while let next = pending.popLast() {
            if !nodes[next].isGroup { count += 1 }
            pending.append(contentsOf: directChildren(of: next))
        }
        return count
    }

    /// Unlinks node `index` and everything under it; indices of other nodes stay valid.
    public mutating func remove(_ index: Int) {
        guard !nodes[index].isRemoved else { return }
        if let parent = nodes[index].parent {
            var previous: Int32 = -1
            var current = nodes[parent].links.firstChild
            while current >= 0, Int(current) != index {
                previous = current
                current = nodes[Int(current)].links.nextSibling
            }
            let next = nodes[index].links.nextSibling
            if previous >= 0 {
                nodes[Int(previous)].links.nextSibling = next
            } else {
                nodes[parent].links.firstChild = next
            }
            if nodes[parent].links.lastChild == Int32(index) { nodes[parent].links.lastChild = previous }
        } else {
            roots.removeAll { $0 == index }
        }
        var pending = [index]
        while let next = pending.popLast() {
            nodes[next].isRemoved = true
            if !nodes[next].isGroup { drawnCount -= 1 }
            pending.append(contentsOf: directChildren(of: next))
        }
    }

    // MARK: - Styles

    /// The style of node `index`.
    public func style(of index: Int) -> NodeStyle {
        styles[Int(nodes[index].styleIndex)]
    }

    /// Changes the style of node `index`.
    public mutating func updateStyle(of index: Int, _ change: (inout NodeStyle) -> Void) {
        let current = Int(nodes[index].styleIndex)
        var style = styles[current]
        change(&style)
        if style.label != nil {
            if isPrivateStyle[current] {
                styles[current] = style
            } else {
                nodes[index].styleIndex = UInt32(styles.count)
                styles.append(style)
                isPrivateStyle.append(true)
            }
            return
        }
        if style == styles[0] {
            nodes[index].styleIndex = 0
        } else if let known = styleIndices[style] {
            nodes[index].styleIndex = known
        } else {
            let new = UInt32(styles.count)
            styles.append(style)
            isPrivateStyle.append(false)
            styleIndices[style] = new
            nodes[index].styleIndex = new
        }
    }

    // MARK: - Walking

    /// The direct children of node `index`, stacks included, in order.
    @inlinable public func directChildren(of index: Int) -> SiblingSequence {
        SiblingSequence(nodes: nodes, next: nodes[index].links.firstChild)
    }

    /// The drawn children of node `index`: stacks are looked through, their children taking
    /// their place.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        appendDrawn(directChildren(of: index), to: &result)
        return result
    }

    /// The drawn top-level nodes, stacks looked through.
    public var drawnRoots: [Int] {
        var result: [Int] = []
        appendDrawn(roots, to: &result)
        return result
    }

    private func appendDrawn(_ indices: some Sequence<Int>, to result: inout [Int]) {
        for index in indices {
            if nodes[index].isGroup {
                appendDrawn(directChildren(of: index), to: &result)
            } else {
                result.append(index)
            }
        }
    }

    /// Whether node `index` has a drawn child (through stacks).
    public func hasDrawnChildren(_ index: Int) -> Bool {
        for child in directChildren(of: index) {
            if !nodes[child].isGroup || hasDrawnChildren(child) { return true }
        }
        return false
    }

    /// The nearest enclosing drawn node of node `index`: the one whose shape is its container
    /// when it is a `container`.
    public func enclosingNode(of index: Int) -> Int? {
        var current = nodes[index].parent
        while let candidate = current, nodes[candidate].isGroup {
            current = nodes[candidate].parent
        }
        return current
    }
}

/// Iterates a node's direct children through the sibling links.
public struct SiblingSequence: Sequence, IteratorProtocol {
    @usableFromInline let nodes: PlainArray<SceneTree.Node>
    @usableFromInline var upcoming: Int32

    @inlinable init(nodes: PlainArray<SceneTree.Node>, next: Int32) {
        self.nodes = nodes
        self.upcoming = next
    }

    @inlinable public mutating func next() -> Int? {
        guard upcoming >= 0 else { return nil }
        let current = Int(upcoming)
        upcoming = nodes[current].links.nextSibling
        return current
    }
}

/// The canvas: its size and, when it has a corner radius, the root container.
public struct SceneCanvas: Hashable, Sendable {
    public var size: Size
    public var cornerRadius: Double?
    public var cornerStyle: RoundedCornerStyle
    public var safeArea: EdgeInsets
    public var background: Color?
    /// The device preset the canvas was taken from, if any.
    public var device: Device?
    /// What the picture shows, in words (`canvas …, title: "…"`): the SVG's `<title>`.
    public var title: String?

    public init(
        size: Size, cornerRadius: Double? = nil, cornerStyle: RoundedCornerStyle = .circular,
        safeArea: EdgeInsets = .zero, background: Color? = nil, device: Device? = nil, title: String? = nil
    ) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.cornerStyle = cornerStyle
        self.safeArea = safeArea
        self.background = background
        self.device = device
        self.title = title
    }
}
