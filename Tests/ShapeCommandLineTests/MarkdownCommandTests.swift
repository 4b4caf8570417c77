// `shape md` end to end: a document with several figures, prose, other code blocks and a block
// with an error, checked byte for byte; inline figures; standard streams; what is refused.
import Foundation
import Testing

@Suite struct MarkdownCommandTests {
    /// A guide in docs/ whose first block imports docs/tokens.shape. Line 34 has the error.
    static let guide = [
        "---", "title: Figures", "---", "# Figures", "",
        "Prose with a `` ```shape `` code span, trailing spaces   ", "and a line break.", "",
        "```shape id=card alt=\"A card\" caption=\"Figure 1: the *card*\"", "import \"tokens.shape\"",
        "canvas width: 200, height: 120", "shape s = Capsule() { padding gap; fill \"indigo\" }", "```",
        "Text right after the block.", "", "~~~python", "```shape", "print(\"not a figure\")", "```", "~~~", "",
        "<!-- ```shape", "hidden -->", "", "   ````shape png", "   shape t = Circle() { size 20 x 20 }", "   ````",
        "", "```swift", "let x = 1", "```", "", "```shape", "let broken = nowhere", "```", "",
    ].joined(separator: "\n")

    static let error = """
        docs/guide.md:34:14: error: undefined name 'nowhere'
            let broken = nowhere
                         ^~~~~~~

        """

    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try folder.write("docs/tokens.shape", "let gap = 12\n")
        try folder.write("docs/guide.md", guide)
        return folder
    }

    @Test func aBlockWithAnErrorFailsTheRunAndWritesNothing() throws {
        let folder = try Self.folder()
        let result = try runShape(["md", "docs/guide.md", "-o", "out/guide.md"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == Self.error)
        #expect(try folder.contents() == ["docs"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path("docs")).sorted() == [
                "guide.md", "tokens.shape",
            ])
    }

    @Test func keepGoingWritesEveryOtherFigureAndKeepsEveryOtherByte() throws {
        let folder = try Self.folder()
        let result = try runShape(["md", "docs/guide.md", "-o", "out/guide.md", "--keep-going"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error == Self.error)
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(images.count == 3)
        let png = try #require(images.first { $0.hasSuffix(".png") })
        #expect(png.hasPrefix("shape-") && png.count == "shape-0123456789abcdef.png".count)
        #expect(images == ["card.svg", "guide.md", png])
        let expected = [
            "---", "title: Figures", "---", "# Figures", "",
            "Prose with a `` ```shape `` code span, trailing spaces   ", "and a line break.", "",
            "<a id=\"card\"></a>![A card](card.svg)  ", "_Figure 1: the *card*_", "", "Text right after the block.", "",
            "~~~python", "```shape", "print(\"not a figure\")", "```", "~~~", "", "<!-- ```shape", "hidden -->", "",
            "![a t shaped as a circle](\(png))", "", "```swift", "let x = 1", "```", "", "```shape",
            "let broken = nowhere",
            "```", "",
        ].joined(separator: "\n")
        #expect(try folder.read("out/guide.md") == expected)
        // The card's import was found beside the Markdown file: padding 12 in a 200 x 120 canvas.
        #expect(try folder.read("out/card.svg").contains("d=\"M 60 12 L 140 12 A 48 48 0 0 1"))
        // Names are stable: a second run writes the same files.
        let again = try runShape(["md", "docs/guide.md", "-o", "out/again.md", "--keep-going"], in: folder.url)
        #expect(again.status == 1)
        #expect(try folder.read("out/again.md") == expected)
    }

    @Test func imagesGoWhereTheyAreToldAndReferencesFollowThem() throws {
        let folder = try TemporaryFolder()
        try folder.write("doc.md", "Intro\n```shape id=dot\nshape d = Circle() { size 10 x 10 }\n```\nOutro\n")
        let result = try runShape(["md", "doc.md", "-o", "site/doc.md", "--images", "assets/figures"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            try folder.read("site/doc.md")
                == "Intro\n\n<a id=\"dot\"></a>![a d shaped as a circle](../assets/figures/dot.svg)\n\nOutro\n")
        #expect(try folder.read("assets/figures/dot.svg").hasPrefix("<?xml"))
    }

    @Test func inlineEmbedsTheSVGInAFigureAndKeepsCRLF() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "doc.md", "A\r\n```shape caption=\"One <dot> & more\"\r\nshape d = Circle() { size 4 x 4 }\r\n```\r\n")
        let result = try runShape(["md", "doc.md", "--inline"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        let expected = [
            "A", "", "<figure>",
            "<svg style=\"max-width:100%;height:auto\" xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"36\" height=\"36\" viewBox=\"-16 -16 36 36\" font-family=\"system-ui, sans-serif\" role=\"img\">",
            "  <title>One &lt;dot&gt; &amp; more</title>", "  <desc>corner radii: d: an ellipse, no corners.</desc>",
            "  <path id=\"shape-1-canvas\" d=\"M -16 -16 L 20 -16 L 20 20 L -16 20 L -16 -16 Z\" fill=\"#f2f2f7\"/>",
            "  <path id=\"shape-1-d\" d=\"M 2 0 A 2 2 0 0 1 4 2 A 2 2 0 0 1 2 4 A 2 2 0 0 1 0 2 A 2 2 0 0 1 2 0 Z\" fill=\"none\" stroke=\"#8e8e93\"/>",
            "</svg>", "<figcaption>One &lt;dot&gt; &amp; more</figcaption>", "</figure>", "",
        ].joined(separator: "\r\n")
        #expect(result.output == expected)
        #expect(try folder.contents() == ["doc.md"])
    }

    @Test func standardStreamsNeedAPlaceForFigures() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib.shape", "let side = 8\n")
        let document = "```shape id=sq\nimport \"lib.shape\"\nshape s = Rectangle() { size side x side }\n```\n"
        let refused = try runShape(["md", "-"], input: document, in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("error: reading and writing standard streams, figures have no folder"))
        // Imports from standard input are relative to the current folder.
        let result = try runShape(["md", "-", "--images", "img"], input: document, in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "<a id=\"sq\"></a>![a s with square corners](img/sq.svg)\n")
        #expect(try folder.read("img/sq.svg").contains("L 8 8"))
    }

    @Test func theMarkdownFileIsNeverOverwrittenAndOptionsAreChecked() throws {
        let folder = try TemporaryFolder()
        try folder.write("doc.md", "```shape pgn\n```\n")
        let same = try runShape(["md", "doc.md", "-o", "./doc.md"], in: folder.url)
        #expect(same.status == 2)
        #expect(same.error.hasPrefix("error: refusing to write './doc.md' over the Markdown file it reads"))
        let mistake = try runShape(["md", "doc.md", "-o", "out.md", "--check"], in: folder.url)
        #expect(mistake.status == 2)
        #expect(mistake.error.hasPrefix("error: '--check' writes nothing, so '-o' has nothing to do"))
        let bad = try runShape(["md", "--check", "doc.md"], in: folder.url)
        #expect(bad.status == 1)
        #expect(
            bad.error
                == "doc.md:1:10: warning: unknown attribute 'pgn' on a shape block is ignored (id, caption, alt, "
                + "annotate, format, scale, width, theme); did you mean 'png'?\n")
        #expect(try folder.contents() == ["doc.md"])
    }

    @Test func twoFiguresMayNotShareANameWithDifferentPictures() throws {
        let folder = try TemporaryFolder()
        let block = { (size: Int) in "```shape id=x\nshape s = Circle() { size \(size) x \(size) }\n```\n" }
        try folder.write("doc.md", block(10) + "\n" + block(10) + "\n" + block(12))
        let result = try runShape(["md", "doc.md", "-o", "out.md"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error == "doc.md:5:1: error: the id 'x' is given at line 1 already: each figure needs its own\n")
        #expect(try folder.contents() == ["doc.md"])
    }

    /// The README's example of a Markdown document does what the README says it does.
    @Test func theReadmeExampleBecomesTheFigureItDescribes() throws {
        let readme = try String(
            contentsOf: ShapeBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "````markdown\n"))
        let end = try #require(readme.range(of: "\n````\n", range: start.upperBound..<readme.endIndex))
        let folder = try TemporaryFolder()
        try folder.write("guide.md", String(readme[start.upperBound..<end.lowerBound]) + "\n")
        let result = try runShape(["md", "guide.md", "-o", "out.md"], in: folder.url)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            try folder.read("out.md") == """
                Corners follow the card:

                <a id="card"></a>![The photo shares the card's corner centres](card.svg)\u{20}\u{20}
                *The photo shares the card's corner centres*

                """)
        #expect(try folder.read("card.svg").contains("id=\"photo\""))
    }
}
