// What a lesson of the course is: its words, the script a learner starts from, the goal (a
// script of asserts in the language, tried at the parameters as written and at variants), the
// hints, a solution and the known wrong answers. Read from a lesson's folder (Lesson+Files.swift).

/// One lesson of `shape learn`.
public struct Lesson: Sendable {
    /// The lesson's place in the course, from 1.
    public let number: Int
    /// The file name's stem after the number: `02-r-minus-d.shape` has the slug `r-minus-d`.
    public let slug: String
    public let title: String
    /// What to notice, with the number rule, in short paragraphs separated by blank lines.
    public let text: String
    /// The script the learner starts from; it has a `TODO` and fails the goal.
    public let start: String
    /// What the resolver must find, at the script's own parameters and at each variant.
    public let goal: Goal
    /// From gentle to explicit; a lesson may have none.
    public let hints: [String]
    /// A script that passes the goal.
    public let solution: String
    /// The node whose derivation matters: the interactive mode explains it.
    public let focus: String
    /// Scripts that must fail the goal: the mistakes a class makes.
    public let wrongAnswers: [WrongAnswer]

    /// The exercise's file name in the lessons folder: `02-r-minus-d.shape`.
    public var fileName: String {
        (number < 10 ? "0" : "") + "\(number)-\(slug).shape"
    }

    /// `2 · R − d`.
    public var heading: String { "\(number) · \(title)" }

    /// The text with each paragraph wrapped at `width` columns, for a terminal.
    public func wrappedText(width: Int) -> String {
        text.paragraphs.map { (paragraph: Substring) -> String in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(whereSeparator: { $0.isWhitespace }) {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty { lines.append(line) }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}

/// What a lesson asks of the learner's script: a script of `assert`s in the language, run after
/// the learner's in the same session, so it reads their nodes (`inner.radii.topLeading`,
/// `photo.frame.maxY`) and parameters (`R - gap`); the first assert that fails is what the
/// learner reads, its message as written (`assert c, "inner's corners are \(…)"`).
public struct Goal: Sendable {
    /// The goal's text (the lesson folder's `goal.shape`).
    public var script: String
    /// Other values for the exercise's parameters at which the goal must hold too: what a
    /// slider on the live page would try (`// try: R = 30, gap = 10` lines of `goal.shape`). A
    /// script that writes a number where the rule belongs passes as written and fails here.
    public var variants: [[String: Double]]

    public init(script: String, variants: [[String: Double]] = []) {
        self.script = script
        self.variants = variants
    }
}

/// A script a lesson's goal must refuse, kept with the lesson (`NAME.wrong.shape`).
public struct WrongAnswer: Sendable {
    /// The file's name without `.wrong.shape`: `literal`, `off-by-one`.
    public let name: String
    public let script: String
    /// What the check must say about it: the text after `// expect:` on its first line, if any.
    public let expected: String?
}
