// JSON values for the two servers (the language server's messages, the live page's request
// bodies): decoded with FoundationEssentials' JSONDecoder, whose parser refuses nesting deeper
// than 512, and written by JSONText so that the output is deterministic (keys sorted, integers
// without a fraction) and exact.
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

    /// The value as compact JSON text: an object's keys sorted, so the same value gives the
    /// same bytes (``JSONText`` writes it).
    public var serialized: String { JSONText(self).serialized() }
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
