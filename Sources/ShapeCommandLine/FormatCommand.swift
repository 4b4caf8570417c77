// `shape fmt [FILE…] [--check | -w]`: lay scripts out in the canonical form (ShapeLanguage's
// Formatter), printing them, checking them, or writing them back.
import ShapeLanguage

/// Runs `shape fmt`.
struct FormatCommand {
    let options: FormatOptions
    let console: Console

    /// Formats every file, even after one fails. Exits 1 when a file has a syntax error or
    /// cannot be read or written, and with `--check` when a file's layout would change.
    func run() -> ExitCode {
        let inputs = options.inputs.isEmpty ? ["-"] : options.inputs
        var status = ExitCode.success
        for input in inputs where format(input) == .failure {
            status = .failure
        }
        return status
    }

    private func format(_ input: String) -> ExitCode {
        guard let script = ScriptFile.load(input, console: console) else { return .failure }
        let formatted: String
        switch Formatter.format(script.source, file: script.path) {
        case .success(let text):
            formatted = text
        case .failure(let errors):
            // A script with a syntax error is left as it is: there is no layout to give it.
            let formatter = DiagnosticFormatter(colored: console.usesColor)
            for diagnostic in errors.diagnostics {
                console.printError(formatter.format(diagnostic, source: script.source))
            }
            return .failure
        }
        let changes = formatted != script.source
        if options.check {
            if changes { console.print(script.path) }
            return changes ? .failure : .success
        }
        guard options.write else {
            console.writeOutput(formatted)
            return .success
        }
        guard changes else { return .success }
        do {
            try OutputFile.write(formatted, to: input, console: console)
            return .success
        } catch {
            console.reportFileError(error)
            return .failure
        }
    }
}

/// The help texts of the editing commands.
enum EditorHelp {
    static let format = """
        usage: shape fmt [FILE…] [--check | -w]

        Lays each FILE out in the one canonical form and prints it; with no FILE, or '-',
        formats standard input to standard output. Nothing is evaluated.

        options:
        \(FormatOptions.table.help(column: 15))

        The form: four spaces per block, one statement a line (';' becomes a line break),
        spaces around operators and after ',' and ':', none inside brackets or around '..<'
        and '...'. Line breaks inside a statement stay, indented one level more; blank lines
        stay, at most one. Comments stay where they are; trailing '//' comments of
        consecutive lines line up. No trailing white space; one final line break. Formatting
        twice changes nothing more, and never changes what a script draws.

        A script with a syntax error is not formatted: its errors are reported (every one, with
        its place) and the file is left alone; the exit status is then 1.
        """

    static let languageServer = """
        usage: shape lsp [--verbose]

        A language server (Language Server Protocol 3.17) on standard input and output, for
        editors: diagnostics as you type (every syntax error, then the error that stops the
        script, and the teaching warnings), hover (a node's frame, radii and how each corner
        was derived; the documentation of builtins, commands, labels and members), completion,
        go to definition (into imported files too), the outline of nodes and functions,
        formatting (as 'shape fmt') and inlay hints with each node's resolved radii.

        Unsaved buffers are evaluated as they are; imports are read from other open buffers,
        else from the disk. Evaluation runs under the default limits and stops when a newer
        edit arrives.

        options:
        \(LanguageServerOptions.table.help(column: 17))

        Editor set-up (VS Code, Neovim, Helix, Emacs, Sublime): editors/README.md.
        """
}
