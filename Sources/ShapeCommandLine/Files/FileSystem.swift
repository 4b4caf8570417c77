// Writing files and watching them, with the C library alone, so the tool starts without loading
// Foundation. Writes are atomic: a temporary file in the same folder, then a rename.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File helpers over the C library for the commands.
enum FileSystem {
    /// Writes `bytes` to `path` atomically: all of it or nothing, never a half-written file.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try writeAtomically(buffer: $0, to: path) }
    }

    /// Writes `text` as UTF-8 to `path` atomically, without copying it first.
    static func writeAtomically(_ text: String, to path: String) throws {
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
        let directory = SourceFiles.directory(of: path)
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

    /// Whether the path names an existing file or folder.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
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

    static func describeErrno(_ code: Int32, path: String) -> String {
        SourceFiles.describeErrno(code, path: path)
    }
}
