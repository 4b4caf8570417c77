// JSON between the server and its page: request bodies read as the language server reads its
// messages (ShapeJSON), each field checked; answers are written by ShapeJSON's JSONText, keys in
// a fixed order and safe inside HTML. (Foundation's JSONSerialization would link all of
// Foundation and ICU into the binary: 48 MB, and pages touched at every start of every command.)
import ShapeJSON

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

/// The guard of a saved file: a keyed hash of its text (SipHash-1-3 through `Hasher`, keyed by the
/// process's random seed and 128 random bits of this server's own), as 32 hexadecimal digits.
/// The page gets it with the text and gives it back with a save; a page of another site, which
/// can post but never read this server's answers, cannot compute it from the text alone.
struct SaveGuard: Sendable {
    private let key: (UInt64, UInt64)

    init() {
        var generator = SystemRandomNumberGenerator()
        key = (generator.next(), generator.next())
    }

    func value(of text: String) -> String {
        var digits = ""
        for half in 0..<2 {
            var hasher = Hasher()
            hasher.combine(half)
            hasher.combine(key.0)
            hasher.combine(key.1)
            hasher.combine(text)
            let hex = String(UInt64(bitPattern: Int64(hasher.finalize())), radix: 16)
            digits += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return digits
    }
}
