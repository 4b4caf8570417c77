// Refusing a `--set` name a script does not declare, in the words every front end uses.
import ShapeLanguage

extension Session {
    /// Nil when every name of `settings` is a parameter of `source` (or of a file it imports);
    /// else what is wrong with the first unknown one, with a near name or the list.
    public func unknownParameterMessage(_ settings: [String: Double], in source: String, file: String) -> String? {
        guard !settings.isEmpty else { return nil }
        let declared = declaredParameters(in: source, file: file)
        let names = Set(declared.map { $0.name })
        guard let unknown = settings.keys.sorted().first(where: { !names.contains($0) }) else { return nil }
        guard !declared.isEmpty else {
            return "'--set \(unknown)': \(file) has no parameters (a parameter is a top-level 'let NAME = number')"
        }
        if let near = closestMatch(to: unknown, among: declared.map { $0.name }) {
            return "'--set \(unknown)': \(file) has no parameter '\(unknown)'; did you mean '\(near)'?"
        }
        let list = declared.map { "'\($0.name)'" }.joined(separator: ", ")
        return "'--set \(unknown)': \(file) has no parameter '\(unknown)'; its parameters are \(list)"
    }
}
