// A derived token's rule in a form tools can evaluate: the expression of its radius with every
// parameter and every container's radius a reference to its token (`{parameters.gap}`,
// `{card.topLeading}`), in the arithmetic Tokens Studio's math values use (+ − × ÷, min, max).
import ConcentricGeometry
import ShapeScene

extension DesignTokensRenderer {
    /// The `$extensions` key a derived token's expression is written under.
    static let extensionKey = "dev.shape"

    /// How a document's tokens are named: each node's group (its id, under the prefix's group
    /// when there is one) and the parameters' group, to write references.
    struct Names {
        /// Groups before the node's id (`["ds"]` with `--prefix ds`), joined with dots.
        var path: String
        var parameters: String
        /// The nodes with a group of their own, written before what refers to them.
        var grouped: Set<Int>

        /// `{ds.card.topLeading}`.
        func reference(_ group: String, _ token: String) -> String {
            "{" + path + group + "." + token + "}"
        }
    }

    /// `expression` with its references written out: a parameter as its token, a container's
    /// radius as that container's token when it has one, else as the container's own
    /// expression (an unnamed container has no group); nil when some radius has none.
    static func math(
        _ expression: SceneExpression, _ derived: RadiusDerivation, _ scene: ResolvedScene, _ names: Names
    ) -> String? {
        func text(_ e: SceneExpression, _ tight: Bool) -> String? {
            let wrap = { (s: String) in tight ? "(" + s + ")" : s }
            switch e {
            case .number(let value): return NumberFormat.format(value == 0 ? 0 : value)
            // The device's screen is no token: the value is written as its number.
            case .screen: return nil
            case .parameter(let name):
                guard let (index, corner) = RadiusDerivation.referent(of: name) else {
                    return names.reference(names.parameters, name)
                }
                if names.grouped.contains(index), let node = scene.node(at: index) {
                    return names.reference(node.id, corner.name)
                }
                let position = Corner.allCases.firstIndex(of: corner) ?? 0
                guard let inner = derived.expressions(of: index)?[position] ?? nil else { return nil }
                return text(inner, true)
            case .add(let a, let b):
                guard let left = text(a, false), let right = text(b, false) else { return nil }
                return wrap(left + " + " + right)
            case .subtract(let a, let b):
                guard let left = text(a, false), let right = text(b, true) else { return nil }
                return wrap(left + " - " + right)
            case .multiply(let a, let b):
                guard let left = text(a, true), let right = text(b, true) else { return nil }
                return left + " * " + right
            case .divide(let a, let b):
                guard let left = text(a, true), let right = text(b, true) else { return nil }
                return left + " / " + right
            case .negate(let a):
                return text(a, true).map { "-" + $0 }
            case .minimum(let a, let b), .maximum(let a, let b):
                guard let left = text(a, false), let right = text(b, false) else { return nil }
                let function = if case .minimum = e { "min(" } else { "max(" }
                return function + left + ", " + right + ")"
            }
        }
        return text(expression, false)
    }
}
