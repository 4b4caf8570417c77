// The `shape` binary run as a user runs it: formats, standard input and output, exit codes,
// atomic output, refusing to overwrite inputs, usage errors, help and version.
import Foundation
import ShapeLanguage
import ShapeScene
import Testing

@Suite struct RenderEndToEndTests {
    /// A child that exits without reading its input (a usage error) leaves the writer with a
    /// broken pipe: the tests must see the exit status, not die of SIGPIPE themselves.
    @Test func aRefusedInputDoesNotEndTheTests() throws {
        let input = String(repeating: "shape a = Capsule() { size 10 x 10 }\n", count: 40_000)
        let run = try runShape(["render", "--no-such-flag"], input: input)
        #expect(run.status == 2)
        #expect(run.error.contains("--no-such-flag"))
    }

    @Test func capsuleFromStandardInputAsJSONHasRadii20() throws {
        let result = try runShape(["render", "-", "--format", "json"], input: "shape s = Capsule() { size 80 x 40 }\n")
        #expect(result.status == 0)
        #expect(result.error == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        let radii = try #require(nodes.first?["radii"] as? [String: Double])
        #expect(nodes.first?["name"] as? String == "s")
        #expect(radii == ["topLeading": 20, "topTrailing": 20, "bottomLeading": 20, "bottomTrailing": 20])
    }

    @Test func timingGoesToStandardErrorAndLeavesTheOutputAlone() throws {
        let result = try runShape(
            ["render", "-", "--format", "json", "--timing"], input: "shape s = Capsule() { size 80 x 40 }\n")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{"))
        #expect(result.error.hasPrefix("timing: evaluate "))
        #expect(result.error.hasSuffix(" ms (1 nodes)\n"))
    }

    @Test func standardOutputThatIsNotATerminalGetsSVGAndPrintGoesToStandardError() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let result = try runShape(["render", "card.shape"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("<?xml"))
        #expect(result.output.hasSuffix("</svg>\n"))
        #expect(!result.output.contains("topLeading: 12"))
        #expect(result.error == "(topLeading: 12, topTrailing: 12, bottomLeading: 12, bottomTrailing: 12)\n")
    }

    @Test(arguments: [
        ("out.svg", "<?xml"), ("out.json", "{\n  \"canvas\""), ("out.txt", "┌"), ("OUT.SVG", "<?xml"),
    ])
    func formatFollowsTheOutputExtension(name: String, start: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let result = try runShape(["render", "card.shape", "-o", name], in: folder.url)
        #expect(result.status == 0)
        #expect(try folder.read(name).hasPrefix(start))
        if name == "out.txt" {
            // Not to a terminal: the preview is 80 columns wide.
            #expect(try folder.read(name).split(separator: "\n").first?.count == 80)
        }
        // Writing to a file, the script's print output goes to standard output.
        #expect(result.output.contains("topLeading: 12"))
        #expect(try folder.contents() == ["card.shape", name].sorted())
    }

    @Test func textFormatHasPreviewThenTreeAndExplainAddsDerivations() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let plain = try runShape(["render", "card.shape", "--format", "text", "--width", "40"], in: folder.url)
        #expect(plain.status == 0)
        let firstLine = try #require(plain.output.split(separator: "\n").first)
        #expect(firstLine.count == 40)
        #expect(plain.output.contains("photo  ConcentricRectangle  32, 32, 336 x 200  TL 12  TR 12  BL 12  BR 12"))
        #expect(!plain.output.contains("container 24 − distance 12"))
        let explained = try runShape(["render", "card.shape", "--format", "text", "--explain"], in: folder.url)
        #expect(explained.output.contains("topLeading     12 = container 24 − distance 12 (dx 12, dy 12)"))
    }

    @Test func jsonExplainAddsExplanations() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let result = try runShape(["render", "card.shape", "-o", "-", "--format", "json", "--explain"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.output.contains("\"explain\""))
        #expect(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) is [String: Any])
    }

    @Test func annotateAddsTheConstructionLayer() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let plain = try runShape(["render", "card.shape", "-o", "plain.svg"], in: folder.url)
        let annotated = try runShape(["render", "card.shape", "-o", "annotated.svg", "--annotate"], in: folder.url)
        #expect(plain.status == 0 && annotated.status == 0)
        #expect(try folder.read("annotated.svg").count > folder.read("plain.svg").count)
    }

    @Test func optionsThatDoNothingForTheFormatWarnButSucceed() throws {
        let annotate = try runShape(
            ["render", "-", "--format", "json", "--annotate"], input: "shape s = Circle() { size 10 x 10 }\n")
        #expect(annotate.status == 0)
        #expect(
            annotate.error == "warning: --annotate draws on SVG, PNG, APNG and PDF only; it does nothing for json\n")
        let explain = try runShape(["render", "-", "--explain"], input: "shape s = Circle() { size 10 x 10 }\n")
        #expect(explain.status == 0)
        #expect(explain.error == "warning: --explain adds to text and JSON only; for SVG, use --annotate\n")
        #expect(explain.output.hasPrefix("<?xml"))
    }

    @Test func aFailingScriptWritesNothingAndLeavesTheOldOutputAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.shape", "shape s = Capsule() { size 80 x 40 }\nlet y = nowhere\n")
        try folder.write("out.svg", "OLD")
        let result = try runShape(["render", "bad.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.error.hasPrefix(
                "bad.shape:2:9: error: undefined name 'nowhere'\n    let y = nowhere\n            ^~~~~~~"))
        #expect(try folder.read("out.svg") == "OLD")
        #expect(try folder.contents() == ["bad.shape", "out.svg"])
    }

    @Test func aSuccessfulRenderReplacesTheOutputWithoutTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        try folder.write("out.svg", "OLD")
        let result = try runShape(["render", "card.shape", "-o", "out.svg"], in: folder.url)
        #expect(result.status == 0)
        #expect(try folder.read("out.svg").hasPrefix("<?xml"))
        #expect(try folder.contents() == ["card.shape", "out.svg"])
    }

    @Test(arguments: ["card.shape", "./card.shape", "sub/../card.shape", "link.shape"])
    func refusesToWriteOverTheScript(output: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.shape"), withDestinationPath: "card.shape")
        let result = try runShape(["render", "card.shape", "-o", output, "--format", "svg"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("refusing to write '\(output)' over the script it renders"))
        #expect(try folder.read("card.shape") == cardScript)
    }

    @Test func refusesToWriteOverAnImportedFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib.shape", "let inset = 12\n")
        try folder.write("main.shape", "import \"lib.shape\"\nshape s = Capsule() { size 80 x inset }\n")
        let result = try runShape(["render", "main.shape", "-o", "lib.shape", "--format", "json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.contains("refusing to write 'lib.shape' over 'lib.shape', which the script imports"))
        #expect(try folder.read("lib.shape") == "let inset = 12\n")
        #expect(try folder.contents() == ["lib.shape", "main.shape"])
    }

    @Test func missingUnreadableAndInvalidInputsAreErrorsWithStatus1() throws {
        let folder = try TemporaryFolder()
        try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0x22, 0x0A])
            .write(to: folder.url.appendingPathComponent("latin1.shape"))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let missing = try runShape(["render", "missing.shape"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.error == "error: no such file 'missing.shape'\n")
        let directory = try runShape(["render", "folder"], in: folder.url)
        #expect(directory.status == 1)
        #expect(directory.error == "error: 'folder' is a directory\n")
        let invalid = try runShape(["check", "latin1.shape"], in: folder.url)
        #expect(invalid.status == 1)
        #expect(
            invalid.error == "latin1.shape:1:10: error: 'latin1.shape' is not valid UTF-8: invalid byte 0xff at 1:10\n")
    }

    @Test func anUnwritableOutputIsAnErrorWithStatus1() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let result = try runShape(["render", "card.shape", "-o", "no/such/folder/out.svg"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.error.contains("error: "))
        #expect(try folder.contents() == ["card.shape"])
    }

    @Test func sandboxTakesImportsAwayButStillWritesTheOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib.shape", "let inset = 12\n")
        try folder.write("main.shape", "import \"lib.shape\"\nshape s = Capsule() { size 80 x inset }\n")
        try folder.write("plain.shape", "shape s = Capsule() { size 80 x 40 }\n")
        let refused = try runShape(["render", "main.shape", "--sandbox", "-o", "out.svg"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.error.contains("main.shape:1:"))
        let allowed = try runShape(["render", "plain.shape", "--sandbox", "-o", "out.svg"], in: folder.url)
        #expect(allowed.status == 0)
        #expect(try folder.read("out.svg").hasPrefix("<?xml"))
    }

    @Test func limitFlagsStopRunawayScripts() throws {
        let steps = try runShape(
            ["render", "-", "--max-steps", "1000"], input: "var i = 0\nwhile true { i = i + 1 }\n")
        #expect(steps.status == 1)
        #expect(steps.error.contains("<stdin>:2:"))
        let nodes = try runShape(
            ["check", "-", "--max-nodes", "3"], input: "for i in 0..<10 { shape Capsule() { size 10 x 10 } }\n")
        #expect(nodes.status == 1)
        let depth = try runShape(["check", "-", "--max-depth", "3"], input: "let x = ((((((1))))))\n")
        #expect(depth.status == 1)
        let calls = try runShape(
            ["check", "-", "--max-call-depth", "10"], input: "func f(_ n) { return f(n + 1) }\nf(0)\n")
        #expect(calls.status == 1)
        let output = try runShape(
            ["check", "-", "--max-output", "10"], input: "print \"a fairly long line of output\"\n")
        #expect(output.status == 1)
        // Each error says which flag raises its limit.
        #expect(steps.error.contains("hint: a loop may never end; raise the limit with --max-steps N"))
        #expect(nodes.error.contains("hint: raise the limit with --max-nodes N"))
        #expect(depth.error.contains("adds a level; raise the limit with --max-depth N"))
        #expect(calls.error.contains("hint: a recursion may never end; raise the limit with --max-call-depth N"))
        #expect(output.error.contains("hint: raise the limit with --max-output BYTES"))
    }

    /// Every example in every format, rendered by two separate processes (each with its own
    /// random hash seed), gives the same bytes.
    @Test func outputIsByteIdenticalAcrossProcesses() throws {
        let examples = ShapeBinary.packageRoot.appendingPathComponent("examples")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".shape") }.sorted()
        #expect(scripts.count >= 12)
        let formats = [["--format", "svg", "--annotate"], ["--format", "json", "--explain"], ["--format", "text"]]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFT_DETERMINISTIC_HASHING")
        for script in scripts {
            for format in formats {
                let arguments = ["render", script] + format
                let first = try runShape(arguments, in: examples, environment: [:])
                let second = try runShape(arguments, in: examples, environment: [:])
                #expect(first.status == 0, "\(script) \(format): \(first.error)")
                #expect(first.output == second.output, "\(script) \(format) differs between two runs")
                #expect(!first.output.isEmpty || script == "tokens.shape")
            }
        }
    }
}

@Suite struct CheckAndExplainEndToEndTests {
    @Test func checkReportsEveryFileAndFailsWhenAnyFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("good.shape", cardScript)
        try folder.write("bad.shape", "let x = \n")
        let result = try runShape(["check", "good.shape", "bad.shape", "good.shape"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("bad.shape:1:"))
        #expect(result.error.contains(": error: "))
        let clean = try runShape(["check", "good.shape"], in: folder.url)
        #expect(clean.status == 0)
        #expect(clean.output == "" && clean.error == "")
    }

    @Test func warningsGoToStandardErrorAndKeepStatus0() throws {
        // A child wider than its container overflows it: a warning, not an error.
        let script = """
            container box = RoundedRectangle(cornerRadius: 10) {
                size 100 x 100
                shape wide = ConcentricRectangle() { size 300 x 50 }
            }

            """
        let result = try runShape(["check", "-"], input: script)
        #expect(result.status == 0)
        #expect(result.error.contains("warning:"))
    }

    /// A large scene's warnings are checked while it is written (on another thread), and come
    /// out the same: after it, with status 0; as errors they still stop it being written.
    @Test func aLargeScenesWarningsComeWithItsPicture() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "big.shape",
            """
            for i in 0..<6000 {
                container RoundedRectangle(cornerRadius: 8) {
                    at i * 2, 0
                    size 1 x 20
                    shape ConcentricRectangle() {
                        if i == 4000 { width 5 } else { width 1 }
                    }
                }
            }

            """)
        let overflow =
            "big.shape:5:9: warning: 'ConcentricRectangle' overflows its container 'roundedRectangle-4001' by 2"
            + " (in 1 of 6000 nodes made here)\n"
        for format in ["svg", "json"] {
            let quiet = try runShape(
                ["render", "big.shape", "--warnings", "none", "-o", "quiet.\(format)"], in: folder.url)
            #expect(quiet.status == 0 && quiet.error == "")
            let result = try runShape(["render", "big.shape", "-o", "out.\(format)"], in: folder.url)
            #expect(result.status == 0)
            #expect(result.error.hasPrefix(overflow), "\(result.error)")
            #expect(try folder.read("out.\(format)") == folder.read("quiet.\(format)"))
            let piped = try runShape(["render", "big.shape", "--format", format], in: folder.url)
            #expect(piped.status == 0 && piped.error.hasPrefix(overflow))
            #expect(try piped.output == folder.read("quiet.\(format)"))
            let strict = try runShape(
                ["render", "big.shape", "--warnings", "error", "-o", "strict.\(format)"], in: folder.url)
            #expect(strict.status == 1)
            #expect(strict.error.hasPrefix(overflow.replacingOccurrences(of: "warning:", with: "error:")))
            let files = try folder.contents()
            #expect(!files.contains("strict.\(format)"))
        }
    }

    @Test func explainShowsEveryNodeOrOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let all = try runShape(["explain", "card.shape"], in: folder.url)
        #expect(all.status == 0)
        #expect(all.output.hasPrefix("card: RoundedRectangle, frame 20, 20, 360 x 260\n"))
        #expect(
            all.output.contains("\n\nphoto: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 336 x 200\n"))
        // The script's own output stays off standard output.
        #expect(all.error.contains("topLeading: 12"))
        let one = try runShape(["explain", "card.shape", "photo"], in: folder.url)
        #expect(one.output.hasPrefix("photo: ConcentricRectangle"))
        #expect(one.output.contains("  topLeading     12 = container 24 − distance 12 (dx 12, dy 12)\n"))
        let missing = try runShape(["explain", "card.shape", "phot"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.error.contains("error: no node named 'phot'; did you mean 'photo'?"))
    }

    @Test func aBareShapeOnAPipeRunsTheScript() throws {
        let result = try runShape([], input: "let a = 2\nprint a * 21\n")
        #expect(result.status == 0)
        #expect(result.output == "42\n")
        #expect(result.error == "")
        let failing = try runShape(["--sandbox"], input: "print 1\nassert 1 == 2\n")
        #expect(failing.status == 1)
        #expect(failing.error.contains("<stdin>:2:"))
    }

    @Test func theREPLOnAPipeReadsPlainLinesWithoutPrompts() throws {
        let input = """
            let inset = 12
            container card = RoundedRectangle(cornerRadius: 24) {
                size 200 x 100
                shape photo = ConcentricRectangle() { padding inset }
            }
            photo.radii
            :radii photo
            let broken = nowhere
            inset + 1

            """
        let result = try runShape(["repl"], input: input)
        #expect(result.status == 1)
        #expect(
            result.output == """
                (topLeading: 12, topTrailing: 12, bottomLeading: 12, bottomTrailing: 12)
                photo: topLeading 12, topTrailing 12, bottomLeading 12, bottomTrailing 12
                13

                """)
        #expect(!result.error.contains("shape>"))
        #expect(!result.error.contains(":help for help"))
        #expect(result.error.contains("<input>:1:14: error: undefined name 'nowhere'"))
    }
}

@Suite struct UsageEndToEndTests {
    @Test(arguments: [
        (["rendr", "x.shape"], "error: unknown command 'rendr'; did you mean 'render'?"),
        (
            ["render", "--fromat", "svg", "x.shape"],
            "error: unknown option '--fromat' for 'render'; did you mean '--format'?"
        ),
        (
            ["render", "x.shape", "--format"],
            "error: option '--format' needs a value (svg, text, json, png, pdf, apng, html, css, swiftui or tokens)"
        ),
        (
            ["render", "x.shape", "--format", "jsn"],
            "error: unknown format 'jsn' (svg, text, json, png, pdf, apng, html, css, swiftui or tokens); did you mean 'json'?"
        ),
        (["render", "x.shape", "--width", "wide"], "error: option '--width' needs a whole number, not 'wide'"),
        (["check", "x.shape", "--max-steps", "1e6"], "error: option '--max-steps' needs a whole number, not '1e6'"),
        (["render"], "error: 'render' needs a FILE to render ('-' for standard input)"),
        (
            ["render", "a.shape", "b.shape"],
            "error: 'render' takes one FILE, but was given 2: 'a.shape', 'b.shape'; to render each, give --output-dir DIR (or -o OUT.pdf for one PDF, a page each)"
        ),
        (["render", "a.shape", "--watch"], "error: '--watch' needs an output file: -o OUT"),
        (["check"], "error: 'check' needs at least one FILE ('-' for standard input)"),
        (
            ["explain", "a", "b", "c"],
            "error: 'explain' takes a FILE and at most one NODE, but was given 'a', 'b', 'c'"
        ),
        (["repl", "x.shape"], "error: 'repl' takes no FILE, but was given 'x.shape'"),
        (["card.shape"], "error: unknown command 'card.shape'; to render a file, run 'shape render card.shape'"),
        (
            ["help", "chek"],
            "error: no help for 'chek', which is neither a command nor 'language'; did you mean 'check'?"
        ),
        (["--verbose"], "error: unknown option '--verbose'"),
    ])
    func usageErrorsExitWith2AndNameTheProblem(arguments: [String], message: String) throws {
        let result = try runShape(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message + "\n"))
        #expect(result.error.contains("usage: shape"))
    }

    @Test func anOutputWhoseFormatCannotBeToldIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", cardScript)
        let result = try runShape(["render", "card.shape", "-o", "card.gif"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: cannot tell the format from 'card.gif'"))
        #expect(try folder.contents() == ["card.shape"])
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try runShape(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "shape 0.1.0\n")
    }

    @Test(arguments: [nil, "render", "check", "explain", "md", "repl", "devices"])
    func helpForTheToolAndEachCommand(command: String?) throws {
        let viaFlag = try runShape((command.map { [$0] } ?? []) + ["--help"])
        let viaShort = try runShape((command.map { [$0] } ?? []) + ["-h"])
        let viaHelp = try runShape(["help"] + (command.map { [$0] } ?? []))
        #expect(viaFlag.status == 0)
        #expect(viaFlag.error == "")
        #expect(viaFlag.output == viaShort.output)
        #expect(viaFlag.output == viaHelp.output)
        #expect(viaFlag.output.contains(command.map { "usage: shape \($0)" } ?? "usage: shape COMMAND"))
    }

    /// `shape help language` lists what the language has: every shape, command word and warning
    /// kind a script can use appears in it.
    @Test func helpLanguageIsTheReferenceOfTheLanguage() throws {
        let result = try runShape(["help", "language"])
        #expect(result.status == 0)
        let words = [
            "RoundedRectangle(cornerRadius:style:)", "UnevenRoundedRectangle(cornerRadii:style:)", "Capsule(style:)",
            "ConcentricRectangle(uniformTopCorners:bottomLeadingCorner:bottomTrailingCorner:)",
            "concentricCornerRadii(in:)", "radii(of:)", ".concentric(minimum:)", ".fixed(_:)", "device(_:)",
            "size W x H", "cornerStyle circular | continuous", "ignoresSafeArea", "silence", "canvas width: height:",
            "vstack spacing: alignment:", ".frame", ".isUniform", ".safeArea", "overflow", "squared", "estimate",
            "'shape devices'",
        ]
        for word in words {
            #expect(result.output.contains(word), "missing \(word)")
        }
        for keyword in Keyword.allCases {
            #expect(result.output.contains(" \(keyword.rawValue)"), "missing keyword \(keyword.rawValue)")
        }
    }

    @Test func devicesListsEveryPresetWithItsSources() throws {
        let all = try runShape(["devices"])
        #expect(all.status == 0)
        #expect(all.error == "")
        for device in Device.presets {
            #expect(all.output.contains("  \(device.name) "), "missing \(device.name)")
        }
        let row = all.output.split(separator: "\n").first { $0.hasPrefix("  iPhone 16 Pro ") }
        let columns = row?.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        #expect(columns?.prefix(4) == ["iPhone 16 Pro", "402 × 874", "62", "62 / 34"])
        #expect(all.output.contains("~57"))
        #expect(all.output.contains("Corner radius sources:\n  r1  "))
        #expect(all.output.contains("Safe area sources:\n  s1  "))

        let some = try runShape(["devices", "iphone16", "--format", "json"])
        #expect(some.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(some.output.utf8)) as? [String: [[String: Any]]])
        let names = json["devices"]?.compactMap { $0["name"] as? String }
        #expect(names == ["iPhone 16e", "iPhone 16", "iPhone 16 Plus", "iPhone 16 Pro", "iPhone 16 Pro Max"])
        let plus = try #require(json["devices"]?[2])
        #expect(plus["cornerRadius"] as? Double == 55)
        #expect(plus["width"] as? Double == 430)
        #expect((plus["safeArea"] as? [String: Double])?["top"] == 59)
        #expect(plus["cornerRadiusIsEstimate"] as? Bool == false)
        #expect((plus["cornerRadiusSource"] as? String)?.contains("ScreenCorners") == true)

        let none = try runShape(["devices", "Pixel 9"])
        #expect(none.status == 1)
        #expect(none.output == "")
        #expect(none.error.hasPrefix("error: no device preset matches 'Pixel 9'"))
    }

    @Test func helpWinsOverOtherMistakes() throws {
        let result = try runShape(["render", "--bogus", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("usage: shape render"))
    }
}
