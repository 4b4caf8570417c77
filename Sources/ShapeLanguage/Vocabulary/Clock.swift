// The names a script reads the frame's clock by: one table for the compiler, completion and
// `shape help language`.
import ShapeScene

/// A value of the clock of the frame being evaluated. Outside an animation (and at its first
/// frame) both are 0. A variable of the same name hides it, as it hides a builtin.
public enum ClockValue: String, CaseIterable, Hashable, Sendable {
    /// Seconds into the leg, along the timeline.
    case time
    /// The curve's progress, 0 … 1.
    case progress

    /// One line on what it is.
    public var summary: String {
        switch self {
        case .time: "seconds into the animation's leg: 0 … duration (back to 0 on a reversed leg)"
        case .progress: "how far the animation is, through its curve: 0 at the start, 1 at the end"
        }
    }

    func read(_ moment: Moment) -> Double {
        switch self {
        case .time: moment.time
        case .progress: moment.progress
        }
    }
}
