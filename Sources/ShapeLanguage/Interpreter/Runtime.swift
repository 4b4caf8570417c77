// The runtime pieces compiled code runs on: frames of variable slots, control flow, limits
// and the interrupt flag that Ctrl-C sets.
import Synchronization

/// Compiled code: an expression yields a value, a statement yields how control goes on.
typealias CompiledExpr = (Frame) throws -> Value
typealias CompiledStmt = (Frame) throws -> Flow
typealias CompiledBlock = (Frame) throws -> Flow

/// How control leaves a statement.
enum Flow {
    case next
    case breakLoop
    case continueLoop
    case returned(Value)
}

/// One scope's variables at run time. Names were turned into slot indices at compile time;
/// a variable is found by walking `depth` parents and reading one slot.
///
/// The slots live in a manually allocated buffer rather than an array: reads and writes then
/// need neither uniqueness nor exclusivity checks, which dominate a tree-walker's inner loop.
final class Frame: @unchecked Sendable {
    private(set) var slots: UnsafeMutablePointer<Value>
    private(set) var count: Int
    let parent: Frame?

    init(parent: Frame?, size: Int) {
        self.parent = parent
        self.count = size
        slots = UnsafeMutablePointer<Value>.allocate(capacity: Swift.max(size, 1))
        slots.initialize(repeating: .void, count: size)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Forgets every variable, releasing the functions that capture this frame.
    func clear() {
        for index in 0..<count { slots[index] = .void }
    }

    /// Grows the frame to `size` slots (the REPL's top level gains names between chunks).
    func grow(to size: Int) {
        guard size > count else { return }
        let bigger = UnsafeMutablePointer<Value>.allocate(capacity: size)
        bigger.moveInitialize(from: slots, count: count)
        (bigger + count).initialize(repeating: .void, count: size - count)
        slots.deallocate()
        slots = bigger
        count = size
    }

    /// The frame `depth` scopes out (0 is this one).
    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        var remaining = depth
        while remaining > 0, let parent = frame.parent {
            frame = parent
            remaining -= 1
        }
        return frame
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
        maxNodes: Int = 2_000_000, maxImports: Int = 256, maxOutputBytes: Int = 64 << 20,
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

    static var isRequested: Bool {
        flag.load(ordering: .relaxed)
    }
}
