// Escaping a user's text for an HTML page: the live page and the course's lesson panel write
// script paths, titles and lesson text into HTML through this one function.

/// Text made safe in HTML.
public enum HTMLText {
    /// `text` safe inside HTML text and in single- or double-quoted attributes.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
