// Positions as the protocol counts them and as the language does. The LSP counts 0-based lines
// and UTF-16 code units within a line; the language counts 1-based lines, columns in Unicode
// scalars and byte offsets. Conversions go through byte offsets, which are exact: "é" is one
// scalar and one UTF-16 unit but two bytes, "😀" one scalar, two UTF-16 units, four bytes.
import ShapeJSON
import ShapeLanguage

/// Where each line of a text starts, for converting positions.
struct LineIndex {
    let bytes: [UInt8]
    /// The byte offset of each line's first byte; lines end at LF, CR LF or CR, as in the lexer.
    let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        lineStarts = LineStarts.of(bytes)
    }

    /// The byte offset of an LSP position. A line past the end is the end of the text; a
    /// character past the end of its line is the end of the line; a character inside a
    /// surrogate pair is the start of its scalar.
    func offset(line: Int, character: Int) -> Int {
        guard line < lineStarts.count else { return bytes.count }
        let end = lineEnd(line)
        var offset = lineStarts[line]
        var units = 0
        while offset < end {
            let (length, width) = scalar(at: offset)
            if units + width > character { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int) -> (line: Int, character: Int) {
        let target = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        var units = 0
        var index = lineStarts[low]
        while index < target {
            let (length, width) = scalar(at: index)
            units += width
            index += length
        }
        return (low, units)
    }

    /// An LSP range (`{start, end}`) for a span of the text. An empty span is widened to the
    /// character after it, when there is one on its line, so that an editor can underline it.
    func range(_ range: SourceRange) -> JSON {
        var end = range.end.offset
        if end <= range.start.offset {
            let (line, _) = position(of: range.start.offset)
            let start = max(0, min(range.start.offset, bytes.count))
            end = start < lineEnd(line) ? start + scalar(at: start).length : start
        }
        return LineIndex.json(position(of: range.start.offset), position(of: end))
    }

    /// A span of the text from LSP positions.
    func offsets(from start: (line: Int, character: Int), to end: (line: Int, character: Int)) -> Range<Int> {
        let from = offset(line: start.line, character: start.character)
        return from..<max(from, offset(line: end.line, character: end.character))
    }

    static func json(_ position: (line: Int, character: Int)) -> JSON {
        ["line": JSON(position.line), "character": JSON(position.character)]
    }

    static func json(_ start: (line: Int, character: Int), _ end: (line: Int, character: Int)) -> JSON {
        ["start": json(start), "end": json(end)]
    }

    /// The range of the whole text.
    var wholeRange: JSON {
        LineIndex.json((0, 0), position(of: bytes.count))
    }

    // MARK: - Scalars

    /// Where line `line` ends, before its line break.
    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end
    }

    /// The length in bytes and in UTF-16 units of the scalar at `offset` (a stray continuation
    /// byte counts as one of each).
    private func scalar(at offset: Int) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        switch lead {
        case 0xF0...: return (min(4, bytes.count - offset), 2)
        case 0xE0...: return (min(3, bytes.count - offset), 1)
        case 0xC0...: return (min(2, bytes.count - offset), 1)
        default: return (1, 1)
        }
    }
}
