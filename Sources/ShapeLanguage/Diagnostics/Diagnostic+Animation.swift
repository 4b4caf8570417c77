// The messages about animations: the `animation` statement, the frames it asks for, and what
// went wrong at one frame of them. One voice with Diagnostic+Runtime.swift.
import ConcentricGeometry
import ShapeScene

extension Diagnostic {
    static func animationNotAtTopLevel(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .error, code: .animationNotTopLevel, message: "'animation' must be at the top level of a file",
            range: range, hint: "the whole script is run again at every frame; read 'time' or 'progress' where it moves"
        )
    }

    static func animationAgain(at range: SourceRange, earlier: SourceRange, earlierFile: String?) -> Diagnostic {
        Diagnostic(
            .error, code: .animationAgain, message: "the animation is already declared", range: range,
            notes: [Note(message: "declared here", range: earlier, file: earlierFile)])
    }

    /// A timeline cut into more frames than ``Timeline/maximumFrames``.
    static func tooManyFrames(_ count: Double, seconds: Double, fps: Double, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .error, code: .animationFrames,
            message: "the animation would have \(NumberFormat.format(count)) frames (\(NumberFormat.format(seconds)) s "
                + "at \(NumberFormat.format(fps)) fps); at most \(Timeline.maximumFrames)",
            range: range, hint: "shorten it, or lower 'fps:' (or --fps)")
    }

    /// The timeline a frame declared differs from the first frame's: frames would not fit together.
    static func timelineChanged(from first: Timeline, to now: Timeline?, seconds: Double, at range: SourceRange)
        -> Diagnostic
    {
        Diagnostic(
            .error, code: .animationChanged,
            message: "the animation changed while it played: \(first.summary) at the start, "
                + "\(now?.summary ?? "none") at \(NumberFormat.format(seconds, .drawing)) s",
            range: range, hint: "give 'animation' values that do not depend on 'time' or 'progress'")
    }

    /// A spring that has not settled when its leg ends: the next leg starts from where it got to.
    static func unsettledSpring(progress: Double, duration: Double, settles: Double, at range: SourceRange)
        -> Diagnostic
    {
        Diagnostic(
            .warning, code: .animationSpring,
            message: "the spring is still moving when a leg ends: progress \(NumberFormat.format(progress, .drawing)) "
                + "after \(NumberFormat.format(duration)) s",
            range: range,
            hint: "it settles within 0.1% after about \(NumberFormat.format(settles, .drawing)) s: "
                + "make 'duration:' that long, or a stiffer spring (a smaller 'response:')")
    }

    /// The note an error or warning of a later frame carries: which frame it was.
    static func frameNote(_ moment: Moment, at range: SourceRange, file: String?) -> Note {
        Note(
            message: "at \(NumberFormat.format(moment.seconds, .drawing)) s into the animation "
                + "(time \(NumberFormat.format(moment.time, .drawing)), progress \(NumberFormat.format(moment.progress, .drawing)))",
            range: range, file: file)
    }

    /// The limits the frames share, as ``framesLimit(_:_:frames:at:)`` names them.
    enum SharedLimit {
        case steps, nodes
    }

    /// The frames together ran past the step limit, or hold more nodes than the node limit.
    static func framesLimit(_ limit: SharedLimit, _ value: Int, frames: Int, at range: SourceRange) -> Diagnostic {
        let (code, what, hint) =
            switch limit {
            case .steps:
                (
                    DiagnosticCode.limitSteps, "took more than \(value) steps together (the step limit)",
                    "every frame runs the whole script"
                )
            case .nodes:
                (
                    DiagnosticCode.limitNodes, "hold more than \(value) nodes together (the node limit)",
                    "every frame is a whole scene"
                )
            }
        return Diagnostic(
            .error, code: code, message: "the animation's frames \(what) by frame \(frames)", range: range,
            hint: hint + ": lower the frame rate (--fps)")
    }
}
