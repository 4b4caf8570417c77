// `shape learn --serve`: the current lesson beside the live page of `shape serve`. The page
// edits the learner's exercise file through ServeCommand (the same writer, watcher and stop),
// shows the lesson's text and hints in its side panel, and checks the page's text against the
// lesson's goal, recording a pass in the progress file as `shape learn check` does.
import ShapeLessons
import ShapeRendering
import ShapeServer
import Synchronization

extension LearnCommand {
    /// Serves the current lesson's exercise file until Ctrl-C.
    func serve(port: Int?, folder: LessonFolder) -> ExitCode {
        let lesson = folder.current
        let path = folder.path(of: lesson)
        var serveOptions = ServeOptions(input: path)
        serveOptions.port = port
        let record = PassRecord(folder: folder)
        let course = folder.course
        return ServeCommand(options: serveOptions, console: console).run(
            sidePanel: Self.sidePanel(for: lesson, path: path),
            check: { source in record.check(source, against: lesson, in: course, file: path) })
    }

    /// The lesson's heading and text, the file being edited, and its hints folded away.
    static func sidePanel(for lesson: Lesson, path: String) -> String {
        lesson.html + "\n<p class=\"lesson-file\">your file: <code>" + HTMLText.escaped(path) + "</code></p>\n"
            + lesson.hintsHTML
    }
}

/// The progress of a served course, shared by the page's checks (one at a time).
final class PassRecord: Sendable {
    private let folder: Mutex<LessonFolder>

    init(folder: LessonFolder) {
        self.folder = Mutex(folder)
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
