// The resolver's rules on worked examples: concentric, floor, minimum, fixed, uniform, clamp.

import ConcentricGeometry
import Testing

@Suite struct ResolverTests {
    /// Content padded 12 on every side of the 24-radius card.
    let padded = Rect(x: 12, y: 12, width: 276, height: 176)
    /// The same content with 40 points of text below it: its bottom is 40 + 12 above the card's.
    let aboveText = Rect(x: 12, y: 12, width: 276, height: 136)
    /// A 360 × 500 container of radius 60.
    let sheet = Container(
        frame: Rect(x: 0, y: 0, width: 360, height: 500),
        shape: .roundedRectangle(cornerRadius: 60, style: .continuous))
    /// A 300 × 300 frame at the sheet's top-trailing corner, 16 in from the top and trailing edges.
    let topTrailingSquare = Rect(x: 44, y: 16, width: 300, height: 300)

    @Test func paddedContentIsConcentricOnEveryCorner() throws {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: padded, container: card)
        #expect(resolution.radii == RectangleCornerRadii(uniform: 12))
        #expect(resolution.outline == .roundedRectangle(padded, RectangleCornerRadii(uniform: 12)))
        #expect(resolution.traces.map(\.corner) == Corner.allCases)
        for trace in resolution.traces {
            #expect(trace.containerRadius == 24)
            #expect(trace.dx == 12 && trace.dy == 12 && trace.distance == 12)
            #expect(trace.raw == 12 && trace.value == 12)
            #expect(!trace.floored && !trace.raisedToMinimum)
            #expect(trace.raisedByUniform == nil && trace.clampedFrom == nil)
            #expect(trace.decidedBy == .concentric)
        }
        let first = try #require(resolution.traces.first)
        #expect(first.derivation(containerKind: nil) == "container 24 − distance 12 (dx 12, dy 12)")
    }

    @Test func textBelowTheContentSquaresTheBottomCorners() throws {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: aboveText, container: card)
        #expect(values(resolution.radii) == [12, 12, 0, 0])
        let bottom = try #require(resolution.trace(for: .bottomLeading))
        #expect(bottom.dx == 12 && bottom.dy == 52 && bottom.distance == 52)
        #expect(bottom.raw == -28)
        #expect(bottom.floored)
        #expect(bottom.decidedBy == .floored)
        #expect(
            bottom.derivation(containerKind: nil)
                == "container 24 − distance 52 (dx 12, dy 52) is negative: floored at 0"
                + " (too far from the container's curve)")
    }

    @Test func uniformContentAboveTextTakesTheTopRadius() throws {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(corners: .concentric, isUniform: true), in: aboveText,
            container: card)
        #expect(resolution.radii == RectangleCornerRadii(uniform: 12))
        let bottom = try #require(resolution.trace(for: .bottomTrailing))
        #expect(bottom.floored)
        #expect(bottom.raisedByUniform == .topLeading)
        #expect(bottom.decidedBy == .uniform)
        let top = try #require(resolution.trace(for: .topTrailing))
        #expect(top.raisedByUniform == nil)
        #expect(top.decidedBy == .concentric)
    }

    @Test func squareAtTheTopTrailingCornerUsesTheLargerInset() throws {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: topTrailingSquare, container: sheet)
        #expect(values(resolution.radii) == [16, 44, 0, 0])
        let topLeading = try #require(resolution.trace(for: .topLeading))
        #expect(topLeading.dx == 44 && topLeading.dy == 16 && topLeading.distance == 44)
        #expect(topLeading.raw == 16)
        let bottomTrailing = try #require(resolution.trace(for: .bottomTrailing))
        #expect(bottomTrailing.dx == 16 && bottomTrailing.dy == 184)
        #expect(bottomTrailing.raw == -124 && bottomTrailing.floored)
    }

    @Test func uniformSquareAtTheTopTrailingCornerTakesItsLargestRadius() throws {
        let resolution = ConcentricResolver.resolve(
            .rect(corners: .concentric, isUniform: true), in: topTrailingSquare, container: sheet)
        #expect(resolution.radii == RectangleCornerRadii(uniform: 44))
        for corner in [Corner.topLeading, .bottomLeading, .bottomTrailing] {
            #expect(resolution.trace(for: corner)?.raisedByUniform == .topTrailing)
        }
        #expect(resolution.trace(for: .topTrailing)?.raisedByUniform == nil)
    }

    @Test func minimumHoldsFarFromEveryContainerCorner() throws {
        let container = Container(
            frame: Rect(x: 0, y: 0, width: 400, height: 400),
            shape: .roundedRectangle(cornerRadius: 20, style: .circular))
        let frame = Rect(x: 100, y: 100, width: 200, height: 200)
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(corners: .concentric(minimum: 24)), in: frame,
            container: container)
        #expect(resolution.radii == RectangleCornerRadii(uniform: 24))
        for trace in resolution.traces {
            #expect(trace.raw == -80)
            #expect(trace.floored && trace.raisedToMinimum)
            #expect(trace.decidedBy == .minimum)
        }
        let first = try #require(resolution.traces.first)
        #expect(
            first.derivation(containerKind: nil)
                == "container 20 − distance 100 (dx 100, dy 100) is negative:"
                + " floored at 0 (too far from the container's curve), raised to minimum 24")
    }

    @Test func minimumBelowTheConcentricRadiusChangesNothing() {
        let resolved = trace(
            .topLeading, of: ConcentricRectangle(corners: .concentric(minimum: 5)), in: padded,
            container: card)
        #expect(resolved?.value == 12)
        #expect(resolved?.raisedToMinimum == false)
        #expect(resolved?.decidedBy == .concentric)
    }

    @Test func fixedCornersIgnoreTheContainer() throws {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(topLeadingCorner: .fixed(30), topTrailingCorner: .square),
            in: padded, container: card)
        #expect(values(resolution.radii) == [30, 0, 12, 12])
        let fixed = try #require(resolution.trace(for: .topLeading))
        #expect(fixed.raw == 30 && fixed.decidedBy == .fixed)
        #expect(fixed.containerRadius == 24)
        #expect(fixed.derivation(containerKind: nil) == "fixed 30")
    }

    @Test func clampingLimitsARadiusToHalfTheShorterSide() throws {
        let container = Container(
            frame: Rect(x: 0, y: 0, width: 300, height: 300),
            shape: .roundedRectangle(cornerRadius: 100, style: .circular))
        let tiny = Rect(x: 2, y: 2, width: 20, height: 10)
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: tiny, container: container)
        #expect(values(resolution.radii) == [5, 0, 0, 0])
        let clamped = try #require(resolution.trace(for: .topLeading))
        #expect(clamped.raw == 98)
        #expect(clamped.clampedFrom == 98)
        #expect(clamped.value == 5)
        #expect(clamped.decidedBy == .clamped)
        #expect(clamped.derivation(containerKind: nil).hasSuffix("clamped from 98 to 5 (half the shorter side)"))
        #expect(resolution.trace(for: .topTrailing)?.clampedFrom == nil)
    }

    @Test func clampingRunsAfterTheUniformStep() {
        let container = Container(
            frame: Rect(x: 0, y: 0, width: 300, height: 300),
            shape: .roundedRectangle(cornerRadius: 100, style: .circular))
        let tiny = Rect(x: 2, y: 2, width: 20, height: 10)
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(corners: .concentric, isUniform: true), in: tiny,
            container: container)
        #expect(resolution.radii == RectangleCornerRadii(uniform: 5))
        let raised = resolution.trace(for: .bottomTrailing)
        #expect(raised?.raisedByUniform == .topLeading)
        #expect(raised?.clampedFrom == 98)
        #expect(raised?.decidedBy == .clamped)
    }

    @Test func negativeInsetsGrowTheRadiusByTheGap() throws {
        let container = Container(
            frame: Rect(x: 0, y: 0, width: 100, height: 100),
            shape: .roundedRectangle(cornerRadius: 20, style: .circular))
        let ring = Rect(x: -10, y: -10, width: 120, height: 120)
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: ring, container: container)
        #expect(resolution.radii == RectangleCornerRadii(uniform: 30))
        let first = try #require(resolution.traces.first)
        #expect(first.dx == -10 && first.dy == -10 && first.raw == 30)
    }

    @Test func noContainerGivesEachCornerItsMinimum() throws {
        let shape = ConcentricRectangle(
            topLeadingCorner: .concentric, topTrailingCorner: .concentric(minimum: 8),
            bottomLeadingCorner: .fixed(6))
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let resolution = ConcentricResolver.resolve(shape, in: frame, container: nil)
        #expect(values(resolution.radii) == [0, 8, 6, 0])
        #expect(resolution.outline == .roundedRectangle(frame, resolution.radii))
        let plain = try #require(resolution.trace(for: .topLeading))
        #expect(plain.containerRadius == nil)
        #expect(plain.dx == 0 && plain.dy == 0 && plain.raw == 0)
        #expect(plain.decidedBy == .noContainer)
        #expect(plain.derivation(containerKind: nil) == "no container: 0")
        let minimum = try #require(resolution.trace(for: .topTrailing))
        #expect(minimum.decidedBy == .minimum && minimum.raisedToMinimum)
        #expect(resolution.trace(for: .bottomLeading)?.decidedBy == .fixed)
    }

    @Test func geometryProxyAnalogueResolvesPlainConcentricCorners() {
        #expect(
            ConcentricResolver.concentricCornerRadii(in: padded, container: card)
                == RectangleCornerRadii(uniform: 12))
        #expect(
            values(
                ConcentricResolver.concentricCornerRadii(in: topTrailingSquare, container: sheet))
                == [16, 44, 0, 0])
        #expect(
            ConcentricResolver.concentricCornerRadii(in: padded, container: nil) == .zero)
    }

    /// One corner of one worked case and what the resolver must decide for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var shape: ConcentricRectangle
        var frame: Rect
        var corner: Corner
        var value: Double
        var raw: Double
        var step: CornerTrace.Step
        var testDescription: String { name }
    }

    /// In the 300 × 300 container of radius 100.
    static let cases: [Case] = [
        Case(
            name: "equal insets", shape: ConcentricRectangle(),
            frame: Rect(x: 10, y: 10, width: 280, height: 280), corner: .bottomTrailing,
            value: 90, raw: 90, step: .concentric),
        Case(
            name: "unequal insets take the larger", shape: ConcentricRectangle(),
            frame: Rect(x: 10, y: 30, width: 200, height: 200), corner: .topLeading,
            value: 70, raw: 70, step: .concentric),
        Case(
            name: "exactly at the curve's reach", shape: ConcentricRectangle(),
            frame: Rect(x: 100, y: 100, width: 100, height: 100), corner: .topLeading,
            value: 0, raw: 0, step: .concentric),
        Case(
            name: "past the curve goes square", shape: ConcentricRectangle(),
            frame: Rect(x: 120, y: 10, width: 100, height: 100), corner: .topLeading,
            value: 0, raw: -20, step: .floored),
        Case(
            name: "minimum after floor", shape: .rect(corners: .concentric(minimum: 7)),
            frame: Rect(x: 120, y: 10, width: 100, height: 100), corner: .topLeading,
            value: 7, raw: -20, step: .minimum),
        Case(
            name: "fixed then clamped", shape: .rect(corners: .fixed(80)),
            frame: Rect(x: 10, y: 10, width: 100, height: 40), corner: .topTrailing,
            value: 20, raw: 80, step: .clamped),
        Case(
            name: "negative fixed raised to 0", shape: .rect(corners: .fixed(-5)),
            frame: Rect(x: 10, y: 10, width: 100, height: 40), corner: .bottomLeading,
            value: 0, raw: -5, step: .clamped),
        Case(
            name: "uniform raise", shape: .rect(corners: .concentric, isUniform: true),
            frame: Rect(x: 10, y: 30, width: 200, height: 200), corner: .bottomTrailing,
            value: 70, raw: 10, step: .uniform),
    ]

    @Test(arguments: cases)
    func decidingStep(_ example: Case) throws {
        let container = Container(
            frame: Rect(x: 0, y: 0, width: 300, height: 300),
            shape: .roundedRectangle(cornerRadius: 100, style: .circular))
        let resolved = try #require(
            trace(example.corner, of: example.shape, in: example.frame, container: container))
        #expect(resolved.value == example.value)
        #expect(resolved.raw == example.raw)
        #expect(resolved.decidedBy == example.step)
    }
}
