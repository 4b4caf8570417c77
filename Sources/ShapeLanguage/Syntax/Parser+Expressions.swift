// The expression rules of grammar.ebnf, from the lowest precedence to the highest.
//
// Every operator and suffix adds a level of nesting while the rest of its expression is read,
// so the height of the tree, not only the bracket depth, stays within `maxNestingDepth`: a
// 100,000-term sum is refused here rather than overflowing the stack of whatever walks it.

extension Parser {
    /// expression = orExpression ;
    ///
    /// `context` names what the expression follows (`'='`, `'width'`), for the error when the
    /// next token cannot start one.
    mutating func parseExpression(after context: String? = nil) throws(ScriptError) -> Expr {
        if let context, !canStartExpression(peek) {
            throw ScriptError(.expectedExpression(found: found, after: context))
        }
        return try parseOrExpression()
    }

    private func canStartExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .number, .stringStart, .keyword(.true), .keyword(.false): true
        case .symbol(let symbol): [.dot, .leftBracket, .leftParenthesis, .minus, .bang].contains(symbol)
        default: false
        }
    }

    /// orExpression = andExpression , { "||" , andExpression } ;
    private mutating func parseOrExpression() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var left = try parseAndExpression()
        while let operatorToken = match(.pipePipe) {
            try enterNesting(at: operatorToken)
            let right = try parseAndExpression()
            left = Expr(.binary(.or, left, right), left.range.union(right.range))
        }
        return left
    }

    /// andExpression = comparison , { "&&" , comparison } ;
    private mutating func parseAndExpression() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var left = try parseComparison()
        while let operatorToken = match(.ampersandAmpersand) {
            try enterNesting(at: operatorToken)
            let right = try parseComparison()
            left = Expr(.binary(.and, left, right), left.range.union(right.range))
        }
        return left
    }

    /// comparison = rangeExpression , [ comparisonOperator , rangeExpression ] ;
    /// comparisonOperator = "==" | "!=" | "<" | "<=" | ">" | ">=" ;
    private mutating func parseComparison() throws(ScriptError) -> Expr {
        let left = try parseRangeExpression()
        guard let symbol = peek.symbol, symbol.isComparison, let comparison = symbol.binaryOperator else {
            return left
        }
        try enterNesting(at: advance())
        defer { depth -= 1 }
        let right = try parseRangeExpression()
        if let next = peek.symbol, next.isComparison { throw ScriptError(.chainedComparison(peek)) }
        return Expr(.binary(comparison, left, right), left.range.union(right.range))
    }

    /// rangeExpression = additive , [ ( "..<" | "..." ) , additive ] ;
    private mutating func parseRangeExpression() throws(ScriptError) -> Expr {
        let left = try parseAdditive()
        guard let symbol = peek.symbol, symbol == .halfOpenRange || symbol == .closedRange else { return left }
        try enterNesting(at: advance())
        defer { depth -= 1 }
        let right = try parseAdditive()
        if check(.halfOpenRange) || check(.closedRange) { throw ScriptError(.chainedRange(peek)) }
        return Expr(.range(left, right, closed: symbol == .closedRange), left.range.union(right.range))
    }

    /// additive = multiplicative , { ( "+" | "-" ) , multiplicative } ;
    private mutating func parseAdditive() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var left = try parseMultiplicative()
        while let symbol = peek.symbol, symbol == .plus || symbol == .minus, let operation = symbol.binaryOperator {
            try enterNesting(at: advance())
            let right = try parseMultiplicative()
            left = Expr(.binary(operation, left, right), left.range.union(right.range))
        }
        return left
    }

    /// multiplicative = unary , { ( "*" | "/" | "%" ) , unary } ;
    private mutating func parseMultiplicative() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var left = try parseUnary()
        while let symbol = peek.symbol, symbol == .star || symbol == .slash || symbol == .percent,
            let operation = symbol.binaryOperator
        {
            try enterNesting(at: advance())
            let right = try parseUnary()
            left = Expr(.binary(operation, left, right), left.range.union(right.range))
        }
        return left
    }

    /// unary = ( "-" | "!" ) , unary | postfix ;
    ///
    /// Read with a loop rather than recursion: the operators are collected, then applied from
    /// the innermost out.
    private mutating func parseUnary() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var operators: [Token] = []
        while check(.minus) || check(.bang) {
            let operatorToken = advance()
            try enterNesting(at: operatorToken)
            operators.append(operatorToken)
        }
        var operand = try parsePostfix()
        for operatorToken in operators.reversed() {
            let operation: UnaryOperator = operatorToken.symbol == .minus ? .negate : .not
            operand = Expr(.unary(operation, operand), SourceRange(start: operatorToken.range.start, end: operand.range.end))
        }
        return operand
    }

    /// postfix = primary , { callSuffix | memberSuffix | subscriptSuffix } ;
    private mutating func parsePostfix() throws(ScriptError) -> Expr {
        let outerDepth = depth
        defer { depth = outerDepth }
        var expression = try parsePrimary()
        while true {
            if check(.leftParenthesis) {
                expression = try parseCallSuffix(callee: expression)
            } else if check(.dot) {
                expression = try parseMemberSuffix(base: expression)
            } else if check(.leftBracket) {
                expression = try parseSubscriptSuffix(base: expression)
            } else {
                return expression
            }
        }
    }

    /// callSuffix = "(" , [ argumentList ] , ")" ;
    /// argumentList = argument , { "," , argument } , [ "," ] ;
    private mutating func parseCallSuffix(callee: Expr) throws(ScriptError) -> Expr {
        let open = advance()
        try enterNesting(at: open)
        var arguments: [Argument] = []
        while !check(.rightParenthesis) {
            arguments.append(try parseArgument())
            if match(.comma) == nil { break }
        }
        let close = try expectCloser(.rightParenthesis, of: open)
        return Expr(.call(callee, arguments), SourceRange(start: callee.range.start, end: close.range.end))
    }

    /// memberSuffix = "." , label ;
    private mutating func parseMemberSuffix(base: Expr) throws(ScriptError) -> Expr {
        try enterNesting(at: advance())
        let name = try parseMemberName()
        return Expr(.member(base, name.text), SourceRange(start: base.range.start, end: name.range.end))
    }

    /// subscriptSuffix = "[" , expression , "]" ;
    private mutating func parseSubscriptSuffix(base: Expr) throws(ScriptError) -> Expr {
        let open = advance()
        try enterNesting(at: open)
        let index = try parseExpression(after: "'['")
        let close = try expectCloser(.rightBracket, of: open)
        return Expr(.subscript(base, index), SourceRange(start: base.range.start, end: close.range.end))
    }

    /// argument = [ label , ":" ] , expression ;
    mutating func parseArgument(after context: String? = nil) throws(ScriptError) -> Argument {
        let start = peek.range.start
        var label: String?
        if let text = peek.labelText, peek(1).kind == .symbol(.colon) {
            advance()
            let colon = advance()
            label = text
            let value = try parseExpression(after: "'\(colon.lexeme)'")
            return Argument(label: label, value: value, range: SourceRange(start: start, end: value.range.end))
        }
        let value = try parseExpression(after: context)
        return Argument(label: nil, value: value, range: value.range)
    }

    /// label = identifier | keyword ;  the name after a `.`.
    private mutating func parseMemberName() throws(ScriptError) -> Name {
        let token = peek
        guard let text = token.labelText else { throw ScriptError(.expectedMemberName(found: found)) }
        advance()
        return Name(text, token.range)
    }

    /// primary = number | string | "true" | "false" | identifier | implicitMember | list
    ///         | parenthesized ;
    private mutating func parsePrimary() throws(ScriptError) -> Expr {
        let token = peek
        switch token.kind {
        case .number(let value):
            advance()
            return Expr(.number(value), token.range)
        case .stringStart:
            return try parseString()
        case .keyword(.true), .keyword(.false):
            advance()
            return Expr(.bool(token.kind == .keyword(.true)), token.range)
        case .identifier(let name):
            advance()
            return Expr(.identifier(name), token.range)
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
        let dot = advance()
        let name = try parseMemberName()
        return Expr(.implicitMember(name.text), SourceRange(start: dot.range.start, end: name.range.end))
    }

    /// list = "[" , [ expression , { "," , expression } , [ "," ] ] , "]" ;
    private mutating func parseList() throws(ScriptError) -> Expr {
        let open = advance()
        try enterNesting(at: open)
        defer { depth -= 1 }
        var elements: [Expr] = []
        while !check(.rightBracket) {
            elements.append(try parseExpression())
            if match(.comma) == nil { break }
        }
        let close = try expectCloser(.rightBracket, of: open)
        return Expr(.list(elements), SourceRange(start: open.range.start, end: close.range.end))
    }

    /// parenthesized = "(" , expression , ")" ;  the expression's range grows to the parentheses.
    private mutating func parseParenthesized() throws(ScriptError) -> Expr {
        let open = advance()
        try enterNesting(at: open)
        defer { depth -= 1 }
        var expression = try parseExpression(after: "'('")
        let close = try expectCloser(.rightParenthesis, of: open)
        expression.range = SourceRange(start: open.range.start, end: close.range.end)
        return expression
    }

    /// string = '"' , { stringCharacter | escape | interpolation } , '"' ;
    ///
    /// The lexer has already split the literal into text and interpolation tokens.
    private mutating func parseString() throws(ScriptError) -> Expr {
        let open = advance()
        var parts: [StringPart] = []
        while true {
            let token = peek
            switch token.kind {
            case .stringText(let text):
                advance()
                parts.append(.literal(text))
            case .interpolationStart:
                parts.append(.interpolation(try parseInterpolation()))
            case .stringEnd:
                advance()
                return Expr(.string(parts), SourceRange(start: open.range.start, end: token.range.end))
            default:
                // Only the cut at a lexical error gets here; that error replaces this one.
                throw ScriptError(.unterminatedString(at: open.range.start))
            }
        }
    }

    /// interpolation = "\(" , expression , ")" ;
    private mutating func parseInterpolation() throws(ScriptError) -> Expr {
        let open = advance()
        try enterNesting(at: open)
        defer { depth -= 1 }
        let expression = try parseExpression(after: "'\\('")
        guard peek.kind == .interpolationEnd else { throw ScriptError(.unclosed(open, found: found)) }
        advance()
        return expression
    }
}
