// What every call takes: the labels of each builtin, shape constructor, `canvas`, stack and
// labelled command, declared once. Binding arguments, completion after `Name(`, the list of
// every label, "did you mean" and `shape help language` all read these declarations.

import ConcentricGeometry

/// The arguments a call takes.
struct Signature: Sendable {
    /// Labels in order, `"_"` for an unlabelled position.
    let labels: [String]
    /// Labels (or `"_"`) that must be given.
    let required: Set<String>
    /// Takes any number of unlabelled arguments (`min`, `max`).
    let isVariadic: Bool

    init(_ labels: [String] = [], required: Set<String> = [], isVariadic: Bool = false) {
        self.labels = labels
        self.required = required
        self.isVariadic = isVariadic
    }

    /// `count` unlabelled arguments, all required.
    static func positional(_ count: Int) -> Signature {
        Signature(Array(repeating: "_", count: count), required: count > 0 ? ["_"] : [])
    }

    /// The labels a caller writes, without the unlabelled positions.
    var namedLabels: [String] { labels.filter { $0 != "_" } }

    /// How the call is written, for help: `RoundedRectangle(cornerRadius:style:)`, `sqrt(_:)`.
    func spelled(_ name: String) -> String {
        if isVariadic { return name + "(_:…)" }
        return name + "(" + labels.map { $0 + ":" }.joinedText() + ")"
    }
}

/// The signatures of what is not a builtin value: statements and commands that take arguments.
enum Signatures {
    static let canvas = Signature([
        "_", "width", "height", "cornerRadius", "style", "safeArea", "fill", "layoutDirection", "title",
    ])
    static let stack = Signature(["spacing", "alignment"])
    /// A `zstack` places its children as a container does: it takes no arguments.
    static let zstack = Signature([])
    static let label = Signature(["size", "color", "alignment"])
    static let padding = Signature(["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"])
    static let animation = Signature(["duration", "curve", "repeat", "autoreverses", "fps"], required: ["duration"])

    /// The signatures of statements and commands, by the word that starts them.
    static let statements: [String: Signature] = [
        "canvas": canvas, "vstack": stack, "hstack": stack, "zstack": zstack, "label": label, "padding": padding,
        "animation": animation,
    ]

    /// The labels `callee` takes: a builtin, an implicit call (`.concentric`), `canvas`,
    /// `animation`, a stack, `label` or `padding`; nil when it is none of these.
    static func labels(of callee: String) -> [String]? {
        signature(of: callee)?.namedLabels
    }

    /// The signature of `callee`, as ``labels(of:)`` finds it.
    static func signature(of callee: String) -> Signature? {
        if callee.hasPrefix("."), let builtin = Builtins.implicitCalls[String(callee.dropFirst())] {
            return builtin.signature
        }
        if case .builtin(let builtin)? = Builtins.globals[callee] { return builtin.signature }
        return statements[callee]
    }

    /// Every label any call takes, sorted.
    static let allLabels: [String] = {
        var labels: Set<String> = []
        for case .builtin(let builtin) in Builtins.globals.values { labels.formUnion(builtin.signature.namedLabels) }
        for builtin in Builtins.implicitCalls.values { labels.formUnion(builtin.signature.namedLabels) }
        for signature in statements.values { labels.formUnion(signature.namedLabels) }
        return labels.sorted()
    }()
}
