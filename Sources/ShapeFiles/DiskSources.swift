// The disk as a session's source of scripts: the native build's side of the language's file seam.
import ShapeLanguage

/// Scripts read from the disk.
public final class DiskSources: SourceProvider {
    public init() {}

    public func read(_ path: String) throws(FileError) -> String {
        try SourceFiles.readText(path)
    }

    public func canonicalPath(_ path: String) -> String? {
        SourceFiles.canonicalPath(path)
    }
}
