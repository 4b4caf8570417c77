// What each subcommand accepts, parsed into plain values: `shape render FILE -o OUT`,
// `shape check FILE…`, `shape fmt [FILE…]`, `shape explain FILE [NODE]`, `shape md IN`,
// `shape lsp`, `shape repl`, `shape devices [WORD]`, `shape help [COMMAND | language]`.
import ConcentricGeometry
import ShapeLanguage
import ShapePictures
import ShapeRendering

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

/// The options of a render that the REPL's `:render` shares with `shape render`.
protocol DrawingOptions {
    var annotate: Bool { get set }
    var explain: Bool { get set }
    var width: Int? { get set }
    var picture: PictureOptions { get set }
    var animation: AnimationOptions { get set }
}

extension DrawingOptions {
    static var annotateOption: CommandOption<Self> {
        .flag(
            "--annotate", help: ["SVG, PNG, PDF: draw the construction (corner centres, radius", "lines, r = …)"],
            sets: \.annotate)
    }

    static var explainOption: CommandOption<Self> {
        .flag("--explain", help: ["text and JSON: add the derivation of every corner"], sets: \.explain)
    }

    static var widthOption: CommandOption<Self> { .width(sets: \.width) }
}

extension CommandOption {
    /// `--width N`: the columns of the text preview, from 2 to 1000.
    static func width(sets field: @autoclosure @escaping () -> WritableKeyPath<Options, Int?>) -> CommandOption {
        .number(
            "--width", minimum: 2, maximum: 1000,
            help: ["columns of the text preview (default: the terminal's width, else 80)"], sets: field())
    }

    /// `-f, --format FORMAT`: one of `formats`, with a did-you-mean, stored in `field`.
    static func format(
        among formats: [OutputFormat], help: [String],
        sets field: @autoclosure @escaping () -> WritableKeyPath<Options, OutputFormat?>
    ) -> CommandOption {
        let names = formats.map(\.rawValue)
        let list = alternatives(names)
        return CommandOption(names: ["-f", "--format"], value: .text(list), placeholder: "FORMAT", help: help) {
            options, argument throws(UsageError) in
            guard let format = OutputFormat(rawValue: argument.text), formats.contains(format) else {
                let suggestion =
                    closestMatch(to: argument.text, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    "unknown format '\(argument.text)' (\(list))\(suggestion)", command: argument.command)
            }
            options[keyPath: field()] = format
        }
    }

    /// `-o, --output OUT`: the file to write, or `-`.
    static func output(help: [String], sets field: @autoclosure @escaping () -> WritableKeyPath<Options, String?>)
        -> CommandOption
    {
        .text("-o", "--output", placeholder: "OUT", expecting: "a file, or '-'", help: help, sets: field())
    }
}

extension RenderOptions: DrawingOptions {
    /// The options of one output, as help lists them under "output:".
    static var outputTable: OptionTable<RenderOptions> {
        OptionTable([
            .output(
                help: [
                    "the file to write ('-' for standard output, the default).",
                    "Written atomically and only when the script has no error;",
                    "never over FILE or a file it imports (exit 2).",
                ], sets: \.output),
            .format(
                among: OutputFormat.allCases,
                help: [
                    "svg, png, pdf, apng (an animated PNG), text, json, html, css, swiftui",
                    "or tokens. By default, OUT's extension decides (.svg, .png, .pdf,",
                    ".apng, .txt, .json, .html, .css, .swift, .tokens.json); without",
                    "OUT, a text preview when standard output is a terminal and SVG",
                    "when it is not. PNG, APNG and PDF are never written to a terminal.",
                ], sets: \.format),
            annotateOption, explainOption, widthOption,
            .flag(
                "--watch",
                help: [
                    "render again whenever FILE or a file it imports changes",
                    "(needs -o OUT); one line per render on standard error; Ctrl-C stops",
                ], sets: \.watch),
            .flag(
                "--timing", help: ["on standard error, how long evaluating, resolving and rendering took"],
                sets: \.timing),
        ])
    }

    /// `--output-dir DIR`, listed under "many files:".
    static var manyTable: OptionTable<RenderOptions> {
        OptionTable([
            .text(
                "--output-dir", placeholder: "DIR", expecting: "a folder",
                help: [
                    "render every FILE to DIR/NAME.EXT (NAME: FILE's name without its",
                    "extension; EXT from --format, default svg), in parallel on every",
                    "core. Each script's messages are printed whole, in the order of",
                    "the FILEs; exits 1 if any failed (the others are still written).",
                    "DIR is made if missing; two FILEs with one NAME are refused.",
                ], sets: \.outputDirectory)
        ])
    }

    /// Every option of `shape render`.
    static var table: OptionTable<RenderOptions> {
        OptionTable(outputTable.options + manyTable.options)
            .including(PictureOptions.table(withPDF: true), at: \.picture)
            .including(AnimationOptions.table, at: \.animation)
            .including(LimitOptions.table, at: \.limits)
    }
}

extension DevicesOptions {
    /// `-f, --format text|json`.
    static var table: OptionTable<DevicesOptions> {
        OptionTable([
            CommandOption(
                names: ["-f", "--format"], value: .text("text or json"), placeholder: "FORMAT",
                help: ["text (the default) or json, for other tools"]
            ) { options, argument throws(UsageError) in
                switch argument.text {
                case "text", "txt": options.format = .text
                case "json": options.format = .json
                default:
                    throw UsageError("'devices' writes text or json, not '\(argument.text)'", command: .devices)
                }
            }
        ])
    }
}

/// `a, b or c`: choices as a message lists them (through `joinedText`, not the standard
/// library's unspecialised `joined`, as `shape render` builds its `--format` option at every start).
func alternatives(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.last ?? "" }
    return Array(names.dropLast()).joinedText(separator: ", ") + " or " + last
}
