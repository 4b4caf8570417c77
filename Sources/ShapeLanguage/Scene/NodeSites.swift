// Where each node was declared, for warnings and editors, with each distinct place kept once:
// a loop that makes a million nodes from two declarations keeps two sites and a million indices.
import ShapeScene

/// Where a node was declared, for warnings and editors.
struct NodeSite: Equatable, Sendable {
    var range: SourceRange
    var file: String?
}

/// Every node's site, by node index.
///
/// A site is 40 bytes and a million nodes made by a loop share a handful of them, so each
/// distinct site is stored once and a node keeps its 32-bit index (4 bytes a node, not 40).
struct NodeSites: RandomAccessCollection, Sendable {
    /// Each node's place in `table`, by node index.
    private var tableIndex = PlainArray<UInt32>()
    private var table = RecentTable<NodeSite>()

    var startIndex: Int { 0 }
    var endIndex: Int { tableIndex.count }

    subscript(index: Int) -> NodeSite { table[tableIndex[index]] }

    mutating func append(_ site: NodeSite) {
        tableIndex.append(table.index(of: site))
    }
}
