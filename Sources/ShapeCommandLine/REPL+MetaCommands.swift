// The REPL's `:` commands: help, radii, explain, tree, render, load, time, reset, quit.
import ConcentricGeometry
import ShapeLanguage
import ShapeRendering
import ShapeScene

extension REPL {
    /// The meta-command names, for `:help` and for "did you mean".
    static let metaCommandNames = ["help", "radii", "explain", "tree", "render", "load", "time", "reset", "quit", "q"]

    /// Runs `line`, which starts with `:`.
    func runMetaCommand(_ line: String) {
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = body.dropFirst(name.count).trimmingWhitespace()
        switch name {
        case "help", "h", "?": console.print(REPLHelp.commands)
        case "quit", "q", "exit": quit()
        case "reset": reset()
        case "radii": showRadii(argument)
        case "explain": explain(argument)
        case "tree": console.writeOutput(TextReport.render(session.scene()))
        case "render": render(argument)
        case "load": load(argument)
        case "time": time(argument)
        default:
            let suggestion = closestMatch(to: name, among: REPL.metaCommandNames).map { "; did you mean ':\($0)'?" }
            fail("unknown command ':\(name)'\(suggestion ?? "; type :help for the list")")
        }
    }

    private func quit() {
        quitRequested = true
    }

    /// `:time [on|off]`: after each evaluation, how long it took (evaluating the chunk and
    /// resolving the whole scene again), on standard error.
    private func time(_ argument: String) {
        switch argument {
        case "", "on": showsTiming = true
        case "off": showsTiming = false
        default:
            fail("':time' takes 'on' or 'off', not '\(argument)'")
            return
        }
        console.printError("timing \(showsTiming ? "on" : "off")")
    }

    private func reset() {
        session.reset()
        console.print("session reset: no names, no nodes")
    }

    /// `:radii NODE`: `photo: topLeading 12, topTrailing 12, bottomLeading 0, bottomTrailing 0`.
    private func showRadii(_ name: String) {
        guard !name.isEmpty else { return fail("':radii' needs a NODE name") }
        guard let node = session.node(named: name) else { return fail(NodeLookup.missing(name, in: session)) }
        let radii = node.radii
        let corners = [
            ("topLeading", radii.topLeading), ("topTrailing", radii.topTrailing),
            ("bottomLeading", radii.bottomLeading), ("bottomTrailing", radii.bottomTrailing),
        ]
        console.print(name + ": " + corners.map { "\($0.0) \(NumberFormat.format($0.1))" }.joined(separator: ", "))
    }

    /// `:explain [NODE]`: one node's derivation, or every node's.
    private func explain(_ name: String) {
        guard !name.isEmpty else {
            let nodes = session.scene(traces: true).allNodes()
            guard !nodes.isEmpty else { return console.print("no nodes yet") }
            console.print(nodes.map { Explanation.lines(for: $0).joined(separator: "\n") }.joined(separator: "\n\n"))
            return
        }
        guard let lines = session.explain(name) else { return fail(NodeLookup.missing(name, in: session)) }
        console.print(lines.joined(separator: "\n"))
    }

    /// `:render [svg|text|json] [FILE]`: to the terminal, or to FILE (see ``OutputFile``).
    private func render(_ argument: String) {
        var rest = Substring(argument)
        var format: OutputFormat?
        let first = String(rest.prefix { !$0.isWhitespace })
        if let named = OutputFormat(rawValue: first) {
            format = named
            rest = rest.dropFirst(first.count)
        }
        let path = unquoted(rest.trimmingWhitespace())
        guard !path.isEmpty else {
            if let format, format.picture != nil {
                return fail("a \(format.rawValue.uppercased()) goes to a file: ':render \(format.rawValue) FILE'")
            }
            // A glance, not a poster: at most 80 columns, fewer on a narrow terminal.
            let renderer = SceneRenderer(format: format ?? .text, width: min(console.outputWidth ?? 80, 80))
            console.writeOutput(renderer.render(session))
            return
        }
        guard let chosen = format ?? OutputFormat(path: path) else {
            return fail(
                "cannot tell the format from '\(path)'; name it .svg, .png, .pdf, .txt or .json, or say ':render svg \(path)'"
            )
        }
        if let input = OutputGuard.overwrittenInput(by: path, inputs: session.filesRead) {
            return fail("refusing to write '\(path)' over '\(input)', which this session read")
        }
        do {
            try SceneRenderer(format: chosen).output(session).write(to: path, console: console)
            let nodes = session.nodeCount == 1 ? "1 node" : "\(session.nodeCount) nodes"
            console.print("wrote \(path) (\(chosen.rawValue), \(nodes))")
        } catch {
            console.reportFileError(error)
            hadError = true
        }
    }

    /// `:load FILE`: evaluates a script into the session. Its top-level names may redefine the
    /// session's, as typed ones may; its expressions are not echoed.
    private func load(_ argument: String) {
        let path = unquoted(argument)
        guard !path.isEmpty, path != "-" else { return fail("':load' needs a FILE") }
        guard let script = ScriptFile.load(path, console: console) else {
            hadError = true
            return
        }
        let result = session.evaluate(script.source, file: script.path, interactive: true)
        report(result.diagnostics)
        if result.succeeded {
            let nodes = session.nodeCount == 1 ? "1 node" : "\(session.nodeCount) nodes"
            console.print("loaded \(path) (\(nodes) in the session)")
        }
    }

    /// A path without the double quotes around it, if it has them.
    private func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
