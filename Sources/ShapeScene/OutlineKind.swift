// What a node's outline is, by its drawn geometry: the word JSON, HTML and SwiftUI use for it.
import ConcentricGeometry

/// The kind of outline a node draws, read from what is drawn rather than from its kind: a
/// `ConcentricRectangle` whose corners all reach half its shorter side is drawn as a capsule,
/// as is a continuous rounded rectangle whose shorter side is under 3.0573 times its radius
/// (UIKit's rule, ``Path/continuousCapsuleRadius(width:height:radii:)``), and one inside an
/// `Ellipse` is drawn as an ellipse (SwiftUI's inset fallback).
public enum OutlineKind: String, Hashable, Sendable, CaseIterable {
    /// Four square corners.
    case rectangle
    /// One radius on every corner, less than half the shorter side.
    case roundedRectangle
    /// Corners of different radii.
    case unevenRoundedRectangle
    /// Every corner half the shorter side (a circle when the sides are equal).
    case capsule
    /// An ellipse with equal axes: a `Circle`, drawn in the centred square of its frame.
    case circle
    /// An `Ellipse`, or a concentric shape inside one.
    case ellipse

    /// The kind of `outline` drawn with `style` corners: continuous corners crowded by the
    /// shorter side are a capsule.
    public init(_ outline: Outline, style: RoundedCornerStyle) {
        if style == .continuous, case .roundedRectangle(let rect, let radii) = outline,
            Path.continuousCapsuleRadius(width: rect.width, height: rect.height, radii: radii) != nil
        {
            self = .capsule
        } else {
            self.init(outline)
        }
    }

    /// The kind of `outline` by its radii alone (circular corners).
    public init(_ outline: Outline) {
        switch outline {
        case .ellipse(let rect):
            self = rect.width == rect.height ? .circle : .ellipse
        case .roundedRectangle(let rect, let radii):
            if radii.isUniform {
                let radius = radii.topLeading
                if radius == 0 {
                    self = .rectangle
                } else if radius == Swift.min(rect.width, rect.height) / 2 {
                    self = .capsule
                } else {
                    self = .roundedRectangle
                }
            } else {
                self = .unevenRoundedRectangle
            }
        }
    }
}

extension ResolvedNode {
    /// The kind of outline the node draws.
    public var outlineKind: OutlineKind { OutlineKind(outline, style: cornerStyle) }
}
