// Specifications of the names the CSS and HTML exports write: one prefix on every class and
// property, the canvas as the scope root, relations to a container's radius with or without
// parameters, constants as constants, and names that do not follow the order of the `let`s.
// Browsers check that exports share a page (Tests/Clients/test_css_scoping.py).
import Testing

@testable import ShapeRendering

@Suite struct CSSScopeTests {
    static func css(_ script: String, prefix: String = CSSNames.defaultPrefix) throws -> String {
        let scene = try PictureRendererTests.scene(script, keepsDerivations: true)
        return CSSRenderer(names: CSSNames(prefix: prefix)).render(scene)
    }

    static let bubble = """
        canvas width: 480, height: 280, layoutDirection: .rightToLeft
        container bubble = RoundedRectangle(cornerRadius: 36) {
            size 432 x 232
            shape message = ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(6)) {
                padding 12
                width 280
                align leading
            }
        }
        """

    @Test func everyNameStartsWithThePrefixAndNothingIsGlobal() throws {
        let css = try Self.css(
            """
            canvas width: 300, height: 200
            let gap = 10
            container card = RoundedRectangle(cornerRadius: 20) {
                shape inner = ConcentricRectangle() { padding gap }
            }
            """, prefix: "ds")
        #expect(!css.contains(":root") && !css.contains("#"))
        #expect(css.contains("\n.ds-canvas {\n  --ds-gap: 10px;\n  position: relative;\n"))
        #expect(css.contains("\n.ds-card {\n") && css.contains("\n.ds-inner {\n"))
        #expect(css.contains("--ds-card--radius: 20px;"))
        #expect(css.contains("margin: var(--ds-gap);"))
        // Every custom property the rules name is the prefix's (comments aside).
        let rules = css.replacing(/\/\*[^*]*\*+(?:[^\/*][^*]*\*+)*\//, with: "")
        let properties = rules.matches(of: /--[a-z][\w-]*/).map { String($0.0) }
        #expect(!properties.isEmpty && properties.allSatisfy { $0.hasPrefix("--ds-") })
    }

    @Test(arguments: [
        ("ds", true), ("acme-ui", true), ("a_b2", true), ("", false), ("2x", false), ("a--b", false),
        ("ds-", false), ("d s", false), ("é", false),
    ])
    func aPrefixKeepsNamesApart(prefix: String, valid: Bool) {
        #expect(CSSNames.isValidPrefix(prefix) == valid)
    }

    /// Without parameters a concentric corner is still its container's radius less the inset.
    @Test func aRelationWithoutParametersRefersToTheContainer() throws {
        let css = try Self.css(Self.bubble)
        #expect(css.contains("--shape-bubble--radius: 36px;"))
        #expect(
            css.contains(
                "border-start-start-radius: max(min(max(var(--shape-bubble--radius) - 12px, 0px), 104px), 0px);")
        )
        #expect(css.contains("border-start-end-radius: 6px;"))
    }

    /// A padding of 10 beside a radius of 10 is a number, never the radius's property.
    @Test func aConstantIsWrittenAsAConstant() throws {
        let css = try Self.css(
            """
            canvas width: 300, height: 200
            container uneven = UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 10, bottomTrailingRadius: 30, topTrailingRadius: 10) {
                size 200 x 120
                shape inner = ConcentricRectangle() { padding 10 }
            }
            """)
        #expect(css.contains("--shape-uneven--bottom-leading--radius: 10px;"))
        #expect(css.contains("margin: 10px;"))
        #expect(!css.contains("margin: var("))
    }

    /// Two parameters whose kebab-case names meet keep the same properties in either order.
    @Test func propertyNamesDoNotFollowTheOrderOfTheLets() throws {
        let body = """
            container card = RoundedRectangle(cornerRadius: cardRadius) { shape inner = ConcentricRectangle() { padding card_radius / 4 } }
            """
        let one = try Self.css("canvas width: 300, height: 200\nlet cardRadius = 24\nlet card_radius = 40\n" + body)
        let two = try Self.css("canvas width: 300, height: 200\nlet card_radius = 40\nlet cardRadius = 24\n" + body)
        for css in [one, two] {
            #expect(css.contains("--shape-card-radius: 24px;"))
            #expect(css.contains("--shape-card-radius-2: 40px; /* card_radius (--shape-card-radius is another"))
        }
    }
}

@Suite struct DesignTokenRuleTests {
    /// A concentric corner's token carries its rule over references, with or without parameters;
    /// `--tokens-math` makes it the value, `--prefix` one group around the document.
    @Test func aDerivedTokenCarriesItsRule() throws {
        let scene = try PictureRendererTests.scene(CSSScopeTests.bubble, keepsDerivations: true)
        let plain = DesignTokensRenderer().render(scene)
        let rule = "max(min(max(max({bubble.topLeading} - 12, 0), max({bubble.bottomLeading} - 12, 0)), 104), 0)"
        #expect(plain.contains("\"$extensions\": {\"dev.shape\": {\"expression\": \"" + rule + "\"}}"))
        #expect(plain.contains("\"topLeading\": {\"$value\": {\"value\": 24, \"unit\": \"px\"}"))
        let math = DesignTokensRenderer(prefix: "ds", mathValues: true).render(scene)
        #expect(math.hasPrefix("{\n  \"ds\": {\n    \"$description\""))
        #expect(math.contains("\"topLeading\": {\"$value\": \"" + rule.replacing("{bubble", with: "{ds.bubble")))
    }
}
