// The interpreter's run-time state: what compiled code calls back into. The scene being built,
// the budget and the imports are parts of their own (SceneBuilder, Budget, ImportLoader);
// the machine holds them together with the output, the variables and the calls.
import ConcentricGeometry
import ShapeScene

/// The state one session's compiled code runs against.
final class Machine {
    let scene = SceneBuilder()
    let budget: Budget
    let imports: ImportLoader
    /// The texts this session (and its animation's frames) parsed, each once.
    let parses: ParseCache
    /// Receives each line of `print` and `explain` output as it happens.
    var output: (String) -> Void
    /// Values echoed by REPL expressions, in order, for the current chunk.
    var echoes: [String] = []
    /// What the REPL did on its own that a person should hear of: a top-level node replaced.
    var notices: [String] = []
    /// Warnings found while running (an approximate device, say); geometry warnings come from
    /// the finished scene.
    var warnings: [Diagnostic] = []
    /// Where a `concentricCornerRadii(in:)` is handed a node's `.frame` (canvas coordinates),
    /// by file and the argument's start offset (`file:offset`): the compiler marks them, the
    /// query converts them.
    var canvasFrameArguments: Set<String> = []
    /// The text of the chunk being evaluated, for assert messages in an unnamed chunk.
    var chunkSource = ""
    let globalScope = Scope(kind: .global, parent: nil)
    var globalFrame = Frame.make(parent: nil, size: 0)
    /// The layout queries of this run (Machine+Queries).
    var queries = QueryLog()
    /// Where the member access or call being run was written, for the query log.
    var querySite = (range: SourceRange(at: .start), file: String?.none)
    /// Frames below the top level that declared functions. A function holds the frame it was
    /// declared in and the frame holds the function: a cycle that reference counting never
    /// frees, so `breakCycles()` clears these frames when the session ends or resets.
    var declaringFrames: [Frame] = []
    /// The clock of the frame being evaluated: what `time` and `progress` read (Machine+Animation).
    var clock = Moment.start
    /// The animation the script declared, if any.
    var animation: DeclaredAnimation?
    /// Whether this evaluation has declared the animation already (twice is an error).
    var declaredAnimationInThisRun = false
    /// The top-level number `let`s declared, and the values set for them from outside.
    var parameters = ParameterTable()
    /// The `for` loops running, for the loop iteration each new node records. Behind a
    /// pointer: every node reads it and every iteration sets it, and a class's stored property
    /// is checked for exclusive access at run time on each of those (2% of building a scene).
    var loops: LoopMarks {
        _read { yield runningLoops.pointee }
        _modify { yield &runningLoops.pointee }
    }
    private let runningLoops: UnsafeMutablePointer<LoopMarks>
    /// What each top-level `let` is as an expression of the parameters, where it is one
    /// (Compiler+Derivation.swift).
    var symbolicGlobals: [SymbolicSlot: SceneExpression] = [:]
    /// The sides of top-level `let`s of a `Size`, `Point` or `Rect`, as expressions, by member.
    var symbolicMembers: [SymbolicSlot: [String: SceneExpression]] = [:]
    /// Top-level `let`s whose value cannot depend on a parameter (none is named in it).
    var independentGlobals: Set<SymbolicSlot> = []
    /// The devices whose size a top-level `let` hands to expressions as the screen's
    /// (`let phone = device("…")`): on a canvas of another device, even one of the same size,
    /// that is not the screen SwiftUI gives, so no expression of the screen is taken as agreeing.
    var screenDevices: Set<String> = []
    /// What `let`s in braces are as expressions, where they are one, and those that depend on
    /// a parameter (or a query) without one; their scopes, held (Compiler+Derivation.swift).
    var symbolicLocals: [SymbolicSlot: SceneExpression] = [:]
    var dependentLocals: Set<SymbolicSlot> = []
    var symbolicScopes: [Scope] = []
    /// What each `let` in braces was bound to, so that a derivation made again at run time
    /// (a function's placement, with the call's arguments bound) puts it in.
    var localLetValues: [SymbolicSlot: Expr] = [:]
    /// Top-level `let`s of lists of stops `keyframes` can follow (Compiler+ClockDerivation.swift).
    var symbolicLists: [SymbolicSlot: [SymbolicStop]] = [:]
    /// The top-level functions, whose calls may be put in as expressions (Compiler+Derivation).
    var symbolicFunctions: [SymbolicSlot: SymbolicFunction] = [:]
    /// The `let`s bound to a `concentricCornerRadii(in:)` call (Compiler+DrawnQueries).
    var boundQueries: [SymbolicSlot: BoundQuery] = [:]
    /// The calls running of functions that declare nodes, innermost last: the function, and its
    /// parameters' arguments as expressions (Compiler+CallDerivation.swift).
    var callBindings: [(function: String, bindings: [String: SceneExpression])] = []
    /// The `let`s bound to a node's `.frame`, in canvas coordinates (Machine+CanvasFrames).
    var canvasFrameLets: [SymbolicSlot: Scope] = [:]

    /// The parameters' values in this evaluation, by name.
    var parameterValues: [String: Double] {
        var values: [String: Double] = [:]
        for parameter in parameters.declared { values[parameter.name] = parameter.value }
        // On a device canvas, the screen's sides: what a device's `size` is, where it agrees and
        // every device read as the screen is the canvas's.
        if let canvas = scene.tree.canvas, let device = canvas.device,
            screenDevices.allSatisfy({ $0 == device.name })
        {
            values[SceneExpression.screenKey(.width)] = canvas.size.width
            values[SceneExpression.screenKey(.height)] = canvas.size.height
            values[SceneExpression.screenKey(.safeAreaTop)] = canvas.safeArea.top
            values[SceneExpression.screenKey(.safeAreaLeading)] = canvas.safeArea.leading
            values[SceneExpression.screenKey(.safeAreaBottom)] = canvas.safeArea.bottom
            values[SceneExpression.screenKey(.safeAreaTrailing)] = canvas.safeArea.trailing
        }
        return values
    }

    var limits: Limits {
        get { budget.limits }
        set { budget.limits = newValue }
    }

    init(
        limits: Limits, sources: any SourceProvider, access: FileAccess, parses: ParseCache = ParseCache(),
        output: @escaping (String) -> Void
    ) {
        budget = Budget(limits: limits)
        self.parses = parses
        imports = ImportLoader(provider: sources, access: access)
        self.output = output
        runningLoops = UnsafeMutablePointer<LoopMarks>.allocate(capacity: 1)
        runningLoops.initialize(to: LoopMarks())
    }

    deinit {
        runningLoops.deinitialize(count: 1)
        runningLoops.deallocate()
    }

    /// Starts a run of `source` (from `file`, or an unnamed chunk): no echoes, notices or
    /// warnings yet, the file known to the import loader. The first run of an evaluation also
    /// sets its counters to zero and keeps the chunk's text for assert messages; a run after it
    /// (its queries did not settle) starts from the same place, its steps still counting.
    func beginRun(_ source: String, file: String?, restarting: Bool) {
        scene.clearFailure()
        echoes = []
        notices = []
        warnings = []
        declaredAnimationInThisRun = false
        if restarting {
            budget.restart()
        } else {
            chunkSource = source
            budget.start()
        }
        imports.start(source, file: file)
    }

    /// Ends an evaluation, whether it succeeded or not: no node is open, no call under way.
    func finishEvaluation() {
        scene.nodeStack = []
    }

    // MARK: - Counting (the budget's hot paths, where compiled code calls them)

    @inline(__always)
    func step(at range: SourceRange) throws(ScriptError) {
        try budget.step(at: range)
    }

    @inline(__always)
    func charge(_ steps: Int) {
        budget.charge(steps)
    }

    func error(_ diagnostic: Diagnostic) -> ScriptError {
        ScriptError(diagnostic)
    }

    // MARK: - Output

    /// Sends a line to the output, counting it against the output limit.
    func emit(_ text: String, at range: SourceRange) throws(ScriptError) {
        try budget.countOutput(text, at: range)
        output(text)
    }

    func echo(_ value: Value) {
        if case .void = value { return }
        echoes.append(describe(value, quoted: true))
    }

    /// How `print` shows a value; nodes by name and kind.
    func describe(_ value: Value, quoted: Bool = false) -> String {
        switch value {
        case .node(let id):
            return "\(scene.tree.name(of: id.index) ?? "unnamed") (\(scene.tree.kindName(of: id.index)))"
        case .list(let items):
            return "[" + items.map { describe($0, quoted: true) }.joined(separator: ", ") + "]"
        case .string(let text) where quoted:
            return "\"\(text)\""
        default:
            return value.description
        }
    }

    /// The source text of a range, for assert messages.
    func sourceText(of range: SourceRange, file: String?) -> String {
        let text = file.flatMap { imports.sources[$0] } ?? chunkSource
        let utf8 = Array(text.utf8)
        guard range.start.offset <= range.end.offset, range.end.offset <= utf8.count else { return "" }
        return String(decoding: utf8[range.start.offset..<range.end.offset], as: UTF8.self)
    }

    // MARK: - Truth and numbers

    @inline(__always)
    func truth(_ value: Value, at range: SourceRange) throws(ScriptError) -> Bool {
        guard case .bool(let flag) = value else {
            throw error(.typeMismatch(expected: "bool", found: value, at: range))
        }
        return flag
    }

    func number(_ value: Value, at range: SourceRange) throws(ScriptError) -> Double {
        guard case .number(let number) = value else {
            throw error(.typeMismatch(expected: "number", found: value, at: range))
        }
        return number
    }

    /// A list index: a whole number within the list.
    func listIndex(_ value: Value, count: Int, at range: SourceRange) throws(ScriptError) -> Int {
        let number = try self.number(value, at: range)
        guard number.rounded() == number, number >= 0, number < Double(count) else {
            throw error(.indexOutOfRange(number, count: count, at: range))
        }
        return Int(number)
    }

    // MARK: - Calls

    /// Calls a function value with evaluated arguments.
    func call(_ callee: Value, _ arguments: [CallArgument], at range: SourceRange, calleeRange: SourceRange)
        throws(ScriptError)
        -> Value
    {
        switch callee {
        case .function(let function):
            return try callFunction(function, arguments, at: range)
        case .builtin(let builtin):
            var call = CallArguments(name: builtin.name, arguments: arguments, range: range)
            return try callBuiltin(builtin, &call)
        case .cornerStyle:
            throw error(.notCallable(callee, at: calleeRange, hint: "write '.concentric(minimum: 8)' or '.fixed(24)'"))
        default:
            throw error(.notCallable(callee, at: calleeRange, hint: nil))
        }
    }

    func callBuiltin(_ builtin: Builtin, _ call: inout CallArguments) throws(ScriptError) -> Value {
        call.signature = builtin.signature
        return try builtin.call(self, &call)
    }

    private func callFunction(_ function: Function, _ arguments: [CallArgument], at range: SourceRange)
        throws(ScriptError) -> Value
    {
        var frame = function.makeFrame()
        let parameters = function.parameters
        var filled = [Bool](repeating: false, count: parameters.count)
        var nextPositional = 0
        for argument in arguments {
            let index: Int
            if let label = argument.label {
                guard let found = parameters.firstIndex(where: { $0.label == label }) else {
                    throw error(
                        .unknownLabel(
                            label, callee: function.name, at: argument.range, known: parameters.compactMap { $0.label },
                            suggestion: closestMatch(to: label, among: parameters.compactMap { $0.label })))
                }
                index = found
            } else {
                guard
                    let found = parameters.indices.first(where: {
                        $0 >= nextPositional && parameters[$0].label == nil && !filled[$0]
                    })
                else {
                    if let labelled = parameters.indices.first(where: { !filled[$0] && parameters[$0].label != nil }),
                        let label = parameters[labelled].label
                    {
                        throw error(.missingLabel(label, callee: function.name, at: argument.range))
                    }
                    throw error(
                        .arity(
                            callee: function.name, expected: "\(parameters.count)", found: arguments.count, at: range))
                }
                index = found
                nextPositional = found + 1
            }
            guard !filled[index] else {
                throw error(
                    .duplicateArgument(parameters[index].label ?? "_", callee: function.name, at: argument.range))
            }
            filled[index] = true
            frame.slots[index] = argument.value
        }
        for index in parameters.indices where !filled[index] {
            guard let defaultValue = parameters[index].defaultValue else {
                throw error(
                    .missingArgument(
                        parameters[index].label ?? parameters[index].name, callee: function.name, at: range))
            }
            frame.slots[index] = try defaultValue(function.captured)
        }
        return try run(function, in: &frame, at: range)
    }

    /// Runs `function`'s body in `frame`, its arguments already in their slots, within the
    /// step and call-depth limits, and keeps the frame for the next call.
    @inline(__always)
    func run(_ function: Function, in frame: inout Frame, at range: SourceRange) throws(ScriptError) -> Value {
        try budget.enterCall(function, at: range)
        defer { budget.leaveCall() }
        let flow = try function.body(frame)
        function.recycle(&frame)
        if case .returned(let value) = flow { return value }
        return .void
    }

    // MARK: - Imports

    /// Compiles the imported file at `path` (relative to the importing file's folder) into the
    /// global scope. Returns its code, or nil when the file was already imported.
    func importFile(_ path: String, from importer: String?, at range: SourceRange, compiler: Compiler)
        throws(ScriptError)
        -> CompiledBlock?
    {
        guard let file = try imports.read(path, from: importer, at: range, limit: limits.maxImports) else {
            return nil
        }
        do throws(ScriptError) {
            try budget.countSource(file.source, at: range)
        } catch {
            throw ScriptError(error.diagnostic.inFile(importer))
        }
        imports.enter(file)
        defer { imports.leave() }
        let program = try parses.parsed(file.source, file: file.path, maxNestingDepth: limits.maxNestingDepth)
            .runnableProgram()
        let inner = Compiler(machine: self, scope: compiler.scope, file: file.path, interactive: false)
        return try inner.compileProgram(program)
    }

    // MARK: - Lifetime

    /// Releases every variable of the top level and of the frames that declared functions,
    /// breaking the cycles between functions and the frames they capture.
    func breakCycles() {
        globalFrame.clear()
        for frame in declaringFrames { frame.clear() }
        declaringFrames = []
    }
}
