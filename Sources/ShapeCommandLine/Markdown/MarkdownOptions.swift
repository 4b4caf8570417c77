// `shape md IN [-o OUT] [--images DIR] [--inline] [--keep-going] [--format svg|png] …`, parsed
// into a value, with the combinations that cannot work refused as usage errors.

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
    public var picture = PictureOptions()
    public var limits = LimitOptions()

    public init(input: String) {
        self.input = input
    }

    /// Whether the document goes to standard output.
    public var writesToStandardOutput: Bool { output == nil || output == "-" }
}

extension CommandLineParser {
    static let markdownOptionNames =
        [
            "--output", "-o", "--images", "--inline", "--keep-going", "--format", "-f", "--annotate", "--help", "-h",
        ] + PictureOptions.optionNames + LimitOptions.optionNames

    static func parseMarkdown(_ arguments: [String]) throws(UsageError) -> MarkdownOptions {
        var cursor = ArgumentCursor(arguments, command: .md)
        var inputs: [String] = []
        var options = MarkdownOptions(input: "")
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                inputs.append(word)
            case .option(let option, let inline):
                switch option {
                case "-o", "--output":
                    options.output = try cursor.value(for: option, inline: inline, expecting: "a file, or '-'")
                case "--images":
                    options.images = try cursor.value(for: option, inline: inline, expecting: "a folder")
                case "-f", "--format":
                    options.format = try cursor.format(for: option, inline: inline, among: [.svg, .png])
                case "--inline", "--keep-going", "--annotate":
                    guard inline == nil else { throw cursor.unexpectedValue(option) }
                    if option == "--inline" { options.inline = true }
                    if option == "--keep-going" { options.keepGoing = true }
                    if option == "--annotate" { options.annotate = true }
                default:
                    if try options.picture.parse(option, inline: inline, from: &cursor) { continue }
                    guard try options.limits.parse(option, inline: inline, from: &cursor) else {
                        throw cursor.unknownOption(option, known: markdownOptionNames)
                    }
                }
            }
        }
        guard inputs.count == 1, let input = inputs.first else {
            throw UsageError(
                inputs.isEmpty
                    ? "'md' needs a Markdown FILE ('-' for standard input)"
                    : "'md' takes one FILE, but was given \(inputs.count)", command: .md)
        }
        options.input = input
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
