// Compiling expressions: constants fold to closures returning a value; names become slot reads;
// calls to builtins bind directly.

extension Compiler {
    func compileExpr(_ expression: Expr) throws -> CompiledExpr {
        let machine = self.machine
        let range = expression.range
        switch expression.kind {
        case .number(let number):
            // Built afresh each time: cheaper than copying a captured enum through its witness.
            return { _ in .number(number) }
        case .bool(let flag):
            let value = Value.bool(flag)
            return { _ in value }
        case .string(let parts):
            return try compileString(parts, range)
        case .identifier(let name):
            return try compileName(name, range)
        case .implicitMember(let name):
            guard let value = Builtins.implicitMembers[name] else {
                throw error(
                    .unknownImplicitMember(
                        name, at: range,
                        suggestion: closestMatch(
                            to: name, among: Array(Builtins.implicitMembers.keys) + Builtins.implicitCalls.keys)))
            }
            return { _ in value }
        case .list(let items):
            let codes = try items.map { try compileExpr($0) }
            return { frame in
                var values: [Value] = []
                values.reserveCapacity(codes.count)
                for code in codes { values.append(try code(frame)) }
                return .list(values)
            }
        case .unary(let op, let operand):
            let code = try compileExpr(operand)
            switch op {
            case .negate:
                return { frame in
                    let value = try code(frame)
                    guard case .number(let number) = value else {
                        throw machine.error(.operandType(op.rawValue, value, at: range))
                    }
                    return .number(-number)
                }
            case .not:
                return { frame in .bool(!(try machine.truth(try code(frame), at: operand.range))) }
            }
        case .binary(let op, let left, let right):
            return try compileBinary(op, left, right, range)
        case .range(let lower, let upper, let closed):
            let lowerCode = try compileExpr(lower)
            let upperCode = try compileExpr(upper)
            return { frame in
                let low = try machine.number(try lowerCode(frame), at: lower.range)
                let high = try machine.number(try upperCode(frame), at: upper.range)
                return .range(RangeValue(lower: low, upper: high, closed: closed))
            }
        case .call(let callee, let arguments):
            return try compileCall(callee, arguments, range)
        case .member(let base, let name):
            let code = try compileExpr(base)
            return { frame in try machine.member(try code(frame), name, at: range) }
        case .subscript(let base, let index):
            let baseCode = try compileExpr(base)
            let indexCode = try compileExpr(index)
            return { frame in
                let container = try baseCode(frame)
                guard case .list(let items) = container else {
                    throw machine.error(.notSubscriptable(container, at: base.range))
                }
                return items[try machine.listIndex(try indexCode(frame), count: items.count, at: index.range)]
            }
        }
    }

    /// Compiles an `if` or `while` condition straight to a `Bool`: comparisons of numbers and
    /// the logic operators never build a `Value` to test.
    func compileCondition(_ expression: Expr) throws -> (Frame) throws -> Bool {
        let machine = self.machine
        let range = expression.range
        switch expression.kind {
        case .binary(.and, let left, let right):
            let lhs = try compileCondition(left)
            let rhs = try compileCondition(right)
            return { frame in try lhs(frame) && rhs(frame) }
        case .binary(.or, let left, let right):
            let lhs = try compileCondition(left)
            let rhs = try compileCondition(right)
            return { frame in try lhs(frame) || rhs(frame) }
        case .unary(.not, let operand):
            let code = try compileCondition(operand)
            return { frame in !(try code(frame)) }
        case .binary(let op, let left, let right) where [.less, .lessEqual, .greater, .greaterEqual].contains(op):
            let lhs = try compileExpr(left)
            let rhs = try compileExpr(right)
            let compare: (Double, Double) -> Bool =
                switch op {
                case .less: { $0 < $1 }
                case .lessEqual: { $0 <= $1 }
                case .greater: { $0 > $1 }
                default: { $0 >= $1 }
                }
            if op == .less {
                return { frame in
                    let a = try lhs(frame)
                    let b = try rhs(frame)
                    if case .number(let x) = a, case .number(let y) = b { return x < y }
                    return try machine.truth(try machine.binary(op, a, b, at: range), at: range)
                }
            }
            return { frame in
                let a = try lhs(frame)
                let b = try rhs(frame)
                if case .number(let x) = a, case .number(let y) = b { return compare(x, y) }
                return try machine.truth(try machine.binary(op, a, b, at: range), at: range)
            }
        default:
            let code = try compileExpr(expression)
            return { frame in try machine.truth(try code(frame), at: range) }
        }
    }

    /// A name: a variable in some enclosing scope, or a builtin.
    private func compileName(_ name: String, _ range: SourceRange) throws -> CompiledExpr {
        if let (entry, depth) = scope.lookup(name) {
            let slot = entry.slot
            let machine = self.machine
            let declaredAt = entry.declaredAt
            let read: CompiledExpr
            // Numbers, the common case, are read by pattern rather than copied whole.
            switch depth {
            case 0:
                read = { frame in
                    if case .number(let number) = frame.slots[slot] { return .number(number) }
                    return frame.slots[slot]
                }
            case 1:
                read = { frame in
                    let holder = frame.parent ?? frame
                    if case .number(let number) = holder.slots[slot] { return .number(number) }
                    return holder.slots[slot]
                }
            default:
                read = { frame in
                    let holder = frame.ancestor(depth)
                    if case .number(let number) = holder.slots[slot] { return .number(number) }
                    return holder.slots[slot]
                }
            }
            guard entry.isFunction else { return read }
            // A function declared later in the block exists by name before its declaration runs.
            return { frame in
                let value = try read(frame)
                if case .void = value {
                    throw machine.error(.usedBeforeDeclaration(name, at: range, declaredAt: declaredAt))
                }
                return value
            }
        }
        if let builtin = Builtins.globals[name] {
            return { _ in builtin }
        }
        throw error(
            .undefined(
                name, at: range, suggestion: closestMatch(to: name, among: scope.visibleNames + Builtins.globals.keys)))
    }

    private func compileString(_ parts: [StringPart], _ range: SourceRange) throws -> CompiledExpr {
        if parts.isEmpty { return { _ in .string("") } }
        if parts.count == 1, case .literal(let text) = parts[0] {
            let value = Value.string(text)
            return { _ in value }
        }
        let machine = self.machine
        enum Piece {
            case text(String)
            case code(CompiledExpr)
        }
        let pieces: [Piece] = try parts.map {
            switch $0 {
            case .literal(let text): .text(text)
            case .interpolation(let expression): .code(try compileExpr(expression))
            }
        }
        return { frame in
            var result = ""
            for piece in pieces {
                switch piece {
                case .text(let text): result += text
                case .code(let code): result += machine.describe(try code(frame))
                }
            }
            try machine.checkString(result, at: range)
            machine.charge(Machine.textWork(result.utf8.count))
            return .string(result)
        }
    }

    private func compileBinary(_ op: BinaryOperator, _ left: Expr, _ right: Expr, _ range: SourceRange) throws
        -> CompiledExpr
    {
        let machine = self.machine
        let lhs = try compileExpr(left)
        let rhs = try compileExpr(right)
        switch op {
        case .and:
            return { frame in
                guard try machine.truth(try lhs(frame), at: left.range) else { return .bool(false) }
                return .bool(try machine.truth(try rhs(frame), at: right.range))
            }
        case .or:
            return { frame in
                if try machine.truth(try lhs(frame), at: left.range) { return .bool(true) }
                return .bool(try machine.truth(try rhs(frame), at: right.range))
            }
        case .add:
            // The common case, numbers, without a trip through the general operator table.
            return { frame in
                let a = try lhs(frame)
                let b = try rhs(frame)
                if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
                return try machine.binary(op, a, b, at: range)
            }
        case .subtract:
            return { frame in
                let a = try lhs(frame)
                let b = try rhs(frame)
                if case .number(let x) = a, case .number(let y) = b { return .number(x - y) }
                return try machine.binary(op, a, b, at: range)
            }
        case .multiply:
            return { frame in
                let a = try lhs(frame)
                let b = try rhs(frame)
                if case .number(let x) = a, case .number(let y) = b { return .number(x * y) }
                return try machine.binary(op, a, b, at: range)
            }
        case .remainder:
            return { frame in
                let a = try lhs(frame)
                let b = try rhs(frame)
                // Whole numbers of moderate size, the usual case, take the integer remainder
                // (fmod is slow); the range check makes both conversions exact and safe.
                if case .number(let x) = a, case .number(let y) = b, y != 0,
                    abs(x) < 2_147_483_648, abs(y) < 2_147_483_648
                {
                    let i = Int(x)
                    let j = Int(y)
                    if Double(i) == x, Double(j) == y { return .number(Double(i % j)) }
                }
                return try machine.binary(op, a, b, at: range)
            }
        case .less:
            return { frame in
                let a = try lhs(frame)
                let b = try rhs(frame)
                if case .number(let x) = a, case .number(let y) = b { return .bool(x < y) }
                return try machine.binary(op, a, b, at: range)
            }
        default:
            return { frame in try machine.binary(op, try lhs(frame), try rhs(frame), at: range) }
        }
    }

    /// Calls bind by kind: a builtin named directly, an implicit member (`.fixed(24)`), or any
    /// value that is callable at run time (a function in a variable).
    private func compileCall(_ callee: Expr, _ arguments: [Argument], _ range: SourceRange) throws -> CompiledExpr {
        let machine = self.machine
        let argumentCodes = try arguments.map { (label: $0.label, code: try compileExpr($0.value), range: $0.range) }
        let evaluateArguments = { (frame: Frame) throws -> [CallArgument] in
            var values: [CallArgument] = []
            values.reserveCapacity(argumentCodes.count)
            for argument in argumentCodes {
                values.append(
                    CallArgument(label: argument.label, value: try argument.code(frame), range: argument.range))
            }
            return values
        }
        if case .implicitMember(let name) = callee.kind {
            guard let builtin = Builtins.implicitCalls[name] else {
                throw error(
                    .unknownImplicitMember(
                        name, at: callee.range,
                        suggestion: closestMatch(to: name, among: Array(Builtins.implicitCalls.keys))))
            }
            return { frame in
                var call = CallArguments(name: "." + name, arguments: try evaluateArguments(frame), range: range)
                return try machine.callBuiltin(builtin, &call)
            }
        }
        let calleeCode = try compileExpr(callee)
        let labels = arguments.map(\.label)
        let codes = argumentCodes.map(\.code)
        return { frame in
            let function = try calleeCode(frame)
            // The common case: a script function called with every argument, labels in order.
            // Arguments go straight into the new frame; no argument list is built.
            if case .function(let target) = function, target.labels == labels {
                let inner = Frame(parent: target.captured, size: target.slotCount)
                for (index, code) in codes.enumerated() {
                    inner.slots[index] = try code(frame)
                }
                try machine.enterCall(target, at: range)
                defer { machine.leaveCall() }
                if case .returned(let value) = try target.body(inner) { return value }
                return .void
            }
            let values = try evaluateArguments(frame)
            return try machine.call(function, values, at: range, calleeRange: callee.range)
        }
    }
}
