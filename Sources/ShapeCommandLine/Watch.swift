// `--watch` for `shape render` and `shape md`: do the work once, then poll the input and every
// file the work read every 200 ms (WatchedFiles), and do it again on a change, until Ctrl-C.
import ShapeLanguage
import ShapePictures
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by Ctrl-C while watching.
private let stopRequested = Atomic<Bool>(false)

/// Does a command's work again whenever one of its files changes.
///
/// The work reports each run on standard error, one line first (`12:04:31 ok (3 nodes, 2 ms)`,
/// `12:04:40 failed, card.svg unchanged`) and the diagnostics after it, and leaves its output
/// as it was when it fails. An input that disappears is reported once (`card.shape is gone;
/// watching for it to come back`) and worked on again when it returns. Ctrl-C stops a running
/// evaluation and ends the watch with exit 0.
struct Watch {
    /// The file the work starts from (a script, a Markdown document).
    let input: String
    /// The first line, before any work: what is watched and where the result goes.
    let announcement: String
    let console: Console
    /// Microseconds between two looks at the files.
    var pollInterval: UInt32 = 200_000
    /// Does the work once and reports it; returns every file it read, `input` or not. The list
    /// is asked for again on every run, since an edit can add or drop an import.
    let work: () -> [String]

    /// Watches until Ctrl-C. The command line was checked by the command.
    func run() -> ExitCode {
        stopRequested.store(false, ordering: .relaxed)
        let previous = signal(SIGINT) { _ in
            stopRequested.store(true, ordering: .relaxed)
            Interruption.request()
        }
        defer { signal(SIGINT, previous) }
        Terminal.unblock([SIGINT])
        console.printError(announcement + " (Ctrl-C to stop)")
        let stopped = { stopRequested.load(ordering: .relaxed) }
        var watched = workOnce()
        var inputIsGone = false
        while !stopped() {
            usleep(pollInterval)
            if stopped() { break }
            guard watched.changed() else { continue }
            // One save, one run: wait until the files hold still (see WatchedFiles.settled).
            let now = watched.settled(interval: pollInterval / 4, looks: 20, stop: stopped)
            if stopped() { break }
            guard now.exists(input) else {
                if !inputIsGone {
                    console.printError(clockTime() + " \(input) is gone; watching for it to come back")
                }
                inputIsGone = true
                watched = now
                continue
            }
            inputIsGone = false
            watched = workOnce()
        }
        // After the `^C` the terminal echoed, so the shell's prompt starts on a line of its own.
        console.printError((console.errorIsTerminal ? "\n" : "") + clockTime() + " stopped")
        return .success
    }

    /// Does the work once; returns the files to watch, the input as it was before the work
    /// began, so that a save during the work is not missed.
    private func workOnce() -> WatchedFiles {
        var watched = WatchedFiles([input])
        for path in work() {
            // A file read during the work: its state now is at worst newer, never missed.
            watched.add(path)
        }
        return watched
    }
}

extension Console {
    /// `HH:MM:SS error: message`, the line a watch gives a failure outside the diagnostics.
    func printWatchError(_ error: any Error) {
        let message = (error as? FileError)?.message ?? (error as? PictureError)?.message ?? "\(error)"
        printError(
            clockTime() + " " + TextStyle.red.apply("error:", enabled: usesColor) + " "
                + TerminalText.escaped(message, keepingLines: true))
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
