// How a drawn scene looks: its scale, background, theme, title and id prefix, shared by SVG, PNG,
// APNG and PDF. The command line fills these from `--scale`, `--background`, `--theme`, `--title`
// and `--id-prefix`; a library user sets them directly.
import ShapeScene

/// Scale, background, theme, title and id prefix of SVG, PNG, APNG and PDF.
public struct PictureOptions: Equatable, Sendable {
    /// PNG pixels per SVG unit; nil for 1.
    public var scale: Double?
    /// The canvas colour over the script's and the theme's; transparent leaves it undrawn.
    public var background: Color?
    public var theme: Theme?
    /// The picture's accessible name (the SVG's `<title>`), over the canvas's `title:`.
    public var title: String?
    /// Put before every id of the SVG, so that pictures inlined in one page keep theirs apart.
    public var idPrefix: String?
    /// What every class and custom property of the CSS and HTML exports starts with, and the
    /// design tokens' top group (`--prefix`); nil for `shape`.
    public var prefix: String?
    /// The design tokens' derived values as Tokens Studio math strings (`--tokens-math`).
    public var tokensMath = false

    public init() {}

    /// The SVG renderer these options ask for.
    public func svgRenderer(annotate: Bool) -> SVGRenderer {
        var renderer = SVGRenderer(annotate: annotate, theme: theme ?? .light, background: background)
        renderer.title = title
        renderer.idPrefix = idPrefix ?? ""
        return renderer
    }

    /// The names of the CSS and HTML exports these options ask for.
    public var cssNames: CSSNames { CSSNames(prefix: prefix ?? CSSNames.defaultPrefix) }
}
