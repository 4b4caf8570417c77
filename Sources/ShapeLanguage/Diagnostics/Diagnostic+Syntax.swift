// Every message the lexer and the parser can give, in one place and one voice:
// lower-case, short, tokens in single quotes, a hint where one helps.

extension Diagnostic {
    private static func syntax(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, range: range, hint: hint)
    }

    /// Source text cut down to a readable length for a message.
    static func abbreviated(_ text: String, limit: Int = 32) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    // MARK: - Lexical errors

    /// A character that starts no token: `@`, a NUL byte, a curly quote.
    static func unexpectedCharacter(_ scalar: Unicode.Scalar, range: SourceRange) -> Diagnostic {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let shown: String
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .privateUse, .surrogate, .unassigned:
            shown = code
        default:
            shown = scalar.isASCII ? "'\(scalar)'" : "'\(scalar)' (\(code))"
        }
        let hint: String? =
            switch scalar {
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}": "use straight double quotes '\"' around strings"
            case "'", "\u{2018}", "\u{2019}": "strings use double quotes: \"text\""
            case "&": "did you mean '&&'?"
            case "|": "did you mean '||'?"
            case "#": "comments start with '//'"
            case "?": "there is no '?:' operator; use 'if' and 'else'"
            case "\\": "a backslash starts an escape only inside a string"
            case "\u{2212}": "did you mean '-'?"
            case "\u{00D7}": "did you mean '*', or the 'x' of 'size 360 x 260'?"
            case "\u{00A0}": "this is a no-break space; use an ordinary space"
            default: nil
            }
        return syntax(.syntaxUnexpectedCharacter, "unexpected character \(shown)", range, hint: hint)
    }

    /// `..`, which is neither range operator.
    static func unknownOperator(_ text: String, range: SourceRange) -> Diagnostic {
        syntax(
            .syntaxUnknownOperator, "unknown operator '\(text)'", range,
            hint: "use '..<' for a half-open range or '...' for a closed one")
    }

    /// A string still open at the end of its line; the caret goes under the opening quote.
    static func unterminatedString(at opener: SourceLocation) -> Diagnostic {
        syntax(
            .syntaxUnterminatedString, "unterminated string", SourceRange(start: opener, end: opener.movedBy(1)),
            hint: "close it with '\"' on the same line; write '\\n' for a line break")
    }

    /// A `/*` without its `*/`; the caret goes under the opener.
    static func unterminatedComment(at opener: SourceLocation) -> Diagnostic {
        syntax(
            .syntaxUnterminatedComment, "unterminated block comment",
            SourceRange(start: opener, end: opener.movedBy(2)),
            hint: "close it with '*/'; block comments nest, so each '/*' needs its own '*/'")
    }

    /// `\q` in a string.
    static func invalidEscape(_ text: String, range: SourceRange) -> Diagnostic {
        syntax(
            .syntaxInvalidEscape, "invalid escape sequence '\(text)'", range,
            hint: "the escapes are \\n, \\t, \\r, \\0, \\\", \\\\, \\u{…} and \\(…); write '\\\\' for a backslash")
    }

    /// `\u{D800}`, `\u{}`, `\u1F600`.
    static func invalidUnicodeEscape(_ text: String, range: SourceRange) -> Diagnostic {
        syntax(
            .syntaxInvalidUnicodeEscape, "invalid unicode escape '\(Diagnostic.abbreviated(text))'", range,
            hint: "write one to eight hex digits naming a Unicode scalar, as in '\\u{1F600}'")
    }

    /// `"\(x` at the end of a line; the caret goes under the `\(`.
    static func unterminatedInterpolation(at opener: SourceLocation) -> Diagnostic {
        syntax(
            .syntaxUnterminatedInterpolation, "unterminated interpolation",
            SourceRange(start: opener, end: opener.movedBy(2)),
            hint: "close it with ')' and the string with '\"', on the same line")
    }

    /// `1.2.3`, `1e`, `360x260`, `12px`.
    static func malformedNumber(_ text: String, range: SourceRange, exponentIsIncomplete: Bool) -> Diagnostic {
        let hint: String
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isNumber } }) {
            hint = "put spaces around the 'x': 'size \(parts[0]) x \(parts[1])'"
        } else if text.hasPrefix("0x") || text.hasPrefix("0X") {
            hint = "numbers are decimal; there are no hexadecimal literals"
        } else if text.filter({ $0 == "." }).count > 1 {
            hint = "a number has at most one '.'"
        } else if exponentIsIncomplete {
            hint = "an exponent needs digits, as in '1e3' or '2.5E-2'"
        } else {
            hint = "a name cannot start with a digit, and numbers take no units"
        }
        return syntax(.syntaxMalformedNumber, "malformed number '\(abbreviated(text))'", range, hint: hint)
    }

    /// `1e999`.
    static func numberTooLarge(_ text: String, range: SourceRange) -> Diagnostic {
        syntax(.syntaxNumberTooLarge, "number '\(abbreviated(text))' is too large", range)
    }

    // MARK: - Syntax errors

    /// A token that cannot start an expression where one is needed.
    static func expectedExpression(found: Token, after context: String? = nil) -> Diagnostic {
        let after = context.map { " after \($0)" } ?? ""
        return syntax(.syntaxExpectedExpression, "expected an expression\(after), found \(found.quoted)", found.range)
    }

    /// `(`, `[`, `{` or `\(` not closed where `found` stands; Lua's check_match.
    static func unclosed(_ opener: Token, found: Token) -> Diagnostic {
        let closer: String =
            switch opener.kind {
            case .symbol(.leftBracket): "]"
            case .symbol(.leftBrace): "}"
            default: ")"
            }
        return syntax(
            .syntaxUnclosedBracket, "'\(closer)' expected to close '\(opener.lexeme)' at \(opener.range.start)",
            found.range)
    }

    /// `)`, `]` or `}` with nothing open to close.
    static func unexpectedClosingBracket(_ token: Token) -> Diagnostic {
        let opener: String =
            switch token.kind {
            case .symbol(.rightBracket): "["
            case .symbol(.rightBrace): "{"
            default: "("
            }
        return syntax(
            .syntaxUnexpectedClosingBracket, "unexpected '\(token.lexeme)' with no '\(opener)' open", token.range)
    }

    /// `if x` then a new line or anything but `{`.
    static func expectedBlock(after context: String, found: Token) -> Diagnostic {
        syntax(
            .syntaxExpectedBlock, "expected '{' after \(context), found \(found.quoted)", found.range,
            hint: found.kind == .newline ? "put the '{' on the same line" : nil)
    }

    /// `for i 0..<3`.
    static func expectedIn(after context: String, found: Token) -> Diagnostic {
        syntax(
            .syntaxExpectedIn, "expected 'in' after '\(context)', found \(found.quoted)", found.range,
            hint: "write 'for \(context.dropFirst(4)) in sequence { … }'")
    }

    /// `let 3 = x`, `func (x)`.
    static func expectedName(after context: String, found: Token) -> Diagnostic {
        syntax(.syntaxExpectedName, "expected a name after \(context), found \(found.quoted)", found.range)
    }

    /// `let for = 1`, `for in in x`.
    static func keywordAsName(_ token: Token) -> Diagnostic {
        syntax(
            .syntaxKeywordAsName, "'\(token.lexeme)' is a keyword and cannot be a name", token.range,
            hint: "choose another name, such as '\(token.lexeme)Value'")
    }

    /// `let x 3`.
    static func expectedEquals(after context: String, found: Token) -> Diagnostic {
        syntax(
            .syntaxExpectedEquals, "expected '=' after '\(context)', found \(found.quoted)", found.range,
            hint: "give it a value: '\(context) = …'")
    }

    /// `f() = 3`, `a + b += 1`.
    static func notAssignable(_ range: SourceRange) -> Diagnostic {
        syntax(
            .syntaxNotAssignable, "cannot assign to this expression", range,
            hint: "assign to a name ('x'), a member ('card.x') or an element ('list[0]')")
    }

    /// `a < b < c`; the caret goes under the second operator.
    static func chainedComparison(_ operatorToken: Token) -> Diagnostic {
        syntax(
            .syntaxChainedComparison, "comparison operators cannot be chained", operatorToken.range,
            hint: "join two comparisons with '&&', as in 'a < b && b < c'")
    }

    /// `0..<5..<9`; the caret goes under the second operator.
    static func chainedRange(_ operatorToken: Token) -> Diagnostic {
        syntax(
            .syntaxChainedRange, "range operators cannot be chained", operatorToken.range,
            hint: "a range has one lower and one upper bound, as in '0..<n'")
    }

    /// `size 360 260`, `size 360 by 260`.
    static func sizeWithoutX(found: Token) -> Diagnostic {
        syntax(
            .syntaxSizeWithoutX, "expected 'x' between the width and the height of 'size', found \(found.quoted)",
            found.range, hint: "write 'size 360 x 260'")
    }

    /// An `else` that follows no `if` block.
    static func elseWithoutIf(_ token: Token) -> Diagnostic {
        syntax(
            .syntaxElseWithoutIf, "'else' without 'if'", token.range,
            hint: "'else' follows the '}' that closes an 'if' block")
    }

    /// `return` at top level or in a node block outside any function.
    static func returnOutsideFunction(_ token: Token) -> Diagnostic {
        syntax(.syntaxReturnOutsideFunction, "'return' outside a function", token.range)
    }

    /// `break` or `continue` outside a loop body.
    static func outsideLoop(_ token: Token) -> Diagnostic {
        syntax(.syntaxOutsideLoop, "'\(token.lexeme)' outside a loop", token.range)
    }

    /// `if a = 1`, `print x = 2`: an assignment operator inside an expression.
    static func unexpectedAssignment(_ token: Token) -> Diagnostic {
        syntax(
            .syntaxUnexpectedAssignment, "unexpected '\(token.lexeme)'", token.range,
            hint: token.symbol == .equal
                ? "did you mean '=='?" : "an assignment is a statement of its own, not part of an expression")
    }

    /// Two statements on one line: `let a = 1 let b = 2`.
    static func expectedStatementEnd(found: Token, suggestion: String? = nil) -> Diagnostic {
        syntax(
            .syntaxExpectedStatementEnd, "expected a new line or ';' after the statement, found \(found.quoted)",
            found.range, hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A specific token missing: `expected '(' after 'func f', found '{'`.
    static func expected(_ what: String, _ context: String, found: Token) -> Diagnostic {
        syntax(.syntaxExpected, "expected \(what) \(context), found \(found.quoted)", found.range)
    }

    /// `x.`, `x.3`, or `.5` (`implicit`: a dot with nothing before it).
    static func expectedMemberName(found: Token, implicit: Bool) -> Diagnostic {
        var hint: String?
        if implicit, case .number = found.kind { hint = "write a number with a leading zero: '0.\(found.lexeme)'" }
        return syntax(
            .syntaxExpectedMember, "expected a member name after '.', found \(found.quoted)", found.range, hint: hint)
    }

    /// `func f(1)`, `func f(_)`.
    static func expectedParameter(found: Token) -> Diagnostic {
        syntax(
            .syntaxExpectedParameter, "expected a parameter name, found \(found.quoted)", found.range,
            hint: "parameters are written 'name', '_ name' or 'label name', each with an optional '= default'")
    }

    /// `label "Photo", 14` where a labelled option belongs.
    static func expectedLabel(found: Token) -> Diagnostic {
        syntax(
            .syntaxExpectedLabel, "expected a labelled option such as 'size: 14', found \(found.quoted)", found.range)
    }

    /// `import "\(name).shape"`.
    static func interpolatedImportPath(_ range: SourceRange) -> Diagnostic {
        syntax(.syntaxInterpolatedImport, "an import path cannot contain an interpolation", range)
    }

    /// The note after the last error shown, when a file has more than one run reports.
    static func moreErrors(_ count: Int, after last: Diagnostic) -> Diagnostic {
        Diagnostic(
            .note, code: .errorMore, message: "and \(count) more error\(count == 1 ? "" : "s")", range: last.range,
            file: last.file)
    }

    // MARK: - Limits

    /// Brackets, blocks and operators nested past the parser's limit.
    /// What a SwiftUI hand writes by habit, with the way to write it here.
    static func swiftHabit(_ message: String, hint: String, at range: SourceRange) -> Diagnostic {
        syntax(.syntaxSwiftHabit, message, range, hint: hint)
    }

    /// A `{` starting a statement: in Swift it may follow on the next line; here it may not.
    static func blockOnItsOwnLine(_ token: Token) -> Diagnostic {
        syntax(
            .syntaxBlockOnItsOwnLine, "a block starts on the line of what it belongs to, not on a line of its own",
            token.range, hint: "move the '{' up: shape card = RoundedRectangle(cornerRadius: 24) {")
    }

    static func chainTooLong(limit: Int, range: SourceRange) -> Diagnostic {
        Diagnostic(
            .error, code: .limitExpression, message: "an expression of more than \(limit) operators in a row",
            range: range, hint: "add the terms in a loop, or split the sum: let a = …; let b = …; a + b")
    }

    static func nestingTooDeep(limit: Int, range: SourceRange) -> Diagnostic {
        Diagnostic(
            .error, code: .limitNesting, message: "nesting deeper than \(limit) levels", range: range,
            hint: "each bracket, block, operator and call adds a level")
    }
}
