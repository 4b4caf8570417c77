// Shapes drawn with a query's answer: `UnevenRoundedRectangle(cornerRadii:
// concentricCornerRadii(in: rect))`, or `cornerRadii: r` after `let r = concentricCornerRadii(in:
// rect)` in the same braces, takes its radii from GeometryProxy's question, and the node records
// the rect it asked about (ResolvedScene.radiiQueries), so that an output can ask it again where
// it lays the shape out (SwiftUI's GeometryReader) instead of writing the answer.
import ConcentricGeometry
import ShapeScene

/// How a node's shape takes a query's answer as its radii, if it does.
enum DrawnQuery {
    case none
    /// `cornerRadii: concentricCornerRadii(in: …)`: the one query its shape expression asks,
    /// its call.
    case direct(Expr)
    /// `cornerRadii: r`, `r` a `let` of `concentricCornerRadii(in: …)`: the query asked at
    /// that call (its range, in the file being compiled).
    case bound(BoundQuery)

    /// Whether the shape takes a query's answer as its radii.
    var asksQuery: Bool {
        if case .none = self { false } else { true }
    }
}

/// A `let` bound to a `concentricCornerRadii(in:)` call: its scope (held, so that the slot is
/// never another scope's) and the call's range.
struct BoundQuery {
    var scope: Scope
    var call: SourceRange
    /// The rect it asks in, as expressions (``queryRectDerivation(_:)``).
    var rect: QueryRectDerivation?
}

/// The rect a query asks in: its sides as expressions where it has them, and whether it may
/// depend on a parameter (a rect that does, without expressions, is written as numbers that do
/// not follow).
struct QueryRectDerivation {
    var sides: SymbolicStop?
    var mentions: Bool
}

extension Compiler {
    /// Whether `shape` is a rounded rectangle whose `cornerRadii:` argument is a call of
    /// `concentricCornerRadii(in:)` itself, or a `let` bound to one (not a value computed from one).
    func drawnQuery(_ shape: Expr) -> DrawnQuery {
        guard case .call(let callee, let arguments) = shape.kind else { return .none }
        switch callee.kind {
        case .identifier("UnevenRoundedRectangle"), .implicitMember("rect"): break
        default: return .none
        }
        guard let radii = arguments.first(where: { $0.label == "cornerRadii" }) else { return .none }
        return drawnQuery(cornerRadii: radii.value)
    }

    /// How a `cornerRadii:` argument is a query's answer, if it is.
    func drawnQuery(cornerRadii value: Expr) -> DrawnQuery {
        if let call = Compiler.queryCall(in: value, scope) { return .direct(call) }
        guard case .identifier(let name) = value.kind, let (entry, depth) = scope.lookup(name) else {
            return .none
        }
        var owner: Scope? = scope
        for _ in 0..<depth { owner = owner?.parent }
        guard let owner,
            let bound = machine.boundQueries[SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)],
            bound.scope === owner
        else { return .none }
        return .bound(bound)
    }

    /// The rect a `concentricCornerRadii(in:)` call asks in, as expressions (`Rect(x:y:width:
    /// height:)` written out, or a top-level `let` of one); nil otherwise (a node's frame).
    func queryRectDerivation(_ call: Expr) -> QueryRectDerivation? {
        guard case .call(_, let arguments) = call.kind, arguments.count == 1, arguments[0].label == "in" else {
            return nil
        }
        let rect = symbolicStop(arguments[0].value, in: nil)
        return QueryRectDerivation(
            sides: rect?.labels == Compiler.memberLabels["Rect"] ? rect : nil,
            mentions: mentionsParameters(arguments[0].value))
    }

    /// The rect expressions of the query a shape's `cornerRadii:` asks, directly or through a
    /// `let` of it.
    func queryRectDerivation(of drawnQuery: DrawnQuery) -> QueryRectDerivation? {
        switch drawnQuery {
        case .none: return nil
        case .direct(let call): return queryRectDerivation(call)
        case .bound(let bound): return bound.rect
        }
    }

    /// Records the expressions of the rect node `index`'s query `asked` in, each side kept where
    /// it gives the rect's number with `values` bound; a rect that may follow a parameter and
    /// has no complete expression is baked (written as the numbers it was).
    static func recordQueryRect(
        _ derivation: QueryRectDerivation, asked rect: Rect, _ values: [String: Double],
        into expressions: inout PlacementExpressions
    ) {
        let numbers = [rect.minX, rect.minY, rect.width, rect.height]
        var kept: [SceneExpression?] = [nil, nil, nil, nil]
        if let sides = derivation.sides?.sides, sides.count == 4 {
            kept = zip(sides, numbers).map { side, number in side.agrees(with: number, values) ? side : nil }
            expressions.queryRect = FrameExpressions(x: kept[0], y: kept[1], width: kept[2], height: kept[3])
        }
        if derivation.mentions, kept.contains(where: { $0 == nil }) { expressions.bake("queryRect") }
    }

    /// The call of the builtin `concentricCornerRadii(in:)` (not a name the script declared)
    /// `value` is, or is `?? RectangleCornerRadii()` of: what SwiftUI's export asks.
    static func queryCall(in value: Expr, _ scope: Scope) -> Expr? {
        if case .binary(.coalesce, let query, let fallback) = value.kind {
            guard case .call(let callee, let arguments) = fallback.kind, arguments.isEmpty,
                case .identifier("RectangleCornerRadii") = callee.kind, scope.lookup("RectangleCornerRadii") == nil
            else { return nil }
            return queryCall(in: query, scope)
        }
        guard case .call(let inner, _) = value.kind, case .identifier("concentricCornerRadii") = inner.kind,
            scope.lookup("concentricCornerRadii") == nil
        else { return nil }
        return value
    }

    /// Remembers that the `let` in `slot` of the current scope is bound to a query (or forgets
    /// a slot that is not).
    func rememberBoundQuery(_ value: Expr, slot: Int) {
        let key = SymbolicSlot(scope: ObjectIdentifier(scope), slot: slot)
        if let call = Compiler.queryCall(in: value, scope) {
            // The range the query is logged at: the call's own, not the `??` around it.
            machine.boundQueries[key] = BoundQuery(scope: scope, call: call.range, rect: queryRectDerivation(call))
        } else if !machine.boundQueries.isEmpty {
            machine.boundQueries[key] = nil
        }
    }
}

extension Machine {
    /// The rect of the one `concentricCornerRadii(in:)` asked since the log held `start`
    /// entries, in the coordinates of the node whose braces asked it; nil when not one was.
    func drawnQuery(since start: Int) -> Rect? {
        var found: Rect?
        for entry in queries.entries[Swift.min(start, queries.entries.count)...] {
            // A canvas frame handed to the query is not asked again in the coordinates an output
            // reads it in: its answer is written.
            guard case .concentricRadii(_, let rect, false) = entry.subject else { continue }
            if found != nil { return nil }
            found = rect
        }
        return found
    }

    /// The rect of the last query asked at `call` (in `file`), when it answered `radii` (what a
    /// `let` bound to it holds) and was asked in the braces the node is being declared in, or
    /// in braces around them with only zstacks and stacks between, which declare no container
    /// shape: asked again where the node is, the same container answers. `asker` is where it
    /// was asked, when not the node's own braces (-1: the top level).
    func boundQuery(at call: SourceRange, file: String?, answering radii: RectangleCornerRadii)
        -> (rect: Rect, asker: Int?)?
    {
        for entry in queries.entries.reversed() {
            guard entry.range == call, entry.file == file else { continue }
            guard case .concentricRadii(let owner, let rect, false) = entry.subject,
                let reached = reachesWithoutContainer(owner)
            else { return nil }
            switch entry.answer {
            case .radii(let answer) where answer == radii: break
            case .nilValue where radii == .zero: break  // `?? RectangleCornerRadii()`
            default: return nil
            }
            return (rect, reached ? nil : owner ?? -1)
        }
        return nil
    }

    /// Whether the braces being run are `owner`'s (true) or inside them with no drawn node
    /// between (false); nil when a drawn node is between, or `owner` is not around them.
    private func reachesWithoutContainer(_ owner: Int?) -> Bool? {
        if owner == queryOwner { return true }
        var current = scene.nodeStack.last
        while let index = current, index != owner {
            guard case .group = scene.tree.kind(of: index) else { return nil }
            current = scene.tree[index].parent
        }
        return current == owner ? false : nil
    }
}
