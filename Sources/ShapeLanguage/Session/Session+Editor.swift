// What editors read from a session (the language server's hovers, inlay hints and completion):
// the nodes it built with where each was declared, the values of its top-level names, and the
// documentation of the language's vocabulary, read from the tables the evaluator uses.
import ConcentricGeometry
import ShapeScene

/// A node of the scene as an editor shows it.
public struct EditorNode: Sendable {
    /// The node's index in the scene (the interpreter's numbering).
    public var index: Int
    /// The id every output and lookup (``Session/findNodes(_:)``) calls it: `row-2`.
    public var id: String
    public var name: String?
    /// The SwiftUI type name: `RoundedRectangle`, `ConcentricRectangle`, …
    public var kind: String
    public var role: NodeRole
    /// Where it was declared: its name, or the whole declaration when it has none.
    public var declaration: SourceRange
    public var file: String?
    public var frame: Rect
    public var radii: RectangleCornerRadii
    /// Drawn as an ellipse (a `Circle` or an `Ellipse`): its radii are not corners of an outline.
    public var isEllipse: Bool
}

extension Session {
    /// The nodes built so far (stacks and removed nodes left out), in creation order, at most
    /// `limit` of them: an editor shows a few, and a scene may hold millions.
    public func editorNodes(limit: Int = 50_000) -> [EditorNode] {
        let scene = machine.scene.resolved()
        let sites = machine.scene.sites
        var nodes: [EditorNode] = []
        for index in sites.indices {
            guard nodes.count < limit else { break }
            guard let node = scene.node(at: index) else { continue }
            var isEllipse = false
            if case .ellipse = node.outline { isEllipse = true }
            nodes.append(
                EditorNode(
                    index: index, id: node.id, name: node.name, kind: node.kind, role: node.role,
                    declaration: sites[index].range,
                    file: sites[index].file, frame: node.frame, radii: node.radii, isEllipse: isEllipse))
        }
        return nodes
    }

    /// Where the node or stack at `index` is declared: its file (nil for the main script read
    /// from standard input) and 1-based line.
    public func declaration(ofNodeAt index: Int) -> (file: String?, line: Int)? {
        let sites = machine.scene.sites
        guard sites.indices.contains(index) else { return nil }
        return (sites[index].file, sites[index].range.start.line)
    }

    /// How each corner of the node at `index` was derived, as `explain` prints it.
    public func explanation(ofNodeAt index: Int) -> [String] {
        guard let node = machine.scene.resolved().node(at: index) else { return [] }
        return Explanation.lines(for: node)
    }

    /// How the REPL would show the value of top-level `name`, or nil when there is no such name
    /// (or it has no value yet).
    public func globalValueDescription(_ name: String) -> String? {
        guard let (entry, _) = machine.globalScope.lookup(name), entry.slot < machine.globalFrame.count else {
            return nil
        }
        let value = machine.globalFrame.slots[entry.slot]
        if case .void = value { return nil }
        // As the REPL and `print` describe it: a node by its name and kind, `card (RoundedRectangle)`.
        return Diagnostic.abbreviated(machine.describe(value, quoted: true), limit: 200)
    }

    /// What member `name` of the value the dotted path leads to is, one line per kind of value
    /// that has it (`radii.topLeading: the topLeading radius`); every kind's when the path names
    /// no value the session knows.
    public func memberDocumentation(of path: [String], member name: String) -> [String] {
        var value: Value?
        if let first = path.first {
            if let (entry, _) = machine.globalScope.lookup(first), entry.slot < machine.globalFrame.count {
                value = machine.globalFrame.slots[entry.slot]
            } else {
                value = Builtins.globals[first]
            }
            machine.queries.isSuspended = true
            defer { machine.queries.isSuspended = false }
            for next in path.dropFirst() {
                value = value.flatMap { try? Members.Access(next).read($0, machine) }
            }
        }
        let tables = Members.tables.filter { table in
            table.names.contains(name) && (value.map { table.holds($0) } ?? true)
        }
        return tables.compactMap { table in
            table.names.firstIndex(of: name).map { "\(table.kind).\(name): \(table.summaries[$0])" }
        }
    }

    // MARK: - The vocabulary

    /// A builtin's call and what it gives: `RoundedRectangle(cornerRadius:style:)`, then its summary.
    public static func builtinDocumentation(_ name: String) -> (signature: String, summary: String)? {
        if name == "pi" { return ("pi", "the ratio of a circle's circumference to its diameter, 3.14159…") }
        if let clock = ClockValue(rawValue: name) { return (name, clock.summary) }
        guard case .builtin(let builtin)? = Builtins.globals[name] else { return nil }
        return (builtin.signature.spelled(name), builtin.summary)
    }

    /// Every way a builtin is called, one a line, as Quick Help lists a type's initializers
    /// (the nine of `ConcentricRectangle`); nil for a name that is no builtin function.
    public static func builtinForms(_ name: String) -> [String]? {
        guard case .builtin(let builtin)? = Builtins.globals[name] else { return nil }
        return builtin.forms
    }

    /// An implicit member (`.concentric`, `.topLeading`, `.fixed(_:)`) and what it is.
    public static func implicitMemberDocumentation(_ name: String) -> (signature: String, summary: String)? {
        let call = Builtins.implicitCalls[name]
        guard let value = Builtins.implicitMembers[name] else {
            return call.map { ($0.signature.spelled("." + name), $0.summary) }
        }
        let summary: String
        switch value {
        case .cornerStyle: summary = "a corner style"
        case .roundedCornerStyle: summary = "how rounded corners are drawn: circular arcs or continuous curves"
        case .layoutDirection: summary = "the direction leading and trailing follow"
        case .shape: summary = "a shape, as SwiftUI's shorthand"
        case .alignment: summary = "an alignment in the area a node is placed in"
        case .animationCurve: summary = "how an animation eases (its 'curve:')"
        case .repetition: summary = "an animation that repeats forever (its 'repeat:')"
        default: summary = value.description
        }
        // `.concentric` is a value, and called, another: say both.
        guard let call else { return ("." + name, summary) }
        return ("." + name, summary + "; `\(call.signature.spelled("." + name))`: \(call.summary)")
    }

    /// A command word's syntax and what it does.
    public static func commandDocumentation(_ word: String) -> (syntax: String, summary: String)? {
        CommandWord(rawValue: word).map { ($0.syntax, $0.summary) }
    }

    /// What `label:` is an argument of: the callee's whole signature and summary.
    public static func labelDocumentation(callee: String, label: String) -> String? {
        guard let labels = Signatures.labels(of: callee), labels.contains(label) else { return nil }
        let word = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
        if callee.hasPrefix("."), let documentation = implicitMemberDocumentation(word) {
            return "`\(label):` of `\(documentation.signature)`: \(documentation.summary)"
        }
        if let documentation = builtinDocumentation(callee) {
            return "`\(label):` of `\(documentation.signature)`: \(documentation.summary)"
        }
        if let documentation = commandDocumentation(callee) {
            return "`\(label):` of `\(documentation.syntax)`: \(documentation.summary)"
        }
        return "`\(label):` of `\(callee) " + labels.map { "\($0): …" }.joined(separator: ", ") + "`"
    }
}
