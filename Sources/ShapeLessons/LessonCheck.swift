// Checks a learner's script against a lesson's goal through `Session`, the resolver's one way
// in: the learner's script runs, then the goal's asserts run after it in the same session, at the
// parameters as written and again at each variant. The first assert that fails says, in the
// teacher's words, what differs.
import ConcentricGeometry
import ShapeLanguage
import ShapeScene

/// The outcome of checking one script against one lesson.
public struct LessonCheck: Sendable {
    /// What differs from the goal, one sentence each; empty when the goal holds.
    public var failures: [String]
    /// The session of the evaluation at the script's own parameters: its scene is the
    /// picture, its diagnostics are worth showing whether or not the goal holds.
    public let session: Session
    public let result: EvaluationResult

    public var passed: Bool { failures.isEmpty }
}

extension Lesson {
    /// The name the goal's diagnostics carry.
    public static let goalFile = "goal.shape"

    /// Checks `source` (the text of the learner's file, named `file` in diagnostics) against the
    /// goal: first at the parameters as written, then at each of the goal's variants.
    public func check(_ source: String, file: String? = nil) -> LessonCheck {
        let session = Session(fileAccess: .sandbox)
        let result = session.evaluate(source, file: file)
        if let error = result.error {
            return LessonCheck(
                failures: ["the script stops with an error: " + error.message], session: session, result: result)
        }
        // The goal reads the exercise's parameters: each must still be a top-level number.
        let declared = Set(session.parameters.map { $0.name })
        var failures: [String] = []
        for missing in parameterNames where !declared.contains(missing) {
            failures.append(
                "the exercise's parameter '\(missing)' is gone: keep its 'let \(missing) = …' at the top level,"
                    + " as a number, so the goal can try other values")
        }
        if failures.isEmpty, let failure = goalFailure(in: session) { failures = [failure] }
        if !failures.isEmpty { return LessonCheck(failures: failures, session: session, result: result) }
        for variant in goal.variants {
            let setting = variant.keys.sorted().map { "\($0) = " + NumberFormat.format(variant[$0] ?? 0) }
                .joined(separator: ", ")
            let trial = Session(fileAccess: .sandbox)
            trial.parameterOverrides = variant
            if let error = trial.evaluate(source, file: file).error {
                failures = ["with \(setting), the script stops with an error: " + error.message]
                break
            }
            if let failure = goalFailure(in: trial) {
                failures = ["with \(setting), " + failure]
                break
            }
        }
        return LessonCheck(failures: failures, session: session, result: result)
    }

    /// The parameters the solution declares, in order: the names a goal may read.
    public var parameterNames: [String] {
        Session(fileAccess: .sandbox).declaredParameters(in: solution, file: nil).map { $0.name }
    }

    /// Runs the goal after what `session` ran; what it says when an assert fails, or nil.
    private func goalFailure(in session: Session) -> String? {
        guard let error = session.evaluate(goal.script, file: Lesson.goalFile).error else { return nil }
        return Lesson.words(for: error, goal: goal.script)
    }

    /// The learner's sentence for an error of the goal: an assert's own message (without the
    /// "assertion failed: CONDITION: " before it), or what the goal could not find.
    static func words(for error: Diagnostic, goal: String) -> String {
        let bytes = Array(goal.utf8)
        let range = error.range
        let inGoal = error.file == goalFile && range.start.offset <= range.end.offset && range.end.offset <= bytes.count
        let culprit = inGoal ? String(decoding: bytes[range.start.offset..<range.end.offset], as: UTF8.self) : ""
        switch error.code {
        case .runtimeAssert where inGoal:
            let prefix = "assertion failed: " + culprit
            guard error.message.hasPrefix(prefix + ": ") else {
                return "the goal '\(culprit)' does not hold" + (error.hint.map { " (\($0))" } ?? "")
            }
            return String(error.message.dropFirst(prefix.count + 2))
        case .nameUndefined where inGoal:
            return "there is no node named '\(culprit)' yet"
        default:
            return "the goal cannot be checked: " + error.message
        }
    }
}
