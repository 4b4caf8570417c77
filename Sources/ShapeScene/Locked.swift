// A value that one thread at a time reads or changes: Synchronization's `Mutex` in the native
// build, the value alone in shape.wasm, which has one thread and no `Mutex`. The core's one
// seam for locks (ARCHITECTURE.md, "Platform seams").
#if hasFeature(Embedded)
    /// The value, changed in place by one caller at a time: shape.wasm runs one thread.
    public final class Locked<Value>: @unchecked Sendable {
        private var value: Value

        public init(_ value: Value) { self.value = value }

        /// Runs `body` with the value.
        public func withLock<Result>(_ body: (inout Value) -> Result) -> Result { body(&value) }
    }
#else
    import Synchronization

    /// `Mutex`: the value, changed in place by one thread at a time.
    public typealias Locked<Value> = Mutex<Value>
#endif
