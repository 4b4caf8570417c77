// The formatter's layout, rule by rule, as golden before-and-after pairs.
import Testing

@testable import ShapeLanguage

/// The formatted text of `source`, or its first error's summary.
private func formatted(_ source: String) -> String {
    switch Formatter.format(source) {
    case .success(let text): text
    case .failure(let errors): "error: " + (errors.diagnostics.first?.summary ?? "")
    }
}

/// A source and its canonical layout.
struct Layout: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var expected: String

    var testDescription: String { name }
}

@Suite struct FormatterTests {
    static let layouts: [Layout] = [
        Layout(
            name: "spaces around operators, after commas and colons",
            source: "let a = 1+2*-3\nprint max(a,2),f(x :1)\n",
            expected: "let a = 1 + 2 * -3\nprint max(a, 2), f(x: 1)\n"),
        Layout(
            name: "a stack's name stays after its word",
            source: "vstack   rows spacing:8 { shape Capsule() }\n",
            expected: "vstack rows spacing: 8 {\n    shape Capsule()\n}\n"),
        Layout(
            name: "ranges and members touch", source: "for i in 0 ..< n . count { }\n",
            expected: "for i in 0..<n.count {}\n"),
        Layout(
            name: "semicolons become line breaks", source: "let a = 1; let b = 2;\n", expected: "let a = 1\nlet b = 2\n"
        ),
        Layout(
            name: "blocks open onto their own lines", source: "shape s = Capsule() { size 1 x 2; fill \"red\" }\n",
            expected: "shape s = Capsule() {\n    size 1 x 2\n    fill \"red\"\n}\n"),
        Layout(
            name: "else joins its brace", source: "if a { print 1 }\nelse if b { print 2 }\nelse { print 3 }\n",
            expected: "if a {\n    print 1\n} else if b {\n    print 2\n} else {\n    print 3\n}\n"),
        Layout(
            name: "at most one blank line, none at the ends of a block",
            source: "\n\nlet a = 1\n\n\n\nlet b = 2\nif a {\n\n    print a\n\n}\n\n\n",
            expected: "let a = 1\n\nlet b = 2\nif a {\n    print a\n}\n"),
        Layout(
            name: "four spaces a block, whatever was there",
            source: "container c = Rectangle() {\n\tshape s = Capsule() {\n  padding 2\n\t}\n}\n",
            expected: "container c = Rectangle() {\n    shape s = Capsule() {\n        padding 2\n    }\n}\n"),
        Layout(
            name: "continuation lines are indented once",
            source: "let z = max(1,\n2,\n      3\n)\ncanvas width: 400,\nheight: 300\n",
            expected: "let z = max(1,\n    2,\n    3\n)\ncanvas width: 400,\n    height: 300\n"),
        Layout(
            name: "signs and commands keep their meaning",
            source:
                "shape s = Capsule() {\n    offset -8 , 4\n    width (1 + 2) / 2\n}\nlet width = 3\nprint width - 1, width(2)\n",
            expected:
                "shape s = Capsule() {\n    offset -8, 4\n    width (1 + 2) / 2\n}\nlet width = 3\nprint width - 1, width(2)\n"
        ),
        Layout(
            name: "implicit members, labels, keyword labels",
            source: "let s = ConcentricRectangle(corners:.concentric(minimum :12), isUniform:true)\nprint f(in:r)\n",
            expected:
                "let s = ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)\nprint f(in: r)\n"),
        Layout(
            name: "strings are left alone, interpolations are formatted", source: "print \"a  \\( x+1 )  b\"\n",
            expected: "print \"a  \\(x + 1)  b\"\n"),
        Layout(
            name: "functions", source: "func f( _ x , at y = 2 ) { return x*y }\n",
            expected: "func f(_ x, at y = 2) {\n    return x * y\n}\n"),
        Layout(
            name: "trailing comments line up",
            source: "let a = 1 // one\nlet bb = 22    // two\n\nlet c = 3       // three\n",
            expected: "let a = 1    // one\nlet bb = 22  // two\n\nlet c = 3  // three\n"),
        Layout(
            name: "comments on their own lines take the indentation of what follows",
            source: "if a {\n// inside\nprint a\n      // before the brace\n}\n// at the end",
            expected: "if a {\n    // inside\n    print a\n    // before the brace\n}\n// at the end\n"),
        Layout(
            name: "a comment after an opening brace stays there",
            source: "shape s = Capsule() { // why\nfill \"red\" }\n",
            expected: "shape s = Capsule() {  // why\n    fill \"red\"\n}\n"),
        Layout(
            name: "block comments between tokens, and over lines verbatim",
            source: "let a = /* one */ 1\n/* two\n   lines */\nlet b = f(/* none */)\n",
            expected: "let a = /* one */ 1\n/* two\n   lines */\nlet b = f(/* none */)\n"),
        Layout(
            name: "nested block comments", source: "/* a /* b */ c */ let a = 1\n",
            expected: "/* a /* b */ c */ let a = 1\n"),
        Layout(
            name: "comments inside a continued call", source: "let z = max(1, // first\n  // between\n  2)\n",
            expected: "let z = max(1,  // first\n    // between\n    2)\n"),
        Layout(
            name: "no trailing white space, a final line break", source: "let a = 1   \t\n// note   ",
            expected: "let a = 1\n// note\n"),
        Layout(name: "an empty script stays empty", source: "\n\n", expected: ""),
        Layout(name: "only comments", source: "// a\n\n\n/* b */\n", expected: "// a\n\n/* b */\n"),
        Layout(
            name: "lists and subscripts", source: "let xs = [ 1 ,2 , ][ 0 ]\nlet e = [ ]\n",
            expected: "let xs = [1, 2,][0]\nlet e = []\n"),
        Layout(
            name: "unary operators", source: "let a = ! ( b && ! c )\nlet d = - - 1\n",
            expected: "let a = !(b && !c)\nlet d = --1\n"),
        Layout(
            name: "stacks, strokes and labels",
            source:
                "vstack spacing:8,alignment:.leading{\nshape Capsule(){stroke \"white\" width 2;label \"x\",size:14}\n}\n",
            expected:
                "vstack spacing: 8, alignment: .leading {\n    shape Capsule() {\n        stroke \"white\" width 2\n        label \"x\", size: 14\n    }\n}\n"
        ),
        Layout(
            name: "CR LF line endings become LF", source: "let a = 1\r\nlet b = 2\r\n",
            expected: "let a = 1\nlet b = 2\n"),
    ]

    @Test(arguments: layouts)
    func layout(_ layout: Layout) {
        #expect(formatted(layout.source) == layout.expected)
        // Idempotent: the layout is already canonical.
        #expect(formatted(layout.expected) == layout.expected)
    }

    @Test func aScriptWithSyntaxErrorsIsRefusedWithEveryError() {
        guard case .failure(let errors) = Formatter.format("let = 1\nlet b = = 2\n", file: "bad.shape") else {
            Issue.record("formatted a broken script")
            return
        }
        #expect(
            errors.diagnostics.map(\.summary) == [
                "bad.shape:1:5: error: expected a name after 'let', found '='",
                "bad.shape:2:9: error: expected an expression after '=', found '='",
            ])
    }
}
