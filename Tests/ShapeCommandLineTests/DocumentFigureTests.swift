// Figures for documents, end to end: the accessible SVG (the canvas's title, --title, the
// summary), --id-prefix, the handout's refusals, and the JSON reader of `shape mdbook`.
import Foundation
import Testing

@testable import ShapeCommandLine

@Suite struct DocumentFigureTests {
    static let card = """
        container card = RoundedRectangle(cornerRadius: 24) {
            size 200 x 120
            shape photo = ConcentricRectangle() { padding 12 }
        }

        """

    @Test func theCanvasTitleIsTheSVGsTitleEscapedLikeEveryUserString() throws {
        let script = "canvas width: 220, height: 140, title: \"</title><script>x</script> & \\\"q\\\"\"\n" + Self.card
        let result = try runShape(["render", "-", "--format", "svg"], input: script)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains(
                "role=\"img\">\n  <title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; &amp; \"q\"</title>\n"))
        #expect(!result.output.contains("<script"))
        #expect(
            result.output.contains(
                "<desc>corner radii: card: 24 on every corner; photo: 12 on every corner.</desc>"))
    }

    @Test func withoutATitleTheSummaryNamesTheNodesAndTitleOverridesBoth() throws {
        let summary = try runShape(["render", "-", "--format", "svg"], input: Self.card)
        #expect(
            summary.output.contains(
                "<title>a card with rounded corners of 24 holding a photo whose corners are 12, concentric with the card</title>"
            ))
        let given = try runShape(
            ["render", "-", "--format", "svg", "--title", "A card"],
            input: "canvas width: 220, height: 140, title: \"ignored\"\n" + Self.card)
        #expect(given.output.contains("<title>A card</title>"))
        #expect(!given.output.contains("ignored"))
    }

    @Test func theTitleArgumentIsInTheLanguageReference() throws {
        let help = try runShape(["help", "language"])
        #expect(help.output.contains("title:"))
        let wrong = try runShape(["render", "-", "--format", "svg"], input: "canvas width: 10, height: 10, title: 3\n")
        #expect(wrong.status == 1)
        #expect(wrong.error.contains("<stdin>:1:"))
    }

    @Test func anIDPrefixReachesEveryID() throws {
        let result = try runShape(
            ["render", "-", "--format", "svg", "--annotate", "--id-prefix", "fig2-"], input: Self.card)
        #expect(result.status == 0, "\(result.error)")
        let ids = result.output.matches(of: /\bid="([^"]+)"/).map { String($0.output.1) }
        #expect(ids == ["fig2-canvas", "fig2-card", "fig2-photo", "fig2-annotations"])
    }

    @Test(arguments: ["2fig", "a b", "x\"y", "-", "é"])
    func anIDPrefixThatIsNoXMLNameIsRefused(prefix: String) throws {
        let result = try runShape(["render", "-", "--format", "svg", "--id-prefix", prefix], input: Self.card)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: option '--id-prefix' needs a letter or '_'"))
    }

    @Test func anAnimationHasOneTitleAndOneDescription() throws {
        let script = """
            animation duration: 1, fps: 4
            container card = RoundedRectangle(cornerRadius: 10 + 20 * progress) { size 200 x 120 }

            """
        let result = try runShape(["render", "-", "--format", "svg"], input: script)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.components(separatedBy: "<title>").count == 2)
        #expect(result.output.components(separatedBy: "<desc>").count == 2)
        #expect(result.output.contains("<desc>corner radii: card: 10 on every corner.</desc>"))
    }

    @Test func twoInlinedFiguresMayNotShareAnID() throws {
        let folder = try TemporaryFolder()
        let block = "```shape id=card\nshape s = Circle() { size 10 x 10 }\n```\n"
        try folder.write("doc.md", block + "\n" + block)
        let result = try runShape(["md", "doc.md", "--inline", "-o", "out.md"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.error
                == "doc.md:5:1: error: an inlined figure's ids start with 'card-' at line 1 already: "
                + "give this block another 'id='\n")
        #expect(try folder.contents() == ["doc.md"])
    }

    @Test func aHandoutRefusesWatchAndStandardInputTwice() throws {
        let watch = try runShape(["render", "a.shape", "b.shape", "-o", "h.pdf", "--watch"])
        #expect(watch.status == 2)
        #expect(watch.error.hasPrefix("error: '--watch' renders one script; a handout is made once"))
        let twice = try runShape(["render", "-", "-", "-o", "h.pdf"])
        #expect(twice.status == 2)
        #expect(twice.error.hasPrefix("error: standard input ('-') can be read once, not 2 times"))
    }

    @Test func aHandoutNeverWritesOverAScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.pdf.shape", Self.card)
        try folder.write("b.shape", Self.card)
        let result = try runShape(
            ["render", "b.shape", "a.pdf.shape", "-o", "b.shape", "--format", "pdf"], in: folder.url)
        #expect(result.status == 2)
        #expect(try folder.read("b.shape") == Self.card)
    }
}

@Suite struct BookJSONTests {
    @Test func valuesKeepTheirBytes() throws {
        let text = #"[ {"a": 1.5e3, "b": [true, null]} , {"items": ["x\n\u00e9\ud83d\ude00"]} ]"#
        let bytes = Array(text.utf8)
        let value = try BookJSONReader.parse(bytes)
        let pair = try #require(value.elements)
        #expect(pair.count == 2)
        #expect(String(decoding: bytes[pair[0].range], as: UTF8.self) == #"{"a": 1.5e3, "b": [true, null]}"#)
        let item = try #require(pair[1]["items"]?.elements?.first)
        #expect(item.string == "x\né😀")
        #expect(String(decoding: bytes[item.range], as: UTF8.self) == #""x\n\u00e9\ud83d\ude00""#)
        #expect(pair[0]["b"]?.elements?.first?.bool == true)
    }

    @Test func quotedStringsReadBackAsThemselves() throws {
        let text = "a \"quote\", a \\ backslash,\ttab\r\n\u{1}\u{1F}é 😀 </script>"
        let quoted = BookJSON.quoted(text)
        #expect(try BookJSONReader.parse(quoted).string == text)
        let decoded = try JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed) as? String
        #expect(decoded == text)
    }

    @Test(arguments: [
        ("[1, 2", "the JSON ends inside the '[' opened at 1:1 (truncated?)", 1, 6),
        ("{\"a\" 1}", "expected ':' after the member name", 1, 6),
        ("[1,]", "unexpected ']' where a value was expected", 1, 4),
        ("[1 x]", "expected ',' or ']', found 'x'", 1, 4),
        ("\"\\q\"", "unknown escape '\\q' in a string", 1, 3),
        ("[\n\"a", "the JSON ends inside the string opened at 2:1 (truncated?)", 2, 3),
        ("-", "a number needs a digit", 1, 2),
        ("nul", "unexpected 'n' where a value was expected", 1, 1),
    ])
    func mistakesAreLocated(text: String, message: String, line: Int, column: Int) {
        #expect(throws: BookJSONError(message: message, line: line, column: column)) {
            try BookJSONReader.parse(Array(text.utf8))
        }
    }

    @Test func nestingIsBounded() {
        let depth = BookJSONReader.maximumDepth
        let fine = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect((try? BookJSONReader.parse(Array(fine.utf8))) != nil)
        let deep = Array(repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: BookJSONError.self) { try BookJSONReader.parse(deep) }
    }
}
