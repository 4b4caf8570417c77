// The JSON the engine answers with: objects and arrays written in the order given, strings
// spelled by the one JSON string writer (ConcentricGeometry's `JSONString`), numbers in full.
import ConcentricGeometry

/// Writes one JSON value as text, a member or an element at a time.
struct JSONWriter {
    private(set) var text = ""
    /// Whether the next member or element needs a comma before it, per open object or array.
    private var needsComma: [Bool] = []

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

    /// Starts the member `name` of the open object; its value is written next.
    mutating func key(_ name: String) {
        separate()
        text += JSONString.quoted(name)
        text += ":"
        // The value that follows takes no comma of its own.
        afterKey = true
    }

    mutating func string(_ value: String) { write(JSONString.quoted(value)) }
    mutating func bool(_ value: Bool) { write(value ? "true" : "false") }
    mutating func int(_ value: Int) { write(String(value)) }
    mutating func null() { write("null") }

    /// A number in full precision (the shortest text that reads back as the same `Double`);
    /// `null` for NaN and the infinities, which JSON cannot spell.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        if value == value.rounded(), Swift.abs(value) < 1e15 {
            write(String(Int(value)))
        } else {
            write(value.description)
        }
    }

    mutating func string(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    mutating func optionalString(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    mutating func int(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    mutating func bool(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    mutating func number(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    // MARK: - Structure

    /// Whether a key was just written, so that its value takes no comma.
    private var afterKey = false

    private mutating func write(_ spelled: String) {
        separate()
        text += spelled
    }

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        needsComma.removeLast()
        text += bracket
    }

    /// Writes the comma between two members or elements; nothing right after a key.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = needsComma.last else { return }
        if last { text += "," }
        needsComma[needsComma.count - 1] = true
    }
}
