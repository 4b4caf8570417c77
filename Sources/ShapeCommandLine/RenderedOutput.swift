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

/// What a render made, ready to be written: its text or bytes, or an APNG, checked and counted,
/// that is drawn a frame at a time as it is written.
enum MadeOutput {
    case made(RenderedOutput)
    case animatedPNG(AnimatedPNGPlan)

    /// Writes it to `path` like ``RenderedOutput/write(to:console:)``; an APNG that cannot be
    /// finished leaves a file it was replacing as it was, and no temporary.
    func write(to path: String, console: Console) throws {
        switch self {
        case .made(let output):
            try output.write(to: path, console: console)
        case .animatedPNG(let plan):
            try OutputFile.write(to: path, console: console, binary: true) { writer throws(PictureError) in
                try plan.write(to: writer) { !writer.hasStopped }
            }
        }
    }
}

extension SceneRenderer {
    /// `subject` in the renderer's format: made whole, or for an APNG its limits checked and its
    /// frames counted, to be drawn as it is written.
    func made(_ subject: RenderSubject) throws(PictureError) -> MadeOutput {
        guard format == .apng else { return .made(try output(subject)) }
        return .animatedPNG(try picture.pictureRenderer(.png, annotate: annotate).animatedPNGPlan(subject.animated))
    }

    /// Draws `subject` and writes it to `path` (see ``MadeOutput``).
    func write(_ subject: RenderSubject, to path: String, console: Console) throws {
        try made(subject).write(to: path, console: console)
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
    /// Writes what `content` makes to `path` as it makes it, by the rules of
    /// ``write(to:console:binary:_:)``; when `content` fails, the output is abandoned (a
    /// replaced file stays as it was, no temporary is left) and its error is thrown.
    static func write<Failure: Error>(
        to path: String, console: Console, binary: Bool = false,
        making content: (ChunkWriter) throws(Failure) -> Void
    ) throws {
        var failure: Failure?
        do {
            try write(to: path, console: console, binary: binary) { writer in
                do throws(Failure) {
                    try content(writer)
                } catch {
                    failure = error
                    writer.abandon()
                }
            }
        } catch {
            // The writing failed on its own, or because the content did: say why it did.
            if let failure { throw failure }
            throw error
        }
        if let failure { throw failure }
    }

    /// Writes `bytes` to `path` like ``write(_:to:console:)`` writes text.
    static func write(_ bytes: [UInt8], to path: String, console: Console) throws(OutputError) {
        switch try destination(of: path) {
        case .descriptor(1): console.writeBytes(bytes)
        case .descriptor(2): console.writeError(String(decoding: bytes, as: UTF8.self))
        default: try write(bytes, to: path)
        }
    }
}
