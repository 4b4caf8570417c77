// Finding nodes by what a person types: an id (`row-2`, `card-concentricRectangle-1`), as every
// output shows it, or a name, which a loop may have given several nodes.
extension ResolvedScene {
    /// The nodes `reference` names, in creation order: every node the script gave that name
    /// when several share it (a loop or a function made them), else the one node whose id or
    /// name it is (`row-2`, `card-concentricRectangle-1`). Empty when it names none.
    ///
    /// A shared name comes first because the first of its nodes has the bare name as its id:
    /// `row` is all three rows, `row-2` the second.
    public func nodes(matching reference: String) -> [ResolvedNode] {
        var named: [ResolvedNode] = []
        var identified: ResolvedNode?
        for index in 0..<tree.count {
            guard let node = node(at: index) else { continue }
            if node.name == reference { named.append(node) }
            if identified == nil, identifiers.id(of: index) == reference { identified = node }
        }
        if named.count > 1 { return named }
        return identified.map { [$0] } ?? named
    }

    /// Every drawn node's id, in creation order.
    public var nodeIdentifierList: [String] {
        (0..<tree.count).compactMap { node(at: $0)?.id }
    }
}
