// The formatter's printer: a script's tokens and comments in source order, with the white space
// between them decided anew (Formatter.swift states the rules).

/// Prints tokens and comments into lines, deciding line breaks, indentation and spaces.
struct LayoutPrinter {
    /// One line of output: indentation, text, and a trailing `//` comment aligned afterwards.
    struct Line {
        var indent = 0
        var text = ""
        var trailingComment: String?

        var width: Int { indent + text.count }
    }

    /// A token or a comment, in the order they are written.
    fileprivate enum Item {
        case token(Token)
        case comment(Comment)

        var range: SourceRange {
            switch self {
            case .token(let token): token.range
            case .comment(let comment): comment.range
            }
        }
    }

    let source: [UInt8]
    let roles: TokenRoles
    static let indentWidth = 4

    private var lines: [Line] = []
    private var line: Line?
    /// `{` open around the next item.
    private var blockDepth = 0
    /// `(`, `[` and `\(` open around the next item, with the output line each was opened on.
    private var brackets: [Int] = []
    private var lastToken: Token?
    /// The item printed last, and whether it was a `//` comment (which ends its line).
    private var lastItem: Item?
    private var lastWasLineComment = false
    /// A `;` or statement-ending line break met since the last token: the next token starts a line.
    private var separatorPending = false
    /// A block opened on this line: its first statement starts the next one.
    private var openedBlock = false

    init(source: [UInt8], roles: TokenRoles) { (self.source, self.roles) = (source, roles) }

    /// The formatted text of the script made of `tokens` and `comments`.
    mutating func print(tokens: [Token], comments: [Comment]) -> String {
        let items = LayoutPrinter.merge(tokens, comments)
        for (index, item) in items.enumerated() {
            switch item {
            case .token(let token):
                switch token.kind {
                case .newline, .symbol(.semicolon): separatorPending = true
                case .endOfInput: break
                default: place(item, next: nil)
                }
            case .comment:
                place(item, next: LayoutPrinter.nextToken(after: index, in: items))
            }
        }
        if let line { lines.append(line) }
        return LayoutPrinter.render(lines)
    }

    /// Tokens and comments in source order.
    private static func merge(_ tokens: [Token], _ comments: [Comment]) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(tokens.count + comments.count)
        var next = 0
        for token in tokens {
            while next < comments.count, comments[next].range.start.offset < token.range.start.offset {
                items.append(.comment(comments[next]))
                next += 1
            }
            items.append(.token(token))
        }
        items.append(contentsOf: comments[next...].map(Item.comment))
        return items
    }

    /// The first token after `index` that is printed (not a separator, not the end).
    private static func nextToken(after index: Int, in items: [Item]) -> Token? {
        for item in items[(index + 1)...] {
            guard case .token(let token) = item else { continue }
            switch token.kind {
            case .newline, .symbol(.semicolon): continue
            case .endOfInput: return nil
            default: return token
            }
        }
        return nil
    }

    // MARK: - Placing one item

    /// Prints `item` on the current line or a new one. `next` is the token after a comment.
    private mutating func place(_ item: Item, next: Token?) {
        let range = item.range
        if startsLine(item) {
            let lastEnd = lastItem?.range.end.line ?? range.start.line
            let afterOpener = lastItem?.isToken == true && lastToken?.symbol == .leftBrace
            let blankBefore = line != nil && range.start.line - lastEnd >= 2 && !afterOpener && !item.isClosingBrace
            if let line { lines.append(line) }
            if blankBefore { lines.append(Line()) }
            line = Line(indent: indentLevel(for: item, next: next) * LayoutPrinter.indentWidth)
            // A comment on a line of its own leaves the next token where it would have been.
            if item.isToken {
                separatorPending = false
                openedBlock = false
            }
        } else if !item.isLineComment, needsSpace(before: item) {
            line?.text += " "
        }
        switch item {
        case .token(let token):
            line?.text += token.lexeme
            track(token)
            lastToken = token
            lastWasLineComment = false
        case .comment(let comment):
            write(comment)
        }
        lastItem = item
    }

    /// Whether `item` goes at the start of a new line.
    private func startsLine(_ item: Item) -> Bool {
        guard line != nil, let lastItem else { return true }
        if lastWasLineComment { return true }
        let brokenBefore = lastItem.range.end.line < item.range.start.line
        switch item {
        case .comment:
            return brokenBefore
        case .token(let token):
            if token.symbol == .rightBrace {
                // `{}`: an empty block stays on its line.
                return !(lastToken?.symbol == .leftBrace && lastItem.isToken && openedBlock)
            }
            if token.keyword == .else, lastToken?.symbol == .rightBrace, lastItem.isToken { return false }
            return openedBlock || separatorPending || brokenBefore
        }
    }

    /// The indentation, in levels, of a line that starts with `item`.
    private func indentLevel(for item: Item, next: Token?) -> Int {
        let statementStart: Bool
        switch item {
        case .token(let token):
            switch token.kind {
            case .symbol(.rightBrace): return blockDepth - 1
            case .symbol(.rightParenthesis), .symbol(.rightBracket), .interpolationEnd:
                return blockDepth + openLines(closingOne: true)
            default: statementStart = separatorPending || openedBlock || lastToken == nil || token.keyword == .else
            }
        case .comment:
            // A comment before a `}`, an `else` or the end belongs to the block's statements.
            let closesStatement = next == nil || next?.symbol == .rightBrace || next?.keyword == .else
            statementStart = separatorPending || openedBlock || lastToken == nil || closesStatement
        }
        return statementStart ? blockDepth : blockDepth + max(1, openLines(closingOne: false))
    }

    /// How many output lines have brackets still open (but for the innermost, when it is being
    /// closed): each adds a level to the lines inside.
    private func openLines(closingOne: Bool) -> Int {
        let open = closingOne ? brackets.dropLast() : brackets[...]
        var count = 0
        var previous: Int?
        for line in open where line != previous {
            count += 1
            previous = line
        }
        return count
    }

    private func needsSpace(before item: Item) -> Bool {
        guard let lastItem, let text = line?.text, !text.isEmpty else { return false }
        switch (lastItem, item) {
        case (.token(let left), .token(let right)):
            return roles.space(between: left, right)
        case (.token(let left), .comment):
            switch left.kind {
            case .symbol(.leftParenthesis), .symbol(.leftBracket), .symbol(.dot), .interpolationStart: return false
            default: return true
            }
        case (.comment, .token(let right)):
            switch right.kind {
            case .symbol(.rightParenthesis), .symbol(.rightBracket), .symbol(.comma), .symbol(.colon),
                .interpolationEnd:
                return false
            default: return true
            }
        case (.comment, .comment):
            return true
        }
    }

    /// Keeps the depth of blocks and brackets as `token` opens or closes them.
    private mutating func track(_ token: Token) {
        switch token.kind {
        case .symbol(.leftBrace):
            blockDepth += 1
            openedBlock = true
        case .symbol(.rightBrace):
            // Whatever the block's last statement left pending ends with it (`{ a; }`).
            blockDepth -= 1
            openedBlock = false
            separatorPending = false
        case .symbol(.leftParenthesis), .symbol(.leftBracket), .interpolationStart:
            brackets.append(lines.count)
        case .symbol(.rightParenthesis), .symbol(.rightBracket), .interpolationEnd:
            if !brackets.isEmpty { brackets.removeLast() }
        default:
            break
        }
    }

    /// Writes a comment's text: a `//` comment after code as the line's trailing comment, a
    /// block comment as it is, its later lines verbatim (without trailing white space).
    private mutating func write(_ comment: Comment) {
        let text = String(decoding: source[comment.range.start.offset..<comment.range.end.offset], as: UTF8.self)
        guard comment.isBlock else {
            let trimmed = LayoutPrinter.trimmingTrailingWhitespace(text)
            if line?.text.isEmpty ?? true {
                line?.text = trimmed
            } else {
                line?.trailingComment = trimmed
            }
            lastWasLineComment = true
            return
        }
        lastWasLineComment = false
        var parts = LayoutPrinter.splitLines(text)
        line?.text += LayoutPrinter.trimmingTrailingWhitespace(parts.removeFirst())
        for part in parts {
            if let line { lines.append(line) }
            line = Line(indent: 0, text: LayoutPrinter.trimmingTrailingWhitespace(part))
        }
    }

    // MARK: - Text

    /// The lines of `text`, split at LF, CR LF or CR.
    static func splitLines(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                parts.append(current)
                current = ""
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        parts.append(current)
        return parts
    }

    static func trimmingTrailingWhitespace(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// The lines joined, trailing comments of consecutive lines aligned two spaces after the
    /// longest of them, with a final line break.
    static func render(_ lines: [Line]) -> String {
        var output = ""
        var index = 0
        while index < lines.count {
            var end = index
            while end < lines.count, lines[end].trailingComment != nil { end += 1 }
            guard end > index else {
                output += text(of: lines[index], commentColumn: 0) + "\n"
                index += 1
                continue
            }
            let column = lines[index..<end].map { $0.width }.max().map { $0 + 2 } ?? 0
            for line in lines[index..<end] { output += text(of: line, commentColumn: column) + "\n" }
            index = end
        }
        return output
    }

    private static func text(of line: Line, commentColumn: Int) -> String {
        guard !line.text.isEmpty || line.trailingComment != nil else { return "" }
        var text = String(repeating: " ", count: line.indent) + line.text
        if let comment = line.trailingComment {
            text += String(repeating: " ", count: max(2, commentColumn - line.width)) + comment
        }
        return text
    }
}

extension LayoutPrinter.Item {
    fileprivate var isToken: Bool {
        if case .token = self { return true }
        return false
    }

    fileprivate var isLineComment: Bool {
        if case .comment(let comment) = self { return !comment.isBlock }
        return false
    }

    fileprivate var isClosingBrace: Bool {
        if case .token(let token) = self { return token.symbol == .rightBrace }
        return false
    }
}
