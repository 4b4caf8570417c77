// The flags that decide how a picture looks, shared by `render` and `md`: `--scale`,
// `--background`, `--theme`, and for SVG set in a document `--title` and `--id-prefix`, parsed
// into ShapeRendering's PictureOptions and checked here.
import ShapeLanguage
import ShapePictures
import ShapeRendering
import ShapeScene

extension PictureOptions {
    /// `--scale`, `--background`, `--theme`, `--title`, `--id-prefix`; the help says what PNG
    /// (and with `withPDF`, PDF) does with them.
    static func table(withPDF: Bool) -> OptionTable<PictureOptions> {
        let drawn = withPDF ? "PNG and PDF have" : "PNG has"
        return OptionTable([
            CommandOption(
                names: ["--scale"], value: .text("a number"), placeholder: "N",
                help: [
                    "PNG pixels per SVG unit (default 1; 2 or 3 for high-density",
                    "slides), above 0 and at most \(Int(PictureRenderer.maximumScale)); a PNG of more than "
                        + "\(PictureRenderer.maximumPixels / 1_000_000)",
                    "megapixels (or \(PictureRenderer.maximumSide) pixels a side) is refused (exit 1)",
                ]
            ) { options, argument throws(UsageError) in
                options.scale = try PictureOptions.scale(argument.text, command: argument.command)
            },
            .parsed(
                "--background", placeholder: "COLOR", expecting: "a colour, or 'transparent'",
                needs: "a colour ('white', '#1c1c1e', '#rrggbbaa') or 'transparent'",
                help: [
                    "the canvas colour ('white', '#1c1c1e', '#rrggbbaa'), over the",
                    "script's 'canvas … fill:' and the theme's; 'transparent' leaves the",
                    "canvas undrawn. By default the canvas is the script's fill, else the",
                    "theme's canvas colour, and whatever lies outside it is transparent.",
                ], sets: \.background
            ) { Color(parsing: $0) },
            CommandOption(
                names: ["--theme"], value: .text("light, dark or auto"), placeholder: "THEME",
                help: [
                    "light (default), dark or auto: the tool's own colours (the default",
                    "canvas, outlines of nodes without fill or stroke, labels without a",
                    "colour, the --annotate layer); the script's colours are kept. auto",
                    "writes SVG that follows the viewer's prefers-color-scheme; \(drawn)",
                    "no viewer to follow and \(withPDF ? "are" : "is") drawn light.",
                ]
            ) { options, argument throws(UsageError) in
                guard let value = Theme(rawValue: argument.text) else {
                    let suggestion =
                        closestMatch(to: argument.text, among: Theme.allCases.map(\.rawValue))
                        .map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError(
                        "unknown theme '\(argument.text)' (light, dark or auto)\(suggestion)", command: argument.command
                    )
                }
                options.theme = value
            },
            .text(
                "--title", placeholder: "TEXT", expecting: "the picture's title",
                help: [
                    "the picture's accessible name (its <title>), over the canvas's",
                    "'title:' and the summary of its named nodes",
                ], sets: \.title),
            .parsed(
                "--id-prefix", placeholder: "PREFIX", expecting: "a prefix",
                needs: "a letter or '_', then letters, digits, '-', '_' or '.'",
                help: [
                    "put PREFIX before every id of the SVG (fig1- makes fig1-canvas,",
                    "fig1-card), so that pictures inlined in one page keep ids apart",
                ], sets: \.idPrefix
            ) { SVGRenderer.isValidIDPrefix($0) ? $0 : nil },
            .parsed(
                "--prefix", placeholder: "NAME", expecting: "a prefix",
                needs: "a letter, then letters, digits, '_' and single '-'",
                help: [
                    "start every class and custom property of the CSS and HTML exports",
                    "with NAME (ds: .ds-card, --ds-gap; default shape), and group the",
                    "design tokens under it, so that exports share a page",
                ], sets: \.prefix
            ) { CSSNames.isValidPrefix($0) ? $0 : nil },
            .flag(
                "--tokens-math",
                help: [
                    "design tokens: a derived token's $value is its rule as a Tokens Studio",
                    "math string ('max({card.topLeading} - {parameters.gap}, 0)') instead",
                    "of its number (the rule is in $extensions either way)",
                ], sets: \.tokensMath),
        ])
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
        if tokensMath, format != .tokens {
            warnings.append("--tokens-math writes design tokens only; it does nothing for \(format.rawValue)")
        }
        if prefix != nil, format != .css, format != .html, format != .tokens {
            warnings.append(
                "--prefix names the CSS, HTML and tokens exports only; it does nothing for \(format.rawValue)")
        }
        return warnings
    }
}
