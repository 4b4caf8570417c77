// The one number formatter: every number the tool prints or writes goes through it, so output is
// byte-stable and golden tests mean something. It lives in the geometry core so that the
// resolver's own explanations use it too.

/// Spells numbers the same way everywhere.
///
/// Two spellings, one for reading and one for drawing:
/// - ``Style/exact``: the shortest decimal that reads back as the same `Double` (`0.1`,
///   `39.33`, `0.30000000000000004`), positional from 1e-6 up to 1e21 and with an exponent
///   outside (`2.5e22`, `1e-7`), as JavaScript writes numbers. For `print`, messages, JSON and
///   explanations: what a script computed, nothing rounded away.
/// - ``Style/drawing``: at most four decimals, never an exponent (`12.3333`). For SVG
///   coordinates, where 1e-4 of a point is far below anything visible and shorter is better.
/// - ``Style/reading``: the same digits, for text a person reads: warnings, explanations, the
///   text report, the REPL's `:radii` and `:play`. Floating-point noise goes (`6.000000000000057`
///   is `6`, `104.14208262309549` is `104.1421`): at most four decimals, trailing zeros
///   dropped, so a value within 1e-9 of a whole number is that number. JSON and a script's own
///   `print` keep the exact spelling.
///
/// Both write `0` for `-0`, and `nan`, `inf`, `-inf` for non-finite values (writers of formats
/// that cannot hold those handle them first).
public enum NumberFormat {
    public enum Style: Sendable {
        case exact
        case drawing
        case reading
    }

    /// The spelling of `value` in `style`.
    public static func format(_ value: Double, _ style: Style = .exact) -> String {
        var text = ""
        withSpelling(of: value, style) { text = String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Calls `body` with the UTF-8 bytes of `value`'s spelling, without building a String (for
    /// writers that append bytes). Inlinable, and not generic: writers call it for every number
    /// of a large picture, from another module, and the common cases (whole numbers, four
    /// decimals) then compile into the writer's own loop.
    @inlinable
    public static func withSpelling(
        of value: Double, _ style: Style, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        // Whole numbers below 2^53, most coordinates and radii, are their digits in both styles.
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                var writer = DigitWriter(buffer)
                if value < 0 { writer.append(UInt8(ascii: "-")) }
                writer.appendDigits(UInt64(value.magnitude), minimumCount: 1)
                return body(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
            }
        }
        if !value.isFinite {
            var text = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
            text.withUTF8(body)
            return
        }
        switch style {
        case .exact: return withExact(value, body)
        case .drawing, .reading: return withDrawing(value, body)
        }
    }

    /// The most bytes ``spell(_:_:into:)`` writes.
    public static let fastSpellingCapacity = 32

    /// Writes the spelling of `value` at `destination` (room for ``fastSpellingCapacity``
    /// bytes) and returns its length, for the cases writers meet most: whole numbers below
    /// 2^53; in the drawing style, any number of moderate size; in the exact style, a decimal
    /// of at most six places that reads back as `value` (`2.5`, `47.33`). Nil for anything
    /// else, which ``withSpelling(of:_:_:)`` spells. Both give the same bytes (NumberFormatTests
    /// holds them to it on random values).
    @inlinable
    public static func spell(_ value: Double, _ style: Style, into destination: UnsafeMutablePointer<UInt8>) -> Int? {
        var writer = DigitWriter(UnsafeMutableBufferPointer(start: destination, count: fastSpellingCapacity))
        if value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            if value < 0 { writer.append(UInt8(ascii: "-")) }
            writer.appendDigits(UInt64(value.magnitude), minimumCount: 1)
            return writer.count
        }
        guard value.isFinite else { return nil }
        switch style {
        case .drawing, .reading:
            let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
            guard abs(scaled) < 9.0e18 else { return nil }
            writer.appendFourPlaces(Int64(scaled))
            return writer.count
        case .exact:
            // The fewest places whose decimal reads back as `value`: a correctly rounded
            // division of two exact numbers is what reading the decimal gives.
            var scale = 1.0
            for places in 1...6 {
                scale *= 10
                let units = (value * scale).rounded(.toNearestOrAwayFromZero)
                guard abs(units) < 9_007_199_254_740_992 else { return nil }
                if units / scale == value {
                    writer.appendFixed(Int64(units), places: places)
                    return writer.count
                }
            }
            return nil
        }
    }

    // MARK: - Drawing

    /// Four decimals: scale by 10⁴, round half away from zero, split whole and fraction, drop
    /// trailing zeros. Beyond what Int64 holds once scaled, the whole number.
    @inlinable
    static func withDrawing(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e18 else { return withExact(value.rounded(), body, positionalUpTo: 309) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var writer = DigitWriter(buffer)
            writer.appendFixed(Int64(scaled), places: 4)
            return body(UnsafeBufferPointer(rebasing: buffer[..<writer.count]))
        }
    }

    // MARK: - Exact

    /// The shortest round-trip digits (Swift's own `description` finds them), laid out
    /// positionally for decimal exponents from -6 to `positionalUpTo` - 1, else as `d.ddde±x`.
    @usableFromInline
    static func withExact(
        _ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void, positionalUpTo limit: Int = 21
    ) {
        // `description` is `[-]d[.ddd][e±xx]` or `[-]ddd.ddd`: take its digits and exponent.
        var digits: [UInt8] = []
        var pointAt: Int?
        var exponent = 0
        var negative = false
        var inExponent = false
        var exponentText: [UInt8] = []
        for byte in value.description.utf8 {
            switch byte {
            case UInt8(ascii: "-") where !inExponent: negative = true
            case UInt8(ascii: "."): pointAt = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            default:
                if inExponent { exponentText.append(byte) } else { digits.append(byte) }
            }
        }
        if !exponentText.isEmpty { exponent = Int(String(decoding: exponentText, as: UTF8.self)) ?? 0 }
        // Normalise to digits d₁d₂… with the decimal point after `pointAt` digits (scientific:
        // value = 0.d₁d₂… × 10^decimalExponent).
        var decimalExponent = (pointAt ?? digits.count) + exponent
        while digits.first == UInt8(ascii: "0"), digits.count > 1 {
            digits.removeFirst()
            decimalExponent -= 1
        }
        while digits.last == UInt8(ascii: "0"), digits.count > 1 { digits.removeLast() }
        if digits == [UInt8(ascii: "0")] {
            var zero = "0"
            zero.withUTF8(body)
            return
        }
        var text: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        let scientific = decimalExponent - 1
        if scientific >= -6 && scientific < limit {
            if decimalExponent <= 0 {
                text += Array("0.".utf8) + Array(repeating: UInt8(ascii: "0"), count: -decimalExponent) + digits
            } else if decimalExponent >= digits.count {
                text += digits + Array(repeating: UInt8(ascii: "0"), count: decimalExponent - digits.count)
            } else {
                text += digits[..<decimalExponent] + [UInt8(ascii: ".")] + digits[decimalExponent...]
            }
        } else {
            text.append(digits[0])
            if digits.count > 1 { text += [UInt8(ascii: ".")] + digits[1...] }
            text += Array("e".utf8) + Array(String(scientific).utf8)
        }
        return text.withUnsafeBufferPointer(body)
    }
}

/// Writes decimal digits into a small buffer.
@usableFromInline
struct DigitWriter {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0

    @inlinable
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inlinable
    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    /// `units` × 10^-`places`, its trailing zeros dropped (with the point when none is left).
    @inlinable
    mutating func appendFixed(_ units: Int64, places: Int) {
        if units < 0 { append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        var divisor: UInt64 = 1
        for _ in 0..<places { divisor &*= 10 }
        appendDigits(magnitude / divisor, minimumCount: 1)
        var fraction = magnitude % divisor
        guard fraction != 0 else { return }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        append(UInt8(ascii: "."))
        appendDigits(fraction, minimumCount: digits)
    }

    /// `units` × 10⁻⁴ with its trailing zeros dropped, as ``appendFixed(_:places:)`` with four
    /// places writes it: the drawing style's case, which paths spell a million times, so the
    /// fraction's four digits are cut by constant divisions rather than a loop.
    @inlinable
    mutating func appendFourPlaces(_ units: Int64) {
        if units < 0 { append(UInt8(ascii: "-")) }
        let magnitude = units.magnitude
        let whole = magnitude / 10_000
        let fraction = magnitude &- whole &* 10_000
        if whole < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole))
        } else {
            appendDigits(whole, minimumCount: 1)
        }
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        let zero = UInt8(ascii: "0")
        let digits = (fraction / 1000, fraction / 100 % 10, fraction / 10 % 10, fraction % 10)
        append(zero &+ UInt8(truncatingIfNeeded: digits.0))
        if digits.1 == 0, digits.2 == 0, digits.3 == 0 { return }
        append(zero &+ UInt8(truncatingIfNeeded: digits.1))
        if digits.2 == 0, digits.3 == 0 { return }
        append(zero &+ UInt8(truncatingIfNeeded: digits.2))
        if digits.3 == 0 { return }
        append(zero &+ UInt8(truncatingIfNeeded: digits.3))
    }

    /// The decimal digits of `value`, padded with leading zeros to `minimumCount`; two digits
    /// a step, which halves the divisions.
    @inlinable
    mutating func appendDigits(_ value: UInt64, minimumCount: Int) {
        var total = 1
        var threshold: UInt64 = 10
        while value >= threshold, total < 20 {
            total += 1
            if threshold > UInt64.max / 10 { break }
            threshold &*= 10
        }
        if total < minimumCount { total = minimumCount }
        let zero = UInt8(ascii: "0")
        var index = count + total
        var remaining = value
        while remaining >= 100 {
            let quotient = remaining / 100
            let pair = remaining &- quotient &* 100
            let tens = pair / 10
            index -= 2
            buffer[index] = zero &+ UInt8(truncatingIfNeeded: tens)
            buffer[index + 1] = zero &+ UInt8(truncatingIfNeeded: pair &- tens &* 10)
            remaining = quotient
        }
        if remaining >= 10 {
            let tens = remaining / 10
            index -= 2
            buffer[index] = zero &+ UInt8(truncatingIfNeeded: tens)
            buffer[index + 1] = zero &+ UInt8(truncatingIfNeeded: remaining &- tens &* 10)
        } else if remaining > 0 || index > count {
            index -= 1
            buffer[index] = zero &+ UInt8(truncatingIfNeeded: remaining)
        }
        while index > count {
            index -= 1
            buffer[index] = zero
        }
        count += total
    }
}
