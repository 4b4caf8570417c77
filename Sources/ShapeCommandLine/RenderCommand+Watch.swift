// `shape render FILE -o OUT --watch`: one render as the watch does it, reported in one line
// with the clock time, and the files it read, for Watch to follow.
import ShapeLanguage
import ShapePictures

extension RenderCommand {
    /// Watches the script and its imports, rendering on every change until Ctrl-C.
    func watch() -> ExitCode {
        let output = options.output ?? "-"
        return Watch(
            input: options.input,
            announcement: "watching \(options.input) and its imports, rendering to \(output)", console: console,
            work: renderAndReport
        ).run()
    }

    /// Renders once and reports it: `12:04:31 ok (3 nodes, 2 ms)`, or `12:04:40 failed, OUT
    /// unchanged` and the diagnostics. Returns the files the script read.
    private func renderAndReport() -> [String] {
        let output = options.output ?? "-"
        let start = monotonicNanoseconds()
        let script: ScriptFile
        do {
            script = try ScriptFile.read(options.input, console: console)
        } catch {
            console.printWatchError(error)
            return []
        }
        reads.clear()
        let (session, result) = evaluate(script)
        let printer = DiagnosticPrinter(console: console)
        guard result.succeeded else {
            console.printError(clockTime() + " failed, \(output) unchanged")
            printer.print(result.diagnostics, session: session)
            return session.filesRead + reads.paths
        }
        let (rendered, frameDiagnostics) = render(session, script: script)
        switch rendered {
        case .failure(.frame):
            console.printError(clockTime() + " failed at a frame, \(output) unchanged")
        case .failure(let failure):
            let message =
                switch failure {
                case .refused(let refusal): refusal.message
                case .picture(let error): error.message
                case .frame: ""
                }
            console.printError(
                clockTime() + " " + TextStyle.red.apply("error:", enabled: console.usesColor) + " "
                    + TerminalText.escaped(message, keepingLines: true))
        case .success(let rendered):
            do {
                try rendered.write(to: options.output ?? OutputFile.standardOutput, console: console)
            } catch {
                console.printWatchError(error)
                return session.filesRead + reads.paths
            }
            let milliseconds = (monotonicNanoseconds() - start) / 1_000_000
            let nodes = session.nodeCount == 1 ? "1 node" : "\(session.nodeCount) nodes"
            console.printError(clockTime() + " ok (\(nodes), \(milliseconds) ms)")
        }
        printer.print(result.diagnostics + frameDiagnostics, session: session)
        return session.filesRead + reads.paths
    }
}
