// The language's editor answers (`ShapeLanguage/Editor`) as the protocol's results: byte
// offsets become UTF-16 positions, kinds become the protocol's numbers. Nothing is computed
// here that the language does not already answer.
import ShapeJSON
import ShapeLanguage

/// One translation per request.
enum Answers {
    /// `textDocument/hover`: Markdown over the token's range, or null.
    static func hover(at offset: Int, in analysis: Analysis) -> JSON {
        guard let hover = analysis.document.hover(at: offset) else { return .null }
        return [
            "contents": ["kind": "markdown", "value": JSON(hover.markdown)],
            "range": analysis.lines.range(hover.range),
        ]
    }

    /// `textDocument/completion`: every candidate, complete.
    static func completion(at offset: Int, in analysis: Analysis) -> JSON {
        let items = analysis.document.completions(at: offset).map { item -> JSON in
            var members: [String: JSON] = [
                "label": JSON(item.label), "kind": JSON(kind(of: item.kind)), "detail": JSON(item.detail),
                "sortText": JSON("\(item.rank)\(item.label)"),
            ]
            if let documentation = item.documentation {
                members["documentation"] = ["kind": "markdown", "value": JSON(documentation)]
            }
            if let insert = item.insertText { members["insertText"] = JSON(insert) }
            return .object(members)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// The protocol's CompletionItemKind.
    private static func kind(of kind: EditorCompletion.Kind) -> Int {
        switch kind {
        case .label, .member: 10  // Property
        case .implicitMember, .cornerStyle: 20  // EnumMember
        case .keyword, .command: 14  // Keyword
        case .function, .builtinFunction: 3  // Function
        case .node: 7  // Class
        case .constant, .builtinConstant: 21  // Constant
        case .variable: 6  // Variable
        }
    }

    /// `textDocument/definition`: a location, or null.
    static func definition(at offset: Int, in analysis: Analysis) -> JSON {
        guard let location = analysis.document.definition(at: offset) else { return .null }
        return Features.location(location, analysis: analysis)
    }

    /// `textDocument/documentSymbol`: the outline as a tree.
    static func symbols(_ analysis: Analysis) -> JSON {
        .array(analysis.document.symbols.map { symbol($0, analysis.lines) })
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

    /// `textDocument/formatting`: the edits, or a failed request naming how many syntax errors
    /// stand in the way.
    static func formatting(_ analysis: Analysis) throws(RPCError) -> JSON {
        switch analysis.document.formattingEdits() {
        case .success(let edits):
            return .array(
                edits.map { edit in
                    let start = analysis.lines.position(of: edit.range.lowerBound)
                    let end = analysis.lines.position(of: edit.range.upperBound)
                    return ["range": LineIndex.json(start, end), "newText": JSON(edit.newText)]
                })
        case .failure(let errors):
            let count = errors.diagnostics.filter { $0.severity == .error }.count
            throw .requestFailed("cannot format: \(count) syntax error\(count == 1 ? "" : "s") (see the diagnostics)")
        }
    }

    /// `textDocument/inlayHint`: each node's radii where it is declared, its derivation as the
    /// tooltip.
    static func inlayHints(in span: Range<Int>, of analysis: Analysis) -> JSON {
        .array(
            analysis.document.inlayHints(in: span).map { hint in
                [
                    "position": LineIndex.json(analysis.lines.position(of: hint.offset)),
                    "label": JSON(hint.label),
                    "paddingLeft": true,
                    "tooltip": ["kind": "markdown", "value": JSON(hint.tooltip)],
                ]
            })
    }
}
