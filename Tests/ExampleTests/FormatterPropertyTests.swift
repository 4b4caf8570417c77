// `shape fmt` as properties: formatting twice changes nothing more, and a formatted script means
// what it meant (the same printed lines, errors and warnings, the same SVG and JSON), over every
// example, every hostile script whose syntax is clean, and generated scripts with comments in
// odd places. The examples are also held to being formatted already.
import Foundation
import ShapeFiles
import ShapeLanguage
import ShapeRendering
import ShapeScene
import Testing

/// What evaluating a script gives, without source positions (formatting moves lines).
struct Meaning: Equatable, CustomStringConvertible {
    var printed: [String]
    var diagnostics: [String]
    var svg: String
    var annotated: String
    var json: String

    /// Evaluates `source` as the file `path` (so imports resolve) under `limits`.
    init(_ source: String, path: String?, limits: Limits = Limits()) {
        let lines = LineCollector()
        let session = Session(limits: limits, sources: DiskSources(), output: { lines.append($0) })
        let result = session.evaluate(source, file: path)
        printed = lines.lines
        diagnostics = result.diagnostics.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)" }
        var scene = session.scene()
        // Where a parameter is declared moves with the layout; what it is does not.
        scene.parameters = scene.parameters.map {
            SceneParameter(name: $0.name, value: $0.value, declared: $0.declared, line: 1, file: $0.file)
        }
        svg = SVGRenderer(annotate: false).render(scene)
        annotated = SVGRenderer(annotate: true).render(scene)
        json = JSONRenderer(explain: true).render(scene)
    }

    var description: String { (printed + diagnostics).joined(separator: "\n") }
}

/// Formats `source`, checks the two properties, and returns the formatted text.
@discardableResult
func expectFormattingKeepsMeaning(
    _ source: String, path: String?, limits: Limits = Limits(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String? {
    guard case .success(let once) = Formatter.format(source, file: path) else {
        Issue.record("\(path ?? "script") does not format:\n\(source)", sourceLocation: sourceLocation)
        return nil
    }
    guard case .success(let twice) = Formatter.format(once, file: path) else {
        Issue.record("the formatted \(path ?? "script") does not parse:\n\(once)", sourceLocation: sourceLocation)
        return nil
    }
    #expect(twice == once, "formatting \(path ?? "it") again changes it:\n\(once)", sourceLocation: sourceLocation)
    let before = Meaning(source, path: path, limits: limits)
    let after = Meaning(once, path: path, limits: limits)
    #expect(
        after == before, "\(path ?? "script") means something else formatted:\n\(once)", sourceLocation: sourceLocation)
    return once
}

@Suite struct FormatterPropertyTests {
    @Test(arguments: ExampleFolder.scripts)
    func examplesAreFormattedAndKeepTheirMeaning(_ script: String) throws {
        let path = ExampleFolder.path(script)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let formatted = expectFormattingKeepsMeaning(source, path: path)
        #expect(formatted == source, "\(script) is not formatted: run 'shape fmt -w examples/\(script)'")
    }

    /// Every hostile script whose syntax is clean, under tight limits (the same for both runs).
    @Test func hostileScriptsWithCleanSyntaxKeepTheirMeaning() throws {
        let directory = ExampleFolder.directory + "/../Tests/HostileInputTests/corpus"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".shape") }
        let limits = Limits(maxSteps: 100_000, maxNodes: 2_000, maxOutputBytes: 1 << 16)
        var formatted = 0
        for name in names.sorted() {
            let path = directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path),
                let source = String(data: data, encoding: .utf8)
            else { continue }
            var parser = Parser(source: source, file: path)
            guard parser.parse().diagnostics.isEmpty else { continue }
            expectFormattingKeepsMeaning(source, path: path, limits: limits)
            formatted += 1
        }
        #expect(formatted >= 50, "only \(formatted) hostile scripts have clean syntax")
    }

    /// The generated scripts mostly run to the end, so the meaning compared is a whole scene.
    @Test func generatedScriptsMostlyRun() {
        var clean = 0
        for seed in 0..<100 {
            var generator = ScriptGenerator(seed: UInt64(seed))
            let meaning = Meaning(generator.script(), path: nil, limits: Limits(maxSteps: 100_000, maxNodes: 2_000))
            if !meaning.diagnostics.contains(where: { $0.hasPrefix("error") }) { clean += 1 }
        }
        #expect(clean >= 70, "only \(clean) of 100 generated scripts ran without an error")
    }

    @Test(arguments: 0..<400)
    func generatedScriptsKeepTheirMeaning(seed: Int) {
        var generator = ScriptGenerator(seed: UInt64(seed))
        let source = generator.script()
        var parser = Parser(source: source)
        let errors = parser.parse().diagnostics
        #expect(errors.isEmpty, "the generator wrote a broken script: \(errors.map(\.summary))\n\(source)")
        guard errors.isEmpty else { return }
        expectFormattingKeepsMeaning(source, path: nil, limits: Limits(maxSteps: 100_000, maxNodes: 2_000))
    }
}
