// The Markdown that replaces a `shape` block: an image reference, or the SVG itself, with its
// caption (the block's attributes are read in FigureSyntax).
import ShapeLanguage
import ShapeRendering

/// The Markdown that stands for a figure.
enum FigureText {
    /// What a block's attributes change in its figure's text besides the picture.
    struct Look {
        /// The anchor that cross-references point at (`#fig:card`).
        var id: String?
        /// `width=`: `180`, `180px` or `50%`.
        var width: String?
        /// `alt=""`: the picture says nothing a reader needs, and screen readers skip it.
        var decorative = false
    }

    /// `![alt](path)`, then a hard line break and the caption (Markdown) in italics when there
    /// is one.
    ///
    /// The caption shares the image's paragraph, after two spaces (the line break that
    /// CommonMark, GitHub, Python-Markdown and Pandoc all read): an image alone in a paragraph
    /// is Pandoc's implicit figure, whose caption is the alt text, and a caption paragraph
    /// after it would show a second time. A Markdown image has no size, so a figure with a
    /// `width=`, or a PNG drawn at a scale other than 1 (`size` is then its size at scale 1),
    /// is an HTML `<img>` instead. An `id` comes first as an empty anchor, `<a id="…"></a>`.
    static func image(path: String, alt: String, caption: String?, look: Look, size: (width: Int, height: Int)?)
        -> [String]
    {
        var image = "![" + escaped(oneLine(alt), extra: "*_`[]<>&") + "](" + destination(path) + ")"
        if look.width != nil || size != nil {
            image = "<img src=\"" + attributeEscaped(path) + "\" alt=\"" + attributeEscaped(oneLine(alt)) + "\""
            if let width = look.width {
                // An attribute, not a style: GitHub keeps `width` and drops `style`.
                image += " width=\"" + (width.hasSuffix("px") ? String(width.dropLast(2)) : width) + "\""
            } else if let size {
                image += " width=\"\(size.width)\" height=\"\(size.height)\""
            }
            image += ">"
        }
        if let id = look.id { image = "<a id=\"" + attributeEscaped(id) + "\"></a>" + image }
        guard let caption, !caption.isEmpty else { return [image] }
        // The caption is Markdown, kept as written inside emphasis of the other kind.
        let mark = caption.contains("*") ? "_" : "*"
        return [image + "  ", mark + oneLine(caption) + mark]
    }

    /// The SVG itself in a `<figure>` (an HTML block that may interrupt a paragraph), with a
    /// `<figcaption>` when there is a caption. The XML declaration is dropped (it may only
    /// start a document) and so are blank lines (one would end the HTML block). The picture
    /// never overflows its column (`max-width:100%`, the height following); `width=` sets its
    /// width; a decorative one is hidden from screen readers.
    static func inline(svg: String, caption: String?, look: Look) -> [String] {
        var lines = [look.id.map { "<figure id=\"" + attributeEscaped($0) + "\">" } ?? "<figure>"]
        var rootSeen = false
        for line in svg.split(separator: "\n", omittingEmptySubsequences: true)
        where !line.hasPrefix("<?xml") && !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
            guard !rootSeen, line.hasPrefix("<svg ") else {
                lines.append(String(line))
                continue
            }
            rootSeen = true
            lines.append(responsive(String(line), width: look.width, decorative: look.decorative))
        }
        if let caption, !caption.isEmpty {
            lines.append("<figcaption>" + CaptionHTML.html(caption) + "</figcaption>")
        }
        lines.append("</figure>")
        return lines
    }

    /// The root `<svg …>` line with a style that keeps it inside its column.
    static func responsive(_ root: String, width: String?, decorative: Bool) -> String {
        var style = "max-width:100%;height:auto"
        if let width { style = "width:" + cssLength(width) + ";" + style }
        var line = "<svg style=\"" + style + "\" " + root.dropFirst("<svg ".count)
        if decorative { line = line.replacingFirst(" role=\"img\"", with: " aria-hidden=\"true\"") }
        return line
    }

    /// A `width=` value as CSS: a bare number is pixels.
    static func cssLength(_ width: String) -> String {
        width.hasSuffix("%") || width.hasSuffix("px") ? width : width + "px"
    }

    /// The width and height of a PNG, from its IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[1] == UInt8(ascii: "P"), bytes[2] == UInt8(ascii: "N") else { return nil }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    private static func attributeEscaped(_ text: String) -> String {
        htmlEscaped(text).replacingAll("\"", with: "&quot;")
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
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }

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
