// What a screen reader says about a picture: the `<title>` (the canvas's `title:`, the alt text a
// document gives, else the named nodes in words) and the `<desc>` with every resolved radius.
import ConcentricGeometry
import ShapeScene

extension SVGRenderer {
    /// How many nodes the title names, and the description lists, before it counts the rest:
    /// a description is read aloud, and a scene may have a million nodes.
    static let titledNodeLimit = 4
    static let describedNodeLimit = 100

    /// The picture's accessible name: `title` when one is given (a document's alt text), else
    /// the canvas's `title:`, else the named nodes in words, as a reader sees them: `a card with
    /// rounded corners of 24 holding a photo whose corners are 12 at the top and square at the
    /// bottom, concentric with the card`.
    public static func accessibleTitle(of scene: ResolvedScene, given title: String?) -> String {
        if let title = title ?? scene.title, !title.isEmpty { return title }
        // Each named node with how many named nodes hold it and the nearest one's name.
        var named: [(node: ResolvedNode, depth: Int, holder: String?)] = []
        // Without a name in the tree's table there is nothing to look for among a million nodes.
        if scene.tree.mayHaveNamedNodes {
            var holders: [(level: Int, name: String)] = []
            visitWithLevels(scene.nodes) { node, level in
                while let last = holders.last, last.level >= level { holders.removeLast() }
                guard let name = node.name else { return true }
                named.append((node, holders.count, holders.last?.name))
                holders.append((level, name))
                return named.count < titledNodeLimit
            }
        }
        // The rest are counted, not visited: the tree's own records, in any order.
        let total = named.count < titledNodeLimit ? named.count : namedNodeCount(scene.tree)
        if named.isEmpty {
            let count = scene.nodeCount
            return count == 0 ? "an empty picture" : "a picture of \(count) shape\(count == 1 ? "" : "s")"
        }
        var text = ""
        var previousDepth = -1
        for entry in named {
            if previousDepth >= 0 { text += entry.depth > previousDepth ? " holding " : "; " }
            text += phrase(for: entry.node, holder: entry.holder, nested: entry.depth > 0)
            previousDepth = entry.depth
        }
        if total > named.count { text += ", and \(total - named.count) more" }
        return text
    }

    /// `a photo whose corners are 12, concentric with the card`: a node's name, its corners in
    /// words and, for a concentric one, what it follows.
    private static func phrase(for node: ResolvedNode, holder: String?, nested: Bool) -> String {
        var text = "a " + (node.name ?? node.id) + " "
        let radii = node.radii
        let kind = node.kind
        if node.isDrawnAsEllipse {
            text += node.frame.size.width == node.frame.size.height ? "shaped as a circle" : "shaped as an ellipse"
        } else if kind == "Capsule" {
            text += "shaped as a capsule"
        } else if radii.topLeading == radii.topTrailing, radii.topLeading == radii.bottomLeading,
            radii.topLeading == radii.bottomTrailing
        {
            let radius = radii.topLeading
            text +=
                radius == 0
                ? "with square corners"
                : (nested ? "whose corners are " : "with rounded corners of ") + spelled(radius)
        } else if radii.topLeading == radii.topTrailing, radii.bottomLeading == radii.bottomTrailing {
            text +=
                "whose corners are " + corner(radii.topLeading) + " at the top and "
                + corner(radii.bottomLeading) + " at the bottom"
        } else if radii.topLeading == radii.bottomLeading, radii.topTrailing == radii.bottomTrailing {
            text +=
                "whose corners are " + corner(radii.topLeading) + " on the left and "
                + corner(radii.topTrailing) + " on the right"
        } else if let odd = oddCorner(radii) {
            text +=
                "whose corners are " + corner(odd.radius) + " at the " + odd.place + " and "
                + corner(odd.others) + " elsewhere"
        } else {
            text +=
                "whose corners are " + corner(radii.topLeading) + " at the top left, "
                + corner(radii.topTrailing) + " at the top right, " + corner(radii.bottomLeading)
                + " at the bottom left and " + corner(radii.bottomTrailing) + " at the bottom right"
        }
        if kind.hasPrefix("Concentric") {
            text += ", concentric with " + (holder.map { "the " + $0 } ?? "its container")
        }
        return text
    }

    /// The one corner that differs when the other three agree.
    private static func oddCorner(_ radii: RectangleCornerRadii) -> (place: String, radius: Double, others: Double)? {
        let corners = [
            ("top left", radii.topLeading), ("top right", radii.topTrailing), ("bottom left", radii.bottomLeading),
            ("bottom right", radii.bottomTrailing),
        ]
        for (index, odd) in corners.enumerated() {
            let rest = corners.enumerated().filter { $0.offset != index }.map { $0.element.1 }
            if rest.allSatisfy({ $0 == rest[0] }), rest[0] != odd.1 { return (odd.0, odd.1, rest[0]) }
        }
        return nil
    }

    /// `12`, or `square` for no rounding.
    private static func corner(_ radius: Double) -> String {
        radius == 0 ? "square" : spelled(radius)
    }

    /// The radii of every node (up to ``describedNodeLimit``), one sentence: `card: 24 on every
    /// corner; photo: top left 12, top right 12, bottom left 0, bottom right 0.`
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

    private static func radiiInWords(of node: ResolvedNode) -> String {
        if node.isDrawnAsEllipse { return "an ellipse, no corners" }
        let radii = node.radii
        if radii.topLeading == radii.topTrailing, radii.topLeading == radii.bottomLeading,
            radii.topLeading == radii.bottomTrailing
        {
            return spelled(radii.topLeading) + " on every corner"
        }
        return "top left " + spelled(radii.topLeading) + ", top right " + spelled(radii.topTrailing)
            + ", bottom left " + spelled(radii.bottomLeading) + ", bottom right " + spelled(radii.bottomTrailing)
    }

    private static func spelled(_ value: Double) -> String {
        NumberFormat.format(value.isFinite ? value : 0, .drawing)
    }

    /// Like ``visit(_:_:)``, with each node's nesting level (0 for the roots).
    private static func visitWithLevels(_ roots: ResolvedNodes, _ body: (ResolvedNode, Int) -> Bool) {
        var levels: [(nodes: ResolvedNodes, next: Int)] = [(roots, roots.startIndex)]
        while var level = levels.popLast() {
            guard level.next < level.nodes.endIndex else { continue }
            let node = level.nodes[level.next]
            level.next += 1
            levels.append(level)
            guard body(node, levels.count - 1) else { return }
            let children = node.children
            if !children.isEmpty { levels.append((children, children.startIndex)) }
        }
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
