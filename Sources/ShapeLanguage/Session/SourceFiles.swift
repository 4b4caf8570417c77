// Reading scripts from disk with the C library alone, so the tool starts without loading
// Foundation. Only regular files are read: a directory, a device or a FIFO is an error, never a
// hang. (Writing files is the command line's business: ShapeCommandLine/Files.)

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed, with a message fit for a diagnostic.
public struct FileError: Error, Hashable, Sendable {
    public var message: String
    /// Where in the file the problem is, when it is in the content (an invalid UTF-8 byte).
    public var location: SourceLocation?
    /// The file that `location` is in.
    public var path: String?

    public init(_ message: String, at location: SourceLocation? = nil, in path: String? = nil) {
        self.message = message
        self.location = location
        self.path = path
    }
}

/// What a session may do with files.
public struct FileAccess: Hashable, Sendable {
    /// Whether `import` may read other files.
    public var allowsImports: Bool

    public init(allowsImports: Bool) { self.allowsImports = allowsImports }

    public static let standard = FileAccess(allowsImports: true)
    /// Scripts from strangers: no file is read besides the one given.
    public static let sandbox = FileAccess(allowsImports: false)
}

/// Reading script files over the C library.
public enum SourceFiles {
    /// The most bytes `readBytes` reads: a script is never this large, and `/dev/zero` is endless.
    public static let maxFileBytes = 64 << 20

    /// Reads a whole regular file as bytes.
    ///
    /// The file is opened without blocking and checked before a byte is read, so a FIFO with no
    /// writer, a terminal or `/dev/stdin` given as a script is refused at once instead of
    /// waiting forever (standard input is read as `-` by the command line, not by path).
    public static func readBytes(_ path: String) throws -> [UInt8] {
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
    public static func readText(_ path: String) throws -> String {
        try decodeUTF8(try readBytes(path), path: path)
    }

    /// Decodes UTF-8, or says where the first invalid byte is.
    public static func decodeUTF8(_ bytes: [UInt8], path: String) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let offset = firstInvalidUTF8Offset(bytes) ?? 0
        var line = 1
        var column = 1
        var index = 0
        while index < offset {
            // Lines end at LF, CR LF or a lone CR, as in the lexer.
            let lineFeed = bytes[index] == UInt8(ascii: "\n")
            let loneReturn = bytes[index] == UInt8(ascii: "\r") && bytes[index + 1] != UInt8(ascii: "\n")
            if lineFeed || loneReturn {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        throw FileError(
            "'\(path)' is not valid UTF-8: invalid byte 0x\(String(bytes[offset], radix: 16)) at \(line):\(column)",
            at: SourceLocation(line: line, column: column, offset: offset), in: path)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var prefix = Array(bytes[index..<(index + length)])
            prefix.reserveCapacity(length)
            if String(validating: prefix, as: UTF8.self) == nil { return index }
            index += length
        }
        return nil
    }

    /// `path` as written, or joined to `base` when relative.
    public static func resolve(_ path: String, relativeTo base: String?) -> String {
        guard !path.hasPrefix("/"), let base, !base.isEmpty else { return path }
        return base == "." ? path : base + "/" + path
    }

    /// The folder part of a path (`.` when it has none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The absolute path with links resolved, or nil when the file does not exist.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The last component of a path, for short messages.
    public static func displayName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

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
