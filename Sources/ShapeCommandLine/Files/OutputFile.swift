// The one way the tool writes a file: every output, the REPL's `:render`, `--watch` and the
// history go through `OutputFile.write`, which treats each kind of file as what it is.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output to a path, safely for whatever the path names.
///
/// - `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` write to that
///   descriptor of this process, wherever the shell sent it (appending to a log stays appending).
/// - A regular file, or a path that does not exist yet, is replaced atomically: a temporary file
///   `.NAME.shape-XXXXXX` beside it is written in full, given the old file's permission bits
///   (and owner and group, where the process may set them) or, for a new file, `0666 & ~umask`,
///   then renamed over it. A reader sees the old file or the new one, never part of one, and a
///   failure or an interrupt leaves the old file and no temporary. The rename gives the path a
///   new inode, so other hard links to the old file keep the old content: atomicity is worth
///   more than keeping a link that `sed -i`, `rsync` and most editors also break.
/// - A read-only file (no write permission for this user; for root, no write bit at all) is
///   refused and left alone.
/// - A device, FIFO or other entry of `/proc` is opened and written in place; it is never
///   unlinked or renamed over. A FIFO with no reader waits for one, as `cat > fifo` does.
/// - A symbolic link is followed to its end (relative targets against the link's folder), and
///   what it points to is written by these rules, so the link survives. A link to nowhere
///   creates its target.
/// - A directory, a socket, or a folder that does not exist is an error naming the path.
public enum OutputFile {
    /// The path that means standard output.
    public static let standardOutput = "-"

    /// Writes `bytes` to `path` (`-` is standard output) by the rules above.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let destination = try destination(of: path)
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(OutputError) in try write(buffer, to: destination, path: path) }
        }
        try result.get()
    }

    /// Writes `text` as UTF-8 to `path` (`-` is standard output), without copying it first.
    public static func write(_ text: String, to path: String) throws(OutputError) {
        try write(text, to: destination(of: path), path: path)
    }

    /// Writes `text` to `path`, with standard output and error (`-`, `/dev/stdout`, …) going
    /// through `console`, so that a command's output can be captured in tests.
    static func write(_ text: String, to path: String, console: Console) throws(OutputError) {
        let destination = try destination(of: path)
        switch destination {
        case .descriptor(1): console.writeOutput(text)
        case .descriptor(2): console.writeError(text)
        default: try write(text, to: destination, path: path)
        }
    }

    /// Writes `text` where `path` was found to lead, without copying it when it is contiguous.
    private static func write(_ text: String, to destination: Destination, path: String) throws(OutputError) {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes in
            Result { () throws(OutputError) in try write(UnsafeRawBufferPointer(bytes), to: destination, path: path) }
        }
        if let result { return try result.get() }
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(OutputError) in try write(buffer, to: destination, path: path) }
        }.get()
    }

    /// Writes the bytes to where `path` leads.
    private static func write(
        _ buffer: UnsafeRawBufferPointer, to destination: Destination, path: String
    ) throws(OutputError) {
        try write(to: destination, path: path) { $0.write(buffer) }
    }

    /// Writes what `content` hands its writer, piece by piece, to `path` by the rules above,
    /// with standard output and error going through `console`: a large output is written as
    /// it is made. Each piece must end on a character boundary.
    /// `binary` output (a picture) reaches standard output as bytes.
    static func write(
        to path: String, console: Console, binary: Bool = false, _ content: Content
    ) throws(OutputError) {
        let destination = try destination(of: path)
        switch destination {
        case .descriptor(let descriptor) where descriptor == 1 || descriptor == 2:
            content(ChunkWriter(console: console, toError: descriptor == 2, binary: binary))
        default:
            try write(to: destination, path: path, content)
        }
    }

    /// Writes what `content` hands its writer to where `path` leads.
    private static func write(to destination: Destination, path: String, _ content: Content) throws(OutputError) {
        switch destination {
        case .descriptor(let descriptor):
            let writer = ChunkWriter(descriptor: descriptor, signals: nil)
            content(writer)
            writer.finish()
            if let code = writer.failure {
                throw OutputError(path: path, cause: .system(step: .write, code: code))
            }
        case .inPlace(let target):
            try writeInPlace(content, to: target, path: path)
        case .replace(let target, let existing):
            try replace(target, existing: existing, with: content, path: path)
        }
    }

    // MARK: - Where a path leads

    /// What writing to a path means, once its links are followed.
    enum Destination: Equatable {
        /// A descriptor this process already has open: standard output or error, `/dev/fd/N`.
        case descriptor(Int32)
        /// A file opened and written where it is: a device, a FIFO, an entry of `/proc`.
        case inPlace(String)
        /// A regular file (nil: none yet) replaced by renaming a new one over it.
        case replace(String, existing: ExistingFile?)
    }

    /// What the tool keeps of a regular file it replaces.
    struct ExistingFile: Equatable {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
    }

    /// Linux stops after 40 links; so does the tool.
    static let maxLinks = 40

    /// Follows `path`'s links to the file that would be written, and says how.
    static func destination(of path: String) throws(OutputError) -> Destination {
        if path == standardOutput { return .descriptor(1) }
        guard !path.isEmpty else { throw OutputError(path: path, cause: .system(step: .inspect, code: ENOENT)) }
        var current = path
        for _ in 0...maxLinks {
            if let descriptor = standardDescriptor(current) { return .descriptor(descriptor) }
            // Entries of /proc are links the kernel resolves itself ("pipe:[123]" is no path).
            if current.hasPrefix("/proc/") { return .inPlace(current) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                guard code == ENOENT else { throw OutputError(path: path, cause: cause(of: code, step: .inspect)) }
                try checkFolder(of: current, path: path)
                return .replace(current, existing: nil)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = linkTarget(current) else {
                    throw OutputError(path: path, cause: cause(of: errno, step: .inspect))
                }
                current = SourcePaths.resolve(target, relativeTo: SourcePaths.directory(of: current))
            case S_IFREG:
                return .replace(
                    current, existing: ExistingFile(mode: info.st_mode, owner: info.st_uid, group: info.st_gid))
            case S_IFDIR: throw OutputError(path: path, cause: .isDirectory)
            case S_IFSOCK: throw OutputError(path: path, cause: .socket)
            default: return .inPlace(current)
            }
        }
        throw OutputError(path: path, cause: .tooManyLinks)
    }

    /// Whether `path` is a stream written where it is (a device such as `/dev/null`, a pipe, a
    /// standard stream), whose name says nothing of a format: such a path gets SVG, as a pipe does.
    static func isStream(_ path: String) -> Bool {
        switch try? destination(of: path) {
        case .descriptor?, .inPlace?: true
        default: false
        }
    }

    /// The descriptor a `/dev/stdout`-like path names, or nil.
    static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let number = path.dropFirst(prefix.count)
                guard !number.isEmpty, number.count < 10, number.allSatisfy(\.isASCII) else { return nil }
                return Int32(number)
            }
            return nil
        }
    }

    /// Where a link points, as written in it.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Throws unless the folder a new file `target` would go in exists.
    private static func checkFolder(of target: String, path: String) throws(OutputError) {
        let folder = SourcePaths.directory(of: target)
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw OutputError(path: path, cause: .missingFolder(folder)) }
            throw OutputError(path: path, cause: cause(of: code, step: .inspect))
        }
        if info.st_mode & S_IFMT != S_IFDIR { throw OutputError(path: path, cause: .notAFolder) }
    }

    /// The cause for an `errno`, with the ones that have a cause of their own named so.
    static func cause(of code: Int32, step: OutputError.Step) -> OutputError.Cause {
        switch code {
        case ENOTDIR: .notAFolder
        case ELOOP: .tooManyLinks
        case EISDIR: .isDirectory
        default: .system(step: step, code: code)
        }
    }
}
