// What new users met at the terminal: the `explain` statement after a canvas, typed one chunk at
// a time into the real REPL under tmux (issue 23).
import Foundation
import Testing

@Suite(.serialized) struct TerminalREPLExplainTests {
    /// The scene resolved after an earlier chunk (for its warnings) is the one the `explain` of
    /// a later chunk reads, and every `:explain` after it: each still derives every corner.
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

@Suite(.serialized) struct TerminalREPLRenderTests {
    /// A 120 × 30 pane: a tall scene's preview and its report fit, so the command line that
    /// asked for it is still on the screen (nothing scrolled away).
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func renderFitsTheTerminalsHeight() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        let terminal = try TmuxSession(
            tmux: tmux, command: "'\(ShapeBinary.path)' repl; sleep 60",
            environment: ["HOME": home.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectLastLine("shape>")
        try terminal.enter("canvas width: 200, height: 2000")
        try terminal.enter("shape tall = RoundedRectangle(cornerRadius: 20) { padding 10 }")
        try terminal.send("C-l")
        try terminal.expectLastLine("shape>")
        try terminal.enter(":render")
        try terminal.expectScreen("tall  RoundedRectangle")
        // The visible screen alone (no scrollback) still shows the command.
        let visible = try terminal.run(["capture-pane", "-p", "-t", "repl"])
        #expect(visible.contains("shape> :render"), "\(visible)")
        #expect(visible.contains("tall  RoundedRectangle"))
        #expect(visible.split(separator: "\n").count <= 30)
    }
}

@Suite(.serialized) struct TerminalREPLSetTests {
    /// A person loads a design, completes a parameter's name with Tab, sets it, sees the radii
    /// follow, mistypes a name, and goes back to the script's value.
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func setAParameterWithTabAndSeeTheRadiiFollow() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        try home.write(
            "card.shape",
            """
            let cardRadius = 28
            let gap = 12
            container card = RoundedRectangle(cornerRadius: cardRadius) {
              size 200 x 100
              shape photo = ConcentricRectangle() { padding gap }
            }

            """)
        let terminal = try TmuxSession(
            tmux: tmux, command: "cd '\(home.url.path)' && '\(ShapeBinary.path)' repl; sleep 60",
            environment: ["HOME": home.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectLastLine("shape>")
        try terminal.enter(":load card.shape")
        try terminal.expectScreen("loaded card.shape (2 nodes in the session)")
        try terminal.send(":set ca", "Tab")
        try terminal.expectLastLine("shape> :set cardRadius")
        try terminal.enter(" 40")
        try terminal.expectScreen("cardRadius = 40 (set; card.shape:1 as 28)")
        try terminal.enter(":radii photo")
        try terminal.expectScreen("photo: topLeading 28, topTrailing 28, bottomLeading 28, bottomTrailing 28")
        try terminal.enter(":set gab 3")
        try terminal.expectScreen("no parameter 'gab'; did you mean 'gap'?")
        try terminal.enter(":set")
        try terminal.expectScreen("cardRadius  40  set; card.shape:1 as 28\ngap         12  card.shape:2")
        try terminal.enter(":set cardRadius")
        try terminal.enter(":radii photo")
        try terminal.expectScreen("photo: topLeading 16, topTrailing 16, bottomLeading 16, bottomTrailing 16")
    }
}
