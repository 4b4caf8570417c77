// Points, sizes and rectangles in a y-down plane: the coordinates every frame and path uses.

/// A point in a y-down plane (x grows to the right, y grows downwards, like a screen).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height.
///
/// Sizes are not validated: a negative or non-finite size is carried as given, and each
/// operation says how it treats one (``Rect/inset(by:direction:)`` clamps at 0; paths treat a
/// negative side as 0).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// A size of 0 by 0.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: an origin (its top-left corner in y-down space) and a size.
///
/// ```
///   origin ─► ┌───────── width ─────────┐  minY
///             │                         │
///          height         (midX, midY)  │
///             │                         │
///             └─────────────────────────┘  maxY
///           minX                       maxX
/// ```
///
/// The edges are computed as `minX = origin.x` and `maxX = origin.x + width` with no
/// standardisation, so a negative width gives `maxX < minX`; the resolver's clamp step turns
/// such frames into radius 0 rather than trapping.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { (self.origin, self.size) = (origin, size) }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle with each edge moved inwards by its inset (outwards for a negative inset).
    ///
    /// Leading and trailing map to left and right through `direction`. The result never has a
    /// negative size: when two opposite insets overlap, that side collapses to 0 at the point
    /// halfway between the two moved edges, so the collapsed rectangle stays centred where the
    /// insets meet.
    public func inset(by insets: EdgeInsets, direction: LayoutDirection = .leftToRight) -> Rect {
        let (left, right) = Rect.collapse(
            minX + insets.left(in: direction), maxX - insets.right(in: direction))
        let (top, bottom) = Rect.collapse(minY + insets.top, maxY - insets.bottom)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle with all four edges moved inwards by `amount` (outwards when negative).
    public func insetBy(_ amount: Double) -> Rect {
        inset(by: EdgeInsets(all: amount))
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let left = Swift.min(minX, other.minX)
        let top = Swift.min(minY, other.minY)
        let right = Swift.max(maxX, other.maxX)
        let bottom = Swift.max(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Two edges in order; when they have crossed, both move to their midpoint.
    private static func collapse(_ low: Double, _ high: Double) -> (Double, Double) {
        guard high < low else { return (low, high) }
        let middle = (low + high) / 2
        return (middle, middle)
    }
}
