// Whether one text holds another: `String.contains(_: String)` lives in _StringProcessing, which
// Embedded Swift lacks, so the core searches the UTF-8 bytes itself.

extension StringProtocol {
    /// Whether `other` occurs in this text (byte for byte in UTF-8; the empty text always does).
    public func includes(_ other: some StringProtocol) -> Bool {
        let needle = Array(other.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}
