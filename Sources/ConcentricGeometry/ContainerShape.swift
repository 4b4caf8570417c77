// Container shapes (SwiftUI's RoundedRectangularShape family) and the corners each one offers.

/// The rounded rectangle that carries a container's corners: the rectangle whose corners the
/// insets are measured from, and the radius at each of its (logical) corners.
public struct CornerGeometry: Hashable, Sendable {
    public var rect: Rect
    public var radii: RectangleCornerRadii

    public init(rect: Rect, radii: RectangleCornerRadii) { (self.rect, self.radii) = (rect, radii) }
}

/// The shape of a container: SwiftUI's `RoundedRectangularShape` family plus a fallback.
public enum ContainerShape: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    indirect case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case circle
    case ellipse
    /// Beyond SwiftUI: a resolved ConcentricRectangle acting as a container: an uneven rounded
    /// rectangle with its resolved radii.
    ///
    /// SwiftUI refuses a `ConcentricRectangle` as a container shape; allowing it makes nesting
    /// chain naturally (card ► photo ► badge) instead of being worked out by hand.
    indirect case resolvedConcentric(RectangleCornerRadii, style: RoundedCornerStyle)

    /// The rounded rectangle that carries this shape's corners when drawn in `frame`, or nil when
    /// the shape is not rounded-rectangular (ellipse).
    ///
    /// Every radius is clamped to `0...min(w, h) / 2`, the largest radius a side can hold:
    /// - Rectangle: the frame, radii 0.
    /// - RoundedRectangle: r clamped.
    /// - UnevenRoundedRectangle and resolved ConcentricRectangle: each radius clamped.
    /// - Capsule: `min(w, h) / 2` everywhere.
    /// - Circle: the centred square of side `min(w, h)`, radius `side / 2`; its "corners" are the
    ///   square's corners, so a child near the circle's edge is measured from them:
    ///
    /// ```
    ///   ┌────┬──────────┬────┐   a 300 × 200 frame:
    ///   │    │ ╭──────╮ │    │   square x 50…250, y 0…200
    ///   │    │ │  ()  │ │    │   radius 100 at each of its corners
    ///   │    │ ╰──────╯ │    │
    ///   └────┴──────────┴────┘
    /// ```
    public func cornerGeometry(in frame: Rect) -> CornerGeometry? {
        let limit = ContainerShape.largestRadius(in: frame)
        let clamp = { (radius: Double) -> Double in ContainerShape.clamp(radius, to: limit) }
        switch self {
        case .rectangle:
            return CornerGeometry(rect: frame, radii: .zero)
        case .roundedRectangle(let cornerRadius, _):
            return CornerGeometry(
                rect: frame, radii: RectangleCornerRadii(uniform: clamp(cornerRadius)))
        case .unevenRoundedRectangle(let radii, _), .resolvedConcentric(let radii, _):
            return CornerGeometry(rect: frame, radii: radii.map(clamp))
        case .capsule:
            return CornerGeometry(rect: frame, radii: RectangleCornerRadii(uniform: clamp(limit)))
        case .circle:
            let square = ContainerShape.centredSquare(in: frame)
            return CornerGeometry(
                rect: square, radii: RectangleCornerRadii(uniform: square.width / 2))
        case .ellipse:
            return nil
        }
    }

    /// The outline of this shape drawn in `frame`.
    ///
    /// Rounded-rectangular shapes draw their ``cornerGeometry(in:)`` with their corner style
    /// (logical radii placed through `direction`); a circle is the circle inscribed in the centred
    /// square; an ellipse fills the frame.
    public func path(in frame: Rect, direction: LayoutDirection = .leftToRight) -> Path {
        switch self {
        case .circle:
            return Path.ellipse(in: ContainerShape.centredSquare(in: frame))
        case .ellipse:
            return Path.ellipse(in: frame)
        default:
            let geometry = cornerGeometry(in: frame) ?? CornerGeometry(rect: frame, radii: .zero)
            return Path.roundedRectangle(
                in: geometry.rect, radii: geometry.radii, style: cornerStyle, direction: direction)
        }
    }

    /// The SwiftUI type name: "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
    /// "Capsule", "Circle", "Ellipse", or "ConcentricRectangle" for a resolved one.
    public var kindName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .resolvedConcentric: "ConcentricRectangle"
        }
    }

    /// The style of the shape's rounded corners; `.circular` for shapes without a style choice
    /// (rectangle, circle, ellipse).
    public var cornerStyle: RoundedCornerStyle {
        switch self {
        case .roundedRectangle(_, let style), .unevenRoundedRectangle(_, let style),
            .capsule(let style), .resolvedConcentric(_, let style):
            style
        case .rectangle, .circle, .ellipse:
            .circular
        }
    }

    /// The same shape drawn with `style` corners (shapes without rounded corners stay as they are).
    public func withCornerStyle(_ style: RoundedCornerStyle) -> ContainerShape {
        switch self {
        case .roundedRectangle(let radius, _): .roundedRectangle(cornerRadius: radius, style: style)
        case .unevenRoundedRectangle(let radii, _): .unevenRoundedRectangle(radii, style: style)
        case .capsule: .capsule(style: style)
        case .resolvedConcentric(let radii, _): .resolvedConcentric(radii, style: style)
        case .rectangle, .circle, .ellipse: self
        }
    }

    /// Half the shorter side, never below 0: the largest radius both sides can hold.
    static func largestRadius(in frame: Rect) -> Double {
        let half = Swift.min(frame.width, frame.height) / 2
        return half > 0 ? half : 0
    }

    /// `radius` limited to `0...limit`; NaN passes through (callers validate).
    static func clamp(_ radius: Double, to limit: Double) -> Double {
        if radius > limit { return limit }
        if radius < 0 { return 0 }
        return radius
    }

    /// The square of side `min(w, h)` (at least 0) centred in `frame`.
    static func centredSquare(in frame: Rect) -> Rect {
        let side = 2 * largestRadius(in: frame)
        return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
    }
}

/// A container frame and its shape, in the same coordinate space as the frames resolved in it.
public struct Container: Hashable, Sendable {
    public var frame: Rect
    public var shape: ContainerShape

    public init(frame: Rect, shape: ContainerShape) { (self.frame, self.shape) = (frame, shape) }
}
