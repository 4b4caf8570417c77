// Specifications of the two string spellings the tool writes: JSON's (RFC 8259, with U+2028 and
// U+2029 escaped for JavaScript) and Swift's (the SwiftUI output and the syntax tree's dump).
import ConcentricGeometry
import Testing

@Suite struct StringLiteralTests {
    @Test(
        arguments: [
            ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), ("a\\b", #""a\\b""#),
            ("line\nbreak", #""line\u000abreak""#), ("tab\t", #""tab\u0009""#), ("\u{1B}[31m", #""\u001b[31m""#),
            ("\u{2028}\u{2029}", #""\u2028\u2029""#), ("\u{7F}", "\"\u{7F}\""), ("名前 😀", "\"名前 😀\""),
        ] as [(String, String)])
    func json(text: String, expected: String) {
        #expect(JSONString.quoted(text) == expected)
    }

    @Test func jsonSafeInHTMLEscapesLessThanToo() {
        #expect(JSONString.quoted("</script>\u{2028}", safeInHTML: true) == #""\u003c/script>\u2028""#)
        #expect(JSONString.quoted("a < b", safeInHTML: false) == #""a < b""#)
        #expect(JSONString.quoted("plain", safeInHTML: true) == #""plain""#)
    }

    @Test(
        arguments: [
            ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), ("a\\b", #""a\\b""#),
            ("line\nbreak\r", #""line\nbreak\r""#), ("tab\t", #""tab\t""#), ("\u{1B}[31m", #""\u{1b}[31m""#),
            ("nul\0", #""nul\u{0}""#), ("\u{7F}", #""\u{7f}""#), ("\u{2028}\u{2029}", #""\u{2028}\u{2029}""#),
            ("名前 😀", "\"名前 😀\""),
        ] as [(String, String)])
    func swift(text: String, expected: String) {
        #expect(SwiftString.quoted(text) == expected)
    }
}
