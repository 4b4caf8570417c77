// Long lines of the SwiftUI output wrapped as a developer wraps them in Xcode: a call too long
// for the line opens its parentheses, one argument a line, the closing parenthesis on its own.

/// Wraps the lines of generated Swift source that pass ``limit`` columns.
///
/// ```
///   .containerShape(UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 47, …))
/// becomes
///   .containerShape(
///       UnevenRoundedRectangle(
///           topLeadingRadius: 24,
///           bottomLeadingRadius: 47,
///           …
///       )
///   )
/// ```
///
/// Comments and lines that fit are kept as they are; string literals are never split.
enum SwiftLineWrapper {
    /// The column a line may reach: swift-format's default, which Xcode's Format File uses.
    static let limit = 100

    /// `source` with its long lines wrapped.
    static func wrap(_ source: String) -> String {
        var result = ""
        result.reserveCapacity(source.utf8.count + source.utf8.count / 8)
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            // A comment after the code does not count (it may run on, as Xcode lets it).
            let code = text.count - (trailingComment(text)?.count ?? 0)
            if indent + code <= limit || text.hasPrefix("//") {
                result += line
                result += "\n"
                continue
            }
            for wrapped in self.lines(String(text), indent: indent) {
                result += String(repeating: " ", count: wrapped.indent)
                result += wrapped.text
                result += "\n"
            }
        }
        // The split gives one empty piece after the final newline.
        if result.hasSuffix("\n\n") { result.removeLast() }
        return result
    }

    /// The `  // …` at the end of `text`, outside any string, if there is one.
    static func trailingComment(_ text: Substring) -> Substring? {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                return text[text.index(before: index)...]
            }
            previous = character
        }
        return nil
    }

    /// `text` at `indent`, as lines with their indents.
    static func lines(_ text: String, indent: Int) -> [(indent: Int, text: String)] {
        guard indent + text.count > limit, let call = split(text) else { return [(indent, text)] }
        var result: [(indent: Int, text: String)] = [(indent, call.head + "(")]
        for (position, argument) in call.arguments.enumerated() {
            var inner = lines(argument, indent: indent + 4)
            if position < call.arguments.count - 1, let last = inner.last {
                inner[inner.count - 1] = (last.indent, last.text + ",")
            }
            result += inner
        }
        // What follows (`.stroke(…)` after a shape) wraps in turn when it is long too.
        result += lines(")" + call.tail, indent: indent)
        return result
    }

    /// The first call in `text` whose parentheses hold an argument: what comes before its `(`,
    /// its arguments (split at the commas between them) and what follows its `)`; nil when
    /// there is none.
    static func split(_ text: String) -> (head: String, arguments: [String], tail: String)? {
        let characters = Array(text)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                guard let close = matching(characters, from: index) else { return nil }
                let inside = Array(characters[(index + 1)..<close])
                if !inside.isEmpty {
                    return (
                        String(characters[..<index]), arguments(inside),
                        String(characters[(close + 1)...])
                    )
                }
                index = close
            }
            index += 1
        }
        return nil
    }

    /// The index of the `)` that closes the `(` at `open`, strings skipped.
    private static func matching(_ characters: [Character], from open: Int) -> Int? {
        var depth = 0
        var index = open
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// `inside` split at its top-level commas, each piece trimmed.
    private static func arguments(_ inside: [Character]) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in inside {
            if inString {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                pieces.append(trimmed(current))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        pieces.append(trimmed(current))
        return pieces
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
