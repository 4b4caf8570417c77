// An animation as every output reads it: the timeline, and one resolved scene per frame of a
// period, each laid out and resolved on its own. No radius here was interpolated.
import ConcentricGeometry

/// Where a frame sits on its animation: the timeline and the frame's moment. Outputs that show
/// one frame (JSON, the text report) say which.
public struct FrameMoment: Hashable, Sendable {
    public var timeline: Timeline
    public var moment: Moment

    public init(timeline: Timeline, moment: Moment) { (self.timeline, self.moment) = (timeline, moment) }
}

/// One frame: its moment and the scene the script built at it.
public struct AnimationFrame: Sendable {
    public var moment: Moment
    public var scene: ResolvedScene

    public init(moment: Moment, scene: ResolvedScene) { (self.moment, self.scene) = (moment, scene) }
}

/// The frames of an animation: one period's (``FrameSampling``), and for an animation that
/// ends, its end.
public struct AnimatedScene: Sendable {
    public var timeline: Timeline
    public var sampling: FrameSampling
    /// `sampling.intervals` frames, a step apart from the start of the period.
    public var frames: [AnimationFrame]
    /// The last moment of an animation that ends (nil when it repeats forever).
    public var end: AnimationFrame?

    public init(timeline: Timeline, sampling: FrameSampling, frames: [AnimationFrame], end: AnimationFrame?) {
        self.timeline = timeline
        self.sampling = sampling
        self.frames = frames
        self.end = end
    }

    /// The frames in the order the animation plays them, a step apart: for an animation that
    /// ends, every step from the start and then its end; for one that repeats forever, one
    /// period, which then starts again. Nil when there would be more than `limit`.
    public func playedFrames(limit: Int = Timeline.maximumFrames) -> [AnimationFrame]? {
        guard let total = timeline.totalDuration, let end else {
            return frames.count <= limit ? frames : nil
        }
        let steps = sampling.steps(in: total)
        guard steps < limit else { return nil }
        return (0..<steps).map { frames[$0 % frames.count] } + [end]
    }

    /// Every distinct frame: the period's, and the end.
    public var allFrames: [AnimationFrame] {
        frames + (end.map { [$0] } ?? [])
    }

    /// The smallest rectangle holding every frame's bounds: one size for a sequence of images.
    public var unionBounds: Rect {
        allFrames.dropFirst().reduce(frames.first?.scene.bounds ?? .zero) { $0.union($1.scene.bounds) }
    }
}
