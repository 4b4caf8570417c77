// A function's body run on expressions instead of numbers, so that a call of it is the
// expression it returns: `cornerRadius(level: 3)` of tokens.shape, a `var` grown in a loop,
// is `innerRadius + levelPadding + levelPadding + levelPadding`. Control flow must be decided
// at the call (an `if` on the level, a loop over `0..<level`), never by a parameter's value;
// what is not is no expression (the length is baked, as before). Bounded in steps, so that a
// long loop costs compiling no more than a fixed amount.
import ShapeScene

/// What running statements on expressions came to.
enum SymbolicOutcome {
    /// They ran to their end.
    case next
    /// A `return` gave this expression.
    case returned(SceneExpression)
    /// Something no expression follows: a condition or range that depends on a parameter, a
    /// node, a `print`, `break`, a loop too long.
    case unknown
}

extension Compiler {
    /// The most statements and loop iterations one call runs on expressions, the calls it makes
    /// included.
    static let maxSymbolicSteps = 512

    /// Runs `statements` with `frame`'s bindings, as the interpreter would, on expressions.
    func run(_ statements: [Stmt], _ frame: inout SymbolicFrame) -> SymbolicOutcome {
        for statement in statements {
            guard frame.budget.take() else { return .unknown }
            switch statement.kind {
            case .let(let binding), .var(let binding):
                guard let value = symbolic(binding.value, in: frame), Compiler.isSmall(value) else { return .unknown }
                frame.bindings[binding.name.text] = value
            case .assign(let target, let op, let value):
                guard case .identifier(let name) = target.kind, let old = frame.bindings[name],
                    let new = symbolic(value, in: frame), let result = Self.assigned(old, op, new),
                    Compiler.isSmall(result)
                else { return .unknown }
                // Gathered as it grows (`innerRadius + levelPadding * 3`, not a chain of sums).
                frame.bindings[name] = result.simplified
            case .if(let branches, let elseBody):
                var chosen = elseBody
                for branch in branches {
                    guard branch.binding == nil, let holds = condition(branch.condition, in: frame) else {
                        return .unknown
                    }
                    if holds {
                        chosen = branch.body
                        break
                    }
                }
                guard let chosen else { continue }
                let outcome = block(chosen, &frame)
                guard case .next = outcome else { return outcome }
            case .for(let variable, let sequence, let body):
                let outcome = loop(variable, sequence, body, &frame)
                guard case .next = outcome else { return outcome }
            case .return(let value?):
                guard let result = symbolic(value, in: frame) else { return .unknown }
                return .returned(result)
            default:
                return .unknown
            }
        }
        return .next
    }

    /// `old op= new` as an expression.
    private static func assigned(_ old: SceneExpression, _ op: AssignOperator, _ new: SceneExpression)
        -> SceneExpression?
    {
        switch op.combining {
        case nil: new
        case .add?: old + new
        case .subtract?: old - new
        case .multiply?: old * new
        case .divide?: old / new
        default: nil
        }
    }

    /// A block's statements in a scope of their own: what it declares goes out of scope after
    /// it (an outer name it shadowed comes back), what it assigns to outer names stays.
    private func block(_ block: Block, _ frame: inout SymbolicFrame) -> SymbolicOutcome {
        let outer = frame.bindings
        let outcome = run(block.statements, &frame)
        var declared: Set<String> = []
        for statement in block.statements {
            if case .let(let binding) = statement.kind { declared.insert(binding.name.text) }
            if case .var(let binding) = statement.kind { declared.insert(binding.name.text) }
        }
        var bindings = outer
        for (name, value) in frame.bindings where outer[name] != nil && !declared.contains(name) {
            bindings[name] = value
        }
        frame.bindings = bindings
        return outcome
    }

    /// `for variable in low..<high` (or `...`) whose bounds are whole numbers at the call.
    private func loop(_ variable: Name, _ sequence: Expr, _ body: Block, _ frame: inout SymbolicFrame)
        -> SymbolicOutcome
    {
        guard case .range(let low, let high, let closed) = sequence.kind,
            let from = symbolic(low, in: frame)?.constant, let to = symbolic(high, in: frame)?.constant,
            from == from.rounded(), to == to.rounded(), to >= from, to - from <= Double(frame.budget.steps)
        else { return .unknown }
        let outer = frame.bindings[variable.text]
        var value = from
        while closed ? value <= to : value < to {
            guard frame.budget.take() else { return .unknown }
            frame.bindings[variable.text] = .number(value)
            let outcome = block(body, &frame)
            guard case .next = outcome else { return outcome }
            value += 1
        }
        frame.bindings[variable.text] = outer
        return .next
    }

    /// The value of a condition that is decided at the call (numbers compared, `&&`, `||`,
    /// `!`, `true`, `false`); nil when it depends on a parameter or is something else.
    private func condition(_ expression: Expr, in frame: SymbolicFrame) -> Bool? {
        switch expression.kind {
        case .bool(let value):
            return value
        case .unary(.not, let operand):
            return condition(operand, in: frame).map { !$0 }
        case .binary(.and, let left, let right):
            guard let first = condition(left, in: frame) else { return nil }
            return first ? condition(right, in: frame) : false
        case .binary(.or, let left, let right):
            guard let first = condition(left, in: frame) else { return nil }
            return first ? true : condition(right, in: frame)
        case .binary(let op, let left, let right):
            guard let a = symbolic(left, in: frame)?.constant, let b = symbolic(right, in: frame)?.constant else {
                return nil
            }
            switch op {
            case .equal: return a == b
            case .notEqual: return a != b
            case .less: return a < b
            case .lessEqual: return a <= b
            case .greater: return a > b
            case .greaterEqual: return a >= b
            default: return nil
            }
        default:
            return nil
        }
    }
}
