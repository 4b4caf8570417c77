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

    @Test(arguments: [
        ("png id=card alt=\"A card\" caption=\"Figure 1: \\\"card\\\"\"", nil as String?),
        ("annotate --annotate svg scale=2", nil),
        (
            "pgn",
            "unknown option 'pgn' for a shape block (svg, png, annotate, id=, alt=, caption=, scale=); did you mean 'png'?@0"
        ),
        ("id=../x", "'id' names the figure's file: letters, digits, '-', '_' and '.', not '../x'@0"),
        ("svg caption=\"open", "'\"' expected to close this value@12"),
        ("scale=0", "'scale' needs a number above 0 and at most 16, not '0'@0"),
        ("size=3", "unknown option 'size=' for a shape block (svg, png, annotate, id=, alt=, caption=, scale=)@0"),
    ])
    func infoStrings(_ text: String, mistake: String?) {
        do {
            let options = try FigureOptions.parse(text)
            #expect(mistake == nil)
            if text.hasPrefix("png") {
                #expect(options.format == .png)
                #expect(options.id == "card")
                #expect(options.alt == "A card")
                #expect(options.caption == "Figure 1: \"card\"")
            } else {
                #expect(options.annotate)
                #expect(options.scale == 2)
            }
        } catch {
            #expect("\(error.message)@\(error.offset)" == mistake)
        }
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
