// The `animation` statement: the timeline a script declares. The script is run again from the
// start at every frame (Session+Animation.swift), with `time` and `progress` read from the
// frame's clock, so every layout and every radius is worked out anew at every frame.
import ConcentricGeometry
import ShapeScene

/// The timeline a script declared, and where.
struct DeclaredAnimation {
    var timeline: Timeline
    var range: SourceRange
    var file: String?
}

extension Machine {
    /// `animation duration: 2, curve: .easeInOut, repeat: .forever, autoreverses: true, fps: 30`.
    ///
    /// Declaring it twice in one evaluation is an error; in the REPL a later chunk may declare
    /// it again, which replaces it.
    func setAnimation(_ call: inout CallArguments, file: String?) throws(ScriptError) {
        if declaredAnimationInThisRun, let earlier = animation {
            throw error(.animationAgain(at: call.range, earlier: earlier.range, earlierFile: earlier.file))
        }
        let slots = try call.bind(Signatures.animation)
        let durationArgument = try call.require(slots[0], "duration")
        let duration = try call.number(durationArgument)
        guard duration > 0, duration <= 3600 else {
            throw error(
                .outOfRange(
                    callee: "animation", value: duration, range: "above 0 and at most 3600 seconds",
                    at: durationArgument.range))
        }
        var timeline = Timeline(duration: duration)
        if let curve = slots[1] {
            timeline.curve = try call.value(curve, expected: "animation curve (.linear, .easeInOut, .spring(…))") {
                if case .animationCurve(let curve) = $0 { curve } else { nil }
            }
        }
        if let repeats = slots[2] { timeline.repetition = try repetition(repeats, call) }
        if let reverses = slots[3] { timeline.autoreverses = try call.bool(reverses) }
        if let rate = slots[4] {
            let fps = try call.number(rate)
            guard fps > 0, fps <= 240 else {
                throw error(
                    .outOfRange(callee: "animation", value: fps, range: "above 0 and at most 240", at: rate.range))
            }
            timeline.framesPerSecond = fps
        }
        try Machine.checkFrames(of: timeline, framesPerSecond: nil, at: call.range)
        if let settles = timeline.curve.settlingDuration(), settles > duration {
            let progress = timeline.curve.progress(at: duration, of: duration)
            warnings.append(
                .unsettledSpring(
                    progress: progress, duration: duration, settles: settles, at: slots[1]?.range ?? call.range
                )
                .inFile(file))
        }
        animation = DeclaredAnimation(timeline: timeline, range: call.range, file: file)
        declaredAnimationInThisRun = true
    }

    /// `repeat: 3` (legs) or `repeat: .forever`.
    private func repetition(_ argument: CallArgument, _ call: CallArguments) throws(ScriptError) -> Repetition {
        if case .repetition(let repetition) = argument.value { return repetition }
        guard case .number = argument.value else {
            throw error(
                .argumentType(
                    callee: "animation", expected: "number of times, or .forever", found: argument.value,
                    at: argument.range))
        }
        let count = try call.number(argument)
        guard count >= 1, count <= 10_000, count.rounded() == count else {
            throw error(
                .outOfRange(
                    callee: "animation", value: count, range: "a whole number from 1 to 10000, or .forever",
                    at: argument.range))
        }
        return .count(Int(count))
    }

    /// Refuses a timeline that would be cut into more than ``Timeline/maximumFrames`` frames: in
    /// one period when it repeats forever, from start to end when it ends.
    static func checkFrames(of timeline: Timeline, framesPerSecond: Double?, at range: SourceRange) throws(ScriptError)
    {
        let rate = framesPerSecond ?? timeline.framesPerSecond
        let seconds = timeline.totalDuration ?? timeline.period
        let count = (seconds * rate).rounded() + 1
        if count > Double(Timeline.maximumFrames) {
            throw ScriptError(.tooManyFrames(count, seconds: seconds, fps: rate, at: range))
        }
    }
}

extension Compiler {
    /// `animation duration: 2, …`, at the top level of a file.
    func compileAnimation(_ arguments: [Argument], _ range: SourceRange) throws(ScriptError) -> CompiledStmt {
        guard isAtTopLevel else { throw error(.animationNotAtTopLevel(at: range)) }
        return try compileTopLevelCall("animation", arguments, range) { machine, call, file throws(ScriptError) in
            try machine.setAnimation(&call, file: file)
        }
    }

    /// `time` or `progress`: the clock of the frame being evaluated.
    func compileClockValue(_ value: ClockValue) -> CompiledExpr {
        let machine = self.machine
        return { _ in .number(value.read(machine.clock)) }
    }
}
