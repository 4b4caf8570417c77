// Helpers shared by the interpreter suites: run a script, collect what it printed and said.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

/// The outcome of running one script in a fresh session.
struct Run {
    var output: [String]
    var result: EvaluationResult
    var session: Session

    var error: Diagnostic? { result.error }
    var warnings: [Diagnostic] { result.diagnostics.filter { $0.severity == .warning } }

    /// The named node's frame and radii.
    func node(_ name: String) -> ShapeScene.ResolvedNode? { session.node(named: name) }
}

/// Runs `source` in a fresh session.
func run(_ source: String, limits: Limits = Limits(), file: String? = nil, interactive: Bool = false) -> Run {
    final class Lines: @unchecked Sendable { var lines: [String] = [] }
    let lines = Lines()
    let session = Session(limits: limits, output: { lines.lines.append($0) })
    let result = session.evaluate(source, file: file, interactive: interactive)
    return Run(output: lines.lines, result: result, session: session)
}

/// Runs `source` and expects no error; returns what it printed.
@discardableResult
func output(of source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    let outcome = run(source)
    #expect(outcome.error == nil, "\(outcome.error?.summary ?? "")", sourceLocation: sourceLocation)
    return outcome.output
}

func radii(_ topLeading: Double, _ topTrailing: Double, _ bottomLeading: Double, _ bottomTrailing: Double)
    -> RectangleCornerRadii
{
    RectangleCornerRadii(
        topLeading: topLeading, bottomLeading: bottomLeading, bottomTrailing: bottomTrailing, topTrailing: topTrailing)
}
