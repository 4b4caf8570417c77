// The course: every lesson of `shape learn`, in order, shipped in the binary as a table.
// Each lesson's words and scripts are data files in Lessons/ (`SLUG.md`: a `# Title` line, then
// the text; `SLUG.start.shape`, `SLUG.solution.shape`), embedded in the code by SwiftPM
// (`.embedInCode`, no bundle at run time); its goal, hints and focus are Swift in Lessons+*.swift.

/// The lessons of `shape learn`.
public enum Course {
    /// Every lesson, in order; a lesson's ``Lesson/number`` is its place here.
    public static let lessons: [Lesson] = {
        let drafts: [LessonDraft] = [
            .sameRadius, .rMinusD, .unequalInsets, .tooFar,  // Lessons+Nesting.swift
            .minimum, .uniform, .fixedAndMixed, .clamp,  // Lessons+Styles.swift
            .threeLevels, .continuous, .deviceSheet, .askTheContainer,  // Lessons+Screens.swift
        ]
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
    /// `SLUG.md`: `# Title`, a blank line, then paragraphs separated by blank lines, each
    /// wrapped for reading; a line break inside a paragraph is a space.
    var page: [UInt8]
    var start: [UInt8]
    var goal: Goal
    var hints: [String]
    var solution: [UInt8]
    var focus: String

    func lesson(number: Int) -> Lesson {
        let (title, text) = LessonDraft.titleAndText(String(decoding: page, as: UTF8.self))
        return Lesson(
            number: number, slug: slug, title: title, text: text, start: String(decoding: start, as: UTF8.self),
            goal: goal, hints: hints, solution: String(decoding: solution, as: UTF8.self), focus: focus)
    }

    /// The title after `# ` on the first line, and the paragraphs after it, each on one line.
    static func titleAndText(_ page: String) -> (title: String, text: String) {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let title = lines.first.map { $0.hasPrefix("# ") ? $0.dropFirst(2) : $0 } ?? ""
        var paragraphs: [String] = []
        var paragraph: [Substring] = []
        for line in lines.dropFirst() + [""] {
            if line.isEmpty {
                if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
                paragraph = []
            } else {
                paragraph.append(line)
            }
        }
        return (String(title), paragraphs.joined(separator: "\n\n"))
    }
}

/// Shorthands the lesson table reads with.
extension Expected {
    /// A number that does not move with the parameters.
    static func constant(_ value: Double, _ reason: String) -> Expected {
        Expected({ _ in value }, { _ in reason })
    }

    /// A parameter's value, named in the reason: `the gap 16`.
    static func parameter(_ name: String, _ words: String) -> Expected {
        Expected({ $0[name] }, { words + " " + $0.text(name) })
    }
}
