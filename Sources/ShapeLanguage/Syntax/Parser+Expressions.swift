// The expression rules of grammar.ebnf, from the lowest precedence to the highest.
//
// Every bracket, operator and suffix adds a level of nesting while the rest of its expression is
// read, so the height of the tree, not only the bracket depth, stays within `maxNestingDepth`:
// a 100,000-term sum is refused here rather than overflowing the stack of whatever walks it.

/// How tightly a binary operator binds, loosest first; the levels of grammar.ebnf's expression rules.
enum Precedence: Int, Comparable {
    /// Below every operator: where a whole expression starts.
    case lowest
    case or
    case and
    case comparison
    case coalescing
    case range
    case additive
    case multiplicative

    static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Comparisons and ranges do not chain: `a < b < c` and `0..<a..<b` are errors.
    var isAssociative: Bool { self != .comparison && self != .range }
}

/// A binary operator as the parser reads it: arithmetic, comparison and logic, or a range.
enum InfixOperator: Hashable {
    case binary(BinaryOperator)
    case range(closed: Bool)

    var precedence: Precedence {
        switch self {
        case .binary(.or): .or
        case .binary(.and): .and
        case .binary(.equal), .binary(.notEqual), .binary(.less), .binary(.lessEqual), .binary(.greater),
            .binary(.greaterEqual):
            .comparison
        case .binary(.coalesce): .coalescing
        case .range: .range
        case .binary(.add), .binary(.subtract): .additive
        case .binary(.multiply), .binary(.divide), .binary(.remainder): .multiplicative
        }
    }
}

extension Symbol {
    /// The binary operator this symbol spells, if it spells one.
    var infixOperator: InfixOperator? {
        switch self {
        case .halfOpenRange: .range(closed: false)
        case .closedRange: .range(closed: true)
        default: binaryOperator.map(InfixOperator.binary)
        }
    }
}

extension Parser {
    /// expression = orExpression ;
    ///
    /// `context` names what the expression follows (`'='`, `'width'`), for the error when the
    /// next token cannot start one.
    mutating func parseExpression(after context: String? = nil) throws(ScriptError) -> Expr {
        if let context { try requireExpressionStart(after: context) }
        return try parseBinary(above: .lowest)
    }

    private func requireExpressionStart(after context: String) throws(ScriptError) {
        switch peekKind {
        case .identifier, .number, .stringStart, .keyword(.true), .keyword(.false), .keyword(.nil),
            .symbol(.dot), .symbol(.leftBracket), .symbol(.leftParenthesis), .symbol(.minus), .symbol(.bang):
            return
        default:
            throw ScriptError(.expectedExpression(found: found, after: context))
        }
    }

    /// orExpression = andExpression , { "||" , andExpression } ;
    /// andExpression = comparison , { "&&" , comparison } ;
    /// comparison = coalescing , [ comparisonOperator , coalescing ] ;
    /// comparisonOperator = "==" | "!=" | "<" | "<=" | ">" | ">=" ;
    /// coalescing = rangeExpression , { "??" , rangeExpression } ;
    /// rangeExpression = additive , [ ( "..<" | "..." ) , additive ] ;
    /// additive = multiplicative , { ( "+" | "-" ) , multiplicative } ;
    /// multiplicative = unary , { ( "*" | "/" | "%" ) , unary } ;
    ///
    /// The seven rules in one method, by precedence climbing (Lua's `subexpr`): it reads the
    /// operators that bind tighter than `limit`, and reads each right operand with the limit
    /// raised to its operator's precedence, so the left-associative operators group to the left
    /// and each bracket level costs one frame of this method instead of six.
    ///
    /// A right operand is one level deeper than its operator; a flat chain (`a + b + c …`) is
    /// not nesting, but it builds a tree as tall as the chain, which whatever walks it descends:
    /// so a chain is limited on its own, to ``maxChainLength`` operators.
    mutating func parseBinary(above limit: Precedence) throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var left = try parseUnary()
        var chain = 0
        while let infix = peekSymbol?.infixOperator, infix.precedence > limit {
            chain += 1
            if chain > maxChainLength {
                throw ScriptError(.chainTooLong(limit: maxChainLength, range: tokens[current].range))
            }
            try enterNesting()
            skip()
            let right = try parseBinary(above: infix.precedence)
            depth = outerDepth
            left = Parser.combine(left, infix, right)
            if !infix.precedence.isAssociative, peekSymbol?.infixOperator?.precedence == infix.precedence {
                throw ScriptError(chainError(for: infix.precedence))
            }
        }
        return left
    }

    private static func combine(_ left: Expr, _ infix: InfixOperator, _ right: Expr) -> Expr {
        let range = SourceRange(start: left.range.start, end: right.range.end)
        switch infix {
        case .binary(let operation): return Expr(.binary(operation, left, right), range)
        case .range(let closed): return Expr(.range(left, right, closed: closed), range)
        }
    }

    private func chainError(for precedence: Precedence) -> Diagnostic {
        precedence == .comparison ? .chainedComparison(peek) : .chainedRange(peek)
    }

    /// unary = ( "-" | "!" ) , unary | postfix ;
    ///
    /// Read with a loop rather than recursion: the operators are collected, then applied from the
    /// innermost out.
    mutating func parseUnary() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var prefixes: [(operation: UnaryOperator, start: SourceLocation)] = []
        while let operation = peekUnaryOperator {
            prefixes.append((operation, tokens[current].range.start))
            try enterNesting()
            skip()
        }
        var operand = try parsePostfix()
        for prefix in prefixes.reversed() {
            operand = Expr(.unary(prefix.operation, operand), SourceRange(start: prefix.start, end: operand.range.end))
        }
        return operand
    }

    private var peekUnaryOperator: UnaryOperator? {
        switch peekSymbol {
        case .minus: .negate
        case .bang: .not
        default: nil
        }
    }

    /// postfix = primary , { callSuffix | memberSuffix | subscriptSuffix } ;
    mutating func parsePostfix() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var expression = try parsePrimary()
        while true {
            switch peekSymbol {
            case .leftParenthesis: expression = try parseCallSuffix(callee: expression)
            case .dot: expression = try parseMemberSuffix(base: expression)
            case .leftBracket: expression = try parseSubscriptSuffix(base: expression)
            default: return expression
            }
        }
    }

    /// callSuffix = "(" , [ argumentList ] , ")" ;
    /// argumentList = argument , { "," , argument } , [ "," ] ;
    private mutating func parseCallSuffix(callee: Expr) throws(ScriptError) -> Expr {
        try enterNesting()
        let (arguments, end) = try parseCommaList(closedBy: .rightParenthesis) { parser throws(ScriptError) in
            try parser.parseArgument()
        }
        return Expr(.call(callee, arguments), SourceRange(start: callee.range.start, end: end))
    }

    /// memberSuffix = "." , label ;
    private mutating func parseMemberSuffix(base: Expr) throws(ScriptError) -> Expr {
        try enterNesting()
        skip()
        let name = try parseMemberName(implicit: false)
        return Expr(.member(base, name.text), SourceRange(start: base.range.start, end: name.range.end))
    }

    /// subscriptSuffix = "[" , expression , "]" ;
    private mutating func parseSubscriptSuffix(base: Expr) throws(ScriptError) -> Expr {
        let open = current
        try enterNesting()
        skip()
        let index = try parseExpression(after: "'['")
        let end = try expectCloser(.rightBracket, of: open)
        return Expr(.subscript(base, index), SourceRange(start: base.range.start, end: end))
    }

    /// argument = [ label , ":" ] , expression ;
    mutating func parseArgument(after context: String? = nil) throws(ScriptError) -> Argument {
        let start = tokens[current].range.start
        guard let label = argumentLabel() else {
            let value = try parseExpression(after: context)
            return Argument(label: nil, value: value, range: value.range)
        }
        let value = try parseExpression(after: "':'")
        return Argument(label: label, value: value, range: SourceRange(start: start, end: value.range.end))
    }

    /// Reads `label :` and returns the label, when the next two tokens are one.
    private mutating func argumentLabel() -> String? {
        guard let label = peek.labelText, peek(1).kind == .symbol(.colon) else { return nil }
        skip()
        skip()
        return label
    }

    /// label = identifier | keyword ;  the name after a `.`, of a member or (`implicit`) of an
    /// implicit member.
    private mutating func parseMemberName(implicit: Bool) throws(ScriptError) -> Name {
        let token = peek
        guard let text = token.labelText else {
            throw ScriptError(.expectedMemberName(found: found, implicit: implicit))
        }
        skip()
        return Name(text, token.range)
    }

    /// primary = number | string | "true" | "false" | "nil" | identifier | implicitMember | list
    ///         | parenthesized ;
    mutating func parsePrimary() throws(ScriptError) -> Expr {
        let range = tokens[current].range
        switch peekKind {
        case .number(let value):
            skip()
            return Expr(.number(value), range)
        case .stringStart:
            return try parseString()
        case .keyword(.true):
            skip()
            return Expr(.bool(true), range)
        case .keyword(.false):
            skip()
            return Expr(.bool(false), range)
        case .keyword(.nil):
            skip()
            return Expr(.nilLiteral, range)
        case .identifier(let name):
            skip()
            return Expr(.identifier(name), range)
        case .symbol(.dot):
            return try parseImplicitMember()
        case .symbol(.leftBracket):
            return try parseList()
        case .symbol(.leftParenthesis):
            return try parseParenthesized()
        default:
            throw ScriptError(.expectedExpression(found: found))
        }
    }

    /// implicitMember = "." , label ;
    private mutating func parseImplicitMember() throws(ScriptError) -> Expr {
        let start = tokens[current].range.start
        skip()
        let name = try parseMemberName(implicit: true)
        return Expr(.implicitMember(name.text), SourceRange(start: start, end: name.range.end))
    }

    /// list = "[" , [ expression , { "," , expression } , [ "," ] ] , "]" ;
    private mutating func parseList() throws(ScriptError) -> Expr {
        let start = tokens[current].range.start
        try enterNesting()
        defer { depth -= 1 }
        let (elements, end) = try parseCommaList(closedBy: .rightBracket) { parser throws(ScriptError) in
            let element = try parser.parseExpression()
            if parser.check(.colon) {
                // `["sm": 8]`: a Swift dictionary.
                throw ScriptError(
                    .swiftHabit(
                        "there are no dictionaries: a list holds values, not 'key: value' pairs",
                        hint: "give each value a name (let small = 8), or pick by index from a list: [8, 12, 16][1]",
                        at: parser.peek.range))
            }
            return element
        }
        return Expr(.list(elements), SourceRange(start: start, end: end))
    }

    /// parenthesized = "(" , expression , ")" ;  the expression's range grows to the parentheses.
    private mutating func parseParenthesized() throws(ScriptError) -> Expr {
        let open = current
        let start = tokens[current].range.start
        try enterNesting()
        defer { depth -= 1 }
        skip()
        var expression = try parseExpression(after: "'('")
        expression.range = SourceRange(start: start, end: try expectCloser(.rightParenthesis, of: open))
        return expression
    }

    /// string = '"' , { stringCharacter | escape | interpolation } , '"' ;
    ///
    /// The lexer has already split the literal into text and interpolation tokens.
    private mutating func parseString() throws(ScriptError) -> Expr {
        let start = tokens[current].range.start
        skip()
        var parts: [StringPart] = []
        while true {
            switch peekKind {
            case .stringText(let text):
                skip()
                parts.append(.literal(text))
            case .interpolationStart:
                parts.append(.interpolation(try parseInterpolation()))
            case .stringEnd:
                skip()
                return Expr(.string(parts), SourceRange(start: start, end: lastEnd))
            default:
                // Only the cut at a lexical error gets here; that error replaces this one.
                throw ScriptError(.unterminatedString(at: start))
            }
        }
    }

    /// interpolation = "\(" , expression , ")" ;
    private mutating func parseInterpolation() throws(ScriptError) -> Expr {
        let open = current
        try enterNesting()
        defer { depth -= 1 }
        skip()
        let expression = try parseExpression(after: "'\\('")
        guard peekKind == .interpolationEnd else { throw ScriptError(.unclosed(tokens[open], found: found)) }
        skip()
        return expression
    }
}
