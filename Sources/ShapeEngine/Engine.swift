// The engine: a script and its options in, text and located diagnostics out, with no platform in
// it. What shape.wasm exports (WebAssembly/ShapeWasm) and shape.js calls; the answers are the
// ones `shape render`, `shape check`, `shape explain` and the language server give natively.
import ConcentricGeometry
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// One answer: the output (an SVG, a stylesheet, the text preview; empty when there is none)
/// and a JSON object with everything else (`ok`, `diagnostics`, what was asked).
public struct EngineAnswer: Sendable {
    public var output: String
    public var json: String

    public init(output: String, json: String) {
        self.output = output
        self.json = json
    }
}

/// The questions a front end without a command line asks.
public enum Engine {
    /// `shape render`: the script drawn in the request's format.
    ///
    /// The JSON says `ok`, the `diagnostics` (the script's, then the animation's frames'), the
    /// lines the script printed (`printed`) and its `parameters`.
    public static func render(_ request: EngineRequest) -> EngineAnswer {
        let (session, printed) = session(for: request, keepingDerivations: request.format.isExport)
        if let refusal = session.unknownParameterMessage(request.parameters, in: request.source, file: request.path) {
            return failure(refusal)
        }
        let result = session.evaluate(request.source, file: request.path)
        var diagnostics = result.diagnostics
        var output = ""
        var drawn: ResolvedScene?
        if result.succeeded {
            let (subject, frames) = session.subject(format: request.format, time: request.time, still: request.still)
            diagnostics += frames
            drawn = subject?.firstScene
            if let subject {
                var renderer = SceneRenderer(
                    format: request.format, annotate: request.annotate, explain: request.explain,
                    width: request.width, picture: request.picture, sceneName: request.sceneName)
                if request.format == .swiftui, request.output.hasSuffix(".swift") {
                    renderer.viewName = SwiftUIRenderer.viewName(forOutputFile: request.output)
                }
                output = renderer.text(subject)
            }
        }
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", !output.isEmpty && !diagnostics.contains { $0.severity == .error })
        write(diagnostics, to: &json)
        json.key("printed")
        json.beginArray()
        for line in printed.lines { json.string(line) }
        json.endArray()
        write(session.parameters, to: &json, ranges: request.page)
        if request.page { writePage(session, drawn: drawn, to: &json) }
        json.endObject()
        return EngineAnswer(output: output, json: json.text)
    }

    /// `shape check`: the diagnostics alone, every frame of an animation evaluated.
    public static func check(_ request: EngineRequest) -> EngineAnswer {
        let (session, _) = session(for: request)
        if let refusal = session.unknownParameterMessage(request.parameters, in: request.source, file: request.path) {
            return failure(refusal)
        }
        let result = session.evaluate(request.source, file: request.path)
        var diagnostics = result.diagnostics
        if result.succeeded, session.timeline != nil {
            diagnostics += session.animate().diagnostics
        }
        return answer("", diagnostics, ok: !diagnostics.contains { $0.severity == .error })
    }

    /// The script's parameters (its top-level number `let`s), found without running it, with
    /// their values under the request's `set`.
    public static func parameters(_ request: EngineRequest) -> EngineAnswer {
        let (session, _) = session(for: request)
        let declared = session.declaredParameters(in: request.source, file: request.path).map { parameter in
            var set = parameter
            set.value = request.parameters[parameter.name] ?? parameter.declared
            return set
        }
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", true)
        write(declared, to: &json)
        json.endObject()
        return EngineAnswer(output: "", json: json.text)
    }

    /// `shape explain`: how every corner radius of the node `request.node` (or of every node,
    /// when it is empty) was worked out, as text.
    public static func explain(_ request: EngineRequest) -> EngineAnswer {
        let (session, _) = session(for: request)
        if let refusal = session.unknownParameterMessage(request.parameters, in: request.source, file: request.path) {
            return failure(refusal)
        }
        let result = session.evaluate(request.source, file: request.path)
        guard result.succeeded else { return answer("", result.diagnostics, ok: false) }
        guard !request.node.isEmpty else {
            let blocks = session.scene().allNodes().map { Explanation.lines(for: $0).joined(separator: "\n") }
            return answer(blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n", result.diagnostics, ok: true)
        }
        if request.node.hasPrefix("#"), let index = Int(request.node.dropFirst()) {
            return answer(explanation(ofNodeAt: index, in: session, time: request.time), result.diagnostics, ok: true)
        }
        guard let lines = session.explain(request.node) else {
            return failure(session.missingNodeMessage(request.node), diagnostics: result.diagnostics)
        }
        return answer(lines.joined(separator: "\n") + "\n", result.diagnostics, ok: true)
    }

    // MARK: - Sessions

    /// A fresh session for `request`: its files as the only sources, its limits and parameters;
    /// the lines the script prints are kept.
    static func session(for request: EngineRequest, keepingDerivations: Bool = false) -> (Session, PrintedLines) {
        let printed = PrintedLines()
        let session = Session(
            limits: request.effectiveLimits, sources: SourceTexts(request.files),
            fileAccess: request.sandbox ? .sandbox : .standard, output: { printed.lines.append($0) })
        session.parameterOverrides = request.parameters
        session.keepsDerivations = keepingDerivations
        return (session, printed)
    }

    /// An answer that is only an error not tied to a place in the script (a `set` the script does
    /// not declare, a node it does not have).
    static func failure(_ message: String, diagnostics: [Diagnostic] = []) -> EngineAnswer {
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", false)
        json.string("error", message)
        write(diagnostics, to: &json)
        json.endObject()
        return EngineAnswer(output: "", json: json.text)
    }

    static func answer(_ output: String, _ diagnostics: [Diagnostic], ok: Bool) -> EngineAnswer {
        var json = JSONWriter()
        json.beginObject()
        json.bool("ok", ok)
        write(diagnostics, to: &json)
        json.endObject()
        return EngineAnswer(output: output, json: json.text)
    }
}

/// The lines a script printed, in order.
final class PrintedLines: @unchecked Sendable {
    var lines: [String] = []
}
