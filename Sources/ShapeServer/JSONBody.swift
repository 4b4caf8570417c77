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
