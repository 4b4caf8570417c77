// Turns the laid-out scene graph into the immutable ResolvedScene the renderers read:
// stacks flattened away, stable unique ids, traces attached where asked for.
import ConcentricGeometry

enum SceneAssembly {
    /// Builds the resolved scene. Traces are kept for every node when `traces` is true, and for
    /// annotated nodes always (the teaching layer needs them).
    static func assemble(_ graph: SceneGraph, _ layout: LayoutResult, traces: Bool) -> ResolvedScene {
        var ids = IdentifierPool(names: graph.records.lazy.compactMap(\.name))
        var bounds = layout.canvas
        /// Appends the resolved node for record `index` (or, for a stack, its children) to `list`;
        /// `container` is the box of the container it was resolved in, shared with its siblings.
        func build(_ index: Int, into list: inout [ResolvedNode], container: Boxed<Container>?) {
            let record = graph.records[index]
            guard case .node(let role, let shape) = record.kind else {
                // A stack draws nothing: its children take its place.
                for child in graph.children(of: index) { build(child, into: &list, container: container) }
                return
            }
            let frame = layout.frames[index]
            bounds = bounds.union(frame)
            let wantsTraces = traces || record.annotate || graph.annotateAll
            let id = ids.make(name: record.name, kind: shape.kindName)
            var children: [ResolvedNode] = []
            if record.firstChild != nil {
                let offered = layout.offeredContainer(by: index, graph).map(Boxed.init)
                for child in graph.children(of: index) { build(child, into: &children, container: offered) }
            }
            list.append(
                ResolvedNode(
                    id: id,
                    name: record.name,
                    kind: shape.kindName,
                    role: role,
                    frame: frame,
                    radii: layout.radii[index],
                    outline: layout.outline(index),
                    cornerStyle: layout.cornerStyle(of: index, graph),
                    traces: wantsTraces ? self.traces(of: index, graph, layout) : nil,
                    containerBox: container,
                    containerName: containerName(of: index, graph),
                    style: record.style,
                    annotate: record.annotate,
                    children: children))
        }
        var nodes: [ResolvedNode] = []
        nodes.reserveCapacity(graph.roots.count)
        let canvasContainer = layout.canvasContainer.map(Boxed.init)
        for root in graph.roots {
            build(root, into: &nodes, container: canvasContainer)
        }
        let canvas = graph.canvas
        return ResolvedScene(
            canvas: layout.canvas,
            canvasShape: layout.canvasContainer?.shape,
            safeArea: canvas?.safeArea ?? .zero,
            bounds: bounds,
            nodes: nodes,
            layoutDirection: graph.layoutDirection,
            annotateAll: graph.annotateAll,
            background: canvas?.background)
    }

    /// One node alone (no children), for `explain` and queries.
    static func node(_ index: Int, _ graph: SceneGraph, _ layout: LayoutResult) -> ResolvedNode? {
        let record = graph.records[index]
        guard case .node(let role, let shape) = record.kind else { return nil }
        return ResolvedNode(
            id: record.name ?? shape.kindName, name: record.name, kind: shape.kindName, role: role,
            frame: layout.frames[index], radii: layout.radii[index], outline: layout.outline(index),
            cornerStyle: layout.cornerStyle(of: index, graph),
            traces: traces(of: index, graph, layout), container: layout.container(of: index, graph),
            containerName: containerName(of: index, graph), style: record.style,
            annotate: record.annotate, children: [])
    }

    /// The resolver's trace for a concentric node; nil for shapes whose radii are their own.
    static func traces(of index: Int, _ graph: SceneGraph, _ layout: LayoutResult) -> [CornerTrace]? {
        guard case .node(_, .concentric(let rectangle, _)) = graph.records[index].kind else { return nil }
        return ConcentricResolver.resolve(
            rectangle, in: layout.frames[index], container: layout.container(of: index, graph),
            direction: graph.layoutDirection
        ).traces
    }

    /// The name of the node whose shape is this node's container ("canvas" at the top).
    static func containerName(of index: Int, _ graph: SceneGraph) -> String? {
        guard let parent = graph.enclosingNode(of: index) else {
            return graph.canvas?.cornerRadius != nil ? "canvas" : nil
        }
        let record = graph.records[parent]
        if case .node(_, let shape) = record.kind {
            return record.name ?? shape.kindName
        }
        return nil
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
