// Specifications of which parameters the web exports write unitless: a divisor, the factor of a
// length, an opacity, one nothing uses; a length times a constant stays a length; both ways is a
// conflict.
import Testing

@testable import ShapeRendering

@Suite struct ParameterUnitsTests {
    static func units(_ body: String) throws -> ParameterUnits {
        let scene = try PictureRendererTests.scene("canvas width: 400, height: 300\n" + body, keepsDerivations: true)
        return ParameterUnits(scene)
    }

    @Test func aDivisorAndAFactorOfALengthAreNumbers() throws {
        let units = try Self.units(
            """
            let rowHeight = 40
            let ratio = 0.5
            let scale = 2
            let gap = 8
            shape a = RoundedRectangle(cornerRadius: 4) { height rowHeight / ratio; width 100; at 0, 0 }
            shape b = RoundedRectangle(cornerRadius: 4) { height rowHeight * scale; width 300 * ratio; padding gap * 2 }
            """)
        #expect(units.numbers == ["ratio", "scale"])
        #expect(units.conflicts.isEmpty)
    }

    /// A divisor that is a width, an opacity that is a width: a length, and a warning's line.
    @Test(arguments: [
        ("size", "height 100 / size; width size; at 0, 0"), ("fade", "opacity fade / 40; width fade"),
    ])
    func aLengthAndANumberAtOnceIsAConflictWithItsLine(name: String, body: String) throws {
        let units = try Self.units(
            "let \(name) = 40\nshape a = RoundedRectangle(cornerRadius: 4) { \(body) }")
        #expect(units.numbers.isEmpty)
        #expect(units.conflicts.map { $0.name } == [name] && units.conflicts.first?.line == 2)
    }

    @Test func aLoopsCountIsANumber() throws {
        // The range's bounds, through a `let`; a length beside it stays a length, and a count
        // that is a length too is a conflict.
        let units = try Self.units(
            """
            let count = 3
            let first = 1
            let gap = 8
            let size = 20
            let last = count + first
            vstack spacing: gap {
                for i in first..<last { shape RoundedRectangle(cornerRadius: 4) { height size } }
                for i in 0..<size { shape Rectangle() { height 1 } }
            }
            """)
        #expect(units.numbers == ["count", "first"])
        #expect(units.conflicts.map { $0.name } == ["size"])
        #expect(units.unfollowed.map { $0.name } == ["count", "first"])
    }

    @Test func theCSSWritesANumberUnitless() throws {
        let css = try CSSScopeTests.css(
            """
            canvas width: 400, height: 300
            let rowHeight = 40
            let ratio = 0.5
            shape a = RoundedRectangle(cornerRadius: 4) { height rowHeight * ratio; width 300 * ratio; at 0, 0 }
            """)
        #expect(
            css.contains("  --shape-ratio: 0.5;\n  --shape-row-height: 40px;\n")
                || css.contains("  --shape-row-height: 40px;\n  --shape-ratio: 0.5;\n"))
        #expect(css.contains("height: calc(var(--shape-row-height) * var(--shape-ratio));"))
        #expect(css.contains("width: calc(var(--shape-ratio) * 300 * 1px);"))
    }

    @Test func anOpacityIsANumber() throws {
        // Through an expression and a `let`; a length beside it stays a length.
        let units = try Self.units(
            """
            let fade = 0.5
            let gap = 8
            let half = fade / 2
            shape a = RoundedRectangle(cornerRadius: 4) { opacity fade; padding gap }
            shape b = RoundedRectangle(cornerRadius: 4) { opacity 1 - half; padding gap }
            """)
        #expect(units.numbers == ["fade"])
        #expect(units.conflicts.isEmpty && units.unfollowed.isEmpty)
    }

    @Test func aParameterNothingUsesIsANumber() throws {
        let units = try Self.units(
            """
            let gap = 8
            let spare = 3
            shape a = RoundedRectangle(cornerRadius: 4) { padding gap }
            """)
        #expect(units.numbers == ["spare"])
        #expect(units.unfollowed.map { $0.name } == ["spare"])
    }

    @Test func theCSSWritesAnOpacityThatFollowsAParameter() throws {
        let css = try CSSScopeTests.css(
            """
            canvas width: 400, height: 300
            let fade = 0.5
            container card = RoundedRectangle(cornerRadius: 24) {
                opacity fade
                shape a = ConcentricRectangle() { opacity fade * 0.5; padding 8 }
                shape b = ConcentricRectangle() { opacity 0.25; padding 16 }
            }
            """)
        #expect(css.contains("  --shape-fade: 0.5;\n"))
        #expect(try CSSLayoutTests.rule("a", in: css).contains("opacity: calc(var(--shape-fade) * 0.5);"))
        // A number is the HTML's, as the colours are; a holder's opacity would fade what it holds.
        #expect(!(try CSSLayoutTests.rule("b", in: css).contains { $0.hasPrefix("opacity") }))
        #expect(!(try CSSLayoutTests.rule("card", in: css).contains { $0.hasPrefix("opacity") }))
        #expect(css.contains("/* card: RoundedRectangle in canvas, 400 x 300, radii 24 24 24 24; resolved numbers"))
    }
}
