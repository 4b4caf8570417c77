// A node reference that names no node, in the words every front end uses.
import ShapeLanguage

extension Session {
    /// `no node named 'phot'; did you mean 'photo'?`, or the nodes there are. Names and ids
    /// (`row-2`) are both offered.
    public func missingNodeMessage(_ name: String) -> String {
        let names = nodeNames
        var known = names
        for id in nodeIdentifiers where !names.contains(id) { known.append(id) }
        if let suggestion = closestMatch(to: name, among: known) {
            return "no node named '\(name)'; did you mean '\(suggestion)'?"
        }
        if names.isEmpty { return "no node named '\(name)': the script has no named nodes" }
        let shown = names.prefix(8).joined(separator: ", ")
        return "no node named '\(name)' (nodes: \(shown)\(names.count > 8 ? ", …" : ""))"
    }
}
