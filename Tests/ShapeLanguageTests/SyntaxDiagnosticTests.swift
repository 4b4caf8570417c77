// Syntax mistakes and what the user is told: the code, the message, where the caret goes, the hint;
// then how a diagnostic is laid out for a terminal, and the "did you mean" matcher.

import Testing

@testable import ShapeLanguage

/// One mistake and the diagnostic it must produce.
struct SyntaxMistake: Sendable, CustomTestStringConvertible {
    var source: String
    var code: String
    var message: String
    /// `line:col` of the caret.
    var location: String
    var hint: String?
    var maxNestingDepth = 256

    var testDescription: String { message }
}

private func diagnose(_ source: String, maxNestingDepth: Int = 256) -> Diagnostic? {
    var parser = Parser(source: source, file: "card.shape", maxNestingDepth: maxNestingDepth)
    do {
        _ = try parser.parseProgram()
        return nil
    } catch {
        return error.diagnostic
    }
}

@Suite struct SyntaxDiagnosticTests {
    static let mistakes: [SyntaxMistake] = [
        // Lexical
        SyntaxMistake(
            source: "let x = 1 @ 2", code: "syntax.unexpected-character", message: "unexpected character '@'",
            location: "1:11"),
        SyntaxMistake(
            source: "let x = 1\u{0}", code: "syntax.unexpected-character", message: "unexpected character U+0000",
            location: "1:10"),
        SyntaxMistake(
            source: "let s = \u{201C}hi\u{201D}", code: "syntax.unexpected-character",
            message: "unexpected character '\u{201C}' (U+201C)", location: "1:9",
            hint: "use straight double quotes '\"' around strings"),
        SyntaxMistake(
            source: "let x = a & b", code: "syntax.unexpected-character", message: "unexpected character '&'",
            location: "1:11", hint: "did you mean '&&'?"),
        SyntaxMistake(
            source: "let r = 0..5", code: "syntax.unknown-operator", message: "unknown operator '..'",
            location: "1:10", hint: "use '..<' for a half-open range or '...' for a closed one"),
        SyntaxMistake(
            source: "print \"abc\nprint 1", code: "syntax.unterminated-string", message: "unterminated string",
            location: "1:7", hint: "close it with '\"' on the same line; write '\\n' for a line break"),
        SyntaxMistake(
            source: "let x = 1 /* a /* b */\nlet y = 2", code: "syntax.unterminated-comment",
            message: "unterminated block comment", location: "1:11",
            hint: "close it with '*/'; block comments nest, so each '/*' needs its own '*/'"),
        SyntaxMistake(
            source: "let s = \"a\\qb\"", code: "syntax.invalid-escape", message: "invalid escape sequence '\\q'",
            location: "1:11",
            hint: "the escapes are \\n, \\t, \\r, \\0, \\\", \\\\, \\u{…} and \\(…); write '\\\\' for a backslash"),
        SyntaxMistake(
            source: "let s = \"\\u{D800}\"", code: "syntax.invalid-unicode-escape",
            message: "invalid unicode escape '\\u{D800}'", location: "1:10",
            hint: "write one to eight hex digits naming a Unicode scalar, as in '\\u{1F600}'"),
        SyntaxMistake(
            source: "let s = \"a \\(b\nprint s", code: "syntax.unterminated-interpolation",
            message: "unterminated interpolation", location: "1:12",
            hint: "close it with ')' and the string with '\"', on the same line"),
        SyntaxMistake(
            source: "let n = 1.2.3", code: "syntax.malformed-number", message: "malformed number '1.2.3'",
            location: "1:9", hint: "a number has at most one '.'"),
        SyntaxMistake(
            source: "let n = 1e", code: "syntax.malformed-number", message: "malformed number '1e'", location: "1:9",
            hint: "an exponent needs digits, as in '1e3' or '2.5E-2'"),
        SyntaxMistake(
            source: "size 360x260", code: "syntax.malformed-number", message: "malformed number '360x260'",
            location: "1:6", hint: "put spaces around the 'x': 'size 360 x 260'"),
        // The run goes on a scalar at a time: a two-byte letter is taken whole (found by fuzzing:
        // the lexer stepped into the middle of 'é' and read past the end).
        SyntaxMistake(
            source: "let n = 1kindmé", code: "syntax.malformed-number", message: "malformed number '1kindmé'",
            location: "1:9", hint: "a name cannot start with a digit, and numbers take no units"),
        SyntaxMistake(
            source: "let n = 3éé + 1", code: "syntax.malformed-number", message: "malformed number '3éé'",
            location: "1:9", hint: "a name cannot start with a digit, and numbers take no units"),
        SyntaxMistake(
            source: "let n = 1e999", code: "syntax.number-too-large", message: "number '1e999' is too large",
            location: "1:9"),
        // Expressions
        SyntaxMistake(
            source: "if a { let x = 1 + }", code: "syntax.expected-expression",
            message: "expected an expression, found '}'", location: "1:20"),
        SyntaxMistake(
            source: "width\nheight 3", code: "syntax.expected-expression",
            message: "expected an expression after 'width', found a new line", location: "1:6"),
        SyntaxMistake(
            source: "let x = max(1, 2\nprint x", code: "syntax.unclosed-bracket",
            message: "')' expected to close '(' at 1:12", location: "2:1"),
        SyntaxMistake(
            source: "let l = [1, 2\n", code: "syntax.unclosed-bracket", message: "']' expected to close '[' at 1:9",
            location: "1:14"),
        SyntaxMistake(
            source: "if a {\n  print a\n", code: "syntax.unclosed-bracket",
            message: "'}' expected to close '{' at 1:6", location: "2:10"),
        SyntaxMistake(
            source: "print \"\\(a b)\"", code: "syntax.unclosed-bracket", message: "')' expected to close '\\(' at 1:8",
            location: "1:12"),
        SyntaxMistake(
            source: "let x = 1)", code: "syntax.unexpected-closing-bracket", message: "unexpected ')' with no '(' open",
            location: "1:10"),
        SyntaxMistake(
            source: "let a = 1\n}", code: "syntax.unexpected-closing-bracket",
            message: "unexpected '}' with no '{' open", location: "2:1"),
        SyntaxMistake(
            source: "let b = a < b < c", code: "syntax.chained-comparison",
            message: "comparison operators cannot be chained", location: "1:15",
            hint: "join two comparisons with '&&', as in 'a < b && b < c'"),
        SyntaxMistake(
            source: "let r = 0..<1..<2", code: "syntax.chained-range", message: "range operators cannot be chained",
            location: "1:14", hint: "a range has one lower and one upper bound, as in '0..<n'"),
        SyntaxMistake(
            source: "let x = .5", code: "syntax.expected-member",
            message: "expected a member name after '.', found '5'",
            location: "1:10", hint: "write a number with a leading zero: '0.5'"),
        // Statements
        SyntaxMistake(
            source: "if a print a", code: "syntax.expected-block",
            message: "expected '{' after the 'if' condition, found 'print'", location: "1:6"),
        SyntaxMistake(
            source: "if a\n{ }", code: "syntax.expected-block",
            message: "expected '{' after the 'if' condition, found a new line", location: "1:5",
            hint: "put the '{' on the same line"),
        SyntaxMistake(
            source: "if a = 1 { }", code: "syntax.unexpected-assignment", message: "unexpected '='", location: "1:6",
            hint: "did you mean '=='?"),
        SyntaxMistake(
            source: "for i 0..<3 { }", code: "syntax.expected-in", message: "expected 'in' after 'for i', found '0'",
            location: "1:7", hint: "write 'for i in sequence { … }'"),
        SyntaxMistake(
            source: "let 3 = x", code: "syntax.expected-name", message: "expected a name after 'let', found '3'",
            location: "1:5"),
        SyntaxMistake(
            source: "func (x) { }", code: "syntax.expected-name", message: "expected a name after 'func', found '('",
            location: "1:6"),
        SyntaxMistake(
            source: "let x", code: "syntax.expected-equals",
            message: "expected '=' after 'let x', found the end of the input", location: "1:6",
            hint: "give it a value: 'let x = …'"),
        SyntaxMistake(
            source: "let for = 1", code: "syntax.keyword-as-name", message: "'for' is a keyword and cannot be a name",
            location: "1:5", hint: "choose another name, such as 'forValue'"),
        SyntaxMistake(
            source: "f() = 3", code: "syntax.not-assignable", message: "cannot assign to this expression",
            location: "1:1", hint: "assign to a name ('x'), a member ('card.x') or an element ('list[0]')"),
        SyntaxMistake(
            source: "size 360 260", code: "syntax.size-without-x",
            message: "expected 'x' between the width and the height of 'size', found '260'", location: "1:10",
            hint: "write 'size 360 x 260'"),
        SyntaxMistake(
            source: "let a = 1\nelse { }", code: "syntax.else-without-if", message: "'else' without 'if'",
            location: "2:1", hint: "'else' follows the '}' that closes an 'if' block"),
        SyntaxMistake(
            source: "return 1", code: "syntax.return-outside-function", message: "'return' outside a function",
            location: "1:1"),
        SyntaxMistake(
            source: "for i in x { func f() { continue } }", code: "syntax.outside-loop",
            message: "'continue' outside a loop", location: "1:25"),
        SyntaxMistake(
            source: "let a = 1 let b = 2", code: "syntax.expected-statement-end",
            message: "expected a new line or ';' after the statement, found 'let'", location: "1:11"),
        SyntaxMistake(
            source: "fucn area() { }", code: "syntax.expected-statement-end",
            message: "expected a new line or ';' after the statement, found 'area'", location: "1:6",
            hint: "did you mean 'func'?"),
        SyntaxMistake(
            source: "func f(x y z) { }", code: "syntax.unclosed-bracket", message: "')' expected to close '(' at 1:7",
            location: "1:12"),
        SyntaxMistake(
            source: "func f(1) { }", code: "syntax.expected-parameter", message: "expected a parameter name, found '1'",
            location: "1:8",
            hint: "parameters are written 'name', '_ name' or 'label name', each with an optional '= default'"),
        SyntaxMistake(
            source: "offset 1 2", code: "syntax.expected",
            message: "expected ',' between the two values of 'offset', found '2'", location: "1:10"),
        SyntaxMistake(
            source: "label \"a\", 14", code: "syntax.expected-label",
            message: "expected a labelled option such as 'size: 14', found '14'", location: "1:12"),
        SyntaxMistake(
            source: "import name", code: "syntax.expected",
            message: "expected a file path string after 'import', found 'name'", location: "1:8"),
        SyntaxMistake(
            source: "import \"\\(x).shape\"", code: "syntax.interpolated-import",
            message: "an import path cannot contain an interpolation", location: "1:9"),
        SyntaxMistake(
            source: "let x = (((1)))", code: "limit.nesting", message: "nesting deeper than 2 levels", location: "1:11",
            hint: "each bracket, block, operator and call adds a level",
            maxNestingDepth: 2),
    ]

    @Test(arguments: mistakes)
    func mistake(_ mistake: SyntaxMistake) throws {
        let diagnostic = try #require(diagnose(mistake.source, maxNestingDepth: mistake.maxNestingDepth))
        #expect(diagnostic.code.rawValue == mistake.code)
        #expect(diagnostic.message == mistake.message)
        #expect(diagnostic.location.description == mistake.location)
        #expect(diagnostic.hint == mistake.hint)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == "card.shape")
    }

    @Test func atLeastTwentyFiveDistinctMistakesAreCovered() {
        #expect(Set(Self.mistakes.map(\.message)).count >= 25)
        #expect(Set(Self.mistakes.map(\.code)).count >= 25)
    }

    @Test func anEarlierSyntaxErrorComesBeforeALaterLexicalOne() {
        #expect(diagnose("let = 1\nlet s = \"open")?.code.rawValue == "syntax.expected-name")
        #expect(diagnose("let x = 1\nlet s = \"open")?.code.rawValue == "syntax.unterminated-string")
    }

    // MARK: - Did you mean

    @Test func theNearestNameIsSuggested() {
        #expect(closestMatch(to: "concentrc", among: ["concentric", "continuous", "circular"]) == "concentric")
        #expect(closestMatch(to: "fucn", among: Keyword.allCases.map(\.rawValue)) == "func")
        #expect(closestMatch(to: "roundedrectangle", among: ["RoundedRectangle", "Rectangle"]) == "RoundedRectangle")
        #expect(closestMatch(to: "paddng", among: CommandWord.allCases.map(\.rawValue)) == "padding")
    }

    @Test func farNamesAndTheNameItselfAreNotSuggested() {
        #expect(closestMatch(to: "xyz", among: ["width", "height"]) == nil)
        #expect(closestMatch(to: "width", among: ["width"]) == nil)
        #expect(closestMatch(to: "ab", among: [String]()) == nil)
    }

    @Test func tiesAreBrokenTheSameWayWhateverTheOrder() {
        #expect(closestMatch(to: "cat", among: ["car", "bat"]) == "bat")
        #expect(closestMatch(to: "cat", among: ["bat", "car"]) == "bat")
        #expect(closestMatch(to: "Widht", among: ["WIDTH", "width", "Width"]) == "Width")
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(editDistance(Array("fucn"), Array("func")) == 1)
        #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(editDistance([], Array("abc")) == 3)
    }
}
