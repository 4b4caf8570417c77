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

extension CommandLineParser {
    static let formatOptionNames = ["--check", "--write", "-w", "--help", "-h"]

    static func parseFormat(_ arguments: [String]) throws(UsageError) -> FormatOptions {
        var cursor = ArgumentCursor(arguments, command: .fmt)
        var options = FormatOptions()
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                options.inputs.append(word)
            case .option(let option, let inline):
                switch option {
                case "--check": options.check = true
                case "-w", "--write": options.write = true
                default: throw cursor.unknownOption(option, known: formatOptionNames)
                }
                if inline != nil { throw cursor.unexpectedValue(option) }
            }
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
        var cursor = ArgumentCursor(arguments, command: .lsp)
        var options = LanguageServerOptions()
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                throw UsageError("'lsp' takes no FILE, but was given '\(word)'", command: .lsp)
            case .option(let option, let inline):
                switch option {
                // Editors start servers with `--stdio`; standard input is the only transport.
                case "--stdio": break
                case "--verbose", "-v": options.verbose = true
                default: throw cursor.unknownOption(option, known: ["--verbose", "--stdio", "--help", "-h"])
                }
                if inline != nil { throw cursor.unexpectedValue(option) }
            }
        }
        return options
    }
}
