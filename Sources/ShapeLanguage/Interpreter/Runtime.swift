// The runtime pieces compiled code runs on: frames of variable slots and control flow.

/// Compiled code: an expression yields a value, a statement yields how control goes on.
typealias CompiledExpr = (Frame) throws(ScriptError) -> Value
typealias CompiledStmt = (Frame) throws(ScriptError) -> Flow
typealias CompiledBlock = (Frame) throws(ScriptError) -> Flow

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
/// The slots are read through a raw pointer rather than an array: reads and writes then need
/// neither uniqueness nor exclusivity checks, which dominate a tree-walker's inner loop. They
/// live in the frame's own allocation (a `ManagedBuffer`'s tail), so a call allocates once;
/// only the top level, which grows as the REPL declares names, moves them to a buffer apart.
final class Frame: ManagedBuffer<Frame.Header, Value> {
    struct Header {
        let parent: Frame?
        var count: Int
        var slots: UnsafeMutablePointer<Value>
        /// Whether `slots` is a buffer of its own (after ``grow(to:)``) rather than the tail.
        var isSeparate: Bool
    }

    /// A frame of `size` empty slots whose enclosing scope's frame is `parent`.
    static func make(parent: Frame?, size: Int) -> Frame {
        let buffer = Frame.create(minimumCapacity: Swift.max(size, 1)) { buffer in
            let slots = buffer.withUnsafeMutablePointerToElements { $0 }
            slots.initialize(repeating: .void, count: size)
            return Header(parent: parent, count: size, slots: slots, isSeparate: false)
        }
        return unsafeDowncast(buffer, to: Frame.self)
    }

    deinit {
        withUnsafeMutablePointerToHeader { header in
            let slots = header.pointee.slots
            // One by one: a frame holds a few slots, and the generic bulk destroy costs more
            // than releasing them inline.
            for index in 0..<header.pointee.count { _ = (slots + index).move() }
            if header.pointee.isSeparate { slots.deallocate() }
        }
    }

    // Read through the header's address: reading `header` itself copies the whole struct,
    // retaining and releasing the parent on every variable access.
    @inline(__always) var slots: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToHeader { $0.pointee.slots } }
    @inline(__always) var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
    @inline(__always) var parent: Frame? { withUnsafeMutablePointerToHeader { $0.pointee.parent } }

    /// Forgets every variable, releasing the functions that capture this frame.
    func clear() {
        for index in 0..<count {
            // A number holds nothing to release: overwritten without the out-of-line release.
            if case .number = slots[index] {
                (slots + index).initialize(to: .void)
            } else {
                slots[index] = .void
            }
        }
    }

    /// Stores a number in slot `index`. Over a number (the usual case in arithmetic loops) it
    /// skips the release of the old value that a plain assignment calls out of line: a number
    /// holds nothing to release.
    @inline(__always)
    func setNumber(_ number: Double, at index: Int) {
        Frame.store(number, in: slots + index)
    }

    /// ``setNumber(_:at:)`` given the slot's address.
    @inline(__always)
    static func store(_ number: Double, in slot: UnsafeMutablePointer<Value>) {
        if case .number = slot.pointee {
            slot.initialize(to: .number(number))
        } else {
            slot.pointee = .number(number)
        }
    }

    /// `frame` again when nothing else holds it (no function declared in it kept it), emptied
    /// for another run of the same scope; otherwise nil. A loop iteration or a call then
    /// reuses its frame instead of allocating and freeing one (fib(27): malloc and free were a
    /// fifth of every call).
    @inline(__always)
    static func reusable(_ frame: inout Frame) -> Frame? {
        guard isKnownUniquelyReferenced(&frame) else { return nil }
        frame.clear()
        return frame
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
        withUnsafeMutablePointerToHeader { header in
            if header.pointee.isSeparate { header.pointee.slots.deallocate() }
            header.pointee.slots = bigger
            header.pointee.count = size
            header.pointee.isSeparate = true
        }
    }

    /// The slots of the frame `depth` scopes out (0 is this one), found without retaining and
    /// releasing every frame on the way, as ``ancestor(_:)`` does: a variable of an enclosing
    /// scope is read or written in place. Good while this frame lives (each frame holds its
    /// parent, and only the top level's slots ever move, between chunks).
    @inline(__always)
    func slots(outward depth: Int) -> UnsafeMutablePointer<Value> {
        var frame = Unmanaged.passUnretained(self)
        var remaining = depth
        while remaining > 0, let parent = frame._withUnsafeGuaranteedRef({ $0.unretainedParent }) {
            frame = parent
            remaining -= 1
        }
        return frame._withUnsafeGuaranteedRef { $0.slots }
    }

    @inline(__always) private var unretainedParent: Unmanaged<Frame>? {
        withUnsafeMutablePointerToHeader { header in
            guard let parent = header.pointee.parent else { return nil }
            return Unmanaged.passUnretained(parent)
        }
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
