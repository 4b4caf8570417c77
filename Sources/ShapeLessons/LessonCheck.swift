// Checks a learner's script against a lesson's goal through `Session`, the resolver's one way
// in, and says in words what differs: "inner.topLeading is 40; the goal is the container's 40
// minus the gap 16: 24".
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
    /// Checks `source` (the text of the learner's file, named `file` in diagnostics) against the
    /// goal: first at the parameters as written, then at each of the goal's variants.
    public func check(_ source: String, file: String? = nil) -> LessonCheck {
        let session = Session(fileAccess: .sandbox)
        let result = session.evaluate(source, file: file)
        var failures: [String] = []
        if let error = result.error {
            failures.append("the script stops with an error: " + error.message)
            return LessonCheck(failures: failures, session: session, result: result)
        }
        // The goal reads the exercise's parameters: each must still be a top-level number.
        let declared = Set(session.parameters.map(\.name))
        for missing in parameterNames where !declared.contains(missing) {
            failures.append(
                "the exercise's parameter '\(missing)' is gone: keep its 'let \(missing) = …' at the top level,"
                    + " as a number, so the goal can try other values")
        }
        if failures.isEmpty { failures = unmet(in: session, prefix: "") }
        if !failures.isEmpty { return LessonCheck(failures: failures, session: session, result: result) }
        for variant in goal.variants {
            let setting = variant.keys.sorted().map { "\($0) = " + NumberFormat.format(variant[$0] ?? 0) }
                .joined(separator: ", ")
            let trial = Session(fileAccess: .sandbox)
            trial.parameterOverrides = variant
            let trialResult = trial.evaluate(source, file: file)
            if let error = trialResult.error {
                failures.append("with \(setting), the script stops with an error: " + error.message)
                break
            }
            failures = unmet(in: trial, prefix: "with \(setting), ")
            if !failures.isEmpty { break }
        }
        return LessonCheck(failures: failures, session: session, result: result)
    }

    /// The parameters the solution declares, in order: the names a goal may read.
    public var parameterNames: [String] {
        Session(fileAccess: .sandbox).declaredParameters(in: solution, file: nil).map(\.name)
    }

    /// The expectations `session`'s scene does not meet, in words.
    private func unmet(in session: Session, prefix: String) -> [String] {
        let values = LessonValues(
            Dictionary(session.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }))
        var failures: [String] = []
        var missing: Set<String> = []
        for expectation in goal.expectations {
            let name = expectation.node
            guard let node = session.node(named: name) else {
                if missing.insert(name).inserted {
                    failures.append(prefix + "there is no node named '\(name)' yet")
                }
                continue
            }
            if let failure = Lesson.failure(of: expectation, node: node, session: session, values: values) {
                failures.append(prefix + failure)
            }
        }
        return failures
    }

    /// What is wrong with `node` for `expectation`, or nil when it holds.
    static func failure(of expectation: Expectation, node: ResolvedNode, session: Session, values: LessonValues)
        -> String?
    {
        let name = expectation.node
        switch expectation {
        case .radius(_, let corners, let expected):
            let goal = expected.value(values)
            let wrong = corners.filter { !close(node.radii[$0], goal) }
            guard let first = wrong.first else { return nil }
            let reason = expected.reason(values) + ": " + n(goal)
            let same = wrong.allSatisfy { close(node.radii[$0], node.radii[first]) }
            if wrong.count > 1, same {
                let names = wrong.count == 4 ? "every corner is" : wrong.map(\.name).joined(separator: " and ") + " are"
                return "\(name)'s \(names) \(n(node.radii[first])); the goal is \(reason)"
            }
            return wrong.map { "\(name).\($0.name) is \(n(node.radii[$0]))" }.joined(separator: ", ")
                + "; the goal is " + reason
        case .frame(_, let measure, let expected):
            let goal = expected.value(values)
            let actual: Double =
                switch measure {
                case .x: node.frame.minX
                case .y: node.frame.minY
                case .width: node.frame.width
                case .height: node.frame.height
                }
            guard !close(actual, goal) else { return nil }
            return "\(name)'s \(measure.rawValue) is \(n(actual)); the goal is \(expected.reason(values)): \(n(goal))"
        case .inset(_, let edges, let expected):
            guard let container = node.container else {
                return "\(name) is in no container; the goal is a node inside one"
            }
            let goal = expected.value(values)
            let insets = edges.map { (edge: $0, value: Lesson.inset($0, of: node.frame, in: container.frame)) }
            let wrong = insets.filter { !close($0.value, goal) }
            guard let first = wrong.first else { return nil }
            let reason = expected.reason(values) + ": " + n(goal)
            if wrong.count > 1, wrong.allSatisfy({ close($0.value, first.value) }) {
                let names = wrong.map { $0.edge.rawValue }.joined(separator: " and ")
                return "\(name)'s \(names) insets are \(n(first.value)); the goal is \(reason)"
            }
            return wrong.map { "\(name)'s \($0.edge.rawValue) inset is \(n($0.value))" }.joined(separator: ", ")
                + "; the goal is " + reason
        case .noOverflow:
            for finding in SceneFindings.check(session.scene(), kinds: .overflow) where finding.node == node.index {
                if case .overflow(let container, let amount, let corners) = finding.kind {
                    let place =
                        corners.isEmpty || corners.count == 4
                        ? "" : " at " + corners.map { $0.name }.joined(separator: " and ")
                    return "\(name) pokes out of '\(container)' by \(n(amount))\(place); the goal keeps it inside"
                }
            }
            return nil
        case .written(_, let corners, let style):
            guard case .concentric(let rectangle, _) = node.shape else {
                return "\(name) is a \(node.kind), whose corners are numbers; the goal is a ConcentricRectangle"
                    + " with \(style.rawValue) corners"
            }
            let wrong = corners.filter { rectangle[$0].isConcentric != (style == .concentric) }
            guard let first = wrong.first else { return nil }
            let why =
                style == .concentric
                ? "so that the container decides them" : "a number the container does not change"
            let written =
                wrong.allSatisfy({ rectangle[$0] == rectangle[first] })
                ? "\(name)'s " + wrong.map { $0.name }.joined(separator: " and ")
                    + (wrong.count > 1 ? " are" : " is") + " written \(rectangle[first])"
                : wrong.map { "\(name).\($0.name) is written \(rectangle[$0])" }.joined(separator: ", ")
            return "\(written); the goal is \(style.rawValue) corners there, \(why)"
        case .uniform:
            guard case .concentric(let rectangle, _) = node.shape else {
                return
                    "\(name) is a \(node.kind); the goal is a ConcentricRectangle whose corners are one uniform group"
            }
            guard !rectangle.uniformGroups.contains(.all) else { return nil }
            return "\(name)'s corners are not one uniform group; the goal is one radius, the largest, at all four"
        case .noFlared, .noPinched:
            let flared: Bool
            if case .noFlared = expectation { flared = true } else { flared = false }
            let findings = SceneFindings.check(session.scene(), kinds: flared ? .flared : .pinched)
            for finding in findings where finding.node == node.index {
                switch finding.kind {
                case .flared(let corners), .pinched(let corners):
                    let word = flared ? "flared, rounder than concentric" : "pinched, sharper than concentric"
                    if corners.count == 4, let first = corners.first,
                        corners.allSatisfy({ $0.actual == first.actual && $0.concentric == first.concentric })
                    {
                        return "\(name)'s corners are \(word): every corner is \(n(first.actual))"
                            + " where concentric is \(n(first.concentric))"
                    }
                    let list = corners.map {
                        "\($0.corner.name) \(n($0.actual)) where concentric is \(n($0.concentric))"
                    }
                    return "\(name)'s corners are \(word): " + list.joined(separator: ", ")
                default:
                    continue
                }
            }
            return nil
        case .notClamped:
            guard let trace = node.traces?.first(where: { $0.clampedFrom != nil }), let from = trace.clampedFrom
            else { return nil }
            return
                "\(name).\(trace.corner.name) was clamped from \(n(from)) to \(n(trace.value)), half of its shorter"
                + " side, \(n(min(node.frame.width, node.frame.height))); the goal is a radius the shape has room for"
        case .kind(_, let kind):
            guard node.kind != kind else { return nil }
            return "\(name) is a \(node.kind); the goal is a \(kind), so that the resolver works out its corners"
        case .inside(_, let container):
            guard node.containerName != container else { return nil }
            let actual = node.containerName.map { "is placed in '\($0)'" } ?? "is in no named container"
            return "\(name) \(actual); the goal is a node inside '\(container)'"
        case .cornerStyle(_, let style):
            guard node.cornerStyle != style else { return nil }
            return "\(name)'s corners are \(node.cornerStyle.rawValue); the goal is \(style.rawValue) corners"
        }
    }

    /// How far `frame` is in from `outer` on `edge` (left to right).
    static func inset(_ edge: InsetEdge, of frame: Rect, in outer: Rect) -> Double {
        switch edge {
        case .top: frame.minY - outer.minY
        case .leading: frame.minX - outer.minX
        case .bottom: outer.maxY - frame.maxY
        case .trailing: outer.maxX - frame.maxX
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    private static func n(_ value: Double) -> String { NumberFormat.format(value) }
}
