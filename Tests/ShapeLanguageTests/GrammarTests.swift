// grammar.ebnf is the single source of truth: every production has an example the parser accepts,
// every reference names a production, and the lexer and parser quote each rule exactly.

import Foundation
import Testing

@testable import ShapeLanguage

/// The productions of an ISO EBNF file, read just well enough to name them and their references.
private struct Grammar {
    /// Production name → its definition with whitespace collapsed, `name = … ;`.
    var rules: [String: String] = [:]
    /// Production name → the names it refers to.
    var references: [String: Set<String>] = [:]
    /// Productions in the order they are defined.
    var order: [String] = []

    init(_ text: String) {
        let characters = Array(text)
        var index = 0
        var current: String?
        var start = 0
        func skip(to closer: String, from offset: Int) -> Int {
            let closing = Array(closer)
            var position = offset
            while position + closing.count <= characters.count,
                Array(characters[position..<position + closing.count]) != closing
            {
                position += 1
            }
            return position + closing.count
        }
        /// Comments nest, as ISO 14977 allows.
        func skipComment(from offset: Int) -> Int {
            var depth = 0
            var position = offset
            while position + 1 < characters.count {
                if characters[position] == "(" && characters[position + 1] == "*" {
                    depth += 1
                    position += 2
                } else if characters[position] == "*" && characters[position + 1] == ")" {
                    depth -= 1
                    position += 2
                    if depth == 0 { return position }
                } else {
                    position += 1
                }
            }
            return characters.count
        }
        while index < characters.count {
            let character = characters[index]
            if character == "(" && index + 1 < characters.count && characters[index + 1] == "*" {
                index = skipComment(from: index)
            } else if character == "\"" || character == "'" || character == "?" {
                index = skip(to: String(character), from: index + 1)
            } else if character.isLetter {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
                let word = String(characters[index..<end])
                if let name = current {
                    references[name, default: []].insert(word)
                } else {
                    current = word
                    order.append(word)
                    start = index
                }
                index = end
            } else if character == ";", let name = current {
                let definition = String(characters[start...index])
                rules[name] = Grammar.normalized(definition)
                current = nil
                index += 1
            } else {
                index += 1
            }
        }
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// The repository root: the nearest folder above this test file (symbolic links resolved, so the
/// tests also run from a package that links to these files) holding grammar.ebnf.
private func repositoryRoot() throws -> URL {
    var folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("grammar.ebnf").path) {
            return folder
        }
        folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
}

private func loadGrammar() throws -> Grammar {
    Grammar(try String(contentsOf: repositoryRoot().appendingPathComponent("grammar.ebnf"), encoding: .utf8))
}

/// The comments of the Syntax sources, with the comment markers taken off and whitespace collapsed,
/// so that a rule quoted over several comment lines reads as one.
private func syntaxSourceComments() throws -> String {
    let folder = try repositoryRoot().appendingPathComponent("Sources/ShapeLanguage/Syntax")
    var comments: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift")
    {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("//") else { continue }
            comments.append(String(trimmed.drop { $0 == "/" }))
        }
    }
    return Grammar.normalized(comments.joined(separator: " "))
}

@Suite struct GrammarTests {
    /// An example of every production: a script the parser must accept that uses it.
    static let examples: KeyValuePairs<String, String> = [
        // Programs, blocks and statements
        "program": "let x = 1",
        "statementList": "let a = 1\nlet b = 2; print a",
        "separator": "print 1; print 2\nprint 3",
        "block": "if true { print 1 }",
        "statement": "print 1",
        "letStatement": "let x = 1",
        "varStatement": "var x = 1",
        "expressionStatement": "var x = 1\nx = x + 1\nf(x)",
        "assignmentOperator": "var x = 1\nx += 1; x -= 1; x *= 2; x /= 2",
        "ifStatement": "if a { } else if let b = c { } else { }",
        "condition": "if let r = a ?? b { print r }",
        "forStatement": "for i in 0..<3 { print i }",
        "whileStatement": "while x < 3 { x += 1 }",
        "functionDeclaration": "func f(a, b) { return a + b }",
        "parameterList": "func f(a, _ b, at c = 1,) { }",
        "parameter": "func f(at point = 1) { }",
        "parameterLabel": "func f(_ a, in b) { }",
        "returnStatement": "func f() { return 1 }",
        "breakStatement": "for i in xs { break }",
        "continueStatement": "while true { continue }",
        "importStatement": "import \"common.shape\"",
        "printStatement": "print 1, \"two\"",
        "assertStatement": "assert 1 == 1, \"message\"",
        "explainStatement": "explain card",
        "canvasStatement": "canvas width: 400, height: 300",
        "animationStatement": "animation duration: 2, curve: .easeInOut, repeat: .forever",
        "nodeDeclaration": "container card = RoundedRectangle(cornerRadius: 24) { shape Circle() }",
        "stackDeclaration": "vstack rows spacing: 8 { hstack { } }",
        "bareArgumentList": "canvas width: 400, height: 300, cornerRadius: 40",
        // Commands
        "command": "fill \"red\"",
        "sizeCommand": "size 360 x 260",
        "widthCommand": "width 120",
        "heightCommand": "height 80",
        "paddingCommand": "padding top: 8, horizontal: 12",
        "alignCommand": "align .topLeading",
        "offsetCommand": "offset -8, 4",
        "atCommand": "at 10, 20",
        "fillCommand": "fill \"indigo\"",
        "strokeCommand": "stroke \"white\" width 2",
        "opacityCommand": "opacity 0.5",
        "cornerStyleCommand": "cornerStyle .continuous",
        "labelCommand": "label \"Photo\", size: 14",
        "labelledArgument": "label \"Photo\", size: 14, color: \"white\"",
        "ignoresSafeAreaCommand": "ignoresSafeArea",
        "annotateCommand": "annotate\nannotate false",
        "silenceCommand": "silence\nsilence squared, pinched",
        // Expressions
        "expression": "let x = 1",
        "orExpression": "let x = a || b",
        "andExpression": "let x = a && b",
        "comparison": "let x = a < b",
        "comparisonOperator": "let x = [a == b, a != b, a < b, a <= b, a > b, a >= b]",
        "coalescing": "let x = a ?? b ?? 2 + 3",
        "rangeExpression": "let r = [0..<3, 1...3]",
        "additive": "let x = a + b - c",
        "multiplicative": "let x = a * b / c % d",
        "unary": "let x = -a == !b",
        "postfix": "let x = a.b(c)[0]",
        "callSuffix": "let x = f(1, label: 2,)",
        "memberSuffix": "let x = card.frame.width",
        "subscriptSuffix": "let x = list[0]",
        "argumentList": "let s = RoundedRectangle(cornerRadius: 24, style: .continuous)",
        "argument": "let s = f(x, label: y)",
        "primary": "let x = [1, \"s\", true, false, nil, y, .z, [1], (2)]",
        "implicitMember": "let c = .concentric(minimum: 12)",
        "list": "let l = [1, 2, 3,]",
        "parenthesized": "let x = (1 + 2) * 3",
        "string": "let s = \"a \\(b) c\"",
        "interpolation": "let s = \"\\(a + \"\\(b)\")\"",
        "plainString": "import \"lib/shapes.shape\"",
        "label": "let x = f(in: r).shape",
        "name": "let inset = 12",
        // Lexical rules
        "sourceText": "let x = 1 // comment\n/* block */ print x",
        "token": "let x = \"s\" + 1",
        "newline": "let a = 1\nlet b = 2",
        "lineBreak": "let a = 1\r\nlet b = 2\rlet c = 3",
        "whitespace": "let\ta = 1",
        "comment": "// line\n/* block */",
        "lineComment": "let a = 1 // note",
        "blockComment": "/* outer /* inner */ */ let a = 1",
        "identifier": "let café = 1",
        "identifierStart": "let _x = 1",
        "identifierContinue": "let x2_é = 1",
        "letter": "let π = 3.14159",
        "keyword": "for x in [true, false] { }",
        "number": "let n = 2.5E-2",
        "digits": "let n = 1_000",
        "exponent": "let n = 1e+3",
        "digit": "let n = 0123456789",
        "stringCharacter": "let s = \"any text: é 😀\"",
        "escape": "let s = \"\\n\\t\\r\\0\\\"\\\\\"",
        "unicodeEscape": "let s = \"\\u{1F600}\"",
        "hexDigit": "let s = \"\\u{aF09}\"",
        "symbol": "var x = -1 + 2 * 3 / 4 % 5\nx += 1",
    ]

    @Test func everyProductionHasAnExample() throws {
        let grammar = try loadGrammar()
        let named = Set(GrammarTests.examples.map(\.key))
        #expect(Set(grammar.order).subtracting(named).sorted() == [], "productions without an example")
        #expect(named.subtracting(grammar.order).sorted() == [], "examples of no production")
        #expect(GrammarTests.examples.count == named.count, "a production listed twice")
    }

    @Test(arguments: GrammarTests.examples.map(\.key))
    func theParserAcceptsTheExampleOf(production: String) throws {
        let example = try #require(GrammarTests.examples.first { $0.key == production }?.value)
        var parser = Parser(source: example)
        #expect(throws: Never.self) { try parser.parseProgram() }
    }

    @Test func everyReferenceNamesAProduction() throws {
        let grammar = try loadGrammar()
        let defined = Set(grammar.order)
        #expect(grammar.order.count == defined.count, "a production defined twice")
        let undefined = grammar.references.values.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(defined)
        #expect(undefined.sorted() == [])
    }

    @Test func onlyTheRootsAreUnreferenced() throws {
        let grammar = try loadGrammar()
        var referenced = Set<String>()
        for (name, names) in grammar.references { referenced.formUnion(names.subtracting([name])) }
        #expect(Set(grammar.order).subtracting(referenced).sorted() == ["program", "sourceText"])
    }

    @Test func theLexerAndParserQuoteEveryRuleExactly() throws {
        let grammar = try loadGrammar()
        let comments = try syntaxSourceComments()
        let missing = grammar.order.filter { name in
            guard let rule = grammar.rules[name] else { return true }
            return !comments.contains(rule)
        }
        #expect(missing == [], "rules not quoted word for word in Sources/ShapeLanguage/Syntax")
    }
}
