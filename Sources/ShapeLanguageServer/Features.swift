// What the server can do, said once: the capabilities `initialize` advertises and the requests
// they stand for, each answered from one evaluated version of a document.
import ShapeJSON
import ShapeLanguage

/// The server's features.
enum Features {
    /// The document requests answered, one per capability below.
    static let methods: Set<String> = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol",
        "textDocument/formatting", "textDocument/inlayHint",
    ]

    /// The answer to `initialize`: exactly what is implemented.
    static func initializeResult(version: String) -> JSON {
        [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 1],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [".", "(", ","], "resolveProvider": false],
                "definitionProvider": true,
                "documentSymbolProvider": true,
                "documentFormattingProvider": true,
                "inlayHintProvider": ["resolveProvider": false],
            ],
            "serverInfo": ["name": "shape", "version": JSON(version)],
        ]
    }

    /// The result of request `method` for one evaluated document.
    static func answer(_ method: String, _ params: Parameters, analysis: Analysis) throws(RPCError) -> JSON {
        switch method {
        case "textDocument/hover": return Answers.hover(at: try offset(params, analysis), in: analysis)
        case "textDocument/completion": return Answers.completion(at: try offset(params, analysis), in: analysis)
        case "textDocument/definition": return Answers.definition(at: try offset(params, analysis), in: analysis)
        case "textDocument/documentSymbol": return Answers.symbols(analysis)
        case "textDocument/formatting": return try Answers.formatting(analysis)
        case "textDocument/inlayHint":
            let range = try params.range("range")
            return Answers.inlayHints(in: analysis.lines.offsets(from: range.start, to: range.end), of: analysis)
        default: throw .methodNotFound(method)
        }
    }

    /// The byte offset of the request's `position`.
    private static func offset(_ params: Parameters, _ analysis: Analysis) throws(RPCError) -> Int {
        let position = try params.position("position")
        return analysis.lines.offset(line: position.line, character: position.character)
    }

    // MARK: - Diagnostics

    /// `publishDiagnostics` parameters: every diagnostic of the document, with ranges, severity,
    /// code, source, the hint in the message and as related information, and the notes. An
    /// error in an imported file is shown on the `import` that led to it.
    static func diagnostics(of analysis: Analysis) -> JSON {
        let items = analysis.document.editorDiagnostics.map { diagnostic(for: $0, in: analysis) }
        return ["uri": JSON(analysis.uri), "version": JSON(analysis.version), "diagnostics": .array(items)]
    }

    private static func diagnostic(for placed: EditorDiagnostic, in analysis: Analysis) -> JSON {
        let severity =
            switch placed.diagnostic.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        var members: [String: JSON] = [
            "range": analysis.lines.range(placed.range), "severity": JSON(severity),
            "code": JSON(placed.diagnostic.code.rawValue), "source": "shape", "message": JSON(placed.message),
        ]
        if !placed.related.isEmpty {
            members["relatedInformation"] = .array(
                placed.related.map {
                    ["location": location($0.location, analysis: analysis), "message": JSON($0.message)]
                })
        }
        return .object(members)
    }

    /// A location in the document or in a file it imports (the file's own text gives the range).
    static func location(_ location: EditorLocation, analysis: Analysis) -> JSON {
        if location.file == analysis.path {
            return ["uri": JSON(analysis.uri), "range": analysis.lines.range(location.range)]
        }
        let lines = LineIndex(analysis.document.text(ofFile: location.file) ?? "")
        return ["uri": JSON(Document.uri(of: location.file)), "range": lines.range(location.range)]
    }
}
