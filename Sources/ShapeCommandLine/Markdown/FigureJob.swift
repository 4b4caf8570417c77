// One `shape` block of a Markdown document made into a figure: its options read, its script
// evaluated in a session of its own, its scene rendered, its replacement text written.
import ShapeLanguage
import ShapePictures
import ShapeRendering

/// Makes the figure of one block; shared, unchanged, by every block of a run.
struct FigureJob: Sendable {
    let options: MarkdownOptions
    let places: FigurePlaces
    let document: [UInt8]

    /// The block's figure, or nil after reporting why it has none on `console`.
    ///
    /// The script is evaluated as if it were the Markdown file with everything but the block's
    /// lines blanked out: the source starts with one empty line per line before the block, so
    /// every diagnostic's line and column (and every position quoted in a message) is the
    /// Markdown file's, and imports are relative to the Markdown file.
    /// `number` counts the document's blocks from 1: an inlined figure without an `id` has its
    /// SVG's ids prefixed by `shape-N-`. `filesRead` gets the files the script read (the
    /// Markdown file and its imports), whether or not the block succeeds.
    func figure(for block: MarkdownBlocks.Block, number: Int, console: Console, filesRead: inout [String])
        -> MarkdownCommand.Figure?
    {
        let figure: FigureOptions
        do {
            figure = try FigureOptions.parse(block.options)
        } catch {
            report(error.message, line: block.fenceLine, column: block.optionsColumn + error.offset, console)
            return nil
        }
        for warning in figure.warnings {
            console.reportFileWarning(
                warning.message,
                at: SourceLocation(line: block.fenceLine, column: block.optionsColumn + warning.offset, offset: 0),
                in: places.displayPath)
        }
        let format = figure.format ?? options.format ?? .svg
        if options.inline, format != .svg {
            report(
                "'--inline' embeds SVG; this block asks for \(format.rawValue)", line: block.fenceLine, column: 1,
                console)
            return nil
        }
        guard let script = String(validating: document[block.content], as: UTF8.self) else {
            report("the block is not valid UTF-8", line: block.fenceLine, column: 1, console)
            return nil
        }
        let reads = RecordedReads()
        let (session, result) = options.limits.evaluate(
            String(repeating: "\n", count: block.fenceLine) + script, file: places.displayPath, console: console,
            toError: options.writesToStandardOutput, sources: reads)
        // A missing import too, so that `--watch` works again when it comes back.
        filesRead = session.filesRead + reads.paths
        DiagnosticPrinter(console: console).print(result.diagnostics, session: session)
        guard result.succeeded else { return nil }

        var picture = options.picture
        if let scale = figure.scale { picture.scale = scale }
        if let theme = figure.theme { picture.theme = theme }
        // The block's words for the picture become its accessible name.
        if let title = figure.alt ?? figure.caption, !title.isEmpty { picture.title = title }
        if options.inline { picture.idPrefix = FigureJob.idPrefix(of: figure, number: number, options.picture) }
        let renderer = SceneRenderer(format: format, annotate: options.annotate || figure.annotate, picture: picture)
        // An animated block is an animated SVG figure (a PNG figure is its first frame).
        let (subject, frameDiagnostics) = AnimationOptions().subject(
            of: session, format: format)
        DiagnosticPrinter(console: console).print(frameDiagnostics, session: session)
        guard let subject else { return nil }
        let output: RenderedOutput
        do {
            output = try renderer.output(subject)
        } catch {
            report(error.message, line: block.fenceLine, column: 1, console)
            return nil
        }
        let alt = figure.alt ?? figure.caption ?? SVGRenderer.accessibleTitle(of: subject.firstScene, given: nil)
        let look = FigureText.Look(id: figure.id, width: figure.width, decorative: figure.alt == "")
        if options.inline, case .text(let svg) = output {
            return MarkdownCommand.Figure(
                lines: FigureText.inline(svg: svg, caption: figure.caption, look: look), image: nil,
                idPrefix: picture.idPrefix, id: figure.id)
        }
        let base =
            figure.fileName
            ?? FigureName.hashed([
                script, format.rawValue, "\(renderer.annotate)", picture.theme?.rawValue ?? "",
                picture.background?.description ?? "", picture.scale.map { "\($0)" } ?? "",
            ])
        let name = base + "." + format.fileExtension
        var size: (width: Int, height: Int)?
        if case .bytes(let png) = output, let pixels = FigureText.pngSize(png), let scale = picture.scale, scale != 1 {
            // A PNG at scale 2 shows at the size of scale 1: sharp, not twice as large.
            size = (Int((Double(pixels.width) / scale).rounded()), Int((Double(pixels.height) / scale).rounded()))
        }
        return MarkdownCommand.Figure(
            lines: FigureText.image(
                path: places.reference(name), alt: figure.alt == "" ? "" : alt, caption: figure.caption, look: look,
                size: size),
            image: (name, FigureMark.marked(output)), id: figure.id)
    }

    /// What an inlined figure's ids start with: `--id-prefix`, then the block's `id` or
    /// `shape-N`, then `-`.
    static func idPrefix(of figure: FigureOptions, number: Int, _ picture: PictureOptions) -> String {
        (picture.idPrefix ?? "") + (figure.fileName ?? "shape-\(number)") + "-"
    }

    /// `doc.md:LINE:COL: error: message`.
    private func report(_ message: String, line: Int, column: Int, _ console: Console) {
        console.reportFileError(
            FileError(message, at: SourceLocation(line: line, column: column, offset: 0), in: places.displayPath))
    }
}
