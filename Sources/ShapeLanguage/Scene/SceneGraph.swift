// The scene as the interpreter builds it: a flat arena of node records linked into a tree,
// cheap to grow to a million nodes. Layout.swift turns it into a ResolvedScene.
import ConcentricGeometry

/// How a node is placed inside the area its parent offers (ZStack-like), in the order applied:
/// padding, then size, then alignment, then offset; or `at` instead of padding and alignment.
struct Placement: Hashable, Sendable {
    var padding = EdgeInsets.zero
    var width: Double?
    var height: Double?
    var alignment = Alignment.center
    var offset = Point.zero
    /// The top-left corner relative to the parent's origin.
    var at: Point?
    var ignoresSafeArea = false
}

/// What a record is: a drawn node or a layout-only stack.
enum RecordKind: Hashable, Sendable {
    case node(NodeRole, ShapeValue)
    case stack(StackAxis, spacing: Double, alignment: Alignment)
}

/// One node or stack of the scene being built.
struct NodeRecord: Sendable {
    var kind: RecordKind
    var name: String?
    var placement = Placement()
    var style = NodeStyle()
    /// Overrides the shape's own corner style (`cornerStyle continuous`).
    var cornerStyle: RoundedCornerStyle?
    var annotate = false
    // Tree links as 32-bit indices, -1 for none: four per record, a million records.
    private var links: (parent: Int32, firstChild: Int32, lastChild: Int32, nextSibling: Int32) = (-1, -1, -1, -1)

    var parent: Int? {
        get { links.parent < 0 ? nil : Int(links.parent) }
        set { links.parent = newValue.map { Int32($0) } ?? -1 }
    }

    var firstChild: Int? {
        get { links.firstChild < 0 ? nil : Int(links.firstChild) }
        set { links.firstChild = newValue.map { Int32($0) } ?? -1 }
    }

    var lastChild: Int? {
        get { links.lastChild < 0 ? nil : Int(links.lastChild) }
        set { links.lastChild = newValue.map { Int32($0) } ?? -1 }
    }

    var nextSibling: Int? {
        get { links.nextSibling < 0 ? nil : Int(links.nextSibling) }
        set { links.nextSibling = newValue.map { Int32($0) } ?? -1 }
    }
    /// Where the script declared it, for warnings.
    var declaredAt: SourceRange
    var file: String?

    init(kind: RecordKind, name: String?, declaredAt: SourceRange, file: String?) {
        self.kind = kind
        self.name = name
        self.declaredAt = declaredAt
        self.file = file
    }

    var isStack: Bool {
        if case .stack = kind { return true }
        return false
    }

    var role: NodeRole? {
        if case .node(let role, _) = kind { return role }
        return nil
    }
}

/// The canvas: its size and, when it has a corner radius, the root container.
struct CanvasSpec: Sendable {
    var size: Size
    var cornerRadius: Double?
    var cornerStyle: RoundedCornerStyle = .circular
    var safeArea = EdgeInsets.zero
    var background: Color?
    var device: Device?
}

/// The growing scene: records in creation order, top-level records listed separately.
struct SceneGraph: Sendable {
    var records: [NodeRecord] = []
    var roots: [Int] = []
    var canvas: CanvasSpec?
    var layoutDirection = LayoutDirection.leftToRight
    var annotateAll = false
    /// Counts drawn nodes (stacks excluded); the node limit counts every record.
    var nodeCount = 0

    /// The most records a graph holds: links are 32-bit.
    static let maxRecords = Int(Int32.max)

    /// Adds a record under `parent` (nil: top level) and returns its index.
    mutating func add(_ record: NodeRecord, under parent: Int?) -> Int {
        var record = record
        record.parent = parent
        let index = records.count
        records.append(record)
        if let parent {
            if let last = records[parent].lastChild {
                records[last].nextSibling = index
            } else {
                records[parent].firstChild = index
            }
            records[parent].lastChild = index
        } else {
            roots.append(index)
        }
        if !record.isStack { nodeCount += 1 }
        return index
    }

    /// The children of a record, in order.
    func children(of index: Int) -> ChildSequence {
        ChildSequence(records: records, next: records[index].firstChild)
    }

    /// The nearest enclosing node (not stack) of a record.
    func enclosingNode(of index: Int) -> Int? {
        var current = records[index].parent
        while let candidate = current, records[candidate].isStack {
            current = records[candidate].parent
        }
        return current
    }
}

/// Iterates a record's children through the sibling links.
struct ChildSequence: Sequence, IteratorProtocol {
    let records: [NodeRecord]
    var upcoming: Int?

    init(records: [NodeRecord], next: Int?) {
        self.records = records
        self.upcoming = next
    }

    mutating func next() -> Int? {
        guard let current = upcoming else { return nil }
        upcoming = records[current].nextSibling
        return current
    }
}
