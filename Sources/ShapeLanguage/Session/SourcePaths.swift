// Errors and paths of script files, and their text as UTF-8: what the language knows of files
// without reading one. Reading them is the edge's business (ShapeFiles' `DiskSources` natively,
// the caller's `files` map in shape.wasm), through a `SourceProvider`.

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

/// Paths and text of script files, without touching the disk.
public enum SourcePaths {
    /// Decodes UTF-8, or says where the first invalid byte is.
    public static func decodeUTF8(_ bytes: [UInt8], path: String) throws(FileError) -> String {
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

    /// A script's name as outputs use it: its file name without the folder and `.shape`
    /// (`card` for `ui/card.shape`), which names a SwiftUI view and an HTML page.
    public static func sceneName(of path: String) -> String {
        let file = displayName(path)
        return file.hasSuffix(".shape") ? String(file.dropLast(6)) : file
    }

    /// The last component of a path, for short messages.
    public static func displayName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
