// The resolver's answer: the radii, one trace per corner, and the outline to draw.

/// What to draw for a resolved ``ConcentricRectangle``.
public enum Outline: Hashable, Sendable {
    /// The frame with these (logical) corner radii: the usual case.
    case roundedRectangle(Rect, RectangleCornerRadii)
    /// The inset-container fallback: an ellipse in this rectangle, for a concentric shape inside
    /// a container that is not rounded-rectangular.
    case ellipse(Rect)

    /// The outline's path; `style` and `direction` apply to the rounded rectangle.
    public func path(
        style: RoundedCornerStyle = .circular, direction: LayoutDirection = .leftToRight
    ) -> Path {
        switch self {
        case .roundedRectangle(let rect, let radii):
            Path.roundedRectangle(in: rect, radii: radii, style: style, direction: direction)
        case .ellipse(let rect):
            Path.ellipse(in: rect)
        }
    }

    /// The outline's path, element by element into `sink`.
    @inlinable
    public func path<Sink: PathSink>(style: RoundedCornerStyle, direction: LayoutDirection, into sink: inout Sink) {
        switch self {
        case .roundedRectangle(let rect, let radii):
            Path.roundedRectangle(in: rect, radii: radii, style: style, direction: direction, into: &sink)
        case .ellipse(let rect):
            Path.ellipse(in: rect, into: &sink)
        }
    }
}

/// The resolved radii of a ``ConcentricRectangle`` in one frame, with the reason for each.
public struct ConcentricResolution: Hashable, Sendable {
    /// The final radius at each logical corner.
    public var radii: RectangleCornerRadii
    /// One trace per corner, in `Corner.allCases` order.
    public var traces: [CornerTrace]
    /// What to draw.
    public var outline: Outline

    /// The trace for `corner`, if the resolution holds one.
    public func trace(for corner: Corner) -> CornerTrace? {
        traces.first { $0.corner == corner }
    }
}
