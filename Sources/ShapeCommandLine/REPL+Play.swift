// `:play`: the session's animation in the terminal preview, each frame with every node's radii
// under it, at the animation's own pace, until it ends or Ctrl-C. On a terminal each frame is
// drawn over the one before (ANSI cursor movement); elsewhere the frames follow one another.
import ConcentricGeometry
import ShapeLanguage
import ShapeRendering
import ShapeScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension REPL {
    /// `:play [--fps N] [--width N]`.
    func play(_ argument: String) {
        let request: PlayRequest
        do {
            request = try PlayRequest(parsing: argument)
        } catch {
            return fail(error.message)
        }
        guard session.timeline != nil else {
            return fail("nothing to play: the session declares no animation (animation duration: 2, curve: .easeInOut)")
        }
        // Every frame is worked out first (a Ctrl-C stops that too), then shown.
        Interruption.clear()
        let evaluation = session.animate(framesPerSecond: request.framesPerSecond)
        report(evaluation.diagnostics)
        guard let animation = evaluation.animation else { return }
        guard let frames = animation.playedFrames() else {
            return fail("the animation has more than \(Timeline.maximumFrames) frames to play")
        }
        let live = console.outputIsTerminal
        let loops = animation.timeline.totalDuration == nil && live
        let step = animation.sampling.step
        let clock = ContinuousClock()
        let start = clock.now
        var shownLines = 0
        var index = 0
        var stopped = false
        while index < frames.count || loops {
            if Interruption.isRequested {
                stopped = true
                break
            }
            let text = frameText(frames[index % frames.count], request: request, live: live)
            if live, shownLines > 0 {
                // Back to the first line of the last frame, and clear from there down.
                console.writeOutput("\u{1B}[\(shownLines)F\u{1B}[J")
            }
            console.writeOutput(text)
            shownLines = Self.rowsOnScreen(text, columns: live ? console.terminalSize()?.columns : nil)
            index += 1
            if live, !wait(until: start + .milliseconds(Int((Double(index) * step * 1000).rounded())), clock) {
                stopped = true
                break
            }
        }
        Interruption.clear()
        let seconds = NumberFormat.format(Double(Swift.max(index - 1, 0)) * step, .reading)
        if stopped {
            console.print((live ? "\n" : "") + "stopped after \(seconds) s")
        } else {
            console.print("played \(index) frames (\(seconds) s)")
        }
    }

    /// One frame: the preview, then the canvas, the animation's clock and every node's radii.
    private func frameText(_ frame: AnimationFrame, request: PlayRequest, live: Bool) -> String {
        let report = TextReport.render(frame.scene)
        var width = request.width ?? console.outputWidth ?? 80
        if request.width == nil, live, let size = console.terminalSize() {
            // The report's long lines wrap: they take more rows than they have lines.
            let reportLines = Self.rowsOnScreen(report, columns: size.columns)
            // As wide as the terminal, and no taller than what is left above the report.
            let bounds = frame.scene.bounds
            let rows = Swift.max(size.rows - reportLines - 2, 4)
            let fitting =
                bounds.height > 0 ? Int(2 * Double(rows - 1) * bounds.width / bounds.height) + 1 : size.columns
            width = Swift.max(Swift.min(size.columns, fitting), 8)
        }
        return TextPreview(width: width).render(frame.scene) + report
    }

    /// The rows `text` takes on a terminal `columns` wide, each line wrapping at the edge (or
    /// its lines, when the width is unknown): how far up the next frame starts.
    static func rowsOnScreen(_ text: String, columns: Int?) -> Int {
        var rows = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            guard let columns, columns > 0 else {
                rows += 1
                continue
            }
            rows += Swift.max(1, (line.count + columns - 1) / columns)
        }
        return rows
    }

    /// Sleeps until `deadline`, waking every 10 ms to see Ctrl-C; false when it came.
    private func wait(until deadline: ContinuousClock.Instant, _ clock: ContinuousClock) -> Bool {
        while clock.now < deadline {
            if Interruption.isRequested { return false }
            let left = deadline - clock.now
            let microseconds = Swift.min(
                left.components.attoseconds / 1_000_000_000_000 + left.components.seconds * 1_000_000, 10_000)
            if microseconds > 0 { usleep(UInt32(microseconds)) }
        }
        return !Interruption.isRequested
    }
}

/// What `:play` was asked for: `:play --fps 12 --width 60`.
struct PlayRequest: Equatable {
    var animation = AnimationOptions()
    var width: Int?

    var framesPerSecond: Double? { animation.framesPerSecond }

    /// `--fps N` and `--width N`.
    static var table: OptionTable<PlayRequest> {
        OptionTable([.width(sets: \.width)])
            .including(AnimationOptions.table.only("--fps"), at: \.animation)
    }

    init(parsing text: String) throws(RenderRequest.Mistake) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        do {
            func unknown(_ option: String, _: ArgumentCursor) -> UsageError {
                UsageError("':play' takes --fps N and --width N, not '\(option)'", command: nil)
            }
            try PlayRequest.table.parse(words, command: nil, into: &self, unknown: unknown) {
                _, word throws(UsageError) in
                throw UsageError("':play' takes --fps N and --width N, not '\(word)'", command: nil)
            }
        } catch {
            throw RenderRequest.Mistake(message: error.message)
        }
    }
}
