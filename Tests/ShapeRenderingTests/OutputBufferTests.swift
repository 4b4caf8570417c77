// Specifications of the writing layer under every renderer: numbers spelled exactly as
// NumberFormat spells them, XML escaping, and documents larger than one chunk.
import ConcentricGeometry
import Testing

@testable import ShapeRendering

@Suite struct OutputBufferTests {
    @Test func appendsNumbersInEitherStyle() {
        var buffer = OutputBuffer(capacity: 8)
        buffer.appendNumber(1.0 / 3, .drawing)
        buffer.append(" ")
        buffer.appendNumber(1.0 / 3, .exact)
        #expect(buffer.string == "0.3333 0.3333333333333333")
    }

    @Test func documentsLargerThanAChunkKeepEveryCharacter() {
        var buffer = OutputBuffer(capacity: 16)
        var expected = ""
        for index in 0..<30_000 {
            let piece = index % 3 == 0 ? "é😀" : "ab"
            buffer.append(string: piece)
            buffer.append(scalar: "ß")
            buffer.appendNumber(Double(index) / 8, .exact)
            expected += piece + "ß" + NumberFormat.format(Double(index) / 8, .exact)
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
}
