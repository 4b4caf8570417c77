// Which nodes get CSS custom properties for their radii, what each property says (a length, or
// a calc() on its container's property), and their names: shared by the CSS and HTML outputs.
import ConcentricGeometry
import ShapeScene

/// The radius custom properties of a scene.
///
/// Every named node gets them, and so does every node (or the canvas) whose radius a property
/// refers to, transitively, so the chain from the outermost container to the innermost corner
/// is whole. A corner that simply follows its container (``ConcentricRelation``) is written as
/// that relation: `calc(var(--card-radius) - 12px)`, or `max(8px, var(--card-radius) - 20px)`
/// with a minimum; every other corner is a length, with the reason in a comment. A node whose
/// four corners say the same has one property, `--card-radius`; otherwise one per corner,
/// `--photo-top-leading-radius`.
struct CSSRadii {
    /// One node's properties: four values (`Corner.allCases` order), each with a note.
    struct Entry {
        /// The node's id, or `canvas`.
        var id: String
        var values: [String]
        var notes: [String?]
        /// All four values are the same: one property.
        var isSingle: Bool { values.allSatisfy { $0 == values[0] } && notes.allSatisfy { $0 == notes[0] } }
    }

    /// The canvas's entry, when a property refers to it.
    private(set) var canvas: Entry?
    /// Entries by node index.
    private(set) var nodes: [Int: Entry] = [:]
    /// Node indices with entries, in node order (containers before what they hold).
    private(set) var order: [Int] = []

    init(_ scene: ResolvedScene) {
        // Which nodes: the named ones and, transitively, the containers their corners follow.
        var wanted = Set<Int>()
        var needsCanvas = false
        var pending = scene.allNodes().filter { $0.name != nil && $0.drawnRadii != nil }
        while let node = pending.popLast() {
            guard wanted.insert(node.index).inserted else { continue }
            for trace in node.traces ?? [] {
                switch node.concentricRelation(of: trace)?.source {
                case .canvas: needsCanvas = true
                case .node(let index)?: if let source = scene.node(at: index) { pending.append(source) }
                case nil: break
                }
            }
        }
        if needsCanvas, let radii = scene.canvasRadii {
            canvas = Entry(
                id: "canvas", values: Corner.allCases.map { CSSRadii.length(radii[$0]) }, notes: [nil, nil, nil, nil])
        }
        order = wanted.sorted()
        // Containers come before their children in node order, so a source's names are known.
        for index in order {
            guard let node = scene.node(at: index), let radii = node.drawnRadii else { continue }
            var entry = Entry(id: node.id, values: [], notes: [])
            let traces = node.traces
            for corner in Corner.allCases {
                let trace = traces?.first { $0.corner == corner }
                if let relation = node.concentricRelation(of: trace), let source = reference(relation) {
                    entry.values.append(CSSRadii.expression(source, relation))
                    entry.notes.append(nil)
                } else {
                    entry.values.append(CSSRadii.length(radii[corner]))
                    entry.notes.append(CSSRadii.note(trace))
                }
            }
            nodes[index] = entry
        }
    }

    /// The property a relation refers to: `var(--card-radius)`.
    private func reference(_ relation: ConcentricRelation) -> String? {
        let entry: Entry?
        switch relation.source {
        case .canvas: entry = canvas
        case .node(let index): entry = nodes[index]
        }
        return entry.map { "var(" + CSSRadii.propertyName($0, relation.corner) + ")" }
    }

    /// `--card-radius` when all four corners say the same, else `--card-top-leading-radius`.
    static func propertyName(_ entry: Entry, _ corner: Corner) -> String {
        entry.isSingle ? "--" + entry.id + "-radius" : "--" + entry.id + "-" + kebab(corner) + "-radius"
    }

    /// `top-leading`.
    static func kebab(_ corner: Corner) -> String {
        switch corner {
        case .topLeading: "top-leading"
        case .topTrailing: "top-trailing"
        case .bottomLeading: "bottom-leading"
        case .bottomTrailing: "bottom-trailing"
        }
    }

    /// The physical CSS property of a logical corner: leading is left in a left-to-right layout.
    static func borderProperty(_ corner: Corner, _ direction: LayoutDirection) -> String {
        let vertical = corner.isTop ? "top" : "bottom"
        let horizontal = corner.isLeft(in: direction) ? "left" : "right"
        return "border-" + vertical + "-" + horizontal + "-radius"
    }

    /// `R − d` in CSS, kept above a minimum when the corner has one.
    private static func expression(_ source: String, _ relation: ConcentricRelation) -> String {
        let distance = relation.distance
        let sum =
            distance == 0
            ? source
            : source + (distance > 0 ? " - " : " + ") + length(abs(distance))
        if relation.minimum > 0 {
            return "max(" + length(relation.minimum) + ", " + sum + ")"
        }
        return distance == 0 ? source : "calc(" + sum + ")"
    }

    /// `12px`, the number exact.
    static func length(_ value: Double) -> String {
        NumberFormat.format(value.isFinite ? value : 0) + "px"
    }

    /// Why a corner is a plain length, when its rule (its trace) would follow a container.
    static func note(_ trace: CornerTrace?) -> String? {
        guard let trace else { return nil }
        switch trace.decidedBy {
        case .floored: return "floored at 0: too far from the container's curve"
        case .minimum: return "raised to its minimum"
        case .uniform: return "raised by its uniform group"
        case .clamped: return "clamped to half the shorter side"
        case .noContainer: return "no container to follow"
        case .insetFallback: return "inside a shape that is not rounded-rectangular"
        case .fixed: return "fixed"
        case .concentric: return "follows a container that has no property"
        }
    }
}
