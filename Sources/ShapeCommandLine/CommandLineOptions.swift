// What each subcommand accepts, parsed into plain values: `shape render FILE -o OUT`,
// `shape check FILE…`, `shape fmt [FILE…]`, `shape explain FILE [NODE]`, `shape lsp`,
// `shape repl`, `shape help [COMMAND]`.
import ShapeLanguage

/// The subcommands, as typed.
public enum CommandName: String, CaseIterable, Sendable {
    case render, check, fmt, explain, lsp, repl, help
}

/// What the tool was asked to do.
public enum Command: Equatable, Sendable {
    case render(RenderOptions)
    case check(CheckOptions)
    case format(FormatOptions)
    case explain(ExplainOptions)
    case languageServer(LanguageServerOptions)
    case repl(LimitOptions)
    /// A bare `shape`: the REPL on a terminal, otherwise the script on standard input.
    case start(LimitOptions)
    /// Help for the tool (nil) or one command.
    case help(CommandName?)
    case version
}

/// The output formats of `render` and `:render`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, text, json

    /// The format a file name asks for by its extension: `.svg`, `.txt` (or `.text`), `.json`.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "txt", "text": self = .text
        case "json": self = .json
        default: return nil
        }
    }
}

/// The limit flags every evaluating command shares, and `--sandbox`.
///
/// `--sandbox` starts from ``Limits/sandbox`` and takes file access away from the script;
/// a limit given explicitly wins over either default, whatever the order of the flags.
public struct LimitOptions: Equatable, Sendable {
    public var sandbox = false
    public var maxSteps: Int?
    public var maxCallDepth: Int?
    public var maxNestingDepth: Int?
    public var maxNodes: Int?
    public var maxImports: Int?
    public var maxOutputBytes: Int?
    /// `--warnings all|default|none[,error]`.
    public var warnings = WarningPolicy()

    public init() {}

    /// A session with these limits, file access and warnings; `output` receives the script's
    /// `print` and `explain` lines.
    public func session(output: @escaping (String) -> Void = { _ in }) -> Session {
        let session = Session(limits: limits, fileAccess: fileAccess, output: output)
        session.warningPolicy = warnings
        return session
    }

    public var limits: Limits {
        var limits = sandbox ? Limits.sandbox : Limits()
        if let maxSteps { limits.maxSteps = maxSteps }
        if let maxCallDepth { limits.maxCallDepth = maxCallDepth }
        if let maxNestingDepth { limits.maxNestingDepth = maxNestingDepth }
        if let maxNodes { limits.maxNodes = maxNodes }
        if let maxImports { limits.maxImports = maxImports }
        if let maxOutputBytes { limits.maxOutputBytes = maxOutputBytes }
        return limits
    }

    public var fileAccess: FileAccess { sandbox ? .sandbox : .standard }

    static let optionNames = [
        "--max-steps", "--max-call-depth", "--max-depth", "--max-nodes", "--max-imports", "--max-output",
        "--sandbox", "--warnings",
    ]

    /// Takes `option` when it is a limit flag; false when it is not one.
    mutating func parse(_ option: String, inline: String?, from cursor: inout ArgumentCursor) throws(UsageError) -> Bool
    {
        switch option {
        case "--max-steps": maxSteps = try cursor.number(for: option, inline: inline)
        case "--max-call-depth": maxCallDepth = try cursor.number(for: option, inline: inline)
        case "--max-depth": maxNestingDepth = try cursor.number(for: option, inline: inline)
        case "--max-nodes": maxNodes = try cursor.number(for: option, inline: inline)
        case "--max-imports": maxImports = try cursor.number(for: option, inline: inline)
        case "--max-output": maxOutputBytes = try cursor.number(for: option, inline: inline)
        case "--sandbox":
            guard inline == nil else { throw cursor.unexpectedValue(option) }
            sandbox = true
        case "--warnings":
            let text = try cursor.value(for: option, inline: inline, expecting: "all, default or none, and ',error'")
            guard let policy = WarningPolicy(parsing: text) else {
                throw UsageError(
                    "'--warnings' takes all, default or none, optionally with ',error' (all,error), not '\(text)'",
                    command: cursor.command)
            }
            warnings = policy
        default: return false
        }
        return true
    }
}

/// `shape render FILE [-o OUT] [--format svg|text|json] [--annotate] [--explain] [--width N] [--watch]`.
public struct RenderOptions: Equatable, Sendable {
    /// The script, or `-` for standard input.
    public var input: String
    /// The output file, `-` or nil for standard output.
    public var output: String?
    /// The format asked for; nil to infer it from the output.
    public var format: OutputFormat?
    public var annotate = false
    public var explain = false
    public var watch = false
    /// Report how long evaluating, resolving and rendering took, on standard error.
    public var timing = false
    /// Columns of the text preview; nil for the terminal's width (or 80).
    public var width: Int?
    public var limits = LimitOptions()

    public init(input: String) {
        self.input = input
    }

    /// Whether the scene goes to standard output.
    public var writesToStandardOutput: Bool { output == nil || output == "-" }
}

/// `shape check FILE…`.
public struct CheckOptions: Equatable, Sendable {
    public var inputs: [String]
    public var limits = LimitOptions()
}

/// `shape explain FILE [NODE]`.
public struct ExplainOptions: Equatable, Sendable {
    public var input: String
    public var node: String?
    public var limits = LimitOptions()
}

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
        if command != .help, wantsHelp(rest) { return .help(command) }
        switch command {
        case .render: return .render(try parseRender(rest))
        case .check: return .check(try parseCheck(rest))
        case .fmt: return .format(try parseFormat(rest))
        case .lsp: return .languageServer(try parseLanguageServer(rest))
        case .explain: return .explain(try parseExplain(rest))
        case .repl: return .repl(try parseLimitsOnly(rest, command: .repl))
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

    /// A bare `shape` with options: `--help`, `--version`, or limit flags for the REPL or script.
    private static func parseStart(_ arguments: [String]) throws(UsageError) -> Command {
        if arguments == ["--version"] { return .version }
        if wantsHelp(arguments) { return .help(nil) }
        var cursor = ArgumentCursor(arguments, command: nil)
        var limits = LimitOptions()
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                throw unknownCommand(word)
            case .option(let option, let inline):
                if option == "--version" { return .version }
                guard try limits.parse(option, inline: inline, from: &cursor) else {
                    throw cursor.unknownOption(option, known: LimitOptions.optionNames + ["--help", "--version"])
                }
            }
        }
        return .start(limits)
    }

    /// `help [COMMAND]`.
    private static func parseHelp(_ arguments: [String]) throws(UsageError) -> Command {
        guard let topic = arguments.first else { return .help(nil) }
        guard arguments.count == 1 else {
            throw UsageError("'help' takes one command name", command: .help)
        }
        if topic == "-h" || topic == "--help" { return .help(.help) }
        guard let command = CommandName(rawValue: topic) else {
            let names = CommandName.allCases.map(\.rawValue)
            let suggestion = closestMatch(to: topic, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("no help for '\(topic)', which is not a command\(suggestion)", command: .help)
        }
        return .help(command)
    }

    static let renderOptionNames =
        [
            "--output", "-o", "--format", "-f", "--annotate", "--explain", "--width", "--watch", "--timing", "--help",
            "-h",
        ]
        + LimitOptions.optionNames

    private static func parseRender(_ arguments: [String]) throws(UsageError) -> RenderOptions {
        var cursor = ArgumentCursor(arguments, command: .render)
        var inputs: [String] = []
        var options = RenderOptions(input: "")
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                inputs.append(word)
            case .option(let option, let inline):
                switch option {
                case "-o", "--output":
                    options.output = try cursor.value(for: option, inline: inline, expecting: "a file, or '-'")
                case "-f", "--format":
                    let name = try cursor.value(for: option, inline: inline, expecting: "svg, text or json")
                    guard let format = OutputFormat(rawValue: name) else {
                        let suggestion =
                            closestMatch(to: name, among: OutputFormat.allCases.map(\.rawValue))
                            .map { "; did you mean '\($0)'?" } ?? ""
                        throw UsageError(
                            "unknown format '\(name)' (svg, text or json)\(suggestion)", command: .render)
                    }
                    options.format = format
                case "--annotate", "--explain", "--watch", "--timing":
                    guard inline == nil else { throw cursor.unexpectedValue(option) }
                    if option == "--annotate" { options.annotate = true }
                    if option == "--explain" { options.explain = true }
                    if option == "--watch" { options.watch = true }
                    if option == "--timing" { options.timing = true }
                case "--width":
                    options.width = try cursor.number(for: option, inline: inline, minimum: 2, maximum: 1000)
                default:
                    guard try options.limits.parse(option, inline: inline, from: &cursor) else {
                        throw cursor.unknownOption(option, known: renderOptionNames)
                    }
                }
            }
        }
        guard let input = inputs.first else {
            throw UsageError("'render' needs a FILE to render ('-' for standard input)", command: .render)
        }
        guard inputs.count == 1 else {
            throw UsageError(
                "'render' takes one FILE, but was given \(inputs.count): \(quotedList(inputs))", command: .render)
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

    static let checkOptionNames = ["--help", "-h"] + LimitOptions.optionNames

    private static func parseCheck(_ arguments: [String]) throws(UsageError) -> CheckOptions {
        var cursor = ArgumentCursor(arguments, command: .check)
        var options = CheckOptions(inputs: [])
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                options.inputs.append(word)
            case .option(let option, let inline):
                guard try options.limits.parse(option, inline: inline, from: &cursor) else {
                    throw cursor.unknownOption(option, known: checkOptionNames)
                }
            }
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
        var cursor = ArgumentCursor(arguments, command: .explain)
        var operands: [String] = []
        var limits = LimitOptions()
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                operands.append(word)
            case .option(let option, let inline):
                guard try limits.parse(option, inline: inline, from: &cursor) else {
                    throw cursor.unknownOption(option, known: checkOptionNames)
                }
            }
        }
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

    private static func parseLimitsOnly(_ arguments: [String], command: CommandName) throws(UsageError) -> LimitOptions
    {
        var cursor = ArgumentCursor(arguments, command: command)
        var limits = LimitOptions()
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                throw UsageError("'\(command.rawValue)' takes no FILE, but was given '\(word)'", command: command)
            case .option(let option, let inline):
                guard try limits.parse(option, inline: inline, from: &cursor) else {
                    throw cursor.unknownOption(option, known: checkOptionNames)
                }
            }
        }
        return limits
    }

    private static func quotedList(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: ", ")
    }
}
