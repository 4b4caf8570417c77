// The budget of one evaluation: named counters against their limits (steps, call depth, output,
// source), and the interrupt that Ctrl-C or a newer edit raises. Compiled code counts here.
import Synchronization

/// What an evaluation has used of its ``Limits``, and whether it has been asked to stop.
///
/// The step and call-depth counters sit behind a raw pointer: the hot path then pays no
/// exclusivity check for touching a class's stored property.
final class Budget {
    var limits: Limits {
        didSet {
            counters[Counter.maxSteps] = limits.maxSteps
            counters[Counter.maxCallDepth] = limits.maxCallDepth
        }
    }
    private let counters: UnsafeMutablePointer<Int>
    /// Bytes printed by `print` and `explain` in this evaluation.
    private(set) var outputBytes = 0
    /// Bytes of source read by this evaluation, imports included.
    private(set) var sourceBytes = 0
    /// Set by `Session.interrupt()` from any thread; seen at the next step.
    let interruptFlag = Atomic<Bool>(false)
    /// Leave a pending Ctrl-C alone when an evaluation starts: the frames of an animation are
    /// evaluations of their own, and a Ctrl-C while they run stops them all.
    var keepsInterruption = false

    /// The slots of `counters`.
    private enum Counter {
        static let steps = 0
        static let maxSteps = 1
        static let callDepth = 2
        static let maxCallDepth = 3
    }

    init(limits: Limits) {
        self.limits = limits
        counters = UnsafeMutablePointer<Int>.allocate(capacity: 4)
        counters.initialize(repeating: 0, count: 4)
        counters[Counter.maxSteps] = limits.maxSteps
        counters[Counter.maxCallDepth] = limits.maxCallDepth
    }

    deinit {
        counters.deallocate()
    }

    /// Starts a new evaluation: every counter at zero, no interrupt pending.
    func start() {
        counters[Counter.steps] = 0
        counters[Counter.callDepth] = 0
        outputBytes = 0
        sourceBytes = 0
        if !keepsInterruption { Interruption.clear() }
        interruptFlag.store(false, ordering: .relaxed)
    }

    /// Starts the same evaluation again (a run that settles its queries): the steps taken so
    /// far still count, so repeated runs cannot outlast the step limit; the sizes start over.
    func restart() {
        counters[Counter.callDepth] = 0
        outputBytes = 0
        sourceBytes = 0
    }

    var steps: Int { counters[Counter.steps] }

    // MARK: - Steps

    /// Counts one step (a loop iteration, a call, a node) against the step limit, and notices
    /// an interrupt request.
    @inline(__always)
    func step(at range: SourceRange) throws(ScriptError) {
        let steps = counters[Counter.steps] &+ 1
        counters[Counter.steps] = steps
        if steps > counters[Counter.maxSteps] {
            throw ScriptError(.stepLimit(limits.maxSteps, at: range))
        }
        if steps & 0x3FF == 0, Interruption.isRequested || interruptFlag.load(ordering: .relaxed) {
            throw ScriptError(.interrupted(at: range))
        }
    }

    /// Counts the work of an operation whose time grows with the size of its operands against
    /// the step limit, or a loop that repeats it (`s = s + "x"`, `xs == ys` on long lists) runs
    /// for hours within the step limit. The next `step` stops the loop. A step is a few to a few
    /// hundred nanoseconds; so is joining 64 bytes, copying 8 list elements, laying out one node.
    @inline(__always)
    func charge(_ steps: Int) {
        counters[Counter.steps] = counters[Counter.steps] &+ steps
    }

    /// Steps charged for copying `count` list elements.
    static func listWork(_ count: Int) -> Int { count >> 3 }
    /// Steps charged for copying or comparing `count` bytes of text.
    static func textWork(_ count: Int) -> Int { count >> 6 }

    // MARK: - Calls

    /// Counts a call of `function` against the step and call-depth limits; the caller must
    /// `leaveCall()`.
    @inline(__always)
    func enterCall(_ function: Function, at range: SourceRange) throws(ScriptError) {
        try step(at: range)
        let depth = counters[Counter.callDepth]
        guard depth < counters[Counter.maxCallDepth] else {
            throw ScriptError(.callDepthLimit(limits.maxCallDepth, function: function.name, at: range))
        }
        counters[Counter.callDepth] = depth + 1
    }

    @inline(__always)
    func leaveCall() {
        counters[Counter.callDepth] -= 1
    }

    // MARK: - Sizes

    /// Counts a line of output against the output limit.
    func countOutput(_ text: String, at range: SourceRange) throws(ScriptError) {
        outputBytes += text.utf8.count + 1
        guard outputBytes <= limits.maxOutputBytes else {
            throw ScriptError(.outputLimit(limits.maxOutputBytes, at: range))
        }
    }

    /// Counts a file's text against the source size limit.
    func countSource(_ text: String, at range: SourceRange) throws(ScriptError) {
        sourceBytes += text.utf8.count
        if sourceBytes > limits.maxSourceBytes {
            throw ScriptError(.sourceLimit(limits.maxSourceBytes, at: range))
        }
    }

    func checkString(_ text: String, at range: SourceRange) throws(ScriptError) {
        if text.utf8.count > limits.maxStringLength {
            throw ScriptError(.stringLimit(limits.maxStringLength, at: range))
        }
    }

    /// Counts a new node against the node limit.
    func checkNodeCount(_ count: Int, at range: SourceRange) throws(ScriptError) {
        if count >= limits.maxNodes {
            throw ScriptError(.nodeLimit(limits.maxNodes, at: range))
        }
    }
}

/// Bounds on what one evaluation may consume. The defaults are above any honest script
/// (a million nodes, a loop of a few million iterations) and stop runaway ones within about
/// two seconds of a release build (RELIABILITY.md has the measurements).
public struct Limits: Hashable, Sendable {
    /// Loop iterations, function calls and node creations, together, plus the work of long
    /// operations: a step for each 64 bytes joined or compared, 8 list elements copied, list
    /// element compared or passed to `min`/`max`, node laid out, and 64 bytes of a loop's or a
    /// function's source run once more.
    public var maxSteps: Int
    /// Nested function calls.
    public var maxCallDepth: Int
    /// Nested brackets and blocks in the source.
    public var maxNestingDepth: Int
    /// Nodes in the scene, stacks included.
    public var maxNodes: Int
    /// Files imported, in total.
    public var maxImports: Int
    /// Bytes printed by `print` and `explain`.
    public var maxOutputBytes: Int
    /// Characters in one string value.
    public var maxStringLength: Int
    /// Elements in one list value.
    public var maxListLength: Int
    /// Bytes of source text in one evaluation, the script and its imports together: compiled
    /// code takes about a hundred times the size of its text in memory.
    public var maxSourceBytes: Int

    public init(
        maxSteps: Int = 10_000_000, maxCallDepth: Int = 1_000, maxNestingDepth: Int = 256,
        maxNodes: Int = 1_500_000, maxImports: Int = 256, maxOutputBytes: Int = 64 << 20,
        maxStringLength: Int = 16 << 20, maxListLength: Int = 10_000_000, maxSourceBytes: Int = 4 << 20
    ) {
        self.maxSteps = maxSteps
        self.maxCallDepth = maxCallDepth
        self.maxNestingDepth = maxNestingDepth
        self.maxNodes = maxNodes
        self.maxImports = maxImports
        self.maxOutputBytes = maxOutputBytes
        self.maxStringLength = maxStringLength
        self.maxListLength = maxListLength
        self.maxSourceBytes = maxSourceBytes
    }

    /// Tighter bounds for scripts from strangers (`--sandbox`).
    public static let sandbox = Limits(
        maxSteps: 5_000_000, maxCallDepth: 200, maxNestingDepth: 128, maxNodes: 50_000, maxImports: 0,
        maxOutputBytes: 1 << 20, maxStringLength: 1 << 20, maxListLength: 100_000, maxSourceBytes: 1 << 20)
}

/// Set from a signal handler (Ctrl-C) to stop a running evaluation at its next step.
public enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// Asks the running evaluation to stop. Safe to call from a signal handler.
    public static func request() {
        flag.store(true, ordering: .relaxed)
    }

    /// Forgets an earlier request.
    public static func clear() {
        flag.store(false, ordering: .relaxed)
    }

    /// Whether a stop was asked for and not yet cleared (an evaluation clears it when it starts).
    public static var isRequested: Bool {
        flag.load(ordering: .relaxed)
    }
}
