// `textDocument/formatting`: the document through the formatter of `shape fmt`, as one edit of
// the whole text (none when it is formatted already). A document with syntax errors has no
// layout to give: the request fails, saying how many errors stand in the way.
import ShapeLanguage

enum Formatting {
    static func answer(_ analysis: Analysis) throws(RPCError) -> JSON {
        switch Formatter.format(analysis.text, file: analysis.path) {
        case .success(let text):
            guard text != analysis.text else { return [] }
            return [["range": analysis.lines.wholeRange, "newText": JSON(text)]]
        case .failure(let errors):
            let count = errors.diagnostics.filter { $0.severity == .error }.count
            throw .requestFailed("cannot format: \(count) syntax error\(count == 1 ? "" : "s") (see the diagnostics)")
        }
    }
}
