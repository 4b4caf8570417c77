// `shape render FILE [-o OUT] [--format svg|text|json]`: evaluate, then write the scene, or
// nothing at all when the script fails.
import ShapeLanguage

/// Runs `shape render` once (``Watch`` runs it again on every change).
struct RenderCommand {
    let options: RenderOptions
    let console: Console

    func run() -> ExitCode {
        if let output = options.output, OutputGuard.overwrittenInput(by: output, inputs: [options.input]) != nil {
            console.reportUsage(
                UsageError(
                    OutputGuard.refusal(output: output, input: options.input, script: options.input),
                    command: .render))
            return .usage
        }
        if let output = options.output, output != "-", options.format == nil, OutputFormat(path: output) == nil {
            console.reportUsage(
                UsageError(
                    "cannot tell the format from '\(output)'; name it .svg, .txt or .json, or give --format",
                    command: .render))
            return .usage
        }
        if options.annotate, format != .svg {
            console.reportWarning("--annotate draws on SVG only; it does nothing for \(format.rawValue)")
        }
        if options.explain, format == .svg {
            console.reportWarning("--explain adds to text and JSON only; for SVG, use --annotate")
        }
        if options.watch {
            return Watch(options: options, console: console).run()
        }
        guard let script = ScriptFile.load(options.input, console: console) else { return .failure }
        let clock = ContinuousClock()
        let start = clock.now
        let (session, result) = evaluate(script)
        let evaluated = clock.now
        DiagnosticPrinter(console: console).print(result.diagnostics, session: session)
        guard result.succeeded else { return .failure }
        switch render(session, script: script) {
        case .success(let text):
            let rendered = clock.now
            let status = write(text)
            if options.timing {
                let written = clock.now
                console.printError(
                    "timing: evaluate \(REPL.milliseconds(evaluated - start)) ms, "
                        + "resolve and render \(REPL.milliseconds(rendered - evaluated)) ms, "
                        + "write \(REPL.milliseconds(written - rendered)) ms (\(session.nodeCount) nodes)")
            }
            return status
        case .failure(let refusal):
            console.reportUsage(refusal)
            return .usage
        }
    }

    /// Evaluates `script` in a fresh session.
    func evaluate(_ script: ScriptFile) -> (Session, EvaluationResult) {
        let console = self.console
        let toStandardOutput = options.writesToStandardOutput
        let session = options.limits.session() { line in
            // Keep piped SVG or JSON clean: the script's output goes beside it, not into it.
            if toStandardOutput {
                console.writeError(line + "\n")
            } else {
                console.writeOutput(line + "\n")
            }
        }
        return (session, session.evaluate(script.source, file: script.path))
    }

    /// The scene of an evaluated session in the chosen format, or a refusal when OUT is a file
    /// the script read.
    func render(_ session: Session, script: ScriptFile) -> Result<String, UsageError> {
        if let output = options.output,
            let input = OutputGuard.overwrittenInput(by: output, inputs: session.filesRead)
        {
            return .failure(
                UsageError(OutputGuard.refusal(output: output, input: input, script: script.path), command: .render))
        }
        let renderer = SceneRenderer(
            format: format, annotate: options.annotate, explain: options.explain, width: previewWidth)
        return .success(renderer.render(session))
    }

    /// The format asked for, else OUT's extension, else text for a terminal and SVG for a pipe.
    var format: OutputFormat {
        if let format = options.format { return format }
        if let output = options.output, output != "-", let format = OutputFormat(path: output) { return format }
        return console.outputIsTerminal && options.writesToStandardOutput ? .text : .svg
    }

    /// `--width`, else the terminal's width when the preview goes to it, else 80.
    private var previewWidth: Int {
        if let width = options.width { return width }
        if options.writesToStandardOutput, let width = console.outputWidth { return max(width, 2) }
        return 80
    }

    /// Writes the rendered scene to standard output or to OUT (see ``OutputFile``).
    func write(_ text: String) -> ExitCode {
        do {
            try OutputFile.write(text, to: options.output ?? OutputFile.standardOutput, console: console)
            return .success
        } catch {
            console.reportFileError(error)
            return .failure
        }
    }
}
