// Golden messages for mistakes the compiler and interpreter catch: code, location and words.
import Testing

@testable import ShapeLanguage

@Suite struct RuntimeDiagnosticTests {
    struct Case: CustomStringConvertible, Sendable {
        var source: String
        var code: String
        var location: String
        var message: String
        var hint: String?
        var description: String { code }
    }

    static let cases: [Case] = [
        Case(source: "print radius", code: "name.undefined", location: "1:7", message: "undefined name 'radius'"),
        Case(
            source: "let radius = 4\nprint raduis", code: "name.undefined", location: "2:7",
            message: "undefined name 'raduis'", hint: "did you mean 'radius'?"),
        Case(
            source: "let a = 1\nlet a = 2", code: "name.redeclared", location: "2:5",
            message: "'a' is already declared in this scope"),
        Case(
            source: "let a = 1\na = 2", code: "name.constant", location: "2:1",
            message: "cannot assign to 'a': it is a constant", hint: "declare it with 'var' to change it"),
        Case(
            source: "return 1", code: "syntax.return-outside-function", location: "1:1",
            message: "'return' outside a function"),
        Case(source: "break", code: "syntax.outside-loop", location: "1:1", message: "'break' outside a loop"),
        Case(source: "print 1 / 0", code: "runtime.division-by-zero", location: "1:7", message: "division by zero"),
        Case(source: "print 5 % 0", code: "runtime.division-by-zero", location: "1:7", message: "division by zero"),
        Case(
            source: "print 1 + \"a\"", code: "type.operands", location: "1:7",
            message: "'+' cannot combine number 1 and string \"a\""),
        Case(source: "if 1 { }", code: "type.mismatch", location: "1:4", message: "expected a bool, found number 1"),
        Case(
            source: "print -\"a\"", code: "type.operand", location: "1:7",
            message: "'-' needs a number, found string \"a\""),
        Case(
            source: "for i in 5 { }", code: "type.not-iterable", location: "1:10", message: "cannot loop over number 5",
            hint: "loop over a range such as 0..<5 or a list"),
        Case(
            source: "let xs = [1, 2]\nprint xs[2]", code: "runtime.index", location: "2:10",
            message: "index 2 is out of range for a list of 2", hint: "valid indices are 0 to 1"),
        Case(
            source: "let n = 3\nn()", code: "type.not-callable", location: "2:1", message: "number 3 is not a function"),
        Case(
            source: "let r = Rect(x: 0, y: 0, width: 4, height: 4)\nprint r.widht", code: "type.unknown-member",
            location: "2:7", message: "rect has no member 'widht'", hint: "did you mean 'width'?"),
        Case(
            source: "let s = .concentrc", code: "name.unknown-member", location: "1:9",
            message: "unknown member '.concentrc'",
            hint: "did you mean 'concentric'?"),
        Case(
            source: "let s = RoundedRectangle(cornerRadus: 4)", code: "call.unknown-label", location: "1:26",
            message: "'RoundedRectangle' has no argument 'cornerRadus:'", hint: "did you mean 'cornerRadius:'?"),
        Case(
            source: "let s = RoundedRectangle()", code: "call.missing-argument", location: "1:9",
            message: "'RoundedRectangle' needs an argument 'cornerRadius:'"),
        Case(
            source: "print sqrt(1, 2)", code: "call.arity", location: "1:7", message: "'sqrt' takes 1 argument, found 2"
        ),
        Case(
            source: "print sqrt(-4)", code: "value.out-of-range", location: "1:12",
            message: "'sqrt' needs a number of 0 or more, found -4"),
        Case(
            source: "let s = RoundedRectangle(cornerRadius: \"big\")", code: "call.argument-type", location: "1:26",
            message: "'RoundedRectangle' expects a number, found string \"big\""),
        Case(
            source: "func f(x) { return x }\nprint f(y: 1)", code: "call.unknown-label", location: "2:9",
            message: "'f' has no argument 'y:'", hint: "did you mean 'x:'?"),
        Case(
            source: "func f(x) { return x }\nprint f()", code: "call.missing-argument", location: "2:7",
            message: "'f' needs an argument 'x:'"),
        Case(
            source: "let c = ConcentricRectangle(uniformTopCorners: .concentric, uniformLeadingCorners: .concentric)",
            code: "call.no-initializer", location: "1:61",
            message: "no 'ConcentricRectangle' initializer takes 'uniformLeadingCorners:' with 'uniformTopCorners:'"),
        Case(
            source: "padding 8", code: "node.command-outside", location: "1:1",
            message: "'padding' must be written inside a node's braces"),
        Case(
            source: "shape a = Capsule() { shape b = Circle() }", code: "node.child-of-shape", location: "1:29",
            message: "'a' is a 'shape' and cannot hold other nodes",
            hint: "declare it with 'container' to nest nodes in it"),
        Case(
            source: "shape a = Capsule() { fill \"purpel\" }", code: "value.unknown-color", location: "1:28",
            message: "unknown colour 'purpel'", hint: "did you mean 'purple'?"),
        Case(
            source: "shape a = Capsule() { size -3 x 4 }", code: "geometry.negative", location: "1:28",
            message: "'size' cannot be negative, found -3"),
        Case(
            source: "shape a = Capsule() { width 1e9 }", code: "geometry.too-large", location: "1:29",
            message: "'width' value 1000000000 is beyond ±10000000"),
        Case(
            source: "shape a = Capsule() { width 1e308 * 10 }", code: "geometry.not-finite", location: "1:29",
            message: "'width' needs a finite number, found inf"),
        Case(
            source: "shape a = Capsule() { opacity 2 }", code: "value.out-of-range", location: "1:31",
            message: "'opacity' needs a number from 0 to 1, found 2"),
        Case(
            source: "shape a = 5", code: "type.mismatch", location: "1:11",
            message: "expected a shape such as RoundedRectangle(cornerRadius: 24), found number 5"),
        Case(
            source: "vstack spacing: 0 { fill \"red\" }", code: "node.style-on-stack", location: "1:21",
            message: "'fill' has no effect on a stack: stacks are not drawn"),
        // SwiftUI leaves these to the platform and Apple gives no number: refused (issue 43).
        Case(
            source: "vstack alignment: .leading { }", code: "call.platform-default", location: "1:1",
            message:
                "'vstack' needs 'spacing:': SwiftUI's 'VStack' without 'spacing:' uses a platform-specific amount, which Apple does not give",
            hint: "write the amount you mean, such as 'vstack spacing: 8 {'"),
        Case(
            source: "shape a = Rectangle() {\n    padding\n}", code: "call.platform-default", location: "2:5",
            message:
                "'padding' needs a length: SwiftUI's '.padding()' with no length uses a platform-specific amount, which Apple does not give",
            hint: "write the amount you mean, such as 'padding 16'"),
        Case(
            source: "shape s = Capsule() { canvas width: 10, height: 10 }", code: "canvas.not-top-level",
            location: "1:23", message: "'canvas' must be at the top level of a file"),
        Case(
            source: "canvas width: 10, height: 10\ncanvas width: 20, height: 20", code: "canvas.again", location: "2:1",
            message: "the canvas is already set"),
        Case(
            source: "canvas device(\"iPhone 99\")", code: "value.unknown-device", location: "1:15",
            message: "unknown device 'iPhone 99'"),
        Case(
            source: "assert 1 + 1 == 3", code: "runtime.assert", location: "1:8",
            message: "assertion failed: 1 + 1 == 3",
            hint: "left side is 2, right side is 3"),
        Case(
            source: "func f() { import \"x.shape\" }", code: "import.not-top-level", location: "1:12",
            message: "'import' must be at the top level of a file"),
        Case(
            source: "print g()\nfunc g() { return 1 }", code: "name.before-declaration", location: "1:7",
            message: "'g' is called before its declaration has run"),
        Case(
            source: "print [1] == 1", code: "type.operands", location: "1:7",
            message: "'==' cannot combine list and number 1"),
    ]

    @Test(arguments: cases)
    func diagnostic(_ example: Case) {
        let outcome = run(example.source)
        let error = outcome.error
        #expect(error?.code.rawValue == example.code, "\(error?.summary ?? "no error")")
        #expect(error?.range.start.description == example.location, "\(error?.summary ?? "no error")")
        #expect(error?.message == example.message)
        if let hint = example.hint {
            #expect(error?.hint == hint)
        }
    }

    @Test func overflowingAPlainCanvasWarns() {
        let warnings = run("canvas width: 200, height: 200\nshape box = Rectangle() { at 150, 150\nsize 100 x 100 }")
            .warnings
        #expect(
            warnings.map(\.message) == [
                "'box' overflows its container 'canvas' by 50 at topTrailing, bottomLeading, bottomTrailing"
            ])
    }

    @Test func geometryWarnings() {
        let source = """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 300 x 200
                shape flared = RoundedRectangle(cornerRadius: 30) { padding 12
                    size 100 x 80
                    align topLeading }
                shape pinched = RoundedRectangle(cornerRadius: 4) { padding 12
                    size 100 x 80
                    align bottomTrailing }
                shape over = Rectangle() { size 400 x 20 }
                shape photo = ConcentricRectangle() { padding 12
                    height 100
                    align top }
            }
            """
        let session = Session()
        session.warningPolicy = WarningPolicy(level: .all)
        let warnings = session.evaluate(source).diagnostics.filter { $0.severity == .warning }
        #expect(
            warnings.map(\.code.rawValue) == [
                "geometry.flared", "geometry.pinched", "geometry.overflow", "geometry.squared",
            ])
        #expect(warnings[0].message == "'flared' has flared corners: topLeading 30 vs concentric 12")
        #expect(warnings[1].message == "'pinched' has pinched corners: bottomTrailing 4 vs concentric 12")
        #expect(warnings[2].message == "'over' overflows its container 'card' by 50")
        #expect(
            warnings[3].message
                == "'photo' went square at bottomLeading, bottomTrailing: too far from the container's curve")
        // By default the teaching warnings (pinched, squared) are not shown: they describe
        // normal designs.
        #expect(run(source).warnings.map(\.code.rawValue) == ["geometry.flared", "geometry.overflow"])
    }
}
