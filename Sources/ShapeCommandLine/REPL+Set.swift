// The REPL's `:set`: the session's parameters (its top-level `let NAME = number`s) listed, or
// one given another value and everything typed so far run again with it, as `--set` runs a
// script (Session/Parameters.swift says what a parameter is).
import ConcentricGeometry
import ShapeLanguage

extension REPL {
    /// `:set` lists the parameters; `:set gap 16` (or `:set gap=16`) runs the session again with
    /// `gap` at 16; `:set gap` runs it again with the value the script writes.
    func setParameter(_ argument: String) {
        var words = argument.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.count == 1, let equals = words[0].firstIndex(of: "=") {
            words = [String(words[0][..<equals]), String(words[0][words[0].index(after: equals)...])]
        }
        guard let name = words.first else { return listParameters() }
        guard words.count <= 2 else {
            return fail("':set' takes a parameter's NAME and a number (':set gap 16'), not '\(argument)'")
        }
        let parameters = session.parameters
        guard parameters.contains(where: { $0.name == name }) else {
            return fail(unknownParameter(name, among: parameters.map(\.name)))
        }
        if words.count == 2 {
            guard let value = Double(words[1]), value.isFinite else {
                return fail("':set \(name)' takes a number, not '\(words[1])'")
            }
            session.parameterOverrides[name] = value
        } else {
            session.parameterOverrides[name] = nil
        }
        Interruption.clear()
        let diagnostics = session.rerun()
        report(diagnostics)
        guard let parameter = session.parameters.first(where: { $0.name == name }) else {
            // The run stopped before it declared the name again.
            return console.print("\(name) is not declared any more: the run stopped before it")
        }
        console.print(REPL.parameterLine(parameter))
    }

    /// After a chunk that declared a parameter again with another number (`let gap = 20` after
    /// `let gap = 12`): runs the session again, so that what was drawn before the new line
    /// follows it too and the scene has the one value `:set` lists, and says so.
    func followRetypedParameters(before: [ScriptParameter]) {
        let changed = session.parameters.filter { parameter in
            before.contains { $0.name == parameter.name && $0.value != parameter.value }
        }
        guard !changed.isEmpty else { return }
        Interruption.clear()
        report(session.rerun())
        for name in changed.map(\.name) {
            guard let parameter = session.parameters.first(where: { $0.name == name }) else { continue }
            console.print(REPL.parameterLine(parameter) + ": the session ran again with it")
        }
    }

    /// `:set` alone: each parameter with its value and where it is declared.
    private func listParameters() {
        let parameters = session.parameters
        guard !parameters.isEmpty else {
            return console.print("no parameters yet (a parameter is a top-level 'let NAME = number')")
        }
        let nameWidth = parameters.map(\.name.count).max() ?? 0
        let values = parameters.map { NumberFormat.format($0.value, .reading) }
        let valueWidth = values.map(\.count).max() ?? 0
        for (parameter, value) in zip(parameters, values) {
            let namePadding = String(repeating: " ", count: nameWidth - parameter.name.count + 2)
            let valuePadding = String(repeating: " ", count: valueWidth - value.count)
            console.print(
                parameter.name + namePadding + valuePadding + value + "  " + REPL.declaration(of: parameter))
        }
    }

    /// `gap = 16 (set; card.shape:2 as 12)` or `gap = 12 (card.shape:2)`.
    static func parameterLine(_ parameter: ScriptParameter) -> String {
        parameter.name + " = " + NumberFormat.format(parameter.value, .reading) + " ("
            + declaration(of: parameter) + ")"
    }

    /// Where a parameter is declared (`card.shape:2` for a loaded file; `typed` for a chunk
    /// typed at the prompt, whose lines count from its own start), and the value written
    /// there when another one is set.
    static func declaration(of parameter: ScriptParameter) -> String {
        let place = parameter.file.map { $0 + ":" + String(parameter.range.start.line) } ?? "typed"
        guard parameter.isSet else { return place }
        return "set; " + place + " as " + NumberFormat.format(parameter.declared, .reading)
    }

    /// The message for a name that is not a parameter: the near one, and the list.
    private func unknownParameter(_ name: String, among names: [String]) -> String {
        guard !names.isEmpty else {
            return "':set \(name)': the session has no parameters (a parameter is a top-level 'let NAME = number')"
        }
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        let near = closestMatch(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
        return "':set': no parameter '\(name)'; \(near)the parameters are \(list)"
    }
}
