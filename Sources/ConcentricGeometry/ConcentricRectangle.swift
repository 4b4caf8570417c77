// ConcentricRectangle: a corner style per corner plus uniform groups, with SwiftUI's nine initializers.

/// A rectangle whose corners follow its container: SwiftUI's `ConcentricRectangle`.
///
/// It holds only the *request*: a ``CornerStyle`` for each logical corner and the groups of
/// corners that must share one radius. ``ConcentricResolver`` turns it into radii for a frame
/// in a container.
///
/// Every initializer takes SwiftUI's labels and defaults each style to `.concentric`.
public struct ConcentricRectangle: Hashable, Sendable, CornerValues {
    public var topLeading: CornerStyle
    public var topTrailing: CornerStyle
    public var bottomLeading: CornerStyle
    public var bottomTrailing: CornerStyle
    /// Groups of corners that take the largest radius among them, applied after each corner's
    /// own radius and before clamping.
    public var uniformGroups: [UniformGroup]
    /// Which of SwiftUI's nine initializers made it, so that code written from it can use the
    /// same one. Spelling only: two spellings of one request are equal (``==`` ignores it).
    /// (The nine are one table: ConcentricRectangle+Initializers.swift.)
    public var initializer: Initializer

    public static func == (left: ConcentricRectangle, right: ConcentricRectangle) -> Bool {
        left.topLeading == right.topLeading && left.topTrailing == right.topTrailing
            && left.bottomLeading == right.bottomLeading && left.bottomTrailing == right.bottomTrailing
            && left.uniformGroups == right.uniformGroups
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topLeading)
        hasher.combine(topTrailing)
        hasher.combine(bottomLeading)
        hasher.combine(bottomTrailing)
        hasher.combine(uniformGroups)
    }

    /// A set of corners that must share one radius.
    public enum UniformGroup: String, Hashable, Sendable, CaseIterable {
        case all
        case top
        case bottom
        case leading
        case trailing

        /// The corners in the group, in `Corner.allCases` order.
        public var corners: [Corner] {
            switch self {
            case .all: Corner.allCases
            case .top: [.topLeading, .topTrailing]
            case .bottom: [.bottomLeading, .bottomTrailing]
            case .leading: [.topLeading, .bottomLeading]
            case .trailing: [.topTrailing, .bottomTrailing]
            }
        }
    }

    /// Every corner `.concentric`, with no minimum and no uniform group: its radii are the
    /// concentric ones wherever it is placed.
    public var isPlainlyConcentric: Bool {
        uniformGroups.isEmpty && topLeading == .concentric && topTrailing == .concentric
            && bottomLeading == .concentric && bottomTrailing == .concentric
    }

    /// The designated initializer: every corner's style and the uniform groups.
    private init(
        _ topLeading: CornerStyle, _ topTrailing: CornerStyle, _ bottomLeading: CornerStyle,
        _ bottomTrailing: CornerStyle, groups: [UniformGroup], initializer: Initializer
    ) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.uniformGroups = groups
        self.initializer = initializer
    }

    /// Every corner `.concentric`, not uniform.
    public init() {
        self.init(.concentric, .concentric, .concentric, .concentric, groups: [], initializer: .plain)
    }

    /// Every corner `corners`; with `isUniform`, all four share the largest radius.
    public init(corners: CornerStyle = .concentric, isUniform: Bool = false) {
        self.init(corners, corners, corners, corners, groups: isUniform ? [.all] : [], initializer: .corners)
    }

    /// Each corner its own style, no uniform group.
    public init(
        topLeadingCorner: CornerStyle = .concentric, topTrailingCorner: CornerStyle = .concentric,
        bottomLeadingCorner: CornerStyle = .concentric,
        bottomTrailingCorner: CornerStyle = .concentric
    ) {
        self.init(
            topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner,
            groups: [], initializer: .eachCorner)
    }

    /// The top pair shares one radius, and so does the bottom pair.
    public init(
        uniformTopCorners: CornerStyle = .concentric,
        uniformBottomCorners: CornerStyle = .concentric
    ) {
        self.init(
            uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners,
            groups: [.top, .bottom], initializer: .uniformTopAndBottom)
    }

    /// The top pair shares one radius; the bottom corners are independent.
    public init(
        uniformTopCorners: CornerStyle = .concentric,
        bottomLeadingCorner: CornerStyle = .concentric,
        bottomTrailingCorner: CornerStyle = .concentric
    ) {
        self.init(
            uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner,
            groups: [.top], initializer: .uniformTop)
    }

    /// The bottom pair shares one radius; the top corners are independent.
    public init(
        uniformBottomCorners: CornerStyle = .concentric,
        topLeadingCorner: CornerStyle = .concentric, topTrailingCorner: CornerStyle = .concentric
    ) {
        self.init(
            topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners,
            groups: [.bottom], initializer: .uniformBottom)
    }

    /// The leading pair shares one radius, and so does the trailing pair.
    public init(
        uniformLeadingCorners: CornerStyle = .concentric,
        uniformTrailingCorners: CornerStyle = .concentric
    ) {
        self.init(
            uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners,
            uniformTrailingCorners, groups: [.leading, .trailing], initializer: .uniformLeadingAndTrailing)
    }

    /// The leading pair shares one radius; the trailing corners are independent.
    public init(
        uniformLeadingCorners: CornerStyle = .concentric,
        topTrailingCorner: CornerStyle = .concentric,
        bottomTrailingCorner: CornerStyle = .concentric
    ) {
        self.init(
            uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner,
            groups: [.leading], initializer: .uniformLeading)
    }

    /// The trailing pair shares one radius; the leading corners are independent.
    public init(
        uniformTrailingCorners: CornerStyle = .concentric,
        topLeadingCorner: CornerStyle = .concentric, bottomLeadingCorner: CornerStyle = .concentric
    ) {
        self.init(
            topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners,
            groups: [.trailing], initializer: .uniformTrailing)
    }

    /// SwiftUI's `.rect(corners:isUniform:)` shorthand for ``init(corners:isUniform:)``.
    public static func rect(
        corners: CornerStyle = .concentric, isUniform: Bool = false
    ) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
