// The lexer: tokens, values, positions, and where line breaks end statements.

import Foundation
import Testing

@testable import ShapeLanguage

/// The tokens of `source` in a compact form: `kw:let id:x = num:1 ⏎ …`, without the end of input.
private func tokens(_ source: String) throws -> String {
    var lexer = Lexer(source: source)
    return try lexer.tokenize().dropLast().map(render).joined(separator: " ")
}

private func render(_ token: Token) -> String {
    switch token.kind {
    case .identifier(let name): "id:\(name)"
    case .keyword(let keyword): "kw:\(keyword.rawValue)"
    case .number(let value): "num:\(value)"
    case .stringStart: "“"
    case .stringText(let text): "text:\(text)"
    case .interpolationStart: "\\("
    case .interpolationEnd: ")\\"
    case .stringEnd: "”"
    case .symbol(let symbol): symbol.rawValue
    case .newline: "⏎"
    case .endOfInput: "EOF"
    }
}

private func lexError(_ source: String) -> Diagnostic? {
    var lexer = Lexer(source: source)
    do {
        _ = try lexer.tokenize()
        return nil
    } catch {
        return error.diagnostic
    }
}

@Suite struct LexerTests {
    @Test func aStatement() throws {
        #expect(try tokens("let inset = 12") == "kw:let id:inset = num:12.0")
        #expect(try tokens("") == "")
    }

    @Test func theEndOfInputComesLastAndIsEmpty() throws {
        var lexer = Lexer(source: "a\n")
        let all = try lexer.tokenize()
        #expect(all.last?.kind == .endOfInput)
        #expect(all.last?.lexeme == "")
        #expect(all.last?.range == SourceRange(at: SourceLocation(line: 2, column: 1, offset: 2)))
    }

    @Test(arguments: [
        ("12", 12.0), ("0.5", 0.5), ("1e3", 1000), ("2.5E-2", 0.025), ("1_000", 1000),
        ("0.000_1", 0.0001), ("1e+2", 100), ("007", 7), ("1_000_000.25", 1_000_000.25),
    ])
    func numbers(source: String, value: Double) throws {
        var lexer = Lexer(source: source)
        let all = try lexer.tokenize()
        #expect(all.count == 2)
        #expect(all[0].kind == .number(value))
        #expect(all[0].lexeme == source)
    }

    @Test func aNumberStopsBeforeARangeOperatorOrAMember() throws {
        #expect(try tokens("0..<3") == "num:0.0 ..< num:3.0")
        #expect(try tokens("1...3") == "num:1.0 ... num:3.0")
        #expect(try tokens("1.5...2") == "num:1.5 ... num:2.0")
        #expect(try tokens("3.rounded") == "num:3.0 . id:rounded")
    }

    @Test func namesAndKeywords() throws {
        #expect(try tokens("café π _x1 _ let letter") == "id:café id:π id:_x1 id:_ kw:let id:letter")
        #expect(
            try tokens("if else for in while func return break continue import print assert explain")
                == "kw:if kw:else kw:for kw:in kw:while kw:func kw:return kw:break kw:continue kw:import "
                + "kw:print kw:assert kw:explain")
        #expect(
            try tokens("canvas container shape true false vstack hstack")
                == "kw:canvas kw:container kw:shape kw:true kw:false kw:vstack kw:hstack")
    }

    @Test func commandWordsAreIdentifiers() throws {
        #expect(
            try tokens("size width height padding align offset at fill stroke opacity cornerStyle")
                == "id:size id:width id:height id:padding id:align id:offset id:at id:fill id:stroke "
                + "id:opacity id:cornerStyle")
        #expect(try tokens("label ignoresSafeArea annotate x") == "id:label id:ignoresSafeArea id:annotate id:x")
    }

    @Test func operatorsTakeTheLongestMatch() throws {
        #expect(
            try tokens("a+=1-=2*=3/=4<=5>=6!=7==8&&9||!0..<1...2")
                == "id:a += num:1.0 -= num:2.0 *= num:3.0 /= num:4.0 <= num:5.0 >= num:6.0 != num:7.0 "
                + "== num:8.0 && num:9.0 || ! num:0.0 ..< num:1.0 ... num:2.0")
        #expect(try tokens("+ - * / % < > = . , : ; ( ) [ ] { }") == "+ - * / % < > = . , : ; ( ) [ ] { }")
    }

    @Test func stringEscapesAreDecoded() throws {
        #expect(try tokens(#""a\n\t\r\0\"\\\u{1F600}b""#) == "“ text:a\n\t\r\0\"\\😀b ”")
        #expect(try tokens(#""""#) == "“ ”")
        var lexer = Lexer(source: #""x\ty""#)
        let text = try lexer.tokenize()[1]
        #expect(text.lexeme == #"x\ty"#)
        #expect(text.range.start.column == 2)
        #expect(text.range.end.column == 6)
    }

    @Test func interpolationSplitsAString() throws {
        #expect(
            try tokens(#""a \(b + f("c", (d))) e""#)
                == #"“ text:a  \( id:b + id:f ( “ text:c ” , ( id:d ) ) )\ text: e ”"#)
        #expect(try tokens(#""\(x)""#) == #"“ \( id:x )\ ”"#)
        #expect(try tokens(#""\("\(1)")""#) == #"“ \( “ \( num:1.0 )\ ” )\ ”"#)
    }

    @Test func commentsAreSkipped() throws {
        #expect(try tokens("a // note\nb") == "id:a ⏎ id:b")
        #expect(try tokens("a /* one /* two */ still one */ b") == "id:a id:b")
        #expect(try tokens("a\n// only a comment\n\n/* and\nanother */\nb") == "id:a ⏎ id:b")
        #expect(try tokens("/* x */") == "")
    }

    @Test(arguments: [
        ("a\nb", "id:a ⏎ id:b"),
        ("a\n\n\nb", "id:a ⏎ id:b"),
        ("\n\na\n\n", "id:a"),
        ("a;\nb", "id:a ; id:b"),
        ("f(a,\n b)", "id:f ( id:a , id:b )"),
        ("f(a\n, b)", "id:f ( id:a , id:b )"),
        ("[1\n2]", "[ num:1.0 num:2.0 ]"),
        ("a +\nb", "id:a + id:b"),
        ("a\n+ b", "id:a ⏎ + id:b"),
        ("a =\n1", "id:a = num:1.0"),
        ("a.\nb", "id:a . id:b"),
        ("label: \n 1", "id:label : num:1.0"),
        ("if a {\nb\n}", "kw:if id:a { id:b }"),
        ("}\nelse {", "} kw:else {"),
        ("{ f(\n) }\nb", "{ id:f ( ) } ⏎ id:b"),
        ("a\r\nb\rc", "id:a ⏎ id:b ⏎ id:c"),
        ("a /* one\ntwo */ b", "id:a ⏎ id:b"),
    ])
    func lineBreaksEndStatementsOnlyWhereTheyCan(source: String, expected: String) throws {
        #expect(try tokens(source) == expected)
    }

    @Test func positionsCountLinesAndUnicodeScalars() throws {
        var lexer = Lexer(source: "let é = \"ü\"\n  x")
        let all = try lexer.tokenize()
        let equal = try #require(all.first { $0.kind == .symbol(.equal) })
        #expect(equal.range.start == SourceLocation(line: 1, column: 7, offset: 7))
        #expect(equal.range.end == SourceLocation(line: 1, column: 8, offset: 8))
        let x = try #require(all.first { $0.kind == .identifier("x") })
        #expect(x.range.start == SourceLocation(line: 2, column: 3, offset: 16))
    }

    @Test func crlfCountsAsOneLineBreak() throws {
        var lexer = Lexer(source: "a\r\nb\rc\n")
        let all = try lexer.tokenize()
        #expect(all.map(\.range.start.line) == [1, 1, 2, 2, 3, 4])
        #expect(all[1].lexeme == "\r\n")
    }

    @Test func tabsAndSpacesSeparateTokens() throws {
        #expect(try tokens("a\t b  \tc") == "id:a id:b id:c")
    }

    @Test func longLinesAreLexedInLinearTime() throws {
        let sum = Array(repeating: "a", count: 25_000).joined(separator: "+")
        let string = "\"" + String(repeating: "é", count: 100_000) + "\""
        let name = String(repeating: "n", count: 100_000)
        let comment = "// " + String(repeating: "z", count: 100_000)
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for line in [sum, string, name, comment] {
                var lexer = Lexer(source: line)
                _ = try lexer.tokenize()
            }
        }
        #expect(elapsed < .seconds(5))
        var lexer = Lexer(source: string + " x")
        let all = try lexer.tokenize()
        #expect(all[3].range.start.column == 100_004)
        #expect(all[3].range.start.offset == 200_003)
    }

    @Test func errorsStopTheLexer() throws {
        #expect(lexError("a @ b")?.code.rawValue == "syntax.unexpected-character")
        #expect(lexError("\"abc")?.code.rawValue == "syntax.unterminated-string")
        #expect(lexError("/* abc")?.code.rawValue == "syntax.unterminated-comment")
        #expect(lexError("a b c") == nil)
    }

    @Test func controlCharactersOutsideStringsAndCommentsAreErrors() throws {
        #expect(lexError("a\u{0}")?.message == "unexpected character U+0000")
        #expect(lexError("a\u{7}")?.message == "unexpected character U+0007")
        #expect(lexError("\"a\u{1B}b\"")?.message == "unexpected character U+001B")
        #expect(lexError("// a\u{0}b\nc") == nil)
        #expect(lexError("\"tab\tinside\"") == nil)
    }
}
