// Reading and writing files with the C library alone, so the tool starts without loading
// Foundation. Writes are atomic: a temporary file in the same folder, then a rename.

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

    public init(allowsImports: Bool) {
        self.allowsImports = allowsImports
    }

    public static let standard = FileAccess(allowsImports: true)
    /// Scripts from strangers: no file is read besides the one given.
    public static let sandbox = FileAccess(allowsImports: false)
}

/// File helpers over the C library.
public enum FileSystem {
    /// The most bytes `readBytes` reads: a script is never this large, and `/dev/zero` is endless.
    public static let maxFileBytes = 64 << 20

    /// Reads a whole file as bytes.
    public static func readBytes(_ path: String) throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError(describeErrno(errno, path: path)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError("'\(path)' is a directory") }
        guard let file = fopen(path, "rb") else { throw FileError(describeErrno(errno, path: path)) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if bytes.count > maxFileBytes { throw FileError("'\(path)' is larger than \(maxFileBytes >> 20) MiB") }
            if count < buffer.count {
                if ferror(file) != 0 { throw FileError("could not read '\(path)'") }
                break
            }
        }
        return bytes
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

    /// Writes `bytes` to `path` atomically: all of it or nothing, never a half-written file.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try writeAtomically(buffer: $0, to: path) }
    }

    /// Writes `text` as UTF-8 to `path` atomically, without copying it first.
    public static func writeAtomically(_ text: String, to path: String) throws {
        let written: Void? = try text.utf8.withContiguousStorageIfAvailable {
            try writeAtomically(buffer: UnsafeRawBufferPointer($0), to: path)
        }
        if written == nil { try writeAtomically(Array(text.utf8), to: path) }
    }

    /// A temporary file in the same folder (so the rename cannot cross file systems), written
    /// in full, then renamed over `path`; on any failure it is removed. Readers see the old file
    /// or the new one, never part of one. (No fsync: that guards against a power cut, not
    /// against the tool failing, and costs half a second on a large picture.)
    private static func writeAtomically(buffer: UnsafeRawBufferPointer, to path: String) throws {
        let directory = self.directory(of: path)
        var template = Array((directory + "/.shape-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw FileError(describeErrno(errno, path: path)) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var failure: Int32 = 0
        if let base = buffer.baseAddress {
            while written < buffer.count {
                let result = write(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                written += result
            }
        }
        // Keep the permissions an ordinary new file would get.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        close(descriptor)
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileError(describeErrno(failure, path: path))
        }
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
    static func displayName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether the path names an existing file or folder.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The modification time in nanoseconds, or nil when the file is missing.
    public static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
            return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }

    static func describeErrno(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT: "no such file '\(path)'"
        case EACCES: "permission denied for '\(path)'"
        case EISDIR: "'\(path)' is a directory"
        case ENOTDIR: "a component of '\(path)' is not a directory"
        default: "cannot access '\(path)': \(String(cString: strerror(code)))"
        }
    }
}
