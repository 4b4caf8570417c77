// A script's parameters: its top-level `let`s bound to a number literal, the design's tokens.
// `--set NAME=VALUE`, the REPL's `:set` and the live page's sliders run the script with
// another value for one of them; every other value follows from the script as written.

/// A top-level `let NAME = number` of a script or of a file it imports.
public struct ScriptParameter: Sendable, Equatable {
    public var name: String
    /// The value this evaluation used: the one set from outside, or the one written.
    public var value: Double
    /// The number written in the source.
    public var declared: Double
    /// Where the name was declared.
    public var range: SourceRange
    public var file: String?

    /// Whether a value set from outside replaced the one written.
    public var isSet: Bool { value != declared }
}

/// The parameters an evaluation declared, in the order it declared them.
struct ParameterTable {
    /// Values to use instead of the ones written, by name.
    var overrides: [String: Double] = [:]
    private(set) var declared: [ScriptParameter] = []
    private var positions: [String: Int] = [:]
    /// The number each parameter was last written with. A REPL chunk may declare a parameter
    /// again (`let gap = 20` after `let gap = 12`); a run done again (``Session/rerun()``) gives
    /// every declaration of the name that number, as if the first line had been edited, so the
    /// scene follows the value `:set` lists.
    var lastWritten: [String: Double] = [:]
    /// Whether the declarations come from a run done again, which reads ``lastWritten``
    /// instead of recording it.
    var replaying = false

    /// Records `name`'s declaration (again, on a later query pass or REPL chunk) and answers
    /// the value to bind: the override when there is one.
    mutating func declare(_ name: String, value typed: Double, range: SourceRange, file: String?) -> Double {
        let value = replaying ? lastWritten[name] ?? typed : typed
        if !replaying { lastWritten[name] = typed }
        let used = overrides[name] ?? value
        let parameter = ScriptParameter(name: name, value: used, declared: value, range: range, file: file)
        if let position = positions[name] {
            declared[position] = parameter
        } else {
            positions[name] = declared.count
            declared.append(parameter)
        }
        return used
    }

    /// Forgets what was declared (a session reset, or a rerun about to declare it all again);
    /// the values set from outside stay.
    mutating func forgetDeclarations() {
        declared = []
        positions = [:]
        lastWritten = [:]
    }

    /// Names set from outside that no evaluation declared, sorted.
    var unknownOverrides: [String] {
        overrides.keys.filter { positions[$0] == nil }.sorted()
    }
}

extension Binding {
    /// The number this binding gives its name when it is a literal (`12`, `-4`, `0.5`): what
    /// makes a top-level `let` a parameter. A computed value follows the parameters instead.
    var literalNumber: Double? {
        switch value.kind {
        case .number(let number):
            return number
        case .unary(.negate, let operand):
            if case .number(let number) = operand.kind { return -number }
            return nil
        default:
            return nil
        }
    }
}

extension Session {
    /// Values to use for parameters instead of the ones the script writes (`--set`), from the
    /// next evaluation on. A name the script does not declare has no effect: see
    /// ``unknownParameterNames``.
    public var parameterOverrides: [String: Double] {
        get { machine.parameters.overrides }
        set { machine.parameters.overrides = newValue }
    }

    /// The parameters declared so far, in declaration order, with the values they were given.
    public var parameters: [ScriptParameter] {
        machine.parameters.declared
    }

    /// The overridden names that no evaluation so far declared as a parameter, sorted: a
    /// command reports them as a usage error, with a near name when there is one.
    public var unknownParameterNames: [String] {
        machine.parameters.unknownOverrides
    }

    /// The parameter nearest to `name` by spelling, for "did you mean".
    public func parameterSuggestion(for name: String) -> String? {
        closestMatch(to: name, among: parameters.map { $0.name })
    }
}

extension Machine {
    /// Forgets the declared parameters and what the top-level names were as expressions of
    /// them: a reset session, or one about to run everything again, declares them anew.
    func forgetParameterDeclarations() {
        parameters.forgetDeclarations()
        symbolicGlobals = [:]
        symbolicMembers = [:]
        independentGlobals = []
    }
}

extension Session {
    /// Does everything the session was asked to do again, from nothing, with the parameter
    /// values set now (``parameterOverrides``): the REPL's `:set`, as `--set` runs a script.
    ///
    /// Chunks are evaluated again in order and `:remove`s repeated; what they print is printed
    /// again. Returns the replay's diagnostics: the errors of chunks that succeeded before (a
    /// value the script cannot take), none of those that failed before, and warnings not
    /// reported yet.
    ///
    /// A parameter declared again by a later chunk with another number has that number at
    /// every declaration (see ``ParameterTable/lastWritten``).
    public func rerun() -> [Diagnostic] {
        let steps = replayLog
        let (reported, seen) = (reportedWarnings, frameWarningKeys)
        let written = machine.parameters.lastWritten
        reset()
        reportedWarnings = reported
        machine.parameters.lastWritten = written
        machine.parameters.replaying = true
        var diagnostics: [Diagnostic] = []
        defer {
            frameWarningKeys.formUnion(seen)
            machine.parameters.replaying = false
        }
        for step in steps {
            switch step {
            case .remove(let name):
                _ = removeNode(named: name)
            case .evaluate(let source, let file, let interactive, let succeeded):
                let result = evaluate(source, file: file, interactive: interactive)
                diagnostics += result.diagnostics.filter {
                    $0.severity == .error ? succeeded : !seen.contains(Session.frameWarningKey($0))
                }
            }
        }
        return diagnostics
    }
}

extension Session {
    /// The parameters `source` declares at its top level, and those of the files it imports
    /// (read through the session's sources), without running anything: what `--set` may name
    /// before a run starts. Files that cannot be read or parsed add nothing (their run reports
    /// them).
    public func declaredParameters(in source: String, file: String?) -> [ScriptParameter] {
        var found: [ScriptParameter] = []
        var visited: Set<String> = []
        collectParameters(in: source, file: file, into: &found, visited: &visited)
        return found
    }

    private func collectParameters(
        in source: String, file: String?, into found: inout [ScriptParameter], visited: inout Set<String>
    ) {
        guard visited.count < machine.limits.maxImports + 1 else { return }
        if let file { visited.insert(machine.imports.provider.canonicalPath(file) ?? file) }
        let program = machine.parses.parsed(source, file: file, maxNestingDepth: machine.limits.maxNestingDepth)
            .program
        for statement in program.statements {
            switch statement.kind {
            case .let(let binding):
                if let number = binding.literalNumber {
                    found.append(
                        ScriptParameter(
                            name: binding.name.text, value: number, declared: number, range: binding.name.range,
                            file: file))
                }
            case .import(let path):
                guard machine.imports.access.allowsImports else { continue }
                let resolved = SourcePaths.resolve(path, relativeTo: file.map(SourcePaths.directory(of:)))
                let canonical = machine.imports.provider.canonicalPath(resolved) ?? resolved
                guard !visited.contains(canonical), let text = try? machine.imports.provider.read(resolved) else {
                    continue
                }
                collectParameters(in: text, file: resolved, into: &found, visited: &visited)
            default:
                continue
            }
        }
    }
}
