// Finds the fenced `shape` blocks of a Markdown document by CommonMark's rules, as byte ranges,
// so that `shape md` can replace them and keep every other byte exactly as it was.

/// The fenced code blocks that are shape blocks (``FenceInfo``), and the lines that only look
/// like one (``NearMiss``).
///
/// The scan follows CommonMark for what can hide a fence line: a fence opens with three or
/// more backticks or tildes, indented at most three spaces (a tab counts to the next multiple
/// of four columns); a backtick fence's info string has no backtick (so a code span such as
/// ```` ```shape``` ```` opens nothing); the block closes at a line of the same character, at
/// least as long, indented at most three spaces, followed only by spaces or tabs; a block left
/// open runs to the end of the document. Fenced blocks in other languages, indented code, HTML
/// blocks (`<pre>`, comments, `<div>` …; ended as CommonMark ends them) and YAML front matter
/// (`---` on the first line, up to the next `---` or `...`) are skipped whole, so a fence inside
/// them is not one. A fence inside a list item, indented as the item's text, is the item's (its
/// figure keeps that indentation). Fences inside block quotes (`> ```shape`) are not looked at.
struct MarkdownBlocks {
    /// One `shape` block.
    struct Block: Equatable {
        /// The bytes replaced: the opening fence line through the closing one, its line break
        /// included (to the end of the document when the block is not closed).
        var range: Range<Int>
        /// The script: the lines between the fences, as written.
        var content: Range<Int>
        /// The 1-based line of the opening fence.
        var fenceLine: Int
        /// The attributes' text (braces removed), and the 1-based column it starts at.
        var options: String
        var optionsColumn: Int
        /// The opening fence line's line break (LF, CR LF or CR; LF when it has none).
        var lineBreak: [UInt8]
        /// What ends the range: the closing fence line's break, or the last line's.
        var finalBreak: [UInt8]
        /// Whether a closing fence was found.
        var isClosed: Bool
        /// Whether the line before the block (if any) and the line after it (if any) are blank.
        var blankBefore: Bool
        var blankAfter: Bool
        /// What the figure's lines start with: the fence's indentation inside a list item (so
        /// the figure stays in the item), none outside lists.
        var indentation: [UInt8] = []
    }

    /// A line that looks like a shape fence but opens no shape block, and why.
    struct NearMiss: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private(set) var blocks: [Block] = []
    private(set) var nearMisses: [NearMiss] = []
    private let bytes: [UInt8]
    private var lines: [Range<Int>] = []  // each line with its break
    /// The content columns of the list items the current line may be inside, outermost first.
    private var listItems: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = MarkdownBlocks.split(bytes)
        scan()
    }

    /// The document's lines, each with its line break (LF, CR LF or CR).
    private static func split(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                let end = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                lines.append(start..<end)
                start = end
                index = end
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    // MARK: - Scanning

    /// Walks the document's blocks. List items are followed only as far as fences need: a line
    /// indented less than the innermost item's content (and not a paragraph's lazy
    /// continuation) leaves it, so a fence indented to an item's content is that item's.
    private mutating func scan() {
        var index = frontMatterEnd()
        var inParagraph = false
        let texts = lines.indices.map(text)
        while index < lines.count {
            let line = text(index)
            let (indent, rest) = MarkdownBlocks.indentation(line)
            if rest.isEmpty {
                inParagraph = false
                index += 1
                continue
            }
            let marker = MarkdownBlocks.listMarker(rest)
            if !inParagraph || marker != nil || MarkdownBlocks.openingFence(rest) != nil {
                while let item = listItems.last, indent < item { listItems.removeLast() }
            }
            let margin = listItems.last ?? 0
            if indent - margin >= 4 {
                // Indented code, or a paragraph's continuation: no fence either way.
                if !inParagraph { noteIndentedFence(rest, line: index, indent: indent - margin) }
                index += 1
            } else if let fence = MarkdownBlocks.openingFence(rest) {
                index = fencedBlock(at: index, fence: fence, margin: margin)
                inParagraph = false
            } else if let end = HTMLBlock.end(startingAt: index, lines: texts, inParagraph: inParagraph) {
                index = end
                inParagraph = false
            } else if let width = marker {
                listItems.append(indent + width)
                let content = MarkdownBlocks.trimmed(rest.dropFirst(width))
                if let fence = MarkdownBlocks.openingFence(content), case .shape = FenceInfo.classify(fence.info) {
                    note(
                        "a shape fence on a list item's marker line is not read: put it on a line of its own, "
                            + "indented as the item's text", line: index, at: content.startIndex)
                }
                inParagraph = true
                index += 1
            } else {
                noteBacktickInInfo(rest, line: index)
                noteQuotedFence(rest, line: index)
                inParagraph = true
                index += 1
            }
        }
    }

    /// The width of a list item's marker and the spaces after it (`- `, `12. `, `3) `), the
    /// item's content starting that far in; nil when `rest` starts no list item.
    static func listMarker(_ rest: ArraySlice<UInt8>) -> Int? {
        guard let first = rest.first else { return nil }
        var width: Int
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            width = 1
        } else {
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            guard (1...9).contains(digits), rest.count > digits,
                rest[rest.startIndex + digits] == UInt8(ascii: ".")
                    || rest[rest.startIndex + digits] == UInt8(ascii: ")")
            else { return nil }
            width = digits + 1
        }
        let after = rest.dropFirst(width)
        guard let next = after.first else { return width + 1 }
        guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else { return nil }
        let spaces = after.prefix { $0 == UInt8(ascii: " ") }.count
        return width + (spaces >= 5 || spaces == 0 || MarkdownBlocks.trimmed(after).isEmpty ? 1 : spaces)
    }

    /// A warning for a shape fence indented into indented code.
    private mutating func noteIndentedFence(_ rest: ArraySlice<UInt8>, line: Int, indent: Int) {
        guard let fence = MarkdownBlocks.openingFence(rest), case .shape = FenceInfo.classify(fence.info) else {
            return
        }
        let place = listItems.isEmpty ? "the margin" : "its list item's text"
        note(
            "this shape fence is indented \(indent) spaces past \(place), which makes it indented code, "
                + "not a figure: indent it as \(place) is", line: line, at: rest.startIndex)
    }

    /// A warning for a backtick fence that is none because its info string holds a backtick.
    private mutating func noteBacktickInInfo(_ rest: ArraySlice<UInt8>, line: Int) {
        guard rest.starts(with: Array("```".utf8)) else { return }
        let info = MarkdownBlocks.trimmed(rest.drop { $0 == UInt8(ascii: "`") })
        if case .other = FenceInfo.classify(info.filter { $0 != UInt8(ascii: "`") }[...]) { return }
        note(
            "this is not a shape fence: a backtick fence's info string may not hold '`' "
                + "(use '~~~' fences, or drop the backtick from the caption)", line: line, at: rest.startIndex)
    }

    /// A warning for a shape fence inside a block quote, which no tool reads there.
    private mutating func noteQuotedFence(_ rest: ArraySlice<UInt8>, line: Int) {
        guard rest.first == UInt8(ascii: ">") else { return }
        var quoted = rest
        while quoted.first == UInt8(ascii: ">") { quoted = MarkdownBlocks.trimmed(quoted.dropFirst())[...] }
        guard let fence = MarkdownBlocks.openingFence(quoted), case .shape = FenceInfo.classify(fence.info) else {
            return
        }
        note(
            "a shape fence inside a block quote is not read: take it out of the quote", line: line,
            at: quoted.startIndex)
    }

    private mutating func note(_ message: String, line: Int, at offset: Int) {
        nearMisses.append(NearMiss(line: line + 1, column: column(of: offset, inLine: line), message: message))
    }

    /// The index of the first line after YAML front matter (0 when there is none).
    private func frontMatterEnd() -> Int {
        guard !lines.isEmpty, Array(MarkdownBlocks.trimmedTrailing(text(0))) == Array("---".utf8) else { return 0 }
        for index in 1..<lines.count {
            let line = Array(MarkdownBlocks.trimmedTrailing(text(index)))
            if line == Array("---".utf8) || line == Array("...".utf8) { return index + 1 }
        }
        return 0
    }

    /// A fence: its character, its length and the info string after it.
    struct Fence {
        var character: UInt8
        var length: Int
        /// The info string, trimmed, and its offset in the line's rest.
        var info: ArraySlice<UInt8>
    }

    /// The opening fence `rest` starts with (after its indentation), if it is one.
    static func openingFence(_ rest: ArraySlice<UInt8>) -> Fence? {
        guard let first = rest.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = trimmed(rest.dropFirst(length))
        if first == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
        return Fence(character: first, length: length, info: info)
    }

    /// Skips or records the fenced block opening at line `start`, inside list items whose
    /// content starts at column `margin` (0 outside lists); the index after it.
    private mutating func fencedBlock(at start: Int, fence: Fence, margin: Int) -> Int {
        var end = start + 1
        var closed = false
        while end < lines.count {
            let (indent, rest) = MarkdownBlocks.indentation(text(end))
            // A line indented less than the list item's text ends the item, and the block.
            if margin > 0, indent < margin, !rest.isEmpty { break }
            if indent - margin < 4, rest.prefix(while: { $0 == fence.character }).count >= fence.length,
                MarkdownBlocks.trimmed(rest.drop { $0 == fence.character }).isEmpty
            {
                closed = true
                break
            }
            end += 1
        }
        let after = closed ? end + 1 : end
        switch FenceInfo.classify(fence.info) {
        case .shape(let attributes, let offset):
            let lineStart = lines[start].lowerBound
            let contentEnd = end < lines.count ? lines[end].lowerBound : bytes.count
            let contentStart = min(lines[start].upperBound, contentEnd)
            let optionsStart = fence.info.startIndex + offset
            let rest = MarkdownBlocks.indentation(text(start)).rest
            blocks.append(
                Block(
                    range: lineStart..<(after < lines.count ? lines[after].lowerBound : bytes.count),
                    content: contentStart..<contentEnd, fenceLine: start + 1,
                    options: attributes,
                    optionsColumn: column(of: min(optionsStart, fence.info.endIndex), inLine: start),
                    lineBreak: lineBreak(start) ?? Array("\n".utf8), finalBreak: lineBreak(after - 1) ?? [],
                    isClosed: closed, blankBefore: start == 0 || isBlank(start - 1),
                    blankAfter: after >= lines.count || isBlank(after),
                    indentation: margin > 0 ? Array(bytes[lineStart..<rest.startIndex]) : []))
        case .nearMiss(let message):
            note(message, line: start, at: fence.info.startIndex)
        case .other: break
        }
        return after
    }

    // MARK: - Lines

    /// Line `index` without its line break.
    private func text(_ index: Int) -> ArraySlice<UInt8> {
        var line = bytes[lines[index]]
        while let last = line.last, last == 0x0A || last == 0x0D { line = line.dropLast() }
        return line
    }

    private func lineBreak(_ index: Int) -> [UInt8]? {
        guard index >= 0, index < lines.count else { return nil }
        let line = bytes[lines[index]]
        let content = text(index)
        return line.count > content.count ? Array(line[content.endIndex...]) : nil
    }

    private func isBlank(_ index: Int) -> Bool {
        MarkdownBlocks.trimmed(text(index)).isEmpty
    }

    /// The 1-based column (in Unicode scalars) of byte `offset` in line `index`.
    private func column(of offset: Int, inLine index: Int) -> Int {
        let prefix = bytes[lines[index].lowerBound..<offset]
        return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    }

    /// A line's indentation in columns (a tab reaches the next multiple of four) and the rest.
    static func indentation(_ line: ArraySlice<UInt8>) -> (columns: Int, rest: ArraySlice<UInt8>) {
        var columns = 0
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == UInt8(ascii: " ") {
                columns += 1
            } else if line[index] == UInt8(ascii: "\t") {
                columns += 4 - columns % 4
            } else {
                break
            }
            index += 1
        }
        return (columns, line[index...])
    }

    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return trimmedTrailing(text.drop(while: isSpace))
    }

    static func trimmedTrailing(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var text = text
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text = text.dropLast() }
        return text
    }
}

/// CommonMark's HTML blocks: how each kind starts and where it ends.
enum HTMLBlock {
    /// The index of the first line after the HTML block starting at line `start`, or nil when
    /// that line starts none. Kinds 1 to 5 end at a line holding their end marker (which may be
    /// the first); kinds 6 and 7 at a blank line; kind 7 cannot interrupt a paragraph.
    static func end(startingAt start: Int, lines: [ArraySlice<UInt8>], inParagraph: Bool) -> Int? {
        let (indent, rest) = MarkdownBlocks.indentation(lines[start])
        guard indent < 4, rest.first == UInt8(ascii: "<") else { return nil }
        let lowered = String(decoding: rest, as: UTF8.self).lowercased()
        if let marker = endMarker(lowered) {
            var index = start
            while index < lines.count {
                let line = String(decoding: lines[index], as: UTF8.self).lowercased()
                if line.contains(marker) { return index + 1 }
                index += 1
            }
            return lines.count
        }
        guard startsBlockTag(lowered) || (!inParagraph && isCompleteTag(lowered)) else { return nil }
        var index = start + 1
        while index < lines.count, !MarkdownBlocks.trimmed(lines[index]).isEmpty { index += 1 }
        return index
    }

    /// Kinds 1 to 5: the text that ends the block.
    private static func endMarker(_ line: String) -> String? {
        for tag in ["pre", "script", "style", "textarea"] where line.hasPrefix("<" + tag) {
            let after = line.dropFirst(tag.count + 1).first
            if after == nil || after == ">" || after == " " || after == "\t" { return "</" + tag + ">" }
        }
        if line.hasPrefix("<!--") { return "-->" }
        if line.hasPrefix("<?") { return "?>" }
        if line.hasPrefix("<![cdata[") { return "]]>" }
        if line.hasPrefix("<!"), let letter = line.dropFirst(2).first, letter.isASCII, letter.isLetter { return ">" }
        return nil
    }

    /// Kind 6: `<` or `</` and a block-level tag name, then a space, `>`, `/>` or the line's end.
    private static func startsBlockTag(_ line: String) -> Bool {
        let name = line.dropFirst(line.hasPrefix("</") ? 2 : 1).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard blockTags.contains(String(name)) else { return false }
        let after = line.dropFirst(line.hasPrefix("</") ? 2 : 1).dropFirst(name.count)
        return after.isEmpty || after.hasPrefix(" ") || after.hasPrefix("\t") || after.hasPrefix(">")
            || after.hasPrefix("/>")
    }

    /// Kind 7, approximately: a whole opening or closing tag alone on its line.
    private static func isCompleteTag(_ line: String) -> Bool {
        let body = line.drop { $0 == "<" }.drop { $0 == "/" }
        guard let first = body.first, first.isASCII, first.isLetter else { return false }
        let trimmedLine = line.trimmingTrailingSpaces()
        return trimmedLine.hasSuffix(">") && trimmedLine.dropFirst().allSatisfy { $0 != "<" }
    }

    private static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html",
        "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option",
        "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr",
        "track", "ul",
    ]
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
