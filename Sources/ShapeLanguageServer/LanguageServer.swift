// `shape lsp`: a Language Server Protocol 3.17 server on standard input and output. This file
// is the protocol's plumbing: the event loop, the lifecycle, documents, and which request
// waits for which evaluation. What each request answers is in the feature files beside it.
import FoundationEssentials
import ShapeJSON
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The language server: one thread reads messages, the main loop answers them in order, and
/// the ``Analyzer`` evaluates documents in the background.
public final class LanguageServer {
    /// What the main loop waits for.
    enum Event {
        case input(MessageReader.Event)
        case analyzed(Analysis)
    }

    /// A request that needs the evaluation of the document's current version.
    private struct Waiting {
        var id: JSON
        var method: String
        var params: JSON
        var uri: String
        var version: Int
    }

    private enum State { case uninitialized, running, shutDown }

    let events = EventQueue<Event>()
    private let writer: MessageWriter
    let logger: Logger
    private lazy var analyzer = Analyzer(limits: Limits(), log: { [logger] in logger.log($0) })
    private var state = State.uninitialized
    private var documents: [String: Document] = [:]
    private var analyses: [String: Analysis] = [:]
    private var waiting: [Waiting] = []
    /// How the session ended: nil while it runs, true after `shutdown` then `exit`.
    private var exitedCleanly: Bool?
    private let version: String

    init(writer: MessageWriter, logger: Logger, version: String = "") {
        self.writer = writer
        self.logger = logger
        self.version = version
    }

    /// Serves standard input and `writeOutput` until `exit` or the end of input; true when the
    /// client shut the server down first (exit status 0), false otherwise (1).
    ///
    /// - Parameters:
    ///   - verbose: logs each message and evaluation through `writeError`.
    ///   - version: the version `initialize` reports in `serverInfo`.
    public static func run(
        verbose: Bool, version: String, writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void
    ) -> Bool {
        let server = LanguageServer(
            writer: MessageWriter(output: writeOutput), logger: Logger(enabled: verbose, write: writeError),
            version: version)
        let reader = MessageReader { chunk in
            chunk.withUnsafeMutableBytes { buffer in
                while true {
                    let count = read(0, buffer.baseAddress, buffer.count)
                    if count >= 0 { return count }
                    if errno != EINTR { return 0 }
                }
            }
        }
        server.startReading(reader)
        return server.serve()
    }

    /// Reads messages on a thread of its own, posting each to the main loop.
    func startReading(_ reader: MessageReader) {
        let events = self.events
        let box = ReaderBox(reader)
        startThread(stackSize: 1 << 20) {
            while true {
                let event = box.reader.next()
                events.post(.input(event))
                if event == .end { return }
            }
        }
    }

    /// Answers messages until `exit` (0 after `shutdown`, else 1) or the end of input.
    func serve() -> Bool {
        while exitedCleanly == nil {
            switch events.take() {
            case .input(.message(let body)): receive(body)
            case .input(.malformed(let problem)):
                logger.log("malformed header: \(problem)")
                send(.response(id: .null, error: .parseError("malformed header: \(problem)")))
            case .input(.end):
                exitedCleanly = state == .shutDown
            case .analyzed(let analysis):
                received(analysis)
            }
        }
        return exitedCleanly ?? false
    }

    func send(_ message: JSON) {
        writer.send(message)
    }

    // MARK: - Messages

    private func receive(_ body: [UInt8]) {
        let json: JSON
        do {
            json = try JSON(parsing: body)
        } catch {
            logger.log("unparsable message of \(body.count) bytes")
            return send(.response(id: .null, error: .parseError("the message is not JSON")))
        }
        switch RPCMessage.decode(json) {
        case .failure(let failure):
            send(.response(id: failure.id, error: failure.error))
        case .success(.request(let id, let method, let params)):
            logger.log("→ \(method) #\(id.serialized)")
            request(id: id, method: method, params: params)
        case .success(.notification(let method, let params)):
            logger.log("→ \(method)")
            notification(method, params: params)
        case .success(.response):
            break  // this server sends no requests
        }
    }

    private func request(id: JSON, method: String, params: JSON) {
        switch (state, method) {
        case (.uninitialized, "initialize"):
            initialize(id: id, params: params)
        case (.uninitialized, _):
            send(.response(id: id, error: .serverNotInitialized))
        case (.shutDown, _):
            send(.response(id: id, error: .invalidRequest("the server is shutting down")))
        case (.running, "initialize"):
            send(.response(id: id, error: .invalidRequest("the server is initialized already")))
        case (.running, "shutdown"):
            state = .shutDown
            for request in waiting { send(.response(id: request.id, error: .requestCancelled)) }
            waiting = []
            send(.response(id: id, result: .null))
        case (.running, _):
            guard Features.methods.contains(method) else {
                return send(.response(id: id, error: .methodNotFound(method)))
            }
            answer(id: id, method: method, params: params)
        }
    }

    private func initialize(id: JSON, params: JSON) {
        guard case .object = params else {
            return send(.response(id: id, error: .invalidParams("'initialize' takes an object")))
        }
        if let trace = params["trace"]?.string, trace != "off" { logger.enabled = true }
        state = .running
        send(.response(id: id, result: Features.initializeResult(version: version)))
    }

    private func notification(_ method: String, params: JSON) {
        if method == "exit" {
            exitedCleanly = state == .shutDown
            return
        }
        guard state == .running else { return }
        do throws(RPCError) {
            let parameters = Parameters(json: params)
            switch method {
            case "textDocument/didOpen":
                let uri = try parameters.string("textDocument.uri")
                let text = try parameters.string("textDocument.text")
                opened(Document(uri: uri, text: text, version: try parameters.integer("textDocument.version")))
            case "textDocument/didChange":
                try changed(parameters)
            case "textDocument/didClose":
                closed(try parameters.string("textDocument.uri"))
            case "$/cancelRequest":
                guard let id = params["id"] else { throw .invalidParams("'id' is missing") }
                cancel(id)
            case "$/setTrace":
                logger.enabled = (try? parameters.string("value")).map { $0 != "off" } ?? logger.enabled
            default:
                break  // initialized, configuration changes, saves: nothing to do
            }
        } catch {
            logger.log("ignored \(method): \(error.message)")
        }
    }

    // MARK: - Documents

    private func opened(_ document: Document) {
        documents[document.uri] = document
        evaluate(document)
    }

    private func changed(_ parameters: Parameters) throws(RPCError) {
        let uri = try parameters.string("textDocument.uri")
        guard var document = documents[uri] else { throw .invalidParams("'\(uri)' is not open") }
        guard let changes = parameters.optional("contentChanges")?.array else {
            throw .invalidParams("'contentChanges' must be an array")
        }
        for change in changes {
            let edit = Parameters(json: change)
            let text = try edit.string("text")
            if edit.optional("range") != nil {
                // Whole-document sync is what the server asks for; a client that sends ranges anyway
                // is understood.
                let range = try edit.range("range")
                let index = LineIndex(document.text)
                let span = index.offsets(from: range.start, to: range.end)
                var bytes = index.bytes
                bytes.replaceSubrange(span, with: Array(text.utf8))
                document.text = String(decoding: bytes, as: UTF8.self)
            } else {
                document.text = text
            }
        }
        document.version = try parameters.integer("textDocument.version")
        documents[uri] = document
        evaluate(document)
        // Documents that import this one see the change too.
        for (other, analysis) in analyses where other != uri && analysis.filesRead.contains(document.path) {
            if let dependent = documents[other] { evaluate(dependent) }
        }
    }

    private func closed(_ uri: String) {
        documents[uri] = nil
        analyses[uri] = nil
        analyzer.close(uri)
        for request in waiting where request.uri == uri { send(.response(id: request.id, error: .contentModified)) }
        waiting.removeAll { $0.uri == uri }
        send(.notification("textDocument/publishDiagnostics", ["uri": JSON(uri), "diagnostics": []]))
    }

    private func evaluate(_ document: Document) {
        let openTexts = Dictionary(documents.values.map { ($0.path, $0.text) }, uniquingKeysWith: { $1 })
        let events = self.events
        analyzer.analyze(document, openTexts: openTexts) { analysis in events.post(.analyzed(analysis)) }
    }

    /// Keeps an evaluation of a document's current version, publishes its diagnostics and
    /// answers the requests that waited for it. Anything older is dropped unseen.
    private func received(_ analysis: Analysis) {
        guard let document = documents[analysis.uri], document.version == analysis.version else { return }
        var analysis = analysis
        if analysis.document.isBroken, let previous = analyses[analysis.uri] {
            analysis.document = analysis.document.answering(from: previous.document.session)
        }
        analyses[analysis.uri] = analysis
        send(.notification("textDocument/publishDiagnostics", Features.diagnostics(of: analysis)))
        let ready = waiting.filter { $0.uri == analysis.uri }
        waiting.removeAll { $0.uri == analysis.uri }
        for request in ready {
            if request.version == analysis.version {
                respond(id: request.id, method: request.method, params: request.params, analysis: analysis)
            } else {
                send(.response(id: request.id, error: .contentModified))
            }
        }
    }

    // MARK: - Requests

    /// Answers a document request now when its document is evaluated, else when it is.
    private func answer(id: JSON, method: String, params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return send(.response(id: id, error: .invalidParams("'textDocument.uri' must be a string")))
        }
        guard let document = documents[uri] else {
            return send(.response(id: id, error: .invalidParams("'\(uri)' is not open")))
        }
        if let analysis = analyses[uri], analysis.version == document.version {
            respond(id: id, method: method, params: params, analysis: analysis)
        } else {
            waiting.append(Waiting(id: id, method: method, params: params, uri: uri, version: document.version))
        }
    }

    private func respond(id: JSON, method: String, params: JSON, analysis: Analysis) {
        do throws(RPCError) {
            send(.response(id: id, result: try Features.answer(method, Parameters(json: params), analysis: analysis)))
        } catch {
            send(.response(id: id, error: error))
        }
    }

    /// `$/cancelRequest`: a request still waiting is answered as cancelled; one answered is left.
    private func cancel(_ id: JSON) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        send(.response(id: id, error: .requestCancelled))
        waiting.remove(at: index)
    }
}

/// Holds the reader for the thread that owns it.
private final class ReaderBox: @unchecked Sendable {
    var reader: MessageReader
    init(_ reader: MessageReader) { self.reader = reader }
}

/// A queue the main loop blocks on; any thread may post to it.
///
/// A taken event is let go at once: an evaluated document holds its whole session (megabytes
/// for a long script), so keeping taken events until the array is compacted kept every version
/// an editor sent (3.3 MB a `didChange` of a 66 KB script).
final class EventQueue<Event>: @unchecked Sendable {
    private let condition = Condition()
    private var events: [Event?] = []
    private var next = 0

    func post(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    func take() -> Event {
        condition.lock()
        defer { condition.unlock() }
        while next == events.count { condition.wait() }
        guard let event = events[next] else { preconditionFailure("an event is taken once") }
        events[next] = nil
        next += 1
        if next == events.count {
            events.removeAll(keepingCapacity: events.count <= 1024)
            next = 0
        } else if next > 1024, next * 2 > events.count {
            events.removeFirst(next)
            next = 0
        }
        return event
    }
}

/// Writes what the server does to standard error, when asked to; never to standard output.
final class Logger: @unchecked Sendable {
    private let lock = Lock()
    private var isEnabled: Bool
    private let write: (String) -> Void

    init(enabled: Bool, write: @escaping (String) -> Void) {
        isEnabled = enabled
        self.write = write
    }

    var enabled: Bool {
        get { lock.withLock { isEnabled } }
        set { lock.withLock { isEnabled = newValue } }
    }

    func log(_ message: @autoclosure () -> String) {
        guard enabled else { return }
        let line = "shape lsp: " + message() + "\n"
        lock.withLock { write(line) }
    }
}
