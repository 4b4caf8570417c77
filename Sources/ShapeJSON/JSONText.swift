// The one writer of the servers' JSON: the language server's messages (a ``JSON`` value, its keys
// sorted) and the live page's answers (keys in the order the server gives them, and views it
// keeps as text already). Deterministic and exact: the same value gives the same bytes.
import ConcentricGeometry

/// A JSON value to write.
public enum JSONText: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONText])
    /// Keys in the order they are written.
    case object([(String, JSONText)])
    /// JSON text written already (a view kept as text), copied as it is.
    case raw(String)

    /// `json` to write, each object's keys sorted.
    public init(_ json: JSON) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let items): self = .array(items.map(JSONText.init))
        case .object(let members):
            self = .object(members.keys.sorted().map { ($0, JSONText(members[$0] ?? .null)) })
        }
    }

    /// The value as compact JSON text. `safeInHTML` escapes `<` too, so that the text may stand
    /// inside a `<script>` element.
    public func serialized(safeInHTML: Bool = false) -> String {
        var text = ""
        write(into: &text, safeInHTML: safeInHTML)
        return text
    }

    private func write(into text: inout String, safeInHTML: Bool) {
        switch self {
        case .string(let string): text += JSONString.quoted(string, safeInHTML: safeInHTML)
        case .number(let number): text += JSONText.format(number)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .raw(let json): text += json
        case .array(let items):
            text += "["
            for (position, item) in items.enumerated() {
                if position > 0 { text += "," }
                item.write(into: &text, safeInHTML: safeInHTML)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (position, (key, value)) in members.enumerated() {
                if position > 0 { text += "," }
                text += JSONString.quoted(key, safeInHTML: safeInHTML)
                text += ":"
                value.write(into: &text, safeInHTML: safeInHTML)
            }
            text += "}"
        }
    }

    /// Whole numbers without a fraction (positions, ids); others as Swift spells them. JSON
    /// has no NaN or infinity: they are written as null.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9.0e15 { return String(Int(number)) }
        return "\(number)"
    }
}
