// The editor answers (hover, completion, symbols) for a front end without a language server:
// the language's own answers (EditorDocument), as plain JSON objects.
import ShapeLanguage

extension Engine {
    /// The hover at `request.offset` (bytes): `{"ok", "hover": {markdown, start, end} or null}`.
    public static func hover(_ request: EngineRequest) -> EngineAnswer {
        let document = self.document(for: request)
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", true)
        json.key("hover")
        if let hover = document.hover(at: clamped(request.offset, in: request.source)) {
            json.beginObject()
            json.string("markdown", hover.markdown)
            write(hover.range, to: &json)
            json.endObject()
        } else {
            json.null()
        }
        json.endObject()
        return EngineAnswer(output: "", json: json.text)
    }

    /// The completions at `request.offset`: `{"ok", "start", "completions": [{label, kind,
    /// detail, documentation, insertText}]}`, best first; `start` is where the word being typed
    /// begins.
    public static func completion(_ request: EngineRequest) -> EngineAnswer {
        let document = self.document(for: request)
        let offset = clamped(request.offset, in: request.source)
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", true)
        json.int("start", document.completionPrefix(at: offset).start)
        json.key("completions")
        json.beginArray()
        for item in document.completions(at: offset) {
            json.beginObject()
            json.string("label", item.label)
            json.string("kind", kindName(item.kind))
            json.string("detail", item.detail)
            json.optionalString("documentation", item.documentation)
            json.string("insertText", item.insertText ?? item.label)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return EngineAnswer(output: "", json: json.text)
    }

    /// The outline: `{"ok", "symbols": [{name, kind, detail, line, …, children}]}`.
    public static func symbols(_ request: EngineRequest) -> EngineAnswer {
        let document = self.document(for: request)
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", true)
        json.key("symbols")
        write(document.symbols, to: &json)
        json.endObject()
        return EngineAnswer(output: "", json: json.text)
    }

    // MARK: - Helpers

    /// The script evaluated as an editor sees it, its imports from the request's files.
    static func document(for request: EngineRequest) -> EditorDocument {
        var limits = request.effectiveLimits
        // A keystroke's answer: a runaway loop stops soon, as in the language server.
        limits.maxSteps = Swift.min(limits.maxSteps, 2_000_000)
        return EditorDocument.evaluate(
            request.source, path: request.path, sources: SourceTexts(request.files), limits: limits)
    }

    static func write(_ symbols: [SymbolIndex.Symbol], to json: inout JSONWriter) {
        json.beginArray()
        for symbol in symbols {
            json.beginObject()
            json.string("name", symbol.name)
            json.string("kind", kindName(symbol.kind))
            json.string("detail", symbol.detail)
            write(symbol.range, to: &json)
            json.key("children")
            write(symbol.children, to: &json)
            json.endObject()
        }
        json.endArray()
    }

    /// An offset inside the text, on a character boundary.
    static func clamped(_ offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        var offset = Swift.max(0, Swift.min(offset, utf8.count))
        while offset > 0, offset < utf8.count,
            utf8[utf8.index(utf8.startIndex, offsetBy: offset)] & 0xC0 == 0x80
        {
            offset -= 1
        }
        return offset
    }

    static func kindName(_ kind: EditorCompletion.Kind) -> String {
        switch kind {
        case .label: "label"
        case .member: "member"
        case .implicitMember: "implicitMember"
        case .keyword: "keyword"
        case .command: "command"
        case .function: "function"
        case .node: "node"
        case .constant: "constant"
        case .variable: "variable"
        case .builtinFunction: "builtinFunction"
        case .builtinConstant: "builtinConstant"
        case .cornerStyle: "cornerStyle"
        }
    }

    static func kindName(_ kind: SymbolIndex.Symbol.Kind) -> String {
        switch kind {
        case .container: "container"
        case .shape: "shape"
        case .stack: "stack"
        case .function: "function"
        case .constant: "constant"
        case .variable: "variable"
        }
    }
}
