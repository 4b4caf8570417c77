// The tokens the lexer produces and the parser reads: the lexical vocabulary of grammar.ebnf.

/// One token of source text, with its kind, its exact spelling and where it was written.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    public var kind: TokenKind
    /// The source text of the token, exactly as written (escapes not decoded).
    public var lexeme: String
    public var range: SourceRange

    public init(_ kind: TokenKind, lexeme: String, range: SourceRange) {
        self.kind = kind
        self.lexeme = lexeme
        self.range = range
    }

    /// `kind 'lexeme' @line:col`, for tests and debugging.
    public var description: String { "\(kind) '\(lexeme)' @\(range.start)" }
}

/// What a token is. Names and literals carry their value.
public enum TokenKind: Hashable, Sendable {
    /// A name that is not a keyword: `card`, `width`, `café`, `_`.
    case identifier(String)
    case keyword(Keyword)
    /// A number literal's value: `12`, `0.5`, `1_000`, `2.5E-2`.
    case number(Double)
    /// The opening `"` of a string literal.
    case stringStart
    /// Literal text inside a string, escapes decoded; never empty.
    case stringText(String)
    /// `\(`: an interpolated expression follows, up to the matching `interpolationEnd`.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// The closing `"` of a string literal.
    case stringEnd
    case symbol(Symbol)
    /// A line break that ends a statement (see `newline` in grammar.ebnf for where they appear).
    case newline
    case endOfInput
}

/// The reserved words. They cannot be names, but they can be argument labels and member names.
///
/// keyword = "let" | "var" | "if" | "else" | "for" | "in" | "while" | "func" | "return"
///         | "break" | "continue" | "import" | "print" | "assert" | "explain" | "canvas"
///         | "container" | "shape" | "true" | "false" | "nil" | "vstack" | "hstack" | "zstack"
///         | "animation" ;
public enum Keyword: String, CaseIterable, Hashable, Sendable {
    case `let`, `var`, `if`, `else`, `for`, `in`, `while`, `func`, `return`, `break`, `continue`
    case `import`, print, assert, explain, canvas, container, shape, `true`, `false`, `nil`
    case vstack, hstack, zstack, animation
}

/// Operators and punctuation, spelled as in the source.
public enum Symbol: String, CaseIterable, Hashable, Sendable {
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case percent = "%"
    case equalEqual = "=="
    case bangEqual = "!="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case ampersandAmpersand = "&&"
    case pipePipe = "||"
    case questionQuestion = "??"
    case bang = "!"
    case equal = "="
    case plusEqual = "+="
    case minusEqual = "-="
    case starEqual = "*="
    case slashEqual = "/="
    case halfOpenRange = "..<"
    case closedRange = "..."
    case dot = "."
    case comma = ","
    case colon = ":"
    case semicolon = ";"
    case leftParenthesis = "("
    case rightParenthesis = ")"
    case leftBracket = "["
    case rightBracket = "]"
    case leftBrace = "{"
    case rightBrace = "}"

    /// After one of these a line break does not end the statement: the expression goes on.
    public var continuesLine: Bool {
        switch self {
        case .rightParenthesis, .rightBracket, .rightBrace: false
        default: true
        }
    }

    /// The binary operator this symbol spells, if any.
    var binaryOperator: BinaryOperator? { BinaryOperator.allCases.first { $0.symbol == self } }

    /// The assignment operator this symbol spells, if any.
    var assignOperator: AssignOperator? { AssignOperator(rawValue: rawValue) }
}

extension Token {
    /// The token as a diagnostic names it: `'}'`, `'for'`, `a string`, `a new line`.
    var quoted: String {
        switch kind {
        case .stringStart, .stringText, .stringEnd: "a string"
        case .interpolationStart: "'\\('"
        case .newline: "a new line"
        case .endOfInput: "the end of the input"
        case .identifier, .keyword, .number, .symbol, .interpolationEnd:
            "'\(Diagnostic.abbreviated(lexeme))'"
        }
    }

    public var isEndOfInput: Bool { kind == .endOfInput }

    /// A name or a number literal: what may follow a label.
    var isNameOrNumber: Bool {
        switch kind {
        case .identifier, .number: true
        default: false
        }
    }

    /// The symbol, if the token is one.
    public var symbol: Symbol? { if case .symbol(let symbol) = kind { symbol } else { nil } }

    /// The keyword, if the token is one.
    public var keyword: Keyword? { if case .keyword(let keyword) = kind { keyword } else { nil } }

    /// The identifier's text, if the token is an identifier.
    public var identifier: String? { if case .identifier(let name) = kind { name } else { nil } }

    /// The text of an identifier or a keyword: what may serve as an argument label or member name.
    public var labelText: String? {
        switch kind {
        case .identifier(let name): name
        case .keyword(let keyword): keyword.rawValue
        default: nil
        }
    }
}
