// The old name for writing a file, kept so that code written before OutputFile (on branches
// being merged) still builds and writes safely. New code calls OutputFile.write.

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
}
