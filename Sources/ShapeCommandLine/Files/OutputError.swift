// Why an output could not be written: one type for every writer, whose message names the path
// and the cause in the tool's voice (lower case, the path in single quotes).
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed write through ``OutputFile``. The old file, if there was one, is as it was.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Cause: Equatable, Sendable {
        /// The path (or the end of its links) is a directory.
        case isDirectory
        /// The folder the file would go in does not exist.
        case missingFolder(String)
        /// A part of the path that should be a folder is a file.
        case notAFolder
        /// The file has no write permission; the mode is kept to say so.
        case readOnly(mode: UInt32)
        /// A socket cannot be opened as a file.
        case socket
        /// The links go round or go on for too long.
        case tooManyLinks
        /// A held signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT, …) arrived while writing; the write was abandoned.
        case interrupted(signal: Int32)
        /// What was being written could not be made (a picture librsvg could not draw halfway
        /// through); the reason is reported on its own.
        case abandoned
        /// A system call failed with `errno`; `step` says which part of the write it was.
        case system(step: Step, code: Int32)
    }

    /// The part of a write a system error happened in, for the message.
    public enum Step: String, Equatable, Sendable {
        case inspect, open, create, write, replace
    }

    /// The path as the user gave it.
    public var path: String
    public var cause: Cause
    /// Whether the failure came while replacing a regular file, which is then as it was (or
    /// still absent): the message says so.
    public var whileReplacing: Bool

    public init(path: String, cause: Cause, whileReplacing: Bool = false) {
        self.path = path
        self.cause = cause
        self.whileReplacing = whileReplacing
    }

    /// `cannot write 'out.svg': no space left on the device; 'out.svg' is as it was`.
    public var message: String {
        whileReplacing ? reason + "; '\(path)' is as it was" : reason
    }

    private var reason: String {
        let subject = "cannot write '\(path)'"
        switch cause {
        case .isDirectory: return "\(subject): it is a directory"
        case .missingFolder(let folder): return "\(subject): there is no folder '\(folder)'"
        case .notAFolder: return "\(subject): a part of the path is not a folder"
        case .readOnly(let mode):
            return "\(subject): it is read-only (mode \(octal(mode))); make it writable to replace it (chmod u+w)"
        case .socket: return "\(subject): it is a socket, which cannot be written as a file"
        case .tooManyLinks: return "\(subject): too many levels of symbolic links"
        case .interrupted(let signal): return "\(subject): interrupted by \(signalName(signal))"
        case .abandoned: return "\(subject): the output could not be made"
        case .system(let step, let code): return "\(subject): \(explanation(code, step: step))"
        }
    }

    public var description: String { message }

    /// The cause in words; the common ones say what the user can do about them.
    private func explanation(_ code: Int32, step: Step) -> String {
        switch code {
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is exceeded"
        case EFBIG: return "file too large for the file-size limit (ulimit -f)"
        case EROFS: return "the file system is read-only"
        case EACCES where step == .create:
            return
                "permission denied to create a file in its folder (shape replaces a file by renaming a new one over it)"
        case EACCES, EPERM: return "permission denied"
        case ENAMETOOLONG: return "the name is too long"
        case EBUSY where step == .replace, EXDEV where step == .replace:
            return "it cannot be replaced (a mount point?): \(String(cString: strerror(code)))"
        default: return "\(step.rawValue) failed: \(String(cString: strerror(code)))"
        }
    }
}

/// `0644`.
private func octal(_ mode: UInt32) -> String {
    let digits = String(mode & 0o7777, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// `SIGTERM`, for messages.
func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    case SIGQUIT: "SIGQUIT"
    case SIGXCPU: "SIGXCPU"
    case SIGALRM: "SIGALRM"
    case SIGVTALRM: "SIGVTALRM"
    case SIGPROF: "SIGPROF"
    case SIGUSR1: "SIGUSR1"
    case SIGUSR2: "SIGUSR2"
    default: "signal \(signal)"
    }
}
