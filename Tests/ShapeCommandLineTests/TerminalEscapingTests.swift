// Specifications of what a script may put on a terminal through a diagnostic: its strings are
// shown, never acted on. An assert's message that would clear the screen, set the title or write
// the clipboard (OSC 52) arrives escaped as `\u{1b}`, under `--sandbox` as without it.
import Testing

@testable import ShapeCommandLine
@testable import ShapeLanguage

/// Messages a hostile script can give its `assert`, each a terminal attack: clearing the screen,
/// setting the title, writing the clipboard, a C1 CSI, DEL and bidirectional overrides.
private let hostileMessages = [
    "\u{1b}[2J\u{1b}[H", "\u{1b}]0;owned\u{7}", "\u{1b}]52;c;ZWNobyBvd25lZA==\u{1b}\\",
    "\u{9b}31m red", "del\u{7f}", "\u{202e}txt.exe\u{202c}", "\u{2066}isolate\u{2069}", "\u{8}\u{8}back",
    "line\nbreak\r\u{0}",
]

/// Whether a terminal would act on any scalar of `text` but the line feeds between lines.
private func holdsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && TerminalText.isControl($0) }
}

@Suite struct TerminalEscapingTests {
    @Test(arguments: hostileMessages)
    func anAssertsMessageIsEscapedInTheDiagnostic(message: String) throws {
        let literal = message.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
        let source = "assert false, \"\(literal)\"\n"
        let diagnostic = try #require(Session().evaluate(source, file: "card.shape").error)
        #expect(diagnostic.message.hasSuffix(message))
        for colored in [false, true] {
            let text = DiagnosticFormatter(colored: colored).format(diagnostic, source: source)
            let withoutStyles = text.replacing(/\u{1b}\[[0-9;]*m/, with: "")
            #expect(!holdsControls(withoutStyles), "\(text.debugDescription)")
            #expect(text.split(separator: "\n").count == 3)
        }
        #expect(DiagnosticFormatter().format(diagnostic, source: source).hasPrefix("card.shape:1:8: error: "))
        #expect(DiagnosticFormatter().format(diagnostic, source: source).contains(TerminalText.escaped(message)))
    }

    @Test func theEscapeIsReadableAndPlainTextIsUnchanged() {
        #expect(TerminalText.escaped("\u{1b}]0;t\u{7}") == "\\u{1b}]0;t\\u{7}")
        #expect(TerminalText.escaped("\u{202e}x") == "\\u{202e}x")
        #expect(TerminalText.escaped("a\tb\nc", keepingLines: true) == "a\tb\nc")
        #expect(TerminalText.escaped("a\tb\nc") == "a\\u{9}b\\u{a}c")
        let plain = "card.shape: 'é' → ½ 👍 \u{200d} ok"
        #expect(TerminalText.escaped(plain) == plain)
    }

    @Test func aBidiControlInTheEchoedLineIsReplacedKeepingTheCaretAligned() throws {
        let source = "let a = \"\u{202e}\" + 1\n"
        let diagnostic = try #require(Session().evaluate(source, file: "card.shape").error)
        let lines = DiagnosticFormatter().format(diagnostic, source: source).split(separator: "\n")
        #expect(lines.count >= 3)
        #expect(lines[1] == "    let a = \"\u{FFFD}\" + 1")
        #expect(!holdsControls(String(lines[1])))
    }

    @Test func theBinaryPrintsNoControlOnStandardErrorEvenUnderTheSandbox() throws {
        for message in hostileMessages {
            let literal = message.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
            let script = "canvas width: 10, height: 10\nassert false, \"\(literal)\"\n"
            for arguments in [["check", "--sandbox", "-"], ["render", "-", "--sandbox"], []] {
                let run = try runShape(arguments, input: script)
                #expect(run.status == 1, "\(arguments)")
                #expect(run.error.contains("assertion failed: false: "), "\(arguments) \(run.error)")
                #expect(!holdsControls(run.error), "\(arguments): \(run.error.debugDescription)")
            }
        }
    }

    @Test func aFileNameWithAnEscapeIsEscapedInTheMessage() throws {
        let folder = try TemporaryFolder()
        let run = try runShape(["check", "no\u{1b}]0;t\u{7}such.shape"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.error.contains("no\\u{1b}]0;t\\u{7}such.shape"), "\(run.error)")
        #expect(!holdsControls(run.error))
    }
}
