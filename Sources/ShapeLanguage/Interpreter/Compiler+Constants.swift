// Calls whose value is known before the script runs: a pure builtin (a shape, a point, a
// colour, arithmetic) given only literals, such as `RoundedRectangle(cornerRadius: 24)` or
// `.concentric(minimum: 8)`. They are evaluated once, when compiling, and the call becomes its
// value: a loop that makes a thousand cards binds the labels of their shape once, not a
// thousand times. A call that would fail is left to fail when it runs, where it always has.

extension Compiler {
    /// Builtins whose value depends only on their arguments: no scene, no warning, no file.
    private static let pureBuiltins: Set<String> = {
        var names = Set((Builtins.shapeConstructors + Builtins.math).map { $0.name })
        names.formUnion(Builtins.values.map { $0.name }.filter { $0 != "device" })
        return names
    }()

    /// The value of `expression` when it is a literal, or a pure call of literals; nil otherwise.
    func constantValue(_ expression: Expr) -> Value? {
        switch expression.kind {
        case .number(let number):
            return .number(number)
        case .bool(let flag):
            return .bool(flag)
        case .string(let parts):
            if parts.isEmpty { return .string("") }
            guard parts.count == 1, case .literal(let text) = parts[0] else { return nil }
            return .string(text)
        case .unary(.negate, let operand):
            guard case .number(let number)? = constantValue(operand) else { return nil }
            return .number(-number)
        case .implicitMember(let name):
            return Builtins.implicitMembers[name]
        case .call(let callee, let arguments):
            return constantCall(callee, arguments, expression.range)
        default:
            return nil
        }
    }

    /// The value of a pure builtin called with constants, or nil (not pure, not constant, or an
    /// error, which is left for the run to report).
    func constantCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange) -> Value? {
        let builtin: Builtin
        switch callee.kind {
        case .implicitMember(let name):
            guard let found = Builtins.implicitCalls[name] else { return nil }
            builtin = found
        case .identifier(let name):
            // A name the script declared hides the builtin.
            guard scope.lookup(name) == nil, Compiler.pureBuiltins.contains(name),
                case .builtin(let found)? = Builtins.globals[name]
            else { return nil }
            builtin = found
        default:
            return nil
        }
        var values: [CallArgument] = []
        for argument in arguments {
            guard let value = constantValue(argument.value) else { return nil }
            values.append(CallArgument(label: argument.label, value: value, range: argument.range))
        }
        var call = CallArguments(name: builtin.name, arguments: values, range: range)
        return try? machine.callBuiltin(builtin, &call)
    }
}
