// A second thread for the `write` calls of a large output, so that the kernel copies one part
// into the file while the writer makes the next.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes the bytes of an output as they are made and writes them to a descriptor from a thread
/// of its own, through a few buffers that the two threads pass back and forth.
///
/// Why: copying a file's bytes into the page cache is the kernel's work, and on the machine the
/// benchmarks run on it took longer than making them: of a million-node JSON (745 MB), 1.7 s
/// went to `write` calls and 0.7 s to writing the JSON. With the calls on their own thread the
/// two overlap. A ``ChunkWriter`` starts one only past ``ChunkWriter/threadThreshold`` bytes,
/// so small outputs (nearly all) never start a thread.
///
/// The first failure (`errno`, or 0 for a held signal that arrived) stops the writing; the
/// producer sees it at its next ``append(_:)`` and the owner at ``finish()``.
final class WritingThread {
    /// Bytes a buffer holds before it is handed over: large writes cost the kernel less a byte.
    static let bufferSize = 1 << 22
    static let bufferCount = 4

    private let descriptor: Int32
    private let signals: WriteSignals?
    private let buffers: [UnsafeMutableRawPointer]
    /// Buffers filled and waiting to be written, as (index, byte count), oldest first.
    private var filled: [(index: Int, count: Int)] = []
    /// Buffers free to fill.
    private var free: [Int]
    /// The buffer being filled, and how full it is.
    private var current: Int
    private var used = 0
    private var done = false
    private var failure: Int32?
    private var thread: pthread_t?
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// Starts the thread; nil when it cannot be started (the caller writes by itself).
    static func start(descriptor: Int32, signals: WriteSignals?) -> WritingThread? {
        let writing = WritingThread(descriptor: descriptor, signals: signals)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(writing).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { context in
                let writing = Unmanaged<WritingThread>.fromOpaque(context!).takeRetainedValue()
                writing.run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<WritingThread>.fromOpaque(context).release()
            return nil
        }
        writing.thread = thread
        return writing
    }

    private init(descriptor: Int32, signals: WriteSignals?) {
        self.descriptor = descriptor
        self.signals = signals
        buffers = (0..<WritingThread.bufferCount).map { _ in
            UnsafeMutableRawPointer.allocate(byteCount: WritingThread.bufferSize, alignment: 64)
        }
        free = Array(1..<WritingThread.bufferCount)
        current = 0
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        changed.deallocate()
    }

    /// Copies `bytes` in, handing full buffers to the thread. Returns the failure that stopped
    /// the writing, if one did (nothing more is written then).
    func append(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var source = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let piece = Swift.min(remaining, WritingThread.bufferSize - used)
            (buffers[current] + used).copyMemory(from: source, byteCount: piece)
            (used, source, remaining) = (used + piece, source + piece, remaining - piece)
            if used == WritingThread.bufferSize, let failure = handOver() { return failure }
        }
        return nil
    }

    /// Writes what is left, waits for the thread to end, and returns the first failure.
    func finish() -> Int32? {
        if used > 0 { _ = handOver(waitingForFree: false) }
        pthread_mutex_lock(lock)
        done = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        if let thread { pthread_join(thread, nil) }
        thread = nil
        return failure
    }

    /// Passes the current buffer to the thread and takes a free one, waiting for it when all
    /// are in use.
    private func handOver(waitingForFree: Bool = true) -> Int32? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if failure == nil { filled.append((current, used)) }
        used = 0
        pthread_cond_broadcast(changed)
        guard waitingForFree else { return failure }
        while free.isEmpty, failure == nil { pthread_cond_wait(changed, lock) }
        if let failure {
            // Nothing more will be written: keep filling the same buffer.
            return failure
        }
        current = free.removeFirst()
        return nil
    }

    /// The thread's loop: write each filled buffer, in order, until told to finish.
    private func run() {
        pthread_mutex_lock(lock)
        while true {
            while filled.isEmpty, !done { pthread_cond_wait(changed, lock) }
            guard !filled.isEmpty else { break }
            let next = filled.removeFirst()
            pthread_mutex_unlock(lock)
            let result = OutputFile.writeAll(
                UnsafeRawBufferPointer(start: buffers[next.index], count: next.count), to: descriptor,
                signals: signals)
            pthread_mutex_lock(lock)
            free.append(next.index)
            if let result, failure == nil {
                failure = result
                filled.removeAll()
            }
            pthread_cond_broadcast(changed)
        }
        pthread_mutex_unlock(lock)
    }
}
