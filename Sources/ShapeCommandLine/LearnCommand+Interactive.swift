// `shape learn` on a terminal: the current lesson, its picture and the derivation that matters,
// re-checked whenever the learner saves the file (polled as `render --watch` does, through
// WatchedFiles), with single keys to move through the course.
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
    /// to it.
    func interact(_ folder: inout LessonFolder) -> ExitCode {
        quitRequested.store(false, ordering: .relaxed)
        let previous = signal(SIGINT) { _ in quitRequested.store(true, ordering: .relaxed) }
        defer { signal(SIGINT, previous) }
        Terminal.unblock([SIGINT])
        let keys = KeyInput()
        defer { keys.restore() }
        var lesson = folder.current
        var watched = present(lesson, in: &folder)
        var resetAsked = false
        while !quitRequested.load(ordering: .relaxed) {
            if let key = keys.next(waiting: 200) {
                if key == "r" && resetAsked {
                    resetAsked = false
                    guard folder.write(lesson.start, to: folder.path(of: lesson), console: console) else { continue }
                    console.print("reset \(folder.path(of: lesson)) to its start")
                    watched = present(lesson, in: &folder)
                    continue
                }
                resetAsked = false
                switch key {
                case "q", "\u{4}":
                    quitRequested.store(true, ordering: .relaxed)
                case "n", "p":
                    guard let next = folder.course.lesson(lesson.number + (key == "n" ? 1 : -1)) else {
                        console.print(key == "n" ? "this is the last lesson" : "this is the first lesson")
                        continue
                    }
                    lesson = next
                    folder.progress.current = lesson.number
                    folder.saveProgress(console: console)
                    watched = present(lesson, in: &folder)
                case "h":
                    _ = hint(lesson, in: &folder)
                case "l":
                    list(folder)
                case "c", "\n":
                    watched = recheck(lesson, in: &folder)
                case "r":
                    resetAsked = true
                    console.print("press r again to put \(lesson.fileName) back to its start (your edits go)")
                default:
                    console.print(LearnCommand.keysLine)
                }
                continue
            }
            guard watched.changed() else { continue }
            watched = watched.settled(interval: 50_000, looks: 20) { quitRequested.load(ordering: .relaxed) }
            watched = recheck(lesson, in: &folder)
        }
        keys.restore()
        console.print("")
        console.print("stopped at lesson \(lesson.heading); 'shape learn' comes back here")
        return .success
    }

    /// The lesson in full, then its check; answers the file as it was before checking.
    private func present(_ lesson: Lesson, in folder: inout LessonFolder) -> WatchedFiles {
        console.print("")
        console.print(String(repeating: "─", count: 60))
        let watched = WatchedFiles([folder.path(of: lesson)])
        show(lesson, in: folder)
        console.print("")
        console.print("watching \(folder.path(of: lesson)): save it to check again")
        _ = checkQuietly(lesson, in: &folder)
        console.print(LearnCommand.keysLine)
        return watched
    }

    /// Checks after a save: the derivation, then the outcome with the time.
    private func recheck(_ lesson: Lesson, in folder: inout LessonFolder) -> WatchedFiles {
        let watched = WatchedFiles([folder.path(of: lesson)])
        console.print("")
        _ = checkQuietly(lesson, in: &folder, prefix: clockTime() + " ", explains: true)
        return watched
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
