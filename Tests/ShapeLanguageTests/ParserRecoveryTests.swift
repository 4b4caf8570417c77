// Every error at once: the parser recovers at statement and block boundaries, one mistake gives
// one error, and evaluation errors come only when the syntax is clean.
import Testing

@testable import ShapeLanguage

/// Every error parsing `source` reports, as `line:col code` (notes as `note …`).
private func errors(_ source: String) -> [String] {
    var parser = Parser(source: source, file: "card.shape")
    return parser.parse().diagnostics.map { diagnostic in
        diagnostic.severity == .note
            ? "note \(diagnostic.message)" : "\(diagnostic.range.start) \(diagnostic.code.rawValue)"
    }
}

@Suite struct ParserRecoveryTests {
    /// Five independent mistakes, each of a different kind, give exactly five errors, each
    /// where its mistake is, in source order.
    @Test func fiveMistakesGiveFiveErrors() {
        let source = """
            canvas width: 400, height: 300
            let inset = 12 12
            container card = RoundedRectangle(cornerRadius: 24 {
                size 360 x 260
            }
            let total = max(1, 2
            shape photo = ConcentricRectangle() {
                padding inset
                fill "indigo
                height 200
            }
            for i 0..<3 {
                print i
            }
            print total

            """
        var parser = Parser(source: source, file: "five.shape")
        let found = parser.parse().diagnostics
        #expect(
            found.map { "\($0.summary)" } == [
                "five.shape:2:16: error: expected a new line or ';' after the statement, found '12'",
                "five.shape:3:52: error: ')' expected to close '(' at 3:34",
                "five.shape:7:1: error: ')' expected to close '(' at 6:16",
                "five.shape:9:10: error: unterminated string",
                "five.shape:12:7: error: expected 'in' after 'for i', found '0'",
            ])
    }

    @Test func anUnclosedParenthesisIsOneErrorWhateverFollows() {
        let source = """
            let x = max(1, 2
            print x
            container a = Rectangle() {
                size 10 x 10
                fill "red"
                shape b = Capsule() {
                    padding 2
                }
            }
            let y = x + 1

            """
        #expect(errors(source) == ["2:1 syntax.unclosed-bracket"])
        // Inside a block, before a line of commands.
        let block = """
            shape a = Rectangle() {
                fill rgb(1, 2
                padding 3
                size 10 x 10
            }
            print a

            """
        #expect(errors(block) == ["3:5 syntax.unclosed-bracket"])
    }

    @Test func aMistakeAfterAnUnclosedBracketIsStillFound() {
        let source = "let x = max(1, 2\nprint x\nlet y = )\n"
        #expect(errors(source) == ["2:1 syntax.unclosed-bracket", "3:9 syntax.expected-expression"])
    }

    @Test func aMissingBraceIsReportedOnceAtTheEndNamingItsOpener() {
        let source = """
            container a = Rectangle() {
                shape b = Capsule() {
                    size 1 x 1
                }
            let y = 2
            print y

            """
        var parser = Parser(source: source)
        let found = parser.parse().diagnostics
        #expect(found.count == 1)
        #expect(found.first?.message == "'}' expected to close '{' at 1:27")
        #expect(found.first?.range.start.line == 6)
    }

    @Test func aBrokenHeaderTakesItsBlockWithIt() {
        let source = """
            if x = 1 {
                print "one"
                let = 2
            }
            let z = 3 3

            """
        #expect(errors(source) == ["1:6 syntax.unexpected-assignment", "5:11 syntax.expected-statement-end"])
    }

    /// A missing `{` is one error: the `}` that would have closed its block is not another.
    @Test func aMissingOpeningBraceIsOneError() {
        #expect(
            errors("let x = 3\nif x > 2\n    print \"big\"\n}\nprint x 1\n") == [
                "2:9 syntax.expected-block", "5:9 syntax.expected-statement-end",
            ])
        let inBlock = "shape a = Capsule() {\n    if true\n        fill \"red\"\n    }\n    padding 2\n}\nlet b = 1 1\n"
        #expect(errors(inBlock) == ["2:12 syntax.expected-block", "7:11 syntax.expected-statement-end"])
    }

    @Test func aBlockWithAnErrorStillClosesWhereItShould() {
        let source = """
            container a = Rectangle() {
                size 1 x
                padding 3
            }
            shape b = Capsule() { width }
            let c = 4 4

            """
        #expect(
            errors(source) == [
                "2:13 syntax.expected-expression", "5:29 syntax.expected-expression",
                "6:11 syntax.expected-statement-end",
            ])
    }

    @Test func lexicalErrorsDoNotHideSyntaxErrorsElsewhere() {
        #expect(
            errors("let a = 1 @\nlet b = = 2\n") == [
                "1:11 syntax.unexpected-character", "2:9 syntax.expected-expression",
            ])
        #expect(
            errors("let a = @\nlet b = #\nprint 1.2.3\n") == [
                "1:9 syntax.unexpected-character", "2:9 syntax.unexpected-character", "3:7 syntax.malformed-number",
            ])
        // The statement a lexical error spoils reports that error only.
        #expect(errors("let s = \"abc\nprint s\n") == ["1:9 syntax.unterminated-string"])
        #expect(errors("size 360x260\nlet b = 2\n") == ["1:6 syntax.malformed-number"])
        #expect(
            errors("print \"a \\(b\nprint 2 2\n") == [
                "1:10 syntax.unterminated-interpolation", "2:9 syntax.expected-statement-end",
            ])
    }

    @Test func strayClosersAndElsesAreOneErrorEach() {
        #expect(
            errors(")\n]\n}\nelse { print 1 }\nprint 2\n") == [
                "1:1 syntax.unexpected-closing-bracket", "2:1 syntax.unexpected-closing-bracket",
                "3:1 syntax.unexpected-closing-bracket",
            ])
        #expect(
            errors("else { print 1 }\nprint 2 2\n") == [
                "1:1 syntax.else-without-if", "2:9 syntax.expected-statement-end",
            ])
        #expect(errors("let x = }\nprint 2\n") == ["1:9 syntax.expected-expression"])
        #expect(
            errors("let x = 1 }\n}\n") == [
                "1:11 syntax.unexpected-closing-bracket", "2:1 syntax.unexpected-closing-bracket",
            ])
    }

    @Test func pastFiftyErrorsTheRestAreCounted() {
        let source = String(repeating: "let = 1\n", count: 60)
        let found = errors(source)
        #expect(found.count == Parser.maxReportedErrors + 1)
        #expect(found.last == "note and 10 more errors")
        #expect(found[49] == "50:5 syntax.expected-name")
    }

    @Test func aNestingErrorEndsTheParse() {
        let source = String(repeating: "(", count: 300) + "\nlet = 2\n"
        let found = errors(source)
        #expect(found == ["1:257 limit.nesting"])
    }

    /// `parseProgram` still throws the first error, as before recovery existed.
    @Test func parseProgramThrowsTheFirstError() {
        var parser = Parser(source: "let a = 1 1\nlet = 2\n")
        #expect(throws: ScriptError.self) { _ = try parser.parseProgram() }
        do {
            var again = Parser(source: "let a = 1 1\nlet = 2\n")
            _ = try again.parseProgram()
        } catch {
            #expect(error.diagnostic.range.start.description == "1:11")
        }
    }

    /// Evaluation reports every syntax error and runs nothing; with clean syntax, the one error
    /// that stopped it.
    @Test func evaluationReportsEverySyntaxErrorAndRunsNothing() {
        let syntax = run("print undefinedName\nlet = 2\nlet b 3\n")
        #expect(syntax.output.isEmpty)
        #expect(syntax.result.diagnostics.map(\.code.rawValue) == ["syntax.expected-name", "syntax.expected-equals"])
        let runtime = run("print 1\nassert 1 == 2\nassert 2 == 3\n")
        #expect(runtime.output == ["1"])
        #expect(runtime.result.diagnostics.map(\.code.rawValue) == ["runtime.assert"])
    }

    @Test func everySyntaxErrorOfAnImportedFileIsReported() {
        let sources = SourceOverlay(
            ["/project/main.shape": "import \"lib.shape\"\nprint 1\n", "/project/lib.shape": "let = 1\nlet b 2\n"],
            over: MemorySources())
        let session = Session(sources: sources)
        let result = session.evaluateFile("/project/main.shape")
        #expect(result.diagnostics.map(\.file) == ["/project/lib.shape", "/project/lib.shape"])
        #expect(result.diagnostics.map(\.range.start.line) == [1, 2])
    }

    /// Token soups from the language's own symbols and words: the parser ends, reports at most
    /// its limit, and places every error inside the text.
    @Test(arguments: 0..<200)
    func randomTokenSoupsEndWithLocatedErrors(seed: Int) {
        // A linear congruential generator (Knuth's MMIX constants): a failing soup comes again.
        var state = UInt64(seed)
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let words =
            Symbol.allCases.map(\.rawValue) + Keyword.allCases.map(\.rawValue)
            + [
                "x", "size", "width", "12", "\"s\"", "\"a \\(b", "@", "\n", "\n", "\n", "{", "}", "(", ")", "/* c */",
                "// c\n",
            ]
        var source = ""
        for _ in 0..<Int(next() % 120) {
            source += words[Int(next() % UInt64(words.count))]
            source += next() % 3 == 0 ? "" : " "
        }
        var parser = Parser(source: source)
        let found = parser.parse().diagnostics
        #expect(found.count <= Parser.maxReportedErrors + 1)
        for diagnostic in found {
            #expect(diagnostic.range.start.offset <= source.utf8.count, "\(diagnostic.summary) in \(source)")
            #expect(diagnostic.code != .internal, "\(diagnostic.summary) in \(source)")
        }
    }
}

/// No file at all: every read fails, so only the overlay's texts exist.
private final class MemorySources: SourceProvider {
    func read(_ path: String) throws(FileError) -> String { throw FileError("no such file '\(path)'") }
    func canonicalPath(_ path: String) -> String? { nil }
}
