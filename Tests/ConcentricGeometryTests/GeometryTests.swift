// The value types: rectangles, insets, corners, radii, corner styles and trace sentences.

import ConcentricGeometry
import Testing

@Suite struct GeometryTests {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func rectEdges() {
        #expect(rect.minX == 10 && rect.minY == 20)
        #expect(rect.maxX == 110 && rect.maxY == 70)
        #expect(rect.midX == 60 && rect.midY == 45)
        #expect(rect.width == 100 && rect.height == 50)
        #expect(Rect.zero == Rect(origin: .zero, size: .zero))
        #expect(Point.zero == Point(x: 0, y: 0) && Size.zero == Size(width: 0, height: 0))
    }

    @Test func insetFollowsTheLayoutDirection() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(rect.inset(by: insets) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(
            rect.inset(by: insets, direction: .rightToLeft)
                == Rect(x: 14, y: 21, width: 94, height: 46))
        #expect(insets.left(in: .leftToRight) == 2 && insets.right(in: .leftToRight) == 4)
        #expect(insets.left(in: .rightToLeft) == 4 && insets.right(in: .rightToLeft) == 2)
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        #expect(EdgeInsets.zero == EdgeInsets())
    }

    @Test func insetNeverGivesANegativeSize() {
        // Width 100 with 80 + 40 removed: collapses to 0 halfway between x 90 and x 70.
        let collapsed = rect.inset(by: EdgeInsets(top: 0, leading: 80, bottom: 0, trailing: 40))
        #expect(collapsed == Rect(x: 80, y: 20, width: 0, height: 50))
        #expect(rect.insetBy(30) == Rect(x: 40, y: 45, width: 40, height: 0))
        #expect(rect.insetBy(-5) == Rect(x: 5, y: 15, width: 110, height: 60))
    }

    @Test func unionCoversBoth() {
        let other = Rect(x: -5, y: 30, width: 10, height: 100)
        #expect(rect.union(other) == Rect(x: -5, y: 20, width: 115, height: 110))
    }

    @Test func cornersNameTheirSides() {
        #expect(Corner.allCases == [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing])
        #expect(
            Corner.allCases.map(\.name) == [
                "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
            ])
        #expect(Corner.allCases.map(\.isTop) == [true, true, false, false])
        #expect(Corner.allCases.map(\.isLeading) == [true, false, true, false])
        #expect(Corner.allCases.map { $0.isLeft(in: .leftToRight) } == [true, false, true, false])
        #expect(Corner.allCases.map { $0.isLeft(in: .rightToLeft) } == [false, true, false, true])
    }

    @Test func radiiInitializerUsesSwiftUIOrder() {
        var radii = RectangleCornerRadii(
            topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(values(radii) == [1, 4, 2, 3])
        radii[.bottomLeading] = 9
        #expect(radii.bottomLeading == 9)
        #expect(!radii.isUniform)
        #expect(RectangleCornerRadii(uniform: 6).isUniform)
        #expect(RectangleCornerRadii.zero == RectangleCornerRadii(uniform: 0))
    }

    @Test(arguments: [
        (CornerStyle.concentric, ".concentric"),
        (.concentric(minimum: 12), ".concentric(minimum: 12)"),
        (.fixed(24), ".fixed(24)"),
        (.fixed(2.5), ".fixed(2.5)"),
        (.fixed(0.1 + 0.2), ".fixed(0.30000000000000004)"),
        (.fixed(-0.0), ".fixed(0)"),
        (.square, ".fixed(0)"),
        (.fixed(.nan), ".fixed(nan)"),
        (.fixed(-.infinity), ".fixed(-inf)"),
    ])
    func cornerStyleDescription(style: CornerStyle, text: String) {
        #expect(style.description == text)
    }

    @Test func styleShorthands() {
        #expect(CornerStyle.concentric == .concentric(minimum: 0))
        #expect(CornerStyle.square == .fixed(0))
        #expect(CornerStyle.concentric.isConcentric && !CornerStyle.square.isConcentric)
    }

    @Test func explanationOfARaisedCorner() throws {
        let sheet = Container(
            frame: Rect(x: 0, y: 0, width: 360, height: 500),
            shape: .roundedRectangle(cornerRadius: 60, style: .circular))
        let resolved = try #require(
            trace(
                .bottomLeading, of: .rect(corners: .concentric, isUniform: true),
                in: Rect(x: 44, y: 16, width: 300, height: 300), container: sheet))
        #expect(
            resolved.derivation(containerKind: nil)
                == "container 60 − distance 184 (dx 44, dy 184) is negative:"
                + " floored at 0 (too far from the container's curve),"
                + " raised to 44 by the uniform group (from topTrailing)")
    }
}
