// The four logical corners of a rectangle and the radii a rectangle carries at them.

/// One of the four corners of a rectangle, named logically as SwiftUI names them.
///
/// `allCases` runs topLeading, topTrailing, bottomLeading, bottomTrailing: the order of traces
/// in a ``ConcentricResolution``.
public enum Corner: String, Hashable, Sendable, CaseIterable {
    case topLeading
    case topTrailing
    case bottomLeading
    case bottomTrailing

    /// Whether the corner is on the top edge.
    public var isTop: Bool { self == .topLeading || self == .topTrailing }

    /// Whether the corner is on the leading edge.
    public var isLeading: Bool { self == .topLeading || self == .bottomLeading }

    /// Whether the corner is on the physical left in `direction` (leading in left-to-right).
    public func isLeft(in direction: LayoutDirection) -> Bool {
        isLeading == (direction == .leftToRight)
    }

    /// The corner's name as written in source and output: "topLeading", "bottomTrailing", …
    public var name: String { rawValue }
}

/// The radius at each of a rectangle's four corners, named logically (SwiftUI's type).
///
/// The initializer's labels follow SwiftUI's order, anticlockwise from the top leading corner:
/// `topLeading`, `bottomLeading`, `bottomTrailing`, `topTrailing`.
public struct RectangleCornerRadii: Hashable, Sendable, CornerValues {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(
        topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0,
        topTrailing: Double = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The same radius at every corner.
    public init(uniform radius: Double) {
        self.init(
            topLeading: radius, bottomLeading: radius, bottomTrailing: radius,
            topTrailing: radius)
    }

    /// Radius 0 everywhere: a plain rectangle.
    public static let zero = RectangleCornerRadii()

    /// Whether all four radii are equal.
    public var isUniform: Bool {
        topLeading == topTrailing && topLeading == bottomLeading && topLeading == bottomTrailing
    }

    /// Each radius passed through `transform`.
    func map(_ transform: (Double) -> Double) -> RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: transform(topLeading), bottomLeading: transform(bottomLeading),
            bottomTrailing: transform(bottomTrailing), topTrailing: transform(topTrailing))
    }
}

/// A value at each of the four logical corners (radii, corner styles), read and written by corner.
public protocol CornerValues {
    associatedtype CornerValue
    var topLeading: CornerValue { get set }
    var topTrailing: CornerValue { get set }
    var bottomLeading: CornerValue { get set }
    var bottomTrailing: CornerValue { get set }
}

extension CornerValues {
    /// The value at `corner`. Inlinable, so that other modules (the renderers reading radii,
    /// the language's per-corner expressions) get it specialised to their type rather than
    /// reaching it through witness tables and generic copies.
    @inlinable public subscript(corner: Corner) -> CornerValue {
        get {
            switch corner {
            case .topLeading: topLeading
            case .topTrailing: topTrailing
            case .bottomLeading: bottomLeading
            case .bottomTrailing: bottomTrailing
            }
        }
        set {
            switch corner {
            case .topLeading: topLeading = newValue
            case .topTrailing: topTrailing = newValue
            case .bottomLeading: bottomLeading = newValue
            case .bottomTrailing: bottomTrailing = newValue
            }
        }
    }
}
