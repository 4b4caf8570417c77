// `shape md IN [-o OUT] [--images DIR] [--inline] [--keep-going] [--format svg|png] [--watch] …`
// and `shape md --check FILE…`,
// parsed into a value, with the combinations that cannot work refused as usage errors.
import ShapeRendering

/// What `shape md` was asked to do.
public struct MarkdownOptions: Equatable, Sendable {
    /// The Markdown file, or `-` for standard input.
    public var input: String
    /// The file to write, `-` or nil for standard output.
    public var output: String?
    /// `--images DIR`: where figure files go (default: beside OUT).
    public var images: String?
    /// `--inline`: embed each figure's `<svg>` instead of writing a file.
    public var inline = false
    /// `--keep-going`: leave failing blocks as they were and write the rest.
    public var keepGoing = false
    /// The figures' format (svg or png) when a block names none; nil for SVG.
    public var format: OutputFormat?
    public var annotate = false
    /// `--watch`: write again whenever IN or a file its blocks import changes.
    public var watch = false
    /// `--check`: make every block's figure and write nothing, for each of `checked`.
    public var check = false
    /// The files `--check` reads (the first is `input`).
    public var checked: [String] = []
    /// `--book`: with `--check`, the files are one book's chapters (an id once among them).
    public var book = false
    public var picture = PictureOptions()
    public var limits = LimitOptions()

    public init(input: String) { self.input = input }

    /// Whether the document goes to standard output.
    public var writesToStandardOutput: Bool { output == nil || output == "-" }
}

extension MarkdownOptions {
    /// The options of `md` itself, as help lists them under "options:".
    static var ownTable: OptionTable<MarkdownOptions> {
        OptionTable([
            .output(
                help: [
                    "the document to write (default standard output); its folder is",
                    "made if missing. Never IN.",
                ], sets: \.output),
            .text(
                "--images", placeholder: "DIR", expecting: "a folder",
                help: [
                    "where figure files go (default: beside OUT, or beside IN when",
                    "OUT is standard output); made if missing. With both IN and OUT",
                    "standard streams, give --images, -o or --inline.",
                ], sets: \.images),
            .flag(
                "--inline",
                help: [
                    "embed each figure's <svg> in a <figure> instead of a file, its",
                    "ids prefixed by the block's id (or 'shape-N-', N counting the",
                    "blocks), so the document has every id once",
                ], sets: \.inline),
            .flag(
                "--keep-going", help: ["leave failing blocks as they were, write the rest (still exit 1)"],
                sets: \.keepGoing),
            .format(among: [.svg, .png], help: ["svg or png, for blocks that name none"], sets: \.format),
            .flag("--annotate", help: ["draw the construction in every figure"], sets: \.annotate),
            .flag(
                "--watch",
                help: [
                    "write again whenever IN or a file its blocks import changes",
                    "(needs -o OUT); one line per run on standard error; a failing",
                    "run leaves OUT and the figures as they were; Ctrl-C stops",
                ], sets: \.watch),
            .flag(
                "--check",
                help: [
                    "make every block's figure and write nothing, for each FILE given",
                    "(md --check FILE…): located errors and warnings, exit 1 on any,",
                    "for a pre-commit hook or CI",
                ], sets: \.check),
            .flag(
                "--book",
                help: [
                    "with --check: the FILEs are one book's chapters (mdBook's src/*.md),",
                    "so an id may be given once among them all",
                ], sets: \.book),
        ])
    }

    /// Every option of `shape md`.
    static var table: OptionTable<MarkdownOptions> {
        ownTable.including(PictureOptions.table(withPDF: false), at: \.picture)
            .including(LimitOptions.table, at: \.limits)
    }
}

extension CommandLineParser {
    static func parseMarkdown(_ arguments: [String]) throws(UsageError) -> MarkdownOptions {
        var inputs: [String] = []
        var options = MarkdownOptions(input: "")
        try MarkdownOptions.table.parse(arguments, command: .md, into: &options) { _, word in inputs.append(word) }
        if options.check {
            guard let first = inputs.first else {
                throw UsageError("'md --check' needs the Markdown FILEs to check", command: .md)
            }
            for (flag, given) in [
                ("-o", options.output != nil), ("--watch", options.watch), ("--images", options.images != nil),
            ]
            where given {
                throw UsageError("'--check' writes nothing, so '\(flag)' has nothing to do", command: .md)
            }
            options.input = first
            options.checked = inputs
            return options
        }
        if options.book {
            throw UsageError("'--book' goes with '--check' (md --check --book FILE…)", command: .md)
        }
        guard inputs.count == 1, let input = inputs.first else {
            throw UsageError(
                inputs.isEmpty
                    ? "'md' needs a Markdown FILE ('-' for standard input)"
                    : "'md' takes one FILE, but was given \(inputs.count)", command: .md)
        }
        options.input = input
        if options.watch {
            guard !options.writesToStandardOutput else {
                throw UsageError("'--watch' needs an output file: -o OUT", command: .md)
            }
            guard input != "-" else {
                throw UsageError("'--watch' needs a FILE to watch, not standard input", command: .md)
            }
        }
        if options.inline {
            if options.format == .png {
                throw UsageError("'--inline' embeds SVG; a PNG needs a file (drop --inline)", command: .md)
            }
            if options.images != nil {
                throw UsageError("'--inline' writes no image files, so '--images' has nothing to do", command: .md)
            }
        } else if input == "-", options.writesToStandardOutput, options.images == nil {
            throw UsageError(
                "reading and writing standard streams, figures have no folder to go in: give --images DIR, "
                    + "-o OUT or --inline", command: .md)
        }
        return options
    }
}
