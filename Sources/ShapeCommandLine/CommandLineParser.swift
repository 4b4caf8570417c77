// Turning the arguments after the program name into a ``Command``: which subcommand, then its
// options through that command's table (OptionTable.swift) and the operands it takes.
import ShapeLanguage

/// Turns the arguments after the program name into a ``Command``.
public enum CommandLineParser {
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .start(LimitOptions()) }
        if first.hasPrefix("-"), first != "-" {
            return try parseStart(arguments)
        }
        guard let command = CommandName(rawValue: first) else {
            throw unknownCommand(first)
        }
        let rest = Array(arguments.dropFirst())
        if command != .help, wantsHelp(rest) { return .help(.command(command)) }
        switch command {
        case .render: return .render(try parseRender(rest))
        case .check: return .check(try parseCheck(rest))
        case .fmt: return .format(try parseFormat(rest))
        case .lsp: return .languageServer(try parseLanguageServer(rest))
        case .serve: return .serve(try parseServe(rest))
        case .explain: return .explain(try parseExplain(rest))
        case .md: return .markdown(try parseMarkdown(rest))
        case .mdbook: return .mdbook(try parseMdBook(rest))
        case .repl: return .repl(try parseLimitsOnly(rest, command: .repl))
        case .devices: return .devices(try parseDevices(rest))
        case .learn: return .learn(try parseLearn(rest))
        case .help: return try parseHelp(rest)
        }
    }

    /// `-h` or `--help` before any `--`: the command's help, whatever else was typed.
    private static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        let names = CommandName.allCases.map(\.rawValue)
        if let suggestion = closestMatch(to: word, among: names) {
            return UsageError("unknown command '\(word)'; did you mean '\(suggestion)'?", command: nil)
        }
        if word.contains(".") || word.contains("/") {
            return UsageError(
                "unknown command '\(word)'; to render a file, run 'shape render \(word)'", command: nil)
        }
        return UsageError("unknown command '\(word)'", command: nil)
    }

    /// What a bare `shape` takes: `--version`, or the limit flags for the REPL or the script.
    private struct StartOptions {
        var version = false
        var limits = LimitOptions()

        static var table: OptionTable<StartOptions> {
            OptionTable([.flag("--version", help: ["print the version"], sets: \.version)])
                .including(LimitOptions.table, at: \.limits)
        }
    }

    /// A bare `shape` with options: `--help`, `--version`, or limit flags for the REPL or script.
    private static func parseStart(_ arguments: [String]) throws(UsageError) -> Command {
        if wantsHelp(arguments) { return .help(nil) }
        var options = StartOptions()
        try StartOptions.table.parse(arguments, command: nil, into: &options) { _, word throws(UsageError) in
            throw unknownCommand(word)
        }
        return options.version ? .version : .start(options.limits)
    }

    /// `help [COMMAND | language]`.
    private static func parseHelp(_ arguments: [String]) throws(UsageError) -> Command {
        guard let topic = arguments.first else { return .help(nil) }
        guard arguments.count == 1 else {
            throw UsageError("'help' takes one command name, or 'language'", command: .help)
        }
        if topic == "-h" || topic == "--help" { return .help(.command(.help)) }
        if topic == "language" { return .help(.language) }
        guard let command = CommandName(rawValue: topic) else {
            let names = CommandName.allCases.map(\.rawValue) + ["language"]
            let suggestion = closestMatch(to: topic, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "no help for '\(topic)', which is neither a command nor 'language'\(suggestion)", command: .help)
        }
        return .help(.command(command))
    }

    private static func parseDevices(_ arguments: [String]) throws(UsageError) -> DevicesOptions {
        var options = DevicesOptions()
        try DevicesOptions.table.parse(arguments, command: .devices, into: &options) {
            options, word throws(UsageError) in
            guard options.filter == nil else {
                throw UsageError(
                    "'devices' takes at most one WORD to look for, but was also given '\(word)'"
                        + " (quote a name with spaces: shape devices \"iPhone 16\")",
                    command: .devices)
            }
            options.filter = word
        }
        return options
    }

    private static func parseRender(_ arguments: [String]) throws(UsageError) -> RenderOptions {
        var inputs: [String] = []
        var options = RenderOptions(input: "")
        try RenderOptions.table.parse(arguments, command: .render, into: &options) { _, word in inputs.append(word) }
        guard let input = inputs.first else {
            throw UsageError("'render' needs a FILE to render ('-' for standard input)", command: .render)
        }
        if options.animation.frames {
            guard options.outputDirectory != nil else {
                throw UsageError("'--frames' writes a file per frame: give --output-dir DIR", command: .render)
            }
            if options.animation.time != nil {
                throw UsageError("give --time T for one frame or --frames for every frame, not both", command: .render)
            }
            if options.format == .apng {
                throw UsageError(
                    "'--frames' writes each frame on its own; an APNG is one file: give -o OUT.apng", command: .render)
            }
        }
        if options.outputDirectory != nil {
            options.inputs = inputs
            try checkOutputDirectory(options)
            return options
        }
        if inputs.count > 1, try isHandout(options, inputs: inputs) {
            options.inputs = inputs
            return options
        }
        guard inputs.count == 1 else {
            throw UsageError(
                "'render' takes one FILE, but was given \(inputs.count): \(quotedList(inputs)); "
                    + "to render each, give --output-dir DIR (or -o OUT.pdf for one PDF, a page each)",
                command: .render)
        }
        options.input = input
        if options.watch {
            guard let output = options.output, output != "-" else {
                throw UsageError("'--watch' needs an output file: -o OUT", command: .render)
            }
            guard input != "-" else {
                throw UsageError("'--watch' needs a FILE to watch, not standard input", command: .render)
            }
        }
        return options
    }

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> CheckOptions {
        var options = CheckOptions(inputs: [])
        try LimitOptions.table.parse(arguments, command: .check, into: &options.limits) { _, word in
            options.inputs.append(word)
        }
        guard !options.inputs.isEmpty else {
            throw UsageError("'check' needs at least one FILE ('-' for standard input)", command: .check)
        }
        guard options.inputs.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("standard input ('-') can be checked only once", command: .check)
        }
        return options
    }

    private static func parseExplain(_ arguments: [String]) throws(UsageError) -> ExplainOptions {
        var operands: [String] = []
        var limits = LimitOptions()
        try LimitOptions.table.parse(arguments, command: .explain, into: &limits) { _, word in operands.append(word) }
        guard let input = operands.first else {
            throw UsageError("'explain' needs a FILE ('-' for standard input)", command: .explain)
        }
        guard operands.count <= 2 else {
            throw UsageError(
                "'explain' takes a FILE and at most one NODE, but was given \(quotedList(operands))",
                command: .explain)
        }
        return ExplainOptions(input: input, node: operands.count == 2 ? operands[1] : nil, limits: limits)
    }

    /// The limit flags alone, and no operand: `shape repl`.
    private static func parseLimitsOnly(_ arguments: [String], command: CommandName) throws(UsageError) -> LimitOptions
    {
        var limits = LimitOptions()
        try LimitOptions.table.parse(arguments, command: command, into: &limits) { _, word throws(UsageError) in
            throw UsageError("'\(command.rawValue)' takes no FILE, but was given '\(word)'", command: command)
        }
        return limits
    }

    static func quotedList(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: ", ")
    }
}
