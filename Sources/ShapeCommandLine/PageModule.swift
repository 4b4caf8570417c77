// Where `shape serve` finds shape.bundle.js (scripts/build-wasm), which lets the page draw as you
// type in the browser, as the static playground does. Without one, the server draws every picture.
import ShapeFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum PageModule {
    /// The bundle's bytes: from the folder `SHAPE_WASM` names when it is set (and from nowhere
    /// else: `SHAPE_WASM=none` makes the server draw everything), else beside the executable, else,
    /// for a build of this package (`.build/<triple>/<configuration>/shape`), from `.build/wasm`.
    /// Nil when there is none (or it cannot be read): the server then draws.
    static func bytes() -> [UInt8]? {
        for path in candidates() {
            if let bytes = try? SourceFiles.readBytes(path), !bytes.isEmpty { return bytes }
        }
        return nil
    }

    static func candidates() -> [String] {
        if let folder = getenv("SHAPE_WASM").map({ String(cString: $0) }), !folder.isEmpty {
            return [folder + "/shape.bundle.js"]
        }
        // The executable's folder, links resolved (`.build/debug` is a link to the triple's).
        let named = CommandLine.arguments.first ?? ""
        guard let executable = SourceFiles.canonicalPath("/proc/self/exe") ?? SourceFiles.canonicalPath(named) else {
            return []
        }
        let folder = parent(executable)
        return [folder + "/shape.bundle.js", parent(parent(folder)) + "/wasm/shape.bundle.js"]
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
