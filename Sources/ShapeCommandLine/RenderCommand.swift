// `shape render FILE [-o OUT] [--format FORMAT]`: evaluate, then write the scene,
// or nothing at all when the script fails.
import ShapeLanguage
import ShapePictures
import ShapeRendering

/// Runs `shape render` once (``watch()`` runs it again on every change).
struct RenderCommand {
    let options: RenderOptions
    let console: Console
    /// Under `--time`, the script's printed lines wait until it is known whether they are the
    /// frame's (a still script) or the first frame's, which the frame at that time replaces.
    private let heldLines = HeldLines()
    /// Every file the last evaluation tried to read, there or not: `--watch` follows an import
    /// that is missing, to render again when it comes back.
    let reads = RecordedReads()

    func run() -> ExitCode {
        if options.outputDirectory != nil {
            return RenderManyCommand(options: options, console: console).run()
        }
        if options.inputs.count > 1 {
            return HandoutCommand(options: options, console: console).run()
        }
        if let output = options.output, OutputGuard.overwrittenInput(by: output, inputs: [options.input]) != nil {
            console.reportUsage(
                UsageError(
                    OutputGuard.refusal(output: output, input: options.input, script: options.input),
                    command: .render))
            return .usage
        }
        if let output = options.output, output != "-", options.format == nil, OutputFormat(path: output) == nil,
            !OutputFile.isStream(output)
        {
            console.reportUsage(
                UsageError(
                    "cannot tell the format from '\(output)'; name it \(OutputFormat.extensionsInWords), or give --format",
                    command: .render))
            return .usage
        }
        if format.isBinary, options.writesToStandardOutput, console.outputIsTerminal {
            console.reportUsage(
                UsageError(
                    "refusing to write \(format.rawValue.uppercased()) to a terminal; give -o FILE or pipe it",
                    command: .render))
            return .usage
        }
        reportUnusedOptions(for: format)
        if options.watch {
            return watch()
        }
        return renderOnce()
    }

    /// Warns about options that do nothing for `format`.
    func reportUnusedOptions(for format: OutputFormat) {
        if options.annotate, !format.isDrawn {
            console.reportWarning(
                "--annotate draws on SVG, PNG, APNG and PDF only; it does nothing for \(format.rawValue)")
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
        if let refusal = options.limits.refusedParameters(of: script, command: .render) {
            console.reportUsage(refusal)
            return .usage
        }
        let clock = ContinuousClock()
        let start = clock.now
        let renderer = sceneRenderer(for: script)
        // A large scene that streams is checked for geometry warnings while it is written, on
        // the other processor; they are printed once it is (they cannot be errors then).
        let (session, result) = evaluate(
            script, deferringGeometryWarnings: renderer.streams && !options.animation.frames)
        let evaluated = clock.now
        let printer = DiagnosticPrinter(console: console)
        printer.print(result.diagnostics, session: session)
        guard result.succeeded else { return .failure }
        if options.animation.frames, let stem = options.output {
            return renderFrames(session, script: script, to: stem)
        }
        // SVG and JSON stream a still scene, and an APNG a frame at a time.
        if renderer.streams || format == .apng {
            func printPendingWarnings() {
                guard let pending = result.pendingWarnings else { return }
                printer.print(session.warnings(of: pending), session: session)
            }
            if let refusal = refusal(session, script: script) {
                printPendingWarnings()
                console.reportUsage(refusal)
                return .usage
            }
            // SVG and JSON read neither the nodes' sources nor their placements: a still scene
            // lets them go before it is written (a million nodes hold 150 MB of them).
            if session.timeline == nil, renderer.streams { session.releaseSourceDetails() }
            // Resolved first (every frame of an animation), so that the timing can tell the
            // phases apart.
            let (subject, frameDiagnostics) = self.subject(of: session, renderer)
            printer.print(frameDiagnostics, session: session)
            guard let subject else {
                printPendingWarnings()
                return .failure
            }
            let resolved = clock.now
            let status: ExitCode
            let written = console.reportingFailures {
                if case .scene(let scene) = subject, renderer.streams {
                    try OutputFile.write(to: options.output ?? OutputFile.standardOutput, console: console) { writer in
                        renderer.stream(scene, to: writer)
                    }
                } else {
                    try renderer.write(subject, to: options.output ?? OutputFile.standardOutput, console: console)
                }
            }
            status = written ? .success : .failure
            printPendingWarnings()
            if options.timing {
                console.printError(
                    "timing: evaluate \(REPL.milliseconds(evaluated - start)) ms, "
                        + "resolve \(REPL.milliseconds(resolved - evaluated)) ms, "
                        + "render and write \(REPL.milliseconds(clock.now - resolved)) ms (\(session.nodeCount) nodes)")
            }
            return status
        }
        let (rendered, frameDiagnostics) = render(session, script: script)
        DiagnosticPrinter(console: console).print(frameDiagnostics, session: session)
        switch rendered {
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
        case .failure(.frame):
            return .failure
        }
    }

    /// Evaluates `script` in a fresh session. Its `print` output goes to standard output, or
    /// to standard error when the scene itself goes to standard output: piped SVG or JSON
    /// stays clean. Under `--time` the lines wait: an animation prints the frame's instead.
    func evaluate(_ script: ScriptFile, deferringGeometryWarnings: Bool = false) -> (Session, EvaluationResult) {
        guard options.animation.time != nil else {
            return options.limits.evaluate(
                script.source, file: script.path, console: console, toError: options.writesToStandardOutput,
                keepingDerivations: format.isExport, deferringGeometryWarnings: deferringGeometryWarnings,
                sources: reads)
        }
        heldLines.lines = []
        let session = options.limits.session(keepingDerivations: format.isExport, sources: reads) { [heldLines] in
            heldLines.lines.append($0)
        }
        let result = session.evaluate(script.source, file: script.path)
        // A still script, or one that failed, has no other frame to print instead.
        if !result.succeeded || session.timeline == nil {
            let output = ScriptOutput(console: console, toError: options.writesToStandardOutput)
            heldLines.lines.forEach(output.line)
            output.flush()
        }
        heldLines.lines = []
        return (session, result)
    }

    /// Why a render wrote nothing: OUT is a file the script read, the picture failed, or a
    /// frame of the animation had an error (among the diagnostics).
    enum Failure: Error {
        case refused(UsageError)
        case picture(PictureError)
        case frame
    }

    /// The scene of an evaluated session in the chosen format (the frame `--time` asks for, or
    /// every frame of an animation), or a refusal when OUT is a file the script read; and what
    /// the animation's other frames said.
    func render(_ session: Session, script: ScriptFile) -> (Result<MadeOutput, Failure>, [Diagnostic]) {
        if let refusal = refusal(session, script: script) { return (.failure(.refused(refusal)), []) }
        let renderer = sceneRenderer(for: script)
        let (subject, diagnostics) = self.subject(of: session, renderer)
        guard let subject else { return (.failure(.frame), diagnostics) }
        warnUnfollowed(session)
        if format == .swiftui {
            for sentence in SwiftUIRenderer.dropped(session.scene()) { console.reportWarning(sentence) }
        }
        do {
            return (.success(try renderer.made(subject)), diagnostics)
        } catch {
            return (.failure(.picture(error)), diagnostics)
        }
    }

    /// One warning naming the nodes whose CSS or SwiftUI writes resolved numbers where no
    /// expression of the script's parameters gives them.
    private func warnUnfollowed(_ session: Session) {
        if format == .html {
            for sentence in LabelContrast.findings(session.scene()) { console.reportWarning(sentence) }
        }
        if format == .css || format == .html || format == .tokens {
            let units = ParameterUnits(session.scene())
            for parameter in units.conflicts {
                let place = (parameter.file.map { $0 + ":" } ?? "") + String(parameter.line)
                console.reportWarning(
                    "\(place): parameter '\(parameter.name)' is used both as a length and as a number (a ratio, a count, an opacity): \(format.rawValue) writes it as a length, in px"
                )
            }
            for parameter in units.unfollowed where format != .tokens {
                let place = (parameter.file.map { $0 + ":" } ?? "") + String(parameter.line)
                console.reportWarning(
                    "\(place): nothing \(format.rawValue) writes follows parameter '\(parameter.name)': what it decides (a loop's count, a query's result), if anything, is written as its resolved number"
                )
            }
        }
        if format == .css || format == .html {
            let scene = session.scene()
            for index in CSSRenderer.overpaddedNodes(scene) {
                let site = session.declaration(ofNodeAt: index)
                let place = site.map { ($0.file.map { $0 + ":" } ?? "") + String($0.line) + ": " } ?? ""
                let what = scene.node(at: index).map { "'" + $0.id + "'" } ?? "this stack"
                console.reportWarning(
                    "\(place)the padding of \(what) is larger than the area it pads, which shape collapses to its middle and CSS's margins would not: \(format.rawValue) places it by its resolved box"
                )
            }
        }
        guard format == .css || format == .html || format == .swiftui, !session.parameters.isEmpty else { return }
        let nodes =
            format == .swiftui
            ? SwiftUIRenderer.unfollowedNodes(session.scene()) : CSSRenderer.unfollowedNodes(session.scene())
        guard !nodes.isEmpty else { return }
        let shown = nodes.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        let more = nodes.count > 8 ? " and \(nodes.count - 8) more" : ""
        console.reportWarning(
            "\(format.rawValue) cannot follow the parameters in \(shown)\(more): their resolved numbers are written (see the comments)"
        )
    }

    /// What to draw of `session` (AnimationOptions), the frame's printed lines written as the
    /// script's are; warns when an animation flag meets a script without an animation.
    private func subject(of session: Session, _ renderer: SceneRenderer) -> (RenderSubject?, [Diagnostic]) {
        if session.timeline == nil, options.animation.time != nil || options.animation.framesPerSecond != nil {
            console.reportWarning(
                "\(options.animation.time != nil ? "--time" : "--fps") does nothing: the script declares no animation")
        }
        let output = ScriptOutput(console: console, toError: options.writesToStandardOutput)
        defer { output.flush() }
        let progress = ProgressMeter(console: console, total: 0, noun: "frames")
        defer { progress.clear() }
        return options.animation.subject(
            of: session, format: renderer.format,
            output: session.timeline == nil ? nil : output.line, progress: progress.update)
    }

    /// The usage error when OUT is a file the script read.
    private func refusal(_ session: Session, script: ScriptFile) -> UsageError? {
        guard let output = options.output,
            let input = OutputGuard.overwrittenInput(by: output, inputs: session.filesRead)
        else { return nil }
        return UsageError(OutputGuard.refusal(output: output, input: input, script: script.path), command: .render)
    }

    /// The renderer of the format and options asked for.
    private func sceneRenderer(for script: ScriptFile) -> SceneRenderer {
        var renderer = SceneRenderer(
            format: format, annotate: options.annotate, explain: options.explain, width: previewWidth,
            picture: options.picture, sceneName: script.sceneName)
        // `-o CardView.swift` names the view `CardView`, as Xcode expects of a view's file.
        if format == .swiftui, let output = options.output, output.hasSuffix(".swift") {
            renderer.viewName = SwiftUIRenderer.viewName(forOutputFile: output)
        }
        return renderer
    }

    /// The format asked for, else OUT's extension, else text for a terminal and SVG for a pipe
    /// (OUT a device or a pipe included: `-o /dev/null`).
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
    func write(_ rendered: MadeOutput) -> ExitCode {
        let written = console.reportingFailures {
            try rendered.write(to: options.output ?? OutputFile.standardOutput, console: console)
        }
        return written ? .success : .failure
    }

    /// `--frames`: every frame, in the order the animation plays them, to `STEM-0000.EXT`,
    /// `STEM-0001.EXT`, … (PNG unless `--format` says otherwise; as many digits as the count
    /// needs, at least four). A still script is one frame.
    func renderFrames(_ session: Session, script: ScriptFile, to stem: String) -> ExitCode {
        let format = options.format ?? .png
        var renderer = sceneRenderer(for: script)
        renderer.format = format
        let progress = ProgressMeter(console: console, total: 0, noun: "frames")
        let (subject, diagnostics) = options.animation.subject(
            of: session, format: format, progress: progress.update)
        progress.clear()
        DiagnosticPrinter(console: console).print(diagnostics, session: session)
        guard let subject else { return .failure }
        let scenes = subject.playedScenes
        let digits = max(4, String(scenes.count - 1).count)
        for (index, scene) in scenes.enumerated() {
            let number = String(index)
            let padding = String(repeating: "0", count: digits - number.count)
            let path = stem + "-" + padding + number + "." + format.fileExtension
            let written = console.reportingFailures {
                try renderer.output(.scene(scene)).write(to: path, console: console)
            }
            guard written else { return .failure }
        }
        return .success
    }
}

/// Lines a script printed, held back (see ``RenderCommand``).
final class HeldLines: @unchecked Sendable {
    var lines: [String] = []
}
