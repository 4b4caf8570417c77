// The real REPL in a real terminal: tmux runs `shape repl`, the test types as a person would
// and reads the screen. Skipped, with a note, where tmux is not installed (CI installs it).
import Foundation
import Testing

/// Whether `tmux` is on the PATH; says so once when it is not.
let tmuxPath: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    let found = folders.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    if found == nil {
        print("note: tmux is not installed; skipping the terminal REPL test (apt-get install tmux)")
    }
    return found
}()

/// One private tmux server with one session, killed when the value goes away.
final class TmuxSession {
    let socket = "shape-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let tmux: String

    init(tmux: String, command: String, environment: [String: String], columns: Int = 120, rows: Int = 30) throws {
        self.tmux = tmux
        var options = ["new-session", "-d", "-s", "repl", "-x", "\(columns)", "-y", "\(rows)"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            options += ["-e", "\(name)=\(value)"]
        }
        try run(options + [command])
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Runs one tmux command and returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let status = try spawnAndWait(tmux, ["-L", socket] + arguments, outputPath: output)
        guard status == 0 else { throw TmuxFailure(arguments: arguments, status: status) }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    /// Sends keys: literal text, or tmux key names such as `Enter`, `Up`, `Tab`, `C-c`.
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "repl"] + keys)
    }

    /// Types `text` literally (no key-name lookup), then presses Enter.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "repl", "-l", text])
        try send("Enter")
    }

    /// The screen and up to 500 lines scrolled off it.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-S", "-500", "-t", "repl"])
    }

    /// Types `line` and Enter, then waits, as a person would, for the next prompt (tmux trims
    /// trailing spaces, so a fresh prompt is a last line of exactly `shape>` or `   ...`).
    func enter(_ line: String, thenPrompt prompt: String = "shape>", sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        try type(line)
        try expectLastLine(prompt, sourceLocation: sourceLocation)
    }

    /// Polls the screen until `condition` holds, for up to `seconds`; returns the last screen.
    @discardableResult
    func waitFor(seconds: Double = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = try screen()
        while !condition(last), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            last = try screen()
        }
        return last
    }

    /// Waits until the screen shows `text` `count` times, and records an issue if it never does.
    @discardableResult
    func expectScreen(_ text: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        let screen = try waitFor { $0.components(separatedBy: text).count - 1 >= count }
        #expect(
            screen.components(separatedBy: text).count - 1 >= count, "screen lacks \(count)× '\(text)':\n\(screen)",
            sourceLocation: sourceLocation)
        return screen
    }

    /// The last non-empty line of the screen.
    func lastLine() throws -> String {
        try screen().split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Waits until the last non-empty line is `line` (the line being edited, or a fresh prompt).
    func expectLastLine(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try waitFor { $0.split(separator: "\n").last.map(String.init) == line }
        #expect(
            screen.split(separator: "\n").last.map(String.init) == line, "last line is not '\(line)':\n\(screen)",
            sourceLocation: sourceLocation)
    }
}

struct TmuxFailure: Error {
    var arguments: [String]
    var status: Int32
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
/// module does not declare.
private let closeFromAction: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
        return nil
    }
    return unsafeBitCast(
        symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
}()

/// Runs a program to its end with `posix_spawn` and `waitpid`.
///
/// Not Foundation's `Process`: it learns that a child ended when every copy of a descriptor it
/// gave the child is closed, and the tmux server, which the first tmux command forks off, keeps
/// them open, so `waitUntilExit` would wait for the server. Here the child gets only standard
/// input, output and error, an empty signal mask and default signal actions (the test runner's
/// threads block SIGINT, which the REPL in tmux must receive).
func spawnAndWait(_ path: String, _ arguments: [String], outputPath: String) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Keep the test runner's other descriptors (other tests' pipes) out of the tmux server.
    if let closeFrom = closeFromAction {
        _ = closeFrom(&actions, 3)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaultActions = sigset_t()
    sigemptyset(&defaultActions)
    for number in [SIGINT, SIGQUIT, SIGPIPE, SIGCHLD, SIGWINCH, SIGTERM, SIGHUP] { sigaddset(&defaultActions, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaultActions)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer {
        for argument in argv { free(argument) }
    }
    var pid = pid_t()
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    guard result == 0 else { throw TmuxFailure(arguments: arguments, status: result) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
}

@Suite(.serialized) struct TerminalREPLTests {
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aPersonAtTheTerminal() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        let command = "'\(ShapeBinary.path)' repl; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": home.url.path, "TERM": "xterm", "NO_COLOR": "1"])

        try terminal.expectScreen("shape 0.1.0 — :help for help, :quit to leave")
        try terminal.expectLastLine("shape>")

        // A definition, then a block over several lines with the continuation prompt.
        try terminal.enter("let inset = 12")
        try terminal.enter("container card = RoundedRectangle(cornerRadius: 24) {", thenPrompt: "   ...")
        try terminal.enter("size 200 x 100", thenPrompt: "   ...")
        try terminal.enter("shape photo = ConcentricRectangle() { padding inset }", thenPrompt: "   ...")
        try terminal.enter("}")

        // Tab completes a name the session defined, then a member after the dot.
        try terminal.send("pho", "Tab")
        try terminal.expectLastLine("shape> photo")
        try terminal.send(".ra", "Tab")
        try terminal.expectLastLine("shape> photo.radii")
        try terminal.send("Enter")
        try terminal.expectScreen(
            "shape> photo.radii\n(topLeading: 12, topTrailing: 12, bottomLeading: 12, bottomTrailing: 12)\nshape>")

        // An error keeps the session; the corrected definition then works.
        try terminal.enter("let double = inset * twoo")
        try terminal.expectScreen("<input>:1:22: error: undefined name 'twoo'")
        try terminal.enter("let double = inset * 2")
        try terminal.enter("double + 1")
        try terminal.expectScreen("shape> double + 1\n25\nshape>")

        // Up recalls the previous line.
        try terminal.send("Up")
        try terminal.expectLastLine("shape> double + 1")
        try terminal.send("Enter")
        try terminal.expectScreen("\n25\n", count: 2)

        // Ctrl-C abandons a half-typed line, and a half-typed block.
        try terminal.send("let abandoned = ")
        // Ctrl-C only once readline has shown the text: the terminal flushes input it has not
        // read yet when it turns ^C into SIGINT.
        try terminal.expectLastLine("shape> let abandoned =")
        try terminal.send("C-c")
        try terminal.expectScreen("shape> let abandoned = ^C\nshape>")
        try terminal.enter("if true {", thenPrompt: "   ...")
        try terminal.send("C-c")
        try terminal.expectLastLine("shape>")

        // Ctrl-C stops a loop that would never end; the session goes on.
        // It prints first, so Ctrl-C is sent only once the loop is surely running.
        try terminal.type("print \"looping\"; while true {}")
        try terminal.expectScreen("shape> print \"looping\"; while true {}\nlooping")
        try terminal.send("C-c")
        try terminal.expectScreen(
            "shape> print \"looping\"; while true {}\nlooping\n^C\n<input>:1:24: error: interrupted")
        try terminal.expectLastLine("shape>")
        try terminal.enter("inset + 100")
        try terminal.expectScreen("shape> inset + 100\n112\nshape>")

        // Ctrl-D leaves with status 0 and the history is saved in HOME.
        try terminal.send("C-d")
        try terminal.expectScreen("exit status 0")
        let history = try home.read(".shape_history")
        #expect(history.contains("let inset = 12\n"))
        #expect(history.contains("while true {}\n"))
        #expect(!history.contains("abandoned"))
        #expect(try home.contents() == [".shape_history"])
    }

    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func historyIsRecalledInTheNextSession() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        try home.write(".shape_history", "let remembered = 41\n")
        let command = "'\(ShapeBinary.path)'; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": home.url.path, "TERM": "xterm"])
        // A bare `shape` on a terminal is the REPL.
        try terminal.expectLastLine("shape>")
        try terminal.send("Up")
        try terminal.expectLastLine("shape> let remembered = 41")
        try terminal.send("Enter")
        try terminal.enter("remembered + 1")
        try terminal.expectScreen("shape> remembered + 1\n42\nshape>")
        try terminal.type(":quit")
        try terminal.expectScreen("exit status 0")
    }

    /// A block typed over several lines comes back whole with one Up, in this session and the
    /// next (the history file keeps its lines together).
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aBlockIsOneHistoryEntry() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        let command = "'\(ShapeBinary.path)'; '\(ShapeBinary.path)'; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": home.url.path, "TERM": "xterm"])
        try terminal.expectLastLine("shape>")
        try terminal.enter("if true {", thenPrompt: "   ...")
        try terminal.enter("print \"in the block\"", thenPrompt: "   ...")
        try terminal.enter("}")
        try terminal.expectScreen("   ... }\nin the block\nshape>")
        try terminal.send("Up")
        try terminal.expectScreen("shape> if true {\nprint \"in the block\"\n}")
        try terminal.send("Enter")
        try terminal.expectScreen("\nin the block\n", count: 2)
        try terminal.type(":quit")

        // The next session reads the block back as one entry, before the ':quit'.
        try terminal.expectScreen("shape 0.1.0 —", count: 2)
        try terminal.expectLastLine("shape>")
        try terminal.send("Up")
        try terminal.expectLastLine("shape> :quit")
        try terminal.send("Up")
        try terminal.expectScreen("shape> if true {\nprint \"in the block\"\n}", count: 2)
        try terminal.send("Enter")
        try terminal.expectScreen("\nin the block\n", count: 3)
        try terminal.type(":quit")
        try terminal.expectScreen("exit status 0")
        let history = try home.read(".shape_history")
        #expect(history.hasPrefix("#"))
        #expect(history.contains("\nif true {\nprint \"in the block\"\n}\n"))
        #expect(!history.contains("\n#0\n"))
    }

    /// `:play` in a real terminal: each frame drawn over the last, as many lines as fit, the
    /// radii under the picture changing; Ctrl-C stops a repeating animation and keeps the session.
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func playRedrawsInPlaceUntilCtrlC() throws {
        let tmux = try #require(tmuxPath)
        let home = try TemporaryFolder()
        let script = try home.write(
            "slide.shape",
            """
            canvas width: 200, height: 120, cornerRadius: 30
            animation duration: 1, repeat: .forever, autoreverses: true, fps: 10
            shape box = ConcentricRectangle() {
                at keyframes([6, 114], at: progress), 6
                size 80 x 50
            }
            """)
        let command = "'\(ShapeBinary.path)' repl; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": home.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectLastLine("shape>")
        try terminal.enter(":load \(script)")
        try terminal.type(":play")
        // Two different frames come and go: the box's top-trailing radius changes under the picture.
        try terminal.expectScreen("TR 0")
        let later = try terminal.waitFor { $0.contains("TR 24") }
        #expect(later.contains("TR 24"), "a later frame:\n\(later)")
        // One frame at a time, none left behind in the scrollback; the whole picture, top border
        // included, fits on the 30 rows.
        let screen = try terminal.screen()
        #expect(screen.components(separatedBy: "animation 1 s, .linear, forever").count - 1 == 1, "\(screen)")
        #expect(screen.split(separator: "\n").filter { $0.hasPrefix("╭") }.count == 1, "\(screen)")
        let visible = try terminal.run(["capture-pane", "-p", "-t", "repl"])
        #expect(visible.split(separator: "\n").contains { $0.hasPrefix("╭") }, "\(visible)")
        try terminal.send("C-c")
        try terminal.expectScreen("stopped after")
        try terminal.expectLastLine("shape>")
        try terminal.enter("print 1 + 1")
        try terminal.expectScreen("shape> print 1 + 1\n2\nshape>")
        try terminal.type(":quit")
        try terminal.expectScreen("exit status 0")
    }
}
