// Layout direction and per-edge insets: how logical leading/trailing become physical left/right.

/// The horizontal direction of a layout: which physical side "leading" is.
///
/// In `.leftToRight`, leading is the left side; in `.rightToLeft` everything logical mirrors,
/// so leading is the right side and the logical `topLeading` corner is the physical top-right.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// Insets for the four edges, named logically (leading/trailing) as in SwiftUI.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all amount: Double) {
        self.init(top: amount, leading: amount, bottom: amount, trailing: amount)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// Both insets added edge by edge: two `padding`s in a row, as SwiftUI adds them.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
            trailing: lhs.trailing + rhs.trailing)
    }

    /// The inset of the physical left edge: leading in left-to-right, trailing in right-to-left.
    public func left(in direction: LayoutDirection) -> Double {
        direction == .leftToRight ? leading : trailing
    }

    /// The inset of the physical right edge: trailing in left-to-right, leading in right-to-left.
    public func right(in direction: LayoutDirection) -> Double {
        direction == .leftToRight ? trailing : leading
    }
}
