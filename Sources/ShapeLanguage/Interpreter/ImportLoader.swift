// `import "file.shape"`: finding and reading another file through the session's SourceProvider,
// once each, with cycles reported as the chain of files that formed them.

/// The files a session has read and the imports under way.
final class ImportLoader {
    var provider: any SourceProvider
    var access: FileAccess
    /// Files imported so far (canonical paths), and the chain of those being imported now.
    private var imported: Set<String> = []
    private var chain: [String] = []
    private var count = 0
    /// Source text by display path, for assert messages and diagnostics.
    private(set) var sources: [String: String] = [:]

    init(provider: any SourceProvider, access: FileAccess) { (self.provider, self.access) = (provider, access) }

    /// Starts an evaluation of `source` from `file` (nil: an unnamed chunk).
    func start(_ source: String, file: String?) {
        count = 0
        if let file {
            sources[file] = source
            let canonical = provider.canonicalPath(file) ?? file
            imported.insert(canonical)
            chain = [canonical]
        } else {
            chain = []
        }
    }

    /// Reads the file `path` names, relative to the importing file's folder. Returns its
    /// display path and text, or nil when it was imported already. The caller compiles it
    /// between ``enter(_:)`` and ``leave()``.
    func read(_ path: String, from importer: String?, at range: SourceRange, limit: Int) throws(ScriptError)
        -> (path: String, canonical: String, source: String)?
    {
        guard access.allowsImports else {
            throw ScriptError(.importInSandbox(path, at: range).inFile(importer))
        }
        let resolved = SourcePaths.resolve(path, relativeTo: importer.map(SourcePaths.directory(of:)))
        let canonical = provider.canonicalPath(resolved) ?? resolved
        if chain.contains(canonical) || canonical == importer.flatMap(provider.canonicalPath) {
            let cycle = (chain + [canonical]).map(SourcePaths.displayName)
            throw ScriptError(.importCycle(chain: cycle, at: range).inFile(importer))
        }
        if imported.contains(canonical) { return nil }
        count += 1
        guard count <= limit else {
            throw ScriptError(.importLimit(limit, at: range).inFile(importer))
        }
        do throws(FileError) {
            let source = try provider.read(resolved)
            return (resolved, canonical, source)
        } catch {
            throw ScriptError(.importUnreadable(path, reason: error.message, at: range).inFile(importer))
        }
    }

    /// Marks `file` as imported and under way; its source is kept for diagnostics.
    func enter(_ file: (path: String, canonical: String, source: String)) {
        imported.insert(file.canonical)
        chain.append(file.canonical)
        sources[file.path] = file.source
    }

    func leave() {
        chain.removeLast()
    }

    /// The files read so far, to put back with ``restore(_:)``.
    struct State {
        fileprivate var imported: Set<String>
        fileprivate var sources: [String: String]
    }

    var state: State { State(imported: imported, sources: sources) }

    func restore(_ state: State) {
        imported = state.imported
        sources = state.sources
        chain = []
    }

    /// Forgets every file read.
    func reset() {
        imported = []
        chain = []
        sources = [:]
    }
}
