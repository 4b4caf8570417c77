// Specifications of the one number formatter: the exact spelling (shortest round trip, an
// exponent only past 1e21 and below 1e-6) and the drawing spelling (four decimals, no exponent).
import ConcentricGeometry
import Testing

@Suite struct NumberFormatTests {
    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "0"), (12, "12"), (-3, "-3"), (12.5, "12.5"), (0.1, "0.1"),
            (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3, "0.3333333333333333"), (47.33 - 8, "39.33"),
            (2.5e22, "2.5e22"), (1e21, "1e21"), (1e20, "100000000000000000000"), (123_456_789, "123456789"),
            (9_007_199_254_740_993, "9007199254740992"), (1e-6, "0.000001"), (1e-7, "1e-7"), (-2.5e-8, "-2.5e-8"),
            (1.7976931348623157e308, "1.7976931348623157e308"), (5e-324, "5e-324"), (.nan, "nan"),
            (.infinity, "inf"), (-.infinity, "-inf"),
        ] as [(Double, String)])
    func exactSpelling(value: Double, expected: String) {
        #expect(NumberFormat.format(value, .exact) == expected)
    }

    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "0"), (12.5, "12.5"), (1.0 / 3, "0.3333"), (-2.0 / 3, "-0.6667"), (0.00005, "0.0001"),
            (-0.00005, "-0.0001"), (0.00004999, "0"), (99.99995, "100"), (1e-9, "0"), (1e20, "100000000000000000000"),
            (1e15 + 0.25, "1000000000000000"), (9e14 + 0.5, "900000000000001"), (.nan, "nan"),
        ] as [(Double, String)])
    func drawingSpelling(value: Double, expected: String) {
        #expect(NumberFormat.format(value, .drawing) == expected)
    }

    /// 50,000 values from a fixed sequence: the exact spelling reads back to the same Double,
    /// the drawing spelling to within half of its last decimal and with at most four decimals.
    @Test func spellingsReadBack() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var exactMisses: [Double] = []
        var drawingMisses: [Double] = []
        for index in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let scale = [1.0, 10, 1000, 1e6, 1e9, 1e12, 1e-7, 1e25][index % 8]
            let value = (unit - 0.5) * scale
            if Double(NumberFormat.format(value, .exact)) != value { exactMisses.append(value) }
            let drawn = NumberFormat.format(value, .drawing)
            let decimals = drawn.split(separator: ".").dropFirst().first?.count ?? 0
            // Within half the last decimal, plus the rounding of scaling a large value by 10⁴.
            let tolerance = 5e-5 + abs(value) * 1e-15
            if let back = Double(drawn), abs(back - value) <= tolerance, decimals <= 4 { continue }
            if abs(value) < 9e14 { drawingMisses.append(value) }
        }
        #expect(exactMisses.isEmpty, "\(exactMisses.count) misses, such as \(exactMisses.prefix(3))")
        #expect(drawingMisses.isEmpty, "\(drawingMisses.count) misses, such as \(drawingMisses.prefix(3))")
    }

    /// The fast spelling writers use gives the same bytes as the general one, or declines:
    /// on random doubles of every size and on decimals of up to eight places (the kind of
    /// number scenes hold), in both styles, including the exact style's places and ties.
    @Test func theFastSpellingIsTheGeneralOne() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var values: [Double] = [0.5, -0.5, 2.5, 47.33, 39.33, 0.1, 0.3, 1e-6, 1.5e-6, 0.000001, 123456.789, -0.00005]
        for index in 0..<200_000 {
            let unit = Double(next()) / Double(1 << 53)
            switch index % 4 {
            case 0: values.append((unit - 0.5) * [1.0, 10, 1000, 1e6, 1e9, 1e12, 1e-7, 1e25][index % 8])
            case 1: values.append(Double(bitPattern: next() << 11 | next() & 0x7FF))
            default:
                let places = Int(next() % 9)
                let units = Double(Int64(next() % 2_000_000_000) - 1_000_000_000)
                values.append(units / [1.0, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8][places])
            }
        }
        var mismatches: [String] = []
        var fast = 0
        let destination = UnsafeMutablePointer<UInt8>.allocate(capacity: NumberFormat.fastSpellingCapacity)
        defer { destination.deallocate() }
        for value in values {
            for style in [NumberFormat.Style.exact, .drawing] {
                guard let count = NumberFormat.spell(value, style, into: destination) else { continue }
                fast += 1
                let spelled = String(decoding: UnsafeBufferPointer(start: destination, count: count), as: UTF8.self)
                let general = NumberFormat.format(value, style)
                if spelled != general { mismatches.append("\(value) \(style): \(spelled) vs \(general)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, such as \(mismatches.prefix(3))")
        #expect(fast > 200_000)
    }
}
