// JSON between the server and its page: values written in a fixed key order (so the same view
// gives the same bytes), and request bodies read as the language server reads its messages
// (ShapeJSON), each field checked. (Foundation's JSONSerialization would link all of Foundation
// and ICU into the binary: 48 MB, and pages touched at every start of every command.)
import ConcentricGeometry
import ShapeJSON

/// A JSON value to write.
enum JSONText: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONText])
    /// Keys in the order they are written.
    case object([(String, JSONText)])
    /// JSON text written already (a view kept as text), copied as it is.
    case raw(String)

    /// The value as compact JSON text.
    var serialized: String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case .string(let string): JSONText.quote(string, into: &text)
        case .number(let number):
            if !number.isFinite {
                text += "null"
            } else if number == number.rounded(), abs(number) < 1e15 {
                text += String(Int64(number))
            } else {
                text += "\(number)"
            }
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .raw(let json): text += json
        case .array(let items):
            text += "["
            for (position, item) in items.enumerated() {
                if position > 0 { text += "," }
                item.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (position, (key, value)) in members.enumerated() {
                if position > 0 { text += "," }
                JSONText.quote(key, into: &text)
                text += ":"
                value.write(into: &text)
            }
            text += "}"
        }
    }

    /// `string` as a JSON string, spelled as every output spells one (``JSONString``); `<` is
    /// escaped too, so the text is safe inside HTML.
    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            if scalar == "<" {
                text += "\\u003c"
            } else if let escaped = JSONString.escape(scalar) {
                text += escaped
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// A request body parsed as a JSON object, read field by field.
struct JSONBody {
    private let fields: [String: JSON]

    /// Parses `bytes`; nil when they are not a JSON object (or hold a number no double holds).
    /// The parser refuses nesting deeper than 512, so no body can exhaust the stack.
    init?(_ bytes: [UInt8]) {
        guard let object = (try? JSON(parsing: bytes))?.object else { return nil }
        fields = object
    }

    func string(_ name: String) -> String? { fields[name]?.string }

    /// A number: always finite, as the parser reads no infinity or NaN.
    func number(_ name: String) -> Double? { fields[name]?.number }

    func bool(_ name: String) -> Bool? { fields[name]?.bool }

    /// An object of numbers (`{"R": 64}`): the numbers only, at most `limit` of them.
    func numbers(_ name: String, limit: Int) -> [String: Double] {
        guard let object = fields[name]?.object else { return [:] }
        var numbers: [String: Double] = [:]
        for (key, value) in object.sorted(by: { $0.key < $1.key }) where numbers.count < limit {
            if let number = value.number { numbers[key] = number }
        }
        return numbers
    }
}

/// The FNV-1a hash of `text`'s UTF-8, as 16 hexadecimal digits: names a version of a file, so
/// that a save can tell whether the disk still holds the text the page started from.
func contentHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
