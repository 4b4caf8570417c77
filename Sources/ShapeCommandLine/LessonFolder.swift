import ShapeFiles
// The learner's lessons folder: an exercise file per lesson, written on first use and never
// overwritten except by `reset`, and the progress file beside them.
import ShapeLanguage
import ShapeLessons

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lessons folder of `shape learn`, with the progress read from it.
struct LessonFolder {
    let directory: String
    /// The course whose exercises the folder holds.
    let course: Course
    var progress: Progress

    /// `DIR/02-r-minus-d.shape`.
    func path(of lesson: Lesson) -> String {
        directory + "/" + lesson.fileName
    }

    var progressPath: String { directory + "/" + Progress.fileName }

    /// Opens `directory`, making it and every missing exercise file first; reports a problem and
    /// answers nil when the folder cannot be made or its progress file cannot be read.
    static func open(_ directory: String, course: Course, console: Console) -> LessonFolder? {
        do {
            try Directories.create(directory)
        } catch {
            console.reportFileError(error)
            return nil
        }
        var folder = LessonFolder(directory: directory, course: course, progress: Progress())
        for lesson in course.lessons where FileSnapshot(folder.path(of: lesson)) == nil {
            guard folder.write(lesson.start, to: folder.path(of: lesson), console: console) else { return nil }
        }
        guard FileSnapshot(folder.progressPath) != nil else { return folder }
        do {
            let text = try SourceFiles.readText(folder.progressPath)
            folder.progress = try Progress(parsing: text, lessonCount: course.lessons.count)
        } catch let mistake as Progress.Mistake {
            console.printError(
                "\(folder.progressPath):\(mistake.line): "
                    + TextStyle.red.apply("error:", enabled: console.usesColor) + " " + mistake.message
                    + " (delete the file to start the course again)")
            return nil
        } catch {
            console.reportFileError(error)
            return nil
        }
        return folder
    }

    /// The learner's file for `lesson`; reports a problem and answers nil when it cannot be read.
    func exercise(_ lesson: Lesson, console: Console) -> String? {
        do {
            return try SourceFiles.readText(path(of: lesson))
        } catch {
            console.reportFileError(error)
            console.printError("run 'shape learn reset \(lesson.number)' to write the exercise again")
            return nil
        }
    }

    /// Writes the progress file; false (reported) when it cannot be written.
    @discardableResult
    func saveProgress(console: Console) -> Bool {
        write(progress.text, to: progressPath, console: console)
    }

    /// Writes `text` to `path` atomically; false (reported) on failure. The course's files are
    /// read back as scripts, so a path that is there but is not a regular file (a FIFO, which
    /// would wait for a reader for ever, a device, a socket), even behind a link, is refused.
    func write(_ text: String, to path: String, console: Console) -> Bool {
        var info = stat()
        if stat(path, &info) == 0, let kind = SourceFiles.nonRegularKind(info.st_mode) {
            console.reportError(
                "cannot write '\(path)': it is \(kind), not a lesson file; remove it, then run the command again")
            return false
        }
        do {
            try OutputFile.write(text, to: path)
            return true
        } catch {
            console.reportError(error.message)
            return false
        }
    }

    /// The lesson the learner is on.
    var current: Lesson {
        course.lesson(progress.current) ?? course.lessons[0]
    }
}
