// `shape fmt`: the one canonical layout of a script. The formatter prints the script's own
// tokens and comments again, in order, and decides only the white space between them, from
// what the syntax tree says each token is. So formatting cannot change what a script means:
// the tokens are the same, and a line break is added or removed only where the lexer ignores it.

/// Lays a script out in the canonical form.
///
/// - Indentation: four spaces per block, and one more level on a line that continues a
///   statement (one per line of brackets still open on it).
/// - One statement a line: `;` becomes a line break, and blocks open onto their own lines
///   (`{}` stays when empty). `} else {` goes on one line.
/// - Spaces: around binary operators and `=`, after `,` and a label's `:`, between words;
///   none inside brackets, around `..<` and `...`, after a sign, before a call's `(`, around
///   a member's `.`. Inside a string, nothing changes.
/// - Line breaks the author put inside a statement stay (the next line is indented as a
///   continuation); blank lines stay, at most one at a time, none at the start or end of a block.
/// - Comments stay where they are: on their own line at the indentation of what follows, or at
///   the end of a line, where the trailing `//` comments of consecutive lines line up two
///   spaces after the longest line.
/// - No trailing white space, and a final line break.
public enum Formatter {
    /// The canonical layout of `source`, or every syntax error that prevents one.
    public static func format(_ source: String, file: String? = nil) -> Result<String, SyntaxErrors> {
        var parser = Parser(source: source, file: file)
        let parsed = parser.parse()
        guard parsed.diagnostics.isEmpty else { return .failure(SyntaxErrors(diagnostics: parsed.diagnostics)) }
        var printer = LayoutPrinter(
            source: Array(source.utf8), roles: TokenRoles(parsed.program, tokens: parsed.tokens))
        return .success(printer.print(tokens: parsed.tokens, comments: parsed.comments))
    }
}

/// What the syntax tree says about single tokens, where their spelling alone does not tell:
/// which `-` and `!` are signs, and which `(`, `[` and `.` hang on what precedes them.
struct TokenRoles {
    /// Byte offsets of prefix operators.
    private(set) var prefixOperators: Set<Int> = []
    /// Byte offsets of a call's `(`, a subscript's `[`, a member's `.` and a function
    /// declaration's `(`: written without a space before.
    private(set) var attached: Set<Int> = []

    init(_ program: Program, tokens: [Token]) {
        let starts = tokens.map { $0.range.start.offset }
        /// The offset of the first token at or after `offset`.
        func tokenStart(from offset: Int) -> Int? {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low < starts.count ? starts[low] : nil
        }
        var attached: Set<Int> = []
        var prefixOperators: Set<Int> = []
        program.forEachExpression { expression in
            switch expression.kind {
            case .unary:
                prefixOperators.insert(expression.range.start.offset)
            case .call(let base, _), .member(let base, _), .subscript(let base, _):
                if let offset = tokenStart(from: base.range.end.offset) { attached.insert(offset) }
            default:
                break
            }
        }
        program.forEachStatement { statement in
            if case .function(let declaration) = statement.kind,
                let offset = tokenStart(from: declaration.name.range.end.offset)
            {
                attached.insert(offset)
            }
        }
        self.attached = attached
        self.prefixOperators = prefixOperators
    }

    /// Whether one space goes between tokens `left` and `right` written on one line.
    func space(between left: Token, _ right: Token) -> Bool {
        switch (left.kind, right.kind) {
        // Inside a string literal, its pieces touch.
        case (.stringStart, _), (.stringText, _), (.interpolationEnd, _), (.interpolationStart, _),
            (_, .stringText), (_, .stringEnd), (_, .interpolationStart), (_, .interpolationEnd):
            return false
        case (.symbol(.leftBrace), .symbol(.rightBrace)):
            return false
        default:
            break
        }
        switch left.symbol {
        case .leftParenthesis, .leftBracket, .dot, .halfOpenRange, .closedRange: return false
        case .minus, .bang: if prefixOperators.contains(left.range.start.offset) { return false }
        default: break
        }
        switch right.symbol {
        case .rightParenthesis, .rightBracket, .comma, .colon, .semicolon, .halfOpenRange, .closedRange:
            return false
        case .leftParenthesis, .leftBracket, .dot: return !attached.contains(right.range.start.offset)
        default: return true
        }
    }
}
