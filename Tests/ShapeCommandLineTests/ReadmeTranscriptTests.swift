// The README's REPL transcript is what the REPL prints: the block under "## The REPL" is typed
// into the real REPL in a real terminal (tmux), line by line, and the screen must read as the
// README does.
import Foundation
import Testing

@Suite(.serialized) struct ReadmeTranscriptTests {
    /// The lines of the README's first fenced block after `## The REPL`.
    static func transcript() throws -> [String] {
        let readme = try String(
            contentsOf: ShapeBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## The REPL\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```\n").dropFirst().first)
        return block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func theReadmesTranscriptIsWhatTheREPLPrints() throws {
        let tmux = try #require(tmuxPath)
        let lines = try Self.transcript()
        #expect(lines.first == "$ shape")
        let folder = try TemporaryFolder()
        let terminal = try TmuxSession(
            tmux: tmux, command: "cd '\(folder.url.path)' && '\(ShapeBinary.path)'",
            environment: ["HOME": folder.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectLastLine("shape>")
        let typed = lines.filter { $0.hasPrefix("shape> ") || $0.hasPrefix("   ... ") }
        for (offset, line) in typed.enumerated() {
            // A line that leaves a block open is answered by `...`, the rest by a fresh prompt;
            // wait for the line itself to show first, so an old prompt is not taken for the new.
            let next = offset + 1 < typed.count && typed[offset + 1].hasPrefix("   ... ") ? "   ..." : "shape>"
            try terminal.type(String(line.dropFirst(7)))
            let shown = try terminal.waitFor { screen in
                let rows = screen.split(separator: "\n").map(String.init)
                return rows.filter { $0 == line }.count == typed.prefix(offset + 1).filter { $0 == line }.count
                    && rows.last == next
            }
            #expect(shown.split(separator: "\n").last.map(String.init) == next, "after '\(line)':\n\(shown)")
        }
        let screen = try terminal.screen().split(separator: "\n").map(String.init)
        let start = try #require(screen.firstIndex { $0.hasPrefix("shape ") && $0.contains(":help for help") })
        // The README leaves out the last, empty prompt.
        #expect(Array(screen[start..<(screen.count - 1)]) == Array(lines.dropFirst()))
        #expect(FileManager.default.fileExists(atPath: folder.path("card.svg")))
    }
}
