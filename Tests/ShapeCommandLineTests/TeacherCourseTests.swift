// A teacher's course written from the README alone: the files its "Writing a lesson" section
// shows are written to a folder as they stand, then checked (`check-course`), run as a learner
// runs them (check, the terminal in tmux), exported without hints and solutions, and broken on
// purpose to see each mistake named with its file and line.
import Foundation
import Testing

@Suite(.serialized) struct TeacherCourseTests {
    /// The README's example course: each `` `my-course/…`: `` line and the fenced block after it.
    static func readmeCourse() throws -> [(path: String, text: String)] {
        let readme = try String(
            contentsOf: ShapeBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n### Writing a lesson\n").dropFirst().first)
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var files: [(String, String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("`my-course/"), line.hasSuffix("`:") else { continue }
            let path = String(line.dropFirst().dropLast(2))
            guard let open = lines[index...].firstIndex(where: { $0.hasPrefix("```") }),
                let close = lines[(open + 1)...].firstIndex(of: "```")
            else { break }
            files.append((path, lines[(open + 1)..<close].joined(separator: "\n") + "\n"))
            index = close + 1
        }
        return files
    }

    /// The README's course written into `folder`; its path.
    static func writeCourse(in folder: TemporaryFolder) throws -> String {
        for (path, text) in try readmeCourse() {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return folder.path("my-course")
    }

    @Test func theReadmesCourseHasEveryKindOfFile() throws {
        let names = try Self.readmeCourse().map { $0.path }
        #expect(
            names == [
                "my-course/01-even-gap/lesson.md", "my-course/01-even-gap/start.shape",
                "my-course/01-even-gap/solution.shape", "my-course/01-even-gap/goal.shape",
                "my-course/01-even-gap/hints.md", "my-course/01-even-gap/literal.wrong.shape",
            ])
    }

    @Test func theReadmesCourseChecksAndRunsAsTheReadmeSays() throws {
        let folder = try TemporaryFolder()
        let course = try Self.writeCourse(in: folder)
        // check-course prints what the README shows.
        let checked = try runShape(["learn", "check-course", course])
        #expect(checked.status == 0, "\(checked.error)")
        #expect(
            checked.output
                == "✓ 1 · An even gap: the start fails, the solution passes at 2 settings, 1 wrong answer fails\n"
                + "the lesson holds\n")

        // A learner: the start fails in the goal's words, the solution passes.
        let lessons = folder.path("lessons")
        let start = try runShape(["learn", "--course", course, "--dir", lessons, "check"])
        #expect(start.status == 1)
        #expect(
            start.output.hasPrefix(
                "lesson 1 not yet:\n  photo's corners are 30; the goal is the card's 30 minus the gap 10: 20\n"))
        let list = try runShape(["learn", "--course", course, "--dir", lessons, "list"])
        #expect(list.output == "▸   1  An even gap  (01-even-gap.shape)\n0 of 1 passed\n")
        let hint = try runShape(["learn", "--course", course, "--dir", lessons, "hint"])
        #expect(hint.output.hasPrefix("hint 1 of 2 for lesson 1: The radius can be any expression"))
        let solution = try String(contentsOfFile: course + "/01-even-gap/solution.shape", encoding: .utf8)
        try solution.write(toFile: lessons + "/01-even-gap.shape", atomically: true, encoding: .utf8)
        let passed = try runShape(["learn", "--course", course, "--dir", lessons, "check", "1"])
        #expect(passed.status == 0)
        #expect(passed.output.contains("passed: lesson 1 · An even gap"))
        #expect(passed.output.contains("that was the last lesson: the course is done"))
        // A number outside the teacher's course is a usage error.
        let outside = try runShape(["learn", "--course", course, "--dir", lessons, "show", "2"])
        #expect(outside.status == 2)
        #expect(outside.error.contains("'2' is not a lesson: give a number from 1 to 1"))
    }

    @Test func aStudentHandoutLeavesHintsAndSolutionsOut() throws {
        let folder = try TemporaryFolder()
        let course = try Self.writeCourse(in: folder)
        let handout = folder.path("handout")
        let export = try runShape(
            ["learn", "--course", course, "--export", handout, "--no-hints", "--no-solutions"])
        #expect(export.status == 0, "\(export.error)")
        #expect(export.output.contains("(without hints or solutions)"))
        let page = try String(contentsOfFile: handout + "/01-even-gap.md", encoding: .utf8)
        #expect(page.hasPrefix("# 1 · An even gap"))
        #expect(!page.contains("## Hints") && !page.contains("## The solution") && !page.contains("R - gap)"))
        #expect(!FileManager.default.fileExists(atPath: handout + "/solutions"))
        #expect(FileManager.default.fileExists(atPath: handout + "/01-even-gap.shape"))
        // The teacher's copy keeps them.
        let full = try runShape(["learn", "--course", course, "--export", folder.path("full")])
        #expect(full.status == 0)
        let teacher = try String(contentsOfFile: folder.path("full/01-even-gap.md"), encoding: .utf8)
        #expect(teacher.contains("## Hints") && teacher.contains("## The solution"))
        #expect(FileManager.default.fileExists(atPath: folder.path("full/solutions/01-even-gap.shape")))
    }

    @Test func aMistakeInTheCourseIsNamedWithItsFileAndLine() throws {
        let folder = try TemporaryFolder()
        let course = try Self.writeCourse(in: folder)
        let lesson = course + "/01-even-gap"
        // A wrong answer that passes, and one that fails for another reason than it expects.
        let solution = try String(contentsOfFile: lesson + "/solution.shape", encoding: .utf8)
        try solution.write(toFile: lesson + "/right.wrong.shape", atomically: true, encoding: .utf8)
        try ("// expect: pokes out\n" + solution.replacingOccurrences(of: "padding gap", with: "padding 3"))
            .write(toFile: lesson + "/inset.wrong.shape", atomically: true, encoding: .utf8)
        let broken = try runShape(["learn", "check-course", course])
        #expect(broken.status == 1)
        #expect(broken.output.hasPrefix("✗ 1 · An even gap:\n"))
        #expect(
            broken.output.contains(
                "  the wrong answer 'inset' fails, but not with 'pokes out': photo is 3 in from the card's side;"
                    + " the goal is the gap 10 all round\n"))
        #expect(broken.output.contains("  the wrong answer 'right' passes\n"))
        #expect(broken.output.hasSuffix("1 of 1 lesson need work\n"))

        // A 'try' line that is not NAME = NUMBER pairs, and a missing goal.
        let goal = try String(contentsOfFile: lesson + "/goal.shape", encoding: .utf8)
        try goal.replacingOccurrences(of: "// try: R = 40, gap = 12", with: "// try: R is 40")
            .write(toFile: lesson + "/goal.shape", atomically: true, encoding: .utf8)
        let badTry = try runShape(["learn", "check-course", course])
        #expect(badTry.status == 1)
        #expect(
            badTry.error
                == "\(course)/01-even-gap/goal.shape:1: error: 'try' takes NAME = NUMBER pairs separated by commas,"
                + " as '// try: R = 30, gap = 10'\n")
        try FileManager.default.removeItem(atPath: lesson + "/goal.shape")
        let noGoal = try runShape(["learn", "--course", course, "list"], in: folder.url)
        #expect(noGoal.status == 1)
        #expect(noGoal.error == "\(course)/01-even-gap: error: the lesson has no goal.shape\n")
        // Not a folder at all.
        let missing = try runShape(["learn", "check-course", folder.path("nowhere")])
        #expect(missing.status == 1 && missing.error.contains("is not a folder"))
    }

    /// The course in a real terminal (tmux): the teacher's lesson, its check in the goal's
    /// words, and a pass when the learner's editor saves the solution.
    @Test(.enabled(if: tmuxPath != nil, "tmux is not installed"), .timeLimit(.minutes(1)))
    func theTeachersCourseAtTheTerminal() throws {
        let tmux = try #require(tmuxPath)
        let folder = try TemporaryFolder()
        let course = try Self.writeCourse(in: folder)
        let lessons = folder.path("lessons")
        let command =
            "'\(ShapeBinary.path)' learn --course '\(course)' --dir '\(lessons)'; echo \"exit status $?\"; sleep 60"
        let terminal = try TmuxSession(
            tmux: tmux, command: command, environment: ["HOME": folder.url.path, "TERM": "xterm", "NO_COLOR": "1"])
        try terminal.expectScreen("1 · An even gap")
        try terminal.expectScreen("photo: RoundedRectangle in card (RoundedRectangle)")
        try terminal.expectScreen("photo's corners are 30; the goal is the card's 30 minus the gap 10: 20")
        let solution = try String(contentsOfFile: course + "/01-even-gap/solution.shape", encoding: .utf8)
        try solution.write(toFile: lessons + "/01-even-gap.shape", atomically: true, encoding: .utf8)
        try terminal.expectScreen(" passed: lesson 1 · An even gap")
        try terminal.send("q")
        try terminal.expectScreen("exit status 0")
    }
}
