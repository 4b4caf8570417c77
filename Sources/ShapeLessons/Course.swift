// The course: every lesson of `shape learn`, in order, shipped in the binary as a table.
// Each lesson's text, start, goal, hints and solution live in Lessons+*.swift.

/// The lessons of `shape learn`.
public enum Course {
    /// Every lesson, in order; a lesson's ``Lesson/number`` is its place here.
    public static let lessons: [Lesson] = {
        let drafts = LessonDraft.nesting + LessonDraft.styles + LessonDraft.screens
        return drafts.enumerated().map { offset, draft in draft.lesson(number: offset + 1) }
    }()

    /// The lesson numbered `number`, or nil outside the course.
    public static func lesson(_ number: Int) -> Lesson? {
        lessons.indices.contains(number - 1) ? lessons[number - 1] : nil
    }
}

/// A lesson before it has its place in the course.
struct LessonDraft {
    var slug: String
    var title: String
    var text: String
    var start: String
    var goal: Goal
    var hints: [String]
    var solution: String
    var focus: String

    func lesson(number: Int) -> Lesson {
        Lesson(
            number: number, slug: slug, title: title, text: text, start: start, goal: goal, hints: hints,
            solution: solution, focus: focus)
    }
}

/// Shorthands the lesson table reads with.
extension Expected {
    /// A number that does not move with the parameters.
    static func constant(_ value: Double, _ reason: String) -> Expected {
        Expected({ _ in value }, { _ in reason })
    }
}
