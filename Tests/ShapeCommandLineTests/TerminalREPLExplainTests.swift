// What new users met at the terminal: the `explain` statement after a canvas, typed one chunk at
// a time into the real REPL under tmux (issue 23).
import Foundation
import Testing

@Suite(.serialized) struct TerminalREPLExplainTests {
    /// A scene resolved after an earlier chunk (for its warnings) has no corner traces: the
    /// `explain` of a later chunk must not read it, nor every `:explain` after it.
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func explainAfterACanvasDerivesEachCorner() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        let terminal = try TmuxSession(
            tmux: tmux, command: "'\(ShapeBinary.path)' repl; sleep 60",
            environment: ["HOME": home.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectLastLine("shape>")
        try terminal.enter("canvas width: 400, height: 300")
        try terminal.enter("container card = RoundedRectangle(cornerRadius: 40) {", thenPrompt: "   ...")
        try terminal.enter("shape inner = ConcentricRectangle() { padding 16 }", thenPrompt: "   ...")
        try terminal.enter("}")
        try terminal.enter("explain inner")
        let derivation = "topLeading     24 = container 40 − distance 16 (dx 16, dy 16)"
        try terminal.expectScreen(derivation)
        try terminal.enter(":explain inner")
        try terminal.expectScreen(derivation, count: 2)
        let screen = try terminal.screen()
        #expect(!screen.contains("radii as given"), "\(screen)")
    }
}
