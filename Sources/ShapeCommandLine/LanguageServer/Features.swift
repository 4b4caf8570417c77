// What the server can do, said once: the capabilities `initialize` advertises and the requests
// they stand for, each answered from one evaluated version of a document.
import ShapeLanguage

/// The server's features.
enum Features {
    /// The document requests answered, one per capability below.
    static let methods: Set<String> = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol",
        "textDocument/formatting", "textDocument/inlayHint",
    ]

    /// The answer to `initialize`: exactly what is implemented.
    static let initializeResult: JSON = [
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
        "serverInfo": ["name": "shape", "version": JSON(Help.version)],
    ]

    /// The result of request `method` for one evaluated document.
    static func answer(_ method: String, _ params: Parameters, analysis: Analysis) throws(RPCError) -> JSON {
        switch method {
        case "textDocument/hover": return Hover.answer(at: try offset(params, analysis), in: analysis)
        case "textDocument/completion": return CompletionList.answer(at: try offset(params, analysis), in: analysis)
        case "textDocument/definition": return Definition.answer(at: try offset(params, analysis), in: analysis)
        case "textDocument/documentSymbol": return Outline.answer(analysis)
        case "textDocument/formatting": return try Formatting.answer(analysis)
        case "textDocument/inlayHint":
            let range = try params.range("range")
            return InlayHints.answer(in: analysis.lines.offsets(from: range.start, to: range.end), of: analysis)
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
        let items = analysis.diagnostics.map { diagnostic(for: $0, in: analysis) }
        return ["uri": JSON(analysis.uri), "version": JSON(analysis.version), "diagnostics": .array(items)]
    }

    private static func diagnostic(for diagnostic: Diagnostic, in analysis: Analysis) -> JSON {
        let isHere = diagnostic.file == nil || diagnostic.file == analysis.path
        var range = analysis.lines.range(diagnostic.range)
        var message = diagnostic.message
        var related: [JSON] = []
        if !isHere, let file = diagnostic.file {
            // Placed on the import that leads to the file, and pointing into it.
            let place = importStatement(leadingTo: file, in: analysis)
            range = analysis.lines.range(place)
            message = "in \(SourceFiles.displayName(file)): \(message)"
            related.append(
                [
                    "location": location(diagnostic.range, file: file, analysis: analysis),
                    "message": JSON(diagnostic.message),
                ])
        }
        if let hint = diagnostic.hint {
            message += "\nhint: \(hint)"
            related.append(
                [
                    "location": location(diagnostic.range, file: diagnostic.file ?? analysis.path, analysis: analysis),
                    "message": JSON("hint: \(hint)"),
                ])
        }
        for note in diagnostic.notes {
            guard let noteRange = note.range else {
                message += "\nnote: \(note.message)"
                continue
            }
            related.append(
                [
                    "location": location(
                        noteRange, file: note.file ?? diagnostic.file ?? analysis.path, analysis: analysis),
                    "message": JSON(note.message),
                ])
        }
        let severity =
            switch diagnostic.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        var result: JSON = [
            "range": range, "severity": JSON(severity), "code": JSON(diagnostic.code.rawValue), "source": "shape",
            "message": JSON(message),
        ]
        if !related.isEmpty, case .object(var members) = result {
            members["relatedInformation"] = .array(related)
            result = .object(members)
        }
        return result
    }

    /// A location in the document or in a file it imports (the file's own text gives the range).
    static func location(_ range: SourceRange, file: String, analysis: Analysis) -> JSON {
        if file == analysis.path { return ["uri": JSON(analysis.uri), "range": analysis.lines.range(range)] }
        let text = analysis.imports[file]?.text ?? analysis.session.source(for: file) ?? ""
        return ["uri": JSON(Document.uri(of: file)), "range": LineIndex(text).range(range)]
    }

    /// The `import` statement of the document that reads `file`, directly or through others
    /// (then the first import stands for them); the start of the text if there is none.
    private static func importStatement(leadingTo file: String, in analysis: Analysis) -> SourceRange {
        let directory = SourceFiles.directory(of: analysis.path)
        let imports = analysis.index.imports
        let direct = imports.first { SourceFiles.resolve($0.path, relativeTo: directory) == file }
        return (direct ?? imports.first)?.range ?? SourceRange(at: .start)
    }
}
