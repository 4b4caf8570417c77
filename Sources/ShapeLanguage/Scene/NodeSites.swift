// Where each node was declared, for warnings and editors, with each distinct place kept once:
// a loop that makes a million nodes from two declarations keeps two sites and a million indices.

/// Where a node was declared, for warnings and editors.
struct NodeSite: Equatable, Sendable {
    var range: SourceRange
    var file: String?
}

/// Every node's site, by node index.
///
/// A site is 40 bytes and a million nodes made by a loop share a handful of them, so each
/// distinct site is stored once and a node keeps its 32-bit index (4 bytes a node, not 40). A
/// new site is looked for among the last few distinct ones, which is where a loop's
/// declarations come round again; a site met earlier than that is stored again, which is
/// harmless.
struct NodeSites: RandomAccessCollection, Sendable {
    /// Each node's place in `table`, by node index.
    private var tableIndex: [Int32] = []
    private var table: [NodeSite] = []
    /// Table indices of the most recently added distinct sites, newest first.
    private var recent: [Int32] = []
    /// How many recent sites a new one is compared with.
    private static let recentLimit = 8

    var startIndex: Int { 0 }
    var endIndex: Int { tableIndex.count }

    subscript(index: Int) -> NodeSite { table[Int(tableIndex[index])] }

    mutating func append(_ site: NodeSite) {
        for position in recent.indices where table[Int(recent[position])] == site {
            tableIndex.append(recent[position])
            return
        }
        let index = Int32(truncatingIfNeeded: table.count)
        table.append(site)
        tableIndex.append(index)
        recent.insert(index, at: 0)
        if recent.count > NodeSites.recentLimit { recent.removeLast() }
    }
}
