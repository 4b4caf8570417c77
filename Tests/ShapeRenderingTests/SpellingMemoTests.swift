// The memo of recent spellings changes nothing written: a large buffer (which has one) writes
// the same bytes as NumberFormat, for repeated numbers, colliding slots and every style.
import ConcentricGeometry
import Testing

@testable import ShapeRendering

@Suite struct SpellingMemoTests {
    /// Numbers that repeat (as a figure's coordinates do), in all three styles and as arcs'
    /// doubled radii, mixed with ones too long to remember and ones only the slow path spells.
    @Test func aRememberedSpellingIsTheSpelling() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1e300, -1e-300, 123_456_789.123_456, .pi, 2_234.5]
        for _ in 0..<3_000 {
            let whole = Double(Int.random(in: -3_000...3_000, using: &generator))
            values.append(whole + Double(Int.random(in: 0..<8, using: &generator)) / 4)
            values.append(Double.random(in: -1e6...1e6, using: &generator))
        }
        var buffer = OutputBuffer(capacity: 1 << 16)
        var expected = ""
        for round in 0..<3 {
            for (index, value) in values.enumerated() {
                let style: NumberFormat.Style = [.drawing, .exact, .reading][(index + round) % 3]
                buffer.appendNumber(value, style)
                buffer.append(" ")
                buffer.appendDrawingNumberTwice(value)
                buffer.append(";")
                let drawn = NumberFormat.format(value, .drawing)
                expected += NumberFormat.format(value, style) + " " + drawn + " " + drawn + ";"
            }
        }
        #expect(buffer.string == expected)
    }

    /// A small buffer keeps no memo and spells the same.
    @Test func smallAndLargeBuffersAgree() {
        var small = OutputBuffer(capacity: 16)
        var large = OutputBuffer(capacity: 1 << 16)
        for index in 0..<5_000 {
            let value = Double(index % 97) * 0.37 - 11
            small.appendNumber(value, .drawing)
            large.appendNumber(value, .drawing)
        }
        #expect(small.string == large.string)
    }
}
