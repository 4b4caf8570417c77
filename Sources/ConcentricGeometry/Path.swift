// Outlines as a list of drawing elements (move, line, cubic, elliptical quarter arc, close).

/// One drawing step of a ``Path``; each starts at the current point left by the one before.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at `to`.
    case move(to: Point)
    /// A straight line to `to`.
    case line(to: Point)
    /// A cubic Bézier curve to `to` with two control points.
    case cubic(to: Point, control1: Point, control2: Point)
    /// A clockwise (in y-down screen space) quarter of an ellipse with radii rx, ry around
    /// `center`, ending at `to`; starts at the current point.
    case arc(to: Point, radiusX: Double, radiusY: Double, center: Point)
    /// A straight line back to the subpath's start, closing it.
    case close
}

/// Receives a path's elements as they are made: a writer can spell a path straight into its
/// output, with no array of elements built and freed per shape.
public protocol PathSink {
    mutating func append(_ element: PathElement)
}

/// An outline: drawing elements in order, in y-down space.
///
/// Closed shapes built here run clockwise on screen (top edge left to right first) and start on
/// the top edge just after the top-left corner, so every renderer sees the same sequence.
public struct Path: Hashable, Sendable {
    public var elements: [PathElement]

    public init(elements: [PathElement] = []) {
        self.elements = elements
    }

    /// The ellipse inscribed in `rect`, as four clockwise quarter arcs from the top.
    ///
    /// ```
    ///            start ─► (midX, minY)
    ///          ╭─────●─────╮
    ///   (minX, │     ·     │ (maxX, midY)
    ///    midY) ●     c     ●
    ///          │           │
    ///          ╰─────●─────╯
    ///            (midX, maxY)
    /// ```
    ///
    /// A negative width or height is treated as 0 (the ellipse collapses to a line or a point).
    public static func ellipse(in rect: Rect) -> Path {
        var elements = ElementList()
        ellipse(in: rect, into: &elements)
        return Path(elements: elements.elements)
    }

    /// ``ellipse(in:)``, element by element into `sink`.
    @inlinable
    public static func ellipse<Sink: PathSink>(in rect: Rect, into sink: inout Sink) {
        let width = nonNegative(rect.width)
        let height = nonNegative(rect.height)
        let box = Rect(origin: rect.origin, size: Size(width: width, height: height))
        let center = Point(x: box.midX, y: box.midY)
        let (radiusX, radiusY) = (width / 2, height / 2)
        sink.append(.move(to: Point(x: box.midX, y: box.minY)))
        sink.append(.arc(to: Point(x: box.maxX, y: box.midY), radiusX: radiusX, radiusY: radiusY, center: center))
        sink.append(.arc(to: Point(x: box.midX, y: box.maxY), radiusX: radiusX, radiusY: radiusY, center: center))
        sink.append(.arc(to: Point(x: box.minX, y: box.midY), radiusX: radiusX, radiusY: radiusY, center: center))
        sink.append(.arc(to: Point(x: box.midX, y: box.minY), radiusX: radiusX, radiusY: radiusY, center: center))
        sink.append(.close)
    }

    /// Collects elements into an array, for the functions that return a ``Path``.
    struct ElementList: PathSink {
        var elements: [PathElement] = []

        init() {
            // A rounded rectangle with continuous corners has 1 + 4 × 4 + 1 elements.
            elements.reserveCapacity(18)
        }

        mutating func append(_ element: PathElement) {
            elements.append(element)
        }
    }

    /// Where the current point is at the end of each element (for tests / consumers).
    ///
    /// `.close` returns to the start of its subpath (the last `.move`), or `.zero` if there was
    /// none.
    public var currentPoints: [Point] {
        var subpathStart = Point.zero
        var points: [Point] = []
        points.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let to):
                subpathStart = to
                points.append(to)
            case .line(let to), .cubic(let to, _, _), .arc(let to, _, _, _):
                points.append(to)
            case .close:
                points.append(subpathStart)
            }
        }
        return points
    }
}

/// `value` when it is positive, else 0 (NaN included): a length a path can draw.
@usableFromInline
func nonNegative(_ value: Double) -> Double {
    value > 0 ? value : 0
}
