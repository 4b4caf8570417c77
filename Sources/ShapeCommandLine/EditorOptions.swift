// What the editing commands accept, `shape fmt` and `shape lsp`: beside CommandLineOptions.swift,
// which holds the commands that evaluate.

/// `shape fmt [FILE…] [--check] [-w]`.
public struct FormatOptions: Equatable, Sendable {
    /// The scripts; none (or `-`) for standard input.
    public var inputs: [String] = []
    /// Only report the files whose layout would change, and exit 1 if any would.
    public var check = false
    /// Write each file that changes back in place, instead of printing it.
    public var write = false

    public init() {}
}

/// `shape lsp [--verbose]`.
public struct LanguageServerOptions: Equatable, Sendable {
    /// Log what the server does on standard error.
    public var verbose = false

    public init() {}
}

extension FormatOptions {
    /// `--check` and `-w, --write`.
    static var table: OptionTable<FormatOptions> {
        OptionTable([
            .flag(
                "--check",
                help: [
                    "print the name of each FILE whose layout would change, and exit 1 if",
                    "any would; change nothing",
                ], sets: \.check),
            .flag(
                "-w", "--write",
                help: [
                    "write each FILE that changes back in place (atomically, keeping its",
                    "permissions)",
                ], sets: \.write),
        ])
    }
}

extension LanguageServerOptions {
    /// `-v, --verbose` and `--stdio`.
    static var table: OptionTable<LanguageServerOptions> {
        OptionTable([
            .flag(
                "-v", "--verbose",
                help: [
                    "log each message and evaluation on standard error (also when the",
                    "client sets its trace to 'messages' or 'verbose')",
                ], sets: \.verbose),
            // Editors start servers with `--stdio`; standard input is the only transport.
            CommandOption(
                names: ["--stdio"], value: .none, placeholder: nil,
                help: ["taken for the editors that pass it: standard input and output are", "the only transport"]
            ) { _, _ in },
        ])
    }
}

extension CommandLineParser {
    static func parseFormat(_ arguments: [String]) throws(UsageError) -> FormatOptions {
        var options = FormatOptions()
        try FormatOptions.table.parse(arguments, command: .fmt, into: &options) { options, word in
            options.inputs.append(word)
        }
        if options.check && options.write {
            throw UsageError("'--check' and '-w' do not go together: check, or write", command: .fmt)
        }
        let readsStandardInput = options.inputs.isEmpty || options.inputs.contains("-")
        if options.write && readsStandardInput {
            throw UsageError("'-w' writes files back: give a FILE, not standard input", command: .fmt)
        }
        guard options.inputs.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("standard input ('-') can be formatted only once", command: .fmt)
        }
        return options
    }

    static func parseLanguageServer(_ arguments: [String]) throws(UsageError) -> LanguageServerOptions {
        var options = LanguageServerOptions()
        try LanguageServerOptions.table.parse(arguments, command: .lsp, into: &options) { _, word throws(UsageError) in
            throw UsageError("'lsp' takes no FILE, but was given '\(word)'", command: .lsp)
        }
        return options
    }
}
