// A caption's Markdown as HTML, for the `<figcaption>` of an inlined figure, where the host's
// Markdown reader does not look (an HTML block is passed through as it is).

/// The inline Markdown a caption uses: `*em*`, `_em_`, `**strong**`, `` `code` ``,
/// `[text](url)` and backslash escapes; everything else is text, escaped for HTML.
enum CaptionHTML {
    static func html(_ markdown: String) -> String {
        var characters = Array(markdown.map { $0.isNewline ? " " : $0 })
        return render(&characters[...])
    }

    private static func render(_ text: inout ArraySlice<Character>) -> String {
        var html = ""
        while let character = text.first {
            if character == "\\", let next = text.dropFirst().first, next.isPunctuation || next.isSymbol {
                html += escaped(String(next))
                text = text.dropFirst(2)
            } else if let (inner, rest) = span(text, open: "**", close: "**") {
                html += "<strong>" + renderAll(inner) + "</strong>"
                text = rest
            } else if let (inner, rest) = span(text, open: "*", close: "*") ?? span(text, open: "_", close: "_") {
                html += "<em>" + renderAll(inner) + "</em>"
                text = rest
            } else if let (inner, rest) = span(text, open: "`", close: "`") {
                html += "<code>" + escaped(String(inner)) + "</code>"
                text = rest
            } else if let (label, rest) = span(text, open: "[", close: "]"), rest.first == "(",
                let (url, after) = span(rest, open: "(", close: ")")
            {
                html += "<a href=\"" + escaped(String(url)).replacingQuotes() + "\">" + renderAll(label) + "</a>"
                text = after
            } else {
                html += escaped(String(character))
                text = text.dropFirst()
            }
        }
        return html
    }

    private static func renderAll(_ text: ArraySlice<Character>) -> String {
        var copy = text
        return render(&copy)
    }

    /// `open`, then text up to the next `close` (not empty, not starting with a space): the
    /// text between and what follows.
    private static func span(_ text: ArraySlice<Character>, open: String, close: String)
        -> (ArraySlice<Character>, ArraySlice<Character>)?
    {
        let opener = Array(open)
        let closer = Array(close)
        guard text.starts(with: opener) else { return nil }
        let body = text.dropFirst(opener.count)
        guard let first = body.first, first != " ", first != closer.first else { return nil }
        var index = body.startIndex
        while index < body.endIndex {
            if body[index] == "\\" {
                index = body.index(index, offsetBy: 2, limitedBy: body.endIndex) ?? body.endIndex
                continue
            }
            if body[index...].starts(with: closer) {
                return (body[body.startIndex..<index], body[(index + closer.count)...])
            }
            index += 1
        }
        return nil
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        for character in self { result += character == "\"" ? "&quot;" : String(character) }
        return result
    }
}
