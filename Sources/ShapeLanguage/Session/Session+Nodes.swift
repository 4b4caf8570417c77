// Finding the session's nodes by id or name: what `:explain`, `:radii`, `:remove`,
// `shape explain` and an editor's hover look up, so that each accepts the ids every output shows.
import ShapeScene

/// What a reference to a node found.
public enum NodeMatch: Sendable {
    /// No node has that id or name.
    case none
    /// One node: its id, or a name only it has.
    case one(ResolvedNode)
    /// A name several nodes share (made by a loop or a function), in creation order.
    case several([ResolvedNode])

    /// Every node found, in creation order.
    public var nodes: [ResolvedNode] {
        switch self {
        case .none: []
        case .one(let node): [node]
        case .several(let nodes): nodes
        }
    }
}

extension Session {
    /// The nodes `reference` names: the node whose id it is (`row-2`), or every node with that
    /// name; each can explain its corners (``ResolvedNode/traces``).
    public func findNodes(_ reference: String) -> NodeMatch {
        let found = machine.scene.resolved().nodes(matching: reference)
        switch found.count {
        case 0: return .none
        case 1: return .one(found[0])
        default: return .several(found)
        }
    }

    /// Every node's id, in creation order: what outputs call them, and what lookups accept.
    public var nodeIdentifiers: [String] {
        machine.scene.resolved().nodeIdentifierList
    }
}
