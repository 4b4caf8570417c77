import ShapeLanguage
import ShapeRendering
import Testing

// Parsing the command line into a Command, in-process: defaults, every option spelling, and the
// usage errors with their did-you-mean.
@testable import ShapeCommandLine

@Suite struct CommandLineParserTests {
    @Test func aBareShapeStartsWithDefaultLimits() throws {
        #expect(try CommandLineParser.parse([]) == .start(LimitOptions()))
    }

    @Test func renderOptionsInEverySpelling() throws {
        var expected = RenderOptions(input: "card.shape")
        expected.output = "out.svg"
        expected.format = .json
        expected.annotate = true
        expected.explain = true
        expected.width = 60
        let spellings: [[String]] = [
            ["render", "card.shape", "-o", "out.svg", "--format", "json", "--annotate", "--explain", "--width", "60"],
            ["render", "--output=out.svg", "-f", "json", "--width=60", "--explain", "--annotate", "card.shape"],
            [
                "render", "--annotate", "--explain", "--format=json", "--width", "60", "-o", "out.svg", "--",
                "card.shape",
            ],
        ]
        for arguments in spellings {
            #expect(try CommandLineParser.parse(arguments) == .render(expected))
        }
    }

    @Test func aDashIsStandardInputOrOutput() throws {
        var expected = RenderOptions(input: "-")
        expected.output = "-"
        #expect(try CommandLineParser.parse(["render", "-", "-o", "-"]) == .render(expected))
        #expect(expected.writesToStandardOutput)
    }

    @Test func anArgumentAfterDoubleDashIsAFileEvenWithADash() throws {
        #expect(
            try CommandLineParser.parse(["check", "--", "--odd.shape"]) == .check(CheckOptions(inputs: ["--odd.shape"]))
        )
    }

    @Test func explicitLimitsWinOverSandboxWhateverTheOrder() throws {
        let command = try CommandLineParser.parse(["check", "--max-steps", "42", "--sandbox", "a.shape"])
        guard case .check(let options) = command else {
            Issue.record("expected check, got \(command)")
            return
        }
        #expect(options.limits.limits.maxSteps == 42)
        #expect(options.limits.limits.maxNodes == Limits.sandbox.maxNodes)
        #expect(options.limits.fileAccess == .sandbox)
    }

    @Test func everyLimitFlagSetsItsLimit() throws {
        let command = try CommandLineParser.parse([
            "repl", "--max-steps", "1", "--max-call-depth", "2", "--max-depth", "3", "--max-nodes", "4",
            "--max-imports", "5", "--max-output", "6",
        ])
        guard case .repl(let options) = command else {
            Issue.record("expected repl, got \(command)")
            return
        }
        let limits = options.limits
        #expect(
            [
                limits.maxSteps, limits.maxCallDepth, limits.maxNestingDepth, limits.maxNodes, limits.maxImports,
                limits.maxOutputBytes,
            ]
                == [1, 2, 3, 4, 5, 6])
        #expect(options.fileAccess == .standard)
    }

    @Test func helpAndVersion() throws {
        #expect(try CommandLineParser.parse(["--help"]) == .help(nil))
        #expect(try CommandLineParser.parse(["help"]) == .help(nil))
        #expect(try CommandLineParser.parse(["help", "explain"]) == .help(.command(.explain)))
        #expect(try CommandLineParser.parse(["check", "-h"]) == .help(.command(.check)))
        #expect(try CommandLineParser.parse(["help", "language"]) == .help(.language))
        #expect(try CommandLineParser.parse(["devices", "--help"]) == .help(.command(.devices)))
        #expect(try CommandLineParser.parse(["render", "--", "--help"]) == .render(RenderOptions(input: "--help")))
        #expect(try CommandLineParser.parse(["--version"]) == .version)
    }

    @Test(arguments: [
        (["--max-nodes", "-3"], "option '--max-nodes' needs a whole number, not '-3'"),
        (
            ["--max-nodes", "99999999999999999999"],
            "option '--max-nodes' needs a whole number, not '99999999999999999999'"
        ),
        (["--max-nodes"], "option '--max-nodes' needs a value (a number)"),
        (["--sandbox=yes"], "option '--sandbox' takes no value"),
        (["--max-step", "3"], "unknown option '--max-step'; did you mean '--max-steps'?"),
        (["replay"], "unknown command 'replay'; did you mean 'repl'?"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: nil)) { try CommandLineParser.parse(arguments) }
    }

    @Test(arguments: [
        (["render", "x", "--width", "1"], "option '--width' must be from 2 to 1000, not 1"),
        (["render", "x", "--wdith", "40"], "unknown option '--wdith' for 'render'; did you mean '--width'?"),
        (
            ["render", "x", "--format", "SVG"],
            "unknown format 'SVG' (svg, text, json, png, pdf, apng, html, css, swiftui or tokens); did you mean 'svg'?"
        ),
        (["render", "-", "-o", "x.svg", "--watch"], "'--watch' needs a FILE to watch, not standard input"),
        (["render", "x", "-o", "-", "--watch"], "'--watch' needs an output file: -o OUT"),
    ])
    func renderUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: .render)) { try CommandLineParser.parse(arguments) }
    }

    @Test func devicesTakesAWordAndAFormat() throws {
        #expect(try CommandLineParser.parse(["devices"]) == .devices(DevicesOptions()))
        var options = DevicesOptions()
        options.filter = "16 pro"
        options.format = .json
        #expect(try CommandLineParser.parse(["devices", "16 pro", "--format=json"]) == .devices(options))
        #expect(throws: UsageError("'devices' writes text or json, not 'svg'", command: .devices)) {
            try CommandLineParser.parse(["devices", "-f", "svg"])
        }
        #expect(
            throws: UsageError(
                "'devices' takes at most one WORD to look for, but was also given 'Pro'"
                    + " (quote a name with spaces: shape devices \"iPhone 16\")", command: .devices)
        ) {
            try CommandLineParser.parse(["devices", "16", "Pro"])
        }
    }

    @Test func helpNamesTheTopicsItHas() {
        #expect(
            throws: UsageError(
                "no help for 'langauge', which is neither a command nor 'language'; did you mean 'language'?",
                command: .help)
        ) {
            try CommandLineParser.parse(["help", "langauge"])
        }
    }

    @Test func formatsFromFileNames() {
        #expect(OutputFormat(path: "a/b/card.svg") == .svg)
        #expect(OutputFormat(path: "card.TXT") == .text)
        #expect(OutputFormat(path: "card.json") == .json)
        #expect(OutputFormat(path: "card.png") == .png)
        #expect(OutputFormat(path: "Card.PDF") == .pdf)
        #expect(OutputFormat(path: "card.gif") == nil)
        #expect(OutputFormat(path: "dir.svg/card") == nil)
        #expect(OutputFormat(path: "svg") == nil)
        #expect(OutputFormat(path: "site/card.html") == .html)
        #expect(OutputFormat(path: "card.HTM") == .html)
        #expect(OutputFormat(path: "card.css") == .css)
        #expect(OutputFormat(path: "CardView.swift") == .swiftui)
        #expect(OutputFormat(path: "radii.tokens.json") == .tokens)
        #expect(OutputFormat(path: "radii.tokens") == .tokens)
        #expect(OutputFormat(path: "tokens.json") == .json)
        #expect(OutputFormat(path: "a.tokens/card.json") == .json)
    }

    @Test func didYouMeanIgnoresDashesAndNeedsACloseName() {
        #expect(closestMatch(to: "--fromat", among: ["--format", "--width"]) == "--format")
        #expect(closestMatch(to: "chek", among: CommandName.allCases.map(\.rawValue)) == "check")
        #expect(closestMatch(to: "zzzzzz", among: ["render", "check"]) == nil)
    }
}

@Suite struct InProcessCommandTests {
    @Test func renderToATerminalDefaultsToATextPreviewAsWideAsTheTerminal() {
        let captured = CapturedConsole()
        captured.input = Array("shape s = Capsule() { size 80 x 40 }\n".utf8)
        let status = ShapeTool.run(["render", "-"], console: captured.console(outputIsTerminal: true, outputWidth: 50))
        #expect(status == .success)
        let lines = captured.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.count == 50)
        #expect(captured.output.contains("╭"))
    }

    @Test func aUsageErrorShowsTheUsageLineAndWhereToLook() {
        let captured = CapturedConsole()
        let status = ShapeTool.run(["explain"], console: captured.console())
        #expect(status == .usage)
        #expect(
            captured.error == """
                error: 'explain' needs a FILE ('-' for standard input)
                usage: shape explain FILE [NODE]
                Run 'shape help explain' for more.

                """)
    }

    @Test func colourDependsOnTheTerminalAndNoColor() {
        #expect(Terminal.usesColor(errorIsTerminal: true, noColor: nil))
        #expect(Terminal.usesColor(errorIsTerminal: true, noColor: ""))
        #expect(!Terminal.usesColor(errorIsTerminal: true, noColor: "1"))
        #expect(!Terminal.usesColor(errorIsTerminal: false, noColor: nil))
    }
}
