// Joining strings without the standard library's generic `joined(separator:)`: for code that
// runs at every start (the builtins' help spellings, a picture's description).

extension Array where Element == String {
    /// The strings one after another with `separator` between them, as `joined(separator:)`
    /// gives. The standard library's is generic and not specialised for us: its first call
    /// looks `[String]`'s `Collection` conformance up among all 3,700 conformance records at
    /// run time (about 190k instructions, 5% of a one-shape render).
    public func joinedText(separator: String = "") -> String {
        var text = ""
        for (position, part) in enumerated() {
            if position > 0 { text += separator }
            text += part
        }
        return text
    }
}
