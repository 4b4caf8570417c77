// The one evaluation API: the CLI runs a file through it, the REPL one chunk at a time,
// against state that persists between chunks.
import ConcentricGeometry
import ShapeScene
import Synchronization

/// The `print` lines of an evaluation that may run again (``Session/evaluate(_:file:interactive:)``):
/// how many were shown as they came, how many this run printed, and the rest held back.
private struct LineGate {
    var shown = 0
    var printed = 0
    var lines: [String] = []
}

/// What one evaluation produced besides its effect on the session.
public struct EvaluationResult: Sendable {
    /// Errors and warnings, in order: every syntax error of the script (up to
    /// ``Parser/maxReportedErrors``, then a note counting the rest), or, when its syntax is
    /// clean, the one error that stopped evaluation; warnings come before it.
    public var diagnostics: [Diagnostic]
    /// Values of top-level expressions, as the REPL echoes them (interactive chunks only).
    public var echoes: [String]
    /// What the session did on its own that a person should hear of: "replaced 'card', the
    /// RoundedRectangle" when an interactive chunk declares a top-level node name again.
    public var notices: [String] = []
    /// The scene's geometry warnings, still being checked on a thread of their own, when the
    /// evaluation was asked to defer them and could (``diagnostics`` leave them out then):
    /// ``Session/warnings(of:)`` waits for them.
    public var pendingWarnings: PendingWarnings?

    /// The first error: the one that stopped evaluation, or the first syntax error.
    public var error: Diagnostic? {
        diagnostics.first { $0.severity == .error }
    }

    public var succeeded: Bool { error == nil }
}

/// A script's evaluation state: variables, functions, the scene, imported files.
/// Use a session from one thread at a time; only `interrupt()` may be called from another.
public final class Session: @unchecked Sendable {
    let machine: Machine
    /// Warnings already reported, so the REPL says each once.
    var reportedWarnings: Set<String> = []
    /// What the session was asked to do, in order: each frame of an animation does it again
    /// (Session+Animation.swift).
    var replayLog: [ReplayStep] = []
    /// Warnings reported, by place and code, so that a frame repeats none of them.
    var frameWarningKeys: Set<String> = []
    /// At most this many warnings are listed per evaluation; the rest are counted.
    public static let warningLimit = 50
    /// Which warnings are reported, and whether as errors (`--warnings`).
    public var warningPolicy = WarningPolicy()

    public var limits: Limits {
        get { machine.limits }
        set { machine.limits = newValue }
    }

    /// - Parameters:
    ///   - sources: where the script's imports (and ``evaluateFile(_:)``) are read from.
    ///   - fileAccess: whether imports may read other files at all (not in the sandbox).
    ///   - output: receives each line of `print` and `explain` output as it happens.
    ///   - parses: the texts parsed already; a session's animation frames share its cache.
    public init(
        limits: Limits = Limits(), sources: any SourceProvider = SourceTexts(), fileAccess: FileAccess = .standard,
        parses: ParseCache = ParseCache(), output: @escaping (String) -> Void = { _ in }
    ) {
        machine = Machine(limits: limits, sources: sources, access: fileAccess, parses: parses, output: output)
    }

    /// The texts this session has parsed, each once, whatever number of passes and frames ran.
    public var parses: ParseCache { machine.parses }

    deinit {
        // Functions and the frames they capture hold each other (and, through compiled code,
        // the machine): break the cycles or the whole session leaks.
        machine.breakCycles()
    }

    /// Whether `source` stops inside an open block, bracket or comment, so the REPL should
    /// read another line before evaluating.
    public static func isIncomplete(_ source: String) -> Bool {
        Parser.isIncomplete(source)
    }

    // MARK: - Evaluation

    /// Reads the file at `path` through the session's sources and evaluates it.
    public func evaluateFile(_ path: String) -> EvaluationResult {
        let source: String
        do throws(FileError) {
            source = try machine.imports.provider.read(path)
        } catch {
            return EvaluationResult(
                diagnostics: [
                    Diagnostic(
                        .error, code: .ioRead, message: error.message,
                        range: SourceRange(at: error.location ?? .start), file: path)
                ], echoes: [])
        }
        return evaluate(source, file: path)
    }

    /// Evaluates `source` against the session. With `interactive`, top-level expressions echo
    /// their values and top-level names may be declared again.
    ///
    /// Layout queries (`photo.radii`, `concentricCornerRadii(in:)`, `explain`) answer for the
    /// final layout: when an answer the script read differs from the layout it produced, the
    /// evaluation runs again from the same start with the queries answered from that layout,
    /// up to ``QueryLog/maxPasses`` runs (Machine+Queries.swift). Output, echoes and warnings
    /// come from the last run only.
    ///
    /// With `deferringGeometryWarnings`, a large still scene is checked for geometry warnings
    /// (overflow, flared corners…) on a thread of its own, ``EvaluationResult/pendingWarnings``,
    /// so that a caller can write the scene meanwhile; only where they cannot be errors (the
    /// policy does not make them so), so that ``EvaluationResult/succeeded`` is already final.
    public func evaluate(
        _ source: String, file: String? = nil, interactive: Bool = false, deferringGeometryWarnings: Bool = false
    ) -> EvaluationResult {
        let start = machine.snapshot()
        let output = machine.output
        // Lines before the run's first query cannot change when it runs again, so they go out
        // as they come (a long script shows its progress); later lines wait for the last run.
        // A run after the first skips the lines already shown: it prints them again, the same.
        // The counts live behind a pointer: variables a closure captures and changes are checked
        // for exclusive access at run time on every use, which a loop of prints pays per line.
        let gate = UnsafeMutablePointer<LineGate>.allocate(capacity: 1)
        gate.initialize(to: LineGate())
        defer {
            gate.deinitialize(count: 1)
            gate.deallocate()
        }
        machine.output = { [unowned(unsafe) machine] line in
            gate.pointee.printed += 1
            if gate.pointee.printed <= gate.pointee.shown { return }
            if gate.pointee.lines.isEmpty, gate.pointee.printed == gate.pointee.shown + 1,
                machine.queries.entries.isEmpty
            {
                gate.pointee.shown += 1
                output(line)
            } else {
                gate.pointee.lines.append(line)
            }
        }
        defer { machine.output = output }
        machine.beginRun(source, file: file, restarting: false)
        machine.queries = QueryLog()
        var failures: [Diagnostic] = []
        for pass in 1...QueryLog.maxPasses {
            failures = runOnce(source, file: file, interactive: interactive)
            // Only a run that started has queries to note (syntax errors stop it before).
            if failures.count == 1, let note = machine.provisionalQueryNote() { failures[0].notes.append(note) }
            let failure = failures.first
            machine.finishEvaluation()
            // A stop the user asked for, or a limit, is final: running again would not help.
            if let failure, failure.code == .runtimeInterrupted || failure.code.rawValue.hasPrefix("limit.") { break }
            guard !machine.queries.entries.isEmpty else { break }
            let ended = machine.scene.resolved()
            guard let (entry, now) = machine.unsettledQuery(in: ended) else { break }
            if pass == QueryLog.maxPasses {
                failures = [
                    Diagnostic.unsettledQuery(
                        machine.sourceText(of: entry.range, file: entry.file), asked: entry.answer, final: now,
                        runs: pass, at: entry.range
                    ).inFile(entry.file)
                ]
                break
            }
            machine.restore(start)
            machine.beginRun(source, file: file, restarting: true)
            machine.queries = QueryLog(settled: ended)
            gate.pointee.lines = []
            gate.pointee.printed = 0
        }
        for line in gate.pointee.lines { output(line) }
        var diagnostics = machine.runWarnings(policy: warningPolicy)
        var pending: PendingWarnings?
        if failures.isEmpty {
            if deferringGeometryWarnings, !warningPolicy.asErrors, timeline == nil,
                machine.scene.tree.drawnCount >= PendingWarnings.minimumNodes
            {
                let kinds = machine.findingKinds(policy: warningPolicy)
                if !kinds.isEmpty {
                    pending = PendingWarnings(
                        machine.geometryCheck(kinds: kinds, policy: warningPolicy, forAnotherThread: true))
                }
            } else {
                diagnostics.append(contentsOf: unreported(machine.geometryWarnings(policy: warningPolicy)))
            }
        }
        if warningPolicy.asErrors {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        diagnostics.append(contentsOf: failures)
        // An input a limit or an interruption stopped is not done again in every frame: it would
        // spend the frames' shared budget as it spent its own, and the animation could not draw
        // again until `:reset` (what it did before it stopped stays in this session only).
        if !failures.contains(where: { Session.stopsReplay($0.code) }) {
            replayLog.append(
                .evaluate(source: source, file: file, interactive: interactive, succeeded: failures.isEmpty))
        }
        for diagnostic in diagnostics where diagnostic.severity != .error {
            frameWarningKeys.insert(Session.frameWarningKey(diagnostic))
        }
        return EvaluationResult(
            diagnostics: diagnostics, echoes: machine.echoes, notices: machine.notices, pendingWarnings: pending)
    }

    /// Whether an input that failed with `code` is left out of the frames' replay: a resource
    /// limit or an interruption stopped it.
    static func stopsReplay(_ code: DiagnosticCode) -> Bool {
        switch code {
        case .limitSteps, .limitNodes, .limitCallDepth, .limitOutput, .limitString, .limitList, .runtimeInterrupted:
            true
        default:
            false
        }
    }

    /// Waits for a deferred check of the scene (``EvaluationResult/pendingWarnings``) and
    /// returns its warnings as ``evaluate(_:file:interactive:deferringGeometryWarnings:)``
    /// would have listed them.
    public func warnings(of pending: PendingWarnings) -> [Diagnostic] {
        let warnings = unreported(pending.join())
        for warning in warnings { frameWarningKeys.insert(Session.frameWarningKey(warning)) }
        return warnings
    }

    /// One run of `source`, on a thread with room for deep recursion: the error that stopped
    /// it, or every syntax error; empty when it ran to the end.
    private func runOnce(_ source: String, file: String?, interactive: Bool) -> [Diagnostic] {
        runWithLargeStack { () -> [Diagnostic] in
            do throws(ScriptError) {
                try self.run(source, file: file, interactive: interactive)
                return []
            } catch {
                return error.diagnostics(inFile: file)
            }
        }
    }

    private func run(_ source: String, file: String?, interactive: Bool) throws(ScriptError) {
        try machine.budget.countSource(source, at: SourceRange(at: .start))
        let program = try machine.parses.parsed(source, file: file, maxNestingDepth: machine.limits.maxNestingDepth)
            .runnableProgram()
        let scope = machine.globalScope
        let snapshot = scope.snapshot()
        let code: CompiledBlock
        do throws(ScriptError) {
            let compiler = Compiler(machine: machine, scope: scope, file: file, interactive: interactive)
            code = try compiler.compileProgram(program)
        } catch {
            scope.restore(snapshot)
            throw error
        }
        let frame = machine.globalFrame
        frame.grow(to: scope.slotCount)
        _ = try code(frame)
    }

    /// The geometry warnings not reported before, at most `warningLimit` of them.
    private func unreported(_ warnings: [Diagnostic]) -> [Diagnostic] {
        var fresh: [Diagnostic] = []
        var skipped = 0
        for warning in warnings {
            let key = "\(warning.file ?? ""):\(warning.range.start):\(warning.message)"
            guard reportedWarnings.insert(key).inserted else { continue }
            if fresh.count < Session.warningLimit {
                fresh.append(warning)
            } else {
                skipped += 1
            }
        }
        if skipped > 0, let last = fresh.last {
            fresh.append(
                Diagnostic(
                    .note, code: .warningMore, message: "\(skipped) more warnings like these", range: last.range,
                    file: last.file))
        }
        return fresh
    }

    /// Stops the evaluation running now (from another thread) at its next step; the session
    /// keeps everything defined before. The REPL's Ctrl-C uses `Interruption.request()`, which
    /// a signal handler may call.
    public func interrupt() {
        machine.budget.interruptFlag.store(true, ordering: .relaxed)
    }

    // MARK: - The scene

    /// The resolved scene of everything built so far. Every node can explain its corners
    /// (``ResolvedNode/traces`` are worked out when read).
    public func scene() -> ResolvedScene {
        var scene = machine.scene.resolved()
        if let animation = machine.animation {
            scene.animation = FrameMoment(timeline: animation.timeline, moment: machine.clock)
        }
        scene.parameters = parameters.map {
            SceneParameter(
                name: $0.name, value: $0.value, declared: $0.declared, line: $0.range.start.line, file: $0.file)
        }
        if machine.scene.keepsDerivations {
            scene.derivation = Layout.derivation(
                machine.scene, values: machine.parameterValues, layout: Layout.run(machine.scene))
        }
        return scene
    }

    /// Record, from the next evaluation on, how every placement length follows from the
    /// parameters, so that ``scene()`` carries a ``SceneDerivation`` (for outputs that
    /// stay parametric: CSS, HTML, SwiftUI, design tokens). Say so before evaluating.
    public var keepsDerivations: Bool {
        get { machine.scene.keepsDerivations }
        set { machine.scene.keepsDerivations = newValue }
    }

    /// Lets go of what only more evaluation, scene warnings and editor questions read: every
    /// node's source site and placement as written (a million nodes hold 150 MB of them).
    /// ``scene()`` still gives the resolved scene, without placements (SVG, JSON, PNG and text
    /// do not read them). A one-shot render calls it once the diagnostics are out, before
    /// writing; the session must not evaluate again.
    public func releaseSourceDetails() {
        machine.scene.releaseSourceDetails()
    }

    /// The number of drawn nodes built so far.
    public var nodeCount: Int { machine.scene.tree.drawnCount }

    /// The explanation of the radii of the nodes `reference` names (an id, or a name: each
    /// node sharing it, a blank line between them), or nil when it names none.
    public func explain(_ reference: String) -> [String]? {
        let nodes = findNodes(reference).nodes
        guard !nodes.isEmpty else { return nil }
        return nodes.map(Explanation.lines(for:)).joined(separator: [""]).map { $0 }
    }

    /// The node with id `reference`, or the last node named so (a name reused in a loop means
    /// its latest node), resolved, without its children; nil when none.
    public func node(named reference: String) -> ResolvedNode? {
        findNodes(reference).nodes.last
    }

    /// Takes the node with id `reference` (or the last node named so), and what is placed in
    /// it, out of the scene (the REPL's `:remove`). Its kind and how many nodes went with it;
    /// nil when none.
    public func removeNode(named reference: String) -> (kind: String, inner: Int)? {
        guard let index = findNodes(reference).nodes.last?.index else { return nil }
        let removed = (machine.scene.tree.kindName(of: index), machine.scene.tree.drawnDescendants(of: index))
        machine.scene.remove(index)
        replayLog.append(.remove(reference))
        return removed
    }

    /// The text of a file the session has read (or of the last unnamed chunk for nil), for
    /// showing diagnostics with their source line.
    public func source(for file: String?) -> String? {
        guard let file else { return machine.chunkSource }
        return machine.imports.sources[file]
    }

    /// Every file the session has read (the script and its imports), for watching.
    public var filesRead: [String] {
        machine.imports.sources.keys.sorted()
    }

    /// Forgets every name and node: a fresh session with the same limits.
    public func reset() {
        machine.globalScope.removeAll()
        machine.breakCycles()
        machine.globalFrame = Frame.make(parent: nil, size: 0)
        machine.scene.reset()
        machine.imports.reset()
        machine.animation = nil
        machine.forgetParameterDeclarations()
        reportedWarnings = []
        replayLog = []
        frameWarningKeys = []
    }
}

/// A large still scene's geometry warnings, being checked on a thread of their own while the
/// scene is written (see ``Session/evaluate(_:file:interactive:deferringGeometryWarnings:)``).
public final class PendingWarnings: Sendable {
    /// Smaller scenes are checked at once: their check takes less than a thread's start.
    static let minimumNodes = 10_000
    private let found = DiagnosticsSlot()
    private let thread: JoinableThread

    init(_ check: GeometryCheck) {
        let found = found
        thread = JoinableThread.start { found.value = check.run() }
    }

    /// Waits for the check and returns what it found.
    func join() -> [Diagnostic] {
        thread.join()
        return found.value
    }
}

/// Where a thread leaves the diagnostics it made, read once it is joined.
private final class DiagnosticsSlot: @unchecked Sendable {
    var value: [Diagnostic] = []
}

// MARK: - A deep stack for deep scripts

/// Runs `body` on a thread with a 512 MiB stack (address space only; pages are committed as
/// touched), so that the call-depth limit, not the C stack, is what stops deep recursion.
private func runWithLargeStack(_ body: @escaping () -> [Diagnostic]) -> [Diagnostic] {
    let result = DiagnosticsSlot()
    JoinableThread.start(stackSize: 512 << 20) { result.value = body() }.join()
    return result.value
}
