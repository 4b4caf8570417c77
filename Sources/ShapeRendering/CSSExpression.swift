// SceneExpression written as CSS: parameters as `var(--kebab-name)` lengths, arithmetic in
// `calc()`, `min()` and `max()` as CSS's own, numbers rounded for reading.
import ConcentricGeometry
import ShapeScene

/// Writes expressions of the parameters as CSS lengths.
///
/// Every parameter is a length (`--gap: 12px`), so an expression is a length when it is
/// dimensionally one: lengths add, a length times or over a number is a length. A product of
/// two parameters (an area) or a quotient of two lengths has no CSS length, and gives nil:
/// the caller writes the number instead.
struct CSSExpression {
    /// Subexpressions written as a custom property instead (a container's radius).
    var substitutions: [SceneExpression: String] = [:]
    /// Each parameter's custom property, by name (``propertyNames(ofParameters:)``); a name
    /// missing here is its kebab-case property.
    var parameterProperties: [String: String] = [:]
    /// Parameters that are plain numbers (ParameterUnits), written unitless.
    var numberParameters: Set<String> = []
    /// Longest expression worth writing; longer ones are written as their number.
    static let longest = 1200

    /// `expression` as a CSS length: `12px`, `var(--gap)`, `max(var(--r) - 12px, 0px)`,
    /// `calc(var(--gap) * 2 + 4px)`; nil when CSS cannot say it.
    func length(_ expression: SceneExpression) -> String? {
        guard let term = term(expression) else { return nil }
        let text: String
        switch term.kind {
        case .number:
            // A number of the parameters (a ratio times a constant) made a length.
            guard let constant = term.constant else {
                text = "calc(" + (term.precedence == .sum ? "(" + term.text + ")" : term.text) + " * 1px)"
                break
            }
            text = CSSExpression.number(constant) + "px"
        case .length: text = term.precedence == .atom ? term.text : "calc(" + term.text + ")"
        }
        return text.utf8.count <= CSSExpression.longest ? text : nil
    }

    /// `expression` as a CSS number without a unit (an opacity): `var(--fade)`,
    /// `calc(var(--fade) * 0.5)`; nil when it is a length or CSS cannot say it.
    func unitless(_ expression: SceneExpression) -> String? {
        guard let term = term(expression), term.kind == .number else { return nil }
        let text = term.precedence == .atom ? term.text : "calc(" + term.text + ")"
        return text.utf8.count <= CSSExpression.longest ? text : nil
    }

    /// `cardRadius` → `--card-radius`, `safe_area` → `--safe-area`: a parameter's property.
    static func propertyName(ofParameter name: String) -> String {
        var result = "--"
        var previousWasLower = false
        for character in name {
            if character == "_" || character == "-" {
                if !result.hasSuffix("-") { result.append("-") }
                previousWasLower = false
            } else if character.isUppercase {
                if previousWasLower, !result.hasSuffix("-") { result.append("-") }
                result.append(contentsOf: character.lowercased())
                previousWasLower = false
            } else {
                result.append(character)
                previousWasLower = character.isLetter || character.isNumber
            }
        }
        while result.count > 2, result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// Each parameter's custom property, by name: its kebab-case name, or, when another
    /// parameter's kebab-case name is the same (`cardRadius` and `card_radius`), that name with
    /// the first `-2`, `-3`… that no parameter has, so two parameters never share a property.
    /// The names in code-point order, capitalised ones last, decide which keeps the plain name,
    /// not the order of the script's `let`s: reordering them changes no property.
    static func propertyNames(ofParameters names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        // Lower-case first names before capitalised ones, then code-point order.
        let unique = Set(names).sorted { a, b in
            let (upperA, upperB) = (a.first?.isUppercase ?? false, b.first?.isUppercase ?? false)
            return upperA != upperB ? !upperA : a.utf8.lexicographicallyPrecedes(b.utf8)
        }
        let natural = Set(unique.map(propertyName(ofParameter:)))
        var taken: Set<String> = []
        for name in unique {
            let plain = propertyName(ofParameter: name)
            var chosen = plain
            var suffix = 2
            while taken.contains(chosen) || (chosen != plain && natural.contains(chosen)) {
                chosen = plain + "-" + String(suffix)
                suffix += 1
            }
            taken.insert(chosen)
            result[name] = chosen
        }
        return result
    }

    /// A number rounded for reading: at most four decimals, trailing zeros dropped, and a value
    /// within 1e-9 of a whole number is that number (issue 23's rule for text people read).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let whole = value.rounded()
        if abs(value - whole) < 1e-9 { return NumberFormat.format(whole == 0 ? 0 : whole) }
        let rounded = (value * 10_000).rounded() / 10_000
        return NumberFormat.format(rounded == 0 ? 0 : rounded)
    }

    /// `12px`, rounded for reading.
    static func px(_ value: Double) -> String {
        number(value) + "px"
    }

    // MARK: - Terms

    private enum Kind { case number, length }
    private enum Precedence: Int { case sum, product, atom }

    private struct Term {
        var text: String
        var kind: Kind
        var precedence: Precedence
        var constant: Double?
    }

    private func term(_ expression: SceneExpression) -> Term? {
        if let substitute = substitutions[expression] {
            return Term(text: substitute, kind: .length, precedence: .atom, constant: nil)
        }
        switch expression {
        case .number(let value):
            return Term(text: CSSExpression.number(value), kind: .number, precedence: .atom, constant: value)
        case .screen:
            // The device's screen: the page is no device, so the length is written as its number.
            return nil
        case .parameter(let name):
            // A container's radius out of the scope that names it: no CSS says it.
            if RadiusDerivation.referent(of: name) != nil { return nil }
            return Term(
                text: "var(" + (parameterProperties[name] ?? CSSExpression.propertyName(ofParameter: name)) + ")",
                kind: numberParameters.contains(name) ? .number : .length, precedence: .atom,
                constant: nil)
        case .add(let a, let b), .subtract(let a, let b):
            guard let left = term(a), let right = term(b) else { return nil }
            let sign = if case .add = expression { " + " } else { " - " }
            let kind: Kind = left.kind == .length || right.kind == .length ? .length : .number
            let rightText = right.precedence == .sum ? "(" + asLength(right, kind) + ")" : asLength(right, kind)
            return Term(text: asLength(left, kind) + sign + rightText, kind: kind, precedence: .sum, constant: nil)
        case .multiply(let a, let b):
            guard let left = term(a), let right = term(b), left.kind == .number || right.kind == .number else {
                return nil
            }
            let kind: Kind = left.kind == .length || right.kind == .length ? .length : .number
            return Term(text: factor(left) + " * " + factor(right), kind: kind, precedence: .product, constant: nil)
        case .divide(let a, let b):
            guard let left = term(a), let right = term(b), right.kind == .number else { return nil }
            let rightText = right.precedence == .atom ? right.text : "(" + right.text + ")"
            return Term(text: factor(left) + " / " + rightText, kind: left.kind, precedence: .product, constant: nil)
        case .negate(let a):
            guard let inner = term(a) else { return nil }
            return Term(text: "-1 * " + factor(inner), kind: inner.kind, precedence: .product, constant: nil)
        case .minimum, .maximum:
            let isMin = if case .minimum = expression { true } else { false }
            var operands: [SceneExpression] = []
            flatten(expression, isMin: isMin, into: &operands)
            let found = operands.compactMap(term)
            guard found.count == operands.count else { return nil }
            // Two corners of one container are one property when its radius is even.
            var seen: Set<String> = []
            let terms = found.filter { seen.insert($0.text).inserted }
            let kind: Kind = terms.contains { $0.kind == .length } ? .length : .number
            let text = (isMin ? "min(" : "max(") + terms.map { asLength($0, kind) }.joined(separator: ", ") + ")"
            return Term(text: text, kind: kind, precedence: .atom, constant: nil)
        }
    }

    /// The operands of nested mins (or maxes) as one list: `max(max(a, b), c)` is `max(a, b, c)`.
    private func flatten(_ expression: SceneExpression, isMin: Bool, into operands: inout [SceneExpression]) {
        if substitutions[expression] == nil {
            switch expression {
            case .minimum(let a, let b) where isMin, .maximum(let a, let b) where !isMin:
                flatten(a, isMin: isMin, into: &operands)
                flatten(b, isMin: isMin, into: &operands)
                return
            default: break
            }
        }
        if !operands.contains(expression) { operands.append(expression) }
    }

    /// A term in a sum of `kind`: a bare number in a sum of lengths is in px.
    private func asLength(_ term: Term, _ kind: Kind) -> String {
        if kind == .length, term.kind == .number {
            if let constant = term.constant { return CSSExpression.px(constant) }
            return "(" + term.text + ") * 1px"
        }
        return term.text
    }

    /// A term as a factor: a sum in parentheses.
    private func factor(_ term: Term) -> String {
        term.precedence == .sum ? "(" + term.text + ")" : term.text
    }
}
