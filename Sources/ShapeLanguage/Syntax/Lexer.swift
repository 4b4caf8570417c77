// Turns source text into tokens, following the lexical rules at the end of grammar.ebnf.
// One pass over the UTF-8 bytes, linear in the length of the input, however long its lines.
import ShapeScene

/// Splits source text into tokens: names, keywords, numbers, strings, symbols and the line breaks
/// that end statements.
///
/// Strings are split at each interpolation (`stringStart`, `stringText`, `interpolationStart`,
/// the tokens of the expression, `interpolationEnd`, …, `stringEnd`), so the parser reads an
/// interpolated expression like any other and the lexer needs no recursion.
public struct Lexer {
    /// An open bracket, string or interpolation, waiting for its closer.
    struct Opener: Hashable {
        enum Kind: Hashable { case parenthesis, bracket, brace, string, interpolation }
        var kind: Kind
        var location: SourceLocation
    }

    let bytes: [UInt8]
    var position = 0
    var line = 1
    var column = 1
    var tokens: [Token] = []
    /// What is open at the current position, innermost last.
    var openers: [Opener] = []
    /// How many of `openers` are interpolations: a line break inside one is an error.
    var interpolationDepth = 0
    /// A line break seen since the last token, where one could end a statement.
    var pendingNewline: SourceRange?
    /// The comments, in order: the formatter and editors keep them; the parser never sees them.
    var comments: [Comment] = []
    /// Every lexical error so far, as a diagnostic up to ``maxKeptErrors`` of them
    /// (Lexer+Recovery.swift); the lexer goes on after each.
    var errors: [Diagnostic] = []
    /// Where every lexical error is, kept even past ``maxKeptErrors``: the parser needs them
    /// all to tell which statements they spoil.
    var errorOffsets: [Int] = []
    /// Where a line break inside `(` or `[` ended no statement: after a bracket left open by
    /// mistake, the parser reads the text from the next statement on again.
    var bracketedLineBreaks: [Int] = []

    public init(source: String) {
        bytes = Array(source.utf8)
    }

    /// A lexer over UTF-8 bytes that came from a `String` (the parser's, when it reads a
    /// part again after an error).
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// All the tokens of the source, ending with `endOfInput`.
    /// - Throws: the first lexical error, as a `ScriptError`.
    public mutating func tokenize() throws(ScriptError) -> [Token] {
        if let error = scan() { throw ScriptError(error) }
        return tokens
    }

    /// Tokenizes the source from `start` (a token's start, outside any string or comment) into
    /// `tokens`, which always end with `endOfInput` at the end of the text. Returns the first
    /// lexical error; every one is in `errors`, for the lexer recovers from each and goes on
    /// (Lexer+Recovery.swift), so the parser can report the syntax errors of the statements
    /// a lexical error leaves alone.
    mutating func scan(from start: SourceLocation = .start) -> Diagnostic? {
        position = start.offset
        line = start.line
        column = start.column
        tokens = []
        openers = []
        interpolationDepth = 0
        pendingNewline = nil
        comments = []
        errors = []
        errorOffsets = []
        bracketedLineBreaks = []
        // Each error is met further on than the last, or the same one would come round again.
        var lastStop: (offset: Int, code: DiagnosticCode)?
        while true {
            do throws(ScriptError) {
                try scanTokens()
                break
            } catch {
                if let lastStop, lastStop == (position, error.diagnostic.code) { break }
                lastStop = (position, error.diagnostic.code)
                guard recover(from: error.diagnostic) else { break }
            }
        }
        tokens.append(Token(.endOfInput, lexeme: "", range: SourceRange(at: location)))
        return errors.first
    }

    /// sourceText = { token | whitespace | comment | lineBreak } ;
    mutating func scanTokens() throws(ScriptError) {
        while true {
            if openers.last?.kind == .string {
                try scanStringContent()
                continue
            }
            try skipTrivia()
            guard position < bytes.count else { break }
            try scanToken()
        }
        if let interpolation = openers.last(where: { $0.kind == .interpolation }) {
            throw ScriptError(.unterminatedInterpolation(at: interpolation.location))
        }
    }

    // MARK: - Positions

    var location: SourceLocation {
        SourceLocation(line: line, column: column, offset: position)
    }

    func byte(at offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// Steps over one byte that is not a line break. Columns count Unicode scalars, so UTF-8
    /// continuation bytes do not move the column.
    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
    }

    /// The Unicode scalar starting at `index` and its length in bytes. The bytes came from a
    /// `String`, so they are valid UTF-8.
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for next in index + 1..<min(index + length, bytes.count) {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    // MARK: - Emitting tokens

    /// Appends a token spanning `start` to the current position, preceded by the newline token
    /// of a pending line break when that line break ends a statement:
    /// newline = lineBreak ;
    mutating func emit(_ kind: TokenKind, from start: SourceLocation) {
        if let newline = pendingNewline {
            pendingNewline = nil
            if lineBreakEndsStatement(before: kind) {
                let lexeme = String(decoding: bytes[newline.start.offset..<newline.end.offset], as: UTF8.self)
                tokens.append(Token(.newline, lexeme: lexeme, range: newline))
            }
        }
        tokens.append(Token(kind, lexeme: text(from: start.offset), range: SourceRange(start: start, end: location)))
    }

    /// A line break ends a statement unless the token before it continues the line (an operator,
    /// a comma, an opening bracket…) or the token after it is `}` or `else`.
    func lineBreakEndsStatement(before next: TokenKind) -> Bool {
        guard let previous = tokens.last else { return false }
        switch previous.kind {
        case .newline: return false
        case .symbol(let symbol) where symbol.continuesLine: return false
        default: break
        }
        switch next {
        case .symbol(.rightBrace), .keyword(.else): return false
        default: return true
        }
    }

    // MARK: - Whitespace, line breaks and comments

    /// Skips what separates tokens:
    /// whitespace = " " | ? tab U+0009 ? ;
    /// comment = lineComment | blockComment ;
    /// lineComment = "//" , { ? any character except a line break ? } ;
    mutating func skipTrivia() throws(ScriptError) {
        while let current = byte() {
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                advance()
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                try scanLineBreak()
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
                let start = location
                while let next = byte(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") {
                    advance()
                }
                comments.append(Comment(range: SourceRange(start: start, end: location), isBlock: false))
            case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    /// lineBreak = ? line feed U+000A ? | ? carriage return U+000D ? , [ ? line feed U+000A ? ] ;
    ///
    /// It may end a statement only where no bracket is open.
    mutating func scanLineBreak() throws(ScriptError) {
        // Reported before the line break is read, so that the lexer recovers in front of it.
        if interpolationDepth > 0, let interpolation = openers.last(where: { $0.kind == .interpolation }) {
            throw ScriptError(.unterminatedInterpolation(at: interpolation.location))
        }
        let start = location
        if byte() == UInt8(ascii: "\r") && byte(at: 1) == UInt8(ascii: "\n") {
            position += 2
        } else {
            position += 1
        }
        line += 1
        column = 1
        let insideBrackets = openers.last.map { $0.kind != .brace } ?? false
        if insideBrackets {
            bracketedLineBreaks.append(start.offset)
        } else if pendingNewline == nil {
            pendingNewline = SourceRange(start: start, end: location)
        }
    }

    /// blockComment = "/*" , { blockComment | ? any character, unless it starts "/*" or "*/" ? } ,
    ///                "*/" ;
    mutating func skipBlockComment() throws(ScriptError) {
        let opener = location
        advance(2)
        var depth = 1
        while depth > 0 {
            guard let current = byte() else { throw ScriptError(.unterminatedComment(at: opener)) }
            let next = byte(at: 1)
            if current == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if current == UInt8(ascii: "*") && next == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
                if depth == 0 {
                    comments.append(Comment(range: SourceRange(start: opener, end: location), isBlock: true))
                }
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                // A comment inside an interpolation may not break the line either; the string
                // ends here, and the comment goes on.
                if interpolationDepth > 0, let interpolation = openers.last(where: { $0.kind == .interpolation }) {
                    record(.unterminatedInterpolation(at: interpolation.location))
                    closeStrings()
                }
                try scanLineBreak()
            } else {
                advance()
            }
        }
    }

    // MARK: - Tokens

    /// token = identifier | keyword | number | string | symbol | newline ;
    mutating func scanToken() throws(ScriptError) {
        let start = location
        let current = bytes[position]
        switch current {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            try scanNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            scanIdentifier()
        case UInt8(ascii: "\""):
            advance()
            openers.append(Opener(kind: .string, location: start))
            emit(.stringStart, from: start)
        case 0x80...:
            guard Lexer.isIdentifierStart(scalar(at: position).scalar) else {
                skipUnexpectedCharacter(at: start)
                return
            }
            scanIdentifier()
        default:
            try scanSymbol()
        }
    }

    /// identifier = identifierStart , { identifierContinue } - keyword ;
    mutating func scanIdentifier() {
        let start = location
        while let current = byte() {
            if current < 0x80 {
                guard Lexer.isASCIIIdentifierContinue(current) else { break }
                advance()
            } else {
                let (scalar, length) = scalar(at: position)
                guard scalar.properties.isXIDContinue else { break }
                advance(length)
            }
        }
        let name = text(from: start.offset)
        if let keyword = Keyword(rawValue: name) {
            emit(.keyword(keyword), from: start)
        } else {
            emit(.identifier(name), from: start)
        }
    }

    /// identifierStart = letter | "_" ;
    /// letter = ? "A" to "Z", "a" to "z", or any character with the Unicode XID_Start property ? ;
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDStart
    }

    /// identifierContinue = identifierStart | digit
    ///                    | ? any character with the Unicode XID_Continue property ? ;
    ///
    /// The ASCII part is the rule generated ids follow too (``NodeIdentifiers``).
    private static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        NodeIdentifiers.isASCIIIdentifierContinue(byte)
    }

    /// digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" ;
    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether the character at `offset` from the position can continue an identifier.
    func continuesIdentifier(at offset: Int) -> Bool {
        guard let current = byte(at: offset) else { return false }
        if current < 0x80 { return Lexer.isASCIIIdentifierContinue(current) }
        return scalar(at: position + offset).scalar.properties.isXIDContinue
    }

    /// number = digits , [ "." , digits ] , [ exponent ] ;
    /// exponent = ( "e" | "E" ) , [ "+" | "-" ] , digits ;
    mutating func scanNumber() throws(ScriptError) {
        let start = location
        scanDigits()
        if byte() == UInt8(ascii: "."), Lexer.isDigit(byte(at: 1)) {
            advance()
            scanDigits()
        }
        var exponentIsIncomplete = false
        if byte() == UInt8(ascii: "e") || byte() == UInt8(ascii: "E") {
            advance()
            if byte() == UInt8(ascii: "+") || byte() == UInt8(ascii: "-") { advance() }
            if Lexer.isDigit(byte()) {
                scanDigits()
            } else {
                exponentIsIncomplete = true
            }
        }
        let runsOn = continuesIdentifier(at: 0) || (byte() == UInt8(ascii: ".") && Lexer.isDigit(byte(at: 1)))
        if exponentIsIncomplete || runsOn {
            // Take in the whole run, so the message quotes what the reader sees as one word.
            // A scalar at a time: `1é` runs on into a two-byte letter.
            while true {
                if continuesIdentifier(at: 0) {
                    advance(scalar(at: position).length)
                } else if byte() == UInt8(ascii: "."), continuesIdentifier(at: 1) {
                    advance(1 + scalar(at: position + 1).length)
                } else {
                    break
                }
            }
            let range = SourceRange(start: start, end: location)
            throw ScriptError(
                .malformedNumber(text(from: start.offset), range: range, exponentIsIncomplete: exponentIsIncomplete))
        }
        let digits = bytes[start.offset..<position].filter { $0 != UInt8(ascii: "_") }
        guard let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite else {
            throw ScriptError(
                .numberTooLarge(text(from: start.offset), range: SourceRange(start: start, end: location)))
        }
        emit(.number(value), from: start)
    }

    /// digits = digit , { digit | "_" } ;
    mutating func scanDigits() {
        while let current = byte(), Lexer.isDigit(current) || current == UInt8(ascii: "_") {
            advance()
        }
    }

    /// symbol = "+" | "-" | "*" | "/" | "%" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "&&" | "||"
    ///        | "??" | "!" | "=" | "+=" | "-=" | "*=" | "/=" | "..<" | "..." | "." | "," | ":" | ";"
    ///        | "(" | ")" | "[" | "]" | "{" | "}" ;
    ///
    /// The longest symbol that matches.
    mutating func scanSymbol() throws(ScriptError) {
        let start = location
        let current = bytes[position]
        let next = byte(at: 1)
        let symbol: Symbol
        var length = 1
        func pair(_ second: Character, _ long: Symbol, else short: Symbol) -> Symbol {
            if next == second.asciiValue {
                length = 2
                return long
            }
            return short
        }
        switch current {
        case UInt8(ascii: "+"): symbol = pair("=", .plusEqual, else: .plus)
        case UInt8(ascii: "-"): symbol = pair("=", .minusEqual, else: .minus)
        case UInt8(ascii: "*"): symbol = pair("=", .starEqual, else: .star)
        case UInt8(ascii: "/"): symbol = pair("=", .slashEqual, else: .slash)
        case UInt8(ascii: "%"): symbol = .percent
        case UInt8(ascii: "="): symbol = pair("=", .equalEqual, else: .equal)
        case UInt8(ascii: "!"): symbol = pair("=", .bangEqual, else: .bang)
        case UInt8(ascii: "<"): symbol = pair("=", .lessEqual, else: .less)
        case UInt8(ascii: ">"): symbol = pair("=", .greaterEqual, else: .greater)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"):
            symbol = .ampersandAmpersand
            length = 2
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"):
            symbol = .pipePipe
            length = 2
        case UInt8(ascii: "?") where next == UInt8(ascii: "?"):
            symbol = .questionQuestion
            length = 2
        case UInt8(ascii: "."):
            if next == UInt8(ascii: "."), byte(at: 2) == UInt8(ascii: "<") {
                symbol = .halfOpenRange
                length = 3
            } else if next == UInt8(ascii: "."), byte(at: 2) == UInt8(ascii: ".") {
                symbol = .closedRange
                length = 3
            } else if next == UInt8(ascii: ".") {
                throw ScriptError(.unknownOperator("..", range: SourceRange(start: start, end: location.movedBy(2))))
            } else {
                symbol = .dot
            }
        case UInt8(ascii: ","): symbol = .comma
        case UInt8(ascii: ":"): symbol = .colon
        case UInt8(ascii: ";"): symbol = .semicolon
        case UInt8(ascii: "("): symbol = .leftParenthesis
        case UInt8(ascii: ")"): symbol = .rightParenthesis
        case UInt8(ascii: "["): symbol = .leftBracket
        case UInt8(ascii: "]"): symbol = .rightBracket
        case UInt8(ascii: "{"): symbol = .leftBrace
        case UInt8(ascii: "}"): symbol = .rightBrace
        default:
            skipUnexpectedCharacter(at: start)
            return
        }
        advance(length)
        try track(symbol, at: start)
    }

    /// Keeps the stack of open brackets (which decides whether a line break ends a statement)
    /// and emits the symbol, or `interpolationEnd` for the `)` that closes an interpolation.
    /// A closer that does not match the innermost opener leaves the stack alone: the parser
    /// reports it, naming the opener.
    mutating func track(_ symbol: Symbol, at start: SourceLocation) throws(ScriptError) {
        let closes: Opener.Kind?
        switch symbol {
        case .leftParenthesis:
            openers.append(Opener(kind: .parenthesis, location: start))
            closes = nil
        case .leftBracket:
            openers.append(Opener(kind: .bracket, location: start))
            closes = nil
        case .leftBrace:
            openers.append(Opener(kind: .brace, location: start))
            closes = nil
        case .rightParenthesis:
            if openers.last?.kind == .interpolation {
                openers.removeLast()
                interpolationDepth -= 1
                emit(.interpolationEnd, from: start)
                return
            }
            closes = .parenthesis
        case .rightBracket: closes = .bracket
        case .rightBrace: closes = .brace
        default: closes = nil
        }
        if let closes, openers.last?.kind == closes { openers.removeLast() }
        emit(.symbol(symbol), from: start)
    }

    // MARK: - Errors

    /// The diagnostic for the character at `start`, which begins no token.
    func unexpectedCharacter(at start: SourceLocation) -> Diagnostic {
        let (scalar, length) = scalar(at: start.offset)
        let end = SourceLocation(line: start.line, column: start.column + 1, offset: start.offset + length)
        return .unexpectedCharacter(scalar, range: SourceRange(start: start, end: end))
    }
}

extension SourceLocation {
    /// The location `count` ASCII characters further along the same line.
    func movedBy(_ count: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + count, offset: offset + count)
    }
}
