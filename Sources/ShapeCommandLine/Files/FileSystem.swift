// The old name for writing a file, kept so that code written before OutputFile (on branches
// being merged) still builds and writes safely. New code calls OutputFile.write.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File helpers over the C library for the commands.
enum FileSystem {
    /// Writes `bytes` to `path` by ``OutputFile``'s rules.
    @available(*, deprecated, renamed: "OutputFile.write(_:to:)")
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try OutputFile.write(bytes, to: path)
    }

    /// Writes `text` to `path` by ``OutputFile``'s rules.
    @available(*, deprecated, renamed: "OutputFile.write(_:to:)")
    static func writeAtomically(_ text: String, to path: String) throws {
        try OutputFile.write(text, to: path)
    }

    /// The modification time in nanoseconds, or nil when the file is missing.
    static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            return Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
            return Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }
}
