// The step from a resolved scene to the bytes of one output format, whoever asks: the command
// line's `render`, `md` and `:render`, or a library user with a scene and no command line.
import ShapeScene

/// What a render draws: one scene, or every frame of an animation.
public enum RenderSubject: Sendable {
    case scene(ResolvedScene)
    case animation(AnimatedScene)

    /// The scene a still format draws: the scene, or the animation's first frame.
    public var firstScene: ResolvedScene {
        switch self {
        case .scene(let scene): scene
        case .animation(let animation): animation.frames[0].scene
        }
    }

    /// Each frame on its own, in the order the animation plays them (`--frames`); a scene is one.
    public var playedScenes: [ResolvedScene] {
        switch self {
        case .scene(let scene): [scene]
        case .animation(let animation):
            (animation.playedFrames() ?? animation.frames).map { frame in
                var scene = frame.scene
                scene.bounds = animation.unionBounds
                return scene
            }
        }
    }
}

/// A rendered scene: text (SVG, JSON, the preview, the exports) or the bytes of a PNG, APNG or PDF.
public enum RenderedOutput: Equatable, Sendable {
    case text(String)
    case bytes([UInt8])

    /// The output as bytes: text in UTF-8.
    public var bytes: [UInt8] {
        switch self {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        }
    }
}

/// Renders a scene in one of the output formats, with the options that change its bytes.
public struct SceneRenderer: Sendable {
    public var format: OutputFormat
    /// SVG, PNG, APNG and PDF: draw the construction (corner centres, radius lines, `r = …`).
    public var annotate: Bool
    /// Text and JSON: add the derivation of every corner.
    public var explain: Bool
    /// Columns of the text preview.
    public var width: Int
    /// Rows the whole text output should fit in (a terminal's height, less the prompt): the
    /// preview is drawn smaller when the report under it would push its top off the screen.
    public var fitsRows: Int?
    /// Scale, background and theme of SVG, PNG and PDF.
    public var picture: PictureOptions
    /// The scene's name (a script's file name without its folder and extension): it names the
    /// SwiftUI view and the HTML page.
    public var sceneName: String?
    /// The SwiftUI view's name when something other than the scene names it (the output
    /// file, as Xcode names a view after its file).
    public var viewName: String?

    public init(
        format: OutputFormat, annotate: Bool = false, explain: Bool = false, width: Int = 80, fitsRows: Int? = nil,
        picture: PictureOptions = PictureOptions(), sceneName: String? = nil
    ) {
        self.format = format
        self.annotate = annotate
        self.explain = explain
        self.width = width
        self.fitsRows = fitsRows
        self.picture = picture
        self.sceneName = sceneName
    }

    /// The output of one scene as text, ending with a newline; for PNG and PDF, the SVG they are
    /// drawn from.
    ///
    /// Text is the box-drawing preview, a blank line, then the node tree (with every corner's
    /// derivation under its node when `explain` is set).
    public func render(_ scene: ResolvedScene) -> String {
        switch format {
        // A picture's SVG: what PNG and PDF are drawn from.
        case .svg, .png, .pdf, .apng: return picture.svgRenderer(annotate: annotate).render(scene)
        case .json: return JSONRenderer(explain: explain).render(scene)
        case .text:
            let report = TextReport.render(scene, explain: explain)
            // The preview, a blank line, the report, then the prompt's line.
            let rows = fitsRows.map { Swift.max($0 - report.split(separator: "\n").count - 2, 6) }
            return TextPreview(width: width, maximumRows: rows).render(scene) + "\n" + report
        case .html: return HTMLRenderer(title: sceneName ?? "shape scene", names: picture.cssNames).render(scene)
        case .css: return CSSRenderer(names: picture.cssNames).render(scene)
        case .swiftui:
            return SwiftUIRenderer(viewName: viewName ?? SwiftUIRenderer.viewName(forScript: sceneName)).render(scene)
        case .tokens: return DesignTokensRenderer(prefix: picture.prefix, mathValues: picture.tokensMath).render(scene)
        }
    }

    /// A scene, or an animation, as text: an animated SVG plays it, the other formats draw its
    /// first frame (PNG, APNG and PDF: the SVG they are drawn from). The bytes of a picture are
    /// ShapePictures' `output(_:)`.
    public func text(_ subject: RenderSubject) -> String {
        switch (format, subject) {
        case (.svg, .animation(let animation)):
            AnimatedSVGRenderer(svg: picture.svgRenderer(annotate: annotate)).render(animation)
        default:
            render(subject.firstScene)
        }
    }

    /// Whether the format is written as it is made (SVG, JSON), so that a large scene never
    /// sits in memory whole.
    public var streams: Bool { format == .svg || format == .json }

    /// Writes an SVG or JSON scene to `sink`, a chunk at a time.
    public func stream(_ scene: ResolvedScene, to sink: any ByteSink) {
        switch format {
        case .json: JSONRenderer(explain: explain).render(scene, to: sink)
        default: picture.svgRenderer(annotate: annotate).render(scene, to: sink)
        }
    }
}
