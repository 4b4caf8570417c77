// Hostile scripts too large or too many to commit: every truncation of the examples, lines of
// a hundred thousand characters, nesting ten thousand deep. Each is built here and must end in
// its expected located error, with the default limits.
import Foundation
import ShapeLanguage
import Testing

/// A generated script and the first error it must give.
struct GeneratedCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var code: String
    var location: String
    var message: String

    var testDescription: String { name }
}

private let long = 100_000
private let deep = 10_000

private func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
}

extension GeneratedCase {
    /// Lines of a hundred thousand characters.
    static let longLines: [GeneratedCase] = [
        GeneratedCase(
            name: "unterminated string of 100,000 characters", source: "print \"" + repeated("a", long) + "\n",
            code: "syntax.unterminated-string", location: "1:7", message: "unterminated string"),
        GeneratedCase(
            name: "identifier of 100,000 characters", source: "print " + repeated("a", long) + "\n",
            code: "name.undefined", location: "1:7", message: "undefined name 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'"),
        GeneratedCase(
            name: "number of 100,000 digits", source: "print " + repeated("1", long) + "\n",
            code: "syntax.number-too-large", location: "1:7",
            message: "number '11111111111111111111111111111111…' is too large"),
        GeneratedCase(
            name: "error after 100,000 spaces", source: repeated(" ", long) + "@\n",
            code: "syntax.unexpected-character", location: "1:100001", message: "unexpected character '@'"),
        GeneratedCase(
            name: "comment of 100,000 characters", source: "// " + repeated("x", long) + "\nprint missing\n",
            code: "name.undefined", location: "2:7", message: "undefined name 'missing'"),
        GeneratedCase(
            name: "label of 100,000 characters",
            source: "canvas width: 100, height: 100\nshape a = Capsule() { label \"" + repeated("w", long)
                + "\" }\nprint a.nothing\n",
            code: "type.unknown-member", location: "3:7", message: "node has no member 'nothing'"),
        GeneratedCase(
            name: "sum of 25,000 terms on one line", source: "let x = " + repeated("1 + ", long / 4) + "1\n",
            code: "limit.expression", location: "1:4107", message: "an expression of more than 1024 operators in a row"),
        GeneratedCase(
            name: "list literal of 33,333 elements",
            source: "let xs = [" + repeated("1, ", long / 3) + "]\nprint xs[\(long)]\n",
            code: "runtime.index", location: "2:10", message: "index 100000 is out of range for a list of 33333"),
        GeneratedCase(
            name: "call with 33,333 arguments", source: "print max(" + repeated("1, ", long / 3) + "\"x\")\n",
            code: "call.argument-type", location: "1:100010", message: "'max' expects a number, found string \"x\""),
        GeneratedCase(
            name: "10,000 statements on one line",
            source: "var a = 0; " + repeated("a = a + 1; ", deep) + "a = b\n",
            code: "name.undefined", location: "1:110016", message: "undefined name 'b'"),
        GeneratedCase(
            name: "colour name of 100,000 characters",
            source: "shape a = Capsule() { fill \"" + repeated("r", long) + "\" }\n",
            code: "value.unknown-color", location: "1:28", message: "unknown colour 'rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr…'"
        ),
        GeneratedCase(
            name: "member name of 100,000 characters",
            source: "let r = Rect(x: 0, y: 0, width: 1, height: 1)\nprint r." + repeated("w", long) + "\n",
            code: "type.unknown-member", location: "2:7",
            message: "rect has no member 'wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww…'"),
        GeneratedCase(
            name: "argument label of 100,000 characters",
            source: "let s = RoundedRectangle(" + repeated("c", long) + ": 4)\n",
            code: "call.unknown-label", location: "1:26",
            message: "'RoundedRectangle' has no argument 'cccccccccccccccccccccccccccccccc…:'"),
        GeneratedCase(
            name: "loop body of 10,000 statements",
            source: "var a = 0\nwhile true {\n" + repeated("    a = 1\n", deep) + "}\n",
            code: "limit.steps", location: "2:7", message: "evaluation stopped after 10000000 steps (the step limit)"),
    ]

    /// Brackets, blocks and operators nested ten thousand deep.
    static let deepNesting: [GeneratedCase] = [
        GeneratedCase(
            name: "10,000 parentheses", source: repeated("(", deep) + "1" + repeated(")", deep) + "\n",
            code: "limit.nesting", location: "1:257", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 unclosed parentheses", source: repeated("(", deep) + "\n",
            code: "limit.nesting", location: "1:257", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 brackets", source: "let x = " + repeated("[", deep) + repeated("]", deep) + "\n",
            code: "limit.nesting", location: "1:265", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 if blocks", source: repeated("if true { ", deep) + repeated("}", deep) + "\n",
            code: "limit.nesting", location: "1:2569", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 containers", source: repeated("container Rectangle() {\n", deep) + repeated("}\n", deep),
            code: "limit.nesting", location: "257:20", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 function declarations",
            source: (0..<deep).map { "func f\($0)() {\n" }.joined() + repeated("}\n", deep),
            code: "limit.nesting", location: "257:10", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 minus signs", source: "print " + repeated("-", deep) + "1\n",
            code: "limit.nesting", location: "1:263", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 negations", source: "print " + repeated("!", deep) + "true\n",
            code: "limit.nesting", location: "1:263", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 member accesses", source: "print pi" + repeated(".x", deep) + "\n",
            code: "limit.nesting", location: "1:521", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 subscripts", source: "let xs = [1]\nprint xs" + repeated("[0]", deep) + "\n",
            code: "limit.nesting", location: "2:777", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 nested calls", source: "print " + repeated("abs(", deep) + "1" + repeated(")", deep) + "\n",
            code: "limit.nesting", location: "1:1034", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 nested interpolations",
            source: "print " + repeated("\"\\(", deep) + "1" + repeated(")\"", deep) + "\n",
            code: "limit.nesting", location: "1:776", message: "nesting deeper than 256 levels"),
        GeneratedCase(
            name: "10,000 nested block comments", source: repeated("/*", deep) + repeated("*/", deep - 1) + "\n",
            code: "syntax.unterminated-comment", location: "1:1", message: "unterminated block comment"),
        GeneratedCase(
            name: "10,000 else ifs",
            source: "if false { }" + repeated(" else if false { }", deep) + "\nprint missing\n",
            code: "name.undefined", location: "2:7", message: "undefined name 'missing'"),
    ]
}

@Suite struct GeneratedHostileInputTests {
    @Test(arguments: GeneratedCase.longLines + GeneratedCase.deepNesting)
    func firstErrorMatches(_ example: GeneratedCase) {
        let run = runPipeline(file: "generated.shape", source: example.source)
        guard let error = run.error else {
            Issue.record("no error; expected \(example.code) at \(example.location)")
            return
        }
        #expect(error.code.rawValue == example.code, "\(error.summary)")
        #expect(error.range.start.description == example.location, "\(error.summary)")
        #expect(error.message == example.message)
        expectLocated(run, in: example.source)
    }

    /// Every example script, cut after each of its tokens: an unfinished prefix must give a
    /// syntax error located inside it; any other prefix may run, and fail only with a located error.
    @Test(arguments: Examples.scripts)
    func everyTruncationOfAnExample(_ name: String) throws {
        let path = Examples.directory + "/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        var cuts = Set(tokens.map(\.range.end.offset))
        cuts.remove(source.utf8.count)
        var unfinished = 0
        for cut in cuts.sorted() where cut > 0 {
            let prefix = String(decoding: source.utf8.prefix(cut), as: UTF8.self)
            // Named after the example, so that its imports resolve.
            let run = runPipeline(file: path, source: prefix)
            expectLocated(run, in: prefix)
            if Session.isIncomplete(prefix) {
                unfinished += 1
                #expect(
                    run.error?.code.rawValue.hasPrefix("syntax.") == true,
                    "\(name) cut at byte \(cut): \(run.error?.summary ?? "no error")")
            }
        }
        #expect(unfinished > 0, "\(name) has no block or bracket to cut inside")
    }
}

enum Examples {
    static let directory = Corpus.packageRoot + "/examples"

    /// Two examples rich in blocks, brackets and strings; the fuzzer covers the rest.
    static let scripts: [String] = {
        let all = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".shape") }.sorted()
        let chosen = all.filter { $0.hasPrefix("01-") || $0.hasPrefix("04-") }
        return chosen.isEmpty ? Array(all.prefix(1)) : chosen
    }()
}
