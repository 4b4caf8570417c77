// `shape serve FILE [--port N] [--host ADDR] [--open]`: the live page (ShapeServer) for one
// script. The command parses its options, gives the server the one safe writer for saves,
// watches the script and its imports, and stops at Ctrl-C.
import ShapeLanguage
import ShapeServer
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `shape serve FILE [--port N] [--host ADDR] [--open]` and the limit flags.
public struct ServeOptions: Equatable, Sendable {
    public var input: String
    /// Nil for the default: ``ServeOptions/defaultPort``, or the next free one.
    public var port: Int?
    public var host = "127.0.0.1"
    /// Start the system's browser on the page.
    public var open = false
    public var limits = LimitOptions()

    /// The port tried first when none is given.
    public static let defaultPort = 7878

    public init(input: String) { self.input = input }
}

extension ServeOptions {
    /// `--port N`, `--host ADDR` and `--open`, as help lists them.
    static var ownTable: OptionTable<ServeOptions> {
        OptionTable([
            .number(
                "--port", maximum: 65_535,
                help: ["the port (0: any free port); by default \(ServeOptions.defaultPort), or the next free one"],
                sets: \.port),
            CommandOption(
                names: ["--host"], value: .text("an IPv4 address"), placeholder: "ADDR",
                help: [
                    "the IPv4 address to listen on (default 127.0.0.1, this machine only);",
                    "any other lets everyone who can reach it read and run scripts",
                ]
            ) { options, argument in
                options.host = argument.text
            },
            .flag("--open", help: ["start the system's browser on the page (xdg-open)"], sets: \.open),
        ])
    }

    /// Every option of `shape serve`: its own and the limit flags.
    static var table: OptionTable<ServeOptions> { ownTable.including(LimitOptions.table, at: \.limits) }
}

extension CommandLineParser {
    static func parseServe(_ arguments: [String]) throws(UsageError) -> ServeOptions {
        var inputs: [String] = []
        var options = ServeOptions(input: "")
        try ServeOptions.table.parse(arguments, command: .serve, into: &options) { _, word in inputs.append(word) }
        guard let input = inputs.first else { throw UsageError("'serve' needs a FILE", command: .serve) }
        guard inputs.count == 1 else {
            throw UsageError("'serve' takes one FILE, but was given \(inputs.count)", command: .serve)
        }
        guard input != "-" else {
            throw UsageError("'serve' follows a file on disk; give a FILE, not standard input", command: .serve)
        }
        options.input = input
        return options
    }
}

/// Set by Ctrl-C while serving.
private let serveStopRequested = Atomic<Bool>(false)

/// Runs the live page until Ctrl-C.
struct ServeCommand {
    let options: ServeOptions
    let console: Console
    /// Microseconds between two looks at the script and its imports.
    var pollInterval: UInt32 = 20_000

    /// Ends a `run` as Ctrl-C does (a caller that serves something else next).
    static func requestStop() {
        serveStopRequested.store(true, ordering: .relaxed)
    }

    /// Serves `options.input`; `sidePanel`, `check` and `navigate` are the page's extras for a
    /// caller such as `shape learn --serve` (a lesson's text, its goal, the next lesson), nil
    /// for the plain page. `served` hears the port once the server listens.
    func run(
        sidePanel: String? = nil, check: (@Sendable (String) -> LiveCheckResult)? = nil,
        navigate: (@Sendable (String) -> String?)? = nil, served: (UInt16) -> Void = { _ in }
    ) -> ExitCode {
        guard ScriptFile.load(options.input, console: console) != nil else { return .failure }
        // Ctrl-C is caught before the address is printed: whoever reads that line may stop
        // the server at once, and it must stop cleanly.
        serveStopRequested.store(false, ordering: .relaxed)
        let previous = signal(SIGINT) { _ in
            serveStopRequested.store(true, ordering: .relaxed)
            Interruption.request()
        }
        let previousTerm = signal(SIGTERM) { _ in
            serveStopRequested.store(true, ordering: .relaxed)
            Interruption.request()
        }
        defer {
            signal(SIGINT, previous)
            signal(SIGTERM, previousTerm)
        }
        Terminal.unblock([SIGINT, SIGTERM])
        let limits = options.limits
        let settings = EvaluationSettings(
            limits: limits.limits, fileAccess: limits.fileAccess, warnings: limits.warnings,
            parameters: limits.parameters)
        var configuration = LiveConfiguration(
            script: options.input, settings: settings, sidePanel: sidePanel, check: check, navigate: navigate
        ) {
            text, path in
            try OutputFile.write(text, to: path)
        }
        configuration.pageModule = PageModule.bytes()
        let server = LiveServer(configuration)
        let port: UInt16
        do {
            port = try server.start(
                address: options.host, port: UInt16(options.port ?? ServeOptions.defaultPort),
                searching: options.port == nil)
        } catch {
            console.reportError(error.message)
            return .failure
        }
        // The files as the server read them, before anyone is told the address: a save made as
        // soon as the page opens is a change (looked at after the announcement, it could be taken
        // for the first state and missed).
        let watched = WatchedFiles(server.watchedFiles)
        if options.host != "127.0.0.1" {
            console.reportWarning(
                "serving on \(options.host): anyone who can reach this address can read the script and run scripts through it"
            )
        }
        let shown = options.host == "0.0.0.0" ? "127.0.0.1" : options.host
        let address = "http://\(shown):\(port)/"
        console.print("serving \(options.input) at \(address)")
        served(port)
        if options.open { openBrowser(address) }
        watch(server, from: watched)
        server.stop()
        console.printError((console.errorIsTerminal ? "\n" : "") + "stopped")
        return .success
    }

    /// Polls the script and its imports until Ctrl-C, telling the server of each change.
    private func watch(_ server: LiveServer, from watched: WatchedFiles) {
        let stopped = { serveStopRequested.load(ordering: .relaxed) }
        var watched = watched
        while !stopped() {
            usleep(pollInterval)
            guard watched.changed() else { continue }
            // One save, one version: wait until the files hold still (WatchedFiles.settled).
            _ = watched.settled(interval: pollInterval / 4, looks: 20, stop: stopped)
            if stopped() { break }
            let before = WatchedFiles(server.watchedFiles)
            server.reload()
            watched = before
            for path in server.watchedFiles { watched.add(path) }
        }
    }

    /// Starts the system's browser on `address` when there is one (`xdg-open`, or `open` on a Mac).
    private func openBrowser(_ address: String) {
        #if canImport(Darwin)
            let opener: String? = "/usr/bin/open"
        #else
            let opener = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { (path: String) in
                access(path, X_OK) == 0
            }
        #endif
        guard let opener else {
            console.reportWarning("--open found no browser to start (no xdg-open); open \(address) by hand")
            return
        }
        var pid = pid_t()
        let arguments = [opener, address]
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        if posix_spawn(&pid, opener, nil, nil, &pointers, environ) != 0 {
            console.reportWarning("--open could not start '\(opener)'; open \(address) by hand")
        }
    }
}

extension ServeCommand {
    static let help = """
        usage: shape serve FILE [--port N] [--host ADDR] [--open]

        A live page for one script, in any browser: the picture follows every save of the
        script or a file it imports (pushed with Server-Sent Events), and every edit in the
        page's editor pane; a failed run shows its diagnostics and keeps the last good picture.
        Pointing at a shape shows how its corners were derived; a switch adds the construction
        layer (--annotate). Each parameter (a top-level 'let' of a number) gets a slider, which
        draws exactly as 'shape render --set NAME=VALUE' would; the URL keeps the values. An
        animated script gets play, pause and a time scrubber, each frame drawn as '--time' does.
        Save (Ctrl-S) writes the page's text to FILE, unless FILE changed on disk since the page
        loaded it. The page works offline: everything is served from the binary.

        options:
        \(ServeOptions.ownTable.help(column: 17))
          --sandbox, --max-… N, --warnings …, --set NAME=VALUE   as for 'render'

        Requests must name this server (its address or localhost) in their Host, and a POST
        must come from the page itself (its Origin). Ctrl-C stops the server.
        Needs libmicrohttpd (on Debian: apt-get install libmicrohttpd12).
        """
}
