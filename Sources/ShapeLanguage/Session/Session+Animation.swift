// The frames of an animation. A frame is the whole session done again from nothing, in a
// session of its own, with the clock at the frame's moment: every chunk evaluated, every node
// laid out and every radius resolved anew, as SwiftUI's layout does at every frame of an
// animation. No radius is ever interpolated between frames.
//
// What the frames print is dropped: `print` and `explain` speak once, at the first frame (the
// session's own evaluation). Asserts hold at every frame: an error at a frame stops the
// animation and names the frame. A warning seen only at a later frame is reported once, with
// the frame it was first seen at. The frames together share the session's step and node limits.
import ConcentricGeometry
import ShapeScene
import Synchronization

/// One thing the session was asked to do, done again for every frame.
enum ReplayStep {
    /// A chunk (or file) evaluated; one that failed is run again, but its error is not a frame's.
    case evaluate(source: String, file: String?, interactive: Bool, succeeded: Bool)
    /// The REPL's `:remove NAME`.
    case remove(String)
}

/// One frame evaluated on its own (`--time`): its scene, or the error that stopped it.
public struct FrameEvaluation: Sendable {
    /// The frame's scene; nil when an error stopped it.
    public var scene: ResolvedScene?
    /// The error that stopped the frame, if any, and warnings of this frame not reported before.
    public var diagnostics: [Diagnostic]

    public var error: Diagnostic? { diagnostics.first { $0.severity == .error } }
}

/// Every frame of an animation, or the error that stopped one.
public struct AnimationEvaluation: Sendable {
    /// The frames; nil when an error stopped one (or the script declares no animation).
    public var animation: AnimatedScene?
    /// The error that stopped a frame, if any, and warnings first seen at a later frame.
    public var diagnostics: [Diagnostic]

    public init(animation: AnimatedScene?, diagnostics: [Diagnostic]) {
        self.animation = animation
        self.diagnostics = diagnostics
    }

    public var error: Diagnostic? { diagnostics.first { $0.severity == .error } }
}

/// What the frames evaluated so far have used of the session's limits.
private struct FrameBudget {
    var steps: Int
    var nodes: Int
    var frames = 0
}

extension Session {
    /// The animation the script declared; nil for a still scene.
    public var timeline: Timeline? { machine.animation?.timeline }

    /// The scene at `seconds` into the animation: the script done again with the clock at that
    /// moment, its `print` lines sent to `output`. The session itself stays at the first frame.
    /// Without an animation, the scene (nothing is printed again).
    public func frame(
        at seconds: Double, output: @escaping (String) -> Void = { _ in }
    ) -> FrameEvaluation {
        guard let declared = machine.animation else {
            return FrameEvaluation(scene: scene(), diagnostics: [])
        }
        let moment = declared.timeline.moment(at: seconds)
        var budget = FrameBudget(steps: limits.maxSteps, nodes: limits.maxNodes)
        var warnings: [Diagnostic] = []
        let result = evaluateFrame(
            moment, of: declared, budget: &budget, warnings: &warnings, output: output)
        switch result {
        case .success(let scene): return FrameEvaluation(scene: scene, diagnostics: warnings)
        case .failure(let error): return FrameEvaluation(scene: nil, diagnostics: warnings + [error])
        }
    }

    /// Every frame of the animation at `framesPerSecond` (the script's `fps:`, or 30, when nil):
    /// one period's, and the end of an animation that ends. The first frame is the session's
    /// own scene; each other is evaluated on its own. Every frame's bounds are the union of
    /// all of them, so that the picture keeps one size as it plays.
    ///
    /// `progress`, when given, hears after each frame how many are done and how many there are.
    public func animate(
        framesPerSecond: Double? = nil, progress: ((Int, Int) -> Void)? = nil
    ) -> AnimationEvaluation {
        guard let declared = machine.animation else { return AnimationEvaluation(animation: nil, diagnostics: []) }
        let timeline = declared.timeline
        do throws(ScriptError) {
            try Machine.checkFrames(of: timeline, framesPerSecond: framesPerSecond, at: declared.range)
        } catch {
            return AnimationEvaluation(animation: nil, diagnostics: [error.diagnostic.inFile(declared.file)])
        }
        let sampling = timeline.sampling(framesPerSecond: framesPerSecond)
        var moments = (0..<sampling.intervals).map { timeline.moment(at: sampling.time(ofFrame: $0)) }
        if let total = timeline.totalDuration { moments.append(timeline.moment(at: total)) }
        var budget = FrameBudget(steps: limits.maxSteps, nodes: limits.maxNodes - nodeCount)
        var warnings: [Diagnostic] = []
        var frames: [AnimationFrame] = []
        for moment in moments {
            defer { progress?(frames.count, moments.count) }
            if frames.isEmpty, moment == .start {
                frames.append(AnimationFrame(moment: moment, scene: scene()))
                continue
            }
            switch evaluateFrame(moment, of: declared, budget: &budget, warnings: &warnings) {
            case .success(let scene): frames.append(AnimationFrame(moment: moment, scene: scene))
            case .failure(let error): return AnimationEvaluation(animation: nil, diagnostics: warnings + [error])
            }
        }
        // One picture frame for them all: a viewer's picture must not change size as it plays.
        let bounds = frames.dropFirst().reduce(frames[0].scene.bounds) { $0.union($1.scene.bounds) }
        for index in frames.indices { frames[index].scene.bounds = bounds }
        let end = timeline.totalDuration != nil ? frames.popLast() : nil
        return AnimationEvaluation(
            animation: AnimatedScene(timeline: timeline, sampling: sampling, frames: frames, end: end),
            diagnostics: warnings)
    }

    /// The session done again in a fresh session with its clock at `moment`.
    private func evaluateFrame(
        _ moment: Moment, of declared: DeclaredAnimation, budget: inout FrameBudget,
        warnings: inout [Diagnostic], output: @escaping (String) -> Void = { _ in }
    ) -> Result<ResolvedScene, Diagnostic> {
        let place = (range: declared.range, file: declared.file)
        if Interruption.isRequested || machine.budget.interruptFlag.load(ordering: .relaxed) {
            return .failure(Diagnostic.interrupted(at: place.range).inFile(place.file))
        }
        budget.frames += 1
        let frame = Session(
            limits: limits, sources: SourceOverlay(machine.imports.sources, over: machine.imports.provider),
            fileAccess: machine.imports.access, parses: machine.parses, output: output)
        frame.warningPolicy = warningPolicy
        frame.parameterOverrides = parameterOverrides
        // A parameter typed again has its last number at every declaration, as in a rerun.
        frame.machine.parameters.lastWritten = machine.parameters.lastWritten
        frame.machine.parameters.replaying = true
        // A frame drawn to CSS, HTML, SwiftUI or tokens carries how it follows the parameters,
        // as the session's own scene does: its lengths at that moment, as expressions of them.
        frame.keepsDerivations = keepsDerivations
        frame.machine.clock = moment
        frame.machine.budget.keepsInterruption = true
        let note = Diagnostic.frameNote(moment, at: place.range, file: place.file)
        for step in replayLog {
            switch step {
            case .remove(let name):
                _ = frame.removeNode(named: name)
            case .evaluate(let source, let file, let interactive, let succeeded):
                frame.limits.maxSteps = Swift.max(budget.steps, 0)
                frame.limits.maxNodes = Swift.max(budget.nodes, 1)
                let result = frame.evaluate(source, file: file, interactive: interactive)
                budget.steps -= frame.machine.budget.steps
                for warning in result.diagnostics where warning.severity != .error {
                    guard frameWarningKeys.insert(Session.frameWarningKey(warning)).inserted else { continue }
                    var noted = warning
                    noted.notes.append(note)
                    warnings.append(noted)
                }
                guard succeeded, var error = result.error else { continue }
                if error.code == .limitSteps {
                    error = Diagnostic.framesLimit(.steps, limits.maxSteps, frames: budget.frames, at: error.range)
                        .inFile(error.file)
                } else if error.code == .limitNodes {
                    error = Diagnostic.framesLimit(.nodes, limits.maxNodes, frames: budget.frames, at: error.range)
                        .inFile(error.file)
                }
                if error.code != .runtimeInterrupted { error.notes.append(note) }
                return .failure(error)
            }
        }
        budget.nodes -= frame.machine.scene.tree.count
        if budget.nodes < 0 {
            return .failure(
                Diagnostic.framesLimit(.nodes, limits.maxNodes, frames: budget.frames, at: place.range)
                    .inFile(place.file))
        }
        guard let now = frame.machine.animation?.timeline, now == declared.timeline else {
            return .failure(
                Diagnostic.timelineChanged(
                    from: declared.timeline, to: frame.machine.animation?.timeline, seconds: moment.seconds,
                    at: frame.machine.animation?.range ?? place.range
                ).inFile(frame.machine.animation?.file ?? place.file))
        }
        var scene = frame.scene()
        scene.animation = FrameMoment(timeline: declared.timeline, moment: moment)
        return .success(scene)
    }

    /// A warning's place and kind: a frame reports a warning only where none of its kind was.
    static func frameWarningKey(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file ?? ""):\(diagnostic.range.start.offset):\(diagnostic.code.rawValue)"
    }
}
