// `shape render FILE -o OUT --watch`: render, then poll the script and everything it imported
// every 200 ms (WatchedFiles), and render again on a change, until Ctrl-C.
import ShapeLanguage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by Ctrl-C while watching.
private let stopRequested = Atomic<Bool>(false)

/// Re-renders a script whenever one of its files changes.
///
/// Each render prints one line on standard error: `12:04:31 ok (3 nodes, 2 ms)`, or
/// `12:04:40 failed, card.svg unchanged` followed by the diagnostics. A failed render leaves OUT
/// as it was. A script that disappears is reported once (`card.shape is gone; watching for it to
/// come back`) and rendered when it returns. Ctrl-C stops a running evaluation and ends the
/// watch with exit 0.
struct Watch {
    let options: RenderOptions
    let console: Console
    /// Microseconds between two looks at the files.
    var pollInterval: UInt32 = 200_000

    /// Watches until Ctrl-C. The command line was checked by ``RenderCommand``.
    func run() -> ExitCode {
        stopRequested.store(false, ordering: .relaxed)
        let previous = signal(SIGINT) { _ in
            stopRequested.store(true, ordering: .relaxed)
            Interruption.request()
        }
        defer { signal(SIGINT, previous) }
        Terminal.unblock([SIGINT])
        console.printError(
            "watching \(options.input) and its imports, rendering to \(options.output ?? "-") (Ctrl-C to stop)")
        let stopped = { stopRequested.load(ordering: .relaxed) }
        var watched = renderAndReport()
        var scriptIsGone = false
        while !stopped() {
            usleep(pollInterval)
            if stopped() { break }
            guard watched.changed() else { continue }
            // One save, one render: wait until the files hold still (see WatchedFiles.settled).
            let now = watched.settled(interval: pollInterval / 4, looks: 20, stop: stopped)
            if stopped() { break }
            guard now.exists(options.input) else {
                if !scriptIsGone {
                    console.printError(clockTime() + " \(options.input) is gone; watching for it to come back")
                }
                scriptIsGone = true
                watched = now
                continue
            }
            scriptIsGone = false
            watched = renderAndReport()
        }
        // After the `^C` the terminal echoed, so the shell's prompt starts on a line of its own.
        console.printError((console.errorIsTerminal ? "\n" : "") + clockTime() + " stopped")
        return .success
    }

    /// Renders once and reports it; returns the files to watch as they were before evaluating,
    /// so that a change during the render is not missed.
    private func renderAndReport() -> WatchedFiles {
        let command = RenderCommand(options: options, console: console)
        let start = monotonicNanoseconds()
        var watched = WatchedFiles([options.input])
        let script: ScriptFile
        do {
            script = try ScriptFile.read(options.input, console: console)
        } catch {
            console.printError(clockTime() + " " + errorText(error))
            return watched
        }
        let (session, result) = command.evaluate(script)
        for path in session.filesRead {
            // An import read during evaluation: its state now is at worst newer, never missed.
            watched.add(path)
        }
        let printer = DiagnosticPrinter(console: console)
        guard result.succeeded else {
            console.printError(clockTime() + " failed, \(options.output ?? "-") unchanged")
            printer.print(result.diagnostics, session: session)
            return watched
        }
        let (rendered, frameDiagnostics) = command.render(session, script: script)
        switch rendered {
        case .failure(.frame):
            console.printError(clockTime() + " failed at a frame, \(options.output ?? "-") unchanged")
        case .failure(let failure):
            let message =
                switch failure {
                case .refused(let refusal): refusal.message
                case .picture(let error): error.message
                case .frame: ""
                }
            console.printError(
                clockTime() + " " + TextStyle.red.apply("error:", enabled: console.usesColor) + " " + message)
        case .success(let output):
            do {
                try output.write(to: options.output ?? OutputFile.standardOutput, console: console)
            } catch {
                console.printError(clockTime() + " " + errorText(error))
                return watched
            }
            let milliseconds = (monotonicNanoseconds() - start) / 1_000_000
            let nodes = session.nodeCount == 1 ? "1 node" : "\(session.nodeCount) nodes"
            console.printError(clockTime() + " ok (\(nodes), \(milliseconds) ms)")
        }
        printer.print(result.diagnostics + frameDiagnostics, session: session)
        return watched
    }

    private func errorText(_ error: any Error) -> String {
        let message = (error as? FileError)?.message ?? "\(error)"
        return TextStyle.red.apply("error:", enabled: console.usesColor) + " " + message
    }
}

/// Nanoseconds on a clock that never jumps, for measuring a render.
func monotonicNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
}

/// The local time of day as `HH:MM:SS`.
func clockTime() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return twoDigits(parts.tm_hour) + ":" + twoDigits(parts.tm_min) + ":" + twoDigits(parts.tm_sec)
}
