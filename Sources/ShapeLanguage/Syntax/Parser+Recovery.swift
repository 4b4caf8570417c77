// Every error in one run: after a syntax error the parser skips to the next statement at the
// same block level and goes on (jlox's synchronize), so one mistake gives one error.
//
// Three rules keep mistakes from multiplying:
// - A statement spoilt by a lexical error reports that error only: whatever the parser then
//   finds wrong in it follows from the stray character or the broken string.
// - Skipping matches brackets, so the body of a broken `if` or `container` is skipped whole,
//   and stops before a `}` that closes the block the statement is in.
// - A `(` or `[` left open swallows the line breaks after it (the lexer ends no statement inside
//   brackets). When skipping reaches a line that clearly starts a statement, the text from
//   there is read again by a fresh lexer, and parsing goes on with it.

/// What parsing a whole source gave.
public struct ParseResult: Sendable {
    public var program: Program
    /// The lexical and syntax errors, in source order: at most ``Parser/maxReportedErrors``,
    /// then a note counting the rest. Empty when the source is well formed.
    public var diagnostics: [Diagnostic]
    /// The tokens the program was parsed from, ending with `endOfInput`.
    public var tokens: [Token]
    /// The comments, in order.
    public var comments: [Comment]
}

/// Every syntax error of a source, thrown where its program cannot run.
public struct SyntaxErrors: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

extension Parser {
    /// Parses the whole source.
    /// - Throws: every lexical and syntax error, as ``parse()`` reports them.
    public mutating func parseAll() throws(SyntaxErrors) -> Program {
        let result = parse()
        if !result.diagnostics.isEmpty { throw SyntaxErrors(diagnostics: result.diagnostics) }
        return result.program
    }

    /// How many errors one parse reports; the rest are counted in a note.
    public static let maxReportedErrors = 50

    /// The errors met so far, and what recovering from them needs.
    struct Recovery {
        /// Syntax errors found by the rules, in the order found (up to `keptErrors`).
        var syntaxErrors: [Diagnostic] = []
        var syntaxErrorCount = 0
        /// Lexical errors: kept diagnostics, and the place of every one, in order.
        var lexicalErrors: [Diagnostic] = []
        var lexicalOffsets: [Int] = []
        /// Line breaks the lexer swallowed inside brackets.
        var bracketedLineBreaks: [Int] = []
        var comments: [Comment] = []
        /// Facts about the first error and the end of the text, for ``Parser/isIncomplete(_:)``.
        var firstErrorAtEnd = false
        var endsInsideBrackets = false
        var endsContinuingLine = false
        /// Bytes the parser may still read again after brackets left open: reading the rest of
        /// the text again after every line could otherwise take time quadratic in its length.
        var relexBudget = 0

        /// Syntax errors kept as diagnostics; later ones are only counted.
        static let keptErrors = 200
    }

    /// Lexes and parses the whole source, recovering from every error.
    public mutating func parse() -> ParseResult {
        var lexer = Lexer(source: source)
        _ = lexer.scan()
        tokens = lexer.tokens
        recovery = Recovery(
            lexicalErrors: lexer.errors, lexicalOffsets: lexer.errorOffsets,
            bracketedLineBreaks: lexer.bracketedLineBreaks, comments: lexer.comments,
            endsInsideBrackets: !lexer.openers.isEmpty,
            endsContinuingLine: tokens.dropLast().last?.symbol?.continuesLine ?? false,
            relexBudget: lexer.bytes.count * 8 + 4096)
        bytes = lexer.bytes
        current = 0
        lastEnd = .start
        depth = 0
        functionDepth = 0
        loopDepth = 0
        var program = Program(statements: [])
        do throws(ScriptError) {
            program = try parseProgramRule()
        } catch {
            // Only a nesting error comes this far: the rest are caught statement by statement.
            note(error.diagnostic, inStatementAt: current)
        }
        return ParseResult(
            program: program, diagnostics: reportedErrors(), tokens: tokens, comments: recovery.comments)
    }

    /// The errors to report: lexical and syntax errors merged in source order, cut at
    /// ``maxReportedErrors`` with a note for the rest.
    private func reportedErrors() -> [Diagnostic] {
        var all = (recovery.lexicalErrors + recovery.syntaxErrors).map { $0.inFile(file) }
        all.sort { $0.range.start.offset < $1.range.start.offset }
        let total = recovery.lexicalOffsets.count + recovery.syntaxErrorCount
        guard total > Parser.maxReportedErrors else { return all }
        var shown = Array(all.prefix(Parser.maxReportedErrors))
        if let last = shown.last {
            shown.append(.moreErrors(total - shown.count, after: last))
        }
        return shown
    }

    // MARK: - Recovering

    /// Reports `error`, thrown while parsing the statement that starts at token `start`, and
    /// skips to where the next statement can start. A nesting error ends the parse: the rules
    /// are as deep as they may go.
    mutating func recover(from error: ScriptError, inStatementAt start: Int, inBlock: Bool) throws(ScriptError) {
        let diagnostic = error.diagnostic
        if diagnostic.code == .limitNesting { throw error }
        note(diagnostic, inStatementAt: start)
        let culprit = current
        // A statement that failed at its first token (a stray `)`, an `else`) loses that token.
        if current == start, !tokens[current].isEndOfInput { skip() }
        synchronize(after: start, culprit: culprit, inBlock: inBlock)
    }

    /// Keeps `diagnostic`, unless a lexical error in the same statement, before the token the
    /// parser stopped at or under it, already explains it.
    private mutating func note(_ diagnostic: Diagnostic, inStatementAt start: Int) {
        let from = tokens[min(start, tokens.count - 1)].range.start.offset
        let to = max(from, tokens[current].range.start.offset)
        if Parser.contains(recovery.lexicalOffsets, from...to) { return }
        if recovery.syntaxErrorCount == 0 && recovery.lexicalOffsets.isEmpty {
            recovery.firstErrorAtEnd = tokens[current].isEndOfInput
        }
        recovery.syntaxErrorCount += 1
        if recovery.syntaxErrors.count < Recovery.keptErrors {
            recovery.syntaxErrors.append(diagnostic)
        }
    }

    /// Skips tokens to a statement boundary at this block's level: a separator (left for the
    /// statement list), a `}` that closes the block (left for it), the end of input, or the
    /// first token of a line that starts a statement after brackets swallowed the line break.
    /// Brackets opened while skipping are matched, so a broken statement's block goes with it.
    private mutating func synchronize(after start: Int, culprit: Int, inBlock: Bool) {
        var open: [Symbol] = []
        while true {
            let token = tokens[current]
            switch token.kind {
            case .endOfInput:
                return
            case .newline, .symbol(.semicolon):
                if !open.contains(.leftBrace) { return }
            case .symbol(.leftParenthesis), .symbol(.leftBracket), .symbol(.leftBrace):
                if let symbol = token.symbol { open.append(symbol) }
            case .symbol(.rightParenthesis):
                if let match = open.lastIndex(of: .leftParenthesis) { open.removeSubrange(match...) }
            case .symbol(.rightBracket):
                if let match = open.lastIndex(of: .leftBracket) { open.removeSubrange(match...) }
            case .symbol(.rightBrace):
                // A `}` also closes whatever brackets were left open inside its block. At the
                // top level, a stray one is an error of its own, unless it is this error's.
                guard let match = open.lastIndex(of: .leftBrace) else {
                    if inBlock || current != culprit { return }
                    break
                }
                open.removeSubrange(match...)
            default:
                if !open.contains(.leftBrace), startsStatementOnNewLine(current, after: start) {
                    if swallowedLineBreak(before: current) { relex(from: current) }
                    return
                }
            }
            skip()
        }
    }

    /// Whether the token at `index` begins a line with no statement-ending newline before it,
    /// and looks like the start of a statement: a statement keyword (not an argument label), or
    /// a name no further indented than the statement that failed.
    private func startsStatementOnNewLine(_ index: Int, after start: Int) -> Bool {
        guard index > start, index > 0 else { return false }
        let previous = tokens[index - 1]
        let token = tokens[index]
        guard previous.kind != .newline, previous.range.end.line < token.range.start.line else { return false }
        if tokens[min(index + 1, tokens.count - 1)].kind == .symbol(.colon) { return false }
        switch token.kind {
        case .keyword(.else), .keyword(.in), .keyword(.true), .keyword(.false):
            return false
        case .keyword:
            return true
        case .identifier:
            return token.range.start.column <= tokens[start].range.start.column
        default:
            return false
        }
    }

    /// Whether a line break the lexer swallowed inside brackets lies just before token `index`.
    private func swallowedLineBreak(before index: Int) -> Bool {
        let range = tokens[index - 1].range.end.offset...tokens[index].range.start.offset
        return Parser.contains(recovery.bracketedLineBreaks, range)
    }

    /// Reads the text from token `index` on again with a fresh lexer, which knows of no bracket
    /// left open before it, and puts its tokens (and errors, comments) in place of the old.
    private mutating func relex(from index: Int) {
        let from = tokens[index].range.start
        guard recovery.relexBudget > 0 else { return }
        recovery.relexBudget -= bytes.count - from.offset
        var lexer = Lexer(bytes: bytes)
        _ = lexer.scan(from: from)
        tokens.replaceSubrange(index..., with: lexer.tokens)
        recovery.lexicalErrors.removeAll { $0.range.start.offset >= from.offset }
        recovery.lexicalErrors += lexer.errors
        recovery.lexicalOffsets.removeAll { $0 >= from.offset }
        recovery.lexicalOffsets += lexer.errorOffsets
        recovery.bracketedLineBreaks.removeAll { $0 >= from.offset }
        recovery.bracketedLineBreaks += lexer.bracketedLineBreaks
        recovery.comments.removeAll { $0.range.start.offset >= from.offset }
        recovery.comments += lexer.comments
    }

    /// Whether the sorted `offsets` hold one in `range`.
    static func contains(_ offsets: [Int], _ range: ClosedRange<Int>) -> Bool {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] <= range.upperBound
    }
}
