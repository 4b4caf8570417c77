// What `--watch` looks at: each file's identity, size and modification time, polled with
// `stat`, so that every way an editor saves (in place, a new file renamed over the old, delete
// and re-create) is seen, and one save in several steps is seen once.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a path names at one moment.
///
/// The device and inode tell a new file renamed over the old (vim, VS Code) from the old one
/// even when its size and time happen to match; size and time tell an edit in place.
struct FileSnapshot: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Nanoseconds since the epoch.
    var modified: Int

    /// The file `path` names now, following links; nil when it names nothing.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
            modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }
}

/// The files a watch follows, each with its snapshot from when it was last read.
struct WatchedFiles: Equatable {
    /// Nil for a file that was missing.
    private(set) var snapshots: [String: FileSnapshot?] = [:]

    /// Looks at `paths` now.
    init(_ paths: [String]) {
        for path in paths { add(path) }
    }

    /// Starts following `path`, as it is now, unless it is followed already.
    mutating func add(_ path: String) {
        if snapshots[path] == nil { snapshots[path] = .some(FileSnapshot(path)) }
    }

    /// Whether `path` existed when it was last looked at.
    func exists(_ path: String) -> Bool {
        snapshots[path].map { $0 != nil } ?? false
    }

    /// The same files, looked at now.
    func lookAgain() -> WatchedFiles {
        var now = WatchedFiles([])
        for path in snapshots.keys { now.snapshots[path] = .some(FileSnapshot(path)) }
        return now
    }

    /// Whether any file is not as it was.
    func changed() -> Bool {
        lookAgain() != self
    }

    /// Looks again every `interval` microseconds until two looks in a row agree, at most
    /// `looks` times, and returns the last look; stops early when `stop` says so.
    ///
    /// A save can take several steps (truncate then write; rename the old file away, write the
    /// new, delete the backup), each a change of its own: waiting for the files to hold still
    /// makes one save one render, and a delete-then-create not a disappearance.
    func settled(interval: UInt32, looks: Int, stop: () -> Bool) -> WatchedFiles {
        var last = lookAgain()
        for _ in 0..<looks {
            usleep(interval)
            if stop() { break }
            let next = lookAgain()
            if next == last { break }
            last = next
        }
        return last
    }
}
