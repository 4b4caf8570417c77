// A text lexed and parsed once, and the cache that keeps it: every query pass, animation frame,
// import and editor question about the same text reads the same tokens, comments and program.
import ShapeScene

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
    func runnableProgram() throws(ScriptError) -> Program {
        guard diagnostics.isEmpty else { throw ScriptError(SyntaxErrors(diagnostics: diagnostics)) }
        return program
    }
}

/// Parsed texts by file, text and nesting limit: a text is parsed again only when it changed.
/// A session shares its cache with the sessions that evaluate its animation's frames.
public final class ParseCache: Sendable {
    /// A parse of one text: the text is the dictionary's key. (Keyed by the text alone, not by a
    /// key type of our own: the first dictionary of a new key type checks that type's `Hashable`
    /// against all 3,700 conformance records, 220k instructions, 4% of a one-shape render.)
    private struct Entry {
        var file: String?
        var maxNestingDepth: Int
        var parsed: ParsedSource
    }

    private struct Entries {
        var byText: [String: [Entry]] = [:]
        var parses = 0
    }

    private let entries = Locked(Entries())

    public init() {}

    /// The parse of `text`, made now only when this cache has not parsed it before.
    public func parsed(_ text: String, file: String?, maxNestingDepth: Int) -> ParsedSource {
        let known = entries.withLock { entries in
            entries.byText[text]?.first { $0.file == file && $0.maxNestingDepth == maxNestingDepth }
        }
        if let known { return known.parsed }
        let fresh = ParsedSource(text, file: file, maxNestingDepth: maxNestingDepth)
        entries.withLock { entries in
            entries.byText[text, default: []].append(
                Entry(file: file, maxNestingDepth: maxNestingDepth, parsed: fresh))
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
            for (text, parses) in entries.byText where text != keep {
                let others = parses.filter { $0.file != file }
                entries.byText[text] = others.isEmpty ? nil : others
            }
        }
    }
}
