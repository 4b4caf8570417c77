// Completion from the language's own tables, read from the tokens: after `Name(` or `,` in a
// call the labels it takes, after `.` the members of what precedes it (or the implicit members),
// at the start of a statement keywords and, inside braces, command words; names in scope
// wherever an expression may go. The language server and the REPL's Tab both ask here.
import ConcentricGeometry

/// One candidate of a completion.
public struct EditorCompletion: Equatable, Sendable {
    /// What a candidate is, for an editor's icon.
    public enum Kind: Sendable, Equatable {
        case label, member, implicitMember, keyword, command, function, node, constant, variable
        case builtinFunction, builtinConstant
        /// A corner style written bare (`concentric`), which the REPL offers as a word.
        case cornerStyle
    }

    /// The word offered (a label without its `:`).
    public var label: String
    public var kind: Kind
    /// A line beside it: a signature, a declaration, what a label belongs to.
    public var detail: String
    /// More, in Markdown, when the vocabulary has it.
    public var documentation: String?
    /// What to insert when it differs from ``label`` (`cornerRadius: ` for a label).
    public var insertText: String?
    /// Sorts before higher ranks: labels, then the document's names and commands, then
    /// keywords, then builtins.
    public var rank: Int

    init(
        _ label: String, _ kind: Kind, detail: String, documentation: String? = nil, insert: String? = nil,
        rank: Int
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insert
        self.rank = rank
    }
}

/// Who asks for completions, which decides how much is offered.
public enum CompletionClient: Sendable {
    /// An editor with the whole file: keywords where a statement starts, command words only
    /// inside braces.
    case document
    /// The REPL's prompt: one line, perhaps inside a block opened on an earlier line, so every
    /// word the language has may be meant; corner styles and labels are offered as words too.
    case prompt
}

extension EditorDocument {
    /// The candidates at byte `offset`, for the word the cursor is in or after, without
    /// repeats, in the order found (labels first, then names, keywords and builtins).
    public func completions(at offset: Int, for client: CompletionClient = .document) -> [EditorCompletion] {
        let offset = clamped(offset)
        if isInCommentOrString(offset) { return [] }
        let (prefix, previous) = completionContext(at: offset)
        let tokens = parsed.tokens
        if let previous, tokens[previous].kind.isNumber, tokens[previous].range.end.offset == offset {
            return []  // `3.` is a decimal point
        }
        if let previous, tokens[previous].symbol == .dot {
            var members = members(afterDot: previous)
            // After `corners: .` only what that label takes: corner styles, not every member.
            if previous >= 2, tokens[previous - 1].symbol == .colon, let label = tokens[previous - 2].labelText {
                members = members.filter { EditorDocument.implicitMember($0.label, fits: label) }
            }
            return filtered(members, prefix)
        }
        var items: [EditorCompletion] = []
        if let callee = callee(at: previous) {
            let takes = session.call(callee)
            var labels = (takes?.labels ?? Session.argumentLabels(of: callee) ?? []).sorted()
            if callee == "ConcentricRectangle", let previous {
                labels = EditorDocument.labelsThatFit(labels, written: writtenLabels(before: previous))
            }
            items += labels.map { label in
                EditorCompletion(label, .label, detail: "\(label): of \(callee)", insert: "\(label): ", rank: 0)
            }
            // Where only labels may go, nothing else is offered; else values, not statements.
            if takes?.takesUnlabelled == false { return filtered(items, prefix) }
            return filtered(items + values(at: offset, for: client), prefix)
        }
        let startsStatement = isStatementStart(previous) || startsLine(offset, after: previous)
        if startsStatement || client == .prompt {
            let keywords = Keyword.allCases.filter {
                client == .prompt || ![.true, .false, .nil, .in, .else].contains($0)
            }
            items += keywords.map {
                EditorCompletion(
                    $0.rawValue, .keyword, detail: $0.syntax ?? "keyword", documentation: $0.summary, rank: 2)
            }
            if client == .prompt || isInsideBraces(offset) {
                items += CommandWord.allCases.map {
                    EditorCompletion($0.rawValue, .command, detail: $0.syntax, documentation: $0.summary, rank: 1)
                }
            }
        }
        // A statement starts with a keyword or a name, not `true` (at the prompt, anything goes).
        items += values(at: offset, for: client).filter { client == .prompt || !startsStatement || $0.kind != .keyword }
        if client == .prompt {
            items += Session.argumentLabels.map { EditorCompletion($0, .label, detail: "label", rank: 3) }
        }
        return filtered(items, prefix)
    }

    /// What may be written where a value goes: `true`, `false` and the names in scope; at the
    /// prompt also the session's node names and the corner styles as words.
    private func values(at offset: Int, for client: CompletionClient) -> [EditorCompletion] {
        var items = ["true", "false"].map { EditorCompletion($0, .keyword, detail: "keyword", rank: 2) }
        items.append(EditorCompletion("nil", .keyword, detail: "keyword", documentation: Keyword.nil.summary, rank: 2))
        items += names(at: offset)
        if client == .prompt {
            items += session.nodeNames.map { EditorCompletion($0, .node, detail: "node", rank: 1) }
            items += Self.cornerStyleWords.map { EditorCompletion($0, .cornerStyle, detail: "." + $0, rank: 3) }
        }
        return items
    }

    /// The word the cursor is in or after (what the candidates must start with), and where it
    /// starts: the span an editor replaces.
    public func completionPrefix(at offset: Int) -> (word: String, start: Int) {
        let offset = clamped(offset)
        let prefix = completionContext(at: offset).prefix
        return (prefix, offset - prefix.utf8.count)
    }

    /// Corner styles and their kinds, which the REPL offers bare.
    static let cornerStyleWords = ["concentric", "fixed", "square", "circular", "continuous"]

    private func filtered(_ items: [EditorCompletion], _ prefix: String) -> [EditorCompletion] {
        var seen: Set<String> = []
        return items.filter { $0.label.hasPrefix(prefix) && seen.insert($0.label).inserted }
    }

    // MARK: - Where the cursor is

    /// The partial word before the cursor, and the token before it.
    private func completionContext(at offset: Int) -> (prefix: String, previous: Int?) {
        var previous: Int?
        for (index, token) in parsed.tokens.enumerated() {
            if token.range.start.offset >= offset || token.isEndOfInput { break }
            if token.range.end.offset >= offset, token.labelText != nil {
                // The cursor is in (or at the end of) a word: complete it.
                let start = clamped(token.range.start.offset)
                return (String(decoding: bytes[start..<max(start, offset)], as: UTF8.self), previous)
            }
            previous = index
        }
        return ("", previous)
    }

    private func isInCommentOrString(_ offset: Int) -> Bool {
        for comment in parsed.comments where comment.range.start.offset < offset {
            if offset < comment.range.end.offset || (!comment.isBlock && offset == comment.range.end.offset) {
                return true
            }
        }
        var depth = 0
        for token in parsed.tokens {
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
    /// after a separator or a brace.
    private func isStatementStart(_ previous: Int?) -> Bool {
        guard let previous else { return true }
        switch parsed.tokens[previous].kind {
        case .newline, .symbol(.semicolon), .symbol(.leftBrace), .symbol(.rightBrace): return true
        default: return false
        }
    }

    /// Whether the cursor is on a line after the token at `previous`, which does not continue
    /// onto the next line (the end of the text has no newline token).
    private func startsLine(_ offset: Int, after previous: Int?) -> Bool {
        guard let previous else { return true }
        let token = parsed.tokens[previous]
        if token.symbol?.continuesLine == true { return false }
        return line(of: clamped(token.range.end.offset)) < line(of: offset)
    }

    private func isInsideBraces(_ offset: Int) -> Bool {
        var depth = 0
        for token in parsed.tokens where token.range.end.offset <= offset {
            if token.symbol == .leftBrace { depth += 1 }
            if token.symbol == .rightBrace { depth = max(0, depth - 1) }
        }
        return depth > 0
    }

    /// What takes labels at an argument's start: the call whose `(` is still open, or the
    /// statement word (`canvas`, `padding`, `label`, `vstack`) whose arguments these are.
    private func callee(at previous: Int?) -> String? {
        guard let previous else { return nil }
        let tokens = parsed.tokens
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
                if depth == 0 { return calleeName(before: index) }
                depth -= 1
            case .semicolon, .leftBrace, .rightBrace: return nil
            default:
                if depth == 0, let word = statementWord(token) {
                    return token.keyword != nil || isStatementStart(index > 0 ? index - 1 : nil) ? word : nil
                }
            }
            if depth < 0 { return nil }
            index -= 1
        }
        return nil
    }

    /// The labels written so far in the call whose `(` is open at `previous`.
    private func writtenLabels(before previous: Int) -> [String] {
        let tokens = parsed.tokens
        var labels: [String] = []
        var depth = 0
        var index = previous
        while index >= 0 {
            switch tokens[index].symbol {
            case .rightParenthesis, .rightBracket: depth += 1
            case .leftParenthesis, .leftBracket:
                if depth == 0 { return labels }
                depth -= 1
            case .colon:
                if depth == 0, index > 0, let label = tokens[index - 1].labelText { labels.append(label) }
            default: break
            }
            index -= 1
        }
        return labels
    }

    /// Of `labels`, those that can still join `written` in one of SwiftUI's nine
    /// `ConcentricRectangle` initializers (`style:` is this tool's, and joins any), less those
    /// written.
    static func labelsThatFit(_ labels: [String], written: [String]) -> [String] {
        let chosen = Set(written.filter { $0 != "style" })
        return labels.filter { label in
            if written.contains(label) { return false }
            if label == "style" { return true }
            return ConcentricRectangle.Initializer.all.contains { initializer in
                let names = Set(initializer.labels.map { $0.rawValue })
                return names.contains(label) && chosen.isSubset(of: names)
            }
        }
    }

    /// Whether the implicit member `name` is a value the argument `label` takes: a corner style
    /// for a `ConcentricRectangle` corner, a rounded corner style for `style:`, a length for a
    /// minimum, a direction for `layoutDirection:`, an alignment for `alignment:`.
    static func implicitMember(_ name: String, fits label: String) -> Bool {
        let value = Builtins.implicitMembers[name]
        if let corner = ConcentricRectangle.Label(rawValue: label), corner != .isUniform {
            if case .cornerStyle? = value { return true }
            return name == "concentric" || name == "fixed"
        }
        switch label {
        case "style":
            if case .roundedCornerStyle? = value { return true }
            return false
        case "minimum": return name == "fixed"
        case "layoutDirection":
            if case .layoutDirection? = value { return true }
            return false
        case "alignment":
            if case .alignment? = value { return true }
            return false
        default: return true
        }
    }

    /// The words whose statements take labelled arguments without parentheses (`canvas`,
    /// `vstack`, `padding`, …): those of ``Signatures/statements``.
    private func statementWord(_ token: Token) -> String? {
        guard let word = token.labelText, Signatures.statements[word] != nil else { return nil }
        return word
    }

    /// `RoundedRectangle` for `RoundedRectangle(`, `.concentric` for `.concentric(`.
    private func calleeName(before parenthesis: Int) -> String? {
        guard parenthesis > 0, let name = parsed.tokens[parenthesis - 1].labelText else { return nil }
        let dot = parenthesis - 2
        if dot >= 0, parsed.tokens[dot].symbol == .dot, !isMemberDot(dot) { return "." + name }
        return name
    }

    // MARK: - Candidates

    private func members(afterDot dot: Int) -> [EditorCompletion] {
        guard isMemberDot(dot) else {
            return Session.implicitMemberNames.map { name in
                let documentation = Session.implicitMemberDocumentation(name)
                return EditorCompletion(
                    name, .implicitMember, detail: documentation?.signature ?? "." + name,
                    documentation: documentation?.summary, rank: 0)
            }
        }
        if parsed.tokens[dot - 1].kind.isNumber { return [] }
        let path = memberPath(beforeDot: dot)
        let names = path.isEmpty ? Session.allMemberNames : session.memberNames(of: path)
        return names.map { name in
            let documentation = session.memberDocumentation(of: path, member: name)
            return EditorCompletion(name, .member, detail: documentation.first ?? name, rank: 0)
        }
    }

    /// Names in scope at `offset`: the document's, the session's (imports included), builtins.
    private func names(at offset: Int) -> [EditorCompletion] {
        var items = index.visibleDeclarations(at: offset).map { declaration in
            let kind: EditorCompletion.Kind =
                switch declaration.kind {
                case .function: .function
                case .node: .node
                case .constant: .constant
                default: .variable
                }
            return EditorCompletion(declaration.name, kind, detail: declaration.detail, rank: 1)
        }
        let declared = Set(index.declarations.map { $0.name })
        items += session.globalNames.filter { !declared.contains($0) }.map {
            EditorCompletion($0, .variable, detail: path.isEmpty ? "declared" : "imported", rank: 1)
        }
        items += Session.builtinNames.map { name in
            let documentation = Session.builtinDocumentation(name)
            let constant = name == "pi" || ClockValue(rawValue: name) != nil
            return EditorCompletion(
                name, constant ? .builtinConstant : .builtinFunction, detail: documentation?.signature ?? name,
                documentation: documentation?.summary, rank: 3)
        }
        return items
    }
}

extension TokenKind {
    /// Whether the token is a number literal.
    fileprivate var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
