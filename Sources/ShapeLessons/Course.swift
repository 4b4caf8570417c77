// A course: lessons in order, each read from its folder by Lesson+Files.swift. The built-in
// course is the folders in Lessons/, compiled into the binary by SwiftPM (`.embedInCode`, no
// bundle read at run time) and read by that same code; a teacher's course is a folder of such
// folders, read from disk by the command line.

/// The lessons of `shape learn`, in order.
public struct Course: Sendable {
    /// Every lesson, in order; a lesson's ``Lesson/number`` is its place here.
    public let lessons: [Lesson]

    /// The lesson numbered `number`, or nil outside the course.
    public func lesson(_ number: Int) -> Lesson? {
        lessons.indices.contains(number - 1) ? lessons[number - 1] : nil
    }

    /// The course in `folders` (name and files each), numbered in the order of the names.
    public init(folders: [(name: String, files: [LessonFile])]) throws(LessonFormatError) {
        var lessons: [Lesson] = []
        for (offset, folder) in folders.sorted(by: { $0.name < $1.name }).enumerated() {
            let lesson = try Lesson(number: offset + 1, folder: folder.name, files: folder.files)
            if let earlier = lessons.first(where: { $0.slug == lesson.slug }) {
                throw LessonFormatError(
                    file: folder.name, message: "lesson \(earlier.number) has the slug '\(lesson.slug)' already")
            }
            lessons.append(lesson)
        }
        guard !lessons.isEmpty else {
            throw LessonFormatError(file: ".", message: "no lesson folders: a course holds one folder a lesson")
        }
        self.lessons = lessons
    }
}
