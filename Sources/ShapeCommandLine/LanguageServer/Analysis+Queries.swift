// Questions several features ask of an evaluated document: which token is under the cursor,
// which nodes a declaration made, and how a node's radii read in a hint or a hover.
import ConcentricGeometry
import ShapeLanguage

extension Analysis {
    /// The token under `offset` (the end of a token counts: the cursor just after a name is on
    /// it), preferring a name to the punctuation it touches; nil between tokens.
    func token(at offset: Int) -> (index: Int, token: Token)? {
        let tokens = parsed.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.end.offset < offset { low = middle + 1 } else { high = middle }
        }
        var best: (index: Int, token: Token)?
        var index = low
        while index < tokens.count, tokens[index].range.start.offset <= offset {
            let token = tokens[index]
            if token.kind != .newline, !token.isEndOfInput, token.range.end.offset >= offset {
                if best == nil || token.labelText != nil { best = (index, token) }
            }
            index += 1
        }
        return best
    }

    /// Whether the token at `index` follows the one before it with nothing between.
    func touchesPrevious(_ index: Int) -> Bool {
        index > 0 && parsed.tokens[index - 1].range.end.offset == parsed.tokens[index].range.start.offset
    }

    /// The dotted names before the `.` at `dot` (`card.frame.` gives `["card", "frame"]`); empty
    /// when something other than names precedes it.
    func memberPath(beforeDot dot: Int) -> [String] {
        var path: [String] = []
        var index = dot - 1
        while index >= 0, let name = parsed.tokens[index].labelText, touchesPrevious(index + 1) {
            path.insert(name, at: 0)
            guard index > 0, parsed.tokens[index - 1].symbol == .dot, touchesPrevious(index) else { return path }
            index -= 2
        }
        return path
    }

    /// Whether the `.` at `dot` reads a member of what precedes it (not an implicit member).
    func isMemberDot(_ dot: Int) -> Bool {
        guard dot > 0, touchesPrevious(dot) else { return false }
        switch parsed.tokens[dot - 1].kind {
        case .identifier, .number, .stringEnd, .symbol(.rightParenthesis), .symbol(.rightBracket): return true
        default: return false
        }
    }

    /// The nodes made by the declaration at `range` of this document (several in a loop).
    func nodes(declaredAt range: SourceRange) -> [EditorNode] {
        nodes.filter { $0.declaration == range && ($0.file ?? path) == path }
    }

    /// The node statements of the document, with the place a hint goes: after the name, or
    /// after the shape of an unnamed node.
    var nodeDeclarations: [(site: SourceRange, hintAt: SourceLocation, detail: String)] {
        var found: [(SourceRange, SourceLocation, String)] = []
        parsed.program.forEachStatement { statement in
            guard case .node(let node) = statement.kind else { return }
            let site = node.name?.range ?? statement.range
            let keyword = node.role == .container ? "container" : "shape"
            let shape = text(node.shape.range)
            let detail = node.name.map { "\(keyword) \($0.text) = \(shape)" } ?? "\(keyword) \(shape)"
            found.append((site, node.name?.range.end ?? node.shape.range.end, detail))
        }
        return found
    }

    /// The document's text in `range`.
    func text(_ range: SourceRange) -> String {
        let bytes = lines.bytes
        let start = max(0, min(range.start.offset, bytes.count))
        let end = max(start, min(range.end.offset, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// How nodes' resolved radii read in an inlay hint and a hover.
enum RadiiText {
    /// `⌜12 ⌝12 ⌞0 ⌟0` (leading before trailing, as written), `⌜⌝⌞⌟ 24` when all four agree,
    /// `◯ 80 × 40` for an ellipse; for nodes made in a loop, each corner's range and `×N`.
    static func hint(for nodes: [EditorNode]) -> String {
        guard let first = nodes.first else { return "" }
        var text: String
        if nodes.allSatisfy(\.isEllipse) {
            text = "◯ " + n(first.frame.width) + " × " + n(first.frame.height)
            if nodes.contains(where: { $0.frame.size != first.frame.size }) { text = "◯ ellipse" }
        } else {
            let corners = Corner.allCases.map { corner in
                let values = nodes.map { $0.radii[corner] }
                let low = values.min() ?? 0
                let high = values.max() ?? 0
                return low == high ? n(low) : n(low) + "–" + n(high)
            }
            let marks = ["⌜", "⌝", "⌞", "⌟"]
            let ordered = [Corner.topLeading, .topTrailing, .bottomLeading, .bottomTrailing].map {
                corners[Corner.allCases.firstIndex(of: $0) ?? 0]
            }
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
