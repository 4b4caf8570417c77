// The nine SwiftUI initializers, their uniform groups, and right-to-left mirroring.

import ConcentricGeometry
import Testing

@Suite struct ConcentricRectangleTests {
    static let a = CornerStyle.fixed(1)
    static let b = CornerStyle.fixed(2)
    static let c = CornerStyle.fixed(3)
    static let d = CornerStyle.fixed(4)

    /// An initializer's result, its styles in `Corner.allCases` order
    /// (topLeading, topTrailing, bottomLeading, bottomTrailing), and its groups.
    static let initializers: [(ConcentricRectangle, [CornerStyle], [ConcentricRectangle.UniformGroup])] = [
        (ConcentricRectangle(), [.concentric, .concentric, .concentric, .concentric], []),
        (ConcentricRectangle(corners: a), [a, a, a, a], []),
        (ConcentricRectangle(corners: a, isUniform: true), [a, a, a, a], [.all]),
        (
            ConcentricRectangle(
                topLeadingCorner: a, topTrailingCorner: b, bottomLeadingCorner: c,
                bottomTrailingCorner: d),
            [a, b, c, d], []
        ),
        (
            ConcentricRectangle(uniformTopCorners: a, uniformBottomCorners: b), [a, a, b, b],
            [.top, .bottom]
        ),
        (
            ConcentricRectangle(
                uniformTopCorners: a, bottomLeadingCorner: b, bottomTrailingCorner: c),
            [a, a, b, c], [.top]
        ),
        (
            ConcentricRectangle(
                uniformBottomCorners: a, topLeadingCorner: b, topTrailingCorner: c),
            [b, c, a, a], [.bottom]
        ),
        (
            ConcentricRectangle(uniformLeadingCorners: a, uniformTrailingCorners: b),
            [a, b, a, b], [.leading, .trailing]
        ),
        (
            ConcentricRectangle(
                uniformLeadingCorners: a, topTrailingCorner: b, bottomTrailingCorner: c),
            [a, b, a, c], [.leading]
        ),
        (
            ConcentricRectangle(
                uniformTrailingCorners: a, topLeadingCorner: b, bottomLeadingCorner: c),
            [b, a, c, a], [.trailing]
        ),
        (.rect(corners: b, isUniform: true), [b, b, b, b], [.all]),
        (.rect(), [.concentric, .concentric, .concentric, .concentric], []),
    ]

    @Test(arguments: initializers)
    func initializerPlacesStylesAndGroups(
        shape: ConcentricRectangle, styles: [CornerStyle],
        groups: [ConcentricRectangle.UniformGroup]
    ) {
        #expect(Corner.allCases.map { shape[$0] } == styles)
        #expect(
            [shape.topLeading, shape.topTrailing, shape.bottomLeading, shape.bottomTrailing]
                == styles)
        #expect(shape.uniformGroups == groups)
    }

    @Test func everyStyleDefaultsToConcentric() {
        let all = [CornerStyle](repeating: .concentric, count: 4)
        let shapes = [
            ConcentricRectangle(corners: .concentric),
            ConcentricRectangle(
                topLeadingCorner: .concentric, topTrailingCorner: .concentric,
                bottomLeadingCorner: .concentric),
            ConcentricRectangle(uniformTopCorners: .concentric, uniformBottomCorners: .concentric),
            ConcentricRectangle(uniformTopCorners: .concentric, bottomLeadingCorner: .concentric),
            ConcentricRectangle(uniformBottomCorners: .concentric, topLeadingCorner: .concentric),
            ConcentricRectangle(
                uniformLeadingCorners: .concentric, uniformTrailingCorners: .concentric),
            ConcentricRectangle(uniformLeadingCorners: .concentric, topTrailingCorner: .concentric),
            ConcentricRectangle(uniformTrailingCorners: .concentric, topLeadingCorner: .concentric),
        ]
        for shape in shapes {
            #expect(Corner.allCases.map { shape[$0] } == all)
        }
        #expect(
            ConcentricRectangle(uniformTopCorners: .fixed(3), uniformBottomCorners: .concentric)
                .bottomTrailing == .concentric)
        #expect(
            ConcentricRectangle(uniformTopCorners: .fixed(3), bottomLeadingCorner: .fixed(1))
                .bottomTrailing == .concentric)
        #expect(ConcentricRectangle() == .rect(corners: .concentric, isUniform: false))
    }

    @Test func subscriptWritesTheNamedCorner() {
        var shape = ConcentricRectangle()
        shape[.bottomLeading] = .fixed(9)
        #expect(shape.bottomLeading == .fixed(9))
        #expect(shape.topLeading == .concentric)
    }

    @Test(arguments: [
        (ConcentricRectangle.UniformGroup.all, Corner.allCases),
        (.top, [.topLeading, .topTrailing]),
        (.bottom, [.bottomLeading, .bottomTrailing]),
        (.leading, [.topLeading, .bottomLeading]),
        (.trailing, [.topTrailing, .bottomTrailing]),
    ])
    func uniformGroupCorners(group: ConcentricRectangle.UniformGroup, corners: [Corner]) {
        #expect(group.corners == corners)
    }

    /// The 300 × 300 frame 16 in from the top-trailing corner of a 360 × 500 sheet of radius 60
    /// resolves to 16, 44, 0, 0 alone; each pairing shares the larger radius of its pair.
    @Test(arguments: [
        (
            ConcentricRectangle(uniformTopCorners: .concentric, uniformBottomCorners: .concentric),
            [44.0, 44, 0, 0]
        ),
        (
            ConcentricRectangle(
                uniformLeadingCorners: .concentric, uniformTrailingCorners: .concentric),
            [16, 44, 16, 44]
        ),
        (
            ConcentricRectangle(uniformBottomCorners: .concentric, topLeadingCorner: .concentric),
            [16, 44, 0, 0]
        ),
        (
            ConcentricRectangle(uniformTrailingCorners: .concentric, topLeadingCorner: .concentric),
            [16, 44, 0, 44]
        ),
        (
            ConcentricRectangle(
                uniformLeadingCorners: .concentric, bottomTrailingCorner: .fixed(20)),
            [16, 44, 16, 20]
        ),
    ])
    func uniformGroupsShareTheLargestRadius(shape: ConcentricRectangle, expected: [Double]) {
        let sheet = Container(
            frame: Rect(x: 0, y: 0, width: 360, height: 500),
            shape: .roundedRectangle(cornerRadius: 60, style: .continuous))
        let resolution = ConcentricResolver.resolve(
            shape, in: Rect(x: 44, y: 16, width: 300, height: 300), container: sheet)
        #expect(values(resolution.radii) == expected)
    }

    @Test func overlappingGroupsLinkEveryCornerTheyTouch() {
        var shape = ConcentricRectangle(corners: .fixed(0))
        shape.topTrailing = .fixed(10)
        // bottomLeading reaches topTrailing only through topLeading, whatever the group order.
        shape.uniformGroups = [.leading, .top]
        let resolution = ConcentricResolver.resolve(
            shape, in: Rect(x: 0, y: 0, width: 100, height: 100), container: nil)
        #expect(values(resolution.radii) == [10, 10, 10, 0])
        #expect(resolution.trace(for: .bottomLeading)?.raisedByUniform == .topTrailing)
    }

    /// An uneven container with a small top-leading and a large top-trailing radius, and a frame
    /// 8 in from its physical top-left.
    let uneven = Container(
        frame: Rect(x: 0, y: 0, width: 300, height: 200),
        shape: .unevenRoundedRectangle(
            RectangleCornerRadii(topLeading: 10, topTrailing: 40), style: .circular))
    let nearTopLeft = Rect(x: 8, y: 8, width: 100, height: 80)

    @Test func leftToRightMeasuresTopLeadingFromTheLeft() {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: nearTopLeft, container: uneven)
        #expect(values(resolution.radii) == [2, 0, 0, 0])
    }

    @Test func rightToLeftMeasuresTopTrailingFromTheLeft() throws {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: nearTopLeft, container: uneven, direction: .rightToLeft)
        // The physical top-left is topTrailing in right-to-left, where the container has 40.
        #expect(values(resolution.radii) == [0, 32, 0, 0])
        let mirrored = try #require(resolution.trace(for: .topTrailing))
        #expect(mirrored.containerRadius == 40)
        #expect(mirrored.dx == 8 && mirrored.dy == 8)
        let far = try #require(resolution.trace(for: .topLeading))
        #expect(far.dx == 192)
    }
}
