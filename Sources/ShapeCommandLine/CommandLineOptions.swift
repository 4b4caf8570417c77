// What each subcommand accepts, parsed into plain values: `shape render FILE -o OUT`,
// `shape check FILE…`, `shape fmt [FILE…]`, `shape explain FILE [NODE]`, `shape md IN`,
// `shape lsp`, `shape repl`, `shape devices [WORD]`, `shape help [COMMAND | language]`.
import ShapeLanguage

/// The subcommands, as typed.
public enum CommandName: String, CaseIterable, Sendable {
    case render, check, fmt, explain, md, mdbook, lsp, serve, repl, devices, learn, help
}

/// What `shape help` was asked about.
public enum HelpTopic: Equatable, Sendable {
    case command(CommandName)
    /// `shape help language`: the language reference.
    case language
}

/// What the tool was asked to do.
public enum Command: Equatable, Sendable {
    case render(RenderOptions)
    case check(CheckOptions)
    case format(FormatOptions)
    case explain(ExplainOptions)
    case languageServer(LanguageServerOptions)
    case serve(ServeOptions)
    case markdown(MarkdownOptions)
    case mdbook(MdBookOptions)
    case repl(LimitOptions)
    case devices(DevicesOptions)
    /// `shape learn`: the course.
    case learn(LearnOptions)
    /// A bare `shape`: the REPL on a terminal, otherwise the script on standard input.
    case start(LimitOptions)
    /// Help for the tool (nil), one command, or the language.
    case help(HelpTopic?)
    case version
}

/// The output formats of `render` and `:render`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, text, json, png, pdf, apng, html, css, swiftui, tokens

    /// The format a file name asks for by its extension: `.svg`, `.txt` (or `.text`), `.json`,
    /// `.png`, `.pdf`, `.apng` (an animated PNG), `.html` (or `.htm`), `.css`, `.swift`, and
    /// `.tokens` or `.tokens.json` (the design tokens format's own extensions; any other `.json`
    /// is the scene).
    public init?(path: String) {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") {
            self = .tokens
            return
        }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "svg": self = .svg
        case "txt", "text": self = .text
        case "json": self = .json
        case "png": self = .png
        case "pdf": self = .pdf
        case "apng": self = .apng
        case "html", "htm": self = .html
        case "css": self = .css
        case "swift": self = .swiftui
        default: return nil
        }
    }

    /// The extensions a file name may end with, as messages list them.
    static let extensionsInWords = ".svg, .png, .apng, .pdf, .txt, .json, .html, .css, .swift or .tokens.json"
}

/// The limit flags every evaluating command shares, and `--sandbox`.
///
/// `--sandbox` starts from ``Limits/sandbox`` and takes file access away from the script;
/// a limit given explicitly wins over either default, whatever the order of the flags.
public struct LimitOptions: Equatable, Sendable {
    public var sandbox = false
    /// Limits given explicitly, which win over the defaults and the sandbox's.
    public var explicit: [LimitSetting: Int] = [:]
    /// `--warnings all|default|none[,error]`.
    public var warnings = WarningPolicy()
    /// `--set NAME=VALUE`: values for the script's parameters (its top-level number `let`s).
    public var parameters: [String: Double] = [:]
    /// Record how lengths follow from the parameters (the parametric outputs need it).
    public var keepsDerivations = false

    public init() {}

    /// A session with these limits, file access and warnings; `output` receives the script's
    /// `print` and `explain` lines.
    public func session(output: @escaping (String) -> Void = { _ in }) -> Session {
        let session = Session(limits: limits, fileAccess: fileAccess, output: output)
        session.warningPolicy = warnings
        session.parameterOverrides = parameters
        session.keepsDerivations = keepsDerivations
        return session
    }

    public var limits: Limits {
        var limits = sandbox ? Limits.sandbox : Limits()
        for (setting, value) in explicit { limits[keyPath: setting.keyPath] = value }
        return limits
    }

    public var fileAccess: FileAccess { sandbox ? .sandbox : .standard }

    static let optionNames = LimitSetting.allCases.map(\.flag) + ["--sandbox", "--warnings", "--set"]

    /// Takes `option` when it is a limit flag; false when it is not one.
    mutating func parse(_ option: String, inline: String?, from cursor: inout ArgumentCursor) throws(UsageError) -> Bool
    {
        if let setting = LimitSetting(flag: option) {
            explicit[setting] = try cursor.number(for: option, inline: inline)
            return true
        }
        switch option {
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
        case "--set":
            let text = try cursor.value(for: option, inline: inline, expecting: "NAME=VALUE")
            let (name, value) = try ParameterSetting.parse(text, command: cursor.command)
            parameters[name] = value
        default: return false
        }
        return true
    }
}

/// `shape render FILE [-o OUT] [--format FORMAT] [--annotate] [--explain] [--width N] [--watch]`,
/// or `shape render FILE… --output-dir DIR`.
public struct RenderOptions: Equatable, Sendable {
    /// The scripts; more than one only with ``outputDirectory``.
    public var inputs: [String]
    /// The script, or `-` for standard input.
    public var input: String {
        get { inputs.first ?? "" }
        set { inputs = [newValue] + inputs.dropFirst() }
    }
    /// The output file, `-` or nil for standard output.
    public var output: String?
    /// `--output-dir`: each script's scene goes to `DIR/NAME.EXT`.
    public var outputDirectory: String?
    /// `--scale`, `--background`, `--theme`.
    public var picture = PictureOptions()
    /// `--time`, `--fps`, `--frames`.
    public var animation = AnimationOptions()
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
        self.inputs = [input]
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

/// `shape devices [WORD] [--format text|json]`.
public struct DevicesOptions: Equatable, Sendable {
    /// Only presets whose name or alias contains this, ignoring case and spaces.
    public var filter: String?
    public var format: OutputFormat = .text
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
        var cursor = ArgumentCursor(arguments, command: .devices)
        var options = DevicesOptions()
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                guard options.filter == nil else {
                    throw UsageError(
                        "'devices' takes at most one WORD to look for, but was also given '\(word)'"
                            + " (quote a name with spaces: shape devices \"iPhone 16\")",
                        command: .devices)
                }
                options.filter = word
            case .option(let option, let inline):
                switch option {
                case "-f", "--format":
                    let value = try cursor.value(for: option, inline: inline, expecting: "text or json")
                    switch value {
                    case "text", "txt": options.format = .text
                    case "json": options.format = .json
                    default:
                        throw UsageError(
                            "'devices' writes text or json, not '\(value)'", command: .devices)
                    }
                default:
                    throw cursor.unknownOption(option, known: ["--format", "-f", "--help", "-h"])
                }
            }
        }
        return options
    }

    static let renderOptionNames =
        [
            "--output", "-o", "--format", "-f", "--annotate", "--explain", "--width", "--watch", "--timing", "--help",
            "-h", "--output-dir",
        ]
        + PictureOptions.optionNames + AnimationOptions.optionNames + LimitOptions.optionNames

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
                case "--output-dir":
                    options.outputDirectory = try cursor.value(for: option, inline: inline, expecting: "a folder")
                case "-f", "--format":
                    options.format = try cursor.format(for: option, inline: inline, among: OutputFormat.allCases)
                case "--annotate", "--explain", "--watch", "--timing":
                    guard inline == nil else { throw cursor.unexpectedValue(option) }
                    if option == "--annotate" { options.annotate = true }
                    if option == "--explain" { options.explain = true }
                    if option == "--watch" { options.watch = true }
                    if option == "--timing" { options.timing = true }
                case "--width":
                    options.width = try cursor.number(for: option, inline: inline, minimum: 2, maximum: 1000)
                default:
                    if try options.picture.parse(option, inline: inline, from: &cursor) { continue }
                    if try options.animation.parse(option, inline: inline, from: &cursor) { continue }
                    guard try options.limits.parse(option, inline: inline, from: &cursor) else {
                        throw cursor.unknownOption(option, known: renderOptionNames)
                    }
                }
            }
        }
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

    static func quotedList(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: ", ")
    }
}
