// A lesson read from its folder, the one form of every lesson, built-in or a teacher's:
//
//   03-unequal-insets/        the folder: its number orders the course, the rest is the slug
//     lesson.md               "# Title", a blank line, then paragraphs
//     start.shape             the exercise as the learner gets it (it must fail the goal)
//     solution.shape          a script that passes
//     goal.shape              asserts over the scene and parameters; "// try: R = 30, gap = 10"
//                             lines give the variants, "// focus: inner" the node to explain
//     hints.md                optional: one hint a paragraph, gentle first
//     min-for-max.wrong.shape optional, any number: scripts that must fail; "// expect: TEXT"
//                             on the first line is (part of) what the check must say
//
// A file's name may carry a prefix before these names (`unequal-insets.goal.shape`): the
// built-in lessons do, since they are compiled in side by side. The reading takes texts only;
// the command line reads the folder.

/// A mistake in a course's files, with the file (inside the course folder) and line.
public struct LessonFormatError: Error, Equatable, Sendable {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        (self.file, self.line, self.message) = (file, line, message)
    }

    /// `03-unequal-insets/goal.shape:2: 'try' takes NAME = NUMBER, …`.
    public var description: String { file + (line.map { ":\($0)" } ?? "") + ": " + message }
}

/// One file of a lesson folder: its path inside the folder (`goal.shape`, `wrong/literal.shape`)
/// and its text.
public struct LessonFile: Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) { (self.name, self.text) = (name, text) }
}

extension Lesson {
    /// The files every lesson folder has, by the end of their names.
    public static let requiredFiles = ["lesson.md", "start.shape", "solution.shape", "goal.shape"]

    /// The lesson in `folder` (its name, for the slug and for messages), numbered `number`.
    public init(number: Int, folder: String, files: [LessonFile]) throws(LessonFormatError) {
        var found: [String: LessonFile] = [:]
        var wrong: [WrongAnswer] = []
        for file in files.sorted(by: { $0.name < $1.name }) {
            let path = folder + "/" + file.name
            if file.name.hasSuffix(".wrong.shape") || (file.name.hasPrefix("wrong/") && file.name.hasSuffix(".shape")) {
                let base = file.name.split(separator: "/").last.map(String.init) ?? file.name
                let name =
                    base.hasSuffix(".wrong.shape")
                    ? String(base.dropLast(".wrong.shape".count)) : String(base.dropLast(".shape".count))
                wrong.append(WrongAnswer(name: name, script: file.text, expected: Lesson.expectation(in: file.text)))
                continue
            }
            guard let role = (Lesson.requiredFiles + ["hints.md"]).first(where: { Lesson.names(file.name, $0) }) else {
                if file.name.hasSuffix(".md") || file.name.hasSuffix(".shape") {
                    throw LessonFormatError(
                        file: path,
                        message: "a lesson folder holds lesson.md, start.shape, solution.shape, goal.shape, hints.md"
                            + " and NAME.wrong.shape; '\(file.name)' is none of them")
                }
                continue
            }
            guard found[role] == nil else {
                throw LessonFormatError(file: path, message: "a second \(role) in one lesson")
            }
            found[role] = file
        }
        for role in Lesson.requiredFiles where found[role] == nil {
            throw LessonFormatError(file: folder, message: "the lesson has no \(role)")
        }
        let page = found["lesson.md"]?.text ?? ""
        let (title, text) = Lesson.titleAndText(page)
        guard page.hasPrefix("# "), !title.isEmpty else {
            throw LessonFormatError(
                file: folder + "/" + (found["lesson.md"]?.name ?? "lesson.md"), line: 1,
                message: "the first line is the lesson's title: '# Title'")
        }
        let goalFile = found["goal.shape"] ?? LessonFile(name: "goal.shape", text: "")
        let (variants, focus) = try Lesson.header(of: goalFile.text, file: folder + "/" + goalFile.name)
        var slug = Substring(folder.split(separator: "/").last ?? "")
        while let first = slug.first, first.isASCII, first.isNumber { slug = slug.dropFirst() }
        if slug.first == "-" || slug.first == "_" { slug = slug.dropFirst() }
        guard !slug.isEmpty else {
            throw LessonFormatError(file: folder, message: "a lesson folder is named NN-slug, as 03-unequal-insets")
        }
        self.init(
            number: number, slug: String(slug), title: title, text: text, start: found["start.shape"]?.text ?? "",
            goal: Goal(script: goalFile.text, variants: variants),
            hints: Lesson.paragraphs(found["hints.md"]?.text ?? ""),
            solution: found["solution.shape"]?.text ?? "", focus: focus, wrongAnswers: wrong)
    }

    /// Whether `name` is the file `role`, with or without a prefix (`same-radius.goal.shape`).
    static func names(_ name: String, _ role: String) -> Bool {
        name == role || (name.hasSuffix("." + role) && !name.hasPrefix("wrong/"))
    }

    /// The title after `# ` on the first line, and the paragraphs after it, each on one line.
    static func titleAndText(_ page: String) -> (title: String, text: String) {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let title = lines.first.map { $0.hasPrefix("# ") ? $0.dropFirst(2) : $0 } ?? ""
        let text = paragraphs(lines.dropFirst().joined(separator: "\n")).joined(separator: "\n\n")
        return (String(title), text)
    }

    /// Paragraphs separated by blank lines, each on one line; a leading `- ` (a list) dropped.
    static func paragraphs(_ text: String) -> [String] {
        var paragraphs: [String] = []
        var paragraph: [Substring] = []
        let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false) + [""]
        for line in lines {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.isEmpty {
                if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
                paragraph = []
            } else if trimmed.hasPrefix("- ") {
                if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
                paragraph = [trimmed.dropFirst(2)]
            } else {
                paragraph.append(trimmed)
            }
        }
        return paragraphs
    }

    /// The variants (`// try: R = 30, gap = 10`, a line each) and the focus (`// focus: inner`)
    /// of a goal's text.
    static func header(of goal: String, file: String) throws(LessonFormatError) -> ([[String: Double]], String) {
        var variants: [[String: Double]] = []
        var focus = ""
        for (offset, raw) in goal.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop(while: { $0 == " " })
            if line.hasPrefix("// focus:") {
                focus = String(line.dropFirst("// focus:".count).filter { $0 != " " })
            } else if line.hasPrefix("// try:") {
                var variant: [String: Double] = [:]
                for pair in line.dropFirst("// try:".count).split(separator: ",") {
                    let parts = pair.split(separator: "=")
                    let name = parts.first.map { String($0.filter { $0 != " " }) } ?? ""
                    let number = parts.count == 2 ? Double(String(parts[1].filter { $0 != " " })) : nil
                    guard let number, !name.isEmpty, number.isFinite else {
                        throw LessonFormatError(
                            file: file, line: offset + 1,
                            message:
                                "'try' takes NAME = NUMBER pairs separated by commas, as '// try: R = 30, gap = 10'")
                    }
                    variant[name] = number
                }
                variants.append(variant)
            }
        }
        return (variants, focus)
    }

    /// The text after `// expect:` on a wrong answer's first line.
    static func expectation(in script: String) -> String? {
        guard let first = script.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("// expect:") else {
            return nil
        }
        return String(first.dropFirst("// expect:".count).drop(while: { $0 == " " }))
    }
}
