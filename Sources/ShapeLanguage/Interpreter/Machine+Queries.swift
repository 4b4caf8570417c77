// Queries that read the layout (`photo.radii`, `card.frame`, `concentricCornerRadii(in:)`,
// `explain`) while the scene is still being built, and the promise the language makes about
// them: a query's answer is the answer of the final layout.
//
// A query asked before the layout is final (inside a stack, before a later `align`) sees a
// provisional layout. Every answer is logged; when the evaluation ends, each is asked again of
// the scene as it ended. If one differs, the evaluation runs again from the same start, and
// this time queries are answered from the layout the last run ended with (the "settled"
// layout) wherever it knows the node. Runs repeat until every answer agrees with the layout it
// produced, or `QueryLog.maxPasses` runs have not settled: then the first query that still
// disagrees is an error, located and naming both values. Only the last run's output is shown.
import ConcentricGeometry
import ShapeScene

/// What a query asks of the layout.
enum QuerySubject: Hashable {
    case frame(Int)
    case radii(Int)
    case cornerStyle(Int)
    /// `concentricCornerRadii(in:)` written in the braces of node `owner` (nil: the top level),
    /// with the rect in that node's coordinates, or, `inCanvas`, in the canvas's (a node's
    /// `.frame` handed to it, converted as SwiftUI's `frame(in:)` would).
    case concentricRadii(owner: Int?, rect: Rect, inCanvas: Bool)
    case explanation(Int)
}

/// Every layout query of one run, with its answer.
struct QueryLog {
    /// Runs before a query that keeps disagreeing with the layout is an error.
    static let maxPasses = 4

    struct Entry {
        var subject: QuerySubject
        var answer: Value
        var range: SourceRange
        var file: String?
        /// The node asked about, or the one around it, whose braces were still running when
        /// it was asked: its layout could still change.
        var openNode: Int?
    }

    var entries: [Entry] = []
    /// The layout the last run ended with, which answers queries about the nodes it knows.
    var settled: ResolvedScene?

    init(settled: ResolvedScene? = nil) {
        self.settled = settled
    }
    /// Log nothing: queries made by tools (completion, hovers), not by the script.
    var isSuspended = false
}

extension Machine {
    /// Answers `subject` at the place `querySite` holds (the member access or call being run).
    func query(_ subject: QuerySubject) -> Value {
        query(subject, at: querySite.range, file: querySite.file)
    }

    /// Answers `subject`, from the settled layout where it knows the node, else from the
    /// layout of everything built so far; logs the answer.
    func query(_ subject: QuerySubject, at range: SourceRange, file: String?) -> Value {
        let scene = queries.settled.flatMap { knows($0, subject) ? $0 : nil } ?? resolvedScene()
        let answer = Self.answer(subject, in: scene)
        if !queries.isSuspended {
            queries.entries.append(
                QueryLog.Entry(subject: subject, answer: answer, range: range, file: file, openNode: openNode(subject)))
        }
        return answer
    }

    /// The node `subject` is about, or its nearest enclosing node, whose braces are running now.
    private func openNode(_ subject: QuerySubject) -> Int? {
        let start: Int?
        switch subject {
        case .frame(let node), .radii(let node), .cornerStyle(let node), .explanation(let node): start = node
        case .concentricRadii(let owner, _, _): start = owner
        }
        var current = start
        while let index = current {
            if scene.nodeStack.contains(index) { return index }
            current = scene.tree[index].parent
        }
        return nil
    }

    /// A note for an error that stopped the run while a node a query read was still being
    /// placed: there is no final layout to answer that query from.
    func provisionalQueryNote() -> Diagnostic.Note? {
        for entry in queries.entries {
            guard let open = entry.openNode, scene.stackAtFailure.contains(open) else { continue }
            return Diagnostic.Note(
                message:
                    "'\(sourceText(of: entry.range, file: entry.file))' was read while '\(scene.tree.nameOrKind(of: open))' "
                    + "was still being placed: a later 'align', 'offset', 'padding' or stack can still move it",
                range: entry.range, file: entry.file)
        }
        return nil
    }

    /// Whether `scene` holds the node `subject` is about as this run built it: the same
    /// index, shape and name.
    private func knows(_ scene: ResolvedScene, _ subject: QuerySubject) -> Bool {
        let index: Int
        switch subject {
        case .frame(let node), .radii(let node), .cornerStyle(let node), .explanation(let node): index = node
        case .concentricRadii(let owner, _, _):
            guard let owner else { return true }
            index = owner
        }
        guard index < scene.tree.count, index < self.scene.tree.count else { return false }
        let (old, new) = (scene.tree, self.scene.tree)
        return old.kind(of: index) == new.kind(of: index) && old.name(of: index) == new.name(of: index)
            && !old[index].isRemoved
    }

    /// What `subject` is in `scene`.
    static func answer(_ subject: QuerySubject, in scene: ResolvedScene) -> Value {
        switch subject {
        case .frame(let index):
            return .rect(scene.frame(at: index))
        case .radii(let index):
            // What is drawn: an ellipse has no corner radii (a stack has zero).
            guard let node = scene.node(at: index) else { return .radii(.zero) }
            return node.drawnRadii.map(Value.radii) ?? .void
        case .cornerStyle(let index):
            return scene.node(at: index).map { .roundedCornerStyle($0.cornerStyle) } ?? .void
        case .concentricRadii(let owner, let rect, let inCanvas):
            return concentricCornerRadii(in: rect, owner: owner, scene: scene, inCanvas: inCanvas).map(Value.radii)
                ?? .nilValue
        case .explanation(let index):
            guard let node = scene.node(at: index) else { return .string("") }
            return .string(Explanation.lines(for: node).joined(separator: "\n"))
        }
    }

    /// GeometryProxy's `concentricCornerRadii(in:)`: the radii a plain concentric rectangle would
    /// have at `local`, a rect in the coordinates of node `owner` (a leaf's frame acts as a
    /// rectangle), or at the top level in the coordinates top-level `at` uses: the safe area's.
    ///
    /// Nil where Apple's reference says GeometryProxy's is: there is no container shape (the top
    /// level of a canvas without a corner radius or a device), or the container shape has no
    /// corner information (an `Ellipse`, a `ConcentricRectangle` drawn as its inset ellipse).
    static func concentricCornerRadii(in local: Rect, owner: Int?, scene: ResolvedScene, inCanvas: Bool = false)
        -> RectangleCornerRadii?
    {
        var container = scene.canvasContainer
        var origin = scene.canvas.inset(by: scene.safeArea, direction: scene.layoutDirection).origin
        if let owner, let node = scene.node(at: owner) {
            container = node.offeredContainer ?? Container(frame: node.frame, shape: .rectangle)
            origin = node.frame.origin
        } else if let owner, owner < scene.tree.count, scene.tree[owner].isGroup {
            // A zstack: its own coordinates, and the corners of the container around it.
            origin = scene.frame(at: owner).origin
            if let around = scene.tree.enclosingNode(of: owner), let node = scene.node(at: around) {
                container = node.offeredContainer ?? Container(frame: node.frame, shape: .rectangle)
            }
        }
        if inCanvas { origin = Point(x: 0, y: 0) }
        guard let container, container.shape.cornerGeometry(in: container.frame) != nil else { return nil }
        let rect = Rect(x: origin.x + local.minX, y: origin.y + local.minY, width: local.width, height: local.height)
        return ConcentricResolver.concentricCornerRadii(
            in: rect, container: container, direction: scene.layoutDirection)
    }

    /// The first logged query whose answer `scene` disagrees with, and what `scene` says.
    func unsettledQuery(in scene: ResolvedScene) -> (entry: QueryLog.Entry, now: Value)? {
        for entry in queries.entries {
            let now = Self.answer(entry.subject, in: scene)
            if !Self.sameAnswer(entry.answer, now) { return (entry, now) }
        }
        return nil
    }

    /// Equal answers, numbers within the language's own tolerance.
    private static func sameAnswer(_ a: Value, _ b: Value) -> Bool {
        let near = NearlyEqual.compare
        switch (a, b) {
        case (.rect(let x), .rect(let y)):
            return near(x.minX, y.minX) && near(x.minY, y.minY) && near(x.width, y.width) && near(x.height, y.height)
        case (.radii(let x), .radii(let y)):
            return Corner.allCases.allSatisfy { near(x[$0], y[$0]) }
        case (.roundedCornerStyle(let x), .roundedCornerStyle(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.void, .void), (.nilValue, .nilValue): return true
        default: return false
        }
    }
}
