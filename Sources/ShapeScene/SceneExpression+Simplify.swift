// Simplifying an expression for reading: sums gathered into one constant and one coefficient
// per parameter (or per min/max inside), so `50 + gap - 50` reads `gap` and
// `max(gap + 2, gap + 5)` reads `gap + 5`.

extension SceneExpression {
    /// The same value for every set of parameters, written as simply as this knows how: a sum
    /// of terms each once, with its coefficient, then a constant; min and max of simplified
    /// operands, dropped when one operand is the other plus a constant.
    public var simplified: SceneExpression {
        Linear(self).expression
    }
}

/// `constant + Σ coefficient × atom`, an atom being a parameter or a min/max (or a product
/// of two non-constant factors) kept whole.
private struct Linear {
    var constant = 0.0
    var terms: [(atom: SceneExpression, coefficient: Double)] = []

    init(constant: Double) { self.constant = constant }

    init(atom: SceneExpression) {
        terms = [(atom, 1)]
    }

    init(_ expression: SceneExpression) {
        switch expression {
        case .number(let value):
            self.init(constant: value)
        case .parameter, .screen:
            self.init(atom: expression)
        case .add(let a, let b):
            self = Linear(a).plus(Linear(b), sign: 1)
        case .subtract(let a, let b):
            self = Linear(a).plus(Linear(b), sign: -1)
        case .negate(let a):
            self = Linear(a).scaled(-1)
        case .multiply(let a, let b):
            let left = Linear(a)
            let right = Linear(b)
            if left.terms.isEmpty {
                self = right.scaled(left.constant)
            } else if right.terms.isEmpty {
                self = left.scaled(right.constant)
            } else {
                self.init(atom: .multiply(left.expression, right.expression))
            }
        case .divide(let a, let b):
            let left = Linear(a)
            let right = Linear(b)
            if right.terms.isEmpty, right.constant != 0 {
                self = left.scaled(1 / right.constant)
            } else {
                self.init(atom: .divide(left.expression, right.expression))
            }
        case .minimum(let a, let b), .maximum(let a, let b):
            let isMin = if case .minimum = expression { true } else { false }
            self = Linear.extreme(Linear(a), Linear(b), isMin: isMin)
        }
    }

    /// min or max of two forms: one of them when they differ only by their constants.
    private static func extreme(_ a: Linear, _ b: Linear, isMin: Bool) -> Linear {
        if a.sameTerms(as: b) {
            return (a.constant < b.constant) == isMin ? a : b
        }
        let (x, y) = (a.expression, b.expression)
        if case .number(let value) = x, case .number(let other) = y {
            return Linear(constant: isMin ? Swift.min(value, other) : Swift.max(value, other))
        }
        return Linear(atom: isMin ? .minimum(x, y) : .maximum(x, y))
    }

    private func sameTerms(as other: Linear) -> Bool {
        terms.count == other.terms.count
            && terms.allSatisfy { term in
                other.terms.contains { $0.atom == term.atom && Linear.close($0.coefficient, term.coefficient) }
            }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-12 * Swift.max(1, abs(a), abs(b))
    }

    private func plus(_ other: Linear, sign: Double) -> Linear {
        var result = self
        result.constant += sign * other.constant
        for term in other.terms {
            if let position = result.terms.firstIndex(where: { $0.atom == term.atom }) {
                result.terms[position].coefficient += sign * term.coefficient
            } else {
                result.terms.append((term.atom, sign * term.coefficient))
            }
        }
        result.terms.removeAll { abs($0.coefficient) < 1e-12 }
        return result
    }

    private func scaled(_ factor: Double) -> Linear {
        var result = self
        result.constant *= factor
        result.terms = terms.map { ($0.atom, $0.coefficient * factor) }
        result.terms.removeAll { abs($0.coefficient) < 1e-12 || factor == 0 }
        return result
    }

    /// Positive terms first, then the negative ones, then the constant.
    var expression: SceneExpression {
        // A sum with no positive term starts from its constant: `300 - gap * 2`.
        var result: SceneExpression? =
            constant > 0 && !terms.contains { $0.coefficient > 0 } ? .number(constant) : nil
        let constantWritten = result != nil
        func term(_ atom: SceneExpression, _ magnitude: Double) -> SceneExpression {
            Linear.close(magnitude, 1) ? atom : .multiply(atom, .number(magnitude))
        }
        for entry in terms where entry.coefficient > 0 {
            let piece = term(entry.atom, entry.coefficient)
            result = result.map { .add($0, piece) } ?? piece
        }
        for entry in terms where entry.coefficient < 0 {
            let piece = term(entry.atom, -entry.coefficient)
            result = result.map { .subtract($0, piece) } ?? .negate(piece)
        }
        guard let result else { return .number(constant) }
        if constantWritten { return result }
        if constant > 0 { return .add(result, .number(constant)) }
        if constant < 0 { return .subtract(result, .number(-constant)) }
        return result
    }
}
