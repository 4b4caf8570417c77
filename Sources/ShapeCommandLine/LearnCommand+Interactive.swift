// `shape learn` on a terminal: the current lesson, its picture and the derivation that matters,
// re-checked whenever the learner saves the file (polled as `render --watch` does, through
// WatchedFiles), with single keys to move through the course.
import ShapeFiles
import ShapeLanguage
import ShapeLessons
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by Ctrl-C during the interactive course.
private let quitRequested = Atomic<Bool>(false)

extension LearnCommand {
    static let keysLine = "keys: n next · p previous · h hint · l list · c check · r reset · q quit"

    /// Shows the current lesson and watches its file until `q` (or Ctrl-C or the end of input).
    /// The lesson the learner is on is saved as it changes, so the next `shape learn` comes back
    /// to it. On a terminal whose size is known the lesson is one screen, redrawn in place
    /// (``LessonScreen``); otherwise each step is printed after the last.
    func interact(_ folder: inout LessonFolder) -> ExitCode {
        quitRequested.store(false, ordering: .relaxed)
        let previous = signal(SIGINT) { _ in quitRequested.store(true, ordering: .relaxed) }
        defer { signal(SIGINT, previous) }
        Terminal.unblock([SIGINT])
        let keys = KeyInput()
        defer { keys.restore() }
        var view = InteractiveView(fullScreen: console.outputIsTerminal && console.terminalSize() != nil)
        // The alternate screen, as a full-screen program uses: the shell's lines come back after.
        if view.fullScreen { console.writeOutput("\u{1B}[?1049h") }
        var lesson = folder.current
        var watched = present(lesson, in: &folder, view: &view)
        var resetAsked = false
        while !quitRequested.load(ordering: .relaxed) {
            if let key = keys.next(waiting: 200) {
                if key == "r" && resetAsked {
                    resetAsked = false
                    guard folder.write(lesson.start, to: folder.path(of: lesson), console: console) else { continue }
                    view.parts.status = ["reset \(folder.path(of: lesson)) to its start"]
                    if !view.fullScreen { console.print(view.parts.status[0]) }
                    watched = present(lesson, in: &folder, view: &view, keepStatus: true)
                    continue
                }
                resetAsked = false
                switch key {
                case "q", "\u{4}":
                    quitRequested.store(true, ordering: .relaxed)
                case "n", "p":
                    guard let next = folder.course.lesson(lesson.number + (key == "n" ? 1 : -1)) else {
                        say(
                            [key == "n" ? "this is the last lesson" : "this is the first lesson"], lesson, folder, &view
                        )
                        continue
                    }
                    lesson = next
                    folder.progress.current = lesson.number
                    folder.saveProgress(console: console)
                    watched = present(lesson, in: &folder, view: &view)
                case "h":
                    let lines = hintLines(lesson, in: &folder)
                    folder.saveProgress(console: console)
                    say(lines, lesson, folder, &view)
                case "l":
                    if view.fullScreen {
                        view.parts.panel = view.parts.panel == nil ? LearnCommand.listLines(folder) : nil
                        draw(lesson, folder, view)
                    } else {
                        list(folder)
                    }
                case "c", "\n":
                    watched = recheck(lesson, in: &folder, view: &view)
                case "r":
                    resetAsked = true
                    say(
                        ["press r again to put \(lesson.fileName) back to its start (your edits go)"], lesson, folder,
                        &view)
                default:
                    say([LearnCommand.keysLine], lesson, folder, &view)
                }
                continue
            }
            if view.fullScreen, let size = console.terminalSize(),
                size.columns != view.size.columns || size.rows != view.size.rows
            {
                draw(lesson, folder, view)
            }
            guard watched.changed() else { continue }
            watched = watched.settled(interval: 50_000, looks: 20) { quitRequested.load(ordering: .relaxed) }
            watched = recheck(lesson, in: &folder, view: &view)
        }
        keys.restore()
        if view.fullScreen { console.writeOutput("\u{1B}[?1049l") }
        console.print("")
        console.print("stopped at lesson \(lesson.heading); 'shape learn' comes back here")
        return .success
    }

    /// A message: under the check line on the screen, or printed.
    private func say(_ lines: [String], _ lesson: Lesson, _ folder: LessonFolder, _ view: inout InteractiveView) {
        guard view.fullScreen else {
            for line in lines { console.print(line) }
            return
        }
        view.parts.status = lines
        draw(lesson, folder, view)
    }

    /// Draws the whole screen again (home, clear, the lines).
    private func draw(_ lesson: Lesson, _ folder: LessonFolder, _ view: InteractiveView) {
        let size = console.terminalSize() ?? (columns: 80, rows: 24)
        let screen = LessonScreen(columns: size.columns, rows: size.rows)
        let lines = screen.lines(
            lesson: lesson, file: folder.path(of: lesson), check: view.check, parts: view.parts,
            keys: LearnCommand.keysLine)
        console.writeOutput("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
    }

    /// The lesson in full, then its check; answers the file as it was before checking.
    private func present(
        _ lesson: Lesson, in folder: inout LessonFolder, view: inout InteractiveView, keepStatus: Bool = false
    ) -> WatchedFiles {
        let watched = WatchedFiles([folder.path(of: lesson)])
        guard view.fullScreen else {
            console.print("")
            console.print(String(repeating: "─", count: 60))
            show(lesson, in: folder)
            console.print("")
            console.print("watching \(folder.path(of: lesson)): save it to check again")
            _ = checkQuietly(lesson, in: &folder)
            console.print(LearnCommand.keysLine)
            return watched
        }
        if !keepStatus { view.parts.status = ["watching your file: save it to check again"] }
        view.parts.panel = nil
        checkOnScreen(lesson, in: &folder, view: &view, prefix: "")
        return watched
    }

    /// Checks after a save: the derivation, then the outcome with the time.
    private func recheck(_ lesson: Lesson, in folder: inout LessonFolder, view: inout InteractiveView)
        -> WatchedFiles
    {
        let watched = WatchedFiles([folder.path(of: lesson)])
        if view.fullScreen {
            view.parts.status = []
            view.parts.panel = nil
            checkOnScreen(lesson, in: &folder, view: &view, prefix: clockTime() + " ")
        } else {
            console.print("")
            _ = checkQuietly(lesson, in: &folder, prefix: clockTime() + " ", explains: true)
        }
        return watched
    }

    /// Checks the file and redraws the screen with its picture and outcome.
    private func checkOnScreen(
        _ lesson: Lesson, in folder: inout LessonFolder, view: inout InteractiveView, prefix: String
    ) {
        view.size = console.terminalSize() ?? (columns: 80, rows: 24)
        guard let source = try? SourceFiles.readText(folder.path(of: lesson)) else {
            view.check = nil
            view.parts.outcome = [
                prefix + "lesson \(lesson.number): \(folder.path(of: lesson)) cannot be read;"
                    + " press r twice to write it again"
            ]
            draw(lesson, folder, view)
            return
        }
        let result = lesson.check(source, file: folder.path(of: lesson))
        view.check = result
        var lines = outcome(result, of: lesson, in: &folder, prefix: prefix, interactive: true)
        if let error = result.result.error {
            // Where it stopped, as the diagnostics would say it.
            lines.append("  at line \(error.range.start.line), column \(error.range.start.column)")
        }
        view.parts.outcome = lines
        draw(lesson, folder, view)
    }

    /// Checks the file and reports it; after a save, the derivation of the node that matters
    /// comes first, so the learner sees what the change did.
    private func checkQuietly(
        _ lesson: Lesson, in folder: inout LessonFolder, prefix: String = "", explains: Bool = false
    ) -> Bool {
        guard let source = folder.exercise(lesson, console: console) else { return false }
        let result = lesson.check(source, file: folder.path(of: lesson))
        if explains, result.result.succeeded, let lines = result.session.explain(lesson.focus) {
            for line in lines { console.print(line) }
        }
        return report(result, of: lesson, in: &folder, prefix: prefix, interactive: true)
    }
}

/// What the interactive course shows now, besides the lesson.
struct InteractiveView {
    /// Whether the lesson is one screen redrawn in place.
    let fullScreen: Bool
    var parts = LessonScreen.Parts()
    /// The last check of the learner's file: its picture and derivation.
    var check: LessonCheck?
    /// The terminal's size at the last draw, to redraw when it changes.
    var size: (columns: Int, rows: Int) = (80, 24)

    init(fullScreen: Bool) { self.fullScreen = fullScreen }
}

/// Single keys from a terminal: no line buffering, no echo, until restored.
final class KeyInput {
    private var original = termios()
    private var changed = false

    init() {
        guard tcgetattr(0, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        changed = tcsetattr(0, TCSANOW, &raw) == 0
    }

    /// Puts the terminal back as it was.
    func restore() {
        guard changed else { return }
        tcsetattr(0, TCSANOW, &original)
        changed = false
    }

    deinit { restore() }

    /// The next key, waiting at most `milliseconds`; nil when none came. The end of input reads
    /// as Ctrl-D.
    func next(waiting milliseconds: Int32) -> Character? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        let count = read(0, &byte, 1)
        if count <= 0 { return "\u{4}" }
        return Character(Unicode.Scalar(byte))
    }
}
