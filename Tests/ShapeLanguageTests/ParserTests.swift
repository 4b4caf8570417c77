// The parser: golden dumps of the tree for every kind of statement and expression, source ranges,
// the nesting limit, and the REPL's question "is this input complete?".

import Testing

@testable import ShapeLanguage

private func dump(_ source: String, ranges: Bool = false) throws -> String {
    var parser = Parser(source: source)
    return try parser.parseProgram().dump(includingRanges: ranges)
}

private func parseError(_ source: String, maxNestingDepth: Int = 256) -> Diagnostic? {
    var parser = Parser(source: source, file: "test.shape", maxNestingDepth: maxNestingDepth)
    do {
        _ = try parser.parseProgram()
        return nil
    } catch {
        return error.diagnostic
    }
}

@Suite struct ParserTests {
    @Test func theCardExampleFromTheDesign() throws {
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
        #expect(
            try dump(source) == """
                canvas
                  argument width
                    number 400
                  argument height
                    number 300
                let inset
                  number 12
                container card
                  call
                    identifier RoundedRectangle
                    argument cornerRadius
                      number 24
                  block
                    command size
                      number 360
                      number 260
                    command align
                      identifier center
                    command fill
                      string "#2c2c2e"
                    shape photo
                      call
                        identifier ConcentricRectangle
                        argument corners
                          implicitMember .concentric
                        argument isUniform
                          bool true
                      block
                        command padding
                          argument
                            identifier inset
                        command height
                          number 200
                        command align
                          identifier top
                        command fill
                          string "indigo"
                assert
                  binary ==
                    member topLeading
                      member radii
                        identifier photo
                    number 12
                print
                  member radii
                    identifier photo
                """)
    }

    @Test func precedenceAndAssociativity() throws {
        #expect(
            try dump("let x = 1 + 2 * 3 - -4 % 5\nvar y = !a && b || c == d") == """
                let x
                  binary -
                    binary +
                      number 1
                      binary *
                        number 2
                        number 3
                    binary %
                      unary -
                        number 4
                      number 5
                var y
                  binary ||
                    binary &&
                      unary !
                        identifier a
                      identifier b
                    binary ==
                      identifier c
                      identifier d
                """)
    }

    @Test func rangesBindLooserThanArithmeticAndTighterThanComparison() throws {
        #expect(
            try dump("let r = 0..<n + 1\nlet c = 1...3\nlet t = i..<j == r") == """
                let r
                  range ..<
                    number 0
                    binary +
                      identifier n
                      number 1
                let c
                  range ...
                    number 1
                    number 3
                let t
                  binary ==
                    range ..<
                      identifier i
                      identifier j
                    identifier r
                """)
    }

    @Test func prefixOperatorsApplyToTheWholePostfixChain() throws {
        #expect(
            try dump("let x = -(a + b)[i].y(z: 1,)", ranges: true) == """
                let x @1:1-1:29
                  unary - @1:9-1:29
                    call @1:10-1:29
                      member y @1:10-1:22
                        subscript @1:10-1:20
                          binary + @1:10-1:17
                            identifier a @1:11-1:12
                            identifier b @1:15-1:16
                          identifier i @1:18-1:19
                      argument z @1:23-1:27
                        number 1 @1:26-1:27
                """)
    }

    @Test func conditionals() throws {
        let source = """
            if a == 1 {
              print a
            } else if a > 2 { print 2 }
            else {
            }
            if x { } else { }
            """
        #expect(
            try dump(source) == """
                if
                  branch
                    binary ==
                      identifier a
                      number 1
                    block
                      print
                        identifier a
                  branch
                    binary >
                      identifier a
                      number 2
                    block
                      print
                        number 2
                  else
                    block
                if
                  branch
                    identifier x
                    block
                  else
                    block
                """)
    }

    @Test func loops() throws {
        #expect(
            try dump("for i in 0..<3 { if i == 1 { continue }; break }\nwhile x < 10 { x += 1 }") == """
                for i
                  range ..<
                    number 0
                    number 3
                  block
                    if
                      branch
                        binary ==
                          identifier i
                          number 1
                        block
                          continue
                    break
                while
                  binary <
                    identifier x
                    number 10
                  block
                    assign +=
                      identifier x
                      number 1
                """)
    }

    @Test func functions() throws {
        let source = """
            func area(w, _ h, by factor = 2,) {
              return w * h * factor
            }
            func f() { return
            }
            func g(in r) {
              return
              r
            }
            """
        #expect(
            try dump(source) == """
                func area
                  parameter w
                  parameter _ h
                  parameter by factor
                    number 2
                  block
                    return
                      binary *
                        binary *
                          identifier w
                          identifier h
                        identifier factor
                func f
                  block
                    return
                func g
                  parameter in r
                  block
                    return
                    expression
                      identifier r
                """)
    }

    @Test func assignments() throws {
        #expect(
            try dump("x = 1; card.frame.width -= 2; list[0] *= 3; y /= 4; (z) = 5") == """
                assign =
                  identifier x
                  number 1
                assign -=
                  member width
                    member frame
                      identifier card
                  number 2
                assign *=
                  subscript
                    identifier list
                    number 0
                  number 3
                assign /=
                  identifier y
                  number 4
                assign =
                  identifier z
                  number 5
                """)
    }

    @Test func printAssertExplainImport() throws {
        let source = """
            print
            print 1, "two", [3, 4,]
            assert x == 1, "x is \\(x)"
            explain card
            import "lib/common.shape"
            """
        #expect(
            try dump(source) == """
                print
                print
                  number 1
                  string "two"
                  list
                    number 3
                    number 4
                assert
                  binary ==
                    identifier x
                    number 1
                  string
                    literal "x is "
                    interpolation
                      identifier x
                explain
                  identifier card
                import "lib/common.shape"
                """)
    }

    @Test func canvas() throws {
        #expect(
            try dump("canvas width: 400, height: 300, cornerRadius: 40\ncanvas device(\"iPhone 15 Pro\")") == """
                canvas
                  argument width
                    number 400
                  argument height
                    number 300
                  argument cornerRadius
                    number 40
                canvas
                  argument
                    call
                      identifier device
                      argument
                        string "iPhone 15 Pro"
                """)
    }

    @Test func nodes() throws {
        #expect(
            try dump("shape Circle()\ncontainer c = Capsule() { }\nshape s = base\ncontainer outer") == """
                shape
                  call
                    identifier Circle
                container c
                  call
                    identifier Capsule
                  block
                shape s
                  identifier base
                container
                  identifier outer
                """)
    }

    @Test func stacks() throws {
        #expect(
            try dump("vstack spacing: 8, alignment: .leading {\n  hstack { shape Rectangle() }\n}") == """
                vstack
                  argument spacing
                    number 8
                  argument alignment
                    implicitMember .leading
                  block
                    hstack
                      block
                        shape
                          call
                            identifier Rectangle
                """)
    }

    @Test func aStackMayBeNamed() throws {
        // A name after the word, then the arguments; a word with ':' after it is a label.
        #expect(
            try dump("vstack rows spacing: 8 {\n  hstack cells spacing: 2 { }\n  zstack layer { }\n}") == """
                vstack rows
                  argument spacing
                    number 8
                  block
                    hstack cells
                      argument spacing
                        number 2
                      block
                    zstack layer
                      block
                """)
        #expect(try dump("vstack spacing: 8 { }").hasPrefix("vstack\n"))
        // Two names, or a name where a label goes, are errors.
        #expect(throws: ScriptError.self) { try dump("vstack rows cells spacing: 8 { }") }
    }

    @Test func everyCommand() throws {
        let source = """
            size w x h
            width 120
            height -3
            padding 12
            padding top: 8, horizontal: 12
            align .topLeading
            offset -10, 5
            at 10, 20
            fill "red"
            stroke "white" width 2
            stroke c
            opacity 0.5
            cornerStyle continuous
            label "Photo", size: 14, color: "white"
            ignoresSafeArea
            annotate
            annotate false
            """
        #expect(
            try dump(source) == """
                command size
                  identifier w
                  identifier h
                command width
                  number 120
                command height
                  unary -
                    number 3
                command padding
                  argument
                    number 12
                command padding
                  argument top
                    number 8
                  argument horizontal
                    number 12
                command align
                  implicitMember .topLeading
                command offset
                  unary -
                    number 10
                  number 5
                command at
                  number 10
                  number 20
                command fill
                  string "red"
                command stroke
                  string "white"
                  width
                    number 2
                command stroke
                  identifier c
                command opacity
                  number 0.5
                command cornerStyle
                  identifier continuous
                command label
                  string "Photo"
                  argument size
                    number 14
                  argument color
                    string "white"
                command ignoresSafeArea
                command annotate
                command annotate
                  bool false
                """)
    }

    @Test func sizeTakesAnyExpressionsAroundItsX() throws {
        #expect(
            try dump("size (w) x (h)\nsize x x y\nsize 3 * k x 4") == """
                command size
                  identifier w
                  identifier h
                command size
                  identifier x
                  identifier y
                command size
                  binary *
                    number 3
                    identifier k
                  number 4
                """)
    }

    @Test func commandWordsAreNamesWhereACommandCannotBe() throws {
        let source = """
            let width = 3
            width = 4
            print width
            width * 2
            width - 3
            width(3)
            width.x
            fill[1]
            let v = card.frame.width
            """
        #expect(
            try dump(source) == """
                let width
                  number 3
                assign =
                  identifier width
                  number 4
                print
                  identifier width
                expression
                  binary *
                    identifier width
                    number 2
                expression
                  binary -
                    identifier width
                    number 3
                expression
                  call
                    identifier width
                    argument
                      number 3
                expression
                  member x
                    identifier width
                expression
                  subscript
                    identifier fill
                    number 1
                let v
                  member width
                    member frame
                      identifier card
                """)
    }

    @Test func aSpaceBeforeABracketOrDotKeepsTheCommand() throws {
        #expect(
            try dump("align .center\nwidth (a + 8) / 2\noffset -8, 4\nfill [1]") == """
                command align
                  implicitMember .center
                command width
                  binary /
                    binary +
                      identifier a
                      number 8
                    number 2
                command offset
                  unary -
                    number 8
                  number 4
                command fill
                  list
                    number 1
                """)
    }

    @Test func implicitMembersAndKeywordLabels() throws {
        #expect(
            try dump("let s = .rect(corners: .concentric(minimum: 12), isUniform: true)\nf(in: r, for: 3)\nx.shape")
                == """
                let s
                  call
                    implicitMember .rect
                    argument corners
                      call
                        implicitMember .concentric
                        argument minimum
                          number 12
                    argument isUniform
                      bool true
                expression
                  call
                    identifier f
                    argument in
                      identifier r
                    argument for
                      number 3
                expression
                  member shape
                    identifier x
                """)
    }

    @Test func lineBreaksInsideBracketsAndAfterOperatorsContinueTheStatement() throws {
        #expect(
            try dump("let a = 1 +\n  2\nlet b = a\n-b\nlet l = [\n 1,\n 2\n]\nf(\n  x: 1,\n  y: 2\n)") == """
                let a
                  binary +
                    number 1
                    number 2
                let b
                  identifier a
                expression
                  unary -
                    identifier b
                let l
                  list
                    number 1
                    number 2
                expression
                  call
                    identifier f
                    argument x
                      number 1
                    argument y
                      number 2
                """)
    }

    @Test func semicolonsSeparateStatements() throws {
        #expect(
            try dump("let a = 1; let b = 2 ;; print a;") == """
                let a
                  number 1
                let b
                  number 2
                print
                  identifier a
                """)
    }

    @Test func stringsWithInterpolation() throws {
        #expect(
            try dump(#"let s = "sum: \(a + b), first: \([1, 2][0])""# + "\nlet e = \"\"") == """
                let s
                  string
                    literal "sum: "
                    interpolation
                      binary +
                        identifier a
                        identifier b
                    literal ", first: "
                    interpolation
                      subscript
                        list
                          number 1
                          number 2
                        number 0
                let e
                  string ""
                """)
        #expect(
            try dump(#"print "a\n\t\"\\\u{1F600} \(f("x")) end""#) == #"""
                print
                  string
                    literal "a\n\t\"\\😀 "
                    interpolation
                      call
                        identifier f
                        argument
                          string "x"
                    literal " end"
                """#)
    }

    @Test func everyNodeKnowsItsRange() throws {
        let source = """
            container card = RoundedRectangle(cornerRadius: 24) {
                shape photo = ConcentricRectangle() { padding 12 }
            }
            """
        #expect(
            try dump(source, ranges: true) == """
                container card @1:1-3:2
                  call @1:18-1:52
                    identifier RoundedRectangle @1:18-1:34
                    argument cornerRadius @1:35-1:51
                      number 24 @1:49-1:51
                  block @1:53-3:2
                    shape photo @2:5-2:55
                      call @2:19-2:40
                        identifier ConcentricRectangle @2:19-2:38
                      block @2:41-2:55
                        command padding @2:43-2:53
                          argument @2:51-2:53
                            number 12 @2:51-2:53
                """)
        var parser = Parser(source: source)
        let program = try parser.parseProgram()
        guard case .node(let node) = program.statements[0].kind else {
            Issue.record("expected a node")
            return
        }
        #expect(node.name?.range.description == "1:11")
        #expect(node.name?.range.end == SourceLocation(line: 1, column: 15, offset: 14))
    }

    @Test func theFileIsNamedInDiagnostics() {
        #expect(parseError("let = 1")?.file == "test.shape")
        var parser = Parser(source: "let = 1")
        #expect(throws: ScriptError.self) { try parser.parseProgram() }
    }

    // MARK: - Nesting

    @Test(arguments: [
        ("(", "let x = ", "1", ")"), ("[", "let x = ", "", "]"), ("-", "let x = ", "1", ""),
        ("if a {", "", "", "}"), ("\"\\(", "let x = ", "1", ")\""),
    ])
    func nestingUpToTheLimitParsesAndOneMoreIsAnError(opener: String, prefix: String, inner: String, closer: String) {
        func nested(_ count: Int) -> String {
            prefix + String(repeating: opener, count: count) + inner + String(repeating: closer, count: count)
        }
        #expect(parseError(nested(256)) == nil)
        let error = parseError(nested(257))
        #expect(error?.code.rawValue == "limit.nesting")
        #expect(error?.message == "nesting deeper than 256 levels")
        #expect(error?.hint == "each bracket, block, operator and call adds a level")
        #expect(parseError(nested(5), maxNestingDepth: 4)?.code.rawValue == "limit.nesting")
    }

    /// Hostile inputs: ten thousand of one opener, by name.
    private static let tenThousand: [String: String] = [
        "parentheses": "let x = " + String(repeating: "(", count: 10_000),
        "brackets": "let x = " + String(repeating: "[", count: 10_000),
        "minus signs": "let x = " + String(repeating: "-", count: 10_000) + "1",
        "negations": "let x = " + String(repeating: "!", count: 10_000) + "a",
        "interpolations": "let x = " + String(repeating: "\"\\(", count: 10_000),
        "calls": "let x = " + String(repeating: "f(", count: 10_000),
        "blocks": String(repeating: "if a {", count: 10_000),
        "loops in a function": "func f() {" + String(repeating: "while a {", count: 10_000),
    ]

    @Test(arguments: tenThousand.keys.sorted())
    func tenThousandOpenersGiveTheLimitErrorQuickly(opener: String) throws {
        let source = try #require(Self.tenThousand[opener])
        let clock = ContinuousClock()
        var error: Diagnostic?
        let elapsed = clock.measure { error = parseError(source) }
        #expect(error?.code.rawValue == "limit.nesting")
        #expect(elapsed < .seconds(2))
    }

    /// A flat chain is not nesting: a sum of 1,000 terms is fine, and a runaway one stops at the
    /// chain limit (four times the nesting limit), not at the nesting limit.
    @Test func longOperatorChainsHaveALimitOfTheirOwn() {
        let sum = { (terms: Int) in "let x = " + Array(repeating: "1", count: terms).joined(separator: " + ") }
        #expect(parseError(sum(300)) == nil)
        #expect(parseError(sum(1_025)) == nil)
        #expect(parseError(sum(1_026))?.code.rawValue == "limit.expression")
        #expect(parseError(sum(100_000))?.code.rawValue == "limit.expression")
        #expect(
            parseError("let x = " + String(repeating: "(1 + ", count: 300) + "1" + String(repeating: ")", count: 300))?
                .code.rawValue == "limit.nesting")
        #expect(parseError("let x = a" + String(repeating: ".b", count: 100_000))?.code.rawValue == "limit.nesting")
    }

    @Test func longFlatInputIsFine() {
        let list = "let x = [" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + "]"
        #expect(parseError(list) == nil)
        #expect(parseError(String(repeating: "let x = 1 + 2 * 3\n", count: 10_000)) == nil)
        #expect(parseError("let s = \"" + String(repeating: "ab", count: 50_000) + "\"") == nil)
    }

    // MARK: - Incomplete input, for the REPL

    @Test(arguments: [
        "if x {", "container c = Circle() {\n  fill \"red\"", "let x = (1 +", "f(1,", "let l = [",
        "let x = 1 +", "let x =", "print a,", "/* comment", "/* a /* b */", "a.", "a &&",
        "if a { if b {\n }", "canvas width: 400,",
    ])
    func incompleteInputAsksForMore(source: String) {
        #expect(Parser.isIncomplete(source))
    }

    @Test(arguments: [
        "", "let x = 1", "if x { }", "print \"abc", "let = 3 {", "let x = 1 )", "f(1 2", "if a",
        "x +* 2", "let x = (1 + 2\nlet y", "}", "let s = \"\\(x\"", String(repeating: "(", count: 300),
        "// just a comment", "else {", "let s = \"\\(f(\"",
    ])
    func completeOrBrokenInputDoesNot(source: String) {
        #expect(!Parser.isIncomplete(source))
    }
}
