// The REPL's `:` commands: help, radii, explain, tree, render, load, remove, limits, warnings,
// time, reset, quit (`:set` is REPL+Set.swift, `:play` REPL+Play.swift).
import ConcentricGeometry
import ShapeLanguage
import ShapePictures
import ShapeRendering
import ShapeScene

extension REPL {
    /// Runs `line`, which starts with `:`.
    func runMetaCommand(_ line: String) {
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = body.dropFirst(name.count).trimmingWhitespace()
        guard let command = MetaCommand(named: name) else {
            let suggestion = closestMatch(to: name, among: MetaCommand.offeredNames).map { "; did you mean ':\($0)'?" }
            fail("unknown command ':\(name)'\(suggestion ?? "; type :help for the list")")
            return
        }
        switch command {
        case .help: console.print(REPLHelp.commands)
        case .quit: quit()
        case .reset: reset()
        case .radii: showRadii(argument)
        case .explain: explain(argument)
        case .tree: console.writeOutput(TextReport.render(session.scene()))
        case .render: render(argument)
        case .play: play(argument)
        case .load: load(argument)
        case .remove: remove(argument)
        case .set: setParameter(argument)
        case .limits: limits(argument)
        case .warnings: warnings(argument)
        case .time: time(argument)
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
        session.parameterOverrides = [:]
        console.print("session reset: no names, no nodes")
    }

    /// `:radii NODE`: `photo: topLeading 12, topTrailing 12, bottomLeading 0, bottomTrailing 0`;
    /// a name several nodes share gives a line for each, under its id.
    private func showRadii(_ name: String) {
        guard !name.isEmpty else { return fail("':radii' needs a NODE name or id") }
        let nodes = session.findNodes(name).nodes
        guard !nodes.isEmpty else { return fail(NodeLookup.missing(name, in: session)) }
        for node in nodes {
            guard let radii = node.drawnRadii else {
                console.print(node.id + ": drawn as an ellipse, no corners")
                continue
            }
            let corners = Corner.allCases.map { "\($0.name) \(NumberFormat.format(radii[$0], .reading))" }
            console.print(node.id + ": " + corners.joined(separator: ", "))
        }
    }

    /// `:explain [NODE]`: the derivation of the node with that id or name (each node sharing
    /// the name), or every node's.
    private func explain(_ name: String) {
        guard !name.isEmpty else {
            let nodes = session.scene().allNodes()
            guard !nodes.isEmpty else { return console.print("no nodes yet") }
            console.print(nodes.map { Explanation.lines(for: $0).joined(separator: "\n") }.joined(separator: "\n\n"))
            return
        }
        guard let lines = session.explain(name) else { return fail(NodeLookup.missing(name, in: session)) }
        console.print(lines.joined(separator: "\n"))
    }

    /// `:render [FORMAT] [--width N] [--annotate] [--explain] [--time T] [--fps N] [FILE]`: to the
    /// terminal, or to FILE (see ``OutputFile``). An animation is drawn whole in SVG and APNG, at
    /// its first frame elsewhere, at T seconds with `--time`.
    private func render(_ argument: String) {
        let options: RenderRequest
        do {
            options = try RenderRequest(parsing: argument)
        } catch {
            return fail(error.message)
        }
        guard let path = options.path else {
            if let format = options.format, format.isBinary {
                return fail("a \(format.rawValue.uppercased()) goes to a file: ':render \(format.rawValue) FILE'")
            }
            var renderer = SceneRenderer(
                format: options.format ?? .text, annotate: options.annotate, explain: options.explain,
                width: options.width ?? console.outputWidth ?? 80, picture: options.picture)
            // On a terminal the preview fits its height too, so its top never scrolls away.
            if options.width == nil { renderer.fitsRows = console.terminalSize()?.rows }
            guard let subject = renderSubject(options, renderer) else { return }
            if case .text(let text) = try? renderer.output(subject) { console.writeOutput(text) }
            return
        }
        guard let chosen = options.format ?? OutputFormat(path: path) ?? (OutputFile.isStream(path) ? .svg : nil) else {
            return fail(
                "cannot tell the format from '\(path)'; name it \(OutputFormat.extensionsInWords), or say ':render svg \(path)'"
            )
        }
        if let input = OutputGuard.overwrittenInput(by: path, inputs: session.filesRead) {
            return fail("refusing to write '\(path)' over '\(input)', which this session read")
        }
        do {
            let renderer = SceneRenderer(
                format: chosen, annotate: options.annotate, explain: options.explain, width: options.width ?? 80,
                picture: options.picture)
            guard let subject = renderSubject(options, renderer) else { return }
            try renderer.write(subject, to: path, console: console)
            let nodes = session.nodeCount == 1 ? "1 node" : "\(session.nodeCount) nodes"
            console.print("wrote \(path) (\(chosen.rawValue), \(nodes))")
        } catch {
            console.reportFileError(error)
            hadError = true
        }
    }

    /// What `:render` draws: the frame `--time` asks for, the whole animation, or the scene; nil
    /// after reporting the error of a frame.
    private func renderSubject(_ options: RenderRequest, _ renderer: SceneRenderer) -> RenderSubject? {
        Interruption.clear()
        let (subject, diagnostics) = options.animation.subject(
            of: session, format: renderer.format,
            output: { [console] in console.print($0) })
        report(diagnostics)
        return subject
    }

    /// `:remove NODE`: takes the node with that id or name, and what is in it, out of the scene;
    /// a name several nodes share is refused with their ids.
    private func remove(_ argument: String) {
        let name = argument.trimmingWhitespace()
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
            return fail("':remove' needs one NODE name or id")
        }
        if case .several(let nodes) = session.findNodes(name) {
            return fail(NodeLookup.ambiguous(name, nodes.map(\.id), doing: "':remove'"))
        }
        guard let removed = session.removeNode(named: name) else {
            return fail(NodeLookup.missing(name, in: session))
        }
        let with =
            removed.inner == 0
            ? "" : removed.inner == 1 ? " and the node in it" : " and the \(removed.inner) nodes in it"
        console.print("removed '\(name)', the \(removed.kind)\(with)")
    }

    /// `:limits` shows the session's limits; `:limits steps 50000000 nodes 100000` sets some.
    private func limits(_ argument: String) {
        let words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else {
            let rows = LimitSetting.allCases.map {
                ($0.rawValue, String($0.value(in: session.limits)), $0.meaning)
            }
            let nameWidth = rows.map(\.0.count).max() ?? 0
            let valueWidth = rows.map(\.1.count).max() ?? 0
            for (name, value, meaning) in rows {
                let namePadding = String(repeating: " ", count: nameWidth - name.count + 2)
                let valuePadding = String(repeating: " ", count: valueWidth - value.count)
                console.print(name + namePadding + valuePadding + value + "  " + meaning)
            }
            return
        }
        guard words.count.isMultiple(of: 2) else {
            return fail("':limits' takes pairs of a NAME and a number: ':limits steps 50000000'")
        }
        var limits = session.limits
        for pair in stride(from: 0, to: words.count, by: 2) {
            let (name, text) = (words[pair], words[pair + 1])
            guard let setting = LimitSetting(rawValue: name) ?? LimitSetting(flag: name) else {
                let names = LimitSetting.allCases.map(\.rawValue)
                let suggestion = closestMatch(to: name, among: names).map { "; did you mean '\($0)'?" }
                return fail(
                    "':limits' has no limit '\(name)'\(suggestion ?? "; the limits are " + names.joined(separator: ", "))"
                )
            }
            guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let value = Int(text)
            else {
                return fail("':limits \(setting.rawValue)' needs a whole number, not '\(text)'")
            }
            limits[keyPath: setting.keyPath] = value
        }
        session.limits = limits
        let changed = stride(from: 0, to: words.count, by: 2).compactMap { pair -> String? in
            guard let setting = LimitSetting(rawValue: words[pair]) ?? LimitSetting(flag: words[pair]) else {
                return nil
            }
            return "\(setting.rawValue) \(setting.value(in: limits))"
        }
        console.print("limits: " + changed.joined(separator: ", "))
    }

    /// `:warnings` shows which warnings are shown; `:warnings all`, `:warnings none,error`… sets it.
    private func warnings(_ argument: String) {
        let text = argument.trimmingWhitespace()
        if !text.isEmpty {
            guard let policy = WarningPolicy(parsing: text) else {
                return fail(
                    "':warnings' takes all, default or none, optionally with ',error' (all,error), not '\(text)'")
            }
            session.warningPolicy = policy
        }
        console.print("warnings: \(session.warningPolicy)")
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
        for notice in result.notices {
            console.print(notice)
        }
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

/// What `:render` was asked for: `:render json --explain card.json`, `:render text --width 100`.
///
/// Words are split at spaces; a double-quoted word may hold spaces. The options are those of
/// `shape render` that make sense here. A word that starts with `-` is an option, so a mistyped
/// option is never taken for a file name; a file whose name starts with `-` goes after `--`.
struct RenderRequest: Equatable, DrawingOptions {
    var format: OutputFormat?
    var width: Int?
    var annotate = false
    var explain = false
    var picture = PictureOptions()
    var animation = AnimationOptions()
    var path: String?

    struct Mistake: Error {
        let message: String
    }

    /// The options of `shape render` that make sense here: `--frames` writes files of its own.
    static var table: OptionTable<RenderRequest> {
        OptionTable([widthOption, annotateOption, explainOption])
            .including(AnimationOptions.table.excluding("--frames"), at: \.animation)
            .including(PictureOptions.table(withPDF: true), at: \.picture)
    }

    init(parsing text: String) throws(Mistake) {
        do {
            try parse(try RenderRequest.words(text))
        } catch let error as UsageError {
            throw Mistake(message: error.message)
        } catch let error as Mistake {
            throw error
        } catch {
            throw Mistake(message: "\(error)")
        }
    }

    private mutating func parse(_ words: [String]) throws(UsageError) {
        let table = RenderRequest.table
        func unknown(_ option: String, _: ArgumentCursor) -> UsageError {
            let suggestion = closestMatch(to: option, among: table.names)
            return UsageError(
                "':render' has no option '\(option)'"
                    + (suggestion.map { "; did you mean '\($0)'?" }
                        ?? "; its options are " + table.names.joined(separator: ", "))
                    + " (a file whose name starts with '-' goes after '--')", command: nil)
        }
        try table.parse(words, command: nil, into: &self, unknown: unknown) { request, word throws(UsageError) in
            if request.path == nil, request.format == nil,
                let named = OutputFormat(rawValue: word == "txt" ? "text" : word)
            {
                request.format = named
            } else if let earlier = request.path {
                throw UsageError("':render' writes one FILE, but was given '\(earlier)' and '\(word)'", command: nil)
            } else {
                request.path = word
            }
        }
        if path == "-" { path = nil }
    }

    /// The words of `text`: split at white space, except inside double quotes.
    private static func words(_ text: String) throws(Mistake) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                inWord = true
            } else if character.isWhitespace, !quoted {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard !quoted else { throw Mistake(message: "':render' has a '\"' that is never closed") }
        if inWord { words.append(current) }
        return words
    }
}
