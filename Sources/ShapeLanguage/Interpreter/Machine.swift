// The interpreter's run-time state: the scene being built, the current node, counters for
// the limits, output, and the operations compiled code calls back into.
import ConcentricGeometry
import Synchronization

/// The state one session's compiled code runs against.
final class Machine {
    var graph = SceneGraph()
    /// The records whose braces are being run, innermost last.
    var nodeStack: [Int] = []
    private var cachedLayout: LayoutResult?
    var limits: Limits {
        didSet {
            counters[1] = limits.maxSteps
            counters[3] = limits.maxCallDepth
        }
    }
    /// Steps so far and the step limit, behind a raw pointer: the hot path then pays no
    /// exclusivity check for touching a class's stored property.
    private let counters: UnsafeMutablePointer<Int>
    var steps: Int {
        get { counters[0] }
        set { counters[0] = newValue }
    }
    /// Function calls under way.
    /// Set by `Session.interrupt()` from any thread; seen at the next step.
    let interruptFlag = Atomic<Bool>(false)
    var callDepth: Int {
        get { counters[2] }
        set { counters[2] = newValue }
    }
    var outputBytes = 0
    /// Receives each line of `print` and `explain` output as it happens.
    var output: (String) -> Void
    /// Values echoed by REPL expressions, in order, for the current chunk.
    var echoes: [String] = []
    /// Warnings found while running (an approximate device, say); geometry warnings come from layout.
    var warnings: [Diagnostic] = []
    /// Source text by display path (nil key: the unnamed chunk), for assert messages and diagnostics.
    var sources: [String: String] = [:]
    var chunkSource = ""
    let globalScope = Scope(kind: .global, parent: nil)
    var globalFrame = Frame(parent: nil, size: 0)
    /// Frames below the top level that declared functions. A function holds the frame it was
    /// declared in and the frame holds the function: a cycle that reference counting never
    /// frees, so `breakCycles()` clears these frames when the session ends or resets.
    var declaringFrames: [Frame] = []
    /// Files imported so far (canonical paths), and the chain of those being imported now.
    var importedFiles: Set<String> = []
    var importChain: [String] = []
    var importCount = 0
    /// Bytes of source read by the current evaluation, imports included.
    var sourceBytes = 0
    var fileAccess: FileAccess
    var canvasDeclaredAt: SourceRange?

    init(limits: Limits, fileAccess: FileAccess, output: @escaping (String) -> Void) {
        self.limits = limits
        self.fileAccess = fileAccess
        self.output = output
        counters = UnsafeMutablePointer<Int>.allocate(capacity: 4)
        counters.initialize(repeating: 0, count: 4)
        counters[1] = limits.maxSteps
        counters[3] = limits.maxCallDepth
    }

    deinit {
        counters.deallocate()
    }

    // MARK: - Counting

    /// Counts one step (a loop iteration, a call, a node) against the step limit, and notices
    /// an interrupt request.
    @inline(__always)
    func step(at range: SourceRange) throws {
        let steps = counters[0] &+ 1
        counters[0] = steps
        if steps > counters[1] {
            throw error(.stepLimit(limits.maxSteps, at: range))
        }
        if steps & 0x3FF == 0, Interruption.isRequested || interruptFlag.load(ordering: .relaxed) {
            throw error(.interrupted(at: range))
        }
    }

    /// Counts the work of an operation whose time grows with the size of its operands against
    /// the step limit, or a loop that repeats it (`s = s + "x"`, `xs == ys` on long lists) runs
    /// for hours within the step limit. The next `step` stops the loop. A step is a few to a few
    /// hundred nanoseconds; so is joining 64 bytes, copying 8 list elements, laying out one node.
    @inline(__always)
    func charge(_ steps: Int) {
        counters[0] = counters[0] &+ steps
    }

    /// Steps charged for copying `count` list elements.
    static func listWork(_ count: Int) -> Int { count >> 3 }
    /// Steps charged for copying or comparing `count` bytes of text.
    static func textWork(_ count: Int) -> Int { count >> 6 }

    func error(_ diagnostic: Diagnostic) -> ScriptError {
        ScriptError(diagnostic)
    }

    // MARK: - Output

    /// Sends a line to the output, counting it against the output limit.
    func emit(_ text: String, at range: SourceRange) throws {
        outputBytes += text.utf8.count + 1
        guard outputBytes <= limits.maxOutputBytes else {
            throw error(.outputLimit(limits.maxOutputBytes, at: range))
        }
        output(text)
    }

    func echo(_ value: Value) {
        if case .void = value { return }
        echoes.append(describe(value, quoted: true))
    }

    /// How `print` shows a value; nodes by name and frame.
    func describe(_ value: Value, quoted: Bool = false) -> String {
        switch value {
        case .node(let id):
            let record = graph.records[id.index]
            let kind: String
            switch record.kind {
            case .node(_, let shape): kind = shape.kindName
            case .stack(let axis, _, _): kind = axis.rawValue
            }
            return "\(record.name ?? "unnamed") (\(kind))"
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
        let text = file.flatMap { sources[$0] } ?? chunkSource
        let utf8 = Array(text.utf8)
        guard range.start.offset <= range.end.offset, range.end.offset <= utf8.count else { return "" }
        return String(decoding: utf8[range.start.offset..<range.end.offset], as: UTF8.self)
    }

    /// Counts a file's text against the source size limit.
    func checkSource(_ text: String, at range: SourceRange) throws {
        sourceBytes += text.utf8.count
        if sourceBytes > limits.maxSourceBytes {
            throw error(.sourceLimit(limits.maxSourceBytes, at: range))
        }
    }

    func checkString(_ text: String, at range: SourceRange) throws {
        if text.utf8.count > limits.maxStringLength {
            throw error(.stringLimit(limits.maxStringLength, at: range))
        }
    }

    // MARK: - Truth and numbers

    @inline(__always)
    func truth(_ value: Value, at range: SourceRange) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw error(.typeMismatch(expected: "bool", found: value, at: range))
        }
        return flag
    }

    func number(_ value: Value, at range: SourceRange) throws -> Double {
        guard case .number(let number) = value else {
            throw error(.typeMismatch(expected: "number", found: value, at: range))
        }
        return number
    }

    /// A list index: a whole number within the list.
    func listIndex(_ value: Value, count: Int, at range: SourceRange) throws -> Int {
        let number = try self.number(value, at: range)
        guard number.rounded() == number, number >= 0, number < Double(count) else {
            throw error(.indexOutOfRange(number, count: count, at: range))
        }
        return Int(number)
    }

    // MARK: - Calls

    /// Calls a function value with evaluated arguments.
    func call(_ callee: Value, _ arguments: [CallArgument], at range: SourceRange, calleeRange: SourceRange) throws
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

    func callBuiltin(_ builtin: Builtin, _ call: inout CallArguments) throws -> Value {
        try builtin.call(self, &call)
    }

    /// Counts a call against the step and call-depth limits; the caller must `leaveCall()`.
    @inline(__always)
    func enterCall(_ function: Function, at range: SourceRange) throws {
        try step(at: range)
        let depth = counters[2]
        guard depth < counters[3] else {
            throw error(.callDepthLimit(limits.maxCallDepth, function: function.name, at: range))
        }
        counters[2] = depth + 1
    }

    @inline(__always)
    func leaveCall() {
        counters[2] -= 1
    }

    private func callFunction(_ function: Function, _ arguments: [CallArgument], at range: SourceRange) throws -> Value
    {
        let frame = Frame(parent: function.captured, size: function.slotCount)
        let parameters = function.parameters
        var filled = [Bool](repeating: false, count: parameters.count)
        var nextPositional = 0
        for argument in arguments {
            let index: Int
            if let label = argument.label {
                guard let found = parameters.firstIndex(where: { $0.label == label }) else {
                    throw error(
                        .unknownLabel(
                            label, callee: function.name, at: argument.range, known: parameters.compactMap(\.label),
                            suggestion: closestMatch(to: label, among: parameters.compactMap(\.label))))
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
        try enterCall(function, at: range)
        defer { leaveCall() }
        if case .returned(let value) = try function.body(frame) {
            return value
        }
        return .void
    }

    // MARK: - Nodes

    /// Starts a node or stack under the current one and makes it current.
    func beginNode(_ kind: RecordKind, name: String?, at range: SourceRange, file: String?) throws -> NodeID {
        try step(at: range)
        let parent = nodeStack.last
        if let parent, graph.records[parent].role == .shape {
            throw error(.childOfShape(parentName: graph.records[parent].name, at: range))
        }
        // Stacks count too: they are not drawn, but each is a record in memory.
        if graph.records.count >= limits.maxNodes {
            throw error(.nodeLimit(limits.maxNodes, at: range))
        }
        let index = graph.add(NodeRecord(kind: kind, name: name, declaredAt: range, file: file), under: parent)
        nodeStack.append(index)
        invalidateLayout()
        return NodeID(index)
    }

    func endNode() {
        nodeStack.removeLast()
    }

    /// The record a command applies to.
    private func currentRecord(_ call: CallArguments) throws -> Int {
        guard let current = nodeStack.last else {
            throw error(.commandOutsideNode(call.name, at: call.range))
        }
        return current
    }

    func updatePlacement(_ call: CallArguments, _ change: (inout Placement) -> Void) throws {
        let index = try currentRecord(call)
        change(&graph.records[index].placement)
        invalidateLayout()
    }

    func updateStyle(_ call: CallArguments, _ change: (inout NodeRecord) -> Void) throws {
        let index = try currentRecord(call)
        if graph.records[index].isStack {
            throw error(.styleOnStack(call.name, at: call.range))
        }
        change(&graph.records[index])
    }

    /// `annotate` inside a node marks it; at the top level it marks the whole scene.
    func annotate(_ on: Bool) {
        if let current = nodeStack.last {
            graph.records[current].annotate = on
        } else {
            graph.annotateAll = on
        }
    }

    func shapeValue(_ value: Value, at range: SourceRange) throws -> ShapeValue {
        guard case .shape(let shape) = value else {
            throw error(
                .typeMismatch(expected: "shape such as RoundedRectangle(cornerRadius: 24)", found: value, at: range))
        }
        return shape
    }

    func expectNode(_ value: Value, at range: SourceRange) throws -> NodeID {
        guard case .node(let id) = value else {
            throw error(.typeMismatch(expected: "node", found: value, at: range))
        }
        return id
    }

    // MARK: - Layout

    func invalidateLayout() {
        cachedLayout = nil
    }

    /// The current layout of everything built so far, computed when first asked for.
    var layout: LayoutResult {
        if let cachedLayout { return cachedLayout }
        // Laying out is linear in the scene: a step per node, so that asking for a frame after
        // every new node cannot make a loop quadratic.
        charge(graph.records.count)
        let result = Layout.run(graph)
        cachedLayout = result
        return result
    }

    /// The explanation of one node's radii, line by line.
    func explanation(of id: NodeID) -> [String] {
        guard let node = SceneAssembly.node(id.index, graph, layout) else { return [] }
        return Explanation.lines(for: node)
    }

    /// Releases every variable of the top level and of the frames that declared functions,
    /// breaking the cycles between functions and the frames they capture.
    func breakCycles() {
        globalFrame.clear()
        for frame in declaringFrames { frame.clear() }
        declaringFrames = []
    }

    /// Clears the scene and counters (not the variables).
    func resetScene() {
        graph = SceneGraph()
        nodeStack = []
        canvasDeclaredAt = nil
        invalidateLayout()
    }
}
