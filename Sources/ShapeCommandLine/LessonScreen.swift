// The interactive course on a terminal, drawn whole and in place (as vimtutor keeps its text
// on screen): the lesson's text at the top, the learner's picture under it sized to the rows
// left, then the derivation, the file, the check line and the keys at the bottom. Neither the
// text nor the outcome scrolls away, at 80 × 24 as at 120 × 40; the picture is what gives.
import ShapeLessons
import ShapeRendering

/// One screen of `shape learn`, as lines.
struct LessonScreen {
    var columns: Int
    var rows: Int

    /// What the screen shows besides the lesson: the check's outcome, a message (a hint, a
    /// question), and a panel in the picture's place (the list of lessons).
    struct Parts {
        var outcome: [String] = []
        var status: [String] = []
        var panel: [String]?
    }

    /// The screen's lines: at most `rows − 1`, none wider than `columns − 1`.
    func lines(
        lesson: Lesson, file: String, check: LessonCheck?, parts: Parts, keys: String
    ) -> [String] {
        let width = max(columns - 1, 20)
        var bottom: [String] = [""]
        if let check, check.result.succeeded, let explanation = check.session.explain(lesson.focus) {
            bottom += explanation.prefix(2)
        }
        bottom.append("your file: \(file)")
        bottom += parts.outcome.flatMap { LessonScreen.wrap($0, width: width) }.prefix(5)
        bottom += parts.status.flatMap { LessonScreen.wrap($0, width: width) }.prefix(4)
        bottom.append(keys)
        let available = max(rows - 1, 8)
        if columns >= 100 {
            return sideBySide(lesson: lesson, check: check, parts: parts, bottom: bottom, available: available)
        }
        var top =
            [lesson.heading, ""]
            + lesson.wrappedText(width: min(width, 90)).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
        // The text gives way last: only when even a picture-less screen cannot hold it.
        let room = available - bottom.count
        if top.count > room {
            top = Array(top.prefix(max(room - 1, 1))) + ["… the rest: 'shape learn show \(lesson.number)'"]
        }
        var middle: [String] = []
        let left = available - top.count - bottom.count - 1
        if let panel = parts.panel {
            middle = [""] + panel.prefix(max(left, 0))
        } else if left >= 4, let check, check.result.succeeded {
            let preview = TextPreview(width: min(width, 100), maximumRows: left).render(check.session.scene())
            middle = [""] + preview.split(separator: "\n").map(String.init).prefix(left)
        }
        let lines = top + middle + bottom
        return lines.prefix(available).map { LessonScreen.clip($0, width: width) }
    }

    /// A wide terminal: the text on the left, the picture (or the panel) on the right, the
    /// bottom lines under both.
    private func sideBySide(lesson: Lesson, check: LessonCheck?, parts: Parts, bottom: [String], available: Int)
        -> [String]
    {
        let width = columns - 1
        let textWidth = min(64, width / 2)
        let height = max(available - bottom.count - 2, 3)
        var text = lesson.wrappedText(width: textWidth).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if text.count > height {
            text = Array(text.prefix(height - 1)) + ["… the rest: 'shape learn show \(lesson.number)'"]
        }
        var right: [String] = []
        let pictureWidth = width - textWidth - 3
        if let panel = parts.panel {
            right = Array(panel.prefix(height))
        } else if let check, check.result.succeeded {
            right = TextPreview(width: pictureWidth, maximumRows: height).render(check.session.scene())
                .split(separator: "\n").map(String.init)
        }
        var middle: [String] = []
        for row in 0..<max(text.count, min(right.count, height)) {
            let left = row < text.count ? text[row] : ""
            let picture = row < right.count ? LessonScreen.clip(right[row], width: pictureWidth) : ""
            let padded = left + String(repeating: " ", count: max(textWidth - left.count, 0))
            middle.append(picture.isEmpty ? left : padded + "   " + picture)
        }
        let lines = [lesson.heading, ""] + middle + bottom
        return lines.prefix(available).map { LessonScreen.clip($0, width: width) }
    }

    /// `text` in lines of at most `width` characters, broken at spaces, continuation lines
    /// indented as the first.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard text.count > width else { return [text] }
        let indent = String(text.prefix(while: { $0 == " " }))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.isEmpty || line == indent ? (line.isEmpty ? indent : "") : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The line cut to `width` characters.
    static func clip(_ line: String, width: Int) -> String {
        line.count > width ? String(line.prefix(width - 1)) + "…" : line
    }
}
