// `shape md IN -o OUT --watch`: one run as the watch does it, reported in one line with the
// clock time before its diagnostics, and the files it read (IN and the blocks' imports).
import ShapeFiles
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension MarkdownCommand {
    /// Watches the document and its blocks' imports, writing it on every change until Ctrl-C.
    func watch() -> ExitCode {
        var created: Set<String> = []
        return Watch(
            input: options.input,
            announcement: "watching \(options.input) and its blocks' imports, writing \(outputName)",
            console: console, work: { makeAndReport(created: &created) }
        ).run()
    }

    /// OUT as the status lines name it.
    private var outputName: String { options.output ?? "-" }

    /// Makes the document once and reports it: `12:04:31 ok (out.md, 3 figures, 40 ms)`, or
    /// `12:04:40 failed, out.md unchanged` and then the diagnostics. Returns the files read.
    ///
    /// `created` holds the figure files this watch made that were not there before. A block
    /// without `id=` is named by a hash of its text, so every save of it makes a new file:
    /// once the document written no longer refers to one of them, it is removed, and the
    /// figure folder holds what the document shows. Files the watch did not make are kept.
    private func makeAndReport(created: inout Set<String>) -> [String] {
        let start = monotonicNanoseconds()
        var outcome = Outcome(status: .failure, filesRead: [])
        // Recorded, so that the status line comes before the diagnostics that explain it; not
        // a terminal, so that no progress line is recorded to be replayed after the fact.
        var traits = ConsoleTraits(console)
        traits.errorIsTerminal = false
        let record = ConsoleRecord.recording(like: traits) { recording in
            outcome = MarkdownCommand(options: options, console: recording).make()
            return outcome.status
        }
        var removed = 0
        if outcome.figuresWritten != nil {
            created.formUnion(outcome.createdFiles)
            let stale = created.subtracting(outcome.figureFiles)
            // Only a file that still carries shape's mark: one the writer put back by hand stays.
            for path in stale
            where (try? SourceFiles.readBytes(path)).map(FigureMark.isMarked) == true && unlink(path) == 0 {
                removed += 1
            }
            created.subtract(stale)
        }
        let milliseconds = (monotonicNanoseconds() - start) / 1_000_000
        console.printError(
            clockTime() + " "
                + MarkdownCommand.status(of: outcome, output: outputName, milliseconds, removed: removed))
        record.replay(on: console)
        return outcome.filesRead
    }

    /// The words after the clock time in a watch's line about `outcome`; `removed` counts the
    /// figure files of earlier runs that were removed.
    static func status(of outcome: Outcome, output: String, _ milliseconds: Int, removed: Int = 0) -> String {
        guard let written = outcome.figuresWritten else { return "failed, \(output) unchanged" }
        let figures = written == 1 ? "1 figure" : "\(written) figures"
        let old = removed == 0 ? "" : removed == 1 ? ", 1 old figure removed" : ", \(removed) old figures removed"
        guard written < outcome.blocks else { return "ok (\(output), \(figures)\(old), \(milliseconds) ms)" }
        // --keep-going: the failing blocks stay code in the document.
        let failed = outcome.blocks - written
        return "failed at \(failed) of \(outcome.blocks) blocks, \(output) written with \(figures)\(old)"
    }
}
