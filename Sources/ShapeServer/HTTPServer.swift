// The only C of the live page: libmicrohttpd parses HTTP and runs a thread per connection; this
// file turns its callbacks into `HTTPRequest` in, `HTTPResponse` out. The library is opened when
// the first server starts (Sources/CMicroHTTPD/shim.h), so no other command loads it.
import CMicroHTTPD
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a server could not start, in words for the person who ran it.
public struct ServerError: Error, Equatable, Sendable {
    public var message: String
    /// The port was taken (EADDRINUSE): a caller may try the next one.
    public var portInUse = false

    init(_ message: String, portInUse: Bool = false) {
        self.message = message
        self.portInUse = portInUse
    }
}

/// One request, read in full (its body at most ``HTTPServer/Limits/maxBodyBytes``).
struct HTTPRequest: Sendable {
    var method: String
    /// The path of the URL, before any `?`, exactly as sent (not decoded).
    var path: String
    /// The URL's query arguments, decoded by libmicrohttpd; only the names the server asks for.
    var query: [String: String]
    var host: String?
    var origin: String?
    /// The `Content-Type` header, as sent.
    var contentType: String? = nil
    var body: [UInt8]
    /// The body was longer than the limit (and was not kept).
    var bodyTooLarge = false
}

/// What the server answers.
enum HTTPResponse: Sendable {
    /// A whole response.
    case content(status: Int, type: String, body: [UInt8])
    /// A stream of Server-Sent Events from `hub`, until the client leaves or the server stops.
    case events(EventHub)

    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        .content(status: status, type: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }
}

/// The libmicrohttpd functions, looked up once, when the first server starts.
private struct Library: @unchecked Sendable {
    var api: ShapeHTTPLibrary

    static let loaded: Result<Library, ServerError> = {
        guard shape_http_can_load() != 0 else {
            return .failure(ServerError("this shape is a static executable, which cannot load libmicrohttpd"))
        }
        var api = ShapeHTTPLibrary()
        if let missing = shape_http_load(&api) {
            return .failure(
                ServerError(
                    "'shape serve' needs libmicrohttpd, and '\(String(cString: missing))' could not be loaded "
                        + "(on Debian: apt-get install libmicrohttpd12, or libmicrohttpd-dev)"))
        }
        return .success(Library(api: api))
    }()
}

/// An HTTP server on one listening socket, calling `handler` on libmicrohttpd's threads.
final class HTTPServer: @unchecked Sendable {
    /// Every size, count and time the server allows.
    struct Limits: Sendable {
        /// Requests, event streams and addresses: see ``ConnectionTable/Limits``.
        var connections = ConnectionTable.Limits()
        /// Seconds a connection may stay silent before it is closed (a half-sent request).
        var idleSeconds: UInt32 = 10
        /// Bytes for one request's line and headers (libmicrohttpd answers 431 above).
        var headerBytes = 32 << 10
        /// Bytes of one request's body.
        var maxBodyBytes = 2 << 20
        /// The stack of each connection's thread (evaluation runs on a large stack of its own).
        var stackBytes = 1 << 20
    }

    let limits: Limits
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// Every open connection and what it is doing.
    let connections: ConnectionTable
    private var daemon: OpaquePointer?
    /// Shuts connections whose request is late, twice a second.
    private var watchdog: DispatchSourceTimer?
    private let api: ShapeHTTPLibrary
    /// The port the server listens on.
    private(set) var port: UInt16 = 0

    init(limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(ServerError) {
        self.limits = limits
        self.handler = handler
        connections = ConnectionTable(limits: limits.connections)
        api = try Library.loaded.get().api
    }

    /// Listens on the IPv4 `address` and `port` (0: any free port) and starts answering.
    func start(address: String, port: UInt16) throws(ServerError) {
        var bound: UInt16 = 0
        var error: Int32 = 0
        let listener = shape_http_listen(address, port, &bound, &error)
        guard listener >= 0 else {
            if error == EINVAL {
                throw ServerError("'\(address)' is not an IPv4 address (such as 127.0.0.1 or 0.0.0.0)")
            }
            let reason = String(cString: strerror(error))
            throw ServerError("cannot listen on \(address):\(port): \(reason)", portInUse: error == EADDRINUSE)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        var api = self.api
        guard
            let daemon = shape_http_start(
                &api, listener, accessHandler, requestCompleted, connectionNotice, context,
                connections.libraryLimit, limits.idleSeconds, limits.headerBytes, limits.stackBytes)
        else {
            close(listener)
            throw ServerError("libmicrohttpd could not start a server on \(address):\(bound)")
        }
        self.daemon = daemon
        self.port = bound
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
        timer.setEventHandler { [connections] in connections.shutLateRequests() }
        timer.resume()
        watchdog = timer
    }

    /// Stops listening and waits for every connection's thread to end (event streams end first:
    /// see ``EventHub/close()``).
    func stop() {
        guard let daemon else { return }
        self.daemon = nil
        watchdog?.cancel()
        watchdog = nil
        api.MHD_stop_daemon(daemon)
    }

    /// Queues `response` on `connection`.
    fileprivate func send(_ response: HTTPResponse, on connection: OpaquePointer) -> Int32 {
        let made: OpaquePointer?
        let status: Int
        switch response {
        case .content(let code, let type, let body):
            status = code
            made = body.withUnsafeBytes { bytes in
                api.MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                    Int32(SHAPE_MHD_RESPMEM_MUST_COPY))
            }
            if let made { addHeader(made, "Content-Type", type) }
        case .events(let hub):
            status = 200
            let stream = Unmanaged.passRetained(EventReader(hub: hub)).toOpaque()
            made = api.MHD_create_response_from_callback(
                SHAPE_MHD_SIZE_UNKNOWN, 64 << 10, readEvents, stream, releaseEvents)
            if let made {
                addHeader(made, "Content-Type", "text/event-stream")
                addHeader(made, "Cache-Control", "no-store")
            } else {
                Unmanaged<EventReader>.fromOpaque(stream).release()
            }
        }
        guard let made else { return Int32(SHAPE_MHD_NO) }
        defer { api.MHD_destroy_response(made) }
        // The page is its own and nobody else's: no framing, no sniffing, no outside resource.
        // Its scripts are its own files; 'wasm-unsafe-eval' lets them compile the shape.wasm that
        // shape.bundle.js carries (no JavaScript eval is allowed).
        addHeader(made, "X-Content-Type-Options", "nosniff")
        addHeader(made, "X-Frame-Options", "DENY")
        addHeader(
            made, "Content-Security-Policy",
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:; "
                + "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'")
        return api.MHD_queue_response(connection, UInt32(status), made)
    }

    /// Adds a header to a response (the library refuses only malformed ones, which these are not).
    private func addHeader(_ response: OpaquePointer, _ name: String, _ value: String) {
        _ = api.MHD_add_response_header(response, name, value)
    }

    fileprivate func header(_ name: String, of connection: OpaquePointer) -> String? {
        api.MHD_lookup_connection_value(connection, Int32(SHAPE_MHD_HEADER_KIND), name).map { String(cString: $0) }
    }

    fileprivate func socket(of connection: OpaquePointer) -> Int32 {
        var api = self.api
        return shape_http_connection_socket(&api, connection)
    }

    fileprivate func address(of connection: OpaquePointer) -> UInt32 {
        var api = self.api
        return shape_http_connection_ipv4(&api, connection)
    }

    fileprivate func argument(_ name: String, of connection: OpaquePointer) -> String? {
        api.MHD_lookup_connection_value(connection, Int32(SHAPE_MHD_GET_ARGUMENT_KIND), name).map {
            String(cString: $0)
        }
    }
}

/// A request whose body is still arriving, kept by libmicrohttpd between calls.
private final class PendingRequest {
    var request: HTTPRequest
    init(_ request: HTTPRequest) { self.request = request }
}

/// The query arguments the server reads.
private let queryNames = ["node", "version", "name", "go"]

/// libmicrohttpd calls this once when the headers are in, then once per piece of body, then once
/// with no body left: the moment to answer.
private let accessHandler: shape_mhd_access_handler = { context, connection, url, method, _, upload, size, pending in
    guard let context, let connection, let url, let method, let size, let pending else { return Int32(SHAPE_MHD_NO) }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let stored = pending.pointee else {
        let path = String(cString: url)
        var query: [String: String] = [:]
        for name in queryNames { query[name] = server.argument(name, of: connection) }
        let request = HTTPRequest(
            method: String(cString: method), path: path, query: query, host: server.header("Host", of: connection),
            origin: server.header("Origin", of: connection), contentType: server.header("Content-Type", of: connection),
            body: [])
        pending.pointee = Unmanaged.passRetained(PendingRequest(request)).toOpaque()
        return Int32(SHAPE_MHD_YES)
    }
    let request = Unmanaged<PendingRequest>.fromOpaque(stored).takeUnretainedValue()
    if size.pointee > 0 {
        let count = size.pointee
        if !request.request.bodyTooLarge, let upload {
            if request.request.body.count + count > server.limits.maxBodyBytes {
                request.request.bodyTooLarge = true
                request.request.body = []
            } else {
                upload.withMemoryRebound(to: UInt8.self, capacity: count) {
                    request.request.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
                }
            }
        }
        size.pointee = 0
        return Int32(SHAPE_MHD_YES)
    }
    server.connections.answering(connection)
    var response =
        request.request.bodyTooLarge
        ? HTTPResponse.text(413, "request body over \(server.limits.maxBodyBytes >> 20) MiB")
        : server.handler(request.request)
    if case .events = response, !server.connections.startStream(connection) {
        response = .text(503, "too many pages are open: close one, then reload")
    }
    return server.send(response, on: connection)
}

/// Frees a request's state when libmicrohttpd is done with it, answered or not.
private let requestCompleted: shape_mhd_completed = { context, connection, pending, _ in
    if let context, let connection {
        Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().connections.answered(connection)
    }
    guard let pending, let stored = pending.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(stored).release()
    pending.pointee = nil
}

/// Writes the next piece of an event stream into libmicrohttpd's buffer, waiting for it.
private let readEvents: shape_mhd_reader = { context, _, buffer, capacity in
    guard let context, let buffer else { return SHAPE_MHD_END_WITH_ERROR }
    let reader = Unmanaged<EventReader>.fromOpaque(context).takeUnretainedValue()
    return reader.fill(UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
}

private let releaseEvents: shape_mhd_reader_free = { context in
    guard let context else { return }
    Unmanaged<EventReader>.fromOpaque(context).release()
}

/// A connection starts (it is counted, or shut when over a limit) or ends (it is forgotten).
private let connectionNotice: shape_mhd_connection_notice = { context, connection, _, notice in
    guard let context, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    if notice == Int32(SHAPE_MHD_CONNECTION_NOTIFY_STARTED) {
        server.connections.started(
            connection, socket: server.socket(of: connection), address: server.address(of: connection))
    } else if notice == Int32(SHAPE_MHD_CONNECTION_NOTIFY_CLOSED) {
        server.connections.closed(connection)
    }
}
