// The recursive-descent parser: tokens in, a `Program` out. It mirrors grammar.ebnf rule for rule;
// this file holds the entry points, the shared helpers and the rules for programs and blocks.
// Statements, commands and expressions live in Parser+Statements, +Commands and +Expressions.

/// Parses the source of a script into a `Program`, reporting every syntax error: after each
/// it skips to the next statement and goes on (Parser+Recovery.swift).
///
/// Nesting (brackets, blocks, operators, calls) is limited to `maxNestingDepth` levels, so that
/// hostile input gives a clear error instead of overflowing the stack, here or in the
/// interpreter that walks the tree.
public struct Parser {
    /// The deepest nesting the parser accepts before it reports `limit.nesting`.
    public let maxNestingDepth: Int
    /// The most operators one flat chain (`a + b + c …`) may have: four times the nesting limit
    /// (1,024 by default), far past any script, and shallow enough for every walker's stack.
    var maxChainLength: Int { 4 * maxNestingDepth }
    /// The display path for diagnostics, or nil for an unnamed chunk.
    public let file: String?
    let source: String

    /// The source's UTF-8 bytes, as the lexer read them.
    var bytes: [UInt8] = []
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
    /// The errors met so far, and what recovering from them needs (Parser+Recovery.swift).
    var recovery = Recovery()

    public init(source: String, file: String? = nil, maxNestingDepth: Int = 256) {
        self.source = source
        self.file = file
        self.maxNestingDepth = maxNestingDepth
    }

    /// Parses the whole source.
    /// - Throws: the first lexical or syntax error, with `file` set, as a `ScriptError`; use
    ///   ``parse()`` for all of them.
    public mutating func parseProgram() throws(ScriptError) -> Program {
        let result = parse()
        if let first = result.diagnostics.first { throw ScriptError(first) }
        return result.program
    }

    /// Whether the REPL should read another line before evaluating `source`: true when the
    /// source ends inside an open `{`, `(` or `[`, inside a block comment, or after a token that
    /// continues the line (a binary operator, `,`, `=`, `.`…); false when it is complete or has
    /// an error that more input cannot mend.
    public static func isIncomplete(_ source: String) -> Bool {
        var parser = Parser(source: source)
        guard let first = parser.parse().diagnostics.first else { return false }
        if first.code == .syntaxUnterminatedComment { return true }
        let recovery = parser.recovery
        guard recovery.lexicalOffsets.isEmpty, recovery.firstErrorAtEnd, first.code != .limitNesting else {
            return false
        }
        return recovery.endsInsideBrackets || recovery.endsContinuingLine
    }

    // MARK: - Reading tokens
    //
    // The rules on the path of nesting (blocks, brackets, operators) recurse once per level, and a
    // debug build gives every temporary its own stack slot. So those rules look at the next token
    // through these small accessors rather than copying whole tokens, and the rules throw untyped
    // errors (always a ScriptError), which travel in a register: typed throws would reserve an
    // error slot at every call site. At 256 levels this keeps a debug build within a few MB.

    /// The next token, not yet read.
    var peek: Token { tokens[current] }

    /// The kind of the next token.
    var peekKind: TokenKind { tokens[current].kind }

    /// The next token's symbol, if it is one.
    var peekSymbol: Symbol? { tokens[current].symbol }

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
        skip()
        return token
    }

    /// Reads the next token without returning it.
    mutating func skip() {
        if tokens[current].kind != .newline { lastEnd = tokens[current].range.end }
        if current < tokens.count - 1 { current += 1 }
    }

    func check(_ symbol: Symbol) -> Bool { tokens[current].kind == .symbol(symbol) }

    func check(_ keyword: Keyword) -> Bool { tokens[current].kind == .keyword(keyword) }

    /// Reads the next token if it is `symbol`.
    mutating func match(_ symbol: Symbol) -> Bool {
        guard check(symbol) else { return false }
        skip()
        return true
    }

    /// Reads the next token if it is `keyword`.
    mutating func match(_ keyword: Keyword) -> Bool {
        guard check(keyword) else { return false }
        skip()
        return true
    }

    /// Reads `closer`, the closer of the token at index `opener`, and returns where it ends;
    /// or fails naming the opener and where it is (Lua's check_match).
    mutating func expectCloser(_ closer: Symbol, of opener: Int) throws(ScriptError) -> SourceLocation {
        guard match(closer) else { throw ScriptError(.unclosed(tokens[opener], found: found)) }
        return lastEnd
    }

    /// The items of a comma-separated list whose opener is the next token, read by `item` up to
    /// `closer` (a trailing comma is allowed), and where the closer ends. Call arguments, list
    /// elements and parameters are read this way; the caller counts the nesting.
    mutating func parseCommaList<Item>(
        closedBy closer: Symbol, _ item: (inout Parser) throws(ScriptError) -> Item
    ) throws(ScriptError) -> (items: [Item], end: SourceLocation) {
        let open = current
        skip()
        var items: [Item] = []
        while !check(closer) {
            items.append(try item(&self))
            if !match(.comma) { break }
        }
        return (items, try expectCloser(closer, of: open))
    }

    /// The range from `start` to the end of the last token read.
    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: lastEnd)
    }

    /// Whether the next token ends a statement without being part of it: a separator, `}` or
    /// the end of input.
    var atStatementEnd: Bool {
        switch tokens[current].kind {
        case .newline, .endOfInput, .symbol(.semicolon), .symbol(.rightBrace): true
        default: false
        }
    }

    /// One more level of nesting, at the next token; the caller restores `depth` when done.
    mutating func enterNesting() throws(ScriptError) {
        depth += 1
        if depth > maxNestingDepth {
            throw ScriptError(.nestingTooDeep(limit: maxNestingDepth, range: tokens[current].range))
        }
    }

    // MARK: - Programs and blocks

    /// program = statementList ;
    mutating func parseProgramRule() throws(ScriptError) -> Program {
        Program(statements: try parseStatementList(inBlock: false))
    }

    /// statementList = { separator } , [ statement , { separator , [ statement ] } ] ;
    ///
    /// Ends at the end of input, or before a `}` when `inBlock`. A statement with an error is
    /// reported and skipped, and the next one parsed afresh.
    mutating func parseStatementList(inBlock: Bool) throws(ScriptError) -> [Stmt] {
        var statements: [Stmt] = []
        // Blocks whose `{` was missing: the `}` that would have closed each is not this list's.
        var unopenedBlocks = 0
        while true {
            while isAtSeparator { skip() }
            if unopenedBlocks > 0, check(.rightBrace) {
                unopenedBlocks -= 1
                skip()
                continue
            }
            if isAtListEnd(inBlock: inBlock) { return statements }
            let start = current
            let enclosing = (depth, functionDepth, loopDepth)
            do throws(ScriptError) {
                statements.append(try parseStatement())
                let closesUnopened = unopenedBlocks > 0 && check(.rightBrace)
                if !isAtSeparator && !isAtListEnd(inBlock: inBlock) && !closesUnopened {
                    throw ScriptError(statementEndError(after: statements[statements.count - 1]))
                }
            } catch {
                (depth, functionDepth, loopDepth) = enclosing
                if error.diagnostic.code == .syntaxExpectedBlock { unopenedBlocks += 1 }
                try recover(from: error, inStatementAt: start, inBlock: inBlock)
            }
        }
    }

    /// separator = newline | ";" ;
    var isAtSeparator: Bool {
        tokens[current].kind == .newline || tokens[current].kind == .symbol(.semicolon)
    }

    private func isAtListEnd(inBlock: Bool) -> Bool {
        tokens[current].isEndOfInput || (inBlock && check(.rightBrace))
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
        case .symbol(.leftBrace):
            // `ZStack {`, `VStack {`: SwiftUI's containers, not words of this language.
            if case .expression(let expression) = statement.kind, case .identifier(let word) = expression.kind,
                let habit = SwiftHabits.names[word]
            {
                return .swiftHabit(
                    "'\(word)' is SwiftUI; it is not a statement here", hint: habit, at: expression.range)
            }
            return .expectedStatementEnd(found: found, suggestion: nil)
        case .symbol(.dot) where statement.isNodeDeclaration && peek(1).labelText != nil:
            // `shape a = Rectangle() { … }.padding(8)`: a SwiftUI modifier after the braces.
            let modifier = peek(1).labelText ?? ""
            return .swiftHabit(
                "'.\(modifier)' after a node is a SwiftUI modifier", hint: SwiftHabits.hint(forModifier: modifier),
                at: SourceRange(start: found.range.start, end: peek(1).range.end))
        default:
            // `padding top topGap`: an edge, then its length, wants the edge as a label.
            if case .command(let command) = statement.kind, command.word == .padding, command.arguments.count == 1,
                command.arguments[0].label == nil, case .identifier(let edge) = command.arguments[0].value.kind,
                Signatures.padding.labels.contains(edge), found.isNameOrNumber
            {
                return .expectedStatementEnd(found: found, suggestion: "padding \(edge): \(found.lexeme)")
            }
            // `fucn f()`, `paddng 8`: a lone unknown word is probably a misspelt keyword or command.
            var suggestion: String?
            if case .expression(let expression) = statement.kind, case .identifier(let word) = expression.kind {
                suggestion = closestMatch(
                    to: word, among: Keyword.allCases.map { $0.rawValue } + CommandWord.allCases.map { $0.rawValue })
            }
            return .expectedStatementEnd(found: found, suggestion: suggestion)
        }
    }

    /// block = "{" , statementList , "}" ;
    ///
    /// `context` names what the block follows, for the error when the `{` is missing.
    mutating func parseBlock(after context: String) throws(ScriptError) -> Block {
        guard check(.leftBrace) else { throw ScriptError(missingBlockError(after: context)) }
        let open = current
        let start = tokens[current].range.start
        try enterNesting()
        defer { depth -= 1 }
        skip()
        let statements = try parseStatementList(inBlock: true)
        let end = try expectCloser(.rightBrace, of: open)
        return Block(statements: statements, range: SourceRange(start: start, end: end))
    }

    private func missingBlockError(after context: String) -> Diagnostic {
        if peekSymbol?.assignOperator != nil { return .unexpectedAssignment(found) }
        return .expectedBlock(after: context, found: found)
    }
}
