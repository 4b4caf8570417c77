// Stable node ids, unique in a scene: what SVG, JSON and every export call each node.
import ConcentricGeometry

enum NodeIdentifiers {
    /// Every drawn node's id by tree index (stacks and removed nodes get an empty string).
    static func make(for tree: SceneTree) -> [String] {
        var ids = [String](repeating: "", count: tree.count)
        var pool = IdentifierPool(
            names: tree.nodes.lazy.filter { !$0.isRemoved && !$0.isGroup }.compactMap(\.name))
        for index in 0..<tree.count {
            let node = tree[index]
            guard !node.isRemoved, !node.isGroup else { continue }
            ids[index] = pool.make(name: node.name, kind: node.kindName)
        }
        return ids
    }
}

/// Hands out ids that are unique in a scene: a node's name, or `kind-N` counted per kind;
/// a repeated name gets `-2`, `-3`…, and a generated id steps past any id a name took.
///
/// Nodes ask in creation order (which is also the tree's depth-first order), so only the
/// names need remembering, not every id: unnamed nodes far outnumber named ones in large scenes.
struct IdentifierPool {
    /// Ids taken by names: every name in the scene, and the suffixed ids of repeated names.
    private var taken: Set<String> = []
    private var nameCounts: [String: Int] = [:]
    private var unnamed: [String: Int] = [:]
    /// `RoundedRectangle` → `roundedRectangle`, worked out once per kind.
    private var prefixes: [String: String] = [:]

    init(names: some Sequence<String>) {
        taken = Set(names)
    }

    mutating func make(name: String?, kind: String) -> String {
        if let name {
            let seen = nameCounts[name, default: 0]
            nameCounts[name] = seen + 1
            guard seen > 0 else { return name }
            var suffix = seen + 1
            while taken.contains("\(name)-\(suffix)") { suffix += 1 }
            nameCounts[name] = suffix
            let id = "\(name)-\(suffix)"
            taken.insert(id)
            return id
        }
        let prefix: String
        if let known = prefixes[kind] {
            prefix = known
        } else {
            prefix = kind.prefix(1).lowercased() + kind.dropFirst()
            prefixes[kind] = prefix
        }
        var count = unnamed[kind, default: 0]
        var id: String
        repeat {
            count += 1
            id = prefix + "-" + String(count)
        } while taken.contains(id)
        unnamed[kind] = count
        // Only when a script names a node after a kind (`roundedRectangle`) can a repeated name's
        // suffixed id meet a generated one; remember generated ids just for that kind.
        if taken.contains(prefix) { taken.insert(id) }
        return id
    }
}
