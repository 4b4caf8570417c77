// `shape render` to PNG and PDF as a user runs it, and many files at once with --output-dir:
// formats, options and their refusals, no helper program, nothing left behind by a failure.
import Foundation
import ShapePictures
import Testing

@testable import ShapeCommandLine

@Suite struct PictureCommandTests {
    /// The width and height in a PNG file's header.
    static func pngSize(_ data: Data) -> (Int, Int) {
        let bytes = [UInt8](data)
        func number(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func pngAndPDFFollowTheExtensionAndScale() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        #expect(try runShape(["render", "card.shape", "-o", "card.png", "--scale", "2"], in: folder.url).status == 0)
        #expect(try runShape(["render", "card.shape", "-o", "card.pdf"], in: folder.url).status == 0)
        let png = try Data(contentsOf: folder.url.appendingPathComponent("card.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(Self.pngSize(png) == (800, 600))
        let pdf = try Data(contentsOf: folder.url.appendingPathComponent("card.pdf"))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 400 300 ]"))
        #expect(try folder.contents() == ["card.pdf", "card.png", "card.shape"])
    }

    /// librsvg and cairo are libraries in the process: with no PATH at all, nothing is missing.
    @Test func picturesNeedNoProgramOnThePath() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        for name in ["card.png", "card.pdf"] {
            let result = try runShape(["render", "card.shape", "-o", name], in: folder.url, environment: ["PATH": ""])
            #expect(result.status == 0, "\(name): \(result.error)")
        }
        let piped = try runShape(["render", "-", "--format", "png"], input: cardScript, environment: ["PATH": ""])
        #expect(piped.status == 0)
        #expect(piped.outputBytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func aFailingOrTooLargePictureLeavesTheOldFileAndNoOther() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.shape", "let y = nowhere\n")
        try folder.write("huge.shape", "canvas width: 9000, height: 9000\n")
        try folder.write("out.png", "OLD")
        let bad = try runShape(["render", "bad.shape", "-o", "out.png"], in: folder.url)
        #expect(bad.status == 1)
        let huge = try runShape(["render", "huge.shape", "-o", "out.png", "--scale", "2"], in: folder.url)
        #expect(huge.status == 1)
        #expect(
            huge.error
                == "error: the picture would be 18000 × 18000 pixels (324 megapixels) at scale 2; the most is "
                + "100 megapixels and 32767 pixels a side: lower the scale or make the canvas smaller\n")
        #expect(try folder.read("out.png") == "OLD")
        #expect(try folder.contents() == ["bad.shape", "huge.shape", "out.png"])
    }

    @Test func aPictureIsNeverWrittenToATerminal() {
        let captured = CapturedConsole()
        captured.input = Array("shape s = Circle() { size 10 x 10 }\n".utf8)
        let status = ShapeTool.run(
            ["render", "-", "--format", "pdf"], console: captured.console(outputIsTerminal: true))
        #expect(status == .usage)
        #expect(captured.error.hasPrefix("error: refusing to write PDF to a terminal; give -o FILE or pipe it\n"))
        #expect(captured.output.isEmpty)
    }

    @Test(arguments: [
        (["--scale", "0"], "option '--scale' needs a number above 0 and at most 16, not '0'"),
        (["--scale", "16.5"], "option '--scale' needs a number above 0 and at most 16, not '16.5'"),
        (["--scale", "-2"], "option '--scale' needs a number above 0 and at most 16, not '-2'"),
        (["--scale", "2x"], "option '--scale' needs a number above 0 and at most 16, not '2x'"),
        (["--scale", "nan"], "option '--scale' needs a number above 0 and at most 16, not 'nan'"),
        (
            ["--background", "chartreuse-ish"],
            "option '--background' needs a colour ('white', '#1c1c1e', '#rrggbbaa') or 'transparent', not 'chartreuse-ish'"
        ),
        (["--theme", "drak"], "unknown theme 'drak' (light, dark or auto); did you mean 'dark'?"),
        (["--format", "jpg"], "unknown format 'jpg' (svg, text, json, png, pdf, apng, html, css, swiftui or tokens)"),
        (["--output-dir", "out", "-o", "x.svg"], "give -o OUT for one script or --output-dir DIR for many, not both"),
        (["--output-dir", "out", "-"], "standard input ('-') has no name to write under --output-dir; give -o OUT"),
        (
            ["--output-dir", "out", "a/x.png"],
            "'x.shape' and 'a/x.png' would both be written as 'x' in the output folder"
        ),
        (
            ["--output-dir", "out", "--format", "swiftui", "x-card.shape", "b/x_card.shape"],
            "'x-card.shape' and 'b/x_card.shape' would both declare the SwiftUI view 'XCard'"
        ),
    ])
    func pictureUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: .render)) {
            try CommandLineParser.parse(["render", "x.shape"] + arguments)
        }
    }

    @Test func pictureOptionsAreParsed() throws {
        let command = try CommandLineParser.parse([
            "render", "card.shape", "-o", "card.png", "--scale=2.5", "--background", "#fff", "--theme", "auto",
        ])
        guard case .render(let options) = command else {
            Issue.record("expected render, got \(command)")
            return
        }
        #expect(options.picture.scale == 2.5)
        #expect(options.picture.background?.description == "#ffffff")
        #expect(options.picture.theme == .auto)
    }

    @Test func optionsThatDoNothingForTheFormatWarn() throws {
        let result = try runShape(
            ["render", "-", "--format", "json", "--scale", "2", "--theme", "dark", "--background", "white"],
            input: "shape s = Circle() { size 10 x 10 }\n")
        #expect(result.status == 0)
        #expect(
            result.error == """
                warning: --scale sets the pixels of a PNG; it does nothing for json
                warning: --background colours SVG, PNG, APNG and PDF only; it does nothing for json
                warning: --theme colours SVG, PNG, APNG and PDF only; it does nothing for json

                """)
        let svg = try runShape(["render", "-", "--scale", "2"], input: "shape s = Circle() { size 10 x 10 }\n")
        #expect(svg.error == "warning: --scale sets the pixels of a PNG; it does nothing for svg\n")
    }

    @Test func theHelpShowsPicturesAndMarkdown() throws {
        let render = try runShape(["help", "render"])
        for word in [
            "png", "pdf", "--scale N", "--background COLOR", "--theme THEME", "--output-dir DIR",
        ] {
            #expect(render.output.contains(word), "\(word)")
        }
        let markdown = try runShape(["md", "--help"])
        #expect(markdown.output.hasPrefix("usage: shape md IN.md [-o OUT.md] [--images DIR | --inline] [options]\n"))
        for word in [
            "--images DIR", "--inline", "--keep-going", "caption=\"TEXT\"", "#id, id=ID", "width=W", "--check",
            "--theme THEME",
        ] {
            #expect(markdown.output.contains(word), "\(word)")
        }
        #expect(try runShape(["help"]).output.contains("  md IN.md "))
    }

    @Test func backgroundAndThemeReachTheSVG() throws {
        let script = "canvas width: 20, height: 20\nshape s = Rectangle() { size 10 x 10 }\n"
        let dark = try runShape(["render", "-", "--theme", "dark"], input: script)
        #expect(dark.output.contains("fill=\"#1c1c1e\"/>"))
        let clear = try runShape(["render", "-", "--background", "transparent"], input: script)
        #expect(!clear.output.contains("id=\"canvas\""))
    }
}

@Suite struct RenderManyTests {
    @Test func everyScriptGoesToTheFolderAndFailuresAreReportedWholeInOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.shape", "shape a = Circle() { size 10 x 10 }\nprint \"a\"\n")
        try folder.write("b.shape", "print \"b\"\nlet x = nowhere\n")
        try folder.write("c.shape", "shape c = Capsule() { size 20 x 10 }\nlet y = elsewhere\n")
        try folder.write("d.shape", "shape d = Rectangle() { size 10 x 10 }\nprint \"d\"\n")
        let result = try runShape(
            ["render", "a.shape", "b.shape", "c.shape", "d.shape", "--output-dir", "out/pictures", "--format", "png"],
            in: folder.url)
        #expect(result.status == 1)
        // b and c fail before they run (their names are resolved first): only a and d print.
        #expect(result.output == "a\nd\n")
        #expect(
            result.error == """
                b.shape:2:9: error: undefined name 'nowhere'
                    let x = nowhere
                            ^~~~~~~
                c.shape:2:9: error: undefined name 'elsewhere'
                    let y = elsewhere
                            ^~~~~~~~~

                """)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/pictures")).sorted()
        #expect(written == ["a.png", "d.png"])
    }

    @Test func theFormatDefaultsToSVGAndAnOutputMayNotReplaceAnInput() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let result = try runShape(["render", "card.shape", "--output-dir", "."], in: folder.url)
        #expect(result.status == 0)
        #expect(try folder.read("card.svg").hasPrefix("<?xml"))
        try folder.write("x.svg", "OLD")
        let refused = try runShape(["render", "x.svg", "card.shape", "--output-dir", "."], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("error: refusing to write './x.svg' (from 'x.svg') over 'x.svg'"))
        #expect(try folder.read("x.svg") == "OLD")
    }

    @Test func checkReportsEveryFileInArgumentOrder() throws {
        let folder = try TemporaryFolder()
        var names: [String] = []
        for index in 0..<12 {
            let name = "s\(index).shape"
            try folder.write(name, index % 3 == 0 ? "let v\(index) = missing\(index)\n" : "let ok = 1\n")
            names.append(name)
        }
        let result = try runShape(["check"] + names, in: folder.url)
        #expect(result.status == 1)
        let located = result.error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(located.map { String($0.prefix { $0 != ":" }) } == ["s0.shape", "s3.shape", "s6.shape", "s9.shape"])
    }
}
