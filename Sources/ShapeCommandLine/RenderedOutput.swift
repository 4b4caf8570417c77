// What a render produces, text or the bytes of a picture, and the one place the commands that
// render (render, md, the REPL's :render) hand it to a file or to standard output.
import ShapeLanguage
import ShapeRendering

/// A rendered scene: text (SVG, JSON, the preview) or the bytes of a PNG or PDF.
enum RenderedOutput: Equatable, Sendable {
    case text(String)
    case bytes([UInt8])

    /// Writes the output to `path` atomically: all of it or nothing.
    func write(to path: String) throws {
        switch self {
        case .text(let text): try FileSystem.writeAtomically(text, to: path)
        case .bytes(let bytes): try FileSystem.writeAtomically(bytes, to: path)
        }
    }

    /// Writes the output to standard output.
    func write(to console: Console) {
        switch self {
        case .text(let text): console.writeOutput(text)
        case .bytes(let bytes): console.writeBytes(bytes)
        }
    }
}

extension SceneRenderer {
    /// The scene of an evaluated session in the format asked for: PNG and PDF are the SVG
    /// ``render(_:)`` writes, drawn by librsvg and cairo.
    func output(_ session: Session) throws(PictureError) -> RenderedOutput {
        guard let picture = format.picture else { return .text(render(session)) }
        let scene = session.scene(traces: annotate)
        return .bytes(try self.picture.pictureRenderer(picture, annotate: annotate).render(scene))
    }
}
