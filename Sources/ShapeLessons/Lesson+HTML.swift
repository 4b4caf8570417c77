// A lesson's words as HTML, for a page that shows the lesson beside the live picture
// (`shape learn --serve`, on the live page of `shape serve`): the same text the terminal
// prints, escaped, a paragraph each, with quoted code set as code.
import ShapeRendering

extension Lesson {
    /// The heading and text as HTML: `<h2>`, then a `<p>` per paragraph; a token in single
    /// quotes ('inner', 'R - gap') becomes `<code>`. Every user-visible character is escaped.
    public var html: String {
        var parts = ["<h2>" + HTMLText.escaped(heading) + "</h2>"]
        for paragraph in text.paragraphs {
            let words = paragraph.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            parts.append("<p>" + Lesson.codeMarked(words) + "</p>")
        }
        return parts.joined(separator: "\n")
    }

    /// The hints, each folded away until the learner opens it (`<details>`), gentle first: a
    /// page reveals them one at a time without a script.
    public var hintsHTML: String {
        hintHTML.enumerated().map { offset, hint in
            "<details class=\"hint\"><summary>hint \(offset + 1) of \(hints.count)</summary>" + hint + "</details>"
        }.joined(separator: "\n")
    }

    /// Each hint's words as HTML, escaped, with quoted code set as code.
    public var hintHTML: [String] { hints.map(Lesson.codeMarked) }

    /// `text` escaped, with each 'quoted token' (a quote after a space or at the start, up to the
    /// next quote) as `<code>`; an apostrophe inside a word (the card's) stays one.
    static func codeMarked(_ text: String) -> String {
        var result = ""
        var code: String?
        var previous: Character = " "
        for character in text {
            if character == "'" {
                if let open = code {
                    result += "<code>" + HTMLText.escaped(open) + "</code>"
                    code = nil
                } else if !(previous.isLetter || previous.isNumber) {
                    code = ""
                } else {
                    result += "&#39;"
                }
            } else if code != nil {
                code?.append(character)
            } else {
                result += HTMLText.escaped(String(character))
            }
            previous = character
        }
        if let open = code { result += "&#39;" + HTMLText.escaped(open) }
        return result
    }
}
