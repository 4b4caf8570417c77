// The resolver's two ways to the same radii: the traced steps `explain` reads, and the values
// alone that a scene resolves every node with. They must agree to the bit, whatever the input.

import ConcentricGeometry
import Testing

@Suite struct ResolverFastPathTests {
    /// Numbers that take every branch: ordinary lengths, zero, negative (a frame outside its
    /// container), huge, and the non-finite ones that must flow through as they do when traced.
    static let awkward: [Double] = [0, 2, 12, 24, -8, 1e308, .infinity, -.infinity, .nan]

    /// Random shapes in random frames and containers, both directions: the radii and the
    /// outline of `radiiAndOutline` are those of `resolve`, bit for bit.
    @Test func valuesAgreeWithTheTracedSteps() {
        var random = SplitMix(seed: 0x00c0_ffee)
        for _ in 0..<20_000 {
            let shape = Self.shape(&random)
            let frame = Rect(
                x: Self.length(&random, -20, 120), y: Self.length(&random, -20, 120),
                width: Self.length(&random, 0, 200), height: Self.length(&random, 0, 200))
            let container = Self.container(&random)
            let direction = random.pick(LayoutDirection.allCases)
            let traced = ConcentricResolver.resolve(shape, in: frame, container: container, direction: direction)
            let fast = ConcentricResolver.radiiAndOutline(
                of: shape, in: frame, container: container, direction: direction)
            let same = Corner.allCases.allSatisfy { fast.radii[$0].bitPattern == traced.radii[$0].bitPattern }
            #expect(same, "\(shape) in \(frame), \(String(describing: container)), \(direction)")
            #expect(String(describing: fast.outline) == String(describing: traced.outline))
        }
    }

    /// A length, now and then one of the awkward numbers.
    static func length(_ random: inout SplitMix, _ low: Double, _ high: Double) -> Double {
        random.next(0, 1) < 0.1 ? random.pick(awkward) : random.next(low, high).rounded()
    }

    static func style(_ random: inout SplitMix) -> CornerStyle {
        switch random.next(0, 3) {
        case ..<1: .concentric
        case ..<2: .concentric(minimum: length(&random, 0, 40))
        default: .fixed(length(&random, 0, 60))
        }
    }

    /// A shape by one of SwiftUI's initializers, with and without uniform groups.
    static func shape(_ random: inout SplitMix) -> ConcentricRectangle {
        let (a, b, c, d) = (style(&random), style(&random), style(&random), style(&random))
        return random.pick([
            ConcentricRectangle(),
            .rect(corners: a, isUniform: false),
            .rect(corners: a, isUniform: true),
            ConcentricRectangle(
                topLeadingCorner: a, topTrailingCorner: b, bottomLeadingCorner: c, bottomTrailingCorner: d),
            ConcentricRectangle(uniformTopCorners: a, uniformBottomCorners: b),
            ConcentricRectangle(uniformLeadingCorners: a, topTrailingCorner: b, bottomTrailingCorner: c),
            ConcentricRectangle(uniformTrailingCorners: a, topLeadingCorner: b, bottomLeadingCorner: c),
            overlapping(a, b, c, d),
        ])
    }

    /// Groups that share a corner (possible only by hand): a value passes along the chain.
    static func overlapping(_ a: CornerStyle, _ b: CornerStyle, _ c: CornerStyle, _ d: CornerStyle)
        -> ConcentricRectangle
    {
        var shape = ConcentricRectangle(
            topLeadingCorner: a, topTrailingCorner: b, bottomLeadingCorner: c, bottomTrailingCorner: d)
        shape.uniformGroups = [.top, .leading]
        return shape
    }

    /// No container, or one of every container shape in a frame that may be smaller, larger
    /// or elsewhere than the shape's.
    static func container(_ random: inout SplitMix) -> Container? {
        let radius = length(&random, 0, 80)
        let radii = RectangleCornerRadii(
            topLeading: length(&random, 0, 60), bottomLeading: length(&random, 0, 60),
            bottomTrailing: length(&random, 0, 60), topTrailing: length(&random, 0, 60))
        let shapes: [ContainerShape?] = [
            nil, .rectangle, .roundedRectangle(cornerRadius: radius, style: .circular),
            .roundedRectangle(cornerRadius: radius, style: .continuous),
            .unevenRoundedRectangle(radii, style: .circular), .capsule(style: .continuous), .circle, .ellipse,
            .resolvedConcentric(radii, style: .continuous),
        ]
        guard let shape = random.pick(shapes) else { return nil }
        let frame = Rect(
            x: length(&random, -10, 40), y: length(&random, -10, 40), width: length(&random, 0, 260),
            height: length(&random, 0, 260))
        return Container(frame: frame, shape: shape)
    }
}
