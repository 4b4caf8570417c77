// The mistakes a class makes, lesson by lesson: each built-in lesson's folder keeps its known
// wrong answers (`SLUG.MISTAKE.wrong.shape`: an off-by-one inset, the wrong corner, a literal
// where the rule belongs, a flared radius, a missing minimum), each with the message the learner
// must read on its first line (`// expect: …`). Every one must fail with exactly that message.
import Testing

@testable import ShapeLessons

@Suite struct WrongAnswerTests {
    /// The built-in lessons as their folders hold them, wrong answers included.
    static let course: Course? = try? LessonFilesTests.diskCourse()

    @Test func everyLessonHasAtLeastThreeWrongAnswers() throws {
        let course = try #require(Self.course)
        for lesson in course.lessons {
            #expect(lesson.wrongAnswers.count >= 3, "lesson \(lesson.number) has \(lesson.wrongAnswers.count)")
        }
        #expect(course.lessons.map { $0.wrongAnswers.count }.reduce(0, +) >= 51)
    }

    @Test(arguments: Course.builtIn.lessons.map { $0.number })
    func everyWrongAnswerFailsWithItsMessage(_ number: Int) throws {
        let lesson = try #require(Self.course?.lesson(number))
        for wrong in lesson.wrongAnswers {
            let expected = try #require(wrong.expected, "\(wrong.name) says what it must get")
            let check = lesson.check(wrong.script, file: wrong.name + ".wrong.shape")
            #expect(check.result.succeeded, "\(wrong.name) runs: \(check.result.diagnostics.map { $0.message })")
            #expect(!check.passed, "\(wrong.name) passes")
            #expect(check.failures.first == expected, "\(wrong.name)")
        }
    }

    /// The cases, by name: lesson 4's card without its bottom inset and the photo
    /// hanging out, lesson 5's fixed minimum (bottom corners at 6 when gap is 26), lesson 10
    /// without touching the photo.
    @Test func theReportedMistakesFail() throws {
        let course = try #require(Self.course)
        func failure(_ lesson: Int, _ name: String) -> String? {
            let wrong = course.lesson(lesson)?.wrongAnswers.first { $0.name.hasSuffix("." + name) }
            return wrong.flatMap { course.lesson(lesson)?.check($0.script).failures.first }
        }
        #expect(
            failure(4, "no-inset-below")
                == "photo's insets are top 12, leading 12, bottom 0, trailing 12; the goal is the inset 12 on every side"
        )
        #expect(failure(4, "the-photo-s-height-alone")?.contains("bottom -12") == true)
        #expect(failure(5, "a-fixed-minimum-on-top")?.contains(".fixed(12)") == true)
        #expect(
            failure(10, "the-photo-keeps-its-own-style")
                == "photo's corners are .circular; the goal is .continuous corners, as the card's")
    }
}
