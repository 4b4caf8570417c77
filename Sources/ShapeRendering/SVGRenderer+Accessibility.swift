// What a screen reader says about a picture: the `<title>` (the canvas's `title:`, the alt text a
// document gives, else a summary of the named nodes) and the `<desc>` with every resolved radius.
import ConcentricGeometry
import ShapeScene

extension SVGRenderer {
    /// How many nodes the title names, and the description lists, before it counts the rest:
    /// a description is read aloud, and a scene may have a million nodes.
    static let titledNodeLimit = 4
    static let describedNodeLimit = 100

    /// The picture's accessible name: `title` when one is given (a document's alt text), else
    /// the canvas's `title:`, else a summary such as `card: RoundedRectangle 24, photo:
    /// ConcentricRectangle 12`.
    public static func accessibleTitle(of scene: ResolvedScene, given title: String?) -> String {
        if let title = title ?? scene.title, !title.isEmpty { return title }
        var named: [ResolvedNode] = []
        // Without a name in the tree's table there is nothing to look for among a million nodes.
        if scene.tree.mayHaveNamedNodes {
            visit(scene.nodes) { node in
                if node.name != nil { named.append(node) }
                return named.count < titledNodeLimit
            }
        }
        // The rest are counted, not visited: the tree's own records, in any order.
        let total = named.count < titledNodeLimit ? named.count : namedNodeCount(scene.tree)
        if named.isEmpty {
            let count = scene.nodeCount
            return count == 0 ? "an empty shape figure" : "a shape figure of \(count) node\(count == 1 ? "" : "s")"
        }
        var parts = named.map { node in "\(node.id): \(node.kind)" + summary(of: node) }
        if total > named.count { parts.append("and \(total - named.count) more") }
        return parts.joinedText(separator: ", ")
    }

    /// The radii of every node (up to ``describedNodeLimit``), one sentence: `card: 24 on every
    /// corner; photo: topLeading 12, topTrailing 12, bottomLeading 0, bottomTrailing 0.`
    public static func accessibleDescription(of scene: ResolvedScene) -> String {
        var parts: [String] = []
        visit(scene.nodes) { node in
            parts.append(node.id + ": " + radiiInWords(of: node))
            return parts.count < describedNodeLimit
        }
        let total = scene.nodeCount
        guard !parts.isEmpty else { return "no shapes." }
        var text = "corner radii: " + parts.joinedText(separator: "; ")
        if total > parts.count { text += "; and \(total - parts.count) more nodes" }
        return text + "."
    }

    /// ` 24` when the four corners agree, ` 16/44/0/0` when they do not, nothing for an ellipse.
    private static func summary(of node: ResolvedNode) -> String {
        if node.isDrawnAsEllipse { return "" }
        let radii = node.radii
        let values = [radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing]
        if values.allSatisfy({ $0 == values[0] }) { return " " + spelled(values[0]) }
        return " " + values.map(spelled).joinedText(separator: "/")
    }

    private static func radiiInWords(of node: ResolvedNode) -> String {
        if node.isDrawnAsEllipse { return "an ellipse, no corners" }
        let radii = node.radii
        if radii.topLeading == radii.topTrailing, radii.topLeading == radii.bottomLeading,
            radii.topLeading == radii.bottomTrailing
        {
            return spelled(radii.topLeading) + " on every corner"
        }
        return "topLeading " + spelled(radii.topLeading) + ", topTrailing " + spelled(radii.topTrailing)
            + ", bottomLeading " + spelled(radii.bottomLeading) + ", bottomTrailing " + spelled(radii.bottomTrailing)
    }

    private static func spelled(_ value: Double) -> String {
        NumberFormat.format(value.isFinite ? value : 0, .drawing)
    }

    /// Every drawn node in document order, parents first, without recursion (a scene may be
    /// nested as deep as its limits allow).
    /// Calls `body` on the nodes depth first, parents before children, until it returns false:
    /// a title and a description read the first few of a scene that may hold a million.
    private static func visit(_ roots: ResolvedNodes, _ body: (ResolvedNode) -> Bool) {
        // Each level's nodes and the position of the next one to visit.
        var levels: [(nodes: ResolvedNodes, next: Int)] = [(roots, roots.startIndex)]
        while var level = levels.popLast() {
            guard level.next < level.nodes.endIndex else { continue }
            let node = level.nodes[level.next]
            level.next += 1
            levels.append(level)
            guard body(node) else { return }
            let children = node.children
            if !children.isEmpty { levels.append((children, children.startIndex)) }
        }
    }

    /// How many drawn nodes have a name.
    private static func namedNodeCount(_ tree: SceneTree) -> Int {
        var count = 0
        for index in 0..<tree.count where tree[index].hasName && !tree[index].isGroup && !tree[index].isRemoved {
            count += 1
        }
        return count
    }
}

extension SVGRenderer.Context where Sink: SVGSink {
    /// `<title>` and `<desc>`, the first children of the root, so that the picture's role
    /// (`role="img"` on the root) has a name and a description.
    mutating func writeAccessibility(title: String?) {
        writer.start("title", depth: 1)
        writer.text(SVGRenderer.accessibleTitle(of: scene, given: title), closing: "title")
        writer.start("desc", depth: 1)
        writer.text(SVGRenderer.accessibleDescription(of: scene), closing: "desc")
    }
}
