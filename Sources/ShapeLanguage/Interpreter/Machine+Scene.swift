// What compiled code does to the scene: open and close nodes, apply placement and style
// commands, and read the laid-out scene back for queries.
import ConcentricGeometry
import ShapeScene

extension Machine {
    /// Starts a node or stack under the current one and makes it current.
    func beginNode(
        _ kind: SceneTree.Kind, name: String?, placement: Placement = Placement(), at range: SourceRange, file: String?
    )
        throws(ScriptError) -> NodeID
    {
        try step(at: range)
        if let parent = scene.nodeStack.last, scene.tree[parent].role == .shape {
            throw error(.childOfShape(parentName: scene.tree.name(of: parent), at: range))
        }
        // Stacks count too: they are not drawn, but each is a node in memory.
        try budget.checkNodeCount(scene.tree.count, at: range)
        var placement = placement
        placement.loop = loops.mark(depth: scene.nodeStack.count)
        let index = scene.begin(kind, name: name, placement: placement, site: NodeSite(range: range, file: file))
        return NodeID(index)
    }

    func endNode() {
        scene.end()
    }

    /// Takes a node (and what is placed in it) out of the scene, for a REPL that declares its
    /// name again, and says so among the notices.
    func replace(_ old: NodeID) {
        guard !scene.tree[old.index].isRemoved else { return }
        let kindName = scene.tree.kindName(of: old.index)
        let site = scene.sites[old.index]
        // A chunk typed at the prompt has no file, and its line numbers start again at 1.
        let place = site.file.map { " from \($0):\(site.range.start.line)" } ?? ""
        let inner = scene.tree.drawnDescendants(of: old.index)
        let with = inner == 0 ? "" : inner == 1 ? " and the node in it" : " and the \(inner) nodes in it"
        notices.append("replaced '\(scene.tree.nameOrKind(of: old.index))', the \(kindName)\(place)\(with)")
        scene.remove(old.index)
    }

    /// The node a command applies to.
    private func currentNode(_ call: CallArguments) throws(ScriptError) -> Int {
        guard let current = scene.nodeStack.last else {
            throw error(.commandOutsideNode(call.name, at: call.range))
        }
        return current
    }

    func updatePlacement(_ call: CallArguments, _ change: (inout Placement) -> Void) throws(ScriptError) {
        scene.updatePlacement(of: try currentNode(call), change)
    }

    /// Applies a style command to the current node; a stack draws nothing to style.
    func updateStyle(_ call: CallArguments, _ change: (inout NodeStyle) -> Void) throws(ScriptError) {
        let index = try currentDrawnNode(call)
        scene.updateStyle(of: index, change)
    }

    /// Applies a change to the current node itself (its corner style); not to a stack.
    func updateNode(_ call: CallArguments, _ change: (inout SceneTree.Node) -> Void) throws(ScriptError) {
        scene.updateNode(try currentDrawnNode(call), change)
    }

    private func currentDrawnNode(_ call: CallArguments) throws(ScriptError) -> Int {
        let index = try currentNode(call)
        if scene.tree[index].isGroup {
            throw error(.styleOnStack(call.name, at: call.range))
        }
        return index
    }

    /// `annotate` inside a node marks it; at the top level it marks the whole scene.
    func annotate(_ on: Bool) {
        if let current = scene.nodeStack.last {
            scene.updateNode(current) { $0.annotate = on }
        } else {
            scene.setAnnotateAll(on)
        }
    }

    func shapeValue(_ value: Value, at range: SourceRange) throws(ScriptError) -> NodeShape {
        guard case .shape(let shape) = value else {
            throw error(
                .typeMismatch(expected: "shape such as RoundedRectangle(cornerRadius: 24)", found: value, at: range))
        }
        return shape
    }

    func expectNode(_ value: Value, at range: SourceRange) throws(ScriptError) -> NodeID {
        guard case .node(let id) = value else {
            throw error(.typeMismatch(expected: "node", found: value, at: range))
        }
        return id
    }

    // MARK: - Reading the scene back

    /// The laid-out, resolved scene of everything built so far.
    ///
    /// Laying out is linear in the scene: a step per node, so that asking for a frame after
    /// every new node cannot make a loop quadratic.
    func resolvedScene() -> ResolvedScene {
        if !scene.isResolved { charge(scene.tree.count) }
        return scene.resolved()
    }

}
