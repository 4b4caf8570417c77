// The tool's exit statuses: one meaning each, so scripts and CI can tell a broken script from a
// mistyped command line.

/// How the `shape` process ends.
public enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// A script had an error, or a file could not be read or written.
    case failure = 1
    /// The command line was wrong: an unknown command or option, a missing or bad value, or an
    /// output that would overwrite an input.
    case usage = 2
}
