// A located message about a script: errors stop evaluation, warnings teach.
// The messages themselves are built by the named factories in Diagnostic+*.swift, one file per phase.

/// One message about a script, pointing at the source that caused it.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    /// A stable short code, such as `syntax.expected` or `name.undefined`, for tests and tools.
    public var code: DiagnosticCode
    /// Lower-case, short, quoting tokens in single quotes.
    public var message: String
    /// Where the culprit is; the caret goes under its start.
    public var range: SourceRange
    /// The display path of the file, or nil for an unnamed chunk (the REPL, standard input).
    public var file: String?
    /// A suggestion: "did you mean 'concentric'?".
    public var hint: String?
    /// Related places: the opening bracket of an unclosed one, the chain of an import cycle.
    public var notes: [Note]

    /// A secondary message attached to a diagnostic.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?
        public var file: String?

        public init(message: String, range: SourceRange? = nil, file: String? = nil) {
            self.message = message
            self.range = range
            self.file = file
        }
    }

    public init(
        _ severity: Severity, code: DiagnosticCode, message: String, range: SourceRange,
        file: String? = nil, hint: String? = nil, notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.file = file
        self.hint = hint
        self.notes = notes
    }

    public var location: SourceLocation { range.start }

    /// The diagnostic with its file set, unless it already names one.
    public func inFile(_ path: String?) -> Diagnostic {
        var copy = self
        if copy.file == nil { copy.file = path }
        return copy
    }

    /// `file:line:col: error: message`, the one-line form.
    public var summary: String {
        "\(file ?? "<input>"):\(range.start): \(severity.rawValue): \(message)"
    }
}

/// A failure that ends evaluation: the diagnostic that explains it.
///
/// The one error type the language throws (`throws(ScriptError)`), so that every path is checked
/// by the compiler and the core builds as Embedded Swift, which has no `any Error`.
public struct ScriptError: Error, Sendable {
    public var diagnostic: Diagnostic
    /// Every syntax error of a text that does not parse (an import's, or the script's own), when
    /// that is the failure; empty otherwise. `diagnostic` is the first of them.
    public var syntaxErrors: [Diagnostic] = []

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// The failure of a text that does not parse: all of its syntax errors.
    public init(_ errors: SyntaxErrors) {
        diagnostic =
            errors.diagnostics.first
            ?? Diagnostic(.error, code: .internal, message: "no syntax error", range: SourceRange(at: .start))
        syntaxErrors = errors.diagnostics
    }

    /// What to report: every syntax error, or the one diagnostic placed in `file` when it has
    /// no file of its own.
    public func diagnostics(inFile file: String?) -> [Diagnostic] {
        syntaxErrors.isEmpty ? [diagnostic.inFile(file)] : syntaxErrors
    }
}
