// A thread that runs one closure until it is joined: the deep stack an evaluation runs on, a
// large scene's ids worked out while its radii are, and the check of its warnings that runs
// while it is written. The core's one seam for threads: shape.wasm has none, and there every
// body runs when it is joined (ARCHITECTURE.md, "Platform seams").
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a thread of its own from ``start(stackSize:_:)`` until ``join()``; `body`
/// leaves what it makes where its caller reads it after the join.
///
/// When no thread can be started (the system is out of them, or the platform has none, as in
/// shape.wasm), `body` runs on the joining thread instead, so the outcome is the same either
/// way. The thread holds the value until `body` returns; a thread never joined is joined (or,
/// when the thread itself lets go of the value last, detached) when the value goes away.
///
/// Not generic on purpose: a generic class's type is made at run time on first use, which
/// every start of the program would pay (the evaluation runs on one of these).
public final class JoinableThread: @unchecked Sendable {
    private let body: () -> Void
    private var thread: SystemThread?
    /// Whether `body` has run (or is running on the thread).
    private var started = false

    /// Starts `body`; `stackSize` in bytes (address space only: pages are committed as they are
    /// touched), or the system's default.
    public static func start(stackSize: Int? = nil, _ body: @escaping () -> Void) -> JoinableThread {
        let work = JoinableThread(body)
        // The thread's entry holds this value until `body` has returned.
        work.thread = SystemThread(stackSize: stackSize) { [work] in work.body() }
        work.started = work.thread != nil
        return work
    }

    private init(_ body: @escaping () -> Void) {
        self.body = body
    }

    deinit {
        guard let thread else { return }
        if !thread.detachIfCurrent() { thread.join() }
    }

    /// Waits until `body` has run: for the thread to end, or, when none was started, by
    /// running it here. From one thread; joining again does nothing more.
    public func join() {
        if let thread {
            self.thread = nil
            thread.join()
        }
        if !started {
            started = true
            body()
        }
    }
}

#if hasFeature(Embedded)
    /// No threads in shape.wasm: none is ever started, and every body runs when it is joined.
    private struct SystemThread {
        init?(stackSize: Int?, _ run: @escaping () -> Void) { return nil }
        func join() {}
        func detachIfCurrent() -> Bool { false }
    }
#else
    /// A POSIX thread running one closure.
    private struct SystemThread {
        #if canImport(Glibc)
            private var handle = pthread_t()
        #else
            private var handle: pthread_t?
        #endif

        /// Starts `run`; nil when no thread could be started.
        init?(stackSize: Int?, _ run: @escaping () -> Void) {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
            // The thread's entry is a C function: it gets the closure through a retained box.
            let context = Unmanaged.passRetained(ThreadEntry(run)).toOpaque()
            let result = pthread_create(
                &handle, &attributes,
                { raw in
                    #if canImport(Glibc)
                        guard let raw else { return nil }
                    #endif
                    Unmanaged<ThreadEntry>.fromOpaque(raw).takeRetainedValue().run()
                    return nil
                }, context)
            guard result == 0 else {
                Unmanaged<ThreadEntry>.fromOpaque(context).release()
                return nil
            }
        }

        /// Waits for the thread to end.
        func join() {
            #if canImport(Glibc)
                pthread_join(handle, nil)
            #else
                if let handle { pthread_join(handle, nil) }
            #endif
        }

        /// Detaches the thread when it is the one running now (it let go of the last reference
        /// to its own `JoinableThread`, and cannot join itself); false otherwise.
        func detachIfCurrent() -> Bool {
            #if canImport(Glibc)
                guard pthread_equal(handle, pthread_self()) != 0 else { return false }
                pthread_detach(handle)
            #else
                guard let handle, pthread_equal(handle, pthread_self()) != 0 else { return false }
                pthread_detach(handle)
            #endif
            return true
        }
    }

    /// What a ``SystemThread`` runs.
    private final class ThreadEntry {
        let run: () -> Void

        init(_ run: @escaping () -> Void) { self.run = run }
    }
#endif
