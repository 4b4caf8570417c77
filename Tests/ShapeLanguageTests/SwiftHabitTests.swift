// Specifications of the way forward from Swift habits: what a SwiftUI hand writes gets a hint
// saying what to write here, never a misleading "did you mean".
import Testing

@testable import ShapeLanguage

@Suite struct SwiftHabitTests {
    struct Case: CustomStringConvertible {
        var source: String
        var code: DiagnosticCode
        var location: String
        var message: String
        var hint: String
        var description: String { source }
    }

    static let cases = [
        Case(
            source: "ZStack {\n}", code: .syntaxSwiftHabit, location: "1:1",
            message: "'ZStack' is SwiftUI; it is not a statement here",
            hint:
                "nodes nest in a 'container': container group = Rectangle() { … } places its children as a ZStack does"),
        Case(
            source: "VStack {\n}", code: .syntaxSwiftHabit, location: "1:1",
            message: "'VStack' is SwiftUI; it is not a statement here",
            hint: "write 'vstack spacing: 8 { … }' inside a container's braces"),
        Case(
            source: "shape a = Rectangle() { fill Color.blue }", code: .nameUndefined, location: "1:30",
            message: "undefined name 'Color'",
            hint: "colours are strings: fill \"blue\", or color(\"blue\", opacity: 0.5) for a value"),
        Case(
            source: "shape a = Rectangle() { size 10 x 10 }.padding(8)", code: .syntaxSwiftHabit, location: "1:39",
            message: "'.padding' after a node is a SwiftUI modifier",
            hint: "'padding' is a command, written inside a node's braces without parentheses: "
                + CommandWord.padding.syntax),
        // Issue 43: the modifier written on the shape itself, and on a line of its own.
        Case(
            source: "shape a = ConcentricRectangle().padding(8)", code: .typeUnknownMember, location: "1:11",
            message: "shape has no member 'padding'",
            hint: "'padding' is a command, written inside a node's braces without parentheses: "
                + CommandWord.padding.syntax),
        Case(
            source: "shape a = ConcentricRectangle() {\n    size 10 x 10\n}\n.padding(8)", code: .nameUnknownMember,
            location: "4:1", message: "unknown member '.padding'",
            hint: "'padding' is a command, written inside a node's braces without parentheses: "
                + CommandWord.padding.syntax),
        Case(
            source: "shape a = Rectangle() { frame(width: 10, height: 20) }", code: .nameUndefined, location: "1:25",
            message: "undefined name 'frame'",
            hint: "write 'size 120 x 80' (or 'width 120', 'height 80') inside the node's braces"),
        Case(
            source: "shape a = Rectangle() { Text(\"Hi\") }", code: .nameUndefined, location: "1:25",
            message: "undefined name 'Text'", hint: "text is a node's label: write 'label \"Hello\"' inside its braces"),
        Case(
            source: "shape a = Rectangle() { containerShape(Capsule()) }", code: .nameUndefined, location: "1:25",
            message: "undefined name 'containerShape'",
            hint: "declare the node with 'container': its shape is then its children's container shape"),
        Case(
            source: "shape a = Rectangle() { ignoresSafeArea() }", code: .nameUndefined, location: "1:25",
            message: "undefined name 'ignoresSafeArea'",
            hint: "'ignoresSafeArea' is a command, written inside a node's braces without parentheses: ignoresSafeArea"),
        Case(
            source: "shape a = Rectangle() { fill .blue }", code: .nameUnknownMember, location: "1:30",
            message: "unknown member '.blue'", hint: "colours are strings here: fill \"blue\""),
        Case(
            source: "shape a = ConcentricRectangle(corners: .fixed) { size 9 x 9 }", code: .nameUnknownMember,
            location: "1:40", message: "unknown member '.fixed'", hint: "'.fixed' needs its arguments: .fixed(_:)"),
        Case(
            source: "canvas(width: 100, height: 100)", code: .syntaxSwiftHabit, location: "1:7",
            message: "'canvas' takes its arguments without parentheses",
            hint: "write: canvas width: 400, height: 300 (or canvas device(\"iPhone 16\"))"),
        Case(
            source: "shape a = Rectangle()\n{\n    size 10 x 10\n}", code: .syntaxBlockOnItsOwnLine, location: "2:1",
            message: "a block starts on the line of what it belongs to, not on a line of its own",
            hint: "move the '{' up: shape card = RoundedRectangle(cornerRadius: 24) {"),
        Case(
            source: "let sizes = [\"sm\": 8]", code: .syntaxSwiftHabit, location: "1:18",
            message: "there are no dictionaries: a list holds values, not 'key: value' pairs",
            hint: "give each value a name (let small = 8), or pick by index from a list: [8, 12, 16][1]"),
        Case(
            source: "shape a = RoundedRectangle(cornerRadius: 8, style: continuous)", code: .nameUndefined,
            location: "1:52", message: "undefined name 'continuous'",
            hint: "did you mean '.continuous'? a corner style or an alignment is written with a leading dot"),
        Case(
            source: "shape a = ConcentricRectangle(topLeftCorner: .concentric)", code: .callUnknownLabel,
            location: "1:31", message: "'ConcentricRectangle' has no argument 'topLeftCorner:'",
            hint: "did you mean 'topLeadingCorner:'? SwiftUI's corners are leading and trailing, which follow the"
                + " layout direction"),
        Case(
            source: "shape a = ConcentricRectangle(uniformRightCorners: .concentric)", code: .callUnknownLabel,
            location: "1:31", message: "'ConcentricRectangle' has no argument 'uniformRightCorners:'",
            hint: "did you mean 'uniformTrailingCorners:'? SwiftUI's corners are leading and trailing, which follow"
                + " the layout direction"),
        Case(
            source: "let topGap = 8\nshape a = Rectangle() { padding top topGap }", code: .syntaxExpectedStatementEnd,
            location: "2:37", message: "expected a new line or ';' after the statement, found 'topGap'",
            hint: "did you mean 'padding top: topGap'?"),
        Case(
            source: "fill \"red\"", code: .nodeCommandOutside, location: "1:1",
            message: "'fill' must be written inside a node's braces", hint: "for example: shape Capsule() { fill … }"),
    ]

    @Test(arguments: cases)
    func aHabitGetsAWayForward(_ example: Case) throws {
        let outcome = run(example.source)
        let error = try #require(outcome.error)
        #expect(error.code == example.code)
        #expect(error.range.start.description == example.location)
        #expect(error.message == example.message)
        #expect(error.hint == example.hint)
    }

    @Test func theHintForATopLevelCommandParses() throws {
        // The example the hint gives is a script that runs.
        #expect(run("shape Capsule() { fill \"red\" }").error == nil)
    }

    @Test func aNegativeRadiusNamesItsLabelAndSqrtItsRange() throws {
        #expect(
            run("shape a = RoundedRectangle(cornerRadius: -4)").error?.message
                == "'cornerRadius:' of 'RoundedRectangle' cannot be negative, found -4")
        #expect(run("print sqrt(-1)").error?.message == "'sqrt' needs a number of 0 or more, found -1")
    }

    @Test func aDeviceEstimateNamesItsScript() throws {
        let warning = try #require(run("canvas device(\"iPhone Air\")", file: "phone.shape").warnings.first)
        #expect(warning.code == .deviceApproximate)
        #expect(warning.file == "phone.shape")
    }
}
