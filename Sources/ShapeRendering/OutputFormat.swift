// The formats a scene is written in, and what each one is: drawn or exported, text or bytes,
// still or playing, and the file extension that names it.

/// The output formats of `render` and `:render`, and of ``SceneRenderer``.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, text, json, png, pdf, apng, html, css, swiftui, tokens

    /// The format a file name asks for by its extension: `.svg`, `.txt` (or `.text`), `.json`,
    /// `.png`, `.pdf`, `.apng` (an animated PNG), `.html` (or `.htm`), `.css`, `.swift`, and
    /// `.tokens` or `.tokens.json` (the design tokens format's own extensions; any other `.json`
    /// is the scene).
    public init?(path: String) {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") {
            self = .tokens
            return
        }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "svg": self = .svg
        case "txt", "text": self = .text
        case "json": self = .json
        case "png": self = .png
        case "pdf": self = .pdf
        case "apng": self = .apng
        case "html", "htm": self = .html
        case "css": self = .css
        case "swift": self = .swiftui
        default: return nil
        }
    }

    /// The extensions a file name may end with, as messages list them.
    public static let extensionsInWords = ".svg, .png, .apng, .pdf, .txt, .json, .html, .css, .swift or .tokens.json"

    /// SVG, PNG, APNG and PDF: the formats that draw the scene (and take `--annotate`, `--theme`, …).
    public var isDrawn: Bool { self == .svg || self == .png || self == .pdf || self == .apng }

    /// HTML, CSS, SwiftUI and design tokens: the radii handed to code, each corner's relation to
    /// its container kept where the format can say it.
    public var isExport: Bool { self == .html || self == .css || self == .swiftui || self == .tokens }

    /// SVG and APNG: the formats that play an animation.
    public var plays: Bool { self == .svg || self == .apng }

    /// PNG, APNG and PDF: bytes, not text, drawn by librsvg and cairo (ShapePictures).
    public var isBinary: Bool { self == .png || self == .pdf || self == .apng }

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
