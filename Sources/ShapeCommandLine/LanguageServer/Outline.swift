// `textDocument/documentSymbol`: the document's outline as a tree of nodes (containers holding
// their children, stacks, the nodes loops and functions make), functions and top-level bindings.
import ShapeLanguage

enum Outline {
    static func answer(_ analysis: Analysis) -> JSON {
        .array(analysis.index.outline.map { symbol($0, analysis.lines) })
    }

    private static func symbol(_ symbol: SymbolIndex.Symbol, _ lines: LineIndex) -> JSON {
        // The protocol's SymbolKind numbers.
        let kind =
            switch symbol.kind {
            case .container: 5  // Class: it holds others
            case .shape: 19  // Object
            case .stack: 18  // Array
            case .function: 12
            case .constant: 14
            case .variable: 13
            }
        var members: [String: JSON] = [
            "name": JSON(symbol.name.isEmpty ? "_" : symbol.name), "kind": JSON(kind),
            "range": lines.range(symbol.range), "selectionRange": lines.range(symbol.selectionRange),
            "children": .array(symbol.children.map { self.symbol($0, lines) }),
        ]
        if !symbol.detail.isEmpty { members["detail"] = JSON(symbol.detail) }
        return .object(members)
    }
}
