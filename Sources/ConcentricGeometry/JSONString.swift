// The one spelling of a JSON string this tool writes, in every output and in the language
// server: RFC 8259's escapes, control characters as `\u00XX`, and U+2028 and U+2029 escaped
// too, so that the JSON may be embedded in JavaScript.

/// How text is written as a JSON string.
public enum JSONString {
    /// Whether `byte` of a string's UTF-8 may begin something to escape. A string with no such
    /// byte is written as it is (0xE2 leads U+2028 and U+2029, and other scalars).
    @inlinable
    public static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }

    /// The escape `scalar` is written as, or nil when it stands for itself.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\u{2028}": return "\\u2028"
        case "\u{2029}": return "\\u2029"
        default:
            guard scalar.value < 0x20 else { return nil }
            let digits = Array("0123456789abcdef")
            return "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 0xF)])
        }
    }

    /// `text` between double quotes, escaped. `safeInHTML` escapes `<` too (as `\u003c`), so that
    /// the string may stand inside a `<script>` element.
    public static func quoted(_ text: String, safeInHTML: Bool = false) -> String {
        let escapesLess = safeInHTML && text.utf8.contains(UInt8(ascii: "<"))
        guard escapesLess || text.utf8.contains(where: mayNeedEscaping) else { return "\"" + text + "\"" }
        guard escapesLess else { return quote(text, escapingBy: escape) }
        return quote(text) { $0 == "<" ? "\\u003c" : escape($0) }
    }
}

/// `text` between double quotes, each scalar as `escape` spells it (itself when it answers nil):
/// the loop of JSON's strings and Swift's alike.
func quote(_ text: String, escapingBy escape: (Unicode.Scalar) -> String?) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        if let escaped = escape(scalar) {
            result += escaped
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
