// What the tool asks of the terminal: whether a stream is one, how wide it is, and whether to
// colour. The C library only, so the tool starts without loading Foundation.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about the process's terminal, read once at start.
public enum Terminal {
    /// Whether the file descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The columns of the terminal on `descriptor`, or nil when it is not a terminal (or says 0).
    public static func width(of descriptor: Int32) -> Int? {
        size(of: descriptor).map(\.columns)
    }

    /// The columns and rows of the terminal on `descriptor`, or nil when it is not a terminal
    /// (or says 0).
    public static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Lets `signals` through to this process's handlers, in case the parent started it with
    /// them blocked (a blocked SIGINT would make Ctrl-C do nothing).
    public static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The value of an environment variable.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether diagnostics should be coloured: standard error is a terminal and `NO_COLOR` is
    /// unset or empty (https://no-color.org).
    public static func usesColor(errorIsTerminal: Bool, noColor: String?) -> Bool {
        errorIsTerminal && (noColor ?? "").isEmpty
    }
}

/// ANSI styles for the few words the tool colours itself (diagnostics colour themselves).
enum TextStyle: String {
    case bold = "1"
    case red = "1;31"
    case dim = "2"

    /// `text` in this style, or unchanged when colour is off.
    func apply(_ text: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
