// `shape explain FILE [NODE]`: the derivation of every corner radius, for one node or all.
import ShapeEngine
import ShapeLanguage
import ShapeScene

/// Runs `shape explain`.
struct ExplainCommand {
    let options: ExplainOptions
    let console: Console

    func run() -> ExitCode {
        guard let script = ScriptFile.load(options.input, console: console) else { return .failure }
        if let refusal = options.limits.refusedParameters(of: script, command: .explain) {
            console.reportUsage(refusal)
            return .usage
        }
        // Explanations own standard output; the script's own output goes beside them.
        let (session, result) = options.limits.evaluate(
            script.source, file: script.path, console: console, toError: true)
        DiagnosticPrinter(console: console).print(result.diagnostics, session: session)
        guard result.succeeded else { return .failure }
        guard let name = options.node else {
            let blocks = session.scene().allNodes().map {
                Explanation.lines(for: $0).joined(separator: "\n")
            }
            if !blocks.isEmpty { console.print(blocks.joined(separator: "\n\n")) }
            return .success
        }
        guard let lines = session.explain(name) else {
            console.reportError(NodeLookup.missing(name, in: session))
            return .failure
        }
        console.print(lines.joined(separator: "\n"))
        return .success
    }
}

/// Messages for a node reference that names no node, or several.
enum NodeLookup {
    /// `no node named 'phot'; did you mean 'photo'?`, or the nodes there are. Names and ids
    /// (`row-2`) are both offered.
    static func missing(_ name: String, in session: Session) -> String {
        session.missingNodeMessage(name)
    }

    /// `'row' names 3 nodes ('row', 'row-2', 'row-3'): ':remove' takes one; give its id`.
    static func ambiguous(_ name: String, _ ids: [String], doing command: String) -> String {
        let shown = ids.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
        return "'\(name)' names \(ids.count) nodes (\(shown)): \(command) takes one; give its id"
    }
}
