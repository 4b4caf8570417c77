// A call of a top-level function whose body returns an expression of the parameters (run on
// expressions: `let`s, `var`s, loops and `if`s decided at the call) is, for the outputs that
// follow the parameters, the expression it returns (issue 43: `containerRadius(padding:)` was
// written as 28). What cannot be followed stays a number, and nothing grows without bound.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

@Suite struct FunctionDerivationTests {
    /// The padding's expression of node `name` in `script`, with derivations kept.
    static func padding(_ script: String, _ name: String = "s") throws -> SceneExpression? {
        let session = Session()
        session.keepsDerivations = true
        let result = session.evaluate(script)
        #expect(result.succeeded, "\(result.error?.message ?? "")")
        let node = try #require(session.node(named: name))
        return session.scene().derivation?.placements[node.index]?.paddingTop
    }

    @Test(arguments: [
        ("func inset(padding p) { return gap - p }\nlet n = inset(padding: 2)", "n", "gap - 2"),
        ("func twice(_ x, by k = 2) { let y = x * k\n return y }\nlet n = twice(gap)", "n", "gap * 2"),
        ("func a(_ x) { return b(x) + 1 }\nfunc b(_ x) { return max(x, gap) }\nlet n = a(3)", "n", "max(3, gap) + 1"),
        // Run on expressions: a `var`, a loop and an `if` decided at the call (tokens.shape's
        // `cornerRadius(level:)`).
        ("func f(_ x) { var y = x\n return y }\nlet n = f(gap)", "n", "gap"),
        (
            "func f(level) { var r = gap\n for _ in 0..<level { r = r + 2 }\n return r }\nlet n = f(level: 3)", "n",
            "gap + 6"
        ),
        (
            "func f(level) { var r = 1\n for i in 1...level { r += gap * i }\n return r }\nlet n = f(level: 2)", "n",
            "gap * 3 + 1"
        ),
        ("func f(_ k) { if k > 1 && !(k == 5) { return gap * k }\n return 0 }\nlet n = f(2)", "n", "gap * 2"),
        (
            "func f(_ k) { let y = 1\n if k > 1 { let y = gap\n return y + 1 }\n return y }\nlet n = f(2)", "n",
            "gap + 1"
        ),
    ])
    func aCallIsTheExpressionItsFunctionReturns(preamble: String, use: String, expected: String) throws {
        let script = "let gap = 8\n" + preamble + "\nshape s = Rectangle() { padding \(use) }"
        let expression = try #require(try Self.padding(script))
        #expect(Self.spelled(expression) == expected)
    }

    /// A body whose `if` or loop depends on a parameter, one that does what no expression
    /// follows (a node, a `print`, a `while`), a loop too long to run at compile time, or
    /// recursion: no expression, the number is written (baked).
    @Test(arguments: [
        "func f(_ x) { if x > 0 { return x }\n return gap }\nshape s = Rectangle() { padding f(gap) }",
        "func f(_ x) { var y = 0\n for _ in 0..<x { y += 1 }\n return y }\nshape s = Rectangle() { padding f(gap) }",
        "func f(_ x) { print x\n return x }\nshape s = Rectangle() { padding f(gap) }",
        "func f(_ x) { var y = x\n while y > 100 { y -= 1 }\n return y }\nshape s = Rectangle() { padding f(gap) }",
        "func f(_ x) { var y = x\n for _ in 0..<100000 { y = y * 1 }\n return y }\nshape s = Rectangle() { padding f(gap) }",
        "func f(_ x) { return f(x) }\nshape s = Rectangle() { padding gap }",
    ])
    func whatNoExpressionFollowsIsANumber(body: String) throws {
        let session = Session()
        session.keepsDerivations = true
        let result = session.evaluate("let gap = 8\n" + body)
        guard result.succeeded else { return }  // a script the language refuses says so elsewhere
        let node = try #require(session.node(named: "s"))
        let placement = session.scene().derivation?.placements[node.index]
        if body.contains("padding f(gap)") {
            #expect(placement?.paddingTop == nil)
            #expect(placement?.baked == ["padding"])
        }
    }

    /// Parts are shared, so a chain that doubles an expression is built quickly, but walking it
    /// is exponential: past a few hundred nodes it is baked, and the run stays fast.
    @Test(arguments: ["calls", "lets"])
    func doublingChainsAreBoundedAndFast(kind: String) throws {
        var script = "let gap = 1\nfunc f(_ x) {\n    return (x + x) - (x + 1)\n}\n"
        if kind == "calls" {
            var call = "gap"
            for _ in 0..<40 { call = "f(\(call))" }
            script += "let n = \(call) + gap\n"
        } else {
            script += "let a0 = gap\n"
            for index in 1...40 { script += "let a\(index) = a\(index - 1) + a\(index - 1)\n" }
            script += "let n = a40 / 1e12\n"
        }
        script += "shape s = Rectangle() { size 10 x 10; padding n }"
        let start = ContinuousClock.now
        let session = Session()
        session.keepsDerivations = true
        #expect(session.evaluate(script).succeeded)
        #expect(ContinuousClock.now - start < .seconds(5))
        let node = try #require(session.node(named: "s"))
        #expect(session.scene().derivation?.placements[node.index]?.baked == ["padding"])
    }

    /// Loops inside loops, each call's in another function, share one budget at compile time:
    /// a call 20⁶ steps deep is given up after the budget's, and compiling stays fast. (The
    /// call is in a function never run: compiling alone would take the time.)
    @Test func nestedLoopsShareOneBudget() throws {
        var script = "let gap = 1\nfunc f0(_ x) { return x + 0 }\n"
        for level in 1...6 {
            script += "func f\(level)(_ x) { var y = 0\n for _ in 0..<20 { y = f\(level - 1)(x) }\n return y }\n"
        }
        script += "func never() { let n = f6(gap)\n shape s = Rectangle() { padding n } }\n"
        script += "shape t = Rectangle() { size 10 x 10; padding f1(gap) }"
        let start = ContinuousClock.now
        let session = Session()
        session.keepsDerivations = true
        #expect(session.evaluate(script).succeeded)
        #expect(ContinuousClock.now - start < .seconds(5))
        // One level deep is well within the budget: followed.
        let node = try #require(session.node(named: "t"))
        #expect(session.scene().derivation?.placements[node.index]?.paddingTop == .parameter("gap"))
    }

    /// A shape drawn in a loop over numbers is derived with the iteration's value: each node's
    /// radius is its own expression. A loop whose range depends on a parameter is not.
    @Test func aShapeInALoopOverNumbersFollowsWithItsIteration() throws {
        let script = """
            let gap = 8
            let count = 2
            func radius(level) {
                var r = gap
                for _ in 0..<level { r += 4 }
                return r
            }
            for level in 0...2 {
                shape RoundedRectangle(cornerRadius: radius(level: level) + level) { size 40 x 40 }
            }
            for i in 0..<count {
                shape RoundedRectangle(cornerRadius: gap + i) { size 40 x 40 }
            }
            """
        let session = Session()
        session.keepsDerivations = true
        #expect(session.evaluate(script).succeeded)
        let scene = session.scene()
        let radii = scene.allNodes().map { node in
            scene.derivation?.placements[node.index]?.shapeRadii[.topLeading].map(Self.spelled) ?? "baked"
        }
        #expect(radii == ["gap", "gap + 5", "gap + 10", "baked", "baked"])
    }

    /// `gap - 2`, the way the SwiftUI export spells it, for reading.
    static func spelled(_ expression: SceneExpression) -> String {
        switch expression {
        case .number(let value): return NumberFormat.format(value)
        case .parameter(let name): return name
        case .screen(let side): return side.key
        case .add(let a, let b): return "\(spelled(a)) + \(spelled(b))"
        case .subtract(let a, let b): return "\(spelled(a)) - \(spelled(b))"
        case .multiply(let a, let b): return "\(spelled(a)) * \(spelled(b))"
        case .divide(let a, let b): return "\(spelled(a)) / \(spelled(b))"
        case .negate(let a): return "-\(spelled(a))"
        case .minimum(let a, let b): return "min(\(spelled(a)), \(spelled(b)))"
        case .maximum(let a, let b): return "max(\(spelled(a)), \(spelled(b)))"
        }
    }
}
