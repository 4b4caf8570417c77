// What the commands share: reading a script from a file or standard input, printing its
// diagnostics, rendering its scene in a format, and refusing to write over an input.
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// A script's text and the name its diagnostics use.
struct ScriptFile {
    /// The name diagnostics show: the path as given, or `<stdin>`.
    static let standardInputName = "<stdin>"

    var source: String
    var path: String

    /// Reads `argument` (a path, or `-` for standard input) as UTF-8 text.
    /// Reads the script like ``read(_:console:)``, reporting a file that cannot be read (with
    /// its location, when the problem is in its content) on standard error; nil then.
    static func load(_ argument: String, console: Console) -> ScriptFile? {
        do {
            return try read(argument, console: console)
        } catch {
            console.reportFileError(error)
            return nil
        }
    }

    static func read(_ argument: String, console: Console) throws -> ScriptFile {
        guard argument == "-" else {
            return ScriptFile(source: try SourceFiles.readText(argument), path: argument)
        }
        let bytes = try console.readInput()
        let source = try SourceFiles.decodeUTF8(bytes, path: standardInputName)
        return ScriptFile(source: source, path: standardInputName)
    }
}

/// Prints an evaluation's diagnostics on standard error, with the source line and a caret.
struct DiagnosticPrinter {
    let console: Console
    /// How a limit is raised where the script runs: a flag, or `:limits` in the REPL.
    var raisesLimitsWith = LimitSetting.Place.commandLine

    func print(_ diagnostics: [Diagnostic], session: Session) {
        let formatter = DiagnosticFormatter(colored: console.usesColor)
        for var diagnostic in diagnostics {
            if let setting = LimitSetting(reportedBy: diagnostic.code) {
                let advice = setting.howToRaise(raisesLimitsWith, now: session.limits)
                diagnostic.hint = diagnostic.hint.map { $0 + "; " + advice } ?? advice
            }
            console.printError(formatter.format(diagnostic, source: session.source(for: diagnostic.file)))
        }
    }
}

extension Console {
    /// Reports a failure to read or write a file: `error: no such file 'card.shape'`.
    func reportFileError(_ error: any Error) {
        if let failure = error as? FileError, let location = failure.location, let path = failure.path {
            // A problem in the file's content: located like any other diagnostic.
            printError(
                TextStyle.bold.apply("\(path):\(location):", enabled: usesColor) + " "
                    + TextStyle.red.apply("error:", enabled: usesColor) + " " + failure.message)
        } else if let failure = error as? FileError {
            reportError(failure.message)
        } else {
            reportError("\(error)")
        }
    }

    /// Prints a usage error, the command's usage line and where to find more.
    func reportUsage(_ error: UsageError) {
        reportError(error.message)
        printError(Help.usage(error.command))
        let topic = error.command.flatMap { $0 == .help ? nil : " \($0.rawValue)" } ?? ""
        printError("Run 'shape help\(topic)' for more.")
    }
}

/// Renders a session's scene in one of the output formats.
struct SceneRenderer {
    var format: OutputFormat
    var annotate = false
    var explain = false
    /// Columns of the text preview.
    var width = 80
    /// Rows the whole text output should fit in (a terminal's height, less the prompt): the
    /// preview is drawn smaller when the report under it would push its top off the screen.
    var fitsRows: Int?
    /// Scale, background and theme of SVG, PNG and PDF.
    var picture = PictureOptions()
    /// The script's path, if it came from a file: it names the SwiftUI view and the HTML page.
    var sourcePath: String?

    /// The whole output, ending with a newline.
    ///
    /// Text is the box-drawing preview, a blank line, then the node tree (with every corner's
    /// derivation under its node when `explain` is set).
    func render(_ session: Session) -> String {
        render(session.scene())
    }

    /// The output of one scene as text, ending with a newline.
    func render(_ scene: ResolvedScene) -> String {
        switch format {
        // A picture's SVG: what PNG and PDF are drawn from.
        case .svg, .png, .pdf, .apng: return picture.svgRenderer(annotate: annotate).render(scene)
        case .json: return JSONRenderer(explain: explain).render(scene)
        case .text:
            let report = TextReport.render(scene, explain: explain)
            // The preview, a blank line, the report, then the prompt's line.
            let rows = fitsRows.map { Swift.max($0 - report.split(separator: "\n").count - 2, 6) }
            return TextPreview(width: width, maximumRows: rows).render(scene) + "\n" + report
        case .html: return HTMLRenderer(title: sceneName ?? "shape scene").render(scene)
        case .css: return CSSRenderer().render(scene)
        case .swiftui: return SwiftUIRenderer(viewName: SwiftUIRenderer.viewName(forScript: sceneName)).render(scene)
        case .tokens: return DesignTokensRenderer().render(scene)
        }
    }

    /// The script's file name without its folder and extension (`card` for `ui/card.shape`).
    private var sceneName: String? {
        guard let path = sourcePath, path != ScriptFile.standardInputName else { return nil }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".shape") ? String(file.dropLast(6)) : file
    }
}

/// Guards against an output file that is one of the inputs.
enum OutputGuard {
    /// The input that writing `output` would replace, if any: compared by canonical path, so
    /// `./card.shape`, `../x/card.shape` and a link to it are all the same file.
    static func overwrittenInput(by output: String, inputs: [String]) -> String? {
        guard output != "-", let target = SourceFiles.canonicalPath(output) else { return nil }
        return inputs.first { $0 != ScriptFile.standardInputName && SourceFiles.canonicalPath($0) == target }
    }

    /// The message for refusing to write over `input`.
    static func refusal(output: String, input: String, script: String) -> String {
        if input == script || SourceFiles.canonicalPath(input) == SourceFiles.canonicalPath(script) {
            return "refusing to write '\(output)' over the script it renders"
        }
        return "refusing to write '\(output)' over '\(input)', which the script imports"
    }
}
