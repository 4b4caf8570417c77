// The REPL engine driven by a scripted line reader: blocks over several lines, echoes,
// meta-commands, errors that keep the session, Ctrl-C, :reset and the exit status.
import Foundation
import ShapeCommandLine
import Testing

/// A line reader that plays back a list of inputs and records what the REPL asked of it.
struct ScriptedReader: LineReader {
    var inputs: [LineInput]
    var prompts: [String] = []
    var history: [String] = []
    var finished = false
    var completer: Completer?

    init(_ inputs: [LineInput]) {
        self.inputs = inputs
    }

    /// Plain lines.
    init(lines: [String]) {
        self.init(lines.map(LineInput.line))
    }

    mutating func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }

    mutating func addHistory(_ line: String) { history.append(line) }
    mutating func setCompleter(_ completer: Completer) { self.completer = completer }
    mutating func finish() { finished = true }
}

@Suite struct REPLTests {
    /// Runs `reader` through a fresh REPL and returns what it wrote and its status.
    private func run(
        _ reader: inout ScriptedReader, interactive: Bool = false
    ) -> (output: String, error: String, status: ExitCode, repl: REPL) {
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(), isInteractive: interactive)
        let status = repl.run(&reader)
        return (captured.output, captured.error, status, repl)
    }

    @Test func aBlockOverSeveralLinesWaitsWithTheContinuationPromptThenEchoes() {
        var reader = ScriptedReader(lines: [
            "let inset = 12",
            "container card = RoundedRectangle(cornerRadius: 24) {",
            "    size 200 x 100",
            "",
            "    shape photo = ConcentricRectangle() { padding inset }",
            "}",
            "photo.radii",
        ])
        let result = run(&reader)
        #expect(result.status == .success)
        #expect(result.error == "")
        #expect(result.output == "(topLeading: 12, topTrailing: 12, bottomLeading: 12, bottomTrailing: 12)\n")
        #expect(
            reader.prompts == [
                REPL.prompt, REPL.prompt, REPL.continuationPrompt, REPL.continuationPrompt,
                REPL.continuationPrompt, REPL.continuationPrompt, REPL.prompt, REPL.prompt,
            ])
        #expect(reader.finished)
        #expect(reader.completer != nil)
        // A block is one history entry, its lines joined as typed.
        #expect(
            reader.history == [
                "let inset = 12",
                "container card = RoundedRectangle(cornerRadius: 24) {\n    size 200 x 100\n\n"
                    + "    shape photo = ConcentricRectangle() { padding inset }\n}",
                "photo.radii",
            ])
    }

    @Test func anErrorKeepsEarlierDefinitionsAndALaterDefinitionWorks() {
        var reader = ScriptedReader(lines: ["let a = 2", "let b = nowhere + a", "let b = a * 3", "b + a"])
        let result = run(&reader)
        #expect(result.output == "8\n")
        #expect(
            result.error.hasPrefix(
                "<input>:1:9: error: undefined name 'nowhere'\n    let b = nowhere + a\n            ^~~~~~~"))
        #expect(result.status == .failure)
        #expect(result.repl.hadError)
    }

    @Test func onATerminalErrorsDoNotChangeTheStatusAndTheBannerIsShown() {
        var reader = ScriptedReader(lines: ["let a = nowhere"])
        let result = run(&reader, interactive: true)
        #expect(result.status == .success)
        #expect(result.error.hasPrefix(REPL.banner + "\n"))
        #expect(REPL.banner == "shape 0.1.0 — :help for help, :quit to leave")
    }

    @Test func printGoesToStandardOutputAsItHappens() {
        var reader = ScriptedReader(lines: ["for i in 1...3 { print \"line \\(i)\" }"])
        let result = run(&reader)
        #expect(result.output == "line 1\nline 2\nline 3\n")
    }

    @Test func interruptAbandonsTheOpenBlock() {
        var reader = ScriptedReader([.line("if true {"), .line("  let lost = 1"), .interrupted, .line("1 + 1")])
        let result = run(&reader)
        #expect(result.output == "2\n")
        #expect(result.error == "")
        #expect(
            reader.prompts == [REPL.prompt, REPL.continuationPrompt, REPL.continuationPrompt, REPL.prompt, REPL.prompt])
    }

    @Test func theEndOfInputInsideABlockReportsTheUnclosedBlock() {
        var reader = ScriptedReader(lines: ["container c = Rectangle() {", "  size 10 x 10"])
        let result = run(&reader)
        #expect(result.error.contains("error:"))
        #expect(result.status == .failure)
    }

    @Test func quitStopsReading() {
        var reader = ScriptedReader(lines: ["1", ":quit", "2"])
        let result = run(&reader)
        #expect(result.output == "1\n")
        #expect(reader.inputs == [.line("2")])
        var short = ScriptedReader(lines: [":q", "2"])
        #expect(run(&short).output == "")
    }

    @Test func timeReportsEachEvaluationOnStandardError() {
        var reader = ScriptedReader(lines: ["let a = 1", ":time", "a + 1", ":time off", "a + 2", ":time sometimes"])
        let result = run(&reader)
        #expect(result.output == "2\n3\n")
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "timing on")
        #expect(lines[1].hasPrefix("time: ") && lines[1].hasSuffix(" ms"))
        #expect(lines[2] == "timing off")
        #expect(lines[3].contains("':time' takes 'on' or 'off', not 'sometimes'"))
    }

    @Test func resetForgetsNamesAndNodes() {
        var reader = ScriptedReader(lines: [
            "let a = 1", "shape s = Capsule() { size 10 x 10 }", ":reset", "a", ":radii s",
        ])
        let result = run(&reader)
        #expect(result.output == "session reset: no names, no nodes\n")
        #expect(result.error.contains("undefined name 'a'"))
        #expect(result.error.contains("error: no node named 's': the script has no named nodes"))
        #expect(result.repl.session.nodeCount == 0)
    }

    /// `:set` runs everything typed so far again with another value for a parameter, as
    /// `--set` runs a script: the radii that follow from it change, the rest stays.
    @Test func setRunsTheSessionAgainWithAParametersValue() {
        var reader = ScriptedReader(lines: [
            ":set",
            "let cardRadius = 28",
            "let gap = 12",
            "container card = RoundedRectangle(cornerRadius: cardRadius) {",
            "  size 200 x 100",
            "  shape photo = ConcentricRectangle() { padding gap }",
            "}",
            ":radii photo",
            ":set gap 20",
            ":radii photo",
            ":set",
            ":set cardRadius=40",
            ":radii photo",
            ":set gap",
            ":radii photo",
            ":set gapp 3",
            ":set zzz 3",
            ":set gap wide",
            ":set gap 1 2",
        ])
        let result = run(&reader)
        #expect(
            result.output == """
                no parameters yet (a parameter is a top-level 'let NAME = number')
                photo: topLeading 16, topTrailing 16, bottomLeading 16, bottomTrailing 16
                gap = 20 (set; typed as 12)
                photo: topLeading 8, topTrailing 8, bottomLeading 8, bottomTrailing 8
                cardRadius  28  typed
                gap         20  set; typed as 12
                cardRadius = 40 (set; typed as 28)
                photo: topLeading 20, topTrailing 20, bottomLeading 20, bottomTrailing 20
                gap = 12 (typed)
                photo: topLeading 28, topTrailing 28, bottomLeading 28, bottomTrailing 28

                """)
        #expect(
            result.error == """
                error: ':set': no parameter 'gapp'; did you mean 'gap'? the parameters are 'cardRadius', 'gap'
                error: ':set': no parameter 'zzz'; the parameters are 'cardRadius', 'gap'
                error: ':set gap' takes a number, not 'wide'
                error: ':set' takes a parameter's NAME and a number (':set gap 16'), not 'gap 1 2'

                """)
        #expect(result.repl.session.parameterOverrides == ["cardRadius": 40])
    }

    /// A value the script cannot take is its error, with its place; the next `:set` recovers.
    @Test func setToAValueTheScriptRefusesReportsItsError() {
        var reader = ScriptedReader(lines: [
            "let side = 100", "shape s = RoundedRectangle(cornerRadius: 8) { size side x side }",
            "assert side > 10", ":set side 5", ":set side 50", ":radii s",
        ])
        let result = run(&reader)
        #expect(result.error.contains("assert"), "\(result.error)")
        #expect(
            result.output.hasSuffix(
                "side = 50 (set; typed as 100)\ns: topLeading 8, topTrailing 8, bottomLeading 8, bottomTrailing 8\n"))
    }

    /// A parameter's `let` typed again with another number: the session runs again, so the
    /// nodes drawn before it follow the new number too, and `:set`, the radii, the frames and
    /// an animation's frames all give that one value (before, `:set` listed 20 over a scene
    /// drawn with 12). A value set by `:set` stays until `:set NAME`.
    @Test func aLetTypedAgainIsTheValueTheSceneAndSetAgreeOn() {
        var reader = ScriptedReader(lines: [
            "let gap = 12",
            "container card = RoundedRectangle(cornerRadius: 24) {",
            "  size 200 x 100",
            "  shape photo = ConcentricRectangle() { padding gap }",
            "}",
            "let gap = 20",
            ":set",
            ":radii photo",
            "print photo.frame.x",
            ":set gap 16",
            "let gap = 4",
            ":radii photo",
            ":set gap",
            ":set",
            ":radii photo",
            "animation duration: 1, fps: 2",
            ":render json --time 0.5",
        ])
        let result = run(&reader)
        #expect(result.error == "")
        #expect(
            result.output.hasPrefix(
                """
                gap = 20 (typed): the session ran again with it
                gap  20  typed
                photo: topLeading 4, topTrailing 4, bottomLeading 4, bottomTrailing 4
                20
                16
                gap = 16 (set; typed as 20)
                photo: topLeading 8, topTrailing 8, bottomLeading 8, bottomTrailing 8
                4
                gap = 4 (typed)
                gap  4  typed
                photo: topLeading 20, topTrailing 20, bottomLeading 20, bottomTrailing 20
                4

                """), "\(result.output)")
        // Each run again prints again (20 in, then 16 under `:set`, then 4); the frame at 0.5 s
        // is the session run again at that moment: the photo still 4 in.
        #expect(result.output.contains(#""x": 4, "y": 4"#), "\(result.output)")
    }

    @Test func metaCommandsShowRadiiExplanationsAndTheTree() {
        var reader = ScriptedReader(lines: [
            "container card = RoundedRectangle(cornerRadius: 24) {",
            "  size 200 x 100",
            "  shape photo = ConcentricRectangle() { padding 10 }",
            "}",
            ":radii photo",
            ":explain photo",
            ":tree",
            ":help",
        ])
        let result = run(&reader)
        #expect(result.error == "")
        let expected = """
            photo: topLeading 14, topTrailing 14, bottomLeading 14, bottomTrailing 14
            photo: ConcentricRectangle in card (RoundedRectangle), frame 10, 10, 180 x 80
              topLeading     14 = container 24 − distance 10 (dx 10, dy 10)
              topTrailing    14 = container 24 − distance 10 (dx 10, dy 10)
              bottomLeading  14 = container 24 − distance 10 (dx 10, dy 10)
              bottomTrailing 14 = container 24 − distance 10 (dx 10, dy 10)

            """
        #expect(result.output.hasPrefix(expected))
        #expect(result.output.contains("card     RoundedRectangle     0, 0, 200 x 100"))
        #expect(result.output.contains(":render [FORMAT] [OPTIONS] [FILE]"))
    }

    @Test func explainWithoutANodeExplainsThemAll() {
        var reader = ScriptedReader(lines: [":explain", "shape a = Capsule() { size 10 x 20 }", ":explain"])
        let result = run(&reader)
        #expect(result.output.hasPrefix("no nodes yet\na: Capsule"))
    }

    @Test func unknownMetaCommandsSuggestTheNearest() {
        var reader = ScriptedReader(lines: [":rendr", ":frobnicate", ":radii", ":radii nobody"])
        let result = run(&reader)
        #expect(result.error.contains("error: unknown command ':rendr'; did you mean ':render'?\n"))
        #expect(result.error.contains("error: unknown command ':frobnicate'; type :help for the list\n"))
        #expect(result.error.contains("error: ':radii' needs a NODE name or id\n"))
        #expect(result.error.contains("error: no node named 'nobody'"))
        #expect(result.status == .failure)
    }

    @Test func renderWritesAFileAtomicallyOrShowsTheScene() throws {
        let folder = try TemporaryFolder()
        try folder.write("old.svg", "OLD")
        var reader = ScriptedReader(lines: [
            "shape pill = Capsule() { size 80 x 40 }",
            ":render \(folder.path("pill.json"))",
            ":render svg \(folder.path("old.svg"))",
            ":render text",
            ":render \(folder.path("pill.gif"))",
        ])
        let result = run(&reader)
        #expect(try folder.read("pill.json").contains("\"topLeading\": 20"))
        #expect(try folder.read("old.svg").hasPrefix("<?xml"))
        #expect(try folder.contents() == ["old.svg", "pill.json"])
        #expect(result.output.contains("wrote \(folder.path("pill.json")) (json, 1 node)\n"))
        #expect(result.output.contains("╭─ pill"))
        #expect(result.error.contains("error: cannot tell the format from '\(folder.path("pill.gif"))'"))
    }

    @Test func loadEvaluatesAFileAndRefusesToRenderOverIt() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("lib.shape", "let inset = 7\nshape dot = Circle() { size 20 x 20 }\n")
        var reader = ScriptedReader(lines: [
            ":load \(path)", "inset * 2", ":load \(path)", ":render svg \(path)", ":load \(folder.path("nope.shape"))",
        ])
        let result = run(&reader)
        #expect(
            result.output.hasPrefix(
                "loaded \(path) (1 node in the session)\n14\n"
                    + "replaced 'dot', the Circle from \(path):2\nloaded \(path) (1 node in the session)\n"))
        #expect(result.error.contains("error: refusing to write '\(path)' over '\(path)', which this session read"))
        #expect(result.error.contains("error: no such file '\(folder.path("nope.shape"))'"))
        #expect(try folder.read("lib.shape") == "let inset = 7\nshape dot = Circle() { size 20 x 20 }\n")
    }

    @Test func namesMayBeRedefined() {
        var reader = ScriptedReader(lines: [
            "let a = 1", "let a = 2", "func f() { return 1 }", "func f() { return a }", "f()",
        ])
        let result = run(&reader)
        #expect(result.error == "")
        // `a` is a parameter: typed again, it is the session's one value of it.
        #expect(result.output == "a = 2 (typed): the session ran again with it\n2\n")
    }

    /// `:render` takes the options of `shape render`; a word that looks like an option is never
    /// taken for a file name.
    @Test func renderTakesOptionsAndRefusesFileNamesThatLookLikeThem() throws {
        let folder = try TemporaryFolder()
        let session = "shape pill = Capsule() { size 300 x 40 }"
        var reader = ScriptedReader(lines: [
            session,
            ":render text --width 100",
            ":render text --width 100 \(folder.path("wide.txt"))",
            ":render --width=60 json --explain \(folder.path("pill.json"))",
            ":render svg --annotate \"\(folder.path("with space.svg"))\"",
            ":render png --scale 2 --background transparent \(folder.path("pill.png"))",
            ":render -- \(folder.path("-dash.json"))",
            ":render text --widht 100",
            ":render --width",
            ":render --width 1",
            ":render \(folder.path("a.svg")) \(folder.path("b.svg"))",
            ":render svg --annotate=yes",
        ])
        let result = run(&reader)
        let preview = result.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(preview.count == 100)
        #expect(try folder.read("wide.txt").split(separator: "\n").first?.count == 100)
        #expect(try folder.read("pill.json").contains("\"explain\""))
        #expect(try folder.read("with space.svg").contains("<g id=\"annotations\""))
        #expect(try folder.contents() == ["-dash.json", "pill.json", "pill.png", "wide.txt", "with space.svg"])
        let errors = result.error.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(
            errors == [
                "error: ':render' has no option '--widht'; did you mean '--width'? (a file whose name starts with '-' goes after '--')",
                "error: option '--width' needs a value (a number)",
                "error: option '--width' must be from 2 to 1000, not 1",
                "error: ':render' writes one FILE, but was given '\(folder.path("a.svg"))' and '\(folder.path("b.svg"))'",
                "error: option '--annotate' takes no value",
            ])
    }

    @Test func thePreviewIsAsWideAsTheTerminal() {
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(outputIsTerminal: true, outputWidth: 132), isInteractive: false)
        var reader = ScriptedReader(lines: ["shape pill = Capsule() { size 300 x 40 }", ":render"])
        _ = repl.run(&reader)
        #expect(captured.output.split(separator: "\n").first?.count == 132)
    }

    /// Declaring a top-level node name again replaces the earlier node and says so; `:remove`
    /// takes a node out; reading a node that is gone is an error that says why.
    @Test func aNodeDeclaredAgainReplacesTheEarlierOneAndRemoveTakesOneOut() {
        var reader = ScriptedReader(lines: [
            "container card = RoundedRectangle(cornerRadius: 24) {",
            "    size 200 x 100",
            "    shape photo = ConcentricRectangle() { padding 10 }",
            "}",
            "shape card = Capsule() { size 80 x 40 }",
            "shape dot = Circle() { size 10 x 10 }",
            ":tree",
            "photo.radii",
            ":remove dot",
            ":remove dot",
            ":remove",
            "dot.frame",
            ":tree",
        ])
        let result = run(&reader)
        #expect(result.output.hasPrefix("replaced 'card', the RoundedRectangle and the node in it\ncanvas 112 x 72\n"))
        #expect(result.output.contains("removed 'dot', the Circle\ncanvas 112 x 72\ncard  Capsule"))
        #expect(!result.output.contains("RoundedRectangle  "))
        #expect(
            result.error.contains(
                "<input>:1:1: error: 'photo' is no longer in the scene: it was replaced or removed\n"))
        #expect(result.error.contains("error: no node named 'dot'"))
        #expect(result.error.contains("error: ':remove' needs one NODE name"))
        #expect(result.error.contains("<input>:1:1: error: 'dot' is no longer in the scene"))
    }

    /// In the REPL, a limit is raised with `:limits`, and the hint says so.
    @Test func limitsAreShownAndSetAndTheStepLimitHintSaysHow() {
        var reader = ScriptedReader(lines: [
            ":limits steps 500",
            "for i in 0..<1000 { }",
            ":limits steps 5000 nodes 10",
            "for i in 0..<1000 { }",
            ":limits",
            ":limits stepz 3",
            ":limits steps many",
            ":limits steps",
        ])
        let result = run(&reader)
        #expect(result.output.hasPrefix("limits: steps 500\nlimits: steps 5000, nodes 10\nsteps           5000  "))
        #expect(result.output.contains("\nnodes             10  nodes in the scene\n"))
        #expect(
            result.error.contains(
                "error: evaluation stopped after 500 steps (the step limit)\n    for i in 0..<1000 { }\n             ^~~~~~~~\n"
                    + "hint: a loop may never end; raise it here with ':limits steps N' (now 500)\n"))
        #expect(result.error.components(separatedBy: "the step limit").count == 2)
        #expect(result.error.contains("error: ':limits' has no limit 'stepz'; did you mean 'steps'?\n"))
        #expect(result.error.contains("error: ':limits steps' needs a whole number, not 'many'\n"))
        #expect(
            result.error.contains("error: ':limits' takes pairs of a NAME and a number: ':limits steps 50000000'\n"))
    }

    @Test func warningsAreShownAndSet() {
        let teaching = [
            "container c = RoundedRectangle(cornerRadius: 40) { size 200 x 200",
            "  shape s = ConcentricRectangle() { size 20 x 20; align center } }",
        ]
        var quiet = ScriptedReader(lines: [":warnings"] + teaching)
        let byDefault = run(&quiet)
        #expect(byDefault.output == "warnings: default\n")
        #expect(byDefault.error == "")

        var loud = ScriptedReader(lines: [":warnings all"] + teaching + [":warnings none,error", ":warnings loud"])
        let all = run(&loud)
        #expect(all.output == "warnings: all\nwarnings: none,error\n")
        #expect(all.error.contains("warning: 's' went square"))
        #expect(
            all.error.contains(
                "error: ':warnings' takes all, default or none, optionally with ',error' (all,error), not 'loud'"))
    }
}
