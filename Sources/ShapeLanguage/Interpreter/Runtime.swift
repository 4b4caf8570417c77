// The runtime pieces compiled code runs on: frames of variable slots and control flow.

/// Compiled code: an expression yields a value, a statement yields how control goes on.
typealias CompiledExpr = (Frame) throws -> Value
typealias CompiledStmt = (Frame) throws -> Flow
typealias CompiledBlock = (Frame) throws -> Flow

/// An expression's code, for arrays of them. Swift keeps a closure stored in an array, an
/// optional or a tuple in its most general form and calls it through reabstraction thunks
/// (two calls more each time); a closure in a struct's field is called directly. Compiled code
/// that travels in a collection travels in these.
struct ExpressionCode {
    let run: CompiledExpr
}

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

    /// The values of every slot, to put back with ``restore(_:)``.
    func values() -> [Value] {
        Array(UnsafeBufferPointer(start: slots, count: count))
    }

    /// Puts back values taken by ``values()``; slots added since are emptied.
    func restore(_ values: [Value]) {
        for index in 0..<count { slots[index] = index < values.count ? values[index] : .void }
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
