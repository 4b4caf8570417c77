// Rounded-rectangle paths with circular or continuous corners, and where a corner's centre lies.

extension Path {
    /// The outline of `rect` with the given logical corner radii, clockwise from the top edge.
    ///
    /// ```
    ///   top-left  start: where the top-left corner's curve meets the top edge
    ///          ╭●─────────── top ───────────╮  top-right
    ///          │                            │
    ///     left │  clockwise on screen (y↓)  │ right
    ///          │                            │
    ///          ╰────────── bottom ──────────╯  bottom-right
    ///   bottom-left
    /// ```
    ///
    /// The path moves to the top edge just after the top-left corner, then runs top edge,
    /// top-right corner, right edge, bottom-right, bottom, bottom-left, left, top-left, and closes.
    /// `direction` places the logical radii: in right-to-left, `topLeading` is the top-right.
    ///
    /// A corner whose radius is 0 (or negative, or NaN) is a sharp corner: the edges simply meet.
    /// A circular corner is one quarter-circle `.arc`; a continuous corner is three cubics (see
    /// ``ContinuousCorner``). Each corner takes a *reach* along both its edges (`r` circular,
    /// `1.528665·r` continuous). When a side is too short for the reaches of its two corners,
    /// each corner gets the share of the side proportional to its reach, and its radius shrinks
    /// so its reach fits the smaller of its two shares.
    ///
    /// Crowded continuous corners follow UIKit, whose curve ``ContinuousCorner`` copies: when all
    /// four radii are one `r` and the **shorter** side is shorter than `2 × 1.528665·r =
    /// 3.0573·r`, the outline is a true capsule, circular ends of radius `min(w, h) / 2`. The
    /// shorter side alone decides: at r = 16 a 200 × 48 button is a capsule of radius 24 and a
    /// 200 × 49 one has continuous corners (UIKit changes shape between heights 48 and 49 at
    /// that radius, as reported on Apple's developer forums). Uneven radii are never a capsule:
    /// a side too short for its two corners shrinks them (below) and they stay continuous.
    ///
    /// ```
    ///   shorter side < 3.0573·r: capsule     uneven radii on a short side: shrunk continuous
    ///     ╭──────────────────╮                 ╭──────────────────┐
    ///    (                    )                │                  │
    ///     ╰──────────────────╯                 └──────────────────╯
    /// ```
    public static func roundedRectangle(
        in rect: Rect, radii: RectangleCornerRadii, style: RoundedCornerStyle,
        direction: LayoutDirection = .leftToRight
    ) -> Path {
        var elements = ElementList()
        roundedRectangle(in: rect, radii: radii, style: style, direction: direction, into: &elements)
        return Path(elements: elements.elements)
    }

    /// ``roundedRectangle(in:radii:style:direction:)``, element by element into `sink`.
    /// Inlinable, so that a writer's sink is specialised into it (a million shapes each).
    @inlinable
    public static func roundedRectangle<Sink: PathSink>(
        in rect: Rect, radii: RectangleCornerRadii, style: RoundedCornerStyle, direction: LayoutDirection,
        into sink: inout Sink
    ) {
        let box = Rect(
            origin: rect.origin,
            size: Size(width: nonNegative(rect.width), height: nonNegative(rect.height)))
        if style == .continuous, let capsule = crowdedCapsuleRadius(box, radii) {
            return roundedRectangle(
                in: rect, radii: RectangleCornerRadii(uniform: capsule), style: .circular, direction: direction,
                into: &sink)
        }
        let reachPerRadius = style == .continuous ? ContinuousCorner.reach : 1
        // Path order: top-right, bottom-right, bottom-left, top-left.
        var reaches = SIMD4<Double>()
        for index in 0..<4 {
            reaches[index] =
                reachPerRadius * nonNegative(radii[PhysicalCorner.clockwise(index, in: box).logical(in: direction)])
        }
        // Corner i shares the side before it with corner i-1 and the side after it with i+1;
        // sides alternate horizontal (top, bottom) and vertical (right, left).
        var fitted = SIMD4<Double>()
        for index in 0..<4 {
            let previous = reaches[(index + 3) % 4]
            let next = reaches[(index + 1) % 4]
            let incomingLength = index % 2 == 0 ? box.width : box.height
            let outgoingLength = index % 2 == 0 ? box.height : box.width
            fitted[index] = Swift.min(
                share(of: reaches[index], with: previous, along: incomingLength),
                share(of: reaches[index], with: next, along: outgoingLength))
        }

        let start = PhysicalCorner.clockwise(3, in: box).point(along: 0, inward: fitted[3])
        sink.append(.move(to: start))
        var current = start
        for index in 0..<4 {
            let corner = PhysicalCorner.clockwise(index, in: box)
            let reach = fitted[index]
            // Zero-length lines are left out.
            let edgeEnd = corner.point(along: reach, inward: 0)
            if edgeEnd != current {
                sink.append(.line(to: edgeEnd))
                current = edgeEnd
            }
            guard reach > 0 else { continue }
            let radius = reach / reachPerRadius
            switch style {
            case .circular:
                current = corner.point(along: 0, inward: radius)
                sink.append(
                    .arc(
                        to: current, radiusX: radius, radiusY: radius,
                        center: corner.point(along: radius, inward: radius)))
            case .continuous:
                for segment in ContinuousCorner.segments {
                    current = corner.point(at: segment.end, radius: radius)
                    sink.append(
                        .cubic(
                            to: current, control1: corner.point(at: segment.control1, radius: radius),
                            control2: corner.point(at: segment.control2, radius: radius)))
                }
            }
        }
        sink.append(.close)
    }

    /// The radius of the capsule UIKit draws instead of continuous corners of one radius `r`
    /// when the shorter side of `box` is shorter than two reaches (`3.0573·r`); nil otherwise.
    @inlinable
    static func crowdedCapsuleRadius(_ box: Rect, _ radii: RectangleCornerRadii) -> Double? {
        continuousCapsuleRadius(width: box.width, height: box.height, radii: radii)
    }

    /// The radius of the capsule that continuous corners of `radii` on a `width` × `height`
    /// frame are drawn as (UIKit's rule: one radius `r` on all four corners and a shorter side
    /// under `2 × 1.528665·r`), or nil when the corners are drawn continuous.
    ///
    /// At r = 16: 200 × 48 gives 24 (a capsule), 200 × 49 gives nil.
    @inlinable
    public static func continuousCapsuleRadius(
        width: Double, height: Double, radii: RectangleCornerRadii
    ) -> Double? {
        let radius = radii.topLeading
        guard radius > 0, radius.isFinite, radii.topTrailing == radius, radii.bottomLeading == radius,
            radii.bottomTrailing == radius
        else { return nil }
        let shorter = Swift.min(nonNegative(width), nonNegative(height))
        guard shorter < 2 * ContinuousCorner.reach * radius else { return nil }
        return shorter / 2
    }

    /// The part of a side of `length` that a corner reaching `reach` may take when the corner at
    /// the side's other end reaches `other`: all of it when both fit, else a share in proportion.
    @usableFromInline
    static func share(
        of reach: Double, with other: Double, along length: Double
    ) -> Double {
        guard reach + other > length else { return reach }
        if reach.isInfinite { return other.isInfinite ? length / 2 : length }
        return length * (reach / (reach + other))
    }
}

/// The continuous ("squircle") corner, in units of its radius r.
///
/// Coordinates are `(u, v)`: `u` is the distance back from the corner along the incoming edge,
/// `v` the distance from the corner along the outgoing edge. The curve leaves the incoming edge
/// at `u = 1.528665` and joins the outgoing edge at `v = 1.528665`; it is symmetric under
/// swapping u and v, and the first and last control points lie on the edges, so the curve is
/// tangent to both.
///
/// ```
///   incoming edge ──────●━━━━━━━╮ corner (0, 0)
///                  (1.528665, 0) ╲
///                                 ┃
///                                 ● (0, 1.528665)
///                                 │ outgoing edge
/// ```
@usableFromInline
enum ContinuousCorner {
    /// How far the curve reaches along each edge, in units of r.
    @usableFromInline static let reach = 1.528665

    /// A point in corner units: back along the incoming edge, forward along the outgoing edge.
    @usableFromInline
    struct Coordinate: Sendable {
        @usableFromInline var u: Double
        @usableFromInline var v: Double
    }

    /// One cubic Bézier of the corner.
    @usableFromInline
    struct Segment: Sendable {
        @usableFromInline var control1: Coordinate
        @usableFromInline var control2: Coordinate
        @usableFromInline var end: Coordinate
    }

    /// The three cubics, from `(reach, 0)` to `(0, reach)`.
    @usableFromInline static let segments: [Segment] = [
        Segment(
            control1: Coordinate(u: 1.088493, v: 0), control2: Coordinate(u: 0.868407, v: 0),
            end: Coordinate(u: 0.631494, v: 0.074911)),
        Segment(
            control1: Coordinate(u: 0.372824, v: 0.169060),
            control2: Coordinate(u: 0.169060, v: 0.372824),
            end: Coordinate(u: 0.074911, v: 0.631494)),
        Segment(
            control1: Coordinate(u: 0, v: 0.868407), control2: Coordinate(u: 0, v: 1.088493),
            end: Coordinate(u: 0, v: reach)),
    ]
}

/// A corner of a rectangle as the clockwise outline passes it: the corner point, the unit
/// direction the outline travels along the edge into it, and along the edge out of it.
///
/// A point `(u, v)` in corner terms is `point − u·incoming + v·outgoing`: back along the
/// incoming edge, then forward along the outgoing edge (which is also inward from the incoming
/// edge, since the outline turns clockwise).
@usableFromInline
struct PhysicalCorner {
    @usableFromInline var isTop: Bool
    @usableFromInline var isLeft: Bool
    @usableFromInline var corner: Point
    @usableFromInline var incoming: (x: Double, y: Double)
    @usableFromInline var outgoing: (x: Double, y: Double)

    @usableFromInline
    init(isTop: Bool, isLeft: Bool, corner: Point, incoming: (x: Double, y: Double), outgoing: (x: Double, y: Double)) {
        self.isTop = isTop
        self.isLeft = isLeft
        self.corner = corner
        self.incoming = incoming
        self.outgoing = outgoing
    }

    /// Corner `index` of `rect` in outline order: top-right, bottom-right, bottom-left, top-left.
    @inlinable
    static func clockwise(_ index: Int, in rect: Rect) -> PhysicalCorner {
        switch index {
        case 0:
            PhysicalCorner(
                isTop: true, isLeft: false, corner: Point(x: rect.maxX, y: rect.minY),
                incoming: (1, 0), outgoing: (0, 1))
        case 1:
            PhysicalCorner(
                isTop: false, isLeft: false, corner: Point(x: rect.maxX, y: rect.maxY),
                incoming: (0, 1), outgoing: (-1, 0))
        case 2:
            PhysicalCorner(
                isTop: false, isLeft: true, corner: Point(x: rect.minX, y: rect.maxY),
                incoming: (-1, 0), outgoing: (0, -1))
        default:
            PhysicalCorner(
                isTop: true, isLeft: true, corner: Point(x: rect.minX, y: rect.minY),
                incoming: (0, -1), outgoing: (1, 0))
        }
    }

    /// The physical corner of `rect` that holds the logical `corner` in `direction`.
    static func of(_ corner: Corner, in rect: Rect, direction: LayoutDirection) -> PhysicalCorner {
        let left = corner.isLeft(in: direction)
        // Outline order: top-right, bottom-right, bottom-left, top-left.
        switch (corner.isTop, left) {
        case (true, false): return clockwise(0, in: rect)
        case (false, false): return clockwise(1, in: rect)
        case (false, true): return clockwise(2, in: rect)
        case (true, true): return clockwise(3, in: rect)
        }
    }

    /// The logical corner this physical corner is in `direction`.
    @inlinable
    func logical(in direction: LayoutDirection) -> Corner {
        let leading = isLeft == (direction == .leftToRight)
        switch (isTop, leading) {
        case (true, true): return .topLeading
        case (true, false): return .topTrailing
        case (false, true): return .bottomLeading
        case (false, false): return .bottomTrailing
        }
    }

    /// The point `along` back from the corner on the incoming edge, then `inward` along the
    /// outgoing edge.
    @inlinable
    func point(along: Double, inward: Double) -> Point {
        Point(
            x: corner.x - along * incoming.x + inward * outgoing.x,
            y: corner.y - along * incoming.y + inward * outgoing.y)
    }

    /// The point of a continuous corner of radius `radius` at `coordinate` (in units of r).
    @inlinable
    func point(at coordinate: ContinuousCorner.Coordinate, radius: Double) -> Point {
        point(along: coordinate.u * radius, inward: coordinate.v * radius)
    }
}

/// The centre of a rounded corner's arc (same point for continuous corners: the circular
/// corner's centre).
///
/// It lies `radius` in from both edges that meet at the corner; `direction` places the logical
/// corner (in right-to-left, `topLeading` is the top-right):
///
/// ```
///   (minX, minY) ┌───────
///                │ ● (minX + r, minY + r)
///                │
/// ```
public func cornerCenter(
    of corner: Corner, in rect: Rect, radius: Double, direction: LayoutDirection = .leftToRight
) -> Point {
    PhysicalCorner.of(corner, in: rect, direction: direction).point(along: radius, inward: radius)
}
