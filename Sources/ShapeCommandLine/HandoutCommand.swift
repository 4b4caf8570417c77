// `shape render A.shape B.shape … -o handout.pdf`: one PDF, a page per script in the order given,
// each page the size of its canvas. Scripts run in parallel; nothing is written unless all succeed.
import ShapeLanguage
import ShapePictures
import ShapeRendering
import ShapeScene

/// Renders several scripts into one PDF.
struct HandoutCommand {
    let options: RenderOptions
    let console: Console

    func run() -> ExitCode {
        let output = options.output ?? OutputFile.standardOutput
        for input in options.inputs where OutputGuard.overwrittenInput(by: output, inputs: [input]) != nil {
            console.reportUsage(
                UsageError(OutputGuard.refusal(output: output, input: input, script: input), command: .render))
            return .usage
        }
        if options.writesToStandardOutput, console.outputIsTerminal {
            console.reportUsage(
                UsageError("refusing to write PDF to a terminal; give -o FILE or pipe it", command: .render))
            return .usage
        }
        RenderCommand(options: options, console: console).reportUnusedOptions(for: .pdf)
        let traits = ConsoleTraits(console)
        let options = self.options
        var scenes: [ResolvedScene?] = []
        var read: [String] = []
        OrderedWork.run(count: options.inputs.count) { index in
            var page: (scene: ResolvedScene, filesRead: [String])?
            let record = ConsoleRecord.recording(like: traits) { console in
                page = HandoutCommand.page(options.inputs[index], options: options, console: console)
                return page == nil ? .failure : .success
            }
            return (record, page)
        } deliver: { _, result in
            result.0.replay(on: console)
            scenes.append(result.1?.scene)
            read += result.1?.filesRead ?? []
        }
        let drawn = scenes.compactMap { $0 }
        guard drawn.count == options.inputs.count else { return .failure }
        if let input = OutputGuard.overwrittenInput(by: output, inputs: read) {
            console.reportUsage(
                UsageError(OutputGuard.refusal(output: output, input: input, script: input), command: .render))
            return .usage
        }
        let renderer = options.picture.pictureRenderer(.pdf, annotate: options.annotate)
        let written = console.reportingFailures {
            try RenderedOutput.bytes(try renderer.handout(drawn)).write(to: output, console: console)
        }
        return written ? .success : .failure
    }

    /// One script's page: the scene it draws (an animation's first frame, or the frame
    /// `--time` asks for) and the files it read; nil after its diagnostics are reported.
    ///
    /// Its printed lines each start with the script's name (`b.shape: …`), since several
    /// scripts print into one stream.
    static func page(_ input: String, options: RenderOptions, console: Console) -> (
        scene: ResolvedScene, filesRead: [String]
    )? {
        guard let script = ScriptFile.load(input, console: console) else { return nil }
        let output = ScriptOutput(console: console, toError: options.writesToStandardOutput)
        defer { output.flush() }
        let prefix = script.path + ": "
        let session = options.limits.session { output.line(prefix + $0) }
        let result = session.evaluate(script.source, file: script.path)
        output.flush()
        DiagnosticPrinter(console: console).print(result.diagnostics, session: session)
        guard result.succeeded else { return nil }
        let (subject, diagnostics) = options.animation.subject(
            of: session, format: .pdf,
            output: session.timeline == nil ? nil : { output.line(prefix + $0) })
        output.flush()
        DiagnosticPrinter(console: console).print(diagnostics, session: session)
        guard let subject else { return nil }
        return (subject.firstScene, session.filesRead)
    }
}

extension CommandLineParser {
    /// Whether several FILEs make one PDF: `-o OUT.pdf` or `--format pdf`; what a handout
    /// cannot take (`--watch`, standard input twice) is refused.
    static func isHandout(_ options: RenderOptions, inputs: [String]) throws(UsageError) -> Bool {
        let format = options.format ?? options.output.flatMap { $0 == "-" ? nil : OutputFormat(path: $0) }
        guard format == .pdf else { return false }
        if options.watch {
            throw UsageError("'--watch' renders one script; a handout is made once", command: .render)
        }
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw UsageError(
                "standard input ('-') can be read once, not \(inputs.filter { $0 == "-" }.count) times",
                command: .render)
        }
        return true
    }
}
