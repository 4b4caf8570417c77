// One question for the engine, as a front end without a command line asks it (shape.js through
// shape.wasm, or a test): the script, the files it may import, and the options of `shape render`
// that change its bytes.
import ShapeLanguage
import ShapeRendering

/// A script and what to do with it.
public struct EngineRequest: Sendable {
    /// The script's text.
    public var source = ""
    /// Its name in diagnostics and imports (`card.shape`): relative imports are read beside it.
    /// Its file name without `.shape` names the SwiftUI view and the HTML page, as
    /// `shape render card.shape` names them.
    public var path = "script.shape"
    /// The files `import` may read, by path; nothing else is read.
    public var files: [String: String] = [:]
    public var format = OutputFormat.svg
    /// `--set NAME=VALUE`.
    public var parameters: [String: Double] = [:]
    /// `--annotate` (SVG) and `--explain` (text, JSON).
    public var annotate = false
    public var explain = false
    /// `--theme`, `--title`, `--id-prefix`, `--background` of a drawn format.
    public var picture = PictureOptions()
    /// `-o NAME.swift`: the file the output goes to, which names a SwiftUI view (`CardView.swift`
    /// makes `struct CardView`), as the command names it; empty for none.
    public var output = ""
    /// `--time T`: the one frame at T seconds.
    public var time: Double?
    /// An editor's keystroke: only the frame at `time` (the first when nil) is evaluated and drawn,
    /// in its own bounds; the other frames' asserts wait for a render without it.
    public var still = false
    /// A page's render: the answer also lists the nodes a pointer or the keyboard can reach and
    /// the animation's timing.
    public var page = false
    /// `--width N` of the text preview.
    public var width = 80
    /// `--sandbox`: tighter limits and no imports.
    public var sandbox = false
    /// The limits of an evaluation: ``Limits/webAssembly`` unless a caller asks for others
    /// (`--sandbox` tightens them further).
    public var limits = Limits.webAssembly
    /// What `explain` and the editor answers ask about: a node's name (or its index, from a
    /// page's render, as `#12`), a byte offset.
    public var node = ""
    /// A lesson's folder name (`04-too-far-goes-square`) and its place in the course.
    public var lesson = ""
    public var lessonNumber = 1
    public var offset = 0

    public init() {}

    /// Sets one field from text, as shape.js hands them over (`format` = `css`, `set` =
    /// `gap=12`, `file` = `tokens.shape` NUL text); nil when the field is known, else the
    /// message for a bad one.
    public mutating func set(_ field: String, _ value: String) -> String? {
        switch field {
        case "source": source = value
        case "path": path = value.isEmpty ? "script.shape" : value
        case "format":
            guard let format = OutputFormat(rawValue: value), !format.isBinary else {
                return "unknown format '\(value)': shape.wasm writes "
                    + OutputFormat.allCases.filter { !$0.isBinary }.map { $0.rawValue }.joined(separator: ", ")
                    + " (PNG is drawn by the browser from the SVG)"
            }
            self.format = format
        case "set":
            guard let equals = value.firstIndex(of: "="), let number = Self.number(value[value.index(after: equals)...])
            else { return "'set' takes NAME=NUMBER, not '\(value)'" }
            parameters[String(value[..<equals])] = number
        case "file":
            guard let nul = value.firstIndex(of: "\u{0}") else { return "'file' takes a path, NUL, then the text" }
            files[String(value[..<nul])] = String(value[value.index(after: nul)...])
        case "annotate": annotate = value == "true"
        case "explain": explain = value == "true"
        case "theme":
            guard let theme = Theme(rawValue: value) else {
                return "unknown theme '\(value)': " + Theme.allCases.map { $0.rawValue }.joined(separator: ", ")
            }
            picture.theme = theme
        case "output": output = value
        case "title": picture.title = value
        case "idPrefix": picture.idPrefix = value
        case "prefix":
            guard CSSNames.isValidPrefix(value) else {
                return "'prefix' takes a letter, then letters, digits, '_' and single '-', not '\(value)'"
            }
            picture.prefix = value
        case "tokensMath": picture.tokensMath = value == "true"
        case "time":
            guard let seconds = Self.number(Substring(value)), seconds >= 0 else {
                return "'time' takes seconds, 0 or more, not '\(value)'"
            }
            time = seconds
        case "width":
            guard let columns = Int(value), columns >= 2, columns <= 10_000 else {
                return "'width' takes 2 to 10000 columns, not '\(value)'"
            }
            width = columns
        case "sandbox": sandbox = value == "true"
        case "still": still = value == "true"
        case "page": page = value == "true"
        case "maxSteps", "maxNodes", "maxCallDepth", "maxDepth":
            // `--max-steps N` and the like: a limit of this evaluation, at most the native default's.
            guard let number = Int(value), number >= 0 else { return "'\(field)' takes a whole number, not '\(value)'" }
            switch field {
            case "maxSteps": limits.maxSteps = number
            case "maxNodes": limits.maxNodes = number
            case "maxCallDepth": limits.maxCallDepth = Swift.min(number, Limits.webAssembly.maxCallDepth)
            default: limits.maxNestingDepth = Swift.min(number, Limits.webAssembly.maxNestingDepth)
            }
        case "node": node = value
        case "lesson": lesson = value
        case "lessonNumber":
            guard let number = Int(value), number >= 1 else { return "'lessonNumber' takes 1 or more, not '\(value)'" }
            lessonNumber = number
        case "offset":
            guard let offset = Int(value), offset >= 0 else { return "'offset' takes a byte offset, not '\(value)'" }
            self.offset = offset
        default: return "unknown field '\(field)'"
        }
        return nil
    }

    /// A finite decimal number.
    static func number(_ text: Substring) -> Double? {
        guard let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// The limits the evaluation runs under: ``limits``, tightened by `--sandbox`.
    var effectiveLimits: Limits {
        guard sandbox else { return limits }
        let sandbox = Limits.sandbox
        return Limits(
            maxSteps: Swift.min(limits.maxSteps, sandbox.maxSteps),
            maxCallDepth: Swift.min(limits.maxCallDepth, sandbox.maxCallDepth),
            maxNestingDepth: Swift.min(limits.maxNestingDepth, sandbox.maxNestingDepth),
            maxNodes: Swift.min(limits.maxNodes, sandbox.maxNodes),
            maxImports: Swift.min(limits.maxImports, sandbox.maxImports),
            maxOutputBytes: Swift.min(limits.maxOutputBytes, sandbox.maxOutputBytes),
            maxStringLength: Swift.min(limits.maxStringLength, sandbox.maxStringLength),
            maxListLength: Swift.min(limits.maxListLength, sandbox.maxListLength),
            maxSourceBytes: Swift.min(limits.maxSourceBytes, sandbox.maxSourceBytes))
    }

    /// The scene's name: the file name without its folder and `.shape`.
    var sceneName: String { SourcePaths.sceneName(of: path) }
}

extension Limits {
    /// shape.wasm's limits: the native defaults, with calls and brackets nested less deeply.
    ///
    /// A JavaScript engine runs WebAssembly on its own stack of about 1 MB (V8's default, in
    /// node and Chromium alike), where the native build evaluates on a thread of 512 MB. Measured
    /// in node 20: a plain recursive function traps after 555 calls, one whose every call sits in
    /// four nested operations after 246. 100 calls and 128 brackets (`--max-call-depth 100
    /// --max-depth 128` natively) stop such scripts with their located error first;
    /// RELIABILITY.md ("WebAssembly") has the measurements and what still traps.
    public static let webAssembly = Limits(maxCallDepth: 100, maxNestingDepth: 128)
}
