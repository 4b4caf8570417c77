// An animation's timeline, as a script declares it (`animation duration: 2, curve: .easeInOut,
// repeat: .forever, autoreverses: true`): how long a leg lasts, how it eases, how often it
// plays, and how it is cut into frames. Every frame is the script evaluated again at its moment;
// nothing here interpolates a radius.
import ConcentricGeometry

/// How many legs an animation plays.
public enum Repetition: Hashable, Sendable {
    /// This many legs (1 or more); with `autoreverses`, every second one backwards.
    case count(Int)
    case forever
}

/// The clock of one frame: what a script reads as `time` and `progress`.
public struct Moment: Hashable, Sendable {
    /// Seconds since the animation started.
    public var seconds: Double
    /// Seconds into the leg, along the timeline: from 0 to the duration on a forward leg, and
    /// from the duration back to 0 on a reversed one.
    public var time: Double
    /// The curve's progress: 0 at the start of the timeline, 1 at its end (a spring can pass 1).
    public var progress: Double
    /// Which leg is playing, from 0.
    public var leg: Int

    public init(seconds: Double, time: Double, progress: Double, leg: Int) {
        self.seconds = seconds
        self.time = time
        self.progress = progress
        self.leg = leg
    }

    /// The first moment of every animation, and the only one of a still scene.
    public static let start = Moment(seconds: 0, time: 0, progress: 0, leg: 0)
}

/// An animation declared by a script.
///
/// A **leg** runs the curve once, forward, over `duration`. `repetition` says how many legs
/// play; with `autoreverses` every second leg runs backwards (SwiftUI's `repeatCount(_:autoreverses:)`),
/// so the timeline repeats every **period**: one leg, or two when it reverses.
///
/// ```
///  progress                 autoreverses: true, repeat: 3
///     1 ┤    ╱╲    ╱
///       │   ╱  ╲  ╱          leg 0 forward, leg 1 back, leg 2 forward
///     0 ┼──╱────╲╱──── t     period = 2 · duration
/// ```
public struct Timeline: Hashable, Sendable {
    /// Seconds of one leg.
    public var duration: Double
    public var curve: AnimationCurve
    public var repetition: Repetition
    public var autoreverses: Bool
    /// The frame rate the script asked for (`fps:`), or ``defaultFramesPerSecond``.
    public var framesPerSecond: Double

    public static let defaultFramesPerSecond = 30.0
    /// The most frames a timeline may be cut into. Each frame is a whole evaluation, and the
    /// frames together share the session's step and node limits as well.
    public static let maximumFrames = 10_000

    public init(
        duration: Double, curve: AnimationCurve = .linear, repetition: Repetition = .count(1),
        autoreverses: Bool = false, framesPerSecond: Double = Timeline.defaultFramesPerSecond
    ) {
        self.duration = duration
        self.curve = curve
        self.repetition = repetition
        self.autoreverses = autoreverses
        self.framesPerSecond = framesPerSecond
    }

    /// Seconds after which the timeline repeats itself: a leg, or two when it reverses.
    public var period: Double { autoreverses ? 2 * duration : duration }

    /// Seconds the whole animation plays; nil when it repeats forever.
    public var totalDuration: Double? {
        switch repetition {
        case .count(let legs): Double(Swift.max(legs, 1)) * duration
        case .forever: nil
        }
    }

    /// How many periods the animation plays (1.5 for three reversing legs); nil for forever.
    public var periodsPlayed: Double? {
        totalDuration.map { $0 / period }
    }

    /// The clock at `seconds` since the start. Before the start it is the start; after the end
    /// of a finite animation, the end.
    public func moment(at seconds: Double) -> Moment {
        var elapsed = Swift.max(seconds, 0)
        var leg: Int
        var into: Double
        if let total = totalDuration, elapsed >= total {
            elapsed = total
            leg = Swift.max(Int((total / duration).rounded()) - 1, 0)
            into = duration
        } else {
            let legs = (elapsed / duration).rounded(.down)
            leg = Int(Swift.min(legs, Double(Int32.max)))
            into = elapsed - legs * duration
            if into >= duration {  // rounding at a leg's end: the next leg starts
                leg += 1
                into = 0
            }
        }
        let progress = curve.progress(at: into, of: duration)
        if autoreverses, !leg.isMultiple(of: 2) {
            return Moment(seconds: elapsed, time: duration - into, progress: 1 - progress, leg: leg)
        }
        return Moment(seconds: elapsed, time: into, progress: progress, leg: leg)
    }

    /// How one period is cut into frames at `framesPerSecond` (the timeline's own rate when nil).
    public func sampling(framesPerSecond: Double? = nil) -> FrameSampling {
        let rate = framesPerSecond ?? self.framesPerSecond
        let steps = (period * rate).rounded()
        return FrameSampling(period: period, intervals: Int(Swift.min(Swift.max(steps, 1), Double(Int32.max))))
    }

    /// How the timeline reads in reports: `2 s, .easeInOut, forever, autoreversing, 30 fps`.
    public var summary: String {
        var parts = ["\(NumberFormat.format(duration)) s", curve.spelled]
        switch repetition {
        case .forever: parts.append("forever")
        case .count(let legs) where legs > 1: parts.append("\(legs) times")
        case .count: break
        }
        if autoreverses { parts.append("autoreversing") }
        parts.append("\(NumberFormat.format(framesPerSecond)) fps")
        return parts.joined(separator: ", ")
    }
}

/// One period of a timeline cut into `intervals` equal steps: frames 0 ..< intervals, frame k
/// at k steps from the start of the period (the period's end is the next period's start).
///
/// A frame is shown around its time, from half a step before it to half a step after (the first
/// from the start), so that any instant shows the nearest frame: an animated SVG paused
/// exactly on a frame's time shows that frame, however its clock rounds.
public struct FrameSampling: Hashable, Sendable {
    public var period: Double
    public var intervals: Int

    public init(period: Double, intervals: Int) {
        self.period = period
        self.intervals = Swift.max(intervals, 1)
    }

    /// Seconds between two frames.
    public var step: Double { period / Double(intervals) }

    /// The frame rate the frames come at (the one asked for, rounded to fill the period).
    public var framesPerSecond: Double { Double(intervals) / period }

    /// Seconds since the start of the frame `index` steps in.
    public func time(ofFrame index: Int) -> Double {
        Double(index) * period / Double(intervals)
    }

    /// How many steps a finite animation of `total` seconds takes (its end comes after the last).
    public func steps(in total: Double) -> Int {
        Int(Swift.min(Swift.max((total / step).rounded(), 1), Double(Int32.max)))
    }
}
