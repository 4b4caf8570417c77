// The options that decide how a picture looks, shared by `render` and `md`: `--scale`,
// `--background`, `--theme`, and for SVG set in a document `--title` and `--id-prefix`, parsed
// into values and checked here.
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// `--scale N`, `--background COLOR|transparent`, `--theme light|dark|auto`, `--title TEXT`,
/// `--id-prefix PREFIX`.
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

    public init() {}

    static let optionNames = ["--scale", "--background", "--theme", "--title", "--id-prefix"]

    /// Takes `option` when it is a picture flag; false when it is not one.
    mutating func parse(_ option: String, inline: String?, from cursor: inout ArgumentCursor) throws(UsageError) -> Bool
    {
        switch option {
        case "--scale":
            let text = try cursor.value(for: option, inline: inline, expecting: "a number")
            scale = try PictureOptions.scale(text, command: cursor.command)
        case "--background":
            let text = try cursor.value(for: option, inline: inline, expecting: "a colour, or 'transparent'")
            guard let color = Color(parsing: text) else {
                throw UsageError(
                    "option '--background' needs a colour ('white', '#1c1c1e', '#rrggbbaa') or 'transparent', "
                        + "not '\(text)'", command: cursor.command)
            }
            background = color
        case "--theme":
            let text = try cursor.value(for: option, inline: inline, expecting: "light, dark or auto")
            guard let value = Theme(rawValue: text) else {
                let suggestion =
                    closestMatch(to: text, among: Theme.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" }
                    ?? ""
                throw UsageError("unknown theme '\(text)' (light, dark or auto)\(suggestion)", command: cursor.command)
            }
            theme = value
        case "--title":
            title = try cursor.value(for: option, inline: inline, expecting: "the picture's title")
        case "--id-prefix":
            let text = try cursor.value(for: option, inline: inline, expecting: "a prefix")
            guard SVGRenderer.isValidIDPrefix(text) else {
                throw UsageError(
                    "option '--id-prefix' needs a letter or '_', then letters, digits, '-', '_' or '.', not '\(text)'",
                    command: cursor.command)
            }
            idPrefix = text
        default:
            return false
        }
        return true
    }

    /// A scale: a number above 0, at most ``PictureRenderer/maximumScale``.
    static func scale(_ text: String, command: CommandName?) throws(UsageError) -> Double {
        let maximum = PictureRenderer.maximumScale
        guard let value = ArgumentCursor.plainDecimal(text), value > 0, value <= maximum else {
            throw UsageError(
                "option '--scale' needs a number above 0 and at most \(Int(maximum)), not '\(text)'",
                command: command)
        }
        return value
    }

    /// The SVG renderer these options ask for.
    func svgRenderer(annotate: Bool) -> SVGRenderer {
        var renderer = SVGRenderer(annotate: annotate, theme: theme ?? .light, background: background)
        renderer.title = title
        renderer.idPrefix = idPrefix ?? ""
        return renderer
    }

    /// The renderer of a PNG or PDF.
    func pictureRenderer(_ format: PictureRenderer.Format, annotate: Bool) -> PictureRenderer {
        PictureRenderer(format: format, scale: scale ?? 1, svg: svgRenderer(annotate: annotate))
    }

    /// Warnings for options that do nothing for `format`.
    func warnings(for format: OutputFormat) -> [String] {
        var warnings: [String] = []
        if scale != nil, format != .png, format != .apng {
            warnings.append("--scale sets the pixels of a PNG; it does nothing for \(format.rawValue)")
        }
        if !format.isDrawn {
            if background != nil {
                warnings.append(
                    "--background colours SVG, PNG, APNG and PDF only; it does nothing for \(format.rawValue)")
            }
            if theme != nil {
                warnings.append("--theme colours SVG, PNG, APNG and PDF only; it does nothing for \(format.rawValue)")
            }
            if title != nil {
                warnings.append("--title names SVG, PNG, APNG and PDF only; it does nothing for \(format.rawValue)")
            }
        }
        if idPrefix != nil, format != .svg {
            warnings.append("--id-prefix changes the ids of SVG only; it does nothing for \(format.rawValue)")
        }
        return warnings
    }
}

extension OutputFormat {
    /// SVG, PNG, APNG and PDF: the formats that draw the scene (and take `--annotate`, `--theme`, …).
    public var isDrawn: Bool { self == .svg || self == .png || self == .pdf || self == .apng }

    /// HTML, CSS, SwiftUI and design tokens: the radii handed to code, each corner's relation to
    /// its container kept where the format can say it.
    public var isExport: Bool { self == .html || self == .css || self == .swiftui || self == .tokens }

    /// PNG and PDF: a still picture drawn by librsvg and cairo.
    var picture: PictureRenderer.Format? {
        switch self {
        case .png: .png
        case .pdf: .pdf
        case .svg, .text, .json, .apng, .html, .css, .swiftui, .tokens: nil
        }
    }

    /// PNG, APNG and PDF: bytes, not text.
    var isBinary: Bool { picture != nil || self == .apng }

    /// The extension of a file in this format, without the dot: an APNG is a `.png` that moves.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .apng: "png"
        case .swiftui: "swift"
        case .tokens: "tokens.json"
        default: rawValue
        }
    }
}
