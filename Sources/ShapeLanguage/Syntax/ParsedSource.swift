// A text lexed and parsed once, and the cache that keeps it: every query pass, animation frame,
// import and editor question about the same text reads the same tokens, comments and program.
import Synchronization

/// What lexing and parsing one text gave: its tokens, comments, program and syntax errors.
public struct ParsedSource: Sendable {
    public let text: String
    /// The display path diagnostics use, or nil for an unnamed chunk.
    public let file: String?
    public let result: ParseResult

    /// Lexes and parses `text` now; use a ``ParseCache`` to do it once per text.
    public init(_ text: String, file: String?, maxNestingDepth: Int = 256) {
        self.text = text
        self.file = file
        var parser = Parser(source: text, file: file, maxNestingDepth: maxNestingDepth)
        result = parser.parse()
    }

    public var program: Program { result.program }
    public var diagnostics: [Diagnostic] { result.diagnostics }
    public var tokens: [Token] { result.tokens }
    public var comments: [Comment] { result.comments }

    /// The program, or every syntax error when the text has one.
    func runnableProgram() throws(SyntaxErrors) -> Program {
        guard diagnostics.isEmpty else { throw SyntaxErrors(diagnostics: diagnostics) }
        return program
    }
}

/// Parsed texts by file, text and nesting limit: a text is parsed again only when it changed.
/// A session shares its cache with the sessions that evaluate its animation's frames.
public final class ParseCache: Sendable {
    private struct Key: Hashable {
        var file: String?
        var text: String
        var maxNestingDepth: Int
    }

    private struct Entries {
        var parsed: [Key: ParsedSource] = [:]
        var parses = 0
    }

    private let entries = Mutex(Entries())

    public init() {}

    /// The parse of `text`, made now only when this cache has not parsed it before.
    public func parsed(_ text: String, file: String?, maxNestingDepth: Int) -> ParsedSource {
        let key = Key(file: file, text: text, maxNestingDepth: maxNestingDepth)
        if let known = entries.withLock({ $0.parsed[key] }) { return known }
        let fresh = ParsedSource(text, file: file, maxNestingDepth: maxNestingDepth)
        entries.withLock { entries in
            entries.parsed[key] = fresh
            entries.parses += 1
        }
        return fresh
    }

    /// How many texts this cache has lexed and parsed.
    public var parses: Int { entries.withLock { $0.parses } }

    /// Forgets every text whose file is `file` but whose text differs from `keep` (an editor's
    /// newer version replaces the old), so that a long editing session does not keep them all.
    public func forget(file: String?, keeping keep: String) {
        entries.withLock { entries in
            entries.parsed = entries.parsed.filter { $0.key.file != file || $0.key.text == keep }
        }
    }
}
