// A lesson of the course in a page: the learner's script checked against the lesson's goal by
// the resolver, as `shape learn` checks it. The page hands over the lesson folder's files (there
// is no disk); the answer carries the lesson's words too, so a page needs nothing else.
import ShapeLanguage
import ShapeLessons

extension Engine {
    /// `request.lesson` names the folder (`04-too-far-goes-square`), `request.files` holds its
    /// files by name (`too-far-goes-square.goal.shape`, …), `request.source` is the learner's text.
    ///
    /// The JSON: `ok` (the lesson reads), `passed`, `failures` (one sentence each), the
    /// script's `diagnostics`, and the lesson's `title`, `heading`, `html`, `hints` (HTML, gentlest
    /// first) and `start` (the exercise as handed out).
    public static func lesson(_ request: EngineRequest) -> EngineAnswer {
        let files = request.files.keys.sorted().map { LessonFile(name: $0, text: request.files[$0] ?? "") }
        let lesson: Lesson
        do throws(LessonFormatError) {
            lesson = try Lesson(number: request.lessonNumber, folder: request.lesson, files: files)
        } catch {
            return failure(error.description)
        }
        let check = lesson.check(request.source, file: request.path)
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", true)
        json.bool("passed", check.passed)
        json.key("failures")
        json.beginArray()
        for failure in check.failures { json.string(failure) }
        json.endArray()
        write(check.result.diagnostics, to: &json)
        json.string("title", lesson.title)
        json.string("heading", lesson.heading)
        json.string("html", lesson.html)
        json.key("hints")
        json.beginArray()
        for hint in lesson.hintHTML { json.string(hint) }
        json.endArray()
        json.string("start", lesson.start)
        json.endObject()
        return EngineAnswer(output: "", json: json.text)
    }
}
