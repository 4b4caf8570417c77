// Calls: script functions with their arguments straight into the callee's frame, one-number
// math builtins compiled to the function, and everything else through `Machine.call`.
extension Compiler {
    /// Calls bind by kind: a builtin named directly, an implicit member (`.fixed(24)`), or any
    /// value that is callable at run time (a function in a variable).
    func compileCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange) throws(ScriptError) -> CompiledExpr
    {
        let call = try compileUnboundCall(callee, arguments, range)
        guard let (function, bindings) = callBindings(callee, arguments) else { return call }
        let machine = self.machine
        return { frame in
            guard machine.scene.keepsDerivations else { return try call(frame) }
            machine.callBindings.append((function, bindings))
            defer { machine.callBindings.removeLast() }
            return try call(frame)
        }
    }

    private func compileUnboundCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange)
        throws(ScriptError) -> CompiledExpr
    {
        if let value = constantCall(callee, arguments, range) { return { _ in value } }
        // `concentricCornerRadii(in: photo.frame)`: a frame in canvas coordinates (Builtins).
        if case .identifier("concentricCornerRadii") = callee.kind,
            let argument = arguments.first(where: { $0.label == "in" }), isCanvasFrame(argument.value)
        {
            machine.canvasFrameArguments.insert((file ?? "") + ":" + String(argument.range.start.offset))
        }
        if let direct = try compileNumberFunctionCall(callee, arguments, range) { return direct }
        let machine = self.machine
        // Each argument compiled once, for the general path and the direct one alike: compiled
        // twice, `f(f(f(…)))` took time doubling with every level (forty levels: hours).
        let codes = try arguments.map { argument throws(ScriptError) in
            ExpressionCode(run: try compileExpr(argument.value))
        }
        let evaluateArguments = Compiler.argumentValues(arguments, codes)
        if case .implicitMember(let name) = callee.kind {
            guard let builtin = Builtins.implicitCalls[name] else {
                throw error(
                    .unknownImplicitMember(
                        name, at: callee.range,
                        suggestion: closestMatch(to: name, among: Array(Builtins.implicitCalls.keys))))
            }
            let file = self.file
            return { frame in
                var call = CallArguments(name: "." + name, arguments: try evaluateArguments(frame), range: range)
                machine.querySite = (range, file)
                return try machine.callBuiltin(builtin, &call)
            }
        }
        let calleeCode = try compileExpr(callee)
        let file = self.file
        let labels = arguments.map { $0.label }
        let calleeRange = callee.range
        let slowPath = { (frame: Frame, function: Value) throws(ScriptError) -> Value in
            let values = try evaluateArguments(frame)
            machine.querySite = (range, file)
            return try machine.call(function, values, at: range, calleeRange: calleeRange)
        }
        // The common case: a script function called with every argument, labels in order.
        // Arguments go straight into the new frame; no argument list is built. One argument
        // without a label (a recursion's usual call) has a path of its own: no loop, and the
        // labels matched by comparing one number.
        if codes.count == 1, labels[0] == nil {
            let argument = codes[0].run
            return { frame in
                let function = try calleeCode(frame)
                guard case .function(let target) = function, target.unlabelledCount == 1 else {
                    return try slowPath(frame, function)
                }
                var inner = target.makeFrame()
                inner.slots[0] = try argument(frame)
                return try machine.run(target, in: &inner, at: range)
            }
        }
        return { frame in
            let function = try calleeCode(frame)
            guard case .function(let target) = function, target.labels == labels else {
                return try slowPath(frame, function)
            }
            var inner = target.makeFrame()
            for (index, code) in codes.enumerated() {
                inner.slots[index] = try code.run(frame)
            }
            return try machine.run(target, in: &inner, at: range)
        }
    }
}

extension Compiler {
    /// `floor(x)` and the other one-number math builtins, named directly with one unlabelled
    /// argument: a finite number goes straight to the function. Any other value (an infinity
    /// included) takes the general call, for the builtin's own message. Nil when the call is
    /// not of this kind (or the script declared the name).
    private func compileNumberFunctionCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange)
        throws(ScriptError) -> CompiledExpr?
    {
        guard case .identifier(let name) = callee.kind, scope.lookup(name) == nil,
            case .builtin(let builtin)? = Builtins.globals[name], let function = builtin.numberFunction,
            arguments.count == 1, arguments[0].label == nil
        else { return nil }
        let machine = self.machine
        let file = self.file
        let argument = try compileExpr(arguments[0].value)
        let (argumentRange, calleeRange) = (arguments[0].range, callee.range)
        return { frame throws(ScriptError) in
            let value = try argument(frame)
            if case .number(let number) = value, number.isFinite { return .number(function(number)) }
            machine.querySite = (range, file)
            return try machine.call(
                .builtin(builtin), [CallArgument(label: nil, value: value, range: argumentRange)], at: range,
                calleeRange: calleeRange)
        }
    }
}
