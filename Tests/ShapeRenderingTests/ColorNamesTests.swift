// Specifications of the CSS named colours: all 148 of CSS Color Level 4, with CSS's values where
// X11's differ.
import Testing

@testable import ShapeScene

@Suite struct ColorNamesTests {
    @Test func allCSSColorLevel4Names() {
        #expect(Color.cssNames.count == 148)
        #expect(Color.cssNames.keys.allSatisfy { $0 == $0.lowercased() })
        #expect(Color.cssNames.values.allSatisfy { $0 <= 0xFF_FFFF })
    }

    @Test(arguments: [
        ("indigo", "#4b0082"), ("rebeccapurple", "#663399"), ("gray", "#808080"), ("grey", "#808080"),
        ("green", "#008000"), ("maroon", "#800000"), ("purple", "#800080"), ("aliceblue", "#f0f8ff"),
        ("lightgoldenrodyellow", "#fafad2"), ("YellowGreen", "#9acd32"), ("black", "#000000"),
        ("white", "#ffffff"), ("darkslategrey", "#2f4f4f"), ("aqua", "#00ffff"), ("fuchsia", "#ff00ff"),
    ])
    func namesParseToTheirCSSValues(name: String, hex: String) throws {
        let color = try #require(Color(parsing: name))
        #expect(color.hex == hex)
        #expect(color.alpha == 1)
    }

    @Test func unknownNamesDoNotParse() {
        #expect(Color(parsing: "indigoo") == nil)
        #expect(Color(parsing: "") == nil)
    }
}
