// A shape drawn in a loop over numbers known before running (`for level in 0...3`): its radius
// argument names the loop's variable, which has no expression at compile time, so it is derived
// again when the node is made, the variable bound to the iteration's number. 09's swatches,
// `RoundedRectangle(cornerRadius: cornerRadius(level: level))`, are then `innerRadius`,
// `innerRadius + levelPadding`, … in the outputs that follow the parameters, not 16, 24, ….
import ConcentricGeometry
import ShapeScene

/// A loop variable a node's shape names, and where its value is at run time.
struct LoopVariable {
    var name: String
    var depth: Int
    var slot: Int
}

extension Compiler {
    /// Marks the variable in `slot` of `loopScope` as one whose values are numbers the loop's
    /// range gives whatever the parameters are (its bounds are numbers).
    func rememberLoopVariable(_ sequence: Expr, slot: Int, in loopScope: Scope) {
        guard case .range(let low, let high, _) = sequence.kind, symbolic(low)?.constant != nil,
            symbolic(high)?.constant != nil
        else { return }
        loopScope.fixedLoopSlot = slot
    }

    /// The variables of loops over fixed ranges that `expression` names.
    func loopVariables(in expression: Expr) -> [LoopVariable] {
        var found: [LoopVariable] = []
        func visit(_ expression: Expr) {
            if case .identifier(let name) = expression.kind, let (entry, depth) = scope.lookup(name),
                let owner = scopeAt(depth: depth), owner.fixedLoopSlot == entry.slot,
                !found.contains(where: { $0.name == name })
            {
                found.append(LoopVariable(name: name, depth: depth, slot: entry.slot))
            }
            for inner in expression.subexpressions { visit(inner) }
        }
        visit(expression)
        return found
    }

    /// How to derive `shape` again at run time with its loop variables bound to their values
    /// (nil from it: a value that is no number); nil when it names none (the derivation made
    /// now is the one).
    func loopShapeDerivation(_ shape: Expr) -> ((Frame) -> ShapeDerivation?)? {
        let variables = loopVariables(in: shape)
        guard !variables.isEmpty else { return nil }
        // A compiler of its own, in the shape's scope: this one's scope moves on as it compiles.
        let compiler = Compiler(machine: machine, scope: scope, file: file, interactive: interactive)
        let here = scope
        return { frame in
            var bindings: [String: SceneExpression] = [:]
            for variable in variables {
                guard case .number(let value) = frame.ancestor(variable.depth).slots[variable.slot] else {
                    return nil
                }
                bindings[variable.name] = .number(value)
            }
            let bound = SymbolicFrame(
                bindings: bindings, scope: here, calls: [], budget: SymbolicBudget(steps: Compiler.maxSymbolicSteps))
            // Gathered: `gap + 4 + 1` of a loop's sum and its variable reads `gap + 5`.
            var derivation = compiler.shapeDerivation(shape, bound: bound)
            for corner in Corner.allCases {
                derivation.radii[corner] = derivation.radii[corner].map { $0.map { $0.simplified } }
                derivation.minimums[corner] = derivation.minimums[corner].map { $0.map { $0.simplified } }
                derivation.fixed[corner] = derivation.fixed[corner].map { $0.map { $0.simplified } }
            }
            return derivation
        }
    }
}
