// The libFuzzer entry point: arbitrary bytes through the whole pipeline, from decoding to every
// renderer. Built for fuzzing by scripts/fuzz; an ordinary build replays files given as arguments.
//
// `swift build --sanitize=fuzzer` compiles this file as a library (`-parse-as-library`), so
// libFuzzer's `main` drives `LLVMFuzzerTestOneInput`. An ordinary build compiles it as a script,
// whose top level runs `replayed` below: `.build/debug/Fuzz crash-1234 other.shape` runs each
// file through the same function, which is how a finding is reproduced without sanitizers.
import FuzzSupport
import ShapeCommandLine
import ShapeLanguage
import ShapeRendering

/// Runs one input through decoding, evaluation, scene assembly, every renderer and the
/// diagnostic formatter. Returns the number of bytes produced, so that nothing is optimised away.
func exercise(_ bytes: [UInt8]) -> Int {
    let name = "fuzz.shape"
    let source: String
    do {
        source = try SourcePaths.decodeUTF8(bytes, path: name)
    } catch {
        // The path of a file that is not UTF-8: the error must say where the first bad byte is.
        let failure = error as? FileError
        precondition(failure?.location != nil, "unlocated decoding error: \(error)")
        return failure?.message.utf8.count ?? 0
    }
    var printed = 0
    let session = Session(limits: fuzzLimits, fileAccess: .sandbox, output: { printed += $0.utf8.count })
    let result = session.evaluate(source, file: name)
    let errors = result.diagnostics.filter { $0.severity == .error }
    // Every syntax error at once, up to the parser's limit; otherwise the one that stopped the run.
    if errors.count > 1 {
        precondition(errors.count <= Parser.maxReportedErrors, "evaluation reported \(errors.count) errors")
        precondition(
            errors.allSatisfy { $0.code.rawValue.hasPrefix("syntax.") || $0.code == .limitNesting },
            "several errors, not all syntax errors: \(errors.map(\.summary))")
    }
    for error in errors {
        precondition(error.code != .internal, "internal error: \(error.summary)")
        precondition(error.range.start.line >= 1 && error.range.start.column >= 1, "unlocated: \(error.summary)")
    }

    checkFormatting(source)

    let scene = session.scene()
    var produced = printed
    produced += SVGRenderer(annotate: true).render(scene).utf8.count
    produced += TextPreview(width: 60).render(scene).utf8.count
    produced += TextReport.render(scene, explain: true).utf8.count
    produced += JSONRenderer(explain: true).render(scene).utf8.count
    let formatter = DiagnosticFormatter()
    for diagnostic in result.diagnostics {
        produced += formatter.format(diagnostic, source: session.source(for: diagnostic.file)).utf8.count
    }
    // An animation of a few frames: each evaluated again, then the animated SVG.
    if result.succeeded, let timeline = session.timeline, (timeline.totalDuration ?? timeline.period) * 4 <= 24 {
        let frames = session.animate(framesPerSecond: 4)
        for diagnostic in frames.diagnostics {
            precondition(diagnostic.code != .internal, "internal error at a frame: \(diagnostic.summary)")
            produced += formatter.format(diagnostic, source: session.source(for: diagnostic.file)).utf8.count
        }
        if let animation = frames.animation {
            produced += AnimatedSVGRenderer(svg: SVGRenderer(annotate: true)).render(animation).utf8.count
        }
    }
    return produced
}

/// `shape fmt`'s promises: a script that parses formats, formatting again changes nothing, and
/// the formatted script is the same tokens (line breaks and `;` aside).
func checkFormatting(_ source: String) {
    var parser = Parser(source: source)
    let parsed = parser.parse()
    guard case .success(let formatted) = Formatter.format(source) else {
        precondition(!parsed.diagnostics.isEmpty, "a script that parses does not format")
        return
    }
    guard case .success(let again) = Formatter.format(formatted) else {
        preconditionFailure("the formatted script does not parse:\n\(formatted)")
    }
    precondition(again == formatted, "formatting twice changes the script:\n\(formatted)")
    var reparser = Parser(source: formatted)
    func meaningful(_ tokens: [Token]) -> [TokenKind] {
        tokens.map(\.kind).filter { $0 != .newline && $0 != .symbol(.semicolon) }
    }
    precondition(meaningful(reparser.parse().tokens) == meaningful(parsed.tokens), "formatting changed the tokens")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzOne(data, size, exercise) }

#if !FUZZING
    /// The script's top level: in a fuzzing build this file is a library and this never runs.
    let replayed: Never = replayArguments(tool: "Fuzz") { "\(exercise($0)) bytes of output" }
#endif
