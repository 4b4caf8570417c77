// What the CSS and HTML outputs call things: every class and custom property starts with one
// prefix (`--prefix ds`: `.ds-card`, `--ds-gap`), and the canvas is the scope root that declares
// the parameters, so exports share a page without touching each other or the site's names.

/// The names of one export: classes, custom properties, the canvas that scopes them.
///
/// A node's class is the prefix and its id (`ds-card`), a parameter's property the prefix and
/// its kebab-case name (`--ds-card-radius`), a node's own property the prefix, its id and what
/// it is after a double dash (`--ds-card--radius`). Ids and kebab-case names never hold `--`,
/// so no two of these meet; the page's own classes (`ds--scene`, `ds--label`) hold it too.
public struct CSSNames: Sendable, Equatable {
    /// What every name starts with (`shape` unless asked).
    public var prefix: String

    /// The prefix when none is asked for.
    public static let defaultPrefix = "shape"

    public init(prefix: String = CSSNames.defaultPrefix) {
        self.prefix = prefix
    }

    /// `ds-card`: the class of a node or a stack.
    func className(_ id: String) -> String { prefix + "-" + id }

    /// `ds-canvas`: the scope root, which declares the parameters.
    var canvasClass: String { prefix + "-canvas" }

    /// `ds--scene` and `ds--label`: the HTML page's own elements (no node's class holds `--`).
    func pageClass(_ role: String) -> String { prefix + "--" + role }

    /// `--ds--canvas-color`: one of the tool's own colours on the HTML page (`canvas`,
    /// `outline`, `label`), which its dark theme changes.
    func toolColor(_ role: String) -> String { "--" + prefix + "--" + role + "-color" }

    /// `--ds-card-radius`: a parameter's property from its kebab-case name (`--card-radius`).
    func parameterProperty(_ kebab: String) -> String { "--" + prefix + "-" + kebab.dropFirst(2) }

    /// `--ds-card--radius`, `--ds-card--top-leading--radius`: a container's radius, which
    /// what it holds refers to.
    func radiusProperty(_ id: String, corner: String?) -> String {
        "--" + prefix + "-" + id + (corner.map { "--" + $0 } ?? "") + "--radius"
    }

    /// Whether `text` can prefix every name: a letter, then letters, digits, `_` and single
    /// dashes, not ending in one (`ds`, `acme-ui`), so that the names it makes stay apart.
    public static func isValidPrefix(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter, !text.hasSuffix("-") else { return false }
        var previous: Unicode.Scalar = first
        for scalar in text.unicodeScalars.dropFirst() {
            let allowed = scalar.isASCIILetter || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            if !allowed || (scalar == "-" && previous == "-") { return false }
            previous = scalar
        }
        return text.unicodeScalars.count <= 64
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
