// Specifications of how a diagnostic reads on a terminal: the located message, the source line,
// a caret under the culprit, the hint and notes, and colour only when asked for.
import Testing

@testable import ShapeCommandLine
@testable import ShapeLanguage

/// The first syntax error of `source`, as if it were the file `card.shape`.
private func diagnose(_ source: String) -> Diagnostic? {
    Session().evaluate(source, file: "card.shape").error
}

@Suite struct DiagnosticFormatterTests {
    @Test func theCaretGoesUnderTheCulprit() throws {
        let source = "canvas width: 400\n\nlet x = max(1, 2\n"
        let diagnostic = try #require(diagnose(source))
        #expect(
            DiagnosticFormatter().format(diagnostic, source: source) == """
                card.shape:3:17: error: ')' expected to close '(' at 3:12
                    let x = max(1, 2
                                    ^
                """)
    }

    @Test func aLongerCulpritIsUnderlinedAndTheHintFollows() throws {
        let source = "let n = 1.2.3"
        let diagnostic = try #require(diagnose(source))
        #expect(
            DiagnosticFormatter().format(diagnostic, source: source) == """
                card.shape:1:9: error: malformed number '1.2.3'
                    let n = 1.2.3
                            ^~~~~
                hint: a number has at most one '.'
                """)
    }

    @Test func tabsInTheLineAreKeptUnderIt() throws {
        let source = "if a {\n\t\tlet x = @\n}"
        let diagnostic = try #require(diagnose(source))
        #expect(
            DiagnosticFormatter().format(diagnostic, source: source)
                == "card.shape:2:11: error: unexpected character '@'\n    \t\tlet x = @\n    \t\t        ^")
    }

    @Test func withoutSourceOnlyTheMessageHintAndNotesAreShown() {
        let diagnostic = Diagnostic(
            .warning, code: .geometryFlared, message: "corner is flared",
            range: SourceRange(at: SourceLocation(line: 4, column: 2, offset: 30)),
            hint: "shrink the gap",
            notes: [
                .init(
                    message: "the container is here",
                    range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))),
                .init(message: "radii are in points"),
                .init(
                    message: "imported from here",
                    range: SourceRange(at: SourceLocation(line: 2, column: 8, offset: 9)),
                    file: "main.shape"),
            ])
        #expect(
            DiagnosticFormatter().format(diagnostic, source: nil) == """
                <input>:4:2: warning: corner is flared
                hint: shrink the gap
                <input>:1:1: note: the container is here
                note: radii are in points
                main.shape:2:8: note: imported from here
                """)
    }

    @Test func aLineThatIsNotInTheSourceIsLeftOut() {
        let diagnostic = Diagnostic(
            .error, code: .internal, message: "m",
            range: SourceRange(at: SourceLocation(line: 9, column: 1, offset: 99)))
        #expect(DiagnosticFormatter().format(diagnostic, source: "one line") == "<input>:9:1: error: m")
    }

    @Test func colourIsAddedOnlyWhenAskedFor() throws {
        let source = "let x = 1 @ 2"
        let diagnostic = try #require(diagnose(source))
        let bold = "\u{1B}[1m"
        let red = "\u{1B}[1;31m"
        let green = "\u{1B}[1;32m"
        let reset = "\u{1B}[0m"
        #expect(
            DiagnosticFormatter(colored: true).format(diagnostic, source: source)
                == "\(bold)card.shape:1:11:\(reset) \(red)error:\(reset) \(bold)unexpected character '@'\(reset)\n"
                + "    let x = 1 @ 2\n"
                + "              \(green)^\(reset)")
        #expect(!DiagnosticFormatter().format(diagnostic, source: source).contains("\u{1B}"))
        let warning = Diagnostic(.warning, code: .geometryFlared, message: "m", range: SourceRange(at: .start))
        #expect(DiagnosticFormatter(colored: true).format(warning, source: nil).contains("\u{1B}[1;35mwarning:"))
    }

    @Test func controlCharactersInTheShownLineCannotReachTheTerminal() throws {
        let source = "let x = 1\u{0}\u{1B}"
        let diagnostic = try #require(diagnose(source))
        let text = DiagnosticFormatter().format(diagnostic, source: source)
        #expect(!text.contains("\u{0}") && !text.contains("\u{1B}"))
        #expect(text.hasSuffix("    let x = 1\u{FFFD}\u{FFFD}\n             ^"))
    }

    @Test func linesEndAtCRLFAndCR() {
        #expect(DiagnosticFormatter.line(2, of: "a\r\nb\rc") == "b")
        #expect(DiagnosticFormatter.line(3, of: "a\r\nb\rc") == "c")
        #expect(DiagnosticFormatter.line(4, of: "a\r\nb\rc") == nil)
        #expect(DiagnosticFormatter.line(2, of: "a\n") == "")
    }

    @Test func formattedWithSourceLineAndCaret() throws {
        let source = "let radius = 4\nprint raduis\n"
        let result = Session().evaluate(source, file: "card.shape")
        let text = DiagnosticFormatter(colored: false).format(try #require(result.error), source: source)
        #expect(text.hasPrefix("card.shape:2:7: error: undefined name 'raduis'\n"))
        #expect(text.contains("print raduis"))
        #expect(text.contains("hint: did you mean 'radius'?"))
    }

}
