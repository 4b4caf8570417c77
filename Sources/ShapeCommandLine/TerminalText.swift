// What a script says, made safe to print on a terminal: a string from a script (an assert's
// message, a file name) may hold escape sequences that clear the screen, set the title or write
// the clipboard (OSC 52), or bidirectional controls that reorder what the reader sees.

/// Escapes the characters of a script's text that a terminal would act on rather than show.
enum TerminalText {
    /// Whether a terminal acts on `scalar` rather than showing it: C0 controls (tab and line feed
    /// too, when `keepingLines` is false), DEL, C1 controls, and the bidirectional marks,
    /// embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
    /// U+2069).
    static func isControl(_ scalar: Unicode.Scalar, keepingLines: Bool = false) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return !keepingLines
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with each control character written as a Swift escape, `\u{1b}`, so a message
    /// shows what the script held without the terminal acting on it. With `keepingLines`, tabs
    /// and line feeds stay (for the tool's own messages of several lines).
    static func escaped(_ text: String, keepingLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingLines: keepingLines) }) else {
            return text
        }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar, keepingLines: keepingLines) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
