// The one number formatter: every number the tool prints or writes goes through it, so output is
// byte-stable and golden tests mean something. It lives in the geometry core so that the
// resolver's own explanations use it too.

/// Formats numbers the same way everywhere: at most four decimals, shortest form, no `-0`,
/// no exponent.
public enum NumberFormat {
    /// Decimal places kept. 1e-4 of a point is far below anything visible.
    public static let decimals = 4
    private static let scale = 10_000.0

    /// `12`, `12.5`, `0.3333`, `-3`; `nan`, `inf`, `-inf` for non-finite values.
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond Int64's range after scaling, fall back to whole numbers written digit by digit.
        guard abs(scaled) < 9.0e18 else { return wholeNumber(value.rounded()) }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let negative = units < 0
        let magnitude = units.magnitude
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// Writes a huge integral value without an exponent.
    private static func wholeNumber(_ value: Double) -> String {
        var digits: [Character] = []
        var rest = abs(value)
        while rest >= 1 {
            let digit = rest.truncatingRemainder(dividingBy: 10)
            digits.append(Character(String(Int(digit))))
            rest = (rest - digit) / 10
        }
        return (value < 0 ? "-" : "") + String(digits.reversed())
    }
}
