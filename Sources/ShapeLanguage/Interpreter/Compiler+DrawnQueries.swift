// Shapes drawn with a query's answer: `UnevenRoundedRectangle(cornerRadii:
// concentricCornerRadii(in: rect))` takes its radii from GeometryProxy's question, and the node
// records the rect it asked about (ResolvedScene.radiiQueries), so that an output can ask it again
// where it lays the shape out (SwiftUI's GeometryReader) instead of writing the answer.
import ConcentricGeometry
import ShapeScene

extension Compiler {
    /// Whether `shape` is a rounded rectangle whose `cornerRadii:` argument is a call of
    /// `concentricCornerRadii(in:)` itself (not a value computed from one).
    static func drawsWithQuery(_ shape: Expr) -> Bool {
        guard case .call(let callee, let arguments) = shape.kind else { return false }
        switch callee.kind {
        case .identifier("UnevenRoundedRectangle"), .implicitMember("rect"): break
        default: return false
        }
        guard let radii = arguments.first(where: { $0.label == "cornerRadii" }),
            case .call(let inner, _) = radii.value.kind, case .identifier("concentricCornerRadii") = inner.kind
        else { return false }
        return true
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
}
