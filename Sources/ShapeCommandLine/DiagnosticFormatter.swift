// Renders a diagnostic for a terminal: the located message, the source line, a caret under the
// culprit, then the hint and the notes.
//
//     card.shape:3:14: error: ')' expected to close '(' at 3:9
//         let x = max(1, 2
//                         ^
//     hint: …
//     note: …
import ShapeLanguage

/// Formats diagnostics as text, optionally with ANSI colours.
public struct DiagnosticFormatter: Sendable {
    /// Whether to colour the output with ANSI escapes (for a terminal).
    public var colored: Bool

    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The diagnostic as lines of text, without a trailing newline.
    ///
    /// The source line is shown when `source` is given and contains the diagnostic's line:
    /// indented by four spaces, with the caret line below it keeping the line's tabs so the caret
    /// stays aligned. A range longer than one character on that line is underlined `^~~~`.
    public func format(_ diagnostic: Diagnostic, source: String?) -> String {
        let file = TerminalText.escaped(diagnostic.file ?? "<input>")
        var lines = [
            style("\(file):\(diagnostic.range.start):", .bold) + " "
                + severityLabel(diagnostic.severity) + " " + style(TerminalText.escaped(diagnostic.message), .bold)
        ]
        if let source, let line = Self.line(diagnostic.range.start.line, of: source) {
            lines.append("    " + Self.printable(line))
            lines.append("    " + caretLine(for: diagnostic.range, under: line))
        }
        if let hint = diagnostic.hint {
            lines.append(style("hint:", .bold) + " " + TerminalText.escaped(hint))
        }
        for note in diagnostic.notes {
            var prefix = ""
            if let range = note.range {
                prefix = style("\(note.file.map { TerminalText.escaped($0) } ?? file):\(range.start):", .bold) + " "
            }
            lines.append(prefix + severityLabel(.note) + " " + TerminalText.escaped(note.message))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Source lines

    /// The text of 1-based line `number`, without its line break, or nil when there is none.
    /// Lines end at LF, CR LF or CR, as in the lexer.
    static func line(_ number: Int, of source: String) -> String? {
        guard number >= 1 else { return nil }
        let bytes = source.utf8
        var index = bytes.startIndex
        var currentLine = 1
        while currentLine < number {
            guard let lineBreak = bytes[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
                return nil
            }
            index = bytes.index(after: lineBreak)
            if bytes[lineBreak] == 0x0D, index < bytes.endIndex, bytes[index] == 0x0A {
                index = bytes.index(after: index)
            }
            currentLine += 1
        }
        let end = bytes[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.endIndex
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// The line with control characters other than tab (bidirectional ones too) shown as U+FFFD,
    /// so a NUL or an escape byte in a script cannot disturb the terminal; one scalar each, so the
    /// caret still aligns.
    static func printable(_ line: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            let isControl = scalar != "\t" && TerminalText.isControl(scalar)
            result.append(isControl ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Spaces (tabs where the line has tabs) up to the range's column, then `^` and a `~` for
    /// each further character of the range on this line.
    private func caretLine(for range: SourceRange, under line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        let column = max(range.start.column, 1)
        var padding = ""
        padding.reserveCapacity(column - 1)
        for index in 0..<(column - 1) {
            padding.append(index < scalars.count && scalars[index] == "\t" ? "\t" : " ")
        }
        var width = 1
        if range.end.line == range.start.line {
            let lastColumn = min(range.end.column, scalars.count + 1)
            width = max(1, lastColumn - column)
        }
        return padding + style("^" + String(repeating: "~", count: width - 1), .green)
    }

    // MARK: - Colour

    private enum Style: String {
        case bold = "1"
        case red = "1;31"
        case magenta = "1;35"
        case cyan = "1;36"
        case green = "1;32"
    }

    private func style(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func severityLabel(_ severity: Diagnostic.Severity) -> String {
        let label = "\(severity.rawValue):"
        switch severity {
        case .error: return style(label, .red)
        case .warning: return style(label, .magenta)
        case .note: return style(label, .cyan)
        }
    }
}
