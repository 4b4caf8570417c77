// `shape serve`'s server: one script, one page. It follows the script on disk (the command tells
// it when a file changed), pushes each new version to every open page, draws what a page asks
// for (its own text, slider values, a moment of the animation) and saves the page's text
// through the writer the command gives it. Requests are routed by exact name: no path of a URL
// ever reaches the file system.
import Dispatch
import ShapeFiles
import ShapeJSON
import ShapeLanguage
import Synchronization

/// The answer of a lesson's check (`shape learn --serve`): whether the page's text passes, in words.
public struct LiveCheckResult: Sendable {
    public var passed: Bool
    public var message: String

    public init(passed: Bool, message: String) { (self.passed, self.message) = (passed, message) }
}

/// What the command gives the server.
public struct LiveConfiguration: Sendable {
    /// The script, as the command was given it.
    public var script: String
    public var settings: EvaluationSettings
    /// Writes a saved text to the script's path: the command's one safe writer, which replaces
    /// a regular file atomically. Throws with a message to show.
    public var save: @Sendable (_ text: String, _ path: String) throws -> Void
    /// HTML shown beside the picture (a lesson's text), written by the caller; nil for none.
    public var sidePanel: String?
    /// Checks the page's text when the page asks (a lesson's exercise); nil for no check button.
    public var check: (@Sendable (_ source: String) -> LiveCheckResult)?
    /// Moves to the `next` or `previous` lesson when the side panel's form asks
    /// (`POST /lesson?go=next`): answers what the page says while it waits for the new lesson,
    /// or nil when there is none that way. Nil for a page without lessons.
    public var navigate: (@Sendable (_ direction: String) -> String?)?
    /// shape.bundle.js (shape.wasm inside), when the command found one: the page then draws as you
    /// type in the browser, and asks the server only for what needs the disk. Nil: the server draws.
    public var pageModule: [UInt8]?

    public init(
        script: String, settings: EvaluationSettings = EvaluationSettings(), sidePanel: String? = nil,
        check: (@Sendable (String) -> LiveCheckResult)? = nil,
        navigate: (@Sendable (String) -> String?)? = nil,
        save: @escaping @Sendable (String, String) throws -> Void
    ) {
        self.script = script
        self.settings = settings
        self.sidePanel = sidePanel
        self.check = check
        self.navigate = navigate
        self.save = save
    }
}

/// The server behind one live page.
public final class LiveServer: Sendable {
    let configuration: LiveConfiguration
    let hub = EventHub()
    private let renderer: ViewRenderer
    private let state = Mutex(State())
    /// One evaluation at a time (the renderer keeps an animation's bounds); others wait their turn.
    private let evaluations = DispatchSemaphore(value: 1)
    private let http: Mutex<HTTPServer?> = Mutex(nil)
    /// Held through a whole reload, so that versions are read and published in order: a save's
    /// reload and the watcher's cannot publish an older text after a newer one.
    private let reloading = Mutex(())
    /// The `Host` values a request may carry; set when the server starts.
    private let hosts = Mutex(HostCheck(address: "127.0.0.1", port: 0))
    /// Names the version of the script a page started from, so that a save can tell whether
    /// the disk still holds it; keyed, so that a foreign page cannot compute it from the text.
    let saveGuard = SaveGuard()
    /// The views kept for derivation questions, newest last.
    static let keptViews = 16
    /// Seconds a request waits for an evaluation before it is answered 503.
    static let evaluationWaitSeconds = 20

    struct State {
        /// The script as last read from disk, and its hash; nil text when it could not be read.
        var diskText: String?
        var diskHash = ""
        var diskMessage: String?
        /// The event last pushed (the disk version and its picture).
        var event = "{}"
        var version = 0
        var views: [EvaluatedView] = []
        var filesRead: [String] = []
    }

    public init(_ configuration: LiveConfiguration) {
        self.configuration = configuration
        renderer = ViewRenderer(path: configuration.script, settings: configuration.settings)
    }

    /// Starts listening on `address` at `port`, or, when `searching`, at the first free port of
    /// `port` and the 19 after it; returns the port. Reads and draws the script first.
    public func start(address: String, port: UInt16, searching: Bool = false) throws(ServerError) -> UInt16 {
        reload()
        let server = try HTTPServer { [self] request in respond(to: request) }
        var candidate = port
        while true {
            do {
                try server.start(address: address, port: candidate)
                break
            } catch  where searching && error.portInUse && candidate < port &+ 19 && candidate < UInt16.max {
                candidate += 1
            }
        }
        hosts.withLock { $0 = HostCheck(address: address, port: server.port) }
        http.withLock { $0 = server }
        return server.port
    }

    /// Ends every page's stream and stops the server.
    public func stop() {
        hub.close()
        let server = http.withLock { server in
            defer { server = nil }
            return server
        }
        server?.stop()
    }

    /// Whether the server listens on 127.0.0.1 only (the default), so that only this machine can
    /// reach it. On any other address a page's renders import only what the script on disk does.
    var isLoopback: Bool {
        hosts.withLock { $0.address == "127.0.0.1" }
    }

    /// Every file the last version on disk read, the script first: what the command watches.
    public var watchedFiles: [String] {
        state.withLock { [configuration.script] + $0.filesRead.filter { $0 != configuration.script } }
    }

    /// Reads the script again, draws it and pushes it to every page. The command calls it when
    /// the script or a file it imports changed.
    public func reload() {
        reloading.withLock { _ in readAndPublish() }
    }

    private func readAndPublish() {
        let text: String?
        var message: String?
        do {
            text = try DiskSources().read(configuration.script)
        } catch let failure as FileError {
            text = nil
            message = failure.message
        } catch {
            text = nil
            message = "cannot read '\(configuration.script)'"
        }
        let view = text.flatMap { evaluate(ViewRequest(source: $0, overrides: configuration.settings.parameters)) }
        state.withLock { state in
            state.diskText = text
            state.diskHash = saveGuard.value(of: text ?? "")
            state.diskMessage = message
            if let view { state.filesRead = view.filesRead }
            state.event = diskEvent(state, view: view)
        }
        hub.publish("disk", data: state.withLock { $0.event })
    }

    /// The event of the disk's version: its text, hash and picture (the view with the values
    /// written in the script, at the first frame).
    private func diskEvent(_ state: State, view: EvaluatedView?) -> String {
        var members: [(String, JSONText)] = [
            ("path", .string(configuration.script)),
            ("hash", .string(state.diskHash)),
            ("text", state.diskText.map(JSONText.string) ?? .null),
            ("message", state.diskMessage.map(JSONText.string) ?? .null),
            (
                "set",
                .object(
                    configuration.settings.parameters.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
            ),
        ]
        members.append(("view", view.map { JSONText.raw($0.json) } ?? .null))
        // Whether the page may draw this script itself (with shape.wasm): it reads no other file
        // and the command set no limits or policies of its own; else the server draws it.
        let settings = configuration.settings
        let plain =
            settings.limits == Limits() && settings.fileAccess == .standard && settings.warnings == WarningPolicy()
        members.append(("local", .bool(plain && state.filesRead.allSatisfy { $0 == configuration.script })))
        return JSONText.object(members).serialized(safeInHTML: true)
    }

    /// Evaluates `request` as the next version and keeps it for derivation questions; nil when
    /// no evaluation could start in time.
    func evaluate(_ request: ViewRequest) -> EvaluatedView? {
        guard evaluations.wait(timeout: .now() + .seconds(LiveServer.evaluationWaitSeconds)) == .success else {
            return nil
        }
        defer { evaluations.signal() }
        let version = state.withLock { state in
            state.version += 1
            return state.version
        }
        let view = renderer.evaluate(request, version: version)
        state.withLock { state in
            state.views.append(view)
            if state.views.count > LiveServer.keptViews { state.views.removeFirst() }
        }
        return view
    }

    /// The view `version`, while it is kept.
    func view(_ version: Int) -> EvaluatedView? {
        state.withLock { $0.views.first { $0.version == version } }
    }

    /// The disk's text and hash now.
    var disk: (text: String?, hash: String, event: String) {
        state.withLock { ($0.diskText, $0.diskHash, $0.event) }
    }

    /// Whether `request` may be answered at all (its Host), and, for a POST, whether it comes
    /// from the page itself (its Origin): a refusal, or nil.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        let check = hosts.withLock { $0 }
        guard let host = request.host, check.allows(host: host) else {
            return .text(403, "refused: the Host '\(request.host ?? "")' is not this server's address")
        }
        if request.method != "GET" && request.method != "HEAD" {
            // The page's own origin is exactly `http://` and the Host it was loaded from: a page at
            // another address of a server on 0.0.0.0 is another origin.
            guard let origin = request.origin, origin == "http://" + host else {
                return .text(
                    403,
                    "refused: a \(request.method) must come from the page itself, not '\(request.origin ?? "no origin")'"
                )
            }
            // JSON, which a browser sends across origins only after asking (a preflight this
            // server never answers); a form's or `text/plain` body is sent without asking.
            guard HostCheck.isJSON(request.contentType) else {
                return .text(415, "refused: a \(request.method) must send 'application/json'")
            }
        }
        return nil
    }
}

/// Which `Host` and `Origin` values name this server: its own address or `localhost`, at its port
/// (a DNS name that resolves here, as a rebinding attack makes one, is refused). A server on
/// every address (`0.0.0.0`) answers to any IPv4 address.
struct HostCheck: Sendable, Equatable {
    var address: String
    var port: UInt16

    func allows(host: String) -> Bool {
        let suffix = ":\(port)"
        guard host.hasSuffix(suffix) else { return false }
        let name = host.dropLast(suffix.count)
        if name == "localhost" || name == address { return true }
        return address == "0.0.0.0" && HostCheck.isIPv4(name)
    }

    /// Whether a `Content-Type` is JSON: `application/json`, with parameters or not, in any case.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let media = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return media.filter { $0 != " " && $0 != "\t" }.lowercased() == "application/json"
    }

    static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && (Int(part) ?? 256) < 256
            }
    }
}
