// Which fenced blocks `shape md` finds, by CommonMark's rules: fences of either character and
// any length, indentation, closing fences, unclosed blocks, and what hides a fence (other
// fenced blocks, code spans, indented code, HTML blocks, front matter).
import Testing

@testable import ShapeCommandLine

@Suite struct MarkdownBlocksTests {
    /// The fence lines and options of the `shape` blocks found in `document`.
    static func found(_ document: String) -> [String] {
        MarkdownBlocks(Array(document.utf8)).blocks.map { "\($0.fenceLine): \($0.options)" }
    }

    @Test(arguments: [
        ("```shape\na\n```\n", ["1: "]),
        ("~~~shape png id=x\na\n~~~\n", ["1: png id=x"]),
        ("````shape\n```\nstill inside\n````\n", ["1: "]),
        // A closing fence must use the same character and be at least as long.
        ("~~~~shape\n~~~\n```\n~~~~~\nafter\n```shape\nb\n```\n", ["1: ", "6: "]),
        // Up to three spaces of indentation; four is indented code.
        ("   ```shape\na\n   ```\n", ["1: "]),
        ("    ```shape\na\n    ```\n", []),
        ("\t```shape\na\n```\n", []),
        // Other languages, and 'shape' as a longer word, are kept.
        ("```swift\n```shape\n```\n```shapes\n```\n", []),
        // A backtick fence's info string may not hold a backtick: this is a code span.
        ("```shape``` is a span\n", []),
        ("Text with `` ```shape `` in it.\n", []),
        // Inside another fenced block (tildes around backticks), nothing opens.
        ("~~~markdown\n```shape\nx\n```\n~~~\n", []),
        // An unclosed block runs to the end of the document.
        ("prose\n```shape\na\nb\n", ["2: "]),
        // HTML blocks hide fences: comments, <pre>, and block tags until a blank line.
        ("<!--\n```shape\n```\n-->\n```shape\n```\n", ["5: "]),
        ("<pre>\n```shape\n```\n</pre>\n", []),
        ("<div>\n```shape\n```\n\n```shape\n```\n", ["5: "]),
        // Front matter is skipped; a later '---' is a thematic break, not front matter.
        ("---\ntitle: x\n```shape\n---\n```shape\n```\n", ["5: "]),
        ("text\n---\n```shape\n```\n", ["3: "]),
        // Line endings of every kind.
        ("```shape\r\na\r\n```\r\n```shape\ra\r```\r", ["1: ", "4: "]),
    ])
    func blocks(_ document: String, expected: [String]) {
        #expect(Self.found(document) == expected)
    }

    @Test func aBlockKnowsItsBytesLineBreaksAndNeighbours() throws {
        let document = "Intro\n```shape  id=a \r\nx\r\n```\r\nafter"
        let block = try #require(MarkdownBlocks(Array(document.utf8)).blocks.first)
        #expect(block.range == 6..<document.utf8.count - 5)
        #expect(String(decoding: Array(document.utf8)[block.content], as: UTF8.self) == "x\r\n")
        #expect(block.options == "id=a")
        #expect(block.optionsColumn == 11)
        #expect(block.lineBreak == [13, 10])
        #expect(block.finalBreak == [13, 10])
        #expect(block.isClosed)
        #expect(!block.blankBefore)
        #expect(!block.blankAfter)
    }

    /// Attribute lists, with the error (`error:`) or the first warning (`warning:`) they give
    /// and its offset.
    @Test(arguments: [
        ("png id=card alt=\"A card\" caption=\"Figure 1: \\\"card\\\"\"", nil as String?),
        ("#card .shape format=png alt=\"A card\" caption=\"Figure 1: \\\"card\\\"\"", nil),
        ("annotate svg scale=2 width=50% theme=dark", nil),
        ("annotate=true scale=2 width=180px", nil),
        ("--annotate scale=2", "warning: '--annotate' is now written 'annotate'@0"),
        (
            "pgn",
            "warning: unknown attribute 'pgn' on a shape block is ignored (id, caption, alt, annotate, format, scale, "
                + "width, theme); did you mean 'png'?@0"
        ),
        (
            "capton=\"x\"",
            "warning: unknown attribute 'capton=' on a shape block is ignored (id, caption, alt, annotate, format, "
                + "scale, width, theme); did you mean 'caption='?@0"
        ),
        ("annotate .big", "warning: the class '.big' does nothing on a shape block@9"),
        ("id=../x", "error: an id is a letter, then letters, digits, '-', '_', '.' or ':', not '../x'@0"),
        ("svg caption=\"open", "error: '\"' expected to close this value@12"),
        ("scale=0", "error: 'scale' needs a number above 0 and at most 16, not '0'@0"),
        ("format=jpg", "error: 'format' needs svg or png, not 'jpg'@0"),
        ("annotate=yes", "error: 'annotate' needs true or false, not 'yes'@0"),
        ("width=120%", "error: 'width' needs a width: 180, 180px or 50%, not '120%'@0"),
        ("theme=dim", "error: 'theme' needs light, dark or auto, not 'dim'@0"),
    ])
    func infoStrings(_ text: String, mistake: String?) {
        do {
            let options = try FigureOptions.parse(text)
            #expect(options.warnings.first.map { "warning: \($0.message)@\($0.offset)" } == mistake)
            if text.contains("card") {
                #expect(options.format == .png)
                #expect(options.id == "card")
                #expect(options.alt == "A card")
                #expect(options.caption == "Figure 1: \"card\"")
            } else if mistake == nil || text.hasPrefix("--") {
                #expect(options.annotate)
                #expect(options.scale == 2)
                #expect(options.width != nil || text.hasPrefix("--"))
            }
        } catch {
            #expect("error: \(error.message)@\(error.offset)" == mistake)
        }
    }

    /// Which info strings open a shape block, in the forms of docs/figure-syntax.md.
    @Test(arguments: [
        ("shape", FenceInfo.shape(attributes: "", offset: 5)),
        ("shape id=card", .shape(attributes: "id=card", offset: 6)),
        ("shape {#card caption=\"A\"}", .shape(attributes: "#card caption=\"A\"", offset: 7)),
        ("{#card .shape annotate}", .shape(attributes: "#card .shape annotate", offset: 1)),
        ("{.shape}", .shape(attributes: ".shape", offset: 1)),
        ("swift", .other),
        ("{.swift #x}", .other),
        ("shape {#card", .nearMiss("the '{' of the attributes is not closed by '}'")),
        (
            "Shape",
            .nearMiss("'Shape' opens no shape block: write '```shape {…}' or '```{.shape …}' (docs/figure-syntax.md)")
        ),
        (
            "{.shapes}",
            .nearMiss(
                "'{.shapes}' opens no shape block: write '```shape {…}' or '```{.shape …}' (docs/figure-syntax.md)")
        ),
    ])
    func fenceInfo(_ info: String, expected: FenceInfo) {
        #expect(FenceInfo.classify(Array(info.utf8)[...]) == expected)
    }

    /// Fences inside list items are the item's; near misses are located.
    @Test func listItemsAndNearMisses() {
        let document = [
            "1. Draw:", "", "   ```shape {#a}", "   shape s = Circle()", "   ```", "",
            "- Python-Markdown style:", "", "    ```shape", "    x", "    ```", "",
            "- too deep:", "", "      ```shape", "      y", "      ```", "",
            "```shape caption=`code`", "z", "",
            "    ```{.shape}", "    w", "    ```", "", "> ```shape", "> q", "> ```",
        ].joined(separator: "\n")
        let scan = MarkdownBlocks(Array(document.utf8))
        #expect(scan.blocks.map(\.fenceLine) == [3, 9])
        #expect(scan.blocks.map { String(decoding: $0.indentation, as: UTF8.self) } == ["   ", "    "])
        #expect(scan.nearMisses.map(\.line) == [15, 19, 22, 26])
        #expect(scan.nearMisses[0].message.hasPrefix("this shape fence is indented 4 spaces past its list item's text"))
        #expect(scan.nearMisses[1].message.hasPrefix("this is not a shape fence: a backtick fence's info string"))
        #expect(scan.nearMisses[2].message.hasPrefix("this shape fence is indented 4 spaces past the margin"))
        #expect(scan.nearMisses[3].message.hasPrefix("a shape fence inside a block quote is not read"))
    }

    /// A caption's Markdown in an inlined figure's `<figcaption>`, where the host does not look.
    @Test(arguments: [
        ("The photo *follows* the card", "The photo <em>follows</em> the card"),
        ("**Bold** and _em_ and `a<b`", "<strong>Bold</strong> and <em>em</em> and <code>a&lt;b</code>"),
        ("See [the card](#fig:card \"x\")", "See <a href=\"#fig:card &quot;x&quot;\">the card</a>"),
        ("5 * 3 and \\*not em\\* & <tag>", "5 * 3 and *not em* &amp; &lt;tag&gt;"),
        ("an *unclosed", "an *unclosed"),
    ])
    func captionsAreMarkdown(_ markdown: String, html: String) {
        #expect(CaptionHTML.html(markdown) == html)
    }

    /// The mark a figure file carries: found again, and a PNG that keeps its size.
    @Test func figureFilesCarryAMark() throws {
        let svg = FigureMark.marked(.text("<?xml version=\"1.0\"?>\n<svg/>\n"))
        #expect(svg == .text("<?xml version=\"1.0\"?>\n" + FigureMark.svgComment + "\n<svg/>\n"))
        #expect(FigureMark.isMarked(svg.bytes))
        #expect(!FigureMark.isMarked(Array("<svg>mine</svg>".utf8)))
        // A figure from before the mark: shape's own root and description.
        let older =
            "<?xml version=\"1.0\"?>\n<svg xmlns=\"…\" role=\"img\">\n  <title>a</title>\n"
            + "  <desc>corner radii: s: 0 on every corner.</desc>\n</svg>\n"
        #expect(FigureMark.isMarked(Array(older.utf8)))
        // A 1 x 1 PNG: signature, IHDR, IEND.
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89] + [0, 0, 0, 0] + Array("IEND".utf8)
            + [0xAE, 0x42, 0x60, 0x82]
        #expect(!FigureMark.isMarked(png))
        let marked = FigureMark.marked(.bytes(png)).bytes
        #expect(FigureMark.isMarked(marked))
        #expect(FigureText.pngSize(marked)! == (1, 1))
        // The chunk's CRC is PNG's: tEXt "Software" "shape".
        #expect(Array(marked[33..<37]) == [0, 0, 0, 14])
        #expect(Array(marked[55..<59]) == [0xB3, 0x40, 0x12, 0x47])
    }

    @Test func figureNamesAreStableAndDependOnEveryPart() {
        let name = FigureName.hashed(["shape s = Circle()", "svg"])
        #expect(name == FigureName.hashed(["shape s = Circle()", "svg"]))
        #expect(name.count == 22)
        #expect(name.hasPrefix("shape-"))
        #expect(name != FigureName.hashed(["shape s = Circle()", "png"]))
        #expect(FigureName.hashed(["ab", "c"]) != FigureName.hashed(["a", "bc"]))
    }

    @Test func relativePaths() {
        #expect(Directories.relative(to: "docs/img/a.svg", from: "docs") == "img/a.svg")
        #expect(Directories.relative(to: "img/a.svg", from: "docs") == "../img/a.svg")
        #expect(Directories.relative(to: "./a.svg", from: ".") == "a.svg")
        #expect(Directories.relative(to: "/tmp/x/a.svg", from: "/tmp/y/z") == "../../x/a.svg")
    }
}
