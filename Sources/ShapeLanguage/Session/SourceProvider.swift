// Where a session reads scripts and imports from: files on disk, text in memory, or an editor's
// unsaved buffers over the disk. The language reads through this protocol and writes no files.

/// A reader of script text by path.
public protocol SourceProvider: Sendable {
    /// The UTF-8 text of the script at `path`.
    /// - Throws: ``FileError`` when there is no such script or it cannot be read as text.
    func read(_ path: String) throws -> String
    /// A path that names the same script however it was written (`./a.shape`, a link to it),
    /// or nil when there is no such script. Imports are counted once and cycles found by it.
    func canonicalPath(_ path: String) -> String?
}

/// Scripts read from the disk.
public struct DiskSources: SourceProvider {
    public init() {}

    public func read(_ path: String) throws -> String {
        try SourceFiles.readText(path)
    }

    public func canonicalPath(_ path: String) -> String? {
        SourceFiles.canonicalPath(path)
    }
}

/// Scripts held in memory (an editor's unsaved buffers), read before those of `fallback`.
///
/// Paths are matched as canonical paths where the fallback knows the file, so an import of
/// `../card.shape` finds the buffer open as `/project/card.shape`.
public struct SourceOverlay: SourceProvider {
    /// Text by path, as the editor names its documents.
    public var texts: [String: String]
    public var fallback: any SourceProvider

    public init(_ texts: [String: String], over fallback: any SourceProvider = DiskSources()) {
        self.texts = texts
        self.fallback = fallback
    }

    public func read(_ path: String) throws -> String {
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
