// Hover: on a node's name (where it is declared or used) its kind, frame, four radii and each
// corner's derivation; on any other name its declaration and value; on keywords, command
// words, builtins, labels and members their documentation from the language's tables; on a
// `ConcentricRectangle(…)` label the one SwiftUI initializer the call matches.
import ConcentricGeometry
import ShapeScene

/// What a hover shows: Markdown, and the span of text it is about.
public struct EditorHover: Equatable, Sendable {
    /// The token hovered.
    public var range: SourceRange
    /// The answer, in Markdown (code in fenced `shape` or `swift` blocks).
    public var markdown: String
}

extension EditorDocument {
    /// The hover at byte `offset`, or nil when there is nothing to say there.
    public func hover(at offset: Int) -> EditorHover? {
        guard let (index, token) = token(at: clamped(offset)), let text = hoverText(index, token) else { return nil }
        return EditorHover(range: token.range, markdown: text)
    }

    private func hoverText(_ index: Int, _ token: Token) -> String? {
        let offset = token.range.start.offset
        if let label = self.index.label(at: offset) {
            return labelHover(label)
        }
        if index > 0, parsed.tokens[index - 1].symbol == .dot, let name = token.labelText {
            return memberHover(name, dot: index - 1)
        }
        switch token.kind {
        case .identifier(let name):
            return namedHover(name, at: token)
        case .keyword(.container), .keyword(.shape):
            // An unnamed node is known by its statement, which starts with the keyword.
            if let site = nodeDeclarations.first(where: { $0.site.start.offset == offset }) {
                return NodeText.markdown(for: nodes(declaredAt: site.site), declaration: site.detail, session: session)
            }
            return keywordHover(token.keyword)
        case .keyword(let keyword):
            return keywordHover(keyword)
        case .stringText:
            guard let path = self.index.imports.first(where: { $0.range.contains(offset) })?.path else { return nil }
            return "Imports `\(SourcePaths.resolve(path, relativeTo: SourcePaths.directory(of: self.path)))`"
        default:
            return nil
        }
    }

    /// A label: its callee's documentation; for `ConcentricRectangle`, the initializer the
    /// call's labels choose among SwiftUI's nine.
    private func labelHover(_ label: SymbolIndex.LabelSite) -> String? {
        if label.callee == "ConcentricRectangle", ConcentricRectangle.Label(rawValue: label.label) != nil {
            let labels = label.callLabels.filter { $0 != "style" }
            guard let initializer = ConcentricRectangle.Initializer.matching(labels) else {
                return "`\(label.label):` of `ConcentricRectangle`: no SwiftUI initializer takes "
                    + labels.map { "`\($0):`" }.joined(separator: ", ") + " together"
            }
            return "```swift\n\(initializer.declaration())\n```\n\n`\(label.label):` of `"
                + initializer.spelled() + "`, the SwiftUI initializer these labels call: " + initializer.summary
        }
        return Session.labelDocumentation(callee: label.callee, label: label.label)
    }

    private func keywordHover(_ keyword: Keyword?) -> String? {
        guard let keyword else { return nil }
        // `nil` starts no statement, but what it is is worth a line.
        if keyword == .nil { return "```shape\nnil\n```\n\n\(keyword.summary)" }
        guard let syntax = keyword.syntax else { return nil }
        return "```shape\n\(syntax)\n```\n\n\(keyword.summary)"
    }

    /// A name: a declaration of this document, a command word, a builtin, or an imported name.
    private func namedHover(_ name: String, at token: Token) -> String? {
        let offset = token.range.start.offset
        if let declaration = index.declaration(at: offset) {
            if declaration.kind == .node {
                return NodeText.markdown(
                    for: nodes(declaredAt: declaration.range), declaration: declaration.detail, session: session)
            }
            return described(declaration.detail, value: value(of: declaration))
        }
        if startsCommand(token), let command = CommandWord(rawValue: name) {
            return "```shape\n\(command.syntax)\n```\n\n\(command.summary)"
        }
        if index.reference(at: offset) != nil, let builtin = Session.builtinDocumentation(name) {
            let forms = Session.builtinForms(name).map { $0.joined(separator: "\n") } ?? builtin.signature
            return "```shape\n\(forms)\n```\n\n\(builtin.summary)"
        }
        for file in imports.keys.sorted() {
            guard let imported = imports[file] else { continue }
            if let declaration = imported.index.declarations.first(where: { $0.name == name && $0.scope == nil }) {
                return described(declaration.detail, value: session.globalValueDescription(name))
            }
        }
        return nil
    }

    /// Members after a `.`: of the value the names before it lead to, or implicit (`.concentric`).
    private func memberHover(_ name: String, dot: Int) -> String? {
        guard isMemberDot(dot) else {
            guard let implicit = Session.implicitMemberDocumentation(name) else { return nil }
            return "```shape\n\(implicit.signature)\n```\n\n\(implicit.summary)"
        }
        let lines = session.memberDocumentation(of: memberPath(beforeDot: dot), member: name)
        guard !lines.isEmpty else { return nil }
        return lines.map { "`\($0.prefix { $0 != ":" })`\($0.drop { $0 != ":" })" }.joined(separator: "\n\n")
    }

    /// Whether the identifier token starts a command statement (`size`, `fill`, `align`, …).
    private func startsCommand(_ token: Token) -> Bool {
        var found = false
        parsed.program.forEachStatement { statement in
            if case .command = statement.kind, statement.range.start == token.range.start { found = true }
        }
        return found
    }

    /// The value of a top-level name after the evaluation (nothing for names in blocks and
    /// functions, which have no one value).
    private func value(of declaration: SymbolIndex.Declaration) -> String? {
        guard declaration.scope == nil, declaration.kind != .function else { return nil }
        return session.globalValueDescription(declaration.name)
    }

    private func described(_ detail: String, value: String?) -> String {
        var text = "```shape\n\(detail)\n```"
        if let value { text += "\n\nValue: `\(value)`" }
        return text
    }
}

/// How nodes' resolved radii read in an inlay hint and a hover.
enum NodeText {
    /// `⌜12 ⌝12 ⌞0 ⌟0` (leading before trailing, as written), `⌜⌝⌞⌟ 24` when all four agree,
    /// `◯ 80 × 40` for an ellipse; for nodes made in a loop, each corner's range and `×N`.
    static func hint(for nodes: [EditorNode]) -> String {
        guard let first = nodes.first else { return "" }
        var text: String
        if nodes.allSatisfy({ $0.isEllipse }) {
            text = "◯ " + n(first.frame.width) + " × " + n(first.frame.height)
            if nodes.contains(where: { $0.frame.size != first.frame.size }) { text = "◯ ellipse" }
        } else {
            let ordered = [Corner.topLeading, .topTrailing, .bottomLeading, .bottomTrailing].map { corner in
                let values = nodes.map { $0.radii[corner] }
                let low = values.min() ?? 0
                let high = values.max() ?? 0
                return low == high ? n(low) : n(low) + "–" + n(high)
            }
            let marks = ["⌜", "⌝", "⌞", "⌟"]
            text =
                Set(ordered).count == 1
                ? "⌜⌝⌞⌟ " + ordered[0] : zip(marks, ordered).map { $0 + $1 }.joined(separator: " ")
        }
        return nodes.count > 1 ? text + " ×\(nodes.count)" : text
    }

    /// A hover for the nodes a declaration made: the declaration, the four radii, and how each
    /// was derived (the last node's, for a declaration that made several).
    static func markdown(for nodes: [EditorNode], declaration: String, session: Session) -> String {
        guard let node = nodes.last else { return "```shape\n\(declaration)\n```" }
        var text = "```shape\n\(declaration)\n```\n\n"
        text += "**\(node.name ?? node.kind)** · `\(node.kind)`"
        text += node.role == .container ? " (container)" : ""
        text += " · frame " + n(node.frame.minX) + ", " + n(node.frame.minY)
        text += ", " + n(node.frame.width) + " × " + n(node.frame.height) + "\n\n"
        if nodes.count > 1 { text += "Made \(nodes.count) times; the last one:\n\n" }
        if node.isEllipse {
            text += "Drawn as an ellipse: its corners are those of the square it is inscribed in.\n\n"
        }
        let radii = [Corner.topLeading, .topTrailing, .bottomLeading, .bottomTrailing].map {
            "\($0.name) \(n(node.radii[$0]))"
        }
        text += "Radii: " + radii.joined(separator: ", ") + "\n\n"
        text += "```text\n" + session.explanation(ofNodeAt: node.index).joined(separator: "\n") + "\n```"
        return text
    }

    private static func n(_ value: Double) -> String { NumberFormat.format(value) }
}
