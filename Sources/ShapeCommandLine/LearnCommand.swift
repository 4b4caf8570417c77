import ShapeFiles
// `shape learn`: the course in concentric geometry, or a teacher's (`--course DIR`). The
// subcommands a script or a teacher drives (list, show, check, hint, solution, reset); the
// interactive mode is in LearnCommand+Interactive.swift, the handouts in
// LearnCommand+Export.swift, `check-course` in LearnCommand+CheckCourse.swift.
import ShapeLanguage
import ShapeLessons
import ShapeRendering

/// Runs `shape learn`.
struct LearnCommand {
    let options: LearnOptions
    let console: Console

    func run() -> ExitCode {
        if case .checkCourse(let directory) = options.action { return checkCourse(directory) }
        var course = Course.builtIn
        if let directory = options.course {
            guard let read = CourseFolder.read(directory, console: console) else { return .failure }
            course = read
        }
        if case .export(let directory, let hints, let solutions) = options.action {
            return export(course, to: directory, hints: hints, solutions: solutions)
        }
        if let number = options.action.lessonNumber, course.lesson(number) == nil {
            console.reportError("'\(number)' is not a lesson: give a number from 1 to \(course.lessons.count)")
            return .usage
        }
        guard var folder = LessonFolder.open(options.directory, course: course, console: console) else {
            return .failure
        }
        switch options.action {
        case .interactive:
            guard console.inputIsTerminal else {
                // Not a terminal: show the current lesson and check it once.
                show(folder.current, in: folder)
                return check(folder.current, in: &folder)
            }
            return interact(&folder)
        case .serve(let port):
            return serve(port: port, folder: folder)
        case .list:
            list(folder)
            return .success
        case .show(let number):
            let lesson = course.lessons[number - 1]
            folder.progress.current = number
            guard folder.saveProgress(console: console) else { return .failure }
            show(lesson, in: folder)
            return .success
        case .check(let number):
            return check(number.flatMap { course.lesson($0) } ?? folder.current, in: &folder)
        case .hint(let number):
            return hint(number.flatMap { course.lesson($0) } ?? folder.current, in: &folder)
        case .solution(let number, let force):
            let lesson = course.lessons[number - 1]
            guard force || folder.progress.passed.contains(number) else {
                console.reportError(
                    "lesson \(number) has not passed yet: its solution comes after 'shape learn check \(number)' holds"
                        + " (or add --force to see it now)")
                return .failure
            }
            console.writeOutput(lesson.solution)
            return .success
        case .reset(let number, let force):
            let lesson = course.lessons[number - 1]
            guard force || confirmsReset(of: lesson, in: folder) else {
                console.print("kept \(lesson.fileName) as it is")
                return .failure
            }
            guard folder.write(lesson.start, to: folder.path(of: lesson), console: console) else { return .failure }
            folder.progress.hintsShown[number] = nil
            guard folder.saveProgress(console: console) else { return .failure }
            console.print("reset \(folder.path(of: lesson)) to its start")
            return .success
        case .export, .checkCourse:
            return .success
        }
    }

    /// On a terminal, asks before a file with the learner's edits goes back to its start; yes
    /// without asking off a terminal (a script asked for it) or when the file is the start.
    func confirmsReset(of lesson: Lesson, in folder: LessonFolder) -> Bool {
        guard console.inputIsTerminal, let text = try? SourceFiles.readText(folder.path(of: lesson)),
            text != lesson.start
        else { return true }
        console.writeOutput("put \(lesson.fileName) back to its start? your edits to it go [y/N] ")
        let answer = console.readLine() ?? ""
        return answer.lowercased() == "y" || answer.lowercased() == "yes"
    }

    /// Every lesson, ✓ when it has passed, ▸ before the current one.
    func list(_ folder: LessonFolder) {
        for line in LearnCommand.listLines(folder) { console.print(line) }
    }

    static func listLines(_ folder: LessonFolder) -> [String] {
        let width = String(folder.course.lessons.count).count
        var lines: [String] = []
        for lesson in folder.course.lessons {
            let mark = folder.progress.passed.contains(lesson.number) ? "✓" : " "
            let here = folder.progress.current == lesson.number ? "▸" : " "
            let number = String(repeating: " ", count: width - String(lesson.number).count) + "\(lesson.number)"
            lines.append("\(here) \(mark) \(number)  \(lesson.title)  (\(lesson.fileName))")
        }
        lines.append("\(folder.progress.passed.count) of \(folder.course.lessons.count) passed")
        return lines
    }

    /// The lesson's text, its file, and the picture and explanation of the learner's script.
    func show(_ lesson: Lesson, in folder: LessonFolder) {
        console.print(TextStyle.bold.apply(lesson.heading, enabled: console.usesColor))
        console.print("")
        let columns = console.terminalSize()?.columns ?? console.outputWidth ?? 80
        console.print(lesson.wrappedText(width: max(min(columns, 90) - 1, 30)))
        console.print("")
        console.print("your file: \(folder.path(of: lesson)) (edit it, then 'shape learn check \(lesson.number)')")
        guard let source = folder.exercise(lesson, console: console) else { return }
        let result = lesson.check(source, file: folder.path(of: lesson))
        showPicture(of: lesson, result)
    }

    /// The text preview of the learner's scene and the explanation of the node that matters.
    func showPicture(of lesson: Lesson, _ result: LessonCheck) {
        guard result.result.succeeded else { return }
        // Small enough to leave the lesson's text and the derivation on the screen.
        let width = min(console.terminalSize()?.columns ?? console.outputWidth ?? 80, 64)
        console.print("")
        console.writeOutput(TextPreview(width: max(width, 20)).render(result.session.scene()))
        if let lines = result.session.explain(lesson.focus) {
            console.print("")
            for line in lines { console.print(line) }
        }
    }

    /// Checks the learner's file: exit 0 with `passed`, or 1 with what differs in words.
    func check(_ lesson: Lesson, in folder: inout LessonFolder) -> ExitCode {
        guard let source = folder.exercise(lesson, console: console) else { return .failure }
        let result = lesson.check(source, file: folder.path(of: lesson))
        return report(result, of: lesson, in: &folder) ? .success : .failure
    }

    /// Prints the check's outcome and records a pass; true when it passed.
    func report(
        _ result: LessonCheck, of lesson: Lesson, in folder: inout LessonFolder, prefix: String = "",
        interactive: Bool = false
    ) -> Bool {
        DiagnosticPrinter(console: console).print(result.result.diagnostics, session: result.session)
        let lines = outcome(result, of: lesson, in: &folder, prefix: prefix, interactive: interactive)
        for line in lines { console.print(line) }
        return result.passed
    }

    /// The check's outcome in lines (`lesson 2 not yet:` and what differs, or `passed` and what
    /// comes next); a first pass is recorded in the progress file.
    func outcome(
        _ result: LessonCheck, of lesson: Lesson, in folder: inout LessonFolder, prefix: String = "",
        interactive: Bool = false
    ) -> [String] {
        guard result.passed else {
            return [prefix + "lesson \(lesson.number) not yet:"] + result.failures.map { "  " + $0 }
        }
        let first = !folder.progress.passed.contains(lesson.number)
        folder.progress.passed.insert(lesson.number)
        if first { folder.saveProgress(console: console) }
        var lines = [prefix + TextStyle.bold.apply("passed", enabled: console.usesColor) + ": lesson \(lesson.heading)"]
        if let next = folder.course.lesson(lesson.number + 1) {
            let how = interactive ? "press n" : "'shape learn show \(next.number)'"
            lines.append("next: \(next.heading) (\(how))")
        } else {
            lines.append("that was the last lesson: the course is done")
        }
        return lines
    }

    /// The next hint of the lesson each time it is asked; the last one again after that.
    func hint(_ lesson: Lesson, in folder: inout LessonFolder) -> ExitCode {
        for line in hintLines(lesson, in: &folder) { console.print(line) }
        return folder.saveProgress(console: console) ? .success : .failure
    }

    /// The next hint's lines, counted in the progress (saved by the caller).
    func hintLines(_ lesson: Lesson, in folder: inout LessonFolder) -> [String] {
        guard !lesson.hints.isEmpty else { return ["lesson \(lesson.number) has no hints"] }
        let shown = folder.progress.hintsShown[lesson.number] ?? 0
        let index = min(shown, lesson.hints.count - 1)
        var lines = ["hint \(index + 1) of \(lesson.hints.count) for lesson \(lesson.number): \(lesson.hints[index])"]
        if shown >= lesson.hints.count {
            lines.append(
                "that is the last hint; 'shape learn solution \(lesson.number)' shows the solution once it passes")
        }
        folder.progress.hintsShown[lesson.number] = min(shown + 1, lesson.hints.count)
        return lines
    }
}

extension LearnAction {
    /// The lesson number the action names, to check against the course.
    var lessonNumber: Int? {
        switch self {
        case .show(let number), .solution(let number, _), .reset(let number, _): number
        case .check(let number), .hint(let number): number
        default: nil
        }
    }
}
