// Each container kind: the corners it offers, a child resolved in it by hand, and its outline.

import ConcentricGeometry
import Testing

@Suite struct ContainerShapeTests {
    let wide = Rect(x: 0, y: 0, width: 300, height: 200)

    @Test func rectangleOffersSquareCorners() {
        let container = Container(frame: wide, shape: .rectangle)
        #expect(
            container.shape.cornerGeometry(in: wide) == CornerGeometry(rect: wide, radii: .zero))
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: wide.insetBy(10), container: container)
        #expect(resolution.radii == .zero)
        #expect(resolution.traces.allSatisfy { $0.floored && $0.raw == -10 })
    }

    @Test func roundedRectangleRadiusIsClampedToHalfTheShorterSide() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 60)
        let shape = ContainerShape.roundedRectangle(cornerRadius: 80, style: .circular)
        #expect(shape.cornerGeometry(in: frame)?.radii == RectangleCornerRadii(uniform: 30))
        #expect(
            ContainerShape.roundedRectangle(cornerRadius: -4, style: .circular)
                .cornerGeometry(in: frame)?.radii == .zero)
        let radii = ConcentricResolver.concentricCornerRadii(
            in: frame.insetBy(5), container: Container(frame: frame, shape: shape))
        #expect(radii == RectangleCornerRadii(uniform: 25))
    }

    @Test func unevenRoundedRectangleKeepsEachRadius() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let shape = ContainerShape.unevenRoundedRectangle(
            RectangleCornerRadii(
                topLeading: 10, bottomLeading: 20, bottomTrailing: 30, topTrailing: 70),
            style: .continuous)
        // 70 does not fit in a side of 100: clamped to 50.
        #expect(
            shape.cornerGeometry(in: frame)?.radii
                == RectangleCornerRadii(
                    topLeading: 10, bottomLeading: 20, bottomTrailing: 30, topTrailing: 50))
        let radii = ConcentricResolver.concentricCornerRadii(
            in: frame.insetBy(4), container: Container(frame: frame, shape: shape))
        #expect(
            radii
                == RectangleCornerRadii(
                    topLeading: 6, bottomLeading: 16, bottomTrailing: 26, topTrailing: 46))
    }

    @Test func capsuleRadiusIsHalfTheShorterSide() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 80)
        let capsule = ContainerShape.capsule(style: .circular)
        #expect(capsule.cornerGeometry(in: frame)?.radii == RectangleCornerRadii(uniform: 40))
        let radii = ConcentricResolver.concentricCornerRadii(
            in: frame.insetBy(8), container: Container(frame: frame, shape: capsule))
        #expect(radii == RectangleCornerRadii(uniform: 32))
    }

    @Test func circleCornersAreThoseOfTheCentredSquare() throws {
        let circle = Container(frame: wide, shape: .circle)
        let geometry = try #require(circle.shape.cornerGeometry(in: wide))
        #expect(geometry.rect == Rect(x: 50, y: 0, width: 200, height: 200))
        #expect(geometry.radii == RectangleCornerRadii(uniform: 100))

        // 5 in from every side of the square: a concentric circle of radius 95.
        let inner = ConcentricResolver.concentricCornerRadii(
            in: Rect(x: 55, y: 5, width: 190, height: 190), container: circle)
        #expect(inner == RectangleCornerRadii(uniform: 95))

        // Top corners 10 from the square's: 100 − 10 = 90, clamped to 120 / 2 = 60.
        // Bottom corners 10 and 70 from the square's: 100 − 70 = 30.
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: Rect(x: 60, y: 10, width: 180, height: 120),
            container: circle)
        #expect(values(resolution.radii) == [60, 60, 30, 30])
        let top = try #require(resolution.trace(for: .topTrailing))
        #expect(top.dx == 10 && top.dy == 10 && top.clampedFrom == 90)
        let bottom = try #require(resolution.trace(for: .bottomLeading))
        #expect(bottom.dx == 10 && bottom.dy == 70 && bottom.raw == 30)
    }

    @Test func ellipseFallsBackToTheInsetContainerShape() throws {
        let container = Container(frame: Rect(x: 0, y: 0, width: 200, height: 100), shape: .ellipse)
        #expect(container.shape.cornerGeometry(in: container.frame) == nil)
        // Insets: left 10, top 20, right 40, bottom 20; the smallest is 10.
        let frame = Rect(x: 10, y: 20, width: 150, height: 60)
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: frame, container: container)
        #expect(resolution.outline == .ellipse(Rect(x: 10, y: 10, width: 180, height: 80)))
        #expect(resolution.radii == .zero)
        let first = try #require(resolution.traces.first)
        #expect(first.decidedBy == .insetFallback)
        #expect(first.containerRadius == nil)
        #expect(first.dx == 10 && first.dy == 20)
        #expect(
            first.derivation(containerKind: "Ellipse")
                == "the container (Ellipse) is not rounded-rectangular: the outline is its shape inset (SwiftUI's fallback)"
        )
    }

    @Test func ellipseFallbackKeepsFixedCornersAndIgnoresMinimums() {
        let container = Container(frame: Rect(x: 0, y: 0, width: 200, height: 100), shape: .ellipse)
        let frame = Rect(x: 10, y: 20, width: 150, height: 60)
        let mixed = ConcentricResolver.resolve(
            ConcentricRectangle(
                topLeadingCorner: .fixed(8), topTrailingCorner: .concentric(minimum: 5)),
            in: frame, container: container)
        #expect(values(mixed.radii) == [8, 0, 0, 0])
        #expect(mixed.outline == .ellipse(Rect(x: 10, y: 10, width: 180, height: 80)))
        #expect(mixed.trace(for: .topLeading)?.decidedBy == .fixed)

        // Nothing follows the container, so the frame is drawn as itself.
        let fixed = ConcentricResolver.resolve(
            .rect(corners: .fixed(8)), in: frame, container: container)
        #expect(fixed.outline == .roundedRectangle(frame, RectangleCornerRadii(uniform: 8)))
    }

    @Test func ellipseFallbackNeverInsetsOutwards() {
        let container = Container(frame: Rect(x: 0, y: 0, width: 200, height: 100), shape: .ellipse)
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: Rect(x: -5, y: 10, width: 100, height: 50),
            container: container)
        #expect(resolution.outline == .ellipse(container.frame))
    }

    @Test func resolvedConcentricRectanglesChainAsContainers() {
        let outer = ConcentricResolver.resolve(
            ConcentricRectangle(), in: Rect(x: 12, y: 12, width: 276, height: 176),
            container: card)
        let middle = Container(
            frame: Rect(x: 12, y: 12, width: 276, height: 176),
            shape: .resolvedConcentric(outer.radii, style: .continuous))
        #expect(middle.shape.kindName == "ConcentricRectangle")
        let inner = ConcentricResolver.concentricCornerRadii(
            in: Rect(x: 16, y: 16, width: 268, height: 168), container: middle)
        #expect(inner == RectangleCornerRadii(uniform: 8))
    }

    static let kinds: [(ContainerShape, String, RoundedCornerStyle)] = [
        (.rectangle, "Rectangle", .circular),
        (.roundedRectangle(cornerRadius: 8, style: .continuous), "RoundedRectangle", .continuous),
        (.unevenRoundedRectangle(.zero, style: .circular), "UnevenRoundedRectangle", .circular),
        (.capsule(style: .continuous), "Capsule", .continuous),
        (.circle, "Circle", .circular),
        (.ellipse, "Ellipse", .circular),
        (.resolvedConcentric(.zero, style: .continuous), "ConcentricRectangle", .continuous),
    ]

    @Test(arguments: kinds)
    func kindNameAndCornerStyle(shape: ContainerShape, name: String, style: RoundedCornerStyle) {
        #expect(shape.kindName == name)
        #expect(shape.cornerStyle == style)
    }

    @Test func outlinesFollowTheShape() {
        #expect(
            ContainerShape.circle.path(in: wide)
                == .ellipse(in: Rect(x: 50, y: 0, width: 200, height: 200)))
        #expect(ContainerShape.ellipse.path(in: wide) == .ellipse(in: wide))
        #expect(
            ContainerShape.roundedRectangle(cornerRadius: 500, style: .continuous).path(in: wide)
                == .roundedRectangle(
                    in: wide, radii: RectangleCornerRadii(uniform: 100), style: .continuous))
        #expect(
            ContainerShape.rectangle.path(in: wide)
                == .roundedRectangle(in: wide, radii: .zero, style: .circular))
        let uneven = RectangleCornerRadii(topLeading: 20)
        #expect(
            ContainerShape.unevenRoundedRectangle(uneven, style: .circular)
                .path(in: wide, direction: .rightToLeft)
                == .roundedRectangle(
                    in: wide, radii: uneven, style: .circular, direction: .rightToLeft))
    }
}
