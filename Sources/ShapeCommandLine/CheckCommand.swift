// `shape check FILE…`: evaluate each file and report its diagnostics, rendering nothing.
import ShapeLanguage

/// Runs `shape check`.
struct CheckCommand {
    let options: CheckOptions
    let console: Console

    /// Checks every file, even after one fails, and exits 1 when any had an error. The files
    /// are checked in parallel; each one's diagnostics are printed whole, in argument order.
    func run() -> ExitCode {
        var status = ExitCode.success
        var input: [UInt8] = []
        if options.inputs.contains("-") {
            do {
                input = try console.readInput()
            } catch {
                console.reportFileError(error)
                return .failure
            }
        }
        let (inputs, limits, traits) = (options.inputs, options.limits, ConsoleTraits(console))
        OrderedWork.run(count: inputs.count) { [input] index in
            ConsoleRecord.recording(like: traits, input: input) { console in
                CheckCommand(options: CheckOptions(inputs: [], limits: limits), console: console).check(inputs[index])
            }
        } deliver: { _, record in
            record.replay(on: console)
            // A `--set` name no file declares is a usage error; it wins over a script's error.
            if record.status == .usage { status = .usage }
            if record.status != .success, status != .usage { status = .failure }
        }
        return status
    }

    private func check(_ input: String) -> ExitCode {
        guard let script = ScriptFile.load(input, console: console) else { return .failure }
        if let refusal = options.limits.refusedParameters(of: script, command: .check) {
            console.reportUsage(refusal)
            return .usage
        }
        // Diagnostics only: the script's own output is not what a check is for.
        let session = options.limits.session()
        let result = session.evaluate(script.source, file: script.path)
        return CheckCommand.report(result, of: session, on: console)
    }

    /// Prints an evaluation's diagnostics and, when it succeeded, runs its animation at every
    /// frame (each is the script run again at its moment, so its asserts hold at each) and
    /// prints what the frames said; success when nothing failed.
    static func report(_ result: EvaluationResult, of session: Session, on console: Console) -> ExitCode {
        let printer = DiagnosticPrinter(console: console)
        printer.print(result.diagnostics, session: session)
        guard result.succeeded else { return .failure }
        let frames = session.animate()
        printer.print(frames.diagnostics, session: session)
        return frames.error == nil ? .success : .failure
    }
}

/// A bare `shape` reading a script from a pipe: evaluate it, print its output and diagnostics.
struct StandardInputScript {
    let limits: LimitOptions
    let console: Console

    func run() -> ExitCode {
        guard let script = ScriptFile.load("-", console: console) else { return .failure }
        let (session, result) = limits.evaluate(script.source, file: script.path, console: console, toError: false)
        // As 'shape check' does: an animation is run at every frame.
        return CheckCommand.report(result, of: session, on: console)
    }
}
