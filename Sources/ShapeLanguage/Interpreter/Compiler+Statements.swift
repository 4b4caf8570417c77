// Compiling statements: bindings and assignments, control flow, functions, output and imports.
import ShapeScene

extension Compiler {
    func compileBinding(_ binding: Binding, mutable: Bool) throws(ScriptError) -> CompiledStmt {
        if !mutable, scope.kind == .global, let number = binding.literalNumber {
            return try compileParameter(binding, number)
        }
        let fused = try fusedArithmetic(binding.value)
        let value = fused == nil ? try compileExpr(binding.value) : { _ in .void }
        let expression = mutable ? nil : symbolic(binding.value)
        let independent = !mutable && !mentionsParameters(binding.value)
        let slot = try declare(binding.name, mutable: mutable, in: scope)
        var readsScreen = false
        if !mutable {
            rememberSymbolic(expression, independent: independent, of: binding.value, slot: slot)
            readsScreen = rememberSymbolicMembers(binding.value, slot: slot)
            rememberBoundQuery(binding.value, slot: slot)
            rememberCanvasFrame(binding.value, slot: slot)
        }
        if let fused { return fused.store(into: slot) }
        if readsScreen {
            let machine = self.machine
            return { frame in
                let device = try value(frame)
                frame.slots[slot] = device
                if case .device(let preset) = device { machine.screenDevices.insert(preset.name) }
                return .next
            }
        }
        return { frame in
            frame.slots[slot] = try value(frame)
            return .next
        }
    }

    /// A top-level `let NAME = number`: a parameter, bound to the value set from outside when
    /// there is one (Parameters.swift).
    private func compileParameter(_ binding: Binding, _ number: Double) throws(ScriptError) -> CompiledStmt {
        let slot = try declare(binding.name, mutable: false, in: scope)
        rememberSymbolic(.parameter(binding.name.text), slot: slot)
        let machine = self.machine
        let name = binding.name
        let file = self.file
        return { frame in
            let value = machine.parameters.declare(name.text, value: number, range: name.range, file: file)
            frame.slots[slot] = .number(value)
            return .next
        }
    }

    func compileAssignment(_ target: Expr, _ op: AssignOperator, _ value: Expr, _ range: SourceRange)
        throws(ScriptError) -> CompiledStmt
    {
        let machine = self.machine
        if case .identifier(let name) = target.kind, let binary = op.combining {
            let valueOperand = try operand(value)
            let (slot, depth) = try assignableSlot(name, target.range)
            var maker = CompoundAssignmentMaker(
                machine: machine, op: binary, slot: slot, depth: depth, value: valueOperand, range: range)
            binary.visit(&maker)
            return maker.made
        }
        if case .identifier(let name) = target.kind, let (entry, depth) = scope.lookup(name), depth == 0,
            entry.isMutable, let fused = try fusedArithmetic(value)
        {
            return fused.store(into: entry.slot)
        }
        let valueCode = try compileExpr(value)
        switch target.kind {
        case .identifier(let name):
            let (slot, depth) = try assignableSlot(name, target.range)
            if depth == 0 {
                // The variable lives in this frame: no walk, no reference to hold.
                return { frame in
                    frame.slots[slot] = try valueCode(frame)
                    return .next
                }
            }
            return { frame in
                frame.ancestor(depth).slots[slot] = try valueCode(frame)
                return .next
            }
        case .subscript(let base, let index):
            guard case .identifier(let name) = base.kind else {
                throw error(.notAssignable(at: target.range))
            }
            let (slot, depth) = try assignableSlot(name, base.range)
            let indexCode = try compileExpr(index)
            return { frame throws(ScriptError) in
                let holder = frame.ancestor(depth)
                guard case .list(var items) = holder.slots[slot] else {
                    throw machine.error(.typeMismatch(expected: "list", found: holder.slots[slot], at: base.range))
                }
                let position = try machine.listIndex(try indexCode(frame), count: items.count, at: index.range)
                let newValue = try valueCode(frame)
                holder.slots[slot] = .void  // let the list be uniquely referenced while it changes
                let storage = items.withUnsafeBufferPointer { $0.baseAddress }
                items[position] =
                    try op.combining.map { combine throws(ScriptError) in
                        try machine.binary(combine, items[position], newValue, at: range)
                    } ?? newValue
                // Another name still held the list, so changing it copied every element.
                if items.withUnsafeBufferPointer({ $0.baseAddress }) != storage {
                    machine.charge(Budget.listWork(items.count))
                }
                holder.slots[slot] = .list(items)
                return .next
            }
        default:
            throw error(.notAssignable(at: target.range))
        }
    }

    /// The slot of a `var` that may be assigned.
    func assignableSlot(_ name: String, _ range: SourceRange) throws(ScriptError) -> (slot: Int, depth: Int) {
        guard let (entry, depth) = scope.lookup(name) else {
            throw error(.undefined(name, at: range, suggestion: closestMatch(to: name, among: scope.visibleNames)))
        }
        guard entry.isMutable else {
            throw error(.assignToConstant(name, at: range, declaredAt: entry.declaredAt))
        }
        return (entry.slot, depth)
    }

    /// One `if` or `else if` arm (a struct, so that its closures are called directly:
    /// see ``ExpressionCode``).
    private struct Arm {
        let condition: (Frame) throws(ScriptError) -> Bool
        let body: CompiledBlock
    }

    func compileIf(_ branches: [ConditionalBlock], _ elseBody: Block?) throws(ScriptError) -> CompiledStmt {
        if branches.contains(where: { $0.binding != nil }) { return try compileIfLet(branches, elseBody) }
        var arms: [Arm] = []
        for branch in branches {
            arms.append(Arm(condition: try compileCondition(branch.condition), body: try compileBlock(branch.body)))
        }
        let otherwise: CompiledBlock
        if let elseBody {
            otherwise = try compileBlock(elseBody)
        } else {
            otherwise = { _ in .next }
        }
        // One arm, the common case: no loop over the arms.
        if arms.count == 1 {
            let condition = arms[0].condition
            let body = arms[0].body
            if elseBody != nil {
                return { frame in try condition(frame) ? try body(frame) : try otherwise(frame) }
            }
            return { frame in try condition(frame) ? try body(frame) : .next }
        }
        return { frame in
            for arm in arms where try arm.condition(frame) {
                return try arm.body(frame)
            }
            return try otherwise(frame)
        }
    }

    /// An `if` with an `if let NAME = value` among its arms: each arm runs its block and
    /// answers its flow, or answers nil when its condition is false or its value nil.
    private func compileIfLet(_ branches: [ConditionalBlock], _ elseBody: Block?) throws(ScriptError)
        -> CompiledStmt
    {
        var arms: [(Frame) throws(ScriptError) -> Flow?] = []
        for branch in branches {
            guard let name = branch.binding else {
                let condition = try compileCondition(branch.condition)
                let body = try compileBlock(branch.body)
                let arm: (Frame) throws(ScriptError) -> Flow? = { frame throws(ScriptError) in
                    guard try condition(frame) else { return nil }
                    return try body(frame)
                }
                arms.append(arm)
                continue
            }
            // The name lives in a scope of its own around the block, as a loop variable does.
            let value = try compileExpr(branch.condition)
            let bindingScope = Scope(kind: .block, parent: scope)
            let slot = try declare(name, mutable: false, in: bindingScope)
            let body = Compiler.sequence(
                try withScope(bindingScope) { () throws(ScriptError) in
                    rememberBoundQuery(branch.condition, slot: slot)
                    return try compileStatements(branch.body.statements)
                })
            let arm: (Frame) throws(ScriptError) -> Flow? = { frame throws(ScriptError) in
                let unwrapped = try value(frame)
                if case .nilValue = unwrapped { return nil }
                let inner = Frame.make(parent: frame, size: bindingScope.slotCount)
                inner.slots[slot] = unwrapped
                return try body(inner)
            }
            arms.append(arm)
        }
        let otherwise: CompiledBlock
        if let elseBody {
            otherwise = try compileBlock(elseBody)
        } else {
            otherwise = { _ in .next }
        }
        return { frame in
            for arm in arms {
                if let flow = try arm(frame) { return flow }
            }
            return try otherwise(frame)
        }
    }

    func compileWhile(_ condition: Expr, _ body: Block) throws(ScriptError) -> CompiledStmt {
        let fused = try fusedComparison(condition)
        let test = fused == nil ? try compileCondition(condition) : { _ in false }
        loopDepth += 1
        defer { loopDepth -= 1 }
        let loop = WhileLoop(
            machine: machine, weight: Compiler.extraSteps(from: condition.range.start, to: body.range.end),
            range: condition.range, body: try compileBlock(body))
        if let fused { return fused.loop(loop) }
        return { frame in try loop.run(frame, while: test) }
    }

    func compileFor(_ variable: Name, _ sequence: Expr, _ body: Block) throws(ScriptError) -> CompiledStmt {
        let machine = self.machine
        let sequenceCode = try compileExpr(sequence)
        // The loop variable lives in a scope of its own, fresh for every iteration.
        let loopScope = Scope(kind: .block, parent: scope)
        let slot = loopScope.declare(variable.text, mutable: false, at: variable.range, file: file)
        rememberLoopVariable(sequence, slot: slot, in: loopScope)
        loopDepth += 1
        defer { loopDepth -= 1 }
        let code = Compiler.sequence(
            try withScope(loopScope) { () throws(ScriptError) in try compileStatements(body.statements) })
        let range = sequence.range
        let line = range.start.line
        let weight = Compiler.extraSteps(from: body.range.start, to: body.range.end)
        // The parameters a range's bounds are computed from (`0..<count`): counts.
        var counts: [String] = []
        if case .range(let low, let high, _) = sequence.kind {
            counts = (symbolic(low)?.parameterNames ?? []) + (symbolic(high)?.parameterNames ?? [])
        }
        return { frame throws(ScriptError) in
            if !counts.isEmpty, machine.scene.keepsDerivations { machine.scene.noteLoopCount(counts) }
            // Each iteration has a fresh scope; the last one's frame serves again when nothing
            // kept it (a function declared in the body would).
            var spare: Frame?
            let iterate = { (value: Value) throws(ScriptError) -> Flow? in
                machine.charge(weight)
                try machine.step(at: range)
                var inner = spare ?? Frame.make(parent: frame, size: loopScope.slotCount)
                spare = nil
                inner.slots[slot] = value
                let flow = try code(inner)
                spare = Frame.reusable(&inner)
                switch flow {
                case .next, .continueLoop: return nil
                case .breakLoop: return .next
                case .returned(let value): return .returned(value)
                }
            }
            let sequence = try sequenceCode(frame)
            let depth = machine.scene.nodeStack.count
            switch sequence {
            case .range(let range):
                let count = range.count
                machine.loops.begin(count: count, line: line, depth: depth)
                defer { machine.loops.end() }
                var index = 0
                while index < count {
                    machine.loops.setIteration(index)
                    if let flow = try iterate(.number(range.lower + Double(index))) { return flow }
                    index += 1
                }
            case .list(let items):
                machine.loops.begin(count: items.count, line: line, depth: depth)
                defer { machine.loops.end() }
                for (index, item) in items.enumerated() {
                    machine.loops.setIteration(index)
                    if let flow = try iterate(item) { return flow }
                }
            case let other:
                throw machine.error(.notIterable(other, at: range))
            }
            return .next
        }
    }

    /// Steps charged on top of the one step of a loop iteration or a call: one per 64 bytes of
    /// the source it runs (nothing for a body shorter than that), so that a loop around a
    /// megabyte of statements stops about as soon as a small loop would, instead of running for
    /// hours within the step limit.
    static func extraSteps(from start: SourceLocation, to end: SourceLocation) -> Int {
        Budget.textWork(Swift.max(0, end.offset - start.offset))
    }

    func compileFunction(_ declaration: FunctionDecl) throws(ScriptError) -> CompiledStmt {
        guard let entry = scope.local(declaration.name.text) else {
            throw error(.undefined(declaration.name.text, at: declaration.name.range, suggestion: nil))
        }
        let slot = entry.slot
        var parameters: [CompiledParameter] = []
        var seen: [String: SourceRange] = [:]
        for parameter in declaration.parameters {
            if let earlier = seen[parameter.name.text] {
                throw error(
                    .redeclaration(parameter.name.text, at: parameter.name.range, earlier: earlier, earlierFile: file))
            }
            seen[parameter.name.text] = parameter.name.range
            parameters.append(
                CompiledParameter(
                    label: parameter.label, name: parameter.name.text,
                    defaultValue: try parameter.defaultValue.map { value throws(ScriptError) in try compileExpr(value) }
                ))
        }
        let functionScope = Scope(kind: .function, parent: scope)
        functionScope.function = functionKey(declaration)
        for parameter in declaration.parameters {
            functionScope.declare(parameter.name.text, mutable: false, at: parameter.name.range, file: file)
        }
        let outerLoops = loopDepth
        loopDepth = 0
        functionDepth += 1
        defer {
            loopDepth = outerLoops
            functionDepth -= 1
        }
        let weight = Compiler.extraSteps(
            from: declaration.parameters.first?.name.range.start ?? declaration.body.range.start,
            to: declaration.body.range.end)
        let body = attributed(
            Compiler.sequence(
                try withScope(functionScope) { () throws(ScriptError) in
                    try compileStatements(declaration.body.statements)
                }),
            charging: weight)
        let machine = self.machine
        let name = declaration.name.text
        let range = declaration.name.range
        return { frame in
            frame.slots[slot] = .function(
                Function(
                    name: name, parameters: parameters, slotCount: functionScope.slotCount, body: body,
                    captured: frame, declaredAt: range))
            if frame !== machine.globalFrame { machine.declaringFrames.append(frame) }
            return .next
        }
    }

    func compilePrint(_ values: [Expr]) throws(ScriptError) -> CompiledStmt {
        let machine = self.machine
        let codes = try values.map { value throws(ScriptError) in ExpressionCode(run: try compileExpr(value)) }
        let range = values.first?.range ?? SourceRange(at: .start)
        if codes.count == 1 {
            // The usual `print x`: no list of parts to build and join.
            let code = codes[0].run
            return { frame in
                try machine.emit(machine.describe(try code(frame)), at: range)
                return .next
            }
        }
        return { frame in
            var parts: [String] = []
            parts.reserveCapacity(codes.count)
            for code in codes {
                parts.append(machine.describe(try code.run(frame)))
            }
            try machine.emit(parts.joined(separator: " "), at: range)
            return .next
        }
    }

    /// `assert a == b, "message"`: on failure, says what each side of a comparison was.
    func compileAssert(_ condition: Expr, _ message: Expr?) throws(ScriptError) -> CompiledStmt {
        let machine = self.machine
        let messageCode = try message.map { message throws(ScriptError) in try compileExpr(message) }
        let text = machine.sourceText(of: condition.range, file: file)
        if case .binary(let op, let left, let right) = condition.kind,
            [.equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual].contains(op)
        {
            let leftCode = try compileExpr(left)
            let rightCode = try compileExpr(right)
            return { frame throws(ScriptError) in
                let lhs = try leftCode(frame)
                let rhs = try rightCode(frame)
                guard try machine.truth(try machine.binary(op, lhs, rhs, at: condition.range), at: condition.range)
                else {
                    let note = try messageCode.map { message throws(ScriptError) in machine.describe(try message(frame))
                    }
                    throw machine.error(
                        .assertionFailed(
                            text, message: note,
                            values: (machine.describe(lhs, quoted: true), machine.describe(rhs, quoted: true)),
                            at: condition.range))
                }
                return .next
            }
        }
        let code = try compileExpr(condition)
        return { frame throws(ScriptError) in
            guard try machine.truth(try code(frame), at: condition.range) else {
                let note = try messageCode.map { message throws(ScriptError) in machine.describe(try message(frame)) }
                throw machine.error(.assertionFailed(text, message: note, values: nil, at: condition.range))
            }
            return .next
        }
    }

    func compileImport(_ path: String, _ range: SourceRange) throws(ScriptError) -> CompiledStmt? {
        guard isAtTopLevel else { throw error(.importNotAtTopLevel(at: range)) }
        guard let body = try machine.importFile(path, from: file, at: range, compiler: self) else { return nil }
        return body
    }
}
