// `shape render FILE [-o OUT] [--format FORMAT]`: evaluate, then write the scene,
// or nothing at all when the script fails.
import ShapeLanguage
import ShapeRendering

/// Runs `shape render` once (``Watch`` runs it again on every change).
struct RenderCommand {
    let options: RenderOptions
    let console: Console

    func run() -> ExitCode {
        if options.outputDirectory != nil {
            return RenderManyCommand(options: options, console: console).run()
        }
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
                    "cannot tell the format from '\(output)'; name it \(OutputFormat.extensionsInWords), or give --format",
                    command: .render))
            return .usage
        }
        if format.picture != nil, options.writesToStandardOutput, console.outputIsTerminal {
            console.reportUsage(
                UsageError(
                    "refusing to write \(format.rawValue.uppercased()) to a terminal; give -o FILE or pipe it",
                    command: .render))
            return .usage
        }
        reportUnusedOptions(for: format)
        if options.watch {
            return Watch(options: options, console: console).run()
        }
        return renderOnce()
    }

    /// Warns about options that do nothing for `format`.
    func reportUnusedOptions(for format: OutputFormat) {
        if options.annotate, !format.isDrawn {
            console.reportWarning("--annotate draws on SVG, PNG and PDF only; it does nothing for \(format.rawValue)")
        }
        if options.explain, format.isDrawn {
            console.reportWarning(
                "--explain adds to text and JSON only; for \(format.rawValue.uppercased()), use --annotate")
        }
        for warning in options.picture.warnings(for: format) {
            console.reportWarning(warning)
        }
    }

    /// Reads, evaluates, renders and writes the script once.
    func renderOnce() -> ExitCode {
        guard let script = ScriptFile.load(options.input, console: console) else { return .failure }
        let clock = ContinuousClock()
        let start = clock.now
        let (session, result) = evaluate(script)
        let evaluated = clock.now
        DiagnosticPrinter(console: console).print(result.diagnostics, session: session)
        guard result.succeeded else { return .failure }
        let renderer = sceneRenderer(for: script)
        if renderer.streams {
            if let refusal = refusal(session, script: script) {
                console.reportUsage(refusal)
                return .usage
            }
            // Resolved first, so that the timing can tell the phases apart.
            _ = renderer.scene(of: session)
            let resolved = clock.now
            let status: ExitCode
            do {
                try OutputFile.write(to: options.output ?? OutputFile.standardOutput, console: console) { writer in
                    renderer.stream(session, to: writer)
                }
                status = .success
            } catch {
                console.reportFileError(error)
                status = .failure
            }
            if options.timing {
                console.printError(
                    "timing: evaluate \(REPL.milliseconds(evaluated - start)) ms, "
                        + "resolve \(REPL.milliseconds(resolved - evaluated)) ms, "
                        + "render and write \(REPL.milliseconds(clock.now - resolved)) ms (\(session.nodeCount) nodes)")
            }
            return status
        }
        switch render(session, script: script) {
        case .success(let output):
            let rendered = clock.now
            let status = write(output)
            if options.timing {
                let written = clock.now
                console.printError(
                    "timing: evaluate \(REPL.milliseconds(evaluated - start)) ms, "
                        + "resolve and render \(REPL.milliseconds(rendered - evaluated)) ms, "
                        + "write \(REPL.milliseconds(written - rendered)) ms (\(session.nodeCount) nodes)")
            }
            return status
        case .failure(.refused(let refusal)):
            console.reportUsage(refusal)
            return .usage
        case .failure(.picture(let failure)):
            console.reportError(failure.message)
            return .failure
        }
    }

    /// Evaluates `script` in a fresh session. Its `print` output goes to standard output, or
    /// to standard error when the scene itself goes to standard output: piped SVG or JSON
    /// stays clean.
    func evaluate(_ script: ScriptFile) -> (Session, EvaluationResult) {
        options.limits.evaluate(
            script.source, file: script.path, console: console, toError: options.writesToStandardOutput)
    }

    /// Why a render wrote nothing: OUT is a file the script read, or the picture failed.
    enum Failure: Error {
        case refused(UsageError)
        case picture(PictureError)
    }

    /// The scene of an evaluated session in the chosen format, or a refusal when OUT is a file
    /// the script read.
    func render(_ session: Session, script: ScriptFile) -> Result<RenderedOutput, Failure> {
        if let refusal = refusal(session, script: script) { return .failure(.refused(refusal)) }
        do {
            return .success(try sceneRenderer(for: script).output(session))
        } catch {
            return .failure(.picture(error))
        }
    }

    /// The usage error when OUT is a file the script read.
    private func refusal(_ session: Session, script: ScriptFile) -> UsageError? {
        guard let output = options.output, let input = OutputGuard.overwrittenInput(by: output, inputs: session.filesRead)
        else { return nil }
        return UsageError(OutputGuard.refusal(output: output, input: input, script: script.path), command: .render)
    }

    /// The renderer of the format and options asked for.
    private func sceneRenderer(for script: ScriptFile) -> SceneRenderer {
        SceneRenderer(
            format: format, annotate: options.annotate, explain: options.explain, width: previewWidth,
            picture: options.picture, sourcePath: script.path)
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
    func write(_ rendered: RenderedOutput) -> ExitCode {
        do {
            try rendered.write(to: options.output ?? OutputFile.standardOutput, console: console)
            return .success
        } catch {
            console.reportFileError(error)
            return .failure
        }
    }
}
