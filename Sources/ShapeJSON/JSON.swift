// JSON values for the two servers (the language server's messages, the live page's request
// bodies): decoded with FoundationEssentials' JSONDecoder, whose parser refuses nesting deeper
// than 512, and written here so that the output is deterministic (keys sorted, integers without
// a fraction) and exact.
import ConcentricGeometry
import FoundationEssentials

/// A JSON value.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Parses UTF-8 JSON text.
    public init(parsing bytes: [UInt8]) throws {
        self = try JSONDecoder().decode(JSON.self, from: Data(bytes))
    }

    // MARK: - Reading

    public subscript(key: String) -> JSON? { object?[key] }

    public var string: String? { if case .string(let text) = self { text } else { nil } }

    public var number: Double? { if case .number(let number) = self { number } else { nil } }

    /// The number, when it is a whole number that fits an `Int`.
    public var integer: Int? {
        guard case .number(let number) = self, number == number.rounded(), abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    public var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }

    public var array: [JSON]? { if case .array(let items) = self { items } else { nil } }

    public var object: [String: JSON]? { if case .object(let members) = self { members } else { nil } }

    public var isNull: Bool { self == .null }

    // MARK: - Writing

    /// The value as compact JSON text.
    public var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += JSON.format(number)
        case .string(let string): JSON.writeString(string, to: &text)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                JSON.writeString(key, to: &text)
                text += ":"
                members[key]?.write(to: &text)
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

    /// Strings are spelled as every JSON of the tool spells them (``JSONString``).
    private static func writeString(_ string: String, to text: inout String) {
        text += JSONString.quoted(string)
    }
}

extension JSON: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let items = try? container.decode([JSON].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }

    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An integer, for positions and counts.
    public init(_ value: Int) { self = .number(Double(value)) }

    /// A string, or null.
    public init(_ value: String?) { self = value.map(JSON.string) ?? .null }
}
