// Where a session reads scripts and imports from: files on disk, text in memory, or an editor's
// unsaved buffers over the disk. The language's one seam for files: it reads through this
// protocol and writes none; the disk's provider is ShapeFiles' `DiskSources`, and shape.wasm's
// the caller's `files` map (`SourceTexts`).

/// A reader of script text by path.
///
/// A class protocol, so that a session can hold any provider in both builds (Embedded Swift
/// has existentials of class protocols only).
public protocol SourceProvider: AnyObject, Sendable {
    /// The UTF-8 text of the script at `path`.
    /// - Throws: ``FileError`` when there is no such script or it cannot be read as text.
    func read(_ path: String) throws(FileError) -> String
    /// A path that names the same script however it was written (`./a.shape`, a link to it),
    /// or nil when there is no such script. Imports are counted once and cycles found by it.
    func canonicalPath(_ path: String) -> String?
}

/// Scripts held in memory and nowhere else: shape.wasm's files, a test's imports.
///
/// A path is the key it is given under; `./a.shape` and `a.shape` name the same text.
public final class SourceTexts: SourceProvider {
    /// Text by path.
    public let texts: [String: String]

    public init(_ texts: [String: String] = [:]) { self.texts = texts }

    public func read(_ path: String) throws(FileError) -> String {
        guard let key = canonicalPath(path), let text = texts[key] else { throw FileError("no such file '\(path)'") }
        return text
    }

    public func canonicalPath(_ path: String) -> String? {
        var key = Substring(path)
        while key.hasPrefix("./") { key = key.dropFirst(2) }
        return texts[String(key)] != nil ? String(key) : (texts[path] != nil ? path : nil)
    }
}

/// Scripts held in memory (an editor's unsaved buffers), read before those of `fallback`.
///
/// Paths are matched as canonical paths where the fallback knows the file, so an import of
/// `../card.shape` finds the buffer open as `/project/card.shape`.
public final class SourceOverlay: SourceProvider {
    /// Text by path, as the editor names its documents.
    public let texts: [String: String]
    public let fallback: any SourceProvider

    public init(_ texts: [String: String], over fallback: any SourceProvider) {
        self.texts = texts
        self.fallback = fallback
    }

    public func read(_ path: String) throws(FileError) -> String {
        if let text = texts[path] { return text }
        if let canonical = fallback.canonicalPath(path) {
            if let text = texts[canonical] { return text }
            for (key, text) in texts where fallback.canonicalPath(key) == canonical { return text }
        }
        return try fallback.read(path)
    }

    public func canonicalPath(_ path: String) -> String? {
        fallback.canonicalPath(path) ?? (texts[path] != nil ? path : nil)
    }
}
