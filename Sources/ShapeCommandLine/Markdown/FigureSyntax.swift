// The figure block syntax every document tool reads (docs/figure-syntax.md): which fences are
// shape blocks, and what their attributes mean. `shape md`, `shape mdbook` and the Pandoc filter
// (integrations/pandoc/shape.lua, which spells the same table) read it the same way.
import ShapeLanguage
import ShapePictures
import ShapeRendering

/// What a fence's info string is: a shape block with its attributes, something that only looks
/// like one, or anything else.
enum FenceInfo: Equatable {
    /// A shape block: its attributes' text (braces removed) and the 0-based byte offset of that
    /// text in the info string.
    case shape(attributes: String, offset: Int)
    /// An info string that mentions `shape` but opens no shape block; the message says why.
    case nearMiss(String)
    case other

    /// `shape`, `shape ATTRIBUTES`, `shape {ATTRIBUTES}` or `{ATTRIBUTES}` with `.shape` among
    /// them (Pandoc's forms); `info` is trimmed.
    static func classify(_ info: ArraySlice<UInt8>) -> FenceInfo {
        let text = String(decoding: info, as: UTF8.self)
        let word = text.prefix { $0 != " " && $0 != "\t" && $0 != "{" }
        if word == "shape" {
            var rest = text.dropFirst(word.count)
            var offset = word.utf8.count
            while let first = rest.first, first == " " || first == "\t" {
                rest = rest.dropFirst()
                offset += 1
            }
            guard rest.first == "{" else { return .shape(attributes: String(rest), offset: offset) }
            guard rest.last == "}" else { return .nearMiss("the '{' of the attributes is not closed by '}'") }
            return .shape(attributes: String(rest.dropFirst().dropLast()), offset: offset + 1)
        }
        if text.hasPrefix("{"), text.hasSuffix("}") {
            let inside = String(text.dropFirst().dropLast())
            if FigureAttributes.tokens(inside).contains(where: { $0.text == ".shape" }) {
                return .shape(attributes: inside, offset: 1)
            }
        }
        guard text.lowercased().contains("shape") else { return .other }
        return .nearMiss(
            "'\(text)' opens no shape block: write '```shape {…}' or '```{.shape …}' "
                + "(docs/figure-syntax.md)")
    }
}

/// A block's attributes, as every tool reads them.
struct FigureOptions: Equatable {
    var format: OutputFormat?
    var annotate = false
    /// The figure's identifier: its anchor, its file's name and its SVG's id prefix.
    var id: String?
    var alt: String?
    var caption: String?
    var scale: Double?
    /// The width it is shown at: `180` (pixels), `180px` or `50%`.
    var width: String?
    var theme: Theme?
    /// Unknown attributes and forms on their way out: located warnings, the figure still made.
    var warnings: [FigureAttributes.Mistake] = []

    /// The name of the figure's file (without extension): the id, with `:` (pandoc-crossref's
    /// `fig:card`) made `-`.
    var fileName: String? { id.map { String($0.map { $0 == ":" ? "-" : $0 }) } }

    /// Reads an info string's attributes: `#id`, `.class`, `key=value`, `key="a value"` (with
    /// `\"` and `\\`), and bare flags. Throws the first value that cannot be used.
    static func parse(_ text: String) throws(FigureAttributes.Mistake) -> FigureOptions {
        var options = FigureOptions()
        for token in FigureAttributes.tokens(text) {
            if let unclosed = token.unclosedQuote {
                throw FigureAttributes.Mistake(message: "'\"' expected to close this value", offset: unclosed)
            }
            try options.apply(token)
        }
        return options
    }

    private mutating func apply(_ token: FigureAttributes.Token) throws(FigureAttributes.Mistake) {
        let text = token.text
        if text.hasPrefix("#") {
            try setID(String(text.dropFirst()), at: token.offset)
            return
        }
        if text.hasPrefix(".") {
            if text != ".shape" {
                warnings.append(
                    .init(message: "the class '\(text)' does nothing on a shape block", offset: token.offset))
            }
            return
        }
        guard let key = token.key else {
            switch text {
            case "svg": format = .svg
            case "png": format = .png
            case "annotate": annotate = true
            case "--annotate":
                annotate = true
                warnings.append(.init(message: "'--annotate' is now written 'annotate'", offset: token.offset))
            default: warnings.append(FigureAttributes.unknown(text, at: token.offset))
            }
            return
        }
        let value = token.value ?? ""
        func bad(_ needs: String) -> FigureAttributes.Mistake {
            .init(message: "'\(key)' needs \(needs), not '\(value)'", offset: token.offset)
        }
        switch key {
        case "id": try setID(value, at: token.offset)
        case "alt": alt = value
        case "caption": caption = value
        case "annotate":
            guard value == "true" || value == "false" else { throw bad("true or false") }
            annotate = value == "true"
        case "format":
            guard let kind = OutputFormat(rawValue: value), kind == .svg || kind == .png else {
                throw bad("svg or png")
            }
            format = kind
        case "scale":
            guard let number = try? PictureOptions.scale(value, command: .md) else {
                throw bad("a number above 0 and at most \(Int(PictureRenderer.maximumScale))")
            }
            scale = number
        case "width":
            guard FigureAttributes.isWidth(value) else { throw bad("a width: 180, 180px or 50%") }
            width = value
        case "theme":
            guard let chosen = Theme(rawValue: value) else { throw bad("light, dark or auto") }
            theme = chosen
        default: warnings.append(FigureAttributes.unknown(key + "=", at: token.offset))
        }
    }

    private mutating func setID(_ value: String, at offset: Int) throws(FigureAttributes.Mistake) {
        guard FigureAttributes.isIdentifier(value) else {
            throw .init(
                message: "an id is a letter, then letters, digits, '-', '_', '.' or ':', not '\(value)'",
                offset: offset)
        }
        id = value
    }
}

/// The attribute vocabulary and its tokens.
enum FigureAttributes {
    /// Every attribute a shape block takes, as the README's table and the Pandoc filter list
    /// them: the hints for a misspelt one come from here.
    static let names = ["id", "caption", "alt", "annotate", "format", "scale", "width", "theme"]

    /// A mistake in the attributes: the message and the 0-based scalar offset of the culprit.
    struct Mistake: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// One attribute as written: its text, its scalar offset and, for `key=value`, both halves.
    struct Token: Equatable {
        var text: String
        var offset: Int
        var key: String?
        var value: String?
        /// Where a quote that is never closed opens.
        var unclosedQuote: Int?
    }

    /// The attributes of `text`, split at spaces outside double quotes.
    static func tokens(_ text: String) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == " " || scalars[index] == "\t" {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t", scalars[index] != "=" {
                index += 1
            }
            let head = String(String.UnicodeScalarView(scalars[start..<index]))
            guard index < scalars.count, scalars[index] == "=" else {
                tokens.append(Token(text: head, offset: start))
                continue
            }
            index += 1
            var token = Token(text: head, offset: start, key: head)
            if index < scalars.count, scalars[index] == "\"" {
                let quote = index
                index += 1
                var value = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
                    value.append(scalars[index])
                    index += 1
                }
                if index < scalars.count { index += 1 } else { token.unclosedQuote = quote }
                token.value = String(value)
            } else {
                let valueStart = index
                while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
                token.value = String(String.UnicodeScalarView(scalars[valueStart..<index]))
            }
            token.text = String(String.UnicodeScalarView(scalars[start..<index]))
            tokens.append(token)
        }
        return tokens
    }

    static func unknown(_ word: String, at offset: Int) -> Mistake {
        let known = names.map { $0 + "=" } + ["annotate", "svg", "png"]
        let hint = closestMatch(to: word, among: known).map { "; did you mean '\($0)'?" } ?? ""
        return Mistake(
            message: "unknown attribute '\(word)' on a shape block is ignored (\(names.joined(separator: ", ")))"
                + hint, offset: offset)
    }

    /// A letter, then letters, digits, `-`, `_`, `.` or `:` (pandoc-crossref's `fig:card`).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_.:".unicodeScalars.contains($0))
        }
    }

    /// `180`, `180px`, `12.5%`: a number above 0, in pixels or a percentage (at most 100).
    static func isWidth(_ text: String) -> Bool {
        var number = Substring(text)
        var percent = false
        if number.hasSuffix("px") {
            number = number.dropLast(2)
        } else if number.hasSuffix("%") {
            number = number.dropLast()
            percent = true
        }
        guard let value = ArgumentCursor.plainDecimal(String(number)), value > 0 else { return false }
        return !percent || value <= 100
    }
}
