// GeometryProxy as documented (issue 43): concentricCornerRadii(in:) answers nil where Apple's
// reference says it does (no container shape, or one without corner information), and a script
// models the `if let` path with Swift's own spellings: `nil`, `??` and `if let`.
import ConcentricGeometry
import Testing

@testable import ShapeLanguage

@Suite struct OptionalTests {
    @Test func nilCoalescingAndComparisonReadAsInSwift() {
        #expect(
            output(
                of: """
                    let a = nil
                    let b = 4
                    print a, a ?? 3, b ?? 3, a ?? nil ?? 5, a == nil, b == nil, nil == nil
                    // `??` binds tighter than a comparison and looser than arithmetic and ranges.
                    print a ?? 2 + 3, a ?? 1 < 2, [a ?? 0..<2][0]
                    """) == ["nil 3 4 5 true false true", "5 true 0..<2"])
    }

    /// The right side is evaluated only when the left is nil, as Swift's autoclosure is.
    @Test func theFallbackRunsOnlyForNil() {
        #expect(output(of: "func boom() { assert false, \"evaluated\" }\nprint 1 ?? boom()") == ["1"])
        let outcome = run("func boom() { assert false, \"evaluated\" }\nprint nil ?? boom()")
        #expect(outcome.error?.message.contains("evaluated") == true)
    }

    @Test func ifLetRunsItsBlockWithTheValueOnlyWhenItIsNotNil() {
        #expect(
            output(
                of: """
                    for value in [nil, 7] {
                        if let v = value {
                            print "got", v
                        } else if let w = nil {
                            print "never", w
                        } else {
                            print "nil"
                        }
                    }
                    """) == ["nil", "got 7"])
    }

    /// The bound name lives in its block only, as in Swift.
    @Test func theBoundNameIsTheBlocksOnly() {
        let outcome = run("if let v = 3 { print v }\nprint v")
        #expect(outcome.error?.message == "undefined name 'v'")
        #expect(outcome.error?.range.start.description == "2:7")
    }

    @Test func ifLetWithoutEqualsIsASyntaxError() {
        let outcome = run("if let v 3 { print v }")
        #expect(outcome.error?.message == "expected '=' after 'if let v', found '3'")
    }

    /// Nil where Apple's reference says GeometryProxy's answer is: no container shape (the top
    /// level of a figure canvas without a corner radius), or one without corner information (an
    /// ellipse); radii inside a rounded container and on a device's screen.
    @Test(arguments: [
        ("canvas width: 300, height: 300", "", "nil"),
        ("canvas width: 300, height: 300, cornerRadius: 40", "", "30"),
        ("canvas device(\"iPhone 15 Pro\")", "container ConcentricRectangle() { ignoresSafeArea", "45"),
        ("canvas width: 300, height: 300", "container Ellipse() { size 200 x 200", "nil"),
        ("canvas width: 300, height: 300", "container RoundedRectangle(cornerRadius: 40) { size 200 x 200", "30"),
        ("canvas width: 300, height: 300", "zstack { padding 20", "nil"),
        ("canvas width: 300, height: 300, cornerRadius: 40", "zstack { padding 5", "25"),
    ])
    func theQueryAnswersNilWhereThereIsNoCornerInformation(canvas: String, open: String, expected: String) {
        let query = """
            if let r = concentricCornerRadii(in: Rect(x: 10, y: 10, width: 100, height: 100)) {
                print r.topLeading
            } else {
                print "nil"
            }
            """
        let script = canvas + "\n" + (open.isEmpty ? query : open + "\n" + query + "\n}")
        #expect(output(of: script) == [expected], "\(script)")
    }

    /// A nil answer drawn as radii is an error with the two ways out; each way draws.
    @Test func aNilAnswerDrawnAsRadiiSaysHowToUnwrapIt() {
        let shape = """
            canvas width: 300, height: 200
            shape box = UnevenRoundedRectangle(cornerRadii: concentricCornerRadii(in: Rect(x: 10, y: 10, width: 50, height: 50))) {
                at 10, 10
                size 50 x 50
            }
            """
        let outcome = run(shape)
        #expect(outcome.error?.message == "'UnevenRoundedRectangle' expects a radii, found nil")
        #expect(outcome.error?.hint?.contains("'if let r = …'") == true)
        #expect(outcome.error?.hint?.contains("'… ?? RectangleCornerRadii()'") == true)
        let coalesced = run(
            shape.replacingOccurrences(of: "height: 50)))", with: "height: 50)) ?? RectangleCornerRadii())"))
        #expect(coalesced.error == nil)
        #expect(coalesced.node("box")?.radii == .zero)
        let member = run("let r = nil\nprint r.topLeading")
        #expect(member.error?.message == "nil has no member 'topLeading'")
        #expect(member.error?.hint?.contains("'if let r = …'") == true)
    }
}
