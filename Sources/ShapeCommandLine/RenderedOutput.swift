// The one place the commands that render (render, md, the REPL's :render) hand what
// ShapeRendering's SceneRenderer produces, text or the bytes of a picture, to OutputFile or to
// standard output.
import ShapeLanguage
import ShapePictures
import ShapeRendering
import ShapeScene

extension RenderedOutput {
    /// Writes the output to `path` by ``OutputFile``'s rules (a regular file atomically, all of
    /// it or nothing), standard output and error (`-`, `/dev/stdout`, …) through `console`.
    func write(to path: String, console: Console) throws(OutputError) {
        switch self {
        case .text(let text): try OutputFile.write(text, to: path, console: console)
        case .bytes(let bytes): try OutputFile.write(bytes, to: path, console: console)
        }
    }
}

extension Console {
    /// Runs `body`, which draws a scene and writes it; a drawing or file failure is reported on
    /// standard error. False when one happened.
    func reportingFailures(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch let failure as PictureError {
            reportError(failure.message)
        } catch {
            reportFileError(error)
        }
        return false
    }
}

extension OutputFile {
    /// Writes `bytes` to `path` like ``write(_:to:console:)`` writes text.
    static func write(_ bytes: [UInt8], to path: String, console: Console) throws(OutputError) {
        switch try destination(of: path) {
        case .descriptor(1): console.writeBytes(bytes)
        case .descriptor(2): console.writeError(String(decoding: bytes, as: UTF8.self))
        default: try write(bytes, to: path)
        }
    }
}
