// The signals a file replacement holds back: an interrupt must not end the process between
// creating a temporary file and renaming or removing it, or the temporary is left behind.
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The first signal that arrived while signals were held, or 0.
private let heldSignal = Atomic<Int32>(0)

/// Notes a signal for ``WriteSignals/end()``. Only an atomic store: async-signal-safe.
private func holdSignal(_ number: Int32) {
    _ = heldSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
}

/// Holds the catchable signals that people, shells, timers and resource limits send to end a
/// process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1,
/// SIGUSR2) while a file is replaced, and ignores SIGXFSZ.
///
/// Between ``begin()`` and ``end()`` those signals are only noted; the writer looks at
/// ``received`` between chunks, abandons the write and removes its temporary file. ``end()``
/// then puts back what was there before and raises the noted signal again, so the process ends
/// as that signal would have ended it (status 130 for SIGINT, 143 for SIGTERM in a shell), or
/// the handler that was installed (the REPL's Ctrl-C, `--watch`'s) runs. A signal the process
/// ignored stays ignored. SIGXFSZ is ignored so that going past `ulimit -f` makes `write` fail
/// with EFBIG, which is reported, instead of killing the process mid-write. One replacement at
/// a time: the tool writes from one thread.
struct WriteSignals {
    static let held = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2]

    /// The dispositions to put back, in the order they were changed.
    private var previous: [(number: Int32, action: sigaction)] = []

    /// Starts holding signals.
    ///
    /// The held signals are also unblocked, in case the parent started the process with them
    /// blocked (a test runner does): a blocked signal would wait until after the rename.
    static func begin() -> WriteSignals {
        heldSignal.store(0, ordering: .relaxed)
        var signals = WriteSignals()
        for number in held {
            let old = install(number, handler: holdSignal)
            if isIgnored(old) {
                var restored = old
                sigaction(number, &restored, nil)
            } else {
                signals.previous.append((number, old))
            }
        }
        signals.previous.append((SIGXFSZ, install(SIGXFSZ, handler: nil)))
        Terminal.unblock(held)
        return signals
    }

    /// The signal that arrived since ``begin()``, if any.
    var received: Int32? {
        let number = heldSignal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Puts the old dispositions back and raises a held signal again (see the type's summary).
    func end() {
        let number = heldSignal.exchange(0, ordering: .relaxed)
        for (signal, action) in previous.reversed() {
            var action = action
            sigaction(signal, &action, nil)
        }
        if number != 0 { raise(number) }
    }

    /// Sets `handler` (nil: ignore) for `number` and returns what was there.
    private static func install(_ number: Int32, handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler ?? SIG_IGN
        #else
            action.__sigaction_u.__sa_handler = handler ?? SIG_IGN
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var old = sigaction()
        sigaction(number, &action, &old)
        return old
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
