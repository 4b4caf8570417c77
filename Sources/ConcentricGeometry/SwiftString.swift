// The one spelling of a Swift string literal this tool writes, in the SwiftUI output and in the
// syntax tree's dump: quotes, backslashes and line breaks escaped, other control characters and
// U+2028 and U+2029 as `\u{…}` in lowercase hex, so that a literal never breaks its line.

/// How text is written as a Swift string literal.
public enum SwiftString {
    /// The escape `scalar` is written as, or nil when it stands for itself.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let value = scalar.value
            guard value < 0x20 || value == 0x7F || value == 0x2028 || value == 0x2029 else { return nil }
            return "\\u{" + String(value, radix: 16) + "}"
        }
    }

    /// `text` between double quotes, escaped.
    public static func quoted(_ text: String) -> String { quote(text, escapingBy: escape) }
}
