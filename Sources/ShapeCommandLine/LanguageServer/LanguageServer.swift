// `shape lsp`: the language server. Its command line is parsed; the server itself comes next.

/// The language server on standard input and output.
enum LanguageServer {
    static func run(_ options: LanguageServerOptions, console: Console) -> ExitCode {
        console.reportError("'shape lsp' is not built yet")
        return .failure
    }
}
