import ShapeFiles
// A teacher's course read from disk: a folder holding a folder a lesson (Lesson+Files.swift
// says what each holds), read whole before the course starts, so a mistake in any lesson is
// reported with its file and line before a learner sees the first.
import ShapeLanguage
import ShapeLessons

/// Reading `shape learn --course DIR`.
enum CourseFolder {
    /// The course in `directory`; nil after reporting what is wrong.
    static func read(_ directory: String, console: Console) -> Course? {
        guard Completer.isDirectory(directory) else {
            console.reportError("'\(directory)' is not a folder: a course is a folder holding a folder a lesson")
            return nil
        }
        var folders: [(name: String, files: [LessonFile])] = []
        for name in Completer.directoryEntries(directory).sorted() where !name.hasPrefix(".") {
            let path = directory + "/" + name
            guard Completer.isDirectory(path) else { continue }
            var files: [LessonFile] = []
            for (prefix, folder) in [("", path), ("wrong/", path + "/wrong")] where Completer.isDirectory(folder) {
                for file in Completer.directoryEntries(folder).sorted() where !file.hasPrefix(".") {
                    guard file.hasSuffix(".md") || file.hasSuffix(".shape"), !Completer.isDirectory(folder + "/" + file)
                    else { continue }
                    do {
                        files.append(
                            LessonFile(name: prefix + file, text: try SourceFiles.readText(folder + "/" + file)))
                    } catch {
                        console.reportFileError(error)
                        return nil
                    }
                }
            }
            folders.append((name, files))
        }
        do throws(LessonFormatError) {
            return try Course(folders: folders)
        } catch {
            let place = error.file == "." ? directory : directory + "/" + error.file
            console.printError(
                place + (error.line.map { ":\($0)" } ?? "") + ": "
                    + TextStyle.red.apply("error:", enabled: console.usesColor) + " " + error.message)
            return nil
        }
    }
}
