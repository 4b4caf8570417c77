// Colours as scripts write them: CSS names, `#rgb`, `#rrggbb`, `#rrggbbaa`, or `rgb(…)` values.
import ConcentricGeometry

/// An sRGB colour with alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// 0…255 each.
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 0…1.
    public var alpha: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = Swift.min(Swift.max(alpha.isNaN ? 1 : alpha, 0), 1)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// `#rrggbb`, lower case; alpha is written separately (SVG 1.1 has no `#rrggbbaa`).
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for byte in [red, green, blue] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return text
    }

    public var description: String {
        alpha == 1 ? hex : "\(hex) at \(NumberFormat.format(alpha))"
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a CSS colour name (case-insensitive);
    /// nil when the text is none of these.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("#") {
            let hexDigits = Array(lowered.utf8.dropFirst())
            var values: [UInt8] = []
            for digit in hexDigits {
                switch digit {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(digit - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(digit - UInt8(ascii: "a") + 10)
                default: return nil
                }
            }
            switch values.count {
            case 3, 4:
                let channels = values.map { $0 * 17 }
                self.init(
                    red: channels[0], green: channels[1], blue: channels[2],
                    alpha: values.count == 4 ? Double(channels[3]) / 255 : 1)
            case 6, 8:
                let channels = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
                self.init(
                    red: channels[0], green: channels[1], blue: channels[2],
                    alpha: values.count == 8 ? Double(channels[3]) / 255 : 1)
            default:
                return nil
            }
            return
        }
        if lowered == "transparent" || lowered == "clear" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        guard let rgb = Color.cssNames[lowered] else { return nil }
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
