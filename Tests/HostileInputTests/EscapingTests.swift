// Strings from a script reach the SVG only as text: a hostile label must not add an element,
// an attribute or a comment, and must read back exactly as written.
import Foundation
import ShapeLanguage
import ShapeRendering
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The element names of an SVG document, in order, and the text inside its <text> elements.
private final class SVGOutline: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var texts: [String] = []
    var comments = 0
    var instructions = 0
    private var inText = false

    static func parse(_ svg: String) -> SVGOutline? {
        let outline = SVGOutline()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = outline
        return parser.parse() ? outline : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
        if name == "text" {
            inText = true
            texts.append("")
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, foundComment comment: String) { comments += 1 }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        instructions += 1
    }
}

@Suite struct EscapingTests {
    static let hostileLabels = [
        "</text><script>alert(1)</script>",
        "<&\"'>",
        "\"/><g onload=\"alert(1)\"><text>",
        "]]><!-- comment --><?xml-stylesheet href=\"x\"?>",
        "&amp; &#60; &lt; stay literal",
        "<![CDATA[ x ]]>",
    ]

    /// A card and a photo, each with a label; `photo` carries its label in an interpolation.
    static func script(_ first: String, _ second: String) -> String {
        func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return """
            canvas width: 300, height: 200
            let second = \(literal(second))
            container card = RoundedRectangle(cornerRadius: 24) {
                size 240 x 160
                label \(literal(first)), size: 14, color: "white"
                shape photo = ConcentricRectangle() {
                    padding 8
                    label "\\(second)"
                }
            }
            """
    }

    static func svg(_ source: String, annotate: Bool) throws -> String {
        let session = Session(fileAccess: .sandbox)
        let result = session.evaluate(source)
        try #require(result.error == nil, "\(result.error?.summary ?? "")")
        return SVGRenderer(annotate: annotate).render(session.scene())
    }

    @Test(arguments: hostileLabels, [false, true])
    func aHostileLabelAddsNoMarkup(_ label: String, annotate: Bool) throws {
        let plain = try #require(SVGOutline.parse(try Self.svg(Self.script("plain", "plain"), annotate: annotate)))
        let svg = try Self.svg(Self.script(label, label), annotate: annotate)
        let hostile = try #require(SVGOutline.parse(svg), "the SVG does not parse:\n\(svg)")
        #expect(hostile.elements == plain.elements)
        #expect(!hostile.elements.contains("script"))
        #expect(hostile.comments == plain.comments && hostile.instructions == plain.instructions)
        #expect(hostile.texts.filter { $0 == label }.count == 2, "\(hostile.texts)")
    }

    @Test func controlCharactersInALabelCannotBreakTheDocument() throws {
        // XML cannot hold these even as references: they become U+FFFD. The script writes them
        // as escapes, since the lexer refuses raw control characters.
        let source = """
            shape a = Capsule() { label "bell\\u{7} escape\\u{1B}[31m" }
            shape b = Capsule() { label "nul\\0" }
            """
        let svg = try Self.svg(source, annotate: true)
        let outline = try #require(SVGOutline.parse(svg))
        #expect(outline.texts.contains("bell\u{FFFD} escape\u{FFFD}[31m"))
        #expect(outline.texts.contains("nul\u{FFFD}"))
    }

    @Test func namesCannotCarryMarkup() {
        // Node names become SVG ids; the lexer admits no markup character in a name.
        for name in ["a<b", "a&b", "a\"b", "a'b", "a>b"] {
            let result = Session(fileAccess: .sandbox).evaluate("shape \(name) = Capsule()")
            #expect(result.error != nil, "'\(name)' was accepted as a name")
        }
    }

    @Test func theJSONOfAHostileScriptParses() throws {
        let session = Session(fileAccess: .sandbox)
        let source = """
            container 名前 = Capsule() {
                label "</script>\\u{2028}\\"\\\\ \\0\\u{1B}"
                shape Circle()
            }
            """
        let result = session.evaluate(source)
        #expect(result.error == nil, "\(result.error?.summary ?? "")")
        let json = JSONRenderer(explain: true).render(session.scene())
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(json)")
        #expect(json.contains("\"名前\""))
    }
}
