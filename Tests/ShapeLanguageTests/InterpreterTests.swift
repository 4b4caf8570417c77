// The interpreter, statement by statement and value by value.
import Testing

@testable import ShapeLanguage

@Suite struct InterpreterTests {
    @Test func letVarAndAssignment() {
        #expect(output(of: "let a = 2\nvar b = a * 3\nb += 1\nb -= 2\nb *= 4\nb /= 2\nprint a, b") == ["2 10"])
    }

    @Test(arguments: [
        ("1 + 2 * 3", "7"), ("(1 + 2) * 3", "9"), ("10 - 4 - 3", "3"), ("7 % 3", "1"), ("-2 * 3", "-6"),
        ("1 < 2 && 2 < 3", "true"), ("1 > 2 || !false", "true"), ("1 == 1.0", "true"), ("3 != 4", "true"),
        ("\"a\" + \"b\"", "ab"), ("[1, 2] + [3]", "[1, 2, 3]"), ("1 / 3", "0.3333333333333333"), ("2.5e22", "2.5e22"),
        ("0.1 + 0.2", "0.30000000000000004"), ("0.1 + 0.2 == 0.3", "true"),
        ("\"b\" > \"a\"", "true"), ("2 <= 2", "true"), ("2 >= 3", "false"),
    ])
    func expressions(source: String, expected: String) {
        #expect(output(of: "print \(source)") == [expected])
    }

    @Test(arguments: [
        ("min(3, 1, 2)", "1"), ("max([4, 9, 2])", "9"), ("abs(-5)", "5"), ("sqrt(16)", "4"), ("round(2.5)", "3"),
        ("floor(2.7)", "2"), ("ceil(2.1)", "3"), ("sin(0)", "0"), ("cos(0)", "1"), ("pi", "3.141592653589793"),
        ("pow(2, 10)", "1024"), ("atan2(1, 1) * 4", "3.141592653589793"),
    ])
    func mathBuiltins(source: String, expected: String) {
        #expect(output(of: "print \(source)") == [expected])
    }

    /// A one-number builtin called with a variable compiles to the function itself; anything
    /// but a number, or a script's own function of the same name, takes the general path.
    @Test func numberFunctionsCalledDirectly() {
        #expect(output(of: "var x = 2.7\nprint floor(x), ceil(x), abs(-x), round(x)") == ["2 3 2.7 3"])
        let notANumber = run("let s = \"7\"\nprint floor(s)")
        #expect(notANumber.error?.message == "'floor' expects a number, found string \"7\"")
        #expect(notANumber.error?.range.start.column == 13)
        #expect(run("var x = 2\nprint floor(at: x)").error != nil)
        let infinite = run("var x = 1e308 * 10\nprint sin(x)")
        #expect(infinite.error?.message == "'sin' needs a finite number, found inf")
        #expect(output(of: "func floor(_ n) { return n * 10 }\nvar x = 2.5\nprint floor(x)") == ["25"])
    }

    /// Calls with one unlabelled argument take their own path; a function whose parameter has
    /// a label, or takes two, still gets the general path's checks.
    @Test func oneArgumentCallsMatchTheirParameters() {
        #expect(output(of: "func twice(_ n) { return n * 2 }\nvar x = 4\nprint twice(twice(x))") == ["16"])
        #expect(run("func inset(by n) { return n }\nprint inset(3)").error?.message.contains("by") == true)
        #expect(run("func add(_ a, _ b) { return a + b }\nprint add(1)").error != nil)
        #expect(output(of: "func pad(_ n = 8) { return n }\nprint pad(3), pad()") == ["3 8"])
    }

    @Test func stringInterpolation() {
        #expect(output(of: "let r = 12\nprint \"r = \\(r), twice \\(r * 2)\"") == ["r = 12, twice 24"])
    }

    @Test func ifElseIfElse() {
        let source = """
            func size(_ n) {
                if n < 10 { return "small" } else if n < 100 { return "medium" } else { return "large" }
            }
            print size(1), size(50), size(500)
            """
        #expect(output(of: source) == ["small medium large"])
    }

    @Test func forOverRangesAndLists() {
        let source = """
            var total = 0
            for i in 0..<5 { total += i }
            for i in 1...3 { total += i * 100 }
            for word in ["a", "b"] { print word }
            print total
            """
        #expect(output(of: source) == ["a", "b", "610"])
    }

    @Test func whileBreakContinue() {
        let source = """
            var i = 0
            var odd = 0
            while true {
                i += 1
                if i > 9 { break }
                if i % 2 == 0 { continue }
                odd += 1
            }
            print odd
            """
        #expect(output(of: source) == ["5"])
    }

    @Test func functionsWithLabelsDefaultsAndRecursion() {
        let source = """
            func fib(_ n) { if n < 2 { return n }; return fib(n - 1) + fib(n - 2) }
            func inner(radius r, padding p = 8) { return max(r - p, 0) }
            print fib(15), inner(radius: 24), inner(radius: 24, padding: 12), inner(radius: 4)
            """
        #expect(output(of: source) == ["610 16 12 0"])
    }

    @Test func closuresCaptureTheirScope() {
        let source = """
            func counter() {
                var count = 0
                func next() { count += 1
                    return count }
                return next
            }
            let tick = counter()
            tick()
            tick()
            print tick()
            """
        #expect(output(of: source) == ["3"])
    }

    @Test func functionsMayCallLaterFunctions() {
        #expect(output(of: "func a() { return b() + 1 }\nfunc b() { return 41 }\nprint a()") == ["42"])
    }

    @Test func listsAndSubscripts() {
        let source = """
            var xs = [10, 20, 30]
            xs[1] = 25
            xs[0] += 1
            print xs, xs.count, xs[2], xs.first, xs.last
            """
        #expect(output(of: source) == ["[11, 25, 30] 3 30 11 30"])
    }

    @Test func valuesOfEveryKindPrint() {
        let source = """
            print Point(x: 1, y: 2)
            print Size(width: 3, height: 4)
            print Rect(x: 0, y: 0, width: 10, height: 20)
            print EdgeInsets(top: 1, bottom: 2)
            print .concentric, .concentric(minimum: 8), .fixed(24), .continuous, .topLeading
            print RoundedRectangle(cornerRadius: 8), rgb(255, 0, 128), color("indigo")
            print 0..<3, true, device("iPhone 14").cornerRadius
            """
        #expect(
            output(of: source) == [
                "(x: 1, y: 2)", "3 x 4", "(x: 0, y: 0, width: 10, height: 20)",
                "(top: 1, leading: 0, bottom: 2, trailing: 0)",
                ".concentric .concentric(minimum: 8) .fixed(24) .continuous .topLeading",
                "RoundedRectangle() #ff0080 #4b0082", "0..<3 true 47.33",
            ])
    }

    @Test func theDesignExampleRunsUnchanged() {
        let source = """
            // examples/card.shape: a photo concentric with its card
            canvas width: 400, height: 300

            let inset = 12

            container card = RoundedRectangle(cornerRadius: 24) {
                size 360 x 260
                align center
                fill "#2c2c2e"

                shape photo = ConcentricRectangle(corners: .concentric, isUniform: true) {
                    padding inset
                    height 200
                    align top
                    fill "indigo"
                }
            }

            assert photo.radii.topLeading == 12
            print photo.radii
            """
        let outcome = run(source)
        #expect(outcome.error == nil)
        #expect(outcome.output == ["(topLeading: 12, topTrailing: 12, bottomLeading: 12, bottomTrailing: 12)"])
    }

    @Test func assertReportsBothSides() {
        let outcome = run("let a = 3\nassert a + 1 == 5, \"sum\"")
        #expect(outcome.error?.message == "assertion failed: a + 1 == 5: sum")
        #expect(outcome.error?.hint == "left side is 4, right side is 5")
        #expect(outcome.error?.range.start.description == "2:8")
    }

    @Test func explainPrintsTheDerivation() {
        let source = """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 300 x 200
                shape photo = ConcentricRectangle() { padding 12 }
            }
            explain photo
            """
        let lines = output(of: source)
        #expect(lines.first?.hasPrefix("photo: ConcentricRectangle in card") == true)
        #expect(lines.contains { $0.contains("topLeading") && $0.contains("12") })
    }

    @Test func replEchoesAndRedefines() {
        let session = Session()
        let first = session.evaluate("let a = 1", interactive: true)
        #expect(first.succeeded)
        let again = session.evaluate("let a = 2\na + 40", interactive: true)
        #expect(again.succeeded)
        #expect(again.echoes == ["42"])
        let broken = session.evaluate("let b = undefinedThing", interactive: true)
        #expect(broken.error?.code.rawValue == "name.undefined")
        #expect(session.evaluate("a", interactive: true).echoes == ["2"])
        #expect(session.evaluate("b", interactive: true).error?.code.rawValue == "name.undefined")
    }

    @Test func incompleteInputIsRecognised() {
        #expect(Session.isIncomplete("container c = Capsule() {"))
        #expect(Session.isIncomplete("let x = max(1,"))
        #expect(!Session.isIncomplete("let x = 1"))
    }
}
