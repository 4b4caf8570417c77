// JSON's two scalar spellings, shared by every JSON this tool writes (the scene, the device
// table): numbers as NumberFormat spells them, strings escaped per RFC 8259.

extension OutputBuffer {
    /// A JSON number in ``NumberFormat``'s exact spelling, or `null` for a non-finite value.
    mutating func appendJSONNumber(_ value: Double) {
        if value.isFinite {
            appendNumber(value, .exact)
        } else {
            append("null")
        }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`, and U+2028 and
    /// U+2029 escaped too so the output can be embedded in JavaScript.
    mutating func appendJSONString(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        var plain = true
        // 0xE2 leads U+2028 and U+2029 (and other scalars: the slow path copes).
        for byte in text.utf8
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
            plain = false
            break
        }
        if plain {
            append(string: text)
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": append("\\\"")
                case "\\": append("\\\\")
                case "\u{2028}": append("\\u2028")
                case "\u{2029}": append("\\u2029")
                default:
                    if scalar.value < 0x20 {
                        append("\\u00")
                        append(byte: OutputBuffer.hexDigits[Int(scalar.value >> 4)])
                        append(byte: OutputBuffer.hexDigits[Int(scalar.value & 0xF)])
                    } else {
                        append(scalar: scalar)
                    }
                }
            }
        }
        append(byte: UInt8(ascii: "\""))
    }
}
