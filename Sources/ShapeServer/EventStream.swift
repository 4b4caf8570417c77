// Server-Sent Events: the page's push channel. Only the newest state matters (the script as it
// is on disk now, and its picture), so the hub keeps one event and a count of how many it has
// had; each open stream sends the newest it has not sent, and a comment line now and then so
// that a client that left is noticed.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The newest event, and every stream waiting for the next.
final class EventHub: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    /// How many events have been published; 0 before the first.
    private var generation = 0
    private var latest: [UInt8] = []
    private var closed = false
    /// Seconds a stream waits for an event before it writes a keep-alive comment.
    let heartbeatSeconds: Int

    init(heartbeatSeconds: Int = 4) {
        self.heartbeatSeconds = heartbeatSeconds
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    /// Sends `data` (JSON, one line) as an event named `name` to every stream.
    func publish(_ name: String, data: String) {
        let bytes = Array("event: \(name)\ndata: \(data)\n\n".utf8)
        pthread_mutex_lock(&mutex)
        latest = bytes
        generation += 1
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// Ends every stream now and refuses new ones: the server is stopping.
    func close() {
        pthread_mutex_lock(&mutex)
        closed = true
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    /// The event after generation `seen`, waiting up to the heartbeat for it: the event and its
    /// generation; an empty event when none came in time; nil when the hub is closed.
    func next(after seen: Int) -> (bytes: [UInt8], generation: Int)? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_sec += heartbeatSeconds
        while !closed, generation == seen {
            if pthread_cond_timedwait(&condition, &mutex, &deadline) == ETIMEDOUT { break }
        }
        if closed { return nil }
        if generation == seen { return ([], seen) }
        return (latest, generation)
    }
}

/// One open stream: what it has sent, and the rest of an event too long for one write.
final class EventReader: @unchecked Sendable {
    let hub: EventHub
    private var seen = 0
    private var pending: [UInt8] = []
    private var started = false

    init(hub: EventHub) { self.hub = hub }

    /// Fills `buffer` with the next bytes of the stream and returns how many, or -1 (the end)
    /// when the hub closes. Called on the connection's own thread, which it may block.
    func fill(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
        if pending.isEmpty {
            if !started {
                // The reconnection delay, so that a page whose server restarts comes back soon.
                started = true
                pending = Array("retry: 500\n\n".utf8)
            } else {
                guard let (bytes, generation) = hub.next(after: seen) else { return -1 }
                seen = generation
                pending = bytes.isEmpty ? Array(": keep-alive\n\n".utf8) : bytes
            }
        }
        let count = min(buffer.count, pending.count)
        pending.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        pending.removeFirst(count)
        return count
    }
}
