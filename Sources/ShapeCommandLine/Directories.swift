import ShapeFiles
// Folders the commands write into (`--output-dir`, `--images`), made when missing.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Making folders, and the paths between them.
enum Directories {
    /// Makes the folder `path` and any missing folder above it, like `mkdir -p`.
    static func create(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError("'\(path)' is not a folder") }
            return
        }
        let parent = SourcePaths.directory(of: path)
        if parent != path, parent != ".", parent != "/" { try create(parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST {
            throw FileError(SourceFiles.describeErrno(errno, path: path))
        }
    }

    /// `path` as an absolute path with `.` and `..` taken out, without touching the disk.
    static func absolute(_ path: String) -> String {
        var base = ""
        if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            base = String(cString: cwd)
            free(cwd)
        }
        var parts: [Substring] = []
        for part in (base + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path of `target` relative to the folder `from`, both taken as absolute paths:
    /// `relative(to: "docs/img/a.svg", from: "docs")` is `img/a.svg`.
    static func relative(to target: String, from folder: String) -> String {
        let targetParts = absolute(target).split(separator: "/")
        let folderParts = absolute(folder).split(separator: "/")
        var shared = 0
        while shared < min(targetParts.count, folderParts.count), targetParts[shared] == folderParts[shared] {
            shared += 1
        }
        let up = Array(repeating: "..", count: folderParts.count - shared)
        return (up + targetParts[shared...].map(String.init)).joined(separator: "/")
    }
}
