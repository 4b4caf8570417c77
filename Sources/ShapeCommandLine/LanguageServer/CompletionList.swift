// `textDocument/completion`, from the language's own tables: after `Name(` or `,` in a call the
// labels it takes, after `.` the members of what precedes it (or the implicit members), at the
// start of a statement keywords and, inside braces, command words; names in scope everywhere
// an expression may go.
import ShapeLanguage

enum CompletionList {
    /// The completion list at byte `offset`.
    static func answer(at offset: Int, in analysis: Analysis) -> JSON {
        ["isIncomplete": false, "items": .array(items(at: offset, in: analysis))]
    }

    /// What the cursor is in the middle of: the partial word, and the token before it.
    private struct Context {
        var prefix = ""
        var previous: Int?
    }

    private static func items(at offset: Int, in analysis: Analysis) -> [JSON] {
        if isInCommentOrString(offset, analysis) { return [] }
        let context = self.context(at: offset, analysis)
        let tokens = analysis.parsed.tokens
        var items: [Item] = []
        if let previous = context.previous, tokens[previous].symbol == .dot {
            items = members(afterDot: previous, analysis)
        } else {
            if let callee = callee(at: context.previous, analysis) {
                items += (Session.argumentLabels(of: callee) ?? []).map { label in
                    Item(label, kind: 10, detail: "\(label): of \(callee)", insert: "\(label): ", rank: 0)
                }
            }
            if isStatementStart(context.previous, analysis) || startsLine(offset, after: context.previous, analysis) {
                items += Keyword.allCases.filter { ![.true, .false, .in, .else].contains($0) }.map {
                    Item($0.rawValue, kind: 14, detail: "keyword", rank: 2)
                }
                if isInsideBraces(offset, analysis) {
                    items += Session.commandWords.compactMap { word in
                        Session.commandDocumentation(word).map {
                            Item(word, kind: 14, detail: $0.syntax, documentation: $0.summary, rank: 1)
                        }
                    }
                }
            } else {
                items += [
                    Item("true", kind: 14, detail: "keyword", rank: 2),
                    Item("false", kind: 14, detail: "keyword", rank: 2),
                ]
            }
            items += names(at: offset, analysis)
        }
        var seen: Set<String> = []
        return items.filter { $0.label.hasPrefix(context.prefix) && seen.insert($0.label).inserted }.map(\.json)
    }

    // MARK: - Where the cursor is

    private static func context(at offset: Int, _ analysis: Analysis) -> Context {
        let tokens = analysis.parsed.tokens
        var context = Context()
        for (index, token) in tokens.enumerated() {
            if token.range.start.offset >= offset || token.isEndOfInput { break }
            if token.range.end.offset >= offset, token.labelText != nil {
                // The cursor is in (or at the end of) a word: complete it.
                let bytes = analysis.lines.bytes[token.range.start.offset..<offset]
                context.prefix = String(decoding: bytes, as: UTF8.self)
                break
            }
            context.previous = index
        }
        return context
    }

    private static func isInCommentOrString(_ offset: Int, _ analysis: Analysis) -> Bool {
        for comment in analysis.parsed.comments where comment.range.start.offset < offset {
            if offset < comment.range.end.offset || (!comment.isBlock && offset == comment.range.end.offset) {
                return true
            }
        }
        var depth = 0
        for token in analysis.parsed.tokens {
            if token.range.start.offset >= offset { break }
            switch token.kind {
            case .stringStart, .interpolationEnd: depth += 1
            case .stringEnd, .interpolationStart: depth -= 1
            default: break
            }
        }
        return depth > 0
    }

    /// Whether a statement starts after the token at `previous`: at the start of the text,
    /// after a separator or a brace, or on a line of its own.
    private static func isStatementStart(_ previous: Int?, _ analysis: Analysis) -> Bool {
        guard let previous else { return true }
        switch analysis.parsed.tokens[previous].kind {
        case .newline, .symbol(.semicolon), .symbol(.leftBrace), .symbol(.rightBrace): return true
        default: return false
        }
    }

    /// Whether the cursor is on a line after the token at `previous`, which does not continue
    /// onto the next line (the end of the text has no newline token).
    private static func startsLine(_ offset: Int, after previous: Int?, _ analysis: Analysis) -> Bool {
        guard let previous else { return true }
        let token = analysis.parsed.tokens[previous]
        if token.symbol?.continuesLine == true { return false }
        return analysis.lines.position(of: token.range.end.offset).line < analysis.lines.position(of: offset).line
    }

    private static func isInsideBraces(_ offset: Int, _ analysis: Analysis) -> Bool {
        var depth = 0
        for token in analysis.parsed.tokens where token.range.end.offset <= offset {
            if token.symbol == .leftBrace { depth += 1 }
            if token.symbol == .rightBrace { depth = max(0, depth - 1) }
        }
        return depth > 0
    }

    /// What takes labels at an argument's start: the call whose `(` is still open, or the
    /// statement word (`canvas`, `padding`, `label`, `vstack`) whose arguments these are.
    private static func callee(at previous: Int?, _ analysis: Analysis) -> String? {
        guard let previous else { return nil }
        let tokens = analysis.parsed.tokens
        let symbol = tokens[previous].symbol
        guard symbol == .leftParenthesis || symbol == .comma || statementWord(tokens[previous]) != nil else {
            return nil
        }
        var depth = 0
        var index = previous
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .newline { return nil }
            switch token.symbol {
            case .rightParenthesis, .rightBracket: depth += 1
            case .leftBracket: depth -= 1
            case .leftParenthesis:
                if depth == 0 { return calleeName(before: index, analysis) }
                depth -= 1
            case .semicolon, .leftBrace, .rightBrace: return nil
            default:
                if depth == 0, let word = statementWord(token) {
                    return token.keyword != nil || isStatementStart(index > 0 ? index - 1 : nil, analysis) ? word : nil
                }
            }
            if depth < 0 { return nil }
            index -= 1
        }
        return nil
    }

    /// The words whose statements take labelled arguments without parentheses.
    private static func statementWord(_ token: Token) -> String? {
        guard let word = token.labelText, ["canvas", "vstack", "hstack", "padding", "label"].contains(word) else {
            return nil
        }
        return word
    }

    /// `RoundedRectangle` for `RoundedRectangle(`, `.concentric` for `.concentric(`.
    private static func calleeName(before parenthesis: Int, _ analysis: Analysis) -> String? {
        guard parenthesis > 0, let name = analysis.parsed.tokens[parenthesis - 1].labelText else { return nil }
        let dot = parenthesis - 2
        if dot >= 0, analysis.parsed.tokens[dot].symbol == .dot, !analysis.isMemberDot(dot) { return "." + name }
        return name
    }

    // MARK: - Candidates

    private static func members(afterDot dot: Int, _ analysis: Analysis) -> [Item] {
        guard analysis.isMemberDot(dot) else {
            return Session.implicitMemberNames.map { name in
                let documentation = Session.implicitMemberDocumentation(name)
                return Item(
                    name, kind: 20, detail: documentation?.signature ?? "." + name,
                    documentation: documentation?.summary, rank: 0)
            }
        }
        let path = analysis.memberPath(beforeDot: dot)
        let names = path.isEmpty ? Session.allMemberNames : analysis.session.memberNames(of: path)
        return names.map { name in
            let documentation = analysis.session.memberDocumentation(of: path, member: name)
            return Item(name, kind: 10, detail: documentation.first ?? name, rank: 0)
        }
    }

    /// Names in scope at `offset`: the document's, the session's (imports included), builtins.
    private static func names(at offset: Int, _ analysis: Analysis) -> [Item] {
        var items = analysis.index.visibleDeclarations(at: offset).map { declaration in
            let kind =
                switch declaration.kind {
                case .function: 3
                case .node: 7
                case .constant: 21
                default: 6
                }
            return Item(declaration.name, kind: kind, detail: declaration.detail, rank: 1)
        }
        let declared = Set(analysis.index.declarations.map(\.name))
        items += analysis.session.globalNames.filter { !declared.contains($0) }.map {
            Item($0, kind: 6, detail: "imported", rank: 1)
        }
        items += Session.builtinNames.map { name in
            let documentation = Session.builtinDocumentation(name)
            let constant = name == "pi" || ClockValue(rawValue: name) != nil
            return Item(
                name, kind: constant ? 21 : 3, detail: documentation?.signature ?? name,
                documentation: documentation?.summary, rank: 3)
        }
        return items
    }

    /// One candidate.
    private struct Item {
        var label: String
        var kind: Int
        var detail: String
        var documentation: String?
        var insert: String?
        /// Labels, then the document's names and commands, then keywords, then builtins.
        var rank: Int

        init(_ label: String, kind: Int, detail: String, documentation: String? = nil, insert: String? = nil, rank: Int)
        {
            self.label = label
            self.kind = kind
            self.detail = detail
            self.documentation = documentation
            self.insert = insert
            self.rank = rank
        }

        var json: JSON {
            var members: [String: JSON] = [
                "label": JSON(label), "kind": JSON(kind), "detail": JSON(detail), "sortText": JSON("\(rank)\(label)"),
            ]
            if let documentation { members["documentation"] = ["kind": "markdown", "value": JSON(documentation)] }
            if let insert { members["insertText"] = JSON(insert) }
            return .object(members)
        }
    }
}
