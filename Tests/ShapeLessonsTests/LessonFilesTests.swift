// One format for every lesson: the built-in course compiled into the binary is the folders in
// Sources/ShapeLessons/Lessons read by the reader a teacher's course goes through, and a mistake
// in a lesson's files is named with its file and line.
import Foundation
import Testing

@testable import ShapeLessons

@Suite struct LessonFilesTests {
    /// The package's `Sources/ShapeLessons/Lessons`, read from disk as the command line reads
    /// a teacher's course.
    static func diskCourse() throws -> Course {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ShapeLessons/Lessons")
        let manager = FileManager.default
        var folders: [(name: String, files: [LessonFile])] = []
        for name in try manager.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(name)
            let files = try manager.contentsOfDirectory(atPath: folder.path).sorted().map {
                LessonFile(name: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
            folders.append((name, files))
        }
        return try Course(folders: folders)
    }

    @Test func theBuiltInCourseIsItsFoldersReadAsATeachersAre() throws {
        let disk = try Self.diskCourse()
        let builtIn = Course.builtIn
        #expect(disk.lessons.count == builtIn.lessons.count)
        for (read, compiled) in zip(disk.lessons, builtIn.lessons) {
            #expect(read.slug == compiled.slug && read.title == compiled.title && read.text == compiled.text)
            #expect(read.start == compiled.start && read.solution == compiled.solution)
            #expect(read.goal.script == compiled.goal.script && read.goal.variants == compiled.goal.variants)
            #expect(read.hints == compiled.hints && read.focus == compiled.focus)
        }
    }

    static let minimal: [LessonFile] = [
        LessonFile(name: "lesson.md", text: "# A title\n\nOne paragraph\nwrapped.\n\nTwo.\n"),
        LessonFile(name: "start.shape", text: "let R = 30\n// TODO\nshape a = Rectangle() { size 10 x 10 }\n"),
        LessonFile(name: "solution.shape", text: "let R = 30\nshape a = Rectangle() { size R x 10 }\n"),
        LessonFile(
            name: "goal.shape",
            text: "// try: R = 40\n// focus: a\nassert a.width == R, \"a is \\(a.width) wide; the goal is R: \\(R)\"\n"),
        LessonFile(name: "hints.md", text: "- Gentle.\n- Explicit, 'size R x 10'.\n"),
        LessonFile(
            name: "wrong/literal.shape",
            text: "// expect: with R = 40\nlet R = 30\nshape a = Rectangle() { size 30 x 10 }\n"),
    ]

    @Test func aLessonFolderReadsIntoALesson() throws {
        let lesson = try Lesson(number: 3, folder: "03-a-title", files: Self.minimal)
        #expect(lesson.slug == "a-title" && lesson.fileName == "03-a-title.shape")
        #expect(lesson.title == "A title" && lesson.text == "One paragraph wrapped.\n\nTwo.")
        #expect(lesson.goal.variants == [["R": 40]] && lesson.focus == "a")
        #expect(lesson.hints == ["Gentle.", "Explicit, 'size R x 10'."])
        #expect(lesson.wrongAnswers.map { $0.name } == ["literal"])
        #expect(lesson.wrongAnswers.first?.expected == "with R = 40")
        // The goal's assert speaks for itself, at the variant too.
        #expect(lesson.check(lesson.start).failures == ["a is 10 wide; the goal is R: 30"])
        #expect(lesson.check(lesson.solution).passed)
        let literal = lesson.check(lesson.wrongAnswers[0].script)
        #expect(literal.failures == ["with R = 40, a is 30 wide; the goal is R: 40"])
        // An assert without a message, and a goal that reads what the script lacks.
        let bare = try Lesson(
            number: 1, folder: "01-x",
            files: Self.minimal.map {
                $0.name == "goal.shape" ? LessonFile(name: "goal.shape", text: "assert b.width == R\n") : $0
            })
        #expect(bare.check(bare.solution).failures == ["there is no node named 'b' yet"])
    }

    @Test(
        arguments: [
            ("lesson.md", nil, "03-a-title", nil, "the lesson has no lesson.md"),
            (
                "goal.shape", "// try: R 40", "03-a-title/goal.shape", 1,
                "'try' takes NAME = NUMBER pairs separated by commas, as '// try: R = 30, gap = 10'"
            ),
            (
                "lesson.md", "A title\n\nText.", "03-a-title/lesson.md", 1,
                "the first line is the lesson's title: '# Title'"
            ),
            (
                "goals.shape", "", "03-a-title/goals.shape", nil,
                "a lesson folder holds lesson.md, start.shape, solution.shape, goal.shape, hints.md and NAME.wrong.shape; 'goals.shape' is none of them"
            ),
        ] as [(String, String?, String, Int?, String)])
    func aMistakeIsNamedWithItsFileAndLine(
        _ name: String, _ text: String?, _ file: String, _ line: Int?, _ message: String
    ) {
        var files = Self.minimal.filter { $0.name != name }
        if let text { files.append(LessonFile(name: name, text: text)) }
        #expect(throws: LessonFormatError(file: file, line: line, message: message)) {
            try Lesson(number: 3, folder: "03-a-title", files: files)
        }
    }

    @Test func aCourseNeedsLessonsWithDistinctSlugs() {
        #expect(throws: LessonFormatError(file: ".", message: "no lesson folders: a course holds one folder a lesson"))
        {
            try Course(folders: [])
        }
        #expect(throws: LessonFormatError(file: "02-a-title", message: "lesson 1 has the slug 'a-title' already")) {
            try Course(folders: [("01-a-title", Self.minimal), ("02-a-title", Self.minimal)])
        }
    }
}
