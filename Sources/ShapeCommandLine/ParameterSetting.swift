// `--set NAME=VALUE`: reading the flag, and refusing a name the script does not declare as a
// parameter before anything runs (Session/Parameters.swift says what a parameter is).
import ShapeEngine
import ShapeLanguage

enum ParameterSetting {
    /// `cardRadius=28` as a name and a number; a usage error for anything else.
    static func parse(_ text: String, command: CommandName?) throws(UsageError) -> (String, Double) {
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError("'--set' takes NAME=VALUE (--set gap=16), not '\(text)'", command: command)
        }
        let name = String(text[..<equals])
        let valueText = String(text[text.index(after: equals)...])
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else {
            throw UsageError("'--set' needs a parameter's name before '=', not '\(name)'", command: command)
        }
        guard let value = Double(valueText), value.isFinite else {
            throw UsageError("'--set \(name)=' takes a number, not '\(valueText)'", command: command)
        }
        return (name, value)
    }

    /// Nil when every name `--set` gives is a parameter of `script` (or of a file it imports);
    /// else the usage error that names the first unknown one, with a near name or the list.
    static func unknownName(
        _ settings: [String: Double], in script: ScriptFile, session: Session, command: CommandName
    ) -> UsageError? {
        session.unknownParameterMessage(settings, in: script.source, file: script.path)
            .map { UsageError($0, command: command) }
    }
}

extension LimitOptions {
    /// The usage error for a `--set` name that `script` does not declare; nil when all are.
    func refusedParameters(of script: ScriptFile, command: CommandName) -> UsageError? {
        // Without --set there is nothing to check: no session, no parse.
        guard !parameters.isEmpty else { return nil }
        return ParameterSetting.unknownName(parameters, in: script, session: session(), command: command)
    }
}
