// What a render produces, text or the bytes of a picture, and the one place the commands that
// render (render, md, the REPL's :render) hand it to OutputFile or to standard output.
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// A rendered scene: text (SVG, JSON, the preview) or the bytes of a PNG or PDF.
enum RenderedOutput: Equatable, Sendable {
    case text(String)
    case bytes([UInt8])

    /// Writes the output to `path` by ``OutputFile``'s rules (a regular file atomically, all of
    /// it or nothing), standard output and error (`-`, `/dev/stdout`, …) through `console`.
    func write(to path: String, console: Console) throws(OutputError) {
        switch self {
        case .text(let text): try OutputFile.write(text, to: path, console: console)
        case .bytes(let bytes): try OutputFile.write(bytes, to: path, console: console)
        }
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

extension SceneRenderer {
    /// The scene of an evaluated session in the format asked for: PNG and PDF are the SVG
    /// ``render(_:)`` writes, drawn by librsvg and cairo.
    func output(_ session: Session) throws(PictureError) -> RenderedOutput {
        guard let picture = format.picture else { return .text(render(session)) }
        let scene = session.scene(traces: annotate)
        return .bytes(try self.picture.pictureRenderer(picture, annotate: annotate).render(scene))
    }
}

extension SceneRenderer {
    /// Whether the format is written as it is made (SVG, JSON), so that a large scene never
    /// sits in memory whole.
    var streams: Bool { format == .svg || format == .json }

    /// The resolved scene this renderer reads (with the corner traces it needs).
    func scene(of session: Session) -> ResolvedScene {
        session.scene(traces: (format.isDrawn && annotate) || explain)
    }

    /// Writes an SVG or JSON scene to `sink`, a chunk at a time.
    func stream(_ session: Session, to sink: any ByteSink) {
        let scene = scene(of: session)
        switch format {
        case .json: JSONRenderer(explain: explain).render(scene, to: sink)
        default: picture.svgRenderer(annotate: annotate).render(scene, to: sink)
        }
    }
}
