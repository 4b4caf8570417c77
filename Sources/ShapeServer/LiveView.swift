// One view of the page: a script's text, with parameter values and a moment of its animation,
// evaluated in a fresh session as `shape render --set … --time …` would, and turned into what
// the page shows: the SVG, the diagnostics, the sliders, the nodes to point at.
import ConcentricGeometry
import ShapeEngine
import ShapeFiles
import ShapeJSON
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// What the page asks to see.
struct ViewRequest: Sendable, Hashable {
    var source: String
    /// `--set` values, by parameter name.
    var overrides: [String: Double] = [:]
    /// `--time`: seconds into the animation; nil for the first frame.
    var time: Double?
    /// `--annotate`: the construction layer.
    var annotate = false
    /// The only files the script may import (canonical paths), or nil for any the settings
    /// allow: a page's text on a server others can reach reads only what the script on disk reads.
    var imports: Set<String>?
}

/// How a script is evaluated for the page: the command's limits and policies.
public struct EvaluationSettings: Sendable {
    public var limits: Limits
    public var fileAccess: FileAccess
    public var warnings: WarningPolicy
    /// `--set` values the page starts from (a link's own values win).
    public var parameters: [String: Double]

    public init(
        limits: Limits = Limits(), fileAccess: FileAccess = .standard, warnings: WarningPolicy = WarningPolicy(),
        parameters: [String: Double] = [:]
    ) {
        self.limits = limits
        self.fileAccess = fileAccess
        self.warnings = warnings
        self.parameters = parameters
    }
}

/// A view evaluated: the JSON the page reads, and what answers its derivation questions later.
struct EvaluatedView: Sendable {
    let version: Int
    let json: String
    /// The evaluated script as an editor asks about it: its nodes and their derivations.
    let document: EditorDocument
    /// The frame drawn when it is not the session's own (a later moment of an animation).
    let frame: ResolvedScene?
    /// Every file the evaluation read, the script first.
    let filesRead: [String]
}

/// Evaluates views; remembers one animation's common bounds, the costly part of a frame.
final class ViewRenderer: @unchecked Sendable {
    let path: String
    let settings: EvaluationSettings
    /// At most this many `print` lines are shown under the picture.
    static let printLimit = 200
    private var boundsKey: ViewRequest?
    private var bounds: Rect?

    init(path: String, settings: EvaluationSettings) { (self.path, self.settings) = (path, settings) }

    /// Evaluates `request` as version `version`. Not reentrant: the caller serialises calls.
    func evaluate(_ request: ViewRequest, version: Int) -> EvaluatedView {
        var printed: [String] = []
        let sources: any SourceProvider = request.imports.map { OnlyFiles($0) } ?? DiskSources()
        let session = Session(limits: settings.limits, sources: sources, fileAccess: settings.fileAccess) { line in
            if printed.count < ViewRenderer.printLimit { printed.append(line) }
        }
        session.warningPolicy = settings.warnings
        session.parameterOverrides = request.overrides
        let result = session.evaluate(request.source, file: path)
        var diagnostics = result.diagnostics
        var scene: ResolvedScene?
        var frame: ResolvedScene?
        if result.succeeded {
            if session.timeline != nil {
                let (drawn, frameDiagnostics, isFrame) = animationFrame(session, request)
                diagnostics += frameDiagnostics
                scene = drawn
                if isFrame { frame = drawn }
            } else {
                scene = session.scene()
            }
        }
        let document = EditorAnswers.document(
            of: request.source, path: path, session: session, diagnostics: result.diagnostics)
        let svg = scene.map { SVGRenderer(annotate: request.annotate, theme: .auto).render($0) }
        var members: [(String, JSONText)] = [
            ("version", .number(Double(version))),
            ("ok", .bool(svg != nil)),
            ("svg", svg.map(JSONText.string) ?? .null),
            ("diagnostics", .array(diagnostics.map { ViewRenderer.json($0, script: path) })),
            ("parameters", .array(session.parameters.map(ViewRenderer.json))),
            ("printed", .array(printed.map(JSONText.string))),
        ]
        if let scene {
            members.append(("nodes", .array(PageNode.nodes(of: document, drawn: scene).map(ViewRenderer.json))))
        }
        if let timeline = session.timeline {
            members.append(
                (
                    "animation",
                    .object([
                        ("duration", .number(timeline.duration)),
                        ("period", .number(timeline.period)),
                        ("total", timeline.totalDuration.map(JSONText.number) ?? .null),
                        ("fps", .number(timeline.framesPerSecond)),
                        ("time", .number(request.time ?? 0)),
                    ])
                ))
        }
        return EvaluatedView(
            version: version, json: JSONText.object(members).serialized(safeInHTML: true), document: document,
            frame: frame,
            filesRead: session.filesRead)
    }

    /// The scene `--time` draws: the frame at the request's time (or the first), framed by the
    /// bounds of every frame so the picture keeps its size as it plays; whether it is a frame
    /// apart from the session's own scene.
    private func animationFrame(_ session: Session, _ request: ViewRequest) -> (ResolvedScene?, [Diagnostic], Bool) {
        var key = request
        key.time = nil
        key.annotate = false
        var diagnostics: [Diagnostic] = []
        if boundsKey != key {
            // Every frame, once per text and values: asserts hold at each, and their bounds.
            let evaluation = session.animate()
            guard let animation = evaluation.animation else { return (nil, evaluation.diagnostics, false) }
            diagnostics = evaluation.diagnostics
            boundsKey = key
            bounds = animation.unionBounds
        }
        let time = request.time ?? 0
        var drawn: ResolvedScene?
        var isFrame = false
        if time == 0 {
            drawn = session.scene()
        } else {
            let frame = session.frame(at: time)
            diagnostics += frame.diagnostics
            drawn = frame.scene
            isFrame = true
        }
        if var scene = drawn, let bounds {
            scene.bounds = bounds.union(scene.bounds)
            drawn = scene
        }
        return (drawn, diagnostics, isFrame)
    }

    static func json(_ diagnostic: Diagnostic, script: String) -> JSONText {
        let location = diagnostic.location
        let file = diagnostic.file ?? script
        var members: [(String, JSONText)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", .string(file)),
            ("line", .number(Double(location.line))),
            ("column", .number(Double(location.column))),
            ("code", .string(diagnostic.code.rawValue)),
            ("inScript", .bool(file == script)),
        ]
        if let hint = diagnostic.hint { members.append(("hint", .string(hint))) }
        return .object(members)
    }

    static func json(_ parameter: ScriptParameter) -> JSONText {
        let range = ParameterRange(around: parameter.declared, including: parameter.value)
        return .object([
            ("name", .string(parameter.name)),
            ("value", .number(parameter.value)),
            ("declared", .number(parameter.declared)),
            ("min", .number(range.minimum)),
            ("max", .number(range.maximum)),
            ("step", .number(range.step)),
            ("line", .number(Double(parameter.range.start.line))),
        ])
    }

    static func json(_ node: PageNode) -> JSONText {
        .object([
            ("index", .number(Double(node.index))),
            ("name", node.name.map(JSONText.string) ?? .null),
            ("kind", .string(node.kind)),
            ("x", .number(node.frame.x)),
            ("y", .number(node.frame.y)),
            ("width", .number(node.frame.width)),
            ("height", .number(node.frame.height)),
            ("line", .number(Double(node.line))),
            ("column", .number(Double(node.column))),
        ])
    }
}

/// The disk, but only the files named: any other import is refused before a byte of it is read,
/// so a page cannot have the server quote another file's words back in its diagnostics.
final class OnlyFiles: SourceProvider {
    let allowed: Set<String>

    init(_ allowed: Set<String>) { self.allowed = allowed }

    func read(_ path: String) throws(FileError) -> String {
        guard let canonical = SourceFiles.canonicalPath(path), allowed.contains(canonical) else {
            throw FileError(
                "'\(path)' is not one of the files the script on disk imports, which is all a page may import "
                    + "from a server others can reach")
        }
        return try SourceFiles.readText(canonical)
    }

    func canonicalPath(_ path: String) -> String? {
        SourceFiles.canonicalPath(path)
    }
}
