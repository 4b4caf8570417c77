// A thread that runs one closure and hands its result back when joined: the deep stack an
// evaluation runs on, a large scene's ids worked out while its radii are, and the check of its
// warnings that runs while it is written.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a thread of its own from ``start(stackSize:_:)`` until ``join()``.
///
/// When no thread can be started (the system is out of them), `body` runs on the joining
/// thread instead, so the result is the same either way. The thread holds the value until
/// `body` returns; a thread never joined is joined (or, when the thread itself lets go of the
/// value last, detached) when the value goes away.
public final class JoinableThread<Result>: @unchecked Sendable {
    private let body: () -> Result
    /// Set by the thread before it ends; read only after `pthread_join`.
    private var result: Result?
    #if canImport(Glibc)
        private var thread = pthread_t()
    #else
        private var thread: pthread_t?
    #endif
    private var running = false

    /// Starts `body`; `stackSize` in bytes (address space only: pages are committed as they are
    /// touched), or the system's default.
    public static func start(stackSize: Int? = nil, _ body: @escaping () -> Result) -> JoinableThread {
        let work = JoinableThread(body)
        work.launch(stackSize: stackSize)
        return work
    }

    private init(_ body: @escaping () -> Result) {
        self.body = body
    }

    private func launch(stackSize: Int?) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        // The thread's entry is a C function, which cannot name `Result`: it gets a closure
        // that holds this value until `body` has returned.
        let entry = ThreadEntry { [self] in result = body() }
        let context = Unmanaged.passRetained(entry).toOpaque()
        #if canImport(Glibc)
            var created = pthread_t()
        #else
            var created: pthread_t?
        #endif
        let started = pthread_create(
            &created, &attributes,
            { raw in
                #if canImport(Glibc)
                    guard let raw else { return nil }
                #endif
                Unmanaged<ThreadEntry>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, context)
        if started == 0 {
            thread = created
            running = true
        } else {
            Unmanaged<ThreadEntry>.fromOpaque(context).release()
        }
    }

    deinit {
        guard running else { return }
        #if canImport(Glibc)
            if pthread_equal(thread, pthread_self()) != 0 {
                pthread_detach(thread)
                return
            }
        #else
            if let thread, pthread_equal(thread, pthread_self()) != 0 {
                pthread_detach(thread)
                return
            }
        #endif
        waitForThread()
    }

    /// Waits for the thread to end and returns what `body` returned (running it here when no
    /// thread was started). Call it once, from one thread.
    public func join() -> Result {
        waitForThread()
        if let result {
            self.result = nil
            return result
        }
        return body()
    }

    private func waitForThread() {
        guard running else { return }
        running = false
        #if canImport(Glibc)
            pthread_join(thread, nil)
        #else
            if let thread { pthread_join(thread, nil) }
        #endif
    }
}

/// What a ``JoinableThread``'s thread runs.
private final class ThreadEntry {
    let run: () -> Void

    init(_ run: @escaping () -> Void) { self.run = run }
}
