import ShapeFiles
// `shape md IN [-o OUT]`: every fenced `shape` block of a Markdown document becomes a figure;
// every other byte is kept. Blocks render in parallel; nothing is written unless all succeed
// (or `--keep-going` is given). `--watch` does it again on every save (MarkdownCommand+Watch).
import ShapeLanguage
import ShapeRendering

/// Runs `shape md`.
struct MarkdownCommand {
    let options: MarkdownOptions
    let console: Console

    /// One block made into a figure: the Markdown that replaces it and the file it refers to.
    struct Figure: Sendable {
        var lines: [String]
        var image: (name: String, output: RenderedOutput)?
        /// An inlined figure's id prefix, which no other figure of the document may share.
        var idPrefix: String?
        /// The block's `#id`: its anchor, which no other figure of a document or book may share.
        var id: String?
    }

    /// What one run did, which `--watch` reports and follows.
    struct Outcome {
        var status: ExitCode
        /// The document and every file its blocks read, failing blocks' included: the files
        /// whose next save may change the result.
        var filesRead: [String]
        /// The document's `shape` blocks.
        var blocks = 0
        /// How many blocks are figures in the document written; nil when nothing was written.
        var figuresWritten: Int?
        /// The figure files written, and those of them that were not there before.
        var figureFiles: [String] = []
        var createdFiles: [String] = []
    }

    func run() -> ExitCode {
        if let output = options.output, OutputGuard.overwrittenInput(by: output, inputs: [options.input]) != nil {
            console.reportUsage(
                UsageError("refusing to write '\(output)' over the Markdown file it reads", command: .md))
            return .usage
        }
        if options.check { return check() }
        return options.watch ? watch() : make().status
    }

    /// `--check`: every file's blocks made into figures, nothing written; exit 1 when any
    /// file has an error or a warning about its blocks (each reported where it is).
    func check() -> ExitCode {
        var status = ExitCode.success
        // With --book the files are one book's chapters, and an id is given once among them.
        var bookIDs = FigureIDs()
        for file in options.checked {
            var single = options
            single.input = file
            if !options.book { bookIDs = FigureIDs() }
            let outcome = MarkdownCommand(options: single, console: console).make(ids: &bookIDs)
            if outcome.status != .success { status = outcome.status == .usage ? .usage : .failure }
        }
        return status
    }

    /// Reads the document, makes its figures and writes them and the new document, reporting
    /// every problem on `console`.
    func make() -> Outcome {
        var ids = FigureIDs()
        return make(ids: &ids)
    }

    /// ``make()``, with the ids given so far (a book's other chapters) in `ids`.
    func make(ids: inout FigureIDs) -> Outcome {
        let document: [UInt8]
        do {
            document = options.input == "-" ? try console.readInput() : try SourceFiles.readBytes(options.input)
        } catch {
            console.reportFileError(error)
            return Outcome(status: .failure, filesRead: [])
        }
        let scan = MarkdownBlocks(document)
        let blocks = scan.blocks
        let places = FigurePlaces(options)
        if let lost = MarkdownCommand.reportNearMisses(scan, in: places.displayPath, console: console) {
            console.reportFileError(lost)
            return Outcome(status: .failure, filesRead: [options.input], blocks: blocks.count)
        }
        if let refusal = unknownParameter(in: document, blocks: blocks) {
            console.reportUsage(refusal)
            return Outcome(status: .usage, filesRead: [options.input], blocks: blocks.count)
        }
        let job = FigureJob(options: options, places: places, document: document)
        let (figures, filesRead) = MarkdownCommand.figures(for: blocks, job: job, console: console)
        var outcome = Outcome(status: .failure, filesRead: [options.input] + filesRead, blocks: blocks.count)
        if let clash = MarkdownCommand.sharedIDPrefix(blocks, figures, in: places.displayPath) {
            console.reportFileError(clash)
            return outcome
        }
        if let clash = ids.add(blocks, figures, in: places.displayPath) {
            console.reportFileError(clash)
            return outcome
        }
        let failed = figures.contains { $0 == nil }
        if failed, !options.keepGoing || options.check { return outcome }
        if options.check {
            // A check passes only a document with nothing to say: a misspelt attribute or a
            // fence that is none fails the commit instead of losing a figure.
            let warned =
                !scan.nearMisses.isEmpty
                || blocks.contains { (try? FigureOptions.parse($0.options))?.warnings.isEmpty == false }
            outcome.status = warned ? .failure : .success
            return outcome
        }
        let status = write(document, blocks: blocks, figures: figures, places: places, outcome: &outcome)
        outcome.status = failed && status == .success ? .failure : status
        if status == .success { outcome.figuresWritten = figures.count { $0 != nil } }
        return outcome
    }

    /// The figure of every block, made in parallel, each block's messages replayed on
    /// `console` whole and in order; nil for a block that failed. Blocks are numbered from
    /// `firstNumber` (inlined figures' ids are prefixed by their number). `filesRead` lists
    /// what the blocks' scripts read, failing ones' too.
    static func figures(
        for blocks: [MarkdownBlocks.Block], job: FigureJob, firstNumber: Int = 1, console: Console
    ) -> (figures: [Figure?], filesRead: [String]) {
        let traits = ConsoleTraits(console)
        var figures: [Figure?] = []
        var filesRead: [String] = []
        let progress = ProgressMeter(console: console, total: blocks.count, noun: "figures")
        OrderedWork.run(count: blocks.count) { index in
            var figure: Figure?
            var read: [String] = []
            let record = ConsoleRecord.recording(like: traits) { console in
                figure = job.figure(for: blocks[index], number: firstNumber + index, console: console, filesRead: &read)
                return figure == nil ? .failure : .success
            }
            return (record, figure, read)
        } deliver: { _, result in
            progress.clear()
            result.0.replay(on: console)
            figures.append(result.1)
            filesRead += result.2
            progress.advance()
        }
        progress.clear()
        return (figures, filesRead)
    }

    /// The error for two inlined figures whose ids would start alike (two blocks with one
    /// `id=`), which would give the document an id twice; nil when every prefix is its own.
    static func sharedIDPrefix(_ blocks: [MarkdownBlocks.Block], _ figures: [Figure?], in path: String) -> FileError? {
        var seen: [String: Int] = [:]
        for (index, figure) in figures.enumerated() {
            guard let prefix = figure?.idPrefix else { continue }
            if let first = seen[prefix] {
                return FileError(
                    "an inlined figure's ids start with '\(prefix)' at line \(blocks[first].fenceLine) already: "
                        + "give this block another 'id='",
                    at: SourceLocation(line: blocks[index].fenceLine, column: 1, offset: 0), in: path)
            }
            seen[prefix] = index
        }
        return nil
    }

    /// The usage error for a `--set` name that no `shape` block declares (imports included).
    private func unknownParameter(in document: [UInt8], blocks: [MarkdownBlocks.Block]) -> UsageError? {
        let settings = options.limits.parameters
        guard !settings.isEmpty else { return nil }
        let session = options.limits.session()
        let file = options.input == "-" ? nil : options.input
        var names: [String] = []
        for block in blocks {
            let source = String(decoding: document[block.content], as: UTF8.self)
            names += session.declaredParameters(in: source, file: file).map(\.name)
        }
        guard let unknown = settings.keys.sorted().first(where: { !names.contains($0) }) else { return nil }
        let place = file ?? "standard input"
        if let near = closestMatch(to: unknown, among: names) {
            return UsageError(
                "'--set \(unknown)': no shape block of \(place) declares '\(unknown)'; did you mean '\(near)'?",
                command: .md)
        }
        return UsageError(
            "'--set \(unknown)': no shape block of \(place) declares a parameter '\(unknown)' (a parameter is a top-level 'let NAME = number')",
            command: .md)
    }

    /// Writes the figures' files, then the document with each successful block replaced.
    /// None of the files `outcome` read may be written over; the figure files written are
    /// added to it.
    private func write(
        _ document: [UInt8], blocks: [MarkdownBlocks.Block], figures: [Figure?], places: FigurePlaces,
        outcome: inout Outcome
    ) -> ExitCode {
        let read = outcome.filesRead
        var images: [String: Int] = [:]
        for (index, figure) in figures.enumerated() {
            guard let image = figure?.image else { continue }
            let path = places.imagePath(image.name)
            if let input = OutputGuard.overwrittenInput(by: path, inputs: read) {
                console.reportUsage(UsageError("refusing to write '\(path)' over '\(input)'", command: .md))
                return .usage
            }
            if let output = options.output, FigurePlaces.isSameFile(path, output) {
                console.reportFileError(
                    FileError(
                        "the figure '\(path)' would be the document written, '\(output)': give the block another id",
                        at: SourceLocation(line: blocks[index].fenceLine, column: 1, offset: 0), in: places.displayPath)
                )
                return .failure
            }
            if let refusal = FigureMark.refusal(toWrite: path) {
                console.reportFileError(
                    FileError(
                        refusal, at: SourceLocation(line: blocks[index].fenceLine, column: 1, offset: 0),
                        in: places.displayPath))
                return .failure
            }
            if let first = images[image.name], figures[first]?.image?.output != image.output {
                console.reportFileError(
                    FileError(
                        "a figure named '\(image.name)' was made at line \(blocks[first].fenceLine) already",
                        at: SourceLocation(line: blocks[index].fenceLine, column: 1, offset: 0), in: places.displayPath)
                )
                return .failure
            }
            images[image.name] = images[image.name] ?? index
        }
        if let output = options.output, output != "-",
            let input = OutputGuard.overwrittenInput(by: output, inputs: read)
        {
            console.reportUsage(UsageError("refusing to write '\(output)' over '\(input)'", command: .md))
            return .usage
        }
        do {
            if !images.isEmpty { try Directories.create(places.imageDirectory) }
            for (name, index) in images.sorted(by: { $0.value < $1.value }) {
                let path = places.imagePath(name)
                let existed = FileSnapshot(path) != nil
                try figures[index]?.image?.output.write(to: path, console: console)
                outcome.figureFiles.append(path)
                if !existed { outcome.createdFiles.append(path) }
            }
            let result = RenderedOutput.bytes(MarkdownCommand.rewrite(document, blocks: blocks, figures: figures))
            let output = options.output ?? OutputFile.standardOutput
            if output != OutputFile.standardOutput { try Directories.create(SourcePaths.directory(of: output)) }
            try result.write(to: output, console: console)
        } catch {
            console.reportFileError(error)
            return .failure
        }
        return .success
    }

    /// The document with every block that has a figure replaced by it.
    ///
    /// The figure's lines take the opening fence's line break and end with the closing fence's
    /// (none at the end of a file without a final line break). A blank line is added before and
    /// after when the neighbouring line is not blank, so the figure stays a paragraph (or an
    /// HTML block) of its own instead of joining the text around it. Inside a list item every
    /// line takes the fence's indentation, so the figure stays in the item.
    static func rewrite(_ document: [UInt8], blocks: [MarkdownBlocks.Block], figures: [Figure?]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(document.count)
        var kept = 0
        for (block, figure) in zip(blocks, figures) {
            guard let figure else { continue }
            result += document[kept..<block.range.lowerBound]
            if !block.blankBefore { result += block.lineBreak }
            for (index, line) in figure.lines.enumerated() {
                if index > 0 { result += block.lineBreak }
                result += block.indentation + Array(line.utf8)
            }
            result += block.finalBreak
            if !block.blankAfter, !block.finalBreak.isEmpty { result += block.lineBreak }
            kept = block.range.upperBound
        }
        result += document[kept...]
        return result
    }
}

/// Where figures go and how the document refers to them.
struct FigurePlaces: Sendable {
    /// The name diagnostics give the Markdown file (and the name its blocks evaluate under, so
    /// their imports are relative to it).
    var displayPath: String
    /// The folder figure files are written to.
    var imageDirectory: String
    /// The folder the written document is read from: image references are relative to it.
    var documentDirectory: String

    init(_ options: MarkdownOptions) {
        displayPath = options.input == "-" ? ScriptFile.standardInputName : options.input
        if let output = options.output, output != "-" {
            documentDirectory = SourcePaths.directory(of: output)
        } else {
            documentDirectory = options.input == "-" ? "." : SourcePaths.directory(of: options.input)
        }
        imageDirectory = options.images ?? documentDirectory
    }

    /// Whether two paths name one file, whether or not it exists yet.
    static func isSameFile(_ one: String, _ other: String) -> Bool {
        if OutputGuard.overwrittenInput(by: one, inputs: [other]) != nil { return true }
        let folder = { (path: String) in SourceFiles.canonicalPath(SourcePaths.directory(of: path)) }
        let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
        return folder(one) != nil && folder(one) == folder(other) && name(one) == name(other)
    }

    func imagePath(_ name: String) -> String {
        imageDirectory == "." ? name : (imageDirectory.hasSuffix("/") ? imageDirectory : imageDirectory + "/") + name
    }

    /// The reference written in the document: the image's path from the document's folder.
    func reference(_ name: String) -> String {
        Directories.relative(to: imagePath(name), from: documentDirectory)
    }
}

extension MarkdownCommand {
    /// Reports the lines that look like shape fences and are none, as warnings; the error for a
    /// document that has such lines and no shape block at all (no figure would be made).
    static func reportNearMisses(_ scan: MarkdownBlocks, in path: String, console: Console) -> FileError? {
        for miss in scan.nearMisses {
            console.reportFileWarning(
                miss.message, at: SourceLocation(line: miss.line, column: miss.column, offset: 0), in: path)
        }
        guard scan.blocks.isEmpty, let first = scan.nearMisses.first else { return nil }
        let count = scan.nearMisses.count
        return FileError(
            (count == 1 ? "a line looks like a shape fence" : "\(count) lines look like shape fences")
                + ", and no figure was made from this document",
            at: SourceLocation(line: first.line, column: first.column, offset: 0), in: path)
    }
}

/// The ids of a document's (or a book's) figures, each of which may be given once: an id is
/// an anchor, a file's name and the prefix of an inlined SVG's ids.
struct FigureIDs {
    private var seen: [String: (path: String, line: Int)] = [:]

    /// The error for the first figure of `figures` whose id was seen already, naming both places.
    mutating func add(_ blocks: [MarkdownBlocks.Block], _ figures: [MarkdownCommand.Figure?], in path: String)
        -> FileError?
    {
        for (block, figure) in zip(blocks, figures) {
            guard let id = figure?.id else { continue }
            if let first = seen[id] {
                let place = first.path == path ? "line \(first.line)" : "\(first.path):\(first.line)"
                return FileError(
                    "the id '\(id)' is given at \(place) already: each figure needs its own",
                    at: SourceLocation(line: block.fenceLine, column: 1, offset: 0), in: path)
            }
            seen[id] = (path, block.fenceLine)
        }
        return nil
    }
}

extension Console {
    /// `doc.md:LINE:COL: warning: message`, located like any other diagnostic.
    func reportFileWarning(_ message: String, at location: SourceLocation, in path: String) {
        printError(
            TextStyle.bold.apply("\(path):\(location):", enabled: usesColor) + " "
                + TextStyle.bold.apply("warning:", enabled: usesColor) + " " + message)
    }
}
