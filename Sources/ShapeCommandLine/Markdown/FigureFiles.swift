import ShapeFiles
// The mark a figure file carries so that `shape md`, `shape mdbook` and the watch know it as
// their own: they write over, and the watch removes, only files that carry it.
import ShapeLanguage
import ShapeRendering

/// A figure file's mark: an XML comment after an SVG's declaration, a `tEXt` chunk
/// (`Software`, `shape`) after a PNG's header. Neither changes what the picture shows.
enum FigureMark {
    static let svgComment = "<!-- a figure made by shape from a Markdown block: shape rewrites this file -->"
    private static let pngKeyword = Array("Software".utf8) + [0] + Array("shape".utf8)

    /// `output` with the mark added.
    static func marked(_ output: RenderedOutput) -> RenderedOutput {
        switch output {
        case .text(let svg):
            guard let end = svg.firstIndex(of: "\n"), svg.hasPrefix("<?xml") else {
                return .text(svgComment + "\n" + svg)
            }
            return .text(String(svg[...end]) + svgComment + "\n" + String(svg[svg.index(after: end)...]))
        case .bytes(let png):
            // The signature (8 bytes) and the IHDR chunk (25) come first; a chunk is its length,
            // its type, its data and the CRC-32 of type and data.
            guard png.count > 33, FigureText.pngSize(png) != nil else { return output }
            let body = Array("tEXt".utf8) + pngKeyword
            let chunk = bigEndian(UInt32(pngKeyword.count)) + body + bigEndian(crc32(body))
            return .bytes(Array(png[..<33]) + chunk + Array(png[33...]))
        }
    }

    /// Whether the file's bytes carry the mark. An SVG shape wrote before figures were marked
    /// counts too (its root is `role="img"` and its description starts `corner radii:`), so a
    /// folder of figures from an older version is written again, not refused.
    static func isMarked(_ bytes: [UInt8]) -> Bool {
        let svg = Array(svgComment.utf8)
        let head = bytes.prefix(2048)
        if head.firstRange(of: svg) != nil { return true }
        if head.firstRange(of: Array("role=\"img\">".utf8)) != nil,
            head.firstRange(of: Array("<desc>corner radii: ".utf8)) != nil
        {
            return true
        }
        return bytes.count > 33 + 8 + pngKeyword.count && bytes[37..<41].elementsEqual("tEXt".utf8)
            && bytes[41..<41 + pngKeyword.count].elementsEqual(pngKeyword)
    }

    /// Why `path` may not be written: it is there and shape did not make it; nil when it may.
    static func refusal(toWrite path: String) -> String? {
        guard let bytes = try? SourceFiles.readBytes(path), !isMarked(bytes) else { return nil }
        return "refusing to write the figure '\(path)' over a file shape did not make: "
            + "give the block another id, or move the file"
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO-HDLC, as PNG uses it), bit by bit: a few dozen bytes a figure.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
