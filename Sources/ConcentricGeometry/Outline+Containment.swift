// Whether one outline lies inside another, and by how much it pokes out: what overflow warnings
// measure, against what is drawn (a container's rounded corners, a circle), not its frame.
//
//   ╭──────────╮     a child's corner point inside the container's frame can still be
//   │        ┌─┼─┐   outside its curve: the distance from the container's corner centre,
//   │        │ ╰─┼─  less its radius, is how far it pokes out.
//   ╰────────┼──╯│
//            └───┘
//
// Corners are measured as circular arcs; a continuous corner lies within a hair (about 0.002·r
// at its middle) of its circular arc, far below anything a warning should speak of.

extension Outline {
    /// How far `point` is outside the outline: positive outside, 0 on it, negative inside
    /// (for an ellipse, the distance along the line from its centre, a close approximation).
    public func signedDistance(to point: Point) -> Double {
        switch self {
        case .roundedRectangle(let rect, let radii):
            return Outline.roundedRectangleDistance(point, rect: rect, radii: radii)
        case .ellipse(let rect):
            let a = rect.width / 2
            let b = rect.height / 2
            guard a > 0, b > 0 else { return Swift.max(abs(point.x - rect.midX) - a, abs(point.y - rect.midY) - b) }
            let x = point.x - rect.midX
            let y = point.y - rect.midY
            let scaled = ((x / a) * (x / a) + (y / b) * (y / b)).squareRoot()
            guard scaled > 0 else { return -Swift.min(a, b) }
            // The boundary point on the same ray from the centre is at 1/scaled of the way.
            let length = (x * x + y * y).squareRoot()
            return length - length / scaled
        }
    }

    /// Points along the outline, enough that the farthest of them from another convex outline
    /// is within a hair of the farthest point of the whole outline: the four corners' arcs
    /// (or the square corner points), or points around an ellipse.
    public func boundarySamples(direction: LayoutDirection = .leftToRight) -> [Point] {
        switch self {
        case .roundedRectangle(let rect, let radii):
            var points: [Point] = []
            points.reserveCapacity(4 * 17)
            for corner in Corner.allCases {
                let limit = Swift.max(Swift.min(rect.width, rect.height) / 2, 0)
                let radius = Swift.min(Swift.max(radii[corner], 0), limit)
                let left = corner.isLeft(in: direction)
                let top = corner.isTop
                let cornerPoint = Point(x: left ? rect.minX : rect.maxX, y: top ? rect.minY : rect.maxY)
                guard radius > 0, radius.isFinite else {
                    points.append(cornerPoint)
                    continue
                }
                let centre = cornerCenter(of: corner, in: rect, radius: radius, direction: direction)
                for (cosine, sine) in Outline.quarterTurn {
                    points.append(
                        Point(
                            x: centre.x + (left ? -1 : 1) * radius * cosine,
                            y: centre.y + (top ? -1 : 1) * radius * sine))
                }
            }
            return points
        case .ellipse(let rect):
            return (0..<64).map { step in
                let angle = Double(step) / 64 * 2 * Double.pi
                return Point(
                    x: rect.midX + rect.width / 2 * cosine(angle), y: rect.midY + rect.height / 2 * sine(angle))
            }
        }
    }

    /// Cosine and sine of 17 angles from 0 to a quarter turn, the points sampled on each arc.
    private static let quarterTurn: [(Double, Double)] = (0...16).map { step in
        let angle = Double(step) / 16 * Double.pi / 2
        return (cosine(angle), sine(angle))
    }

    /// The rectangle the outline lies in.
    public var bounds: Rect {
        switch self {
        case .roundedRectangle(let rect, _), .ellipse(let rect): rect
        }
    }

    /// How far the farthest point of `inner` lies outside this outline (0 or less when it is
    /// inside).
    public func overflow(of inner: Outline, direction: LayoutDirection = .leftToRight) -> Double {
        let outer = physical(in: direction)
        // Both kinds of outline are convex, so one holds a rectangle when it holds the
        // rectangle's four corners; `inner` lies within its bounds. Most children are settled
        // here, without sampling their arcs (a scene of a million nodes asks a million times).
        let bounds = inner.bounds
        let corners = Swift.max(
            Swift.max(
                outer.signedDistance(to: Point(x: bounds.minX, y: bounds.minY)),
                outer.signedDistance(to: Point(x: bounds.maxX, y: bounds.minY))),
            Swift.max(
                outer.signedDistance(to: Point(x: bounds.minX, y: bounds.maxY)),
                outer.signedDistance(to: Point(x: bounds.maxX, y: bounds.maxY))))
        if corners <= 0 { return corners }
        if case .roundedRectangle(let outerRect, let outerRadii) = outer,
            case .roundedRectangle(let innerRect, let innerRadii) = inner.physical(in: direction),
            Outline.arcsInside(innerRect, innerRadii, outerRect, outerRadii)
        {
            return 0
        }
        return inner.boundarySamples(direction: direction).reduce(-Double.infinity) {
            Swift.max($0, outer.signedDistance(to: $1))
        }
    }

    /// Whether every corner arc of a rounded rectangle lies surely inside another (both with
    /// physical radii), decided without sampling: a concentric child, the usual case, always is.
    ///
    /// At each corner, with `c` and `r` the inner arc's centre and radius and `C` and `R` the
    /// outer's: when `c` lies at or beyond `C` towards the corner, every point of the arc is
    /// within `|c − C| + r` of `C`, so `|c − C| + r ≤ R` keeps it inside; when the arc's box
    /// stays clear of the outer corner's square, only the outer's straight edges are near it.
    /// Anything else is left undecided (false), for the sampling to measure.
    static func arcsInside(
        _ inner: Rect, _ innerRadii: RectangleCornerRadii, _ outer: Rect, _ outerRadii: RectangleCornerRadii
    ) -> Bool {
        guard inner.minX >= outer.minX, inner.maxX <= outer.maxX, inner.minY >= outer.minY, inner.maxY <= outer.maxY
        else { return false }
        let innerLimit = Swift.max(Swift.min(inner.width, inner.height) / 2, 0)
        let outerLimit = Swift.max(Swift.min(outer.width, outer.height) / 2, 0)
        for corner in Corner.allCases {
            let left = corner.isLeft(in: .leftToRight)
            let top = corner.isTop
            let r = Swift.min(Swift.max(innerRadii[corner], 0), innerLimit)
            let big = Swift.min(Swift.max(outerRadii[corner], 0), outerLimit)
            // Distances measured inward from the outer rectangle's corner, on each axis.
            let innerEdgeX = left ? inner.minX - outer.minX : outer.maxX - inner.maxX
            let innerEdgeY = top ? inner.minY - outer.minY : outer.maxY - inner.maxY
            let centreX = innerEdgeX + r
            let centreY = innerEdgeY + r
            if innerEdgeX >= big || innerEdgeY >= big { continue }  // clear of the outer corner's square
            // A concentric child's centre is the outer's, give or take rounding.
            let tolerance = 1e-9 * Swift.max(1, big)
            guard centreX <= big + tolerance, centreY <= big + tolerance else { return false }
            let dx = Swift.max(big - centreX, 0)
            let dy = Swift.max(big - centreY, 0)
            if (dx * dx + dy * dy).squareRoot() + r > big + tolerance { return false }
        }
        return true
    }

    /// The signed distance for a rounded rectangle whose radii are placed physically (see
    /// ``physical(in:)``): in a corner's square, the distance from the corner's centre less its
    /// radius; elsewhere how far past the nearest edge (negative inside).
    private static func roundedRectangleDistance(_ point: Point, rect: Rect, radii: RectangleCornerRadii) -> Double {
        let limit = Swift.max(Swift.min(rect.width, rect.height) / 2, 0)
        let left = point.x < rect.midX
        let top = point.y < rect.midY
        let corner: Corner =
            switch (top, left) {
            case (true, true): .topLeading
            case (true, false): .topTrailing
            case (false, true): .bottomLeading
            case (false, false): .bottomTrailing
            }
        let radius = Swift.min(Swift.max(radii[corner], 0), limit)
        let dx = left ? rect.minX + radius - point.x : point.x - (rect.maxX - radius)
        let dy = top ? rect.minY + radius - point.y : point.y - (rect.maxY - radius)
        // Past a rounded corner's centre on both axes: how far beyond its arc. (Past a square
        // corner, the larger of the two overshoots, as for any side.)
        if radius > 0, dx > 0, dy > 0 {
            return (dx * dx + dy * dy).squareRoot() - radius
        }
        // Outside the frame, or along an edge: how far past the nearest edge.
        let outsideX = Swift.max(rect.minX - point.x, point.x - rect.maxX)
        let outsideY = Swift.max(rect.minY - point.y, point.y - rect.maxY)
        return Swift.max(outsideX, outsideY)
    }

    /// The outline with its radii placed physically (top-leading is the top-left corner), so
    /// that distances can be measured whatever the layout direction.
    public func physical(in direction: LayoutDirection) -> Outline {
        guard direction == .rightToLeft, case .roundedRectangle(let rect, let radii) = self else { return self }
        return .roundedRectangle(
            rect,
            RectangleCornerRadii(
                topLeading: radii.topTrailing, bottomLeading: radii.bottomTrailing,
                bottomTrailing: radii.bottomLeading, topTrailing: radii.topLeading))
    }
}

extension Container {
    /// What the container draws: its corner geometry as a rounded rectangle, or an ellipse
    /// (a circle in its centred square).
    public var outline: Outline {
        switch shape {
        case .ellipse: return .ellipse(frame)
        case .circle: return .ellipse(shape.cornerGeometry(in: frame)?.rect ?? frame)
        default:
            let geometry = shape.cornerGeometry(in: frame) ?? CornerGeometry(rect: frame, radii: .zero)
            return .roundedRectangle(geometry.rect, geometry.radii)
        }
    }
}

private func sine(_ angle: Double) -> Double { CLibrary.sin(angle) }
private func cosine(_ angle: Double) -> Double { CLibrary.cos(angle) }
