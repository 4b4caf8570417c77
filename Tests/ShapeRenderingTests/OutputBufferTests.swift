// Specifications of the writing layer under every renderer: numbers spelled exactly as
// NumberFormat spells them, XML escaping, and documents larger than one chunk.
import ConcentricGeometry
import Testing

@testable import ShapeRendering

@Suite struct OutputBufferTests {
    static func spelled(_ value: Double) -> String {
        var buffer = OutputBuffer(capacity: 8)
        buffer.appendNumber(value)
        return buffer.string
    }

    @Test(arguments: [
        0, -0.0, 1, -1, 12, 12.5, 0.1 + 0.2, 1.0 / 3, -2.0 / 3, 0.00005, -0.00005, 0.00004999, 0.0001,
        99.99995, 100, 1e-9, -1e-9, 123_456_789, 1e10, 99_999_999_999, 1e11, 1e11 + 0.5, 9e14,
        8e14 + 1, 1e15, 1e18, 1e20, -1e20, 1.7e308, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
        0.12345, 0.99995, 9.99995, 1_000_000.00005, 36.0000001, 24.9999999,
    ])
    func spellsNumbersAsNumberFormatDoes(value: Double) {
        #expect(Self.spelled(value) == NumberFormat.format(value))
    }

    @Test func spellsManyNumbersAsNumberFormatDoes() {
        // A fixed linear congruential sequence: the same values on every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var mismatches: [Double] = []
        for index in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let scale = [1.0, 10, 1000, 1e6, 1e9, 1e12][index % 6]
            let value = (unit - 0.5) * scale
            let values = [value, (value * 10_000).rounded() / 10_000, (value * 2).rounded() / 2]
            for value in values where Self.spelled(value) != NumberFormat.format(value) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func documentsLargerThanAChunkKeepEveryCharacter() {
        var buffer = OutputBuffer(capacity: 16)
        var expected = ""
        for index in 0..<30_000 {
            let piece = index % 3 == 0 ? "é😀" : "ab"
            buffer.append(string: piece)
            buffer.append(scalar: "ß")
            buffer.appendNumber(Double(index) / 8)
            expected += piece + "ß" + NumberFormat.format(Double(index) / 8)
        }
        #expect(buffer.count == expected.utf8.count)
        #expect(buffer.string == expected)
    }

    @Test func escapesTextAndAttributes() {
        var text = OutputBuffer(capacity: 8)
        XMLEscaping.append("a<b>&\"'\t\n\r\u{0}\u{FFFE}é", to: &text, inAttribute: false)
        #expect(text.string == "a&lt;b&gt;&amp;\"'\t\n&#13;\u{FFFD}\u{FFFD}é")
        var attribute = OutputBuffer(capacity: 8)
        XMLEscaping.append("a<b>&\"'\t\n\r", to: &attribute, inAttribute: true)
        #expect(attribute.string == "a&lt;b&gt;&amp;&quot;&apos;&#9;&#10;&#13;")
        var plain = OutputBuffer(capacity: 8)
        XMLEscaping.append("plain text, ünïcode", to: &plain, inAttribute: true)
        #expect(plain.string == "plain text, ünïcode")
    }

    @Test(arguments: [
        ("card", "card"), ("Rectangle-12", "Rectangle-12"), ("_x", "_x"), ("1st", "n-1st"), ("-a", "n--a"),
        ("a b", "a_b"), ("café", "caf_"), ("", "n-"), ("\"<&>'", "_____"),
    ])
    func sanitisesIds(id: String, expected: String) {
        #expect(SVGIdentifiers.sanitize(id) == expected)
    }
}
