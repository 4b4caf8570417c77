// A lesson's paragraphs: `split(separator: "\n\n")` takes a String separator only through
// _StringProcessing, which Embedded Swift lacks (the lessons also run in shape.wasm).

extension String {
    /// The text between blank-line breaks ("\n\n"), empty pieces left out, as
    /// `split(separator: "\n\n")` gives them.
    var paragraphs: [Substring] {
        var pieces: [Substring] = []
        var start = startIndex
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            if self[index] == "\n", next < endIndex, self[next] == "\n" {
                if start < index { pieces.append(self[start..<index]) }
                index = self.index(after: next)
                start = index
            } else {
                index = next
            }
        }
        if start < endIndex { pieces.append(self[start..<endIndex]) }
        return pieces
    }
}
