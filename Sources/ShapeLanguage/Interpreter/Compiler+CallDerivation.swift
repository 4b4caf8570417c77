// A placement written in a function from its parameters (`at 40, phone.size.height - detent`
// in `func detentLine(_ name, _ detent)`): the parameter has no expression when the function is
// compiled, so the placement is derived again when it runs, each parameter bound to its
// argument's expression at the call (`detents[2]`: `phone.size.height - gap - 24`).
import ShapeScene

extension Compiler {
    /// The key of a function's declaration: its file and where its name is.
    func functionKey(_ declaration: FunctionDecl) -> String {
        (file ?? "") + ":" + String(declaration.name.range.start.offset)
    }

    /// For a call of a top-level function that declares nodes: the function, and each parameter
    /// bound to its argument's expression (by the labels, as the call binds them; none for an
    /// argument without one, so that a call inside the function never reads the outer call's);
    /// nil when the call is of something else.
    func callBindings(_ callee: Expr, _ arguments: [Argument]) -> (String, [String: SceneExpression])? {
        guard case .identifier(let name) = callee.kind, let (entry, depth) = scope.lookup(name), entry.isFunction,
            let owner = scopeAt(depth: depth), owner.kind == .global,
            let function = machine.symbolicFunctions[SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)],
            Compiler.declaresNodes(function.declaration.body.statements)
        else { return nil }
        var bindings: [String: SceneExpression] = [:]
        var next = 0
        for parameter in function.declaration.parameters {
            guard next < arguments.count, arguments[next].label == parameter.label else { continue }
            if let value = symbolic(arguments[next].value) {
                bindings[parameter.name.text] = value
            } else if mentionsParameters(arguments[next].value) {
                // Moved by a parameter by a way no expression follows (a `var`): what is
                // derived from it is baked, and named, rather than written as if it were fixed.
                bindings[parameter.name.text] = Compiler.unfollowable
            }
            next += 1
        }
        return (functionKey(function.declaration), bindings)
    }

    /// An expression no parameter values give: a placement derived from it never agrees with
    /// its number, so it is baked (the empty name is no parameter's). Made at each use: a
    /// stored global of an indirect enum keeps its box behind a tagged pointer, which
    /// LeakSanitizer reports as leaked at exit (scripts/fuzz found it).
    static var unfollowable: SceneExpression { .parameter("") }

    /// Whether `statements` declare a node, in any block.
    static func declaresNodes(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            if case .node = statement.kind { return true }
            if case .stack = statement.kind { return true }
            if case .function = statement.kind { return false }
            return statement.blocks.contains { declaresNodes($0.statements) }
        }
    }

    /// For a placement command in a function that names the function's parameters: how to
    /// derive it with the bindings of the call running (none, or another function's: nil).
    func calledPlacementDerivation(
        _ command: Command
    ) -> (((function: String, bindings: [String: SceneExpression])?) -> PlacementDerivation?)? {
        var functionScope: Scope? = scope
        while let current = functionScope, current.kind != .function { functionScope = current.parent }
        guard let function = functionScope?.function,
            command.arguments.contains(where: { namesParameters($0.value, of: functionScope) })
        else { return nil }
        // A compiler of its own, in the command's scope: this one's scope moves on as it compiles.
        let compiler = Compiler(machine: machine, scope: scope, file: file, interactive: interactive)
        let here = scope
        return { call in
            guard let call, call.function == function else { return nil }
            let bound = SymbolicFrame(
                bindings: call.bindings, scope: here, calls: [],
                budget: SymbolicBudget(steps: Compiler.maxSymbolicSteps))
            let operands = command.arguments.map {
                (
                    label: $0.label, value: compiler.symbolic($0.value, bound: bound).map { $0.simplified },
                    mentions: compiler.mentionsParameters($0.value)
                        || compiler.namesMovingBinding($0.value, call.bindings, from: here)
                )
            }
            return PlacementDerivation(word: command.word, operands: operands)
        }
    }

    /// Whether `expression` names a function's parameter whose argument at the call moves with
    /// the parameters (its binding is no constant), directly or through `let`s of its braces.
    func namesMovingBinding(
        _ expression: Expr, _ bindings: [String: SceneExpression], from here: Scope, lets: Int = 0
    ) -> Bool {
        if case .identifier(let name) = expression.kind {
            if let bound = bindings[name] { return bound.dependsOnParameters }
            if lets < 8, let value = localLetValue(name, from: here) {
                return namesMovingBinding(value, bindings, from: here, lets: lets + 1)
            }
            return false
        }
        return expression.subexpressions.contains { namesMovingBinding($0, bindings, from: here, lets: lets) }
    }

    /// Whether `expression` names a parameter of the function whose scope is `function`.
    private func namesParameters(_ expression: Expr, of function: Scope?, lets: Int = 0) -> Bool {
        if case .identifier(let name) = expression.kind, let (_, depth) = scope.lookup(name),
            let owner = scopeAt(depth: depth)
        {
            if owner === function { return true }
            // A `let` in the function's braces bound to what names one (`let inner = w - 8`),
            // through a few of them (a `let` that shadows one it reads is looked up here again).
            if lets < 8, let value = localLetValue(name, from: scope) {
                return namesParameters(value, of: function, lets: lets + 1)
            }
        }
        return expression.subexpressions.contains { namesParameters($0, of: function, lets: lets) }
    }
}
