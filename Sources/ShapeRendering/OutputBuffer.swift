// The byte buffer every renderer writes into: markup, text and numbers appended as UTF-8, turned
// into one String at the end. Fast enough for a million nodes in well under a second.
import ShapeLanguage

/// A growing UTF-8 buffer with an append for each kind of output.
///
/// Renderers write here rather than into a `String` because appending many small pieces to a
/// String costs a capacity and flag check per piece, and spelling a number through a String
/// costs allocations; bytes cost neither. Numbers are spelled exactly as
/// ``NumberFormat/format(_:)`` spells them (the tests check the two agree).
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far (validated as UTF-8 once, here).
    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends markup written in the source: ASCII literals.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a string as it is (callers escape user text first).
    mutating func append(string text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends a Unicode scalar's UTF-8 bytes.
    mutating func append(scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        if count > 0 {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    /// Appends `value` spelled as ``NumberFormat/format(_:)`` spells it: at most four decimals,
    /// shortest form, no `-0`, no exponent.
    ///
    /// The same steps as NumberFormat (scale by 10⁴, round half away from zero, split whole and
    /// fraction, drop trailing zeros), writing digits straight into the buffer. Values it does
    /// not handle itself (non-finite, or beyond Int64 once scaled) go through NumberFormat.
    mutating func appendNumber(_ value: Double) {
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        guard scaled.isFinite, abs(scaled) < 9.0e18 else {
            append(string: NumberFormat.format(value))
            return
        }
        let units = Int64(scaled)
        if units == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        appendDigits(magnitude / 10_000, minimumCount: 1)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        appendDigits(fraction, minimumCount: digits)
    }

    /// Appends the decimal digits of `value`, padded with leading zeros to `minimumCount`.
    private mutating func appendDigits(_ value: UInt64, minimumCount: Int) {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        count = Swift.max(count, minimumCount)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var remaining = value
        var index = start + count - 1
        while remaining > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
            index -= 1
        }
    }
}
