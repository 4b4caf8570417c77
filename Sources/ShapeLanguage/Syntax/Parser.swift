// The recursive-descent parser: tokens in, a `Program` out. It mirrors grammar.ebnf rule for rule;
// this file holds the entry points, the shared helpers and the rules for programs and blocks.
// Statements, commands and expressions live in Parser+Statements, +Commands and +Expressions.

/// Parses the source of a script into a `Program`, stopping at the first error.
///
/// Nesting (brackets, blocks, operators, calls) is limited to `maxNestingDepth` levels, so that
/// hostile input gives a clear error instead of overflowing the stack, here or in the
/// interpreter that walks the tree.
public struct Parser {
    /// The deepest nesting the parser accepts before it reports `limit.nesting`.
    public let maxNestingDepth: Int
    /// The display path for diagnostics, or nil for an unnamed chunk.
    public let file: String?
    private let source: String

    var tokens: [Token] = []
    /// The index in `tokens` of the next token to read.
    var current = 0
    /// Where the last token read ended: the end of the syntax node being built.
    var lastEnd = SourceLocation.start
    /// The current nesting, checked against `maxNestingDepth`.
    var depth = 0
    /// How many function bodies enclose the current statement (`return` needs one).
    var functionDepth = 0
    /// How many loop bodies enclose the current statement, within the innermost function.
    var loopDepth = 0
    /// The lexical error that cut `tokens` short, if any.
    private var lexicalError: Diagnostic?
    /// Whether a bracket, brace or string was still open at the end of the tokens.
    private var endsInsideBrackets = false

    public init(source: String, file: String? = nil, maxNestingDepth: Int = 256) {
        self.source = source
        self.file = file
        self.maxNestingDepth = maxNestingDepth
    }

    /// Parses the whole source.
    /// - Throws: the first lexical or syntax error, with `file` set, as a `ScriptError`.
    public mutating func parseProgram() throws(ScriptError) -> Program {
        var lexer = Lexer(source: source)
        lexicalError = lexer.scan()
        tokens = lexer.tokens
        endsInsideBrackets = !lexer.openers.isEmpty
        current = 0
        lastEnd = .start
        depth = 0
        functionDepth = 0
        loopDepth = 0
        do throws(ScriptError) {
            let program = try parseProgramRule()
            if let lexicalError { throw ScriptError(lexicalError) }
            return program
        } catch {
            // The tokens stop at a lexical error. A syntax error before it comes first; one at it
            // is only the parser meeting the cut, so the lexical error explains it better.
            var diagnostic = error.diagnostic
            if let lexicalError, peek.isEndOfInput || diagnostic.location >= lexicalError.location {
                diagnostic = lexicalError
            }
            throw ScriptError(diagnostic.inFile(file))
        }
    }

    /// Whether the REPL should read another line before evaluating `source`: true when the
    /// source ends inside an open `{`, `(` or `[`, inside a block comment, or after a token that
    /// continues the line (a binary operator, `,`, `=`, `.`…); false when it is complete or has
    /// an error that more input cannot mend.
    public static func isIncomplete(_ source: String) -> Bool {
        var parser = Parser(source: source)
        do throws(ScriptError) {
            _ = try parser.parseProgram()
            return false
        } catch {
            let diagnostic = error.diagnostic
            if diagnostic.code == "syntax.unterminated-comment" { return true }
            guard parser.lexicalError == nil, parser.peek.isEndOfInput, diagnostic.code != "limit.nesting" else {
                return false
            }
            if parser.endsInsideBrackets { return true }
            let last = parser.tokens.dropLast().last
            return last?.symbol?.continuesLine ?? false
        }
    }

    // MARK: - Reading tokens

    /// The next token, not yet read.
    var peek: Token { tokens[current] }

    /// The token `offset` places after the next one (the end of input when past it).
    func peek(_ offset: Int) -> Token {
        tokens[min(current + offset, tokens.count - 1)]
    }

    /// The next token as the culprit of an error. A new line or the end of input is placed just
    /// after the last token read, where the reader looks for what is missing.
    var found: Token {
        var token = peek
        if token.kind == .newline || token.isEndOfInput, current > 0 {
            token.range = SourceRange(at: lastEnd)
        }
        return token
    }

    /// Reads the next token. The end of input is never read past.
    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[current]
        if current < tokens.count - 1 { current += 1 }
        if token.kind != .newline { lastEnd = token.range.end }
        return token
    }

    func check(_ symbol: Symbol) -> Bool { peek.kind == .symbol(symbol) }

    func check(_ keyword: Keyword) -> Bool { peek.kind == .keyword(keyword) }

    /// Reads the next token if it is `symbol`.
    mutating func match(_ symbol: Symbol) -> Token? {
        check(symbol) ? advance() : nil
    }

    /// Reads the next token if it is `keyword`.
    mutating func match(_ keyword: Keyword) -> Token? {
        check(keyword) ? advance() : nil
    }

    /// Reads the closer of `opener`, or fails naming the opener and where it is.
    mutating func expectCloser(_ closer: Symbol, of opener: Token) throws(ScriptError) -> Token {
        guard let token = match(closer) else { throw ScriptError(.unclosed(opener, found: found)) }
        return token
    }

    /// The range from `start` to the end of the last token read.
    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: lastEnd)
    }

    /// Whether `token` ends a statement without being part of it: a separator, `}` or the end.
    func endsStatement(_ token: Token) -> Bool {
        switch token.kind {
        case .newline, .endOfInput, .symbol(.semicolon), .symbol(.rightBrace): true
        default: false
        }
    }

    /// One more level of nesting at `token`; the caller restores `depth` when it is done.
    mutating func enterNesting(at token: Token) throws(ScriptError) {
        depth += 1
        if depth > maxNestingDepth {
            throw ScriptError(.nestingTooDeep(limit: maxNestingDepth, range: token.range))
        }
    }

    // MARK: - Programs and blocks

    /// program = statementList ;
    private mutating func parseProgramRule() throws(ScriptError) -> Program {
        Program(statements: try parseStatementList(in: nil))
    }

    /// statementList = { separator } , [ statement , { separator , [ statement ] } ] ;
    ///
    /// Ends before the `}` of the block opened by `opener`, or at the end of input.
    mutating func parseStatementList(in opener: Token?) throws(ScriptError) -> [Stmt] {
        var statements: [Stmt] = []
        while true {
            while isSeparator(peek) { advance() }
            if endsList(in: opener) { return statements }
            let statement = try parseStatement()
            statements.append(statement)
            if !isSeparator(peek) && !endsList(in: opener) {
                throw ScriptError(statementEndError(after: statement))
            }
        }
    }

    /// separator = newline | ";" ;
    private func isSeparator(_ token: Token) -> Bool {
        token.kind == .newline || token.kind == .symbol(.semicolon)
    }

    private func endsList(in opener: Token?) -> Bool {
        peek.isEndOfInput || (opener != nil && check(.rightBrace))
    }

    /// The error for a token that follows a complete statement on the same line.
    private func statementEndError(after statement: Stmt) -> Diagnostic {
        let found = self.found
        switch found.kind {
        case .keyword(.else):
            return .elseWithoutIf(found)
        case .symbol(let symbol) where symbol.assignOperator != nil:
            return .unexpectedAssignment(found)
        case .symbol(.rightParenthesis), .symbol(.rightBracket), .symbol(.rightBrace):
            return .unexpectedClosingBracket(found)
        default:
            // `fucn f()`, `paddng 8`: a lone unknown word is probably a misspelt keyword or command.
            var suggestion: String?
            if case .expression(let expression) = statement.kind, case .identifier(let word) = expression.kind {
                suggestion = closestMatch(to: word, among: Keyword.allCases.map(\.rawValue) + Parser.commandWords)
            }
            return .expectedStatementEnd(found: found, suggestion: suggestion)
        }
    }

    /// block = "{" , statementList , "}" ;
    ///
    /// `context` names what the block follows, for the error when the `{` is missing.
    mutating func parseBlock(after context: String) throws(ScriptError) -> Block {
        guard let open = match(.leftBrace) else {
            if peek.symbol?.assignOperator != nil { throw ScriptError(.unexpectedAssignment(found)) }
            throw ScriptError(.expectedBlock(after: context, found: found))
        }
        try enterNesting(at: open)
        defer { depth -= 1 }
        let statements = try parseStatementList(in: open)
        let close = try expectCloser(.rightBrace, of: open)
        return Block(statements: statements, range: SourceRange(start: open.range.start, end: close.range.end))
    }
}
