// `shape learn` as a student uses it, in a real terminal (tmux): start, fail, ask for a hint,
// fix the file from another process, see `passed`, quit, and come back to the same place.
import Foundation
import Testing

@Suite(.serialized) struct LearnTerminalTests {
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aStudentAtTheTerminal() throws {
        let tmux = try #require(tmuxPath)
        let folder = try TemporaryFolder()
        let lessons = folder.path("lessons")
        let command = "'\(ShapeBinary.path)' learn --dir '\(lessons)'; echo \"exit status $?\"; sleep 60"
        let environment = ["HOME": folder.url.path, "TERM": "xterm", "NO_COLOR": "1"]
        do {
            let terminal = try TmuxSession(tmux: tmux, command: command, environment: environment)
            // The first lesson, its picture, the derivation of 'inner', and a failing check.
            try terminal.expectScreen("1 · The same radius, nested")
            try terminal.expectScreen("╭─ card")
            try terminal.expectScreen("inner: RoundedRectangle in card (RoundedRectangle)")
            try terminal.expectScreen(
                "lesson 1 not yet:\n  inner's corners are flared, rounder than concentric: at 40 the gap is wider at"
                    + " the corners")
            try terminal.expectScreen("keys: n next")

            // A hint, then the next one.
            try terminal.send("h")
            try terminal.expectScreen("hint 1 of 3 for lesson 1: Smaller than 40")
            try terminal.send("h")
            try terminal.expectScreen("hint 2 of 3 for lesson 1:")

            // The learner's editor saves the file (another process writes it): checked again.
            let file = folder.path("lessons/01-same-radius.shape")
            let pinched = try String(contentsOfFile: file, encoding: .utf8)
                .replacingOccurrences(of: "cornerRadius: 40) {", with: "cornerRadius: 8) {")
            try pinched.write(toFile: file, atomically: true, encoding: .utf8)
            try terminal.expectScreen("RoundedRectangle(cornerRadius: 8) in 248 x 168: 8 on every corner")
            try terminal.expectScreen("inner's corners are pinched, sharper than concentric: at 8 the gap is narrower")
            let fixed = pinched.replacingOccurrences(of: "cornerRadius: 8) {", with: "cornerRadius: R - gap) {")
            try fixed.write(toFile: file, atomically: true, encoding: .utf8)
            try terminal.expectScreen(" passed: lesson 1 · The same radius, nested")
            try terminal.expectScreen("next: 2 · R − d (press n)")

            // On to lesson 2, then quit.
            try terminal.send("n")
            try terminal.expectScreen("2 · R − d")
            try terminal.expectScreen("lesson 2 not yet:\n  with R = 30, gap = 10, inner's every corner is 24")
            try terminal.send("q")
            try terminal.expectScreen("stopped at lesson 2 · R − d; 'shape learn' comes back here")
            try terminal.expectScreen("exit status 0")
        }
        // The file keeps the learner's fix; the progress keeps the place and the pass.
        #expect(
            try String(contentsOfFile: folder.path("lessons/01-same-radius.shape"), encoding: .utf8)
                .contains("cornerRadius: R - gap"))
        let progress = try String(contentsOfFile: folder.path("lessons/progress.txt"), encoding: .utf8)
        #expect(progress.contains("current 2\npassed 1\nhints 1 2\n"))

        // Coming back: the same place, and the list shows the pass.
        let again = try TmuxSession(tmux: tmux, command: command, environment: environment)
        try again.expectScreen("2 · R − d")
        try again.send("l")
        try again.expectScreen("  ✓  1  The same radius, nested")
        try again.expectScreen("▸    2  R − d")

        // Reset asks for a second r, then puts the start back and checks it again.
        let second = folder.path("lessons/02-r-minus-d.shape")
        let start = try String(contentsOfFile: second, encoding: .utf8)
        try "// lost in thought\n".write(toFile: second, atomically: true, encoding: .utf8)
        try again.expectScreen("the exercise's parameter 'R' is gone")
        try again.send("r")
        try again.expectScreen("press r again to put 02-r-minus-d.shape back to its start (your edits go)")
        try again.send("r")
        try again.expectScreen("reset \(second) to its start")
        #expect(try String(contentsOfFile: second, encoding: .utf8) == start)
        // Checked again on the same screen: the start's outcome is back.
        try again.expectScreen("lesson 2 not yet:\n  with R = 30, gap = 10, inner's every corner is 24")
        try again.send("C-c")
        try again.expectScreen("exit status 0")
    }

    /// `shape learn reset N` on a terminal asks before an edited file goes back to its start:
    /// no keeps it (exit 1), yes resets it; a file still at its start needs no question.
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func resetAsksBeforeTheLearnersEditsGo() throws {
        let tmux = try #require(tmuxPath)
        let folder = try TemporaryFolder()
        let lessons = folder.path("lessons")
        #expect(try runShape(["learn", "--dir", lessons, "list"]).status == 0)
        let file = folder.path("lessons/01-same-radius.shape")
        let start = try String(contentsOfFile: file, encoding: .utf8)
        let edited = start.replacingOccurrences(of: "cornerRadius: 40) {", with: "cornerRadius: 30) {")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let command =
            "'\(ShapeBinary.path)' learn --dir '\(lessons)' reset 1; echo \"exit status $?\";"
            + " '\(ShapeBinary.path)' learn --dir '\(lessons)' reset 1; echo \"exit status $?\";"
            + " '\(ShapeBinary.path)' learn --dir '\(lessons)' reset 1; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": folder.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectScreen("put 01-same-radius.shape back to its start? your edits to it go [y/N]")
        try terminal.type("n")
        try terminal.expectScreen("kept 01-same-radius.shape as it is\nexit status 1")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
        try terminal.expectScreen("your edits to it go [y/N]", count: 2)
        try terminal.type("y")
        try terminal.expectScreen("reset \(file) to its start\nexit status 0")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == start)
        // The third time the file is its start: nothing to lose, no question.
        try terminal.expectScreen("exit status 0", count: 2)
        #expect(try terminal.screen().components(separatedBy: "[y/N]").count - 1 == 2)
    }

    /// The lesson is one screen, redrawn in place: at 80 × 24 and at 120 × 40 the heading, the
    /// last line of the text, the check line and the keys stay on it, before and after a save;
    /// where there is room, the picture is drawn again after the save.
    @Test(
        .enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)),
        arguments: [(80, 24), (120, 40)])
    func theTextAndTheCheckLineStayOnScreen(_ columns: Int, _ rows: Int) throws {
        let tmux = try #require(tmuxPath)
        let folder = try TemporaryFolder()
        let lessons = folder.path("lessons")
        let command = "'\(ShapeBinary.path)' learn --dir '\(lessons)'; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": folder.url.path, "TERM": "xterm", "NO_COLOR": "1"],
            columns: columns, rows: rows)
        func visible() throws -> [String] {
            try terminal.run(["capture-pane", "-p", "-t", "repl"]).split(separator: "\n").map(String.init)
        }
        /// The screen's words in one line, so a sentence reads the same however it wrapped.
        func words(_ screen: [String]) -> String {
            screen.joined(separator: " ").split(separator: " ").joined(separator: " ")
        }
        try terminal.expectScreen("keys: n next")
        var screen = try visible()
        #expect(screen.count <= rows)
        #expect(screen.allSatisfy { $0.count <= columns })
        #expect(screen.first == "1 · The same radius, nested")
        #expect(words(screen).contains("pinched too sharp; the next lesson gives the rule."))
        #expect(screen.contains("lesson 1 not yet:"))
        #expect(words(screen).contains("at 40 the gap is wider at the corners than the 16 along the sides"))
        #expect(screen.contains { $0.hasPrefix("keys: n next") })
        #expect(screen.contains { $0.contains("╭─ card") } == (columns >= 100))

        let file = folder.path("lessons/01-same-radius.shape")
        let pinched = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "cornerRadius: 40) {", with: "cornerRadius: 8) {")
        try pinched.write(toFile: file, atomically: true, encoding: .utf8)
        _ = try terminal.waitFor { words($0.split(separator: "\n").map(String.init)).contains("at 8 the gap is") }
        screen = try visible()
        #expect(screen.count <= rows)
        #expect(screen.first == "1 · The same radius, nested")
        #expect(words(screen).contains("at 8 the gap is narrower at the corners than the 16 along the sides"))
        #expect(words(screen).contains("pinched too sharp; the next lesson gives the rule."))
        #expect(screen.contains { $0.hasPrefix("keys: n next") })
        #expect(screen.contains { $0.contains("RoundedRectangle(cornerRadius: 8)") })
        #expect(screen.contains { $0.contains("╭─ card") } == (columns >= 100))
        try terminal.send("q")
        try terminal.expectScreen("exit status 0")
    }
}
