// `shape learn check-course DIR`: what a teacher runs before a class. Every lesson's start must
// fail its goal, its solution must pass it at every variant, every variant must name a
// parameter of the solution, and every wrong answer must fail (with the words its
// `// expect:` line gives, when it has one).
import ShapeLessons

extension LearnCommand {
    /// Checks the course in `directory`, a line a lesson; exit 0 when every lesson holds.
    func checkCourse(_ directory: String) -> ExitCode {
        guard let course = CourseFolder.read(directory, console: console) else { return .failure }
        var broken = 0
        for lesson in course.lessons {
            let problems = LearnCommand.problems(of: lesson)
            if problems.isEmpty {
                let wrong = lesson.wrongAnswers.count
                console.print(
                    "✓ \(lesson.heading): the start fails, the solution passes"
                        + (lesson.goal.variants.isEmpty ? "" : " at \(lesson.goal.variants.count + 1) settings")
                        + (wrong == 0 ? "" : wrong == 1 ? ", 1 wrong answer fails" : ", \(wrong) wrong answers fail"))
            } else {
                broken += 1
                console.print("✗ \(lesson.heading):")
                for problem in problems { console.print("  " + problem) }
            }
        }
        let total = course.lessons.count
        let holds = total == 1 ? "the lesson holds" : "all \(total) lessons hold"
        console.print(broken == 0 ? holds : "\(broken) of \(total) lesson\(total == 1 ? "" : "s") need work")
        return broken == 0 ? .success : .failure
    }

    /// What is wrong with `lesson` as a teacher wrote it, one sentence each.
    static func problems(of lesson: Lesson) -> [String] {
        var problems: [String] = []
        let parameters = Set(lesson.parameterNames)
        for variant in lesson.goal.variants {
            for name in variant.keys.sorted() where !parameters.contains(name) {
                problems.append("goal.shape tries '\(name)', which the solution does not declare as a parameter")
            }
        }
        if lesson.check(lesson.start, file: "start.shape").passed {
            problems.append("the start passes the goal: a learner would have nothing to do")
        }
        let solution = lesson.check(lesson.solution, file: "solution.shape")
        if !solution.passed {
            problems.append("the solution fails: " + solution.failures.joined(separator: " "))
        }
        for wrong in lesson.wrongAnswers {
            let check = lesson.check(wrong.script, file: wrong.name + ".wrong.shape")
            if check.passed {
                problems.append("the wrong answer '\(wrong.name)' passes")
            } else if let expected = wrong.expected,
                !check.failures.contains(where: { $0.contains(expected) })
            {
                problems.append(
                    "the wrong answer '\(wrong.name)' fails, but not with '\(expected)': "
                        + check.failures.joined(separator: " "))
            }
        }
        return problems
    }
}
