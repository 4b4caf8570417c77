// JSON's two scalar spellings, shared by every JSON this tool writes (the scene, the device
// table): numbers as NumberFormat spells them, strings as JSONString spells them.
import ConcentricGeometry

extension OutputBuffer {
    /// A JSON number in ``NumberFormat``'s exact spelling, or `null` for a non-finite value.
    mutating func appendJSONNumber(_ value: Double) {
        if value.isFinite {
            appendNumber(value, .exact)
        } else {
            append("null")
        }
    }

    /// A JSON string, spelled as ``JSONString`` spells it everywhere.
    mutating func appendJSONString(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        if !text.utf8.contains(where: JSONString.mayNeedEscaping) {
            append(string: text)
        } else {
            for scalar in text.unicodeScalars {
                if let escaped = JSONString.escape(scalar) {
                    append(string: escaped)
                } else {
                    append(scalar: scalar)
                }
            }
        }
        append(byte: UInt8(ascii: "\""))
    }
}
