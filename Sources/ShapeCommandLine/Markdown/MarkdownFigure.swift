// A `shape` block's info string (```` ```shape png id=card alt="…" caption="…" ````) and the
// Markdown that replaces the block: an image reference, or the SVG itself, with its caption.
import ShapeLanguage
import ShapeRendering

/// What a block's info string asks for.
struct FigureOptions: Equatable {
    var format: OutputFormat?
    var annotate = false
    /// The figure file's name without extension: `id=card` writes `card.svg`.
    var id: String?
    var alt: String?
    var caption: String?
    var scale: Double?

    /// A mistake in the info string: the message and the 0-based scalar offset of the culprit.
    struct Mistake: Error {
        var message: String
        var offset: Int
    }

    static let words = ["svg", "png", "annotate", "--annotate", "id=", "alt=", "caption=", "scale="]

    /// Parses words separated by spaces: `svg`, `png`, `annotate` (or `--annotate`), and
    /// `id=NAME`, `alt="text"`, `caption="text"`, `scale=N`, a value in double quotes when it
    /// has spaces (`\"` and `\\` inside).
    static func parse(_ text: String) throws(Mistake) -> FigureOptions {
        var options = FigureOptions()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == " " || scalars[index] == "\t" {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, !" \t=".unicodeScalars.contains(scalars[index]) { index += 1 }
            let key = String(String.UnicodeScalarView(scalars[start..<index]))
            guard index < scalars.count, scalars[index] == "=" else {
                switch key {
                case "svg": options.format = .svg
                case "png": options.format = .png
                case "annotate", "--annotate": options.annotate = true
                default: throw unknown(key, at: start)
                }
                continue
            }
            index += 1
            let value = try readValue(scalars, &index)
            switch key {
            case "id":
                guard isFileName(value) else {
                    throw Mistake(
                        message: "'id' names the figure's file: letters, digits, '-', '_' and '.', not '\(value)'",
                        offset: start)
                }
                options.id = value
            case "alt": options.alt = value
            case "caption": options.caption = value
            case "scale":
                guard let scale = try? PictureOptions.scale(value, command: .md) else {
                    throw Mistake(
                        message: "'scale' needs a number above 0 and at most 16, not '\(value)'", offset: start)
                }
                options.scale = scale
            default: throw unknown(key + "=", at: start)
            }
        }
        return options
    }

    /// A value after `=`: a quoted string or a word.
    private static func readValue(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(Mistake) -> String {
        guard index < scalars.count, scalars[index] == "\"" else {
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
        let quote = index
        index += 1
        var value = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\"" {
            if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
            value.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else { throw Mistake(message: "'\"' expected to close this value", offset: quote) }
        index += 1
        return String(value)
    }

    private static func unknown(_ word: String, at offset: Int) -> Mistake {
        let hint = closestMatch(to: word, among: words).map { "; did you mean '\($0)'?" } ?? ""
        return Mistake(
            message: "unknown option '\(word)' for a shape block (svg, png, annotate, id=, alt=, caption=, scale=)"
                + hint, offset: offset)
    }

    private static func isFileName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "." else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.".unicodeScalars.contains($0))
        }
    }
}

/// The Markdown that stands for a figure.
enum FigureText {
    /// `![alt](path)`, then a hard line break and the caption in italics when there is one.
    ///
    /// The caption shares the image's paragraph, after two spaces (the line break that
    /// CommonMark, GitHub, Python-Markdown and Pandoc all read): an image alone in a paragraph
    /// is Pandoc's implicit figure, whose caption is the alt text, and a caption paragraph
    /// after it would show a second time.
    static func image(path: String, alt: String, caption: String?) -> [String] {
        let image = "![" + escaped(oneLine(alt), extra: "*_`[]<>&") + "](" + destination(path) + ")"
        guard let caption, !caption.isEmpty else { return [image] }
        return [image + "  ", "*" + escaped(oneLine(caption), extra: "*_`[]<>&") + "*"]
    }

    /// The SVG itself in a `<figure>` (an HTML block that may interrupt a paragraph), with a
    /// `<figcaption>` when there is a caption. The XML declaration is dropped (it may only
    /// start a document) and so are blank lines (one would end the HTML block).
    static func inline(svg: String, caption: String?) -> [String] {
        var lines = ["<figure>"]
        for line in svg.split(separator: "\n", omittingEmptySubsequences: true)
        where !line.hasPrefix("<?xml") && !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
            lines.append(String(line))
        }
        if let caption, !caption.isEmpty {
            lines.append("<figcaption>" + htmlEscaped(oneLine(caption)) + "</figcaption>")
        }
        lines.append("</figure>")
        return lines
    }

    /// `text` with backslashes, and the characters in `extra`, escaped for Markdown.
    private static func escaped(_ text: String, extra: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || extra.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A link destination: as it is, or in `<…>` when it has spaces or brackets.
    private static func destination(_ path: String) -> String {
        guard path.contains(where: { " ()<>".contains($0) }) else { return path }
        return "<" + path.replacingAll("<", with: "%3C").replacingAll(">", with: "%3E") + ">"
    }

    private static func htmlEscaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

/// A stable name for a figure: 64-bit FNV-1a of everything that decides its picture.
enum FigureName {
    static func hashed(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xFF  // a separator no UTF-8 byte equals
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "shape-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
