// `shape learn --export DIR`: every lesson as a Markdown handout with its figures, drawn by
// `shape md`'s own code, beside the exercise files and their solutions, for a class that
// does not have the tool installed; `--no-hints` and `--no-solutions` leave those out of a
// student's handout.
import ShapeLanguage
import ShapeLessons

extension LearnCommand {
    /// Writes `DIR/NN-slug.md` (text, the starting script and its figure, the hints, the
    /// solution and its figure), `DIR/figures/`, `DIR/NN-slug.shape`,
    /// `DIR/solutions/NN-slug.shape` and `DIR/README.md`, the list of lessons; without the hints
    /// or the solutions (and their folder) when asked.
    func export(_ course: Course, to directory: String, hints: Bool, solutions: Bool) -> ExitCode {
        do {
            try Directories.create(directory + (solutions ? "/solutions" : ""))
        } catch {
            console.reportFileError(error)
            return .failure
        }
        let folder = LessonFolder(directory: directory, course: course, progress: Progress())
        var index = [options.course == nil ? "# A course in concentric geometry" : "# A course in shape", ""]
        index.append(
            "\(course.lessons.count) short lessons, each an exercise to edit and check;"
                + " `shape learn` checks them for you.")
        index.append("")
        for lesson in course.lessons {
            let stem = String(lesson.fileName.dropLast(".shape".count))
            guard folder.write(lesson.start, to: folder.path(of: lesson), console: console),
                !solutions
                    || folder.write(lesson.solution, to: directory + "/solutions/" + lesson.fileName, console: console)
            else { return .failure }
            var markdown = MarkdownOptions(input: "-")
            markdown.output = directory + "/" + stem + ".md"
            markdown.images = directory + "/figures"
            // The starts are wrong on purpose: their warnings are the lesson, not the export's.
            markdown.limits.warnings = WarningPolicy(parsing: "none") ?? markdown.limits.warnings
            var handout = console
            let document = Array(LearnCommand.handout(for: lesson, hints: hints, solution: solutions).utf8)
            handout.readInput = { document }
            let status = MarkdownCommand(options: markdown, console: handout).run()
            guard status == .success else { return status }
            index.append("\(lesson.number). [\(lesson.title)](\(stem).md): exercise `\(lesson.fileName)`")
        }
        index.append("")
        guard folder.write(index.joined(separator: "\n"), to: directory + "/README.md", console: console) else {
            return .failure
        }
        let left = [hints ? nil : "hints", solutions ? nil : "solutions"].compactMap { $0 }
        console.print(
            "wrote \(course.lessons.count) handouts, their figures and exercise files to \(directory)"
                + (left.isEmpty ? "" : " (without " + left.joined(separator: " or ") + ")"))
        return .success
    }

    /// A lesson's handout in Markdown, with fenced `shape` blocks for `shape md` to draw.
    static func handout(for lesson: Lesson, hints: Bool = true, solution: Bool = true) -> String {
        var lines = ["# \(lesson.heading)", "", lesson.text, "", "## The exercise", ""]
        lines.append("Open `\(lesson.fileName)` and do what its `TODO` asks. As it starts:")
        lines += figure(lesson.start, id: "start-\(lesson.number)", caption: "The start of lesson \(lesson.number)")
        if hints, !lesson.hints.isEmpty {
            lines += ["## Hints", ""]
            for (offset, hint) in lesson.hints.enumerated() { lines.append("\(offset + 1). \(hint)") }
            lines.append("")
        }
        if solution {
            lines += ["## The solution", "", "In `solutions/\(lesson.fileName)`:"]
            lines += figure(
                lesson.solution, id: "solution-\(lesson.number)", caption: "A solution of lesson \(lesson.number)")
        }
        return lines.joined(separator: "\n")
    }

    /// The script as text, then as a fenced `shape` block that `shape md` turns into its figure.
    private static func figure(_ script: String, id: String, caption: String) -> [String] {
        let text = script.trimmingTrailingNewlines
        return ["", "```", text, "```", "", "```shape id=\(id) caption=\"\(caption)\"", text, "```", ""]
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
