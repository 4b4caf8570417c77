// The animation from the command line and the REPL: --time, --fps, --frames, APNG, check at
// every frame, and :play. JSON at several times is held to the resolver, worked out here from
// each node's frame.
import ConcentricGeometry
import Foundation
import ShapeLanguage
import ShapeRendering
import Testing

@testable import ShapeCommandLine

private let dragDemo = ShapeBinary.packageRoot.appendingPathComponent("examples/10-drag-demo.shape").path

/// A small animation: a box along the top of a 200 x 120 screen of radius 30, over a second.
private let slide = """
    canvas width: 200, height: 120, cornerRadius: 30
    animation duration: 1, fps: 5
    shape box = ConcentricRectangle() {
        at keyframes([6, 114], at: progress), 6
        size 80 x 50
    }
    print "x", box.frame.x
    """

@Suite struct AnimationOptionTests {
    @Test func theFlagsAreParsed() throws {
        let command = try CommandLineParser.parse(["render", "a.shape", "--time", "1.5s", "--fps=12", "-o", "a.png"])
        guard case .render(let options) = command else {
            Issue.record("expected render")
            return
        }
        #expect(options.animation.time == 1.5 && options.animation.framesPerSecond == 12)
        let frames = try CommandLineParser.parse(["render", "a.shape", "--frames", "--output-dir", "out"])
        guard case .render(let many) = frames else {
            Issue.record("expected render")
            return
        }
        #expect(many.animation.frames)
        #expect(OutputFormat(path: "x.apng") == .apng && OutputFormat.apng.fileExtension == "png")
    }

    @Test(arguments: [
        (["--time", "-1"], "option '--time' needs a number of seconds, 0 or more ('1.5' or '1.5s'), not '-1'"),
        (["--time", "1e3"], "option '--time' needs a number of seconds, 0 or more ('1.5' or '1.5s'), not '1e3'"),
        (["--fps", "0"], "option '--fps' needs a frame rate above 0 and at most 240, not '0'"),
        (["--fps", "500"], "option '--fps' needs a frame rate above 0 and at most 240, not '500'"),
        (["--frames"], "'--frames' writes a file per frame: give --output-dir DIR"),
        (
            ["--frames", "--time", "1", "--output-dir", "out"],
            "give --time T for one frame or --frames for every frame, not both"
        ),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: .render)) {
            try CommandLineParser.parse(["render", "x.shape"] + arguments)
        }
    }
}

@Suite struct AnimationCommandTests {
    /// For every node at several times, the radii JSON gives are what the resolver gives for that
    /// frame's geometry: the box's from its frame in the screen, the screen's its own 64.
    @Test(arguments: [0.0, 0.5, 1.0, 1.75, 2.5, 4.2, 6.0, 7.9])
    func jsonAtATimeIsTheResolversAnswerForThatFrame(seconds: Double) throws {
        let result = try runShape(["render", dragDemo, "--time", String(seconds), "--format", "json"])
        #expect(result.status == 0, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let animation = try #require(json["animation"] as? [String: Any])
        #expect(animation["seconds"] as? Double == seconds && animation["duration"] as? Double == 8)
        let phone = try #require((json["nodes"] as? [[String: Any]])?.first)
        #expect(phone["name"] as? String == "phone")
        let screen = try frame(of: phone)
        #expect(try radii(of: phone) == RectangleCornerRadii(uniform: 64))
        let container = Container(frame: screen, shape: .roundedRectangle(cornerRadius: 64, style: .continuous))
        let dragged = try #require(
            (phone["children"] as? [[String: Any]])?.first { $0["name"] as? String == "dragged" })
        let box = try frame(of: dragged)
        let expected = ConcentricResolver.concentricCornerRadii(in: box, container: container, direction: .leftToRight)
        // Within rounding: the frame is read back from its JSON spelling.
        let given = try radii(of: dragged)
        for corner in Corner.allCases { #expect(abs(given[corner] - expected[corner]) < 1e-9, "\(corner)") }
        // The quarters that carry the labels, in the box, are square rectangles.
        for quarter in dragged["children"] as? [[String: Any]] ?? [] {
            #expect(try radii(of: quarter) == .zero)
        }
        // What the script printed is that frame's.
        #expect(result.error.hasPrefix("at \(NumberFormat.format(seconds)) s: "), "\(result.error)")
    }

    @Test func aStillFrameInEveryFormat() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("slide.shape", slide)
        for format in ["svg", "png", "pdf", "txt", "json", "html", "css", "swift", "tokens.json"] {
            let result = try runShape(["render", script, "--time", "0.4", "-o", folder.path("still.\(format)")])
            #expect(result.status == 0, "\(format): \(result.error)")
            #expect(result.output == "x 49.2\n", "the frame's print")
        }
        #expect(try folder.read("still.svg").contains("d=\"M 49.2 6 L 129.2 6 L 129.2 56 L 49.2 56 L 49.2 6 Z\""))
        #expect(!(try folder.read("still.svg").contains("<animate")))
        #expect(try folder.read("still.txt").contains("this frame at 0.4 s: time 0.4, progress 0.4"))
        // The formats for code hold that frame too: the box 49.2 in, square (30 - 49.2 < 0).
        #expect(try folder.read("still.html").contains("left: 49.2px"))
        #expect(
            try folder.read("still.css").contains(
                "left: 49.2px;\n  top: 6px;\n  width: 80px;\n  height: 50px;\n  border-radius: 0px;"))
        #expect(try folder.read("still.swift").contains("leading: 49.2"))
        #expect(
            try folder.read("still.tokens.json").contains(
                "\"topLeading\": {\"$value\": {\"value\": 0, \"unit\": \"px\"}, \"$description\": \"floored at 0"))
    }

    @Test func svgPlaysAndIsTheSameEveryTime() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("slide.shape", slide)
        let first = try runShape(["render", script, "--format", "svg"])
        let second = try runShape(["render", script, "--format", "svg"])
        #expect(first.status == 0 && first.output == second.output)
        #expect(first.output.contains("<animate attributeName=\"d\" calcMode=\"discrete\" dur=\"1s\" fill=\"freeze\""))
        #expect(first.error == "x 6\n", "printed once, at the first frame")
        // --fps cuts the same second into 10 frames: 11 values with the end.
        let faster = try runShape(["render", script, "--format", "svg", "--fps", "10"])
        let values = faster.output.components(separatedBy: " values=\"").dropFirst().first?.prefix { $0 != "\"" }
        #expect(values?.components(separatedBy: ";").count == 11)
    }

    @Test func everyFrameToItsOwnFileAndAnAPNG() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("slide.shape", slide)
        let frames = try runShape(["render", script, "--frames", "--output-dir", folder.path("frames")])
        #expect(frames.status == 0, "\(frames.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("frames")).sorted()
        #expect(names == (0...5).map { "slide-000\($0).png" })
        let json = try runShape([
            "render", script, "--frames", "--format", "json", "--output-dir", folder.path("json"),
        ])
        #expect(json.status == 0)
        let last = try String(contentsOfFile: folder.path("json/slide-0005.json"), encoding: .utf8)
        #expect(last.contains("\"progress\": 1") && last.contains("\"x\": 114"))

        let apng = try runShape(["render", script, "-o", folder.path("slide.apng")])
        #expect(apng.status == 0, "\(apng.error)")
        let chunks = try PNGChunks(Data(contentsOf: URL(fileURLWithPath: folder.path("slide.apng"))))
        // acTL: 6 frames (5 steps and the end), played once.
        #expect(chunks.data("acTL") == [0, 0, 0, 6, 0, 0, 0, 1])
        #expect(chunks.count("fcTL") == 6 && chunks.count("fdAT") == 5 && chunks.count("IDAT") == 1)
        #expect(
            PictureCommandTests.pngSize(try Data(contentsOf: URL(fileURLWithPath: folder.path("slide.apng")))) == (
                200, 120
            ))
    }

    @Test func checkHoldsAssertsAtEveryFrame() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("late.shape", slide + "\nassert box.frame.x < 80, \"not so far\"\n")
        let result = try runShape(["check", script])
        #expect(result.status == 1)
        #expect(result.error.contains("error: assertion failed: box.frame.x < 80: not so far"))
        #expect(result.error.contains("note: at 0.8 s into the animation (time 0.8, progress 0.8)"))
        // A render fails the same way, and writes nothing.
        let render = try runShape(["render", script, "-o", folder.path("late.svg")])
        #expect(render.status == 1 && !FileManager.default.fileExists(atPath: folder.path("late.svg")))
        #expect(try runShape(["check", dragDemo]).status == 0)
    }

    @Test func timeAndFPSWarnForAStillScript() throws {
        let result = try runShape(["render", "-", "--time", "2", "--format", "json"], input: "shape Capsule() { }")
        #expect(result.status == 0)
        #expect(result.error == "warning: --time does nothing: the script declares no animation\n")
        let piped = try runShape([], input: slide + "\nassert progress < 0.5\n")
        #expect(piped.status == 1, "a script on standard input is run at every frame too")
    }

    @Test func markdownFiguresOfAnimatedBlocksPlay() throws {
        let folder = try TemporaryFolder()
        let document = try folder.write("doc.md", "# Sliding\n\n```shape id=slide\n" + slide + "\n```\n")
        let result = try runShape(["md", document, "-o", folder.path("out.md")])
        #expect(result.status == 0, "\(result.error)")
        #expect(try folder.read("slide.svg").contains("<animate attributeName=\"d\""))
    }
}

@Suite struct PlayTests {
    @Test func playWithoutATerminalWritesEveryFrameOnce() {
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(), isInteractive: false)
        var reader = ScriptedReader(lines: slide.components(separatedBy: "\n") + [":play --width 30"])
        _ = repl.run(&reader)
        #expect(captured.error == "")
        #expect(captured.output.hasPrefix("x 6\n"))
        #expect(captured.output.components(separatedBy: "animation 1 s, .linear, 5 fps; this frame at").count - 1 == 6)
        #expect(
            captured.output.contains("this frame at 0.4 s: time 0.4, progress 0.4\nbox  ConcentricRectangle  49.2, 6"))
        #expect(captured.output.hasSuffix("played 6 frames (1 s)\n"))
        #expect(!captured.output.contains("\u{1B}["), "no cursor movement off a terminal")
    }

    /// An input a limit stopped is not done again in every frame: the animation still plays,
    /// renders and writes after it, with no `:reset`; an input that failed with an ordinary
    /// error is still done again (what it did before the error stays in every frame).
    @Test(arguments: ["while true { n += 1 }", "n += 1; assert n == 0, \"not yet\""])
    func afterAnInputALimitStoppedTheAnimationKeepsWorking(_ runaway: String) throws {
        let folder = try TemporaryFolder()
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(), isInteractive: false)
        var reader = ScriptedReader(
            lines: slide.components(separatedBy: "\n") + [
                "var n = 0", runaway, ":render --width 30", ":render \(folder.path("after.svg"))", ":play --width 30",
            ])
        _ = repl.run(&reader)
        let errors = captured.error.components(separatedBy: ": error: ").count - 1
        #expect(errors == 1, "only the runaway input's own error:\n\(captured.error)")
        #expect(captured.error.contains("(the step limit)") || captured.error.contains("not yet"))
        #expect(captured.output.contains("wrote \(folder.path("after.svg")) (svg, "), "\(captured.output)")
        #expect(try folder.read("after.svg").contains("<animate attributeName=\"d\""))
        #expect(captured.output.hasSuffix("played 6 frames (1 s)\n"), "\(captured.output.suffix(300))")
    }

    /// A frame is drawn over the last one by moving up the rows it took: a report line wider
    /// than the terminal wraps, and takes two.
    @Test func aFrameCountsTheRowsItsWrappedLinesTake() {
        #expect(REPL.rowsOnScreen("ab\ncdefgh\n\n", columns: 4) == 4)
        #expect(REPL.rowsOnScreen("ab\ncdefgh\n\n", columns: 6) == 3)
        #expect(REPL.rowsOnScreen("ab\ncdefgh\n\n", columns: nil) == 3)
        #expect(REPL.rowsOnScreen("╭──╮\n╰──╯\n", columns: 4) == 2, "box drawing is one column a character")
    }

    @Test(arguments: [
        (
            ":play",
            "error: nothing to play: the session declares no animation (animation duration: 2, curve: .easeInOut)"
        ),
        (":play --speed 2", "error: ':play' takes --fps N and --width N, not '--speed'"),
        (":play --fps 0", "error: option '--fps' needs a frame rate above 0 and at most 240, not '0'"),
    ])
    func playMistakes(line: String, message: String) {
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(), isInteractive: false)
        var reader = ScriptedReader(lines: [line])
        _ = repl.run(&reader)
        #expect(captured.error == message + "\n")
    }

    @Test func renderTakesATime() {
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(), isInteractive: false)
        var reader = ScriptedReader(lines: slide.components(separatedBy: "\n") + [":render json --time 1"])
        _ = repl.run(&reader)
        #expect(captured.output.contains("\"x\": 114"))
        #expect(captured.output.contains("x 114\n"), "the frame's print")
    }
}

/// The chunks of a PNG file, by type.
struct PNGChunks {
    var chunks: [(type: String, data: [UInt8])] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        try #require(bytes.count > 8 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
    }

    func count(_ type: String) -> Int { chunks.filter { $0.type == type }.count }
    func data(_ type: String) -> [UInt8]? { chunks.first { $0.type == type }?.data }
}

private func frame(of node: [String: Any]) throws -> Rect {
    let frame = try #require(node["frame"] as? [String: Double])
    return Rect(
        x: try #require(frame["x"]), y: try #require(frame["y"]), width: try #require(frame["width"]),
        height: try #require(frame["height"]))
}

private func radii(of node: [String: Any]) throws -> RectangleCornerRadii {
    let radii = try #require(node["radii"] as? [String: Double])
    return RectangleCornerRadii(
        topLeading: try #require(radii["topLeading"]), bottomLeading: try #require(radii["bottomLeading"]),
        bottomTrailing: try #require(radii["bottomTrailing"]), topTrailing: try #require(radii["topTrailing"]))
}
