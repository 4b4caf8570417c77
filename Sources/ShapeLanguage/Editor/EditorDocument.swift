// One evaluated version of a script as an editor asks about it: its text, tokens, symbols,
// diagnostics and the session that ran it. Every editor answer (hover, completion, definition,
// symbols, inlay hints, formatting) is a method on it, in byte offsets of the text, so that the
// language server, the live page and the REPL ask the same questions and get the same answers.
import ShapeScene

/// A script's text once evaluated, with everything the editor answers read.
///
/// Make one with ``evaluate(_:path:sources:limits:)``, or from a session that has already run
/// the text with ``init(text:path:session:diagnostics:sources:)``. Offsets are UTF-8 byte
/// offsets into ``text``; ranges are ``SourceRange``s of the same text (line and column in
/// Unicode scalars, as diagnostics print them). Answers never reach outside the text.
public struct EditorDocument: @unchecked Sendable {
    /// A file the script imports, directly or through another: its text and symbols.
    public struct ImportedFile: Sendable {
        public let text: String
        public let index: SymbolIndex
    }

    /// The name the script is read by (a path, or any name for an unsaved buffer).
    public let path: String
    public let text: String
    /// The session that evaluated the text. Questions about values (hover, members) read it,
    /// so it must not be evaluated again while this document answers.
    public let session: Session
    /// The tokens, comments, program and syntax errors of ``text``.
    public let parsed: ParseResult
    /// The declarations, uses, labels, imports and outline of ``text``.
    public let index: SymbolIndex
    /// What the evaluation reported: syntax errors, run-time errors and warnings.
    public let diagnostics: [Diagnostic]
    /// The nodes the evaluation built, with where each was declared.
    public let nodes: [EditorNode]
    /// The files the script imports, transitively (at most 256), by resolved path.
    public let imports: [String: ImportedFile]
    let bytes: [UInt8]
    /// The byte offset where each line starts (LF, CR LF or CR end a line, as in the lexer).
    let lineStarts: [Int]

    /// Whether the text has syntax errors, so that none of it ran.
    public var isBroken: Bool { parsed.diagnostics.contains { $0.severity == .error } }

    /// The document of `text`, which `session` has just evaluated (with `diagnostics` as the
    /// result); imports are read again through `sources` for their symbols.
    public init(
        text: String, path: String, session: Session, diagnostics: [Diagnostic],
        sources: any SourceProvider = SourceTexts()
    ) {
        // The session parsed the text (and its imports) when it ran them: its cache answers,
        // so an edit lexes each text once.
        let depth = session.limits.maxNestingDepth
        let parsed = session.parses.parsed(text, file: path, maxNestingDepth: depth).result
        let index = SymbolIndex(parsed.program, source: text)
        let imports = EditorDocument.importedFiles(
            of: index, from: path, sources: sources, parses: session.parses, depth: depth)
        self.init(
            text: text, path: path, session: session, parsed: parsed, index: index, diagnostics: diagnostics,
            nodes: session.editorNodes(), imports: imports)
    }

    /// A line being typed at the REPL's prompt, which `session` has not run: what Tab asks
    /// about. Its nodes and imports are the session's own, not read again.
    public init(line: String, session: Session) {
        var parser = Parser(source: line, file: nil)
        let parsed = parser.parse()
        self.init(
            text: line, path: "", session: session, parsed: parsed, index: SymbolIndex(parsed.program, source: line),
            diagnostics: [], nodes: [], imports: [:])
    }

    private init(
        text: String, path: String, session: Session, parsed: ParseResult, index: SymbolIndex,
        diagnostics: [Diagnostic], nodes: [EditorNode], imports: [String: ImportedFile]
    ) {
        self.path = path
        self.text = text
        self.session = session
        self.parsed = parsed
        self.index = index
        self.diagnostics = diagnostics
        self.nodes = nodes
        self.imports = imports
        bytes = Array(text.utf8)
        lineStarts = LineStarts.of(bytes)
    }

    /// Evaluates `text` in a fresh session and answers about it: what the live page and a
    /// test need in one call.
    public static func evaluate(
        _ text: String, path: String, sources: any SourceProvider = SourceTexts(), limits: Limits = Limits()
    ) -> EditorDocument {
        let session = Session(limits: limits, sources: sources)
        let result = session.evaluate(text, file: path)
        return EditorDocument(
            text: text, path: path, session: session, diagnostics: result.diagnostics, sources: sources)
    }

    /// The same document answering values from `session` instead: a text with syntax errors
    /// never runs, so an editor keeps the session of the last version that did (its values
    /// still answer `photo.` while the line is being typed).
    public func answering(from session: Session) -> EditorDocument {
        EditorDocument(
            text: text, path: path, session: session, parsed: parsed, index: index, diagnostics: diagnostics,
            nodes: nodes, imports: imports)
    }

    /// The files `index` imports, and theirs, indexed (each once, at most 256) from the parses
    /// the session made when it imported them.
    private static func importedFiles(
        of index: SymbolIndex, from path: String, sources: any SourceProvider, parses: ParseCache, depth: Int
    ) -> [String: ImportedFile] {
        var found: [String: ImportedFile] = [:]
        var pending = index.imports.map { SourcePaths.resolve($0.path, relativeTo: SourcePaths.directory(of: path)) }
        while let next = pending.popLast(), found.count < 256 {
            guard found[next] == nil, let text = try? sources.read(next) else { continue }
            let imported = SymbolIndex(parses.parsed(text, file: next, maxNestingDepth: depth).program, source: text)
            found[next] = ImportedFile(text: text, index: imported)
            let directory = SourcePaths.directory(of: next)
            pending += imported.imports.map { SourcePaths.resolve($0.path, relativeTo: directory) }
        }
        return found
    }

    // MARK: - Where the cursor is

    /// The token under `offset` (the end of a token counts: the cursor just after a name is on
    /// it), preferring a name to the punctuation it touches; nil between tokens.
    func token(at offset: Int) -> (index: Int, token: Token)? {
        let tokens = parsed.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.end.offset < offset { low = middle + 1 } else { high = middle }
        }
        var best: (index: Int, token: Token)?
        var index = low
        while index < tokens.count, tokens[index].range.start.offset <= offset {
            let token = tokens[index]
            if token.kind != .newline, !token.isEndOfInput, token.range.end.offset >= offset {
                if best == nil || token.labelText != nil { best = (index, token) }
            }
            index += 1
        }
        return best
    }

    /// Whether the token at `index` follows the one before it with nothing between.
    func touchesPrevious(_ index: Int) -> Bool {
        index > 0 && parsed.tokens[index - 1].range.end.offset == parsed.tokens[index].range.start.offset
    }

    /// The dotted names before the `.` at `dot` (`card.frame.` gives `["card", "frame"]`); empty
    /// when something other than names precedes it.
    func memberPath(beforeDot dot: Int) -> [String] {
        var path: [String] = []
        var index = dot - 1
        while index >= 0, let name = parsed.tokens[index].labelText, touchesPrevious(index + 1) {
            path.insert(name, at: 0)
            guard index > 0, parsed.tokens[index - 1].symbol == .dot, touchesPrevious(index) else { return path }
            index -= 2
        }
        return path
    }

    /// Whether the `.` at `dot` reads a member of what precedes it (not an implicit member).
    func isMemberDot(_ dot: Int) -> Bool {
        guard dot > 0, touchesPrevious(dot) else { return false }
        switch parsed.tokens[dot - 1].kind {
        case .identifier, .number, .stringEnd, .symbol(.rightParenthesis), .symbol(.rightBracket): return true
        default: return false
        }
    }

    /// The 0-based line `offset` is on.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `offset` held inside the text.
    /// `offset` within the text and on a character's first byte: an offset inside a character
    /// (no client sends one, a fuzzer does) means the character's start.
    func clamped(_ offset: Int) -> Int {
        var offset = max(0, min(offset, bytes.count))
        while offset > 0, offset < bytes.count, bytes[offset] & 0b1100_0000 == 0b1000_0000 { offset -= 1 }
        return offset
    }

    /// The text in `range`.
    func text(_ range: SourceRange) -> String {
        let start = clamped(range.start.offset)
        let end = max(start, clamped(range.end.offset))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The text of the file `file` names: this document's, or an imported one's.
    public func text(ofFile file: String) -> String? {
        if file == path { return text }
        return imports[file]?.text ?? session.source(for: file)
    }

    // MARK: - Nodes

    /// The nodes made by the declaration at `range` of this document (several in a loop).
    func nodes(declaredAt range: SourceRange) -> [EditorNode] {
        nodes.filter { $0.declaration == range && ($0.file ?? path) == path }
    }

    /// The node statements of the document, with the place a hint goes: after the name, or
    /// after the shape of an unnamed node.
    var nodeDeclarations: [(site: SourceRange, hintAt: SourceLocation, detail: String)] {
        var found: [(site: SourceRange, hintAt: SourceLocation, detail: String)] = []
        parsed.program.forEachStatement { statement in
            guard case .node(let node) = statement.kind else { return }
            let site = node.name?.range ?? statement.range
            let keyword = node.role == .container ? "container" : "shape"
            let shape = text(node.shape.range)
            let detail = node.name.map { "\(keyword) \($0.text) = \(shape)" } ?? "\(keyword) \(shape)"
            found.append((site, node.name?.range.end ?? node.shape.range.end, detail))
        }
        return found
    }
}
