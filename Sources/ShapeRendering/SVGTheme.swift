// The tool's own colours in light and dark, and the style sheet that switches between them with
// `prefers-color-scheme`. A script's own colours never pass through here.

/// Which colours the tool uses for what it draws itself: the default canvas, outlines of nodes
/// with neither fill nor stroke, labels without a colour, and the teaching layer.
public enum Theme: String, CaseIterable, Sendable {
    /// Light colours (the default).
    case light
    /// Dark colours: a dark canvas, white labels, marks that read on black.
    case dark
    /// Light colours, with a style sheet that switches to the dark ones when the viewer prefers
    /// a dark colour scheme (`@media (prefers-color-scheme: dark)`): for SVG shown in a browser.
    case auto
}

/// A colour the tool chooses, with its light and dark values.
enum ToolColor {
    case canvas, outline, label, underlay, containerMark, ownMark, containerText, ownText, ring, squared

    var light: StaticString {
        switch self {
        case .canvas: "#f2f2f7"  // iOS grouped background
        case .outline: "#8e8e93"  // system grey
        case .label: "#000000"
        case .underlay: "#ffffff"
        case .containerMark: "#0a84ff"
        case .ownMark: "#ff2d55"
        case .containerText: "#0059c2"
        case .ownText: "#c4003a"
        case .ring: "#1c1c1e"
        case .squared: "#ff3b30"
        }
    }

    var dark: StaticString {
        switch self {
        case .canvas: "#1c1c1e"
        case .outline: "#98989d"
        case .label: "#ffffff"
        case .underlay: "#000000"
        case .containerMark: "#0a84ff"
        case .ownMark: "#ff375f"
        case .containerText: "#409cff"
        case .ownText: "#ff6482"
        case .ring: "#f2f2f7"
        case .squared: "#ff453a"
        }
    }
}

/// How one kind of element the tool colours is painted: its fill and stroke colours, and the
/// class that carries them under `Theme.auto`.
///
/// One class per kind of element (not per colour) keeps each element to one `class` attribute
/// however many of its paints are the tool's.
enum ToolPaint: CaseIterable {
    /// The canvas when neither the script nor `--background` gives it a colour.
    case canvas
    /// A node with neither fill nor stroke.
    case outline
    /// A label without a colour of its own.
    case label
    /// The underlay beneath an annotation line or ring (a wider stroke).
    case underlay
    /// The underlay beneath an annotation label (a stroked copy of the text).
    case textUnderlay
    case containerMark, ownMark
    case containerDot, ownDot
    case containerText, ownText
    case ring
    case squared
    /// A finding's label (flared, pinched, dx and dy): filled in the findings' colour.
    case findingText

    var fill: ToolColor? {
        switch self {
        case .canvas: .canvas
        case .label: .label
        case .textUnderlay: .underlay
        case .containerDot: .containerMark
        case .ownDot: .ownMark
        case .containerText: .containerText
        case .ownText: .ownText
        case .findingText: .squared
        case .outline, .underlay, .containerMark, .ownMark, .ring, .squared: nil
        }
    }

    var stroke: ToolColor? {
        switch self {
        case .outline: .outline
        case .underlay, .textUnderlay, .containerDot, .ownDot: .underlay
        case .containerMark: .containerMark
        case .ownMark: .ownMark
        case .ring: .ring
        case .squared: .squared
        case .canvas, .label, .containerText, .ownText, .findingText: nil
        }
    }

    /// The class name; prefixed, so an SVG inlined in a page does not meet the page's classes.
    var className: StaticString {
        switch self {
        case .canvas: "shape-canvas"
        case .outline: "shape-outline"
        case .label: "shape-label"
        case .underlay: "shape-underlay"
        case .textUnderlay: "shape-text-underlay"
        case .containerMark: "shape-container-mark"
        case .ownMark: "shape-own-mark"
        case .containerDot: "shape-container-dot"
        case .ownDot: "shape-own-dot"
        case .containerText: "shape-container-text"
        case .ownText: "shape-own-text"
        case .ring: "shape-ring"
        case .squared: "shape-squared"
        case .findingText: "shape-finding-text"
        }
    }
}

extension SVGWriter where Sink: SVGSink {
    /// Appends the tool's `fill` and `stroke` for `paint` in the writer's theme, and under
    /// `Theme.auto` a `class` the style sheet turns dark.
    mutating func paint(_ paint: ToolPaint) {
        if let fill = paint.fill {
            attribute("fill", raw: theme == .dark ? fill.dark : fill.light)
        }
        if let stroke = paint.stroke {
            attribute("stroke", raw: theme == .dark ? stroke.dark : stroke.light)
        }
        if theme == .auto {
            attribute("class", raw: paint.className)
        }
    }

    /// Under `Theme.auto`, the `<style>` element with the dark colours of every ``ToolPaint``.
    ///
    /// The light colours are presentation attributes, which any renderer draws; a CSS rule
    /// outranks a presentation attribute, so in a browser that prefers dark, the rules win.
    mutating func styleSheet() {
        guard theme == .auto else { return }
        start("style", depth: 1)
        attribute("type", raw: "text/css")
        text(closing: "style") { css in
            css.append("\n    @media (prefers-color-scheme: dark) {\n")
            for paint in ToolPaint.allCases {
                css.append("      .")
                css.append(paint.className)
                css.append(" {")
                if let fill = paint.fill {
                    css.append(" fill: ")
                    css.append(fill.dark)
                    css.append(";")
                }
                if let stroke = paint.stroke {
                    css.append(" stroke: ")
                    css.append(stroke.dark)
                    css.append(";")
                }
                css.append(" }\n")
            }
            css.append("    }\n  ")
        }
    }
}
