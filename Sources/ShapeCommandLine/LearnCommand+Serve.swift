// `shape learn --serve`: the current lesson beside the live page of `shape serve`. The page
// edits the learner's exercise file through ServeCommand (the same writer, watcher and stop),
// shows the lesson's text and hints in its side panel, and checks the page's text against the
// lesson's goal, recording a pass in the progress file as `shape learn check` does. Its
// previous and next buttons move the course: the server stops, the progress file takes the new
// current lesson, and that lesson is served at the same address, where the page reloads.
import Dispatch
import ShapeLessons
import ShapeRendering
import ShapeServer
import Synchronization

extension LearnCommand {
    /// Serves the current lesson's exercise file until Ctrl-C; the page's previous and next
    /// serve the lesson they name in its place, at the same port.
    func serve(port: Int?, folder: LessonFolder) -> ExitCode {
        let record = PassRecord(folder: folder)
        let course = folder.course
        var lesson = folder.current
        var port = port
        while true {
            let path = folder.path(of: lesson)
            var serveOptions = ServeOptions(input: path)
            serveOptions.port = port
            let move = LessonMove(from: lesson, in: course)
            let status = ServeCommand(options: serveOptions, console: console).run(
                sidePanel: Self.sidePanel(for: lesson, path: path, in: course),
                check: { [lesson] source in record.check(source, against: lesson, in: course, file: path) },
                navigate: { direction in move.request(direction) }, served: { move.port = Int($0) })
            guard let next = move.chosen else { return status }
            guard record.setCurrent(next.number) else { return .failure }
            lesson = next
            port = move.port
        }
    }

    /// The lesson's heading and text, the file being edited, its hints folded away, and the
    /// buttons to the lessons before and after it.
    static func sidePanel(for lesson: Lesson, path: String, in course: Course? = nil) -> String {
        var html =
            lesson.html + "\n<p class=\"lesson-file\">your file: <code>" + HTMLText.escaped(path) + "</code></p>\n"
            + lesson.hintsHTML
        guard let course else { return html }
        for (direction, other) in [
            ("previous", course.lesson(lesson.number - 1)), ("next", course.lesson(lesson.number + 1)),
        ] {
            guard let other else { continue }
            html +=
                "\n<form class=\"lesson-move\" method=\"post\" action=\"/lesson?go=\(direction)\">"
                + "<button type=\"submit\" id=\"lesson-\(direction)\">\(direction): " + HTMLText.escaped(other.heading)
                + "</button></form>"
        }
        return html
    }
}

/// The page's request to move to another lesson, heard on the server's thread and read when
/// the server has stopped.
final class LessonMove: Sendable {
    private let lesson: Lesson
    private let course: Course
    private let lock = Mutex<(chosen: Lesson?, port: Int?)>((nil, nil))

    init(from lesson: Lesson, in course: Course) { (self.lesson, self.course) = (lesson, course) }

    /// The lesson the page asked for, once it has.
    var chosen: Lesson? { lock.withLock { $0.chosen } }
    /// The port the lesson was served at: the next one is served there too.
    var port: Int? {
        get { lock.withLock { $0.port } }
        set { lock.withLock { $0.port = newValue } }
    }

    /// Takes `next` or `previous`: the words the page shows while it waits, or nil when there
    /// is no lesson that way. The server stops a moment later, once its answer has gone out.
    func request(_ direction: String) -> String? {
        guard let other = course.lesson(lesson.number + (direction == "next" ? 1 : -1)) else { return nil }
        lock.withLock { $0.chosen = other }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) { ServeCommand.requestStop() }
        return "opening lesson \(other.heading)…"
    }
}

/// The progress of a served course, shared by the page's checks (one at a time).
final class PassRecord: Sendable {
    private let folder: Mutex<LessonFolder>

    init(folder: LessonFolder) {
        self.folder = Mutex(folder)
    }

    /// Makes `number` the current lesson in the progress file; false (reported) on failure.
    func setCurrent(_ number: Int) -> Bool {
        folder.withLock { (folder: inout LessonFolder) -> Bool in
            folder.progress.current = number
            do throws(OutputError) {
                try OutputFile.write(folder.progress.text, to: folder.progressPath)
                return true
            } catch {
                return false
            }
        }
    }

    /// Checks `source` against `lesson`'s goal; a first pass is written to the progress file.
    func check(_ source: String, against lesson: Lesson, in course: Course, file: String) -> LiveCheckResult {
        let result = lesson.check(source, file: file)
        guard result.passed else {
            return LiveCheckResult(
                passed: false, message: "lesson \(lesson.number) not yet: " + result.failures.joined(separator: " "))
        }
        var message = "passed: lesson \(lesson.heading)."
        if let next = course.lesson(lesson.number + 1) {
            message += " next: \(next.heading) ('shape learn show \(next.number)', then serve again)"
        } else {
            message += " that was the last lesson: the course is done"
        }
        let saved = folder.withLock { (folder: inout LessonFolder) -> String? in
            guard !folder.progress.passed.contains(lesson.number) else { return nil }
            folder.progress.passed.insert(lesson.number)
            do throws(OutputError) {
                try OutputFile.write(folder.progress.text, to: folder.progressPath)
                return nil
            } catch {
                folder.progress.passed.remove(lesson.number)
                return error.message
            }
        }
        if let saved { message += " (the pass could not be recorded: \(saved))" }
        return LiveCheckResult(passed: true, message: message)
    }
}
