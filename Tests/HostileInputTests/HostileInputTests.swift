// The hostile corpus: malformed and malicious scripts in corpus/, each with the first error it
// must give (corpus/expected.txt). Every script runs through the whole pipeline with the default
// limits, as the CLI runs it: nothing may crash, hang or leave an error without a location.
import Foundation
import ShapeCommandLine
import ShapeFiles
import ShapeLanguage
import ShapeRendering
import Testing

/// One committed hostile script and the error it must end in.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    var file: String
    var code: String
    var location: String
    var message: String

    var testDescription: String { file }
    var path: String { Corpus.directory + "/" + file }

    /// The table in corpus/expected.txt: `file<TAB>code<TAB>line:col<TAB>message`, `#` comments.
    static let all: [CorpusCase] = {
        guard let text = try? String(contentsOfFile: Corpus.directory + "/expected.txt", encoding: .utf8) else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.isEmpty else { return nil }
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            return CorpusCase(file: fields[0], code: fields[1], location: fields[2], message: fields[3])
        }
    }()
}

enum Corpus {
    /// The package's root folder, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let directory = packageRoot + "/Tests/HostileInputTests/corpus"

    /// The scripts in corpus/, by file name.
    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".shape") }.sorted()
    }
}

/// What running a script through the whole pipeline gave.
struct PipelineRun {
    var result: EvaluationResult
    var session: Session
    var printed: Int
    /// What the animation's other frames said, for a script that declares one.
    var frames = AnimationEvaluation(animation: nil, diagnostics: [])

    /// The error of the evaluation, or else of a later frame.
    var error: Diagnostic? { result.error ?? frames.error }
}

/// Scenes above this many nodes are not rendered here, nor scenes cut short by a limit: nothing
/// renders a script that failed, and a scene as large as the limits allow (two million nodes or
/// stacks) would only measure the renderers, which the benchmarks do.
let renderedNodeLimit = 10_000

/// Evaluates with the default limits (and imports allowed, as `shape check` does), then formats
/// every diagnostic and, for scenes of a sensible size, renders every output format.
func runPipeline(file path: String? = nil, source: String? = nil, fileAccess: FileAccess = .standard) -> PipelineRun {
    final class Counter: @unchecked Sendable { var bytes = 0 }
    let counter = Counter()
    let session = Session(
        limits: Limits(), sources: DiskSources(), fileAccess: fileAccess, output: { counter.bytes += $0.utf8.count })
    let result: EvaluationResult
    if let source {
        result = session.evaluate(source, file: path)
    } else {
        result = session.evaluateFile(path ?? "")
    }
    let formatter = DiagnosticFormatter()
    for diagnostic in result.diagnostics {
        _ = formatter.format(diagnostic, source: session.source(for: diagnostic.file))
    }
    if session.nodeCount <= renderedNodeLimit, result.error?.code.rawValue.hasPrefix("limit.") != true {
        let scene = session.scene()
        _ = SVGRenderer(annotate: true).render(scene)
        _ = TextPreview(width: 60).render(scene)
        _ = TextReport.render(scene, explain: true)
        _ = JSONRenderer(explain: true).render(scene)
    }
    // An animation: every frame, as a render would evaluate them.
    let frames =
        result.succeeded ? session.animate() : AnimationEvaluation(animation: nil, diagnostics: [])
    for diagnostic in frames.diagnostics {
        _ = formatter.format(diagnostic, source: session.source(for: diagnostic.file))
    }
    return PipelineRun(result: result, session: session, printed: counter.bytes, frames: frames)
}

/// Checks the promises every failed run keeps: every syntax error (up to the parser's limit) or
/// else one error, none an internal one, each located inside the text it came from.
func expectLocated(
    _ run: PipelineRun, in source: String?, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let errors = run.result.diagnostics.filter { $0.severity == .error }
    if errors.count > 1 {
        #expect(errors.count <= Parser.maxReportedErrors, sourceLocation: sourceLocation)
        #expect(
            errors.allSatisfy { $0.code.rawValue.hasPrefix("syntax.") || $0.code.rawValue == "limit.nesting" },
            "evaluation stops at the first error that is not a syntax error", sourceLocation: sourceLocation)
    }
    for error in errors {
        #expect(error.code.rawValue != "internal", "\(error.summary)", sourceLocation: sourceLocation)
        #expect(
            error.range.start.line >= 1 && error.range.start.column >= 1, "\(error.summary)",
            sourceLocation: sourceLocation)
        if let source,
            error.file == nil || error.code.rawValue.hasPrefix("syntax.") || error.code.rawValue.hasPrefix("limit.")
        {
            #expect(error.range.start.offset <= source.utf8.count, "\(error.summary)", sourceLocation: sourceLocation)
        }
    }
}

@Suite struct HostileCorpusTests {
    @Test func theCorpusIsLargeAndEveryScriptHasOneExpectation() {
        let expected = CorpusCase.all.map(\.file)
        #expect(expected.count >= 150)
        #expect(Set(expected).count == expected.count, "a script listed twice")
        #expect(Set(expected) == Set(Corpus.scripts), "scripts and expected.txt disagree")
    }

    @Test(arguments: CorpusCase.all)
    func firstErrorMatches(_ example: CorpusCase) {
        let run = runPipeline(file: example.path)
        guard let error = run.error else {
            Issue.record("no error; expected \(example.code) at \(example.location)")
            return
        }
        // Messages about the file itself name it by the path given; the table by its name.
        let message = error.message.replacingOccurrences(of: example.path, with: example.file)
        #expect(error.code.rawValue == example.code, "\(error.summary)")
        #expect(error.range.start.description == example.location, "\(error.summary)")
        #expect(message == example.message)
        #expect(error.file == example.path)
        expectLocated(run, in: run.session.source(for: example.path))
    }
}
