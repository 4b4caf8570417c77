// Who holds the server's connections, so that a few clients cannot hold them all: a request must
// arrive whole in a bounded time (one header line every few seconds never does), event streams
// count apart from requests with a cap of their own, and one address may hold only so many.
import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every open connection, what it is doing, and since when.
final class ConnectionTable: Sendable {
    /// What a connection is doing.
    enum Phase: Equatable, Sendable {
        /// Its next request is arriving (or it is idle between requests): it must arrive whole by
        /// the deadline.
        case receiving(since: UInt64)
        /// Its request is in; it is being answered (an evaluation may take a while).
        case answering
        /// It carries an event stream until the page closes.
        case streaming
        /// Shut by the server (over a limit, or too slow); libmicrohttpd is closing it.
        case shut
    }

    struct Entry: Sendable {
        var socket: Int32
        var address: UInt32
        var phase: Phase
    }

    struct Limits: Sendable {
        /// Connections receiving or being answered at once: the request pool.
        var requests = 64
        /// Event streams at once (open pages), apart from the request pool.
        var streams = 128
        /// Connections one address may hold, streams included (127.0.0.1, this machine, is not
        /// counted: its own browser and tools).
        var perAddress = 16
        /// Seconds from a connection's start, or the end of its last answer, to the whole of its
        /// next request.
        var requestSeconds = 10
    }

    let limits: Limits
    private let entries = Mutex<[UInt: Entry]>([:])
    /// How many connections were shut for each reason, for the tests and `--verbose`.
    private let counts = Mutex<(overLimit: Int, tooSlow: Int)>((0, 0))

    init(limits: Limits) { self.limits = limits }

    /// The most connections libmicrohttpd may hold: the pool, the streams, and room to refuse.
    var libraryLimit: UInt32 { UInt32(limits.requests + limits.streams + 32) }

    private static let ownMachine: UInt32 = 0x7F00_0001

    private static func key(_ connection: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: connection)) }

    /// A new connection: kept, or shut at once when its address or the request pool is full.
    func started(_ connection: OpaquePointer, socket: Int32, address: UInt32) {
        entries.withLock { entries in
            let open = entries.values.filter { $0.phase != .shut }
            let fromAddress = open.count { $0.address == address }
            let requests = open.count { $0.phase != .streaming }
            var entry = Entry(socket: socket, address: address, phase: .receiving(since: monotonicNanoseconds()))
            if (address != ConnectionTable.ownMachine && fromAddress >= limits.perAddress)
                || requests >= limits.requests
            {
                entry.phase = .shut
                shape_http_shut(socket)
                counts.withLock { $0.overLimit += 1 }
            }
            entries[ConnectionTable.key(connection)] = entry
        }
    }

    /// The connection is closing: forgotten (before libmicrohttpd closes its socket).
    func closed(_ connection: OpaquePointer) {
        _ = entries.withLock { $0.removeValue(forKey: ConnectionTable.key(connection)) }
    }

    /// The connection's request is in whole: no deadline until it is answered.
    func answering(_ connection: OpaquePointer) {
        entries.withLock { entries in
            let key = ConnectionTable.key(connection)
            if entries[key]?.phase != .shut { entries[key]?.phase = .answering }
        }
    }

    /// Whether another event stream may open on `connection`; if so, it now counts as one.
    func startStream(_ connection: OpaquePointer) -> Bool {
        entries.withLock { entries in
            let streams = entries.values.count { $0.phase == .streaming }
            let key = ConnectionTable.key(connection)
            guard streams < limits.streams, entries[key] != nil else { return false }
            entries[key]?.phase = .streaming
            return true
        }
    }

    /// The connection's answer is sent: its next request has the deadline again.
    func answered(_ connection: OpaquePointer) {
        entries.withLock { entries in
            let key = ConnectionTable.key(connection)
            if entries[key]?.phase != .shut { entries[key]?.phase = .receiving(since: monotonicNanoseconds()) }
        }
    }

    /// Shuts every connection whose request has not arrived whole in time. Called every
    /// half second by the server's watchdog.
    func shutLateRequests() {
        let deadline = UInt64(limits.requestSeconds) * 1_000_000_000
        let now = monotonicNanoseconds()
        entries.withLock { entries in
            for (key, entry) in entries {
                guard case .receiving(let since) = entry.phase, now - since > deadline else { continue }
                shape_http_shut(entry.socket)
                entries[key]?.phase = .shut
                counts.withLock { $0.tooSlow += 1 }
            }
        }
    }

    /// Connections open now (not shut): requests and streams.
    var open: (requests: Int, streams: Int) {
        entries.withLock { entries in
            let open = entries.values.filter { $0.phase != .shut }
            return (open.count { $0.phase != .streaming }, open.count { $0.phase == .streaming })
        }
    }

    /// How many connections were shut for a limit, and for being too slow.
    var shutCounts: (overLimit: Int, tooSlow: Int) { counts.withLock { $0 } }
}

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
