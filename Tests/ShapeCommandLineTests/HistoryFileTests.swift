// The REPL's history file is written as every output is (OutputFile): through a link, which
// survives (dotfiles kept in a repository and linked into HOME), keeping its mode, and never
// over a read-only history.
import Foundation
import Testing

@Suite(.serialized) struct HistoryFileTests {
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func historyIsSavedThroughALinkKeepingItsMode() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        try home.makeFolder("dotfiles")
        try home.write("dotfiles/shape_history", "let remembered = 1\n")
        chmod(home.path("dotfiles/shape_history"), 0o600)
        try home.link(".shape_history", to: "dotfiles/shape_history")

        try typeOneLine("let added = 2", home: home, tmux: tmux)

        #expect(try home.kind(".shape_history") == S_IFLNK)
        #expect(try historyEntries(home.read("dotfiles/shape_history")) == ["let remembered = 1", "let added = 2"])
        #expect(try home.mode("dotfiles/shape_history") == 0o600)
        #expect(try home.temporaryFiles() == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path("dotfiles")) == ["shape_history"])
    }

    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aReadOnlyHistoryIsLeftAsItIs() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        try home.write(".shape_history", "let frozen = 1\n")
        chmod(home.path(".shape_history"), 0o444)

        try typeOneLine("let added = 2", home: home, tmux: tmux)

        #expect(try home.read(".shape_history") == "let frozen = 1\n")
        #expect(try home.mode(".shape_history") == 0o444)
        #expect(try home.contents() == [".shape_history"])
    }

    /// The entries of a history file: the lines between its `#TIME` lines.
    private func historyEntries(_ text: String) -> [String] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }

    /// Runs the REPL in a terminal with `home` as HOME, types `line`, and leaves with Ctrl-D.
    private func typeOneLine(_ line: String, home: TemporaryFolder, tmux: String) throws {
        let command = "'\(ShapeBinary.path)' repl; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": home.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectLastLine("shape>")
        try terminal.type(line)
        // The line answered and a fresh prompt below it: Ctrl-D on an empty line leaves.
        try terminal.expectScreen("shape> \(line)\nshape>")
        try terminal.send("C-d")
        try terminal.expectScreen("exit status 0")
    }
}
