// A thread that runs one closure until it is joined: the deep stack an evaluation runs on, a
// large scene's ids worked out while its radii are, and the check of its warnings that runs
// while it is written.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a thread of its own from ``start(stackSize:_:)`` until ``join()``; `body`
/// leaves what it makes where its caller reads it after the join.
///
/// When no thread can be started (the system is out of them), `body` runs on the joining
/// thread instead, so the outcome is the same either way. The thread holds the value until
/// `body` returns; a thread never joined is joined (or, when the thread itself lets go of the
/// value last, detached) when the value goes away.
///
/// Not generic on purpose: a generic class's type is made at run time on first use, which
/// every start of the program would pay (the evaluation runs on one of these).
public final class JoinableThread: @unchecked Sendable {
    private let body: () -> Void
    #if canImport(Glibc)
        private var thread = pthread_t()
    #else
        private var thread: pthread_t?
    #endif
    private var running = false
    /// Whether `body` has run (or is running on the thread).
    private var started = false

    /// Starts `body`; `stackSize` in bytes (address space only: pages are committed as they are
    /// touched), or the system's default.
    public static func start(stackSize: Int? = nil, _ body: @escaping () -> Void) -> JoinableThread {
        let work = JoinableThread(body)
        work.launch(stackSize: stackSize)
        return work
    }

    private init(_ body: @escaping () -> Void) {
        self.body = body
    }

    private func launch(stackSize: Int?) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        // The thread's entry is a C function: it gets a closure that holds this value until
        // `body` has returned.
        let entry = ThreadEntry { [self] in body() }
        let context = Unmanaged.passRetained(entry).toOpaque()
        #if canImport(Glibc)
            var created = pthread_t()
        #else
            var created: pthread_t?
        #endif
        let result = pthread_create(
            &created, &attributes,
            { raw in
                #if canImport(Glibc)
                    guard let raw else { return nil }
                #endif
                Unmanaged<ThreadEntry>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, context)
        if result == 0 {
            thread = created
            running = true
            started = true
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

    /// Waits until `body` has run: for the thread to end, or, when none was started, by
    /// running it here. From one thread; joining again does nothing more.
    public func join() {
        waitForThread()
        if !started {
            started = true
            body()
        }
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
