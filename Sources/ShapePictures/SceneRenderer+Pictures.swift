// The step from a scene to the bytes of any output format, pictures included: what the command
// line writes. The text formats are ShapeRendering's; PNG, APNG and PDF are drawn here.
import ShapeRendering
import ShapeScene

extension SceneRenderer {
    /// A scene, or an animation, in the format asked for: PNG and PDF are the SVG
    /// ``SceneRenderer/render(_:)`` writes, drawn by librsvg and cairo. SVG and APNG play an
    /// animation; the other formats draw its first frame.
    public func output(_ subject: RenderSubject) throws(PictureError) -> RenderedOutput {
        switch (format, subject) {
        case (.apng, _):
            return .bytes(try picture.pictureRenderer(.png, annotate: annotate).animatedPNG(subject.animated))
        default:
            guard let format = format.picture else { return .text(text(subject)) }
            return .bytes(try picture.pictureRenderer(format, annotate: annotate).render(subject.firstScene))
        }
    }
}

extension RenderSubject {
    /// What an APNG plays: the animation, or a still scene as one frame shown for a second.
    public var animated: AnimatedScene {
        switch self {
        case .animation(let animation): animation
        case .scene(let scene):
            AnimatedScene(
                timeline: Timeline(duration: 1), sampling: FrameSampling(period: 1, intervals: 1),
                frames: [AnimationFrame(moment: .start, scene: scene)], end: nil)
        }
    }
}

extension OutputFormat {
    /// PNG and PDF: a still picture drawn by librsvg and cairo.
    public var picture: PictureRenderer.Format? {
        switch self {
        case .png: .png
        case .pdf: .pdf
        case .svg, .text, .json, .apng, .html, .css, .swiftui, .tokens: nil
        }
    }
}

extension PictureOptions {
    /// The renderer of a PNG or PDF.
    public func pictureRenderer(_ format: PictureRenderer.Format, annotate: Bool) -> PictureRenderer {
        PictureRenderer(format: format, scale: scale ?? 1, svg: svgRenderer(annotate: annotate))
    }
}
