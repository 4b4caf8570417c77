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

extension SceneRenderer {
    /// The scene of an evaluated session in the format asked for: PNG and PDF are the SVG
    /// ``render(_:)`` writes, drawn by librsvg and cairo.
    func output(_ session: Session) throws(PictureError) -> RenderedOutput {
        try output(.scene(session.scene()))
    }

    /// A scene, or an animation, in the format asked for. SVG and APNG play an animation; the
    /// other formats draw its first frame.
    func output(_ subject: RenderSubject) throws(PictureError) -> RenderedOutput {
        switch (format, subject) {
        case (.svg, .animation(let animation)):
            return .text(AnimatedSVGRenderer(svg: picture.svgRenderer(annotate: annotate)).render(animation))
        case (.apng, .animation(let animation)):
            return .bytes(try picture.pictureRenderer(.png, annotate: annotate).animatedPNG(animation))
        case (.apng, .scene(let scene)):
            let still = AnimatedScene(
                timeline: Timeline(duration: 1), sampling: FrameSampling(period: 1, intervals: 1),
                frames: [AnimationFrame(moment: .start, scene: scene)], end: nil)
            return .bytes(try picture.pictureRenderer(.png, annotate: annotate).animatedPNG(still))
        default:
            let scene = subject.firstScene
            guard let format = format.picture else { return .text(render(scene)) }
            return .bytes(try picture.pictureRenderer(format, annotate: annotate).render(scene))
        }
    }
}

extension SceneRenderer {
    /// Whether the format is written as it is made (SVG, JSON), so that a large scene never
    /// sits in memory whole.
    var streams: Bool { format == .svg || format == .json }

    /// Writes an SVG or JSON scene to `sink`, a chunk at a time.
    func stream(_ scene: ResolvedScene, to sink: any ByteSink) {
        switch format {
        case .json: JSONRenderer(explain: explain).render(scene, to: sink)
        default: picture.svgRenderer(annotate: annotate).render(scene, to: sink)
        }
    }
}
