// Reading scripts from disk with the C library alone, so the tool starts without loading
// Foundation. Only regular files are read: a directory, a device or a FIFO is an error, never a
// hang. (Writing files is the command line's business: ShapeCommandLine/Files.) The native
// build's side of the language's file seam: shape.wasm reads no disk.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading script files over the C library.
public enum SourceFiles {
    /// The most bytes `readBytes` reads: a script is never this large, and `/dev/zero` is endless.
    public static let maxFileBytes = 64 << 20

    /// Reads a whole regular file as bytes.
    ///
    /// The file is opened without blocking and checked before a byte is read, so a FIFO with no
    /// writer, a terminal or `/dev/stdin` given as a script is refused at once instead of
    /// waiting forever (standard input is read as `-` by the command line, not by path).
    public static func readBytes(_ path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(describeErrno(errno, path: path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(describeErrno(errno, path: path)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError("'\(path)' is a directory") }
        if let kind = nonRegularKind(info.st_mode) {
            throw FileError("'\(path)' is \(kind), not a script file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError("could not read '\(path)': \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > maxFileBytes { throw FileError("'\(path)' is larger than \(maxFileBytes >> 20) MiB") }
        }
        return bytes
    }

    /// What a file that is not a regular file is, in words ("a directory", "a FIFO"); nil for
    /// a regular file.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Reads a whole file as UTF-8 text; invalid UTF-8 is an error naming the line and column.
    public static func readText(_ path: String) throws(FileError) -> String {
        try SourcePaths.decodeUTF8(try readBytes(path), path: path)
    }

    /// The absolute path with links resolved, or nil when the file does not exist.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What an `errno` from opening `path` means, in words.
    public static func describeErrno(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT: "no such file '\(path)'"
        case EACCES: "permission denied for '\(path)'"
        case EISDIR: "'\(path)' is a directory"
        case ENOTDIR: "a component of '\(path)' is not a directory"
        default: "cannot access '\(path)': \(String(cString: strerror(code)))"
        }
    }
}
