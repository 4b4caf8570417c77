import ShapeFiles
// `shape mdbook`: an mdBook preprocessor. mdBook sends `[context, book]` as JSON on standard
// input and reads the book back on standard output; every chapter's `shape` blocks become
// figures as `shape md` makes them, and every other byte of the book is passed through.
import ShapeLanguage
import ShapePictures
import ShapeRendering

/// `shape mdbook [supports RENDERER]`.
public struct MdBookOptions: Equatable, Sendable {
    /// `supports RENDERER`: whether the preprocessor works for that renderer.
    public var supports: String?
    public var limits = LimitOptions()

    public init() {}
}

/// Runs the preprocessor.
struct MdBookCommand {
    let options: MdBookOptions
    let console: Console

    /// The renderers whose output shows an inlined `<svg>` or an image file.
    static let renderers: Set<String> = ["html", "markdown"]
    /// The most JSON read: a book of ten thousand long chapters is far less.
    static let maximumInput = 256 << 20
    /// The name mdBook's JSON is reported under.
    static let inputName = "<stdin>"

    func run() -> ExitCode {
        if let renderer = options.supports {
            return MdBookCommand.renderers.contains(renderer) ? .success : .failure
        }
        let input: [UInt8]
        do {
            input = try console.readInputUpTo(MdBookCommand.maximumInput)
        } catch is InputTooLarge {
            fail(
                "mdBook's JSON is more than \(MdBookCommand.maximumInput >> 20) MiB; the most 'shape mdbook' reads is "
                    + "\(MdBookCommand.maximumInput >> 20) MiB")
            return .failure
        } catch {
            console.reportFileError(error)
            return .failure
        }
        let document: BookJSON
        do {
            document = try BookJSONReader.parse(input)
        } catch {
            fail("malformed JSON from mdBook: \(error.message)", line: error.line, column: error.column)
            return .failure
        }
        guard let pair = document.elements, pair.count == 2 else {
            fail("expected '[context, book]' from mdBook, as a preprocessor receives it")
            return .failure
        }
        let (context, book) = (pair[0], pair[1])
        guard let items = (book["items"] ?? book["sections"])?.elements else {
            fail("the book has neither 'items' (mdBook 0.5) nor 'sections' (mdBook 0.4)")
            return .failure
        }
        let settings = BookSettings(context)
        if let theme = context["config"]?["preprocessor"]?["shape"]?["theme"]?.string, settings.theme == nil {
            fail("unknown theme '\(theme)' in [preprocessor.shape] (light, dark or auto)")
            return .failure
        }
        var chapters: [Chapter] = []
        collectChapters(items, into: &chapters)

        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        var images: [(path: String, output: RenderedOutput)] = []
        var failed = false
        var number = 1
        var ids = FigureIDs()
        if let images = settings.images, let escape = settings.outsideSource(images) {
            fail(escape)
            return .failure
        }
        for chapter in chapters {
            let document = Array(chapter.content.utf8)
            let scan = MarkdownBlocks(document)
            let blocks = scan.blocks
            if let lost = MarkdownCommand.reportNearMisses(scan, in: settings.path(of: chapter), console: console) {
                console.reportFileError(lost)
                failed = true
            }
            guard !blocks.isEmpty else { continue }
            var markdown = MarkdownOptions(input: settings.path(of: chapter))
            markdown.inline = settings.inline
            markdown.annotate = settings.annotate
            markdown.images = settings.images
            markdown.picture.theme = settings.theme
            markdown.limits = options.limits
            let places = FigurePlaces(markdown)
            let job = FigureJob(options: markdown, places: places, document: document)
            let (figures, _) = MarkdownCommand.figures(for: blocks, job: job, firstNumber: number, console: console)
            number += blocks.count
            if let clash = MarkdownCommand.sharedIDPrefix(blocks, figures, in: places.displayPath) {
                console.reportFileError(clash)
                failed = true
                continue
            }
            if let clash = ids.add(blocks, figures, in: places.displayPath) {
                console.reportFileError(clash)
                failed = true
            }
            if figures.contains(where: { $0 == nil }) {
                failed = true
                continue
            }
            for (block, figure) in zip(blocks, figures) {
                guard let image = figure?.image else { continue }
                let path = places.imagePath(image.name)
                let refusal = settings.outsideSource(path) ?? FigureMark.refusal(toWrite: path)
                if let refusal, !images.contains(where: { $0.path == path }) {
                    console.reportFileError(
                        FileError(
                            refusal, at: SourceLocation(line: block.fenceLine, column: 1, offset: 0),
                            in: places.displayPath))
                    failed = true
                }
                images.append((path, image.output))
            }
            let rewritten = MarkdownCommand.rewrite(document, blocks: blocks, figures: figures)
            replacements.append((chapter.range, BookJSON.quoted(String(decoding: rewritten, as: UTF8.self))))
        }
        // Every error of the build is reported above; mdBook gets no book at all.
        if failed { return .failure }
        do {
            for image in images {
                try Directories.create(SourcePaths.directory(of: image.path))
                try image.output.writeIfChanged(to: image.path, console: console)
            }
            try RenderedOutput.bytes(MdBookCommand.replacing(replacements, in: input, within: book.range))
                .write(to: OutputFile.standardOutput, console: console)
        } catch {
            console.reportFileError(error)
            return .failure
        }
        return .success
    }

    /// A chapter of the book: where its `content` string is in the JSON, and its text.
    struct Chapter {
        var range: Range<Int>
        var content: String
        /// `source_path`, else `path`: the file under the book's source folder.
        var sourcePath: String?
        var name: String
    }

    /// Every chapter, sub-chapters after their parent, in the book's order; separators and part
    /// titles have none. Walks with a list, not recursion (the reader bounds the depth anyway).
    private func collectChapters(_ items: [BookJSON], into chapters: inout [Chapter]) {
        var pending = Array(items.reversed())
        while let item = pending.popLast() {
            guard let chapter = item["Chapter"] else { continue }
            if case .string(let content, let range)? = chapter["content"] {
                chapters.append(
                    Chapter(
                        range: range, content: content,
                        sourcePath: chapter["source_path"]?.string ?? chapter["path"]?.string,
                        name: chapter["name"]?.string ?? "chapter"))
            }
            pending += (chapter["sub_items"]?.elements ?? []).reversed()
        }
    }

    /// The book (`within` the input) with each range replaced by its bytes; ranges in order.
    static func replacing(
        _ replacements: [(range: Range<Int>, bytes: [UInt8])], in input: [UInt8], within book: Range<Int>
    ) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(book.count + replacements.reduce(0) { $0 + $1.bytes.count })
        var kept = book.lowerBound
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            result += input[kept..<replacement.range.lowerBound]
            result += replacement.bytes
            kept = replacement.range.upperBound
        }
        result += input[kept..<book.upperBound]
        return result
    }

    private func fail(_ message: String, line: Int = 1, column: Int = 1) {
        console.reportFileError(
            FileError(message, at: SourceLocation(line: line, column: column, offset: 0), in: MdBookCommand.inputName))
    }
}

/// What the context says: where the book's sources are, and `[preprocessor.shape]`'s settings.
struct BookSettings {
    /// The book's source folder: `root` joined with `book.src` (default `src`).
    var source: String
    /// `inline` (default true): each figure's `<svg>` in the page; false writes files.
    var inline = true
    /// `annotate`: draw the construction in every figure.
    var annotate = false
    /// `images`: the folder under the source folder figure files go to (default: beside
    /// each chapter).
    var images: String?
    /// `theme`: light, dark or auto for every figure (a block's `theme=` wins).
    var theme: Theme?

    init(_ context: BookJSON) {
        let root = context["root"]?.string ?? "."
        let src = context["config"]?["book"]?["src"]?.string ?? "src"
        source = src.hasPrefix("/") ? src : (root.hasSuffix("/") ? root : root + "/") + src
        let table = context["config"]?["preprocessor"]?["shape"]
        inline = table?["inline"]?.bool ?? true
        annotate = table?["annotate"]?.bool ?? false
        images = table?["images"]?.string.map { source + "/" + $0 }
        theme = table?["theme"]?.string.flatMap(Theme.init(rawValue:))
    }

    /// Why `path` may not be written: it is outside the book's source folder (`..`, or an
    /// absolute path); nil when it is inside.
    func outsideSource(_ path: String) -> String? {
        var depth = 0
        let relative = path.hasPrefix(source + "/") ? String(path.dropFirst(source.count + 1)) : nil
        for part in (relative ?? "..").split(separator: "/") {
            if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
            if depth < 0 {
                return "refusing to write '\(path)': figures stay inside the book's source folder '\(source)'"
            }
        }
        return nil
    }

    /// The chapter's file, which its diagnostics name and its imports are relative to.
    func path(of chapter: MdBookCommand.Chapter) -> String {
        source + "/" + (chapter.sourcePath ?? chapter.name + ".md")
    }
}

extension RenderedOutput {
    /// Writes the file unless it already holds these bytes: `mdbook serve` watches the source
    /// folder, and a figure written again on every build would start the next build.
    func writeIfChanged(to path: String, console: Console) throws {
        if case .bytes(let bytes) = self, (try? SourceFiles.readBytes(path)) == bytes { return }
        if case .text(let text) = self, (try? SourceFiles.readBytes(path)) == Array(text.utf8) { return }
        try write(to: path, console: console)
    }
}

extension CommandLineParser {
    /// `shape mdbook`, `shape mdbook supports RENDERER`, with the limit flags.
    static func parseMdBook(_ arguments: [String]) throws(UsageError) -> MdBookOptions {
        var options = MdBookOptions()
        var operands: [String] = []
        try LimitOptions.table.parse(arguments, command: .mdbook, into: &options.limits) { _, word in
            operands.append(word)
        }
        switch operands.count {
        case 0: break
        case 2 where operands[0] == "supports": options.supports = operands[1]
        default:
            throw UsageError(
                "'mdbook' reads mdBook's JSON on standard input, or answers 'supports RENDERER'; not "
                    + quotedList(operands), command: .mdbook)
        }
        return options
    }
}
