import ShapeFiles
// The disk as a script's imports read it, remembering every path asked for, there or not: a
// watch follows a missing import too, and works again when the file comes back.
import ShapeLanguage
import Synchronization

/// Reads scripts from the disk and records each path asked for.
final class RecordedReads: SourceProvider {
    private let asked = Mutex<[String]>([])

    func read(_ path: String) throws(FileError) -> String {
        asked.withLock { if !$0.contains(path) { $0.append(path) } }
        return try SourceFiles.readText(path)
    }

    func canonicalPath(_ path: String) -> String? {
        SourceFiles.canonicalPath(path)
    }

    /// Every path asked for since the last ``clear()``, in order.
    var paths: [String] { asked.withLock { $0 } }

    func clear() {
        asked.withLock { $0 = [] }
    }
}
