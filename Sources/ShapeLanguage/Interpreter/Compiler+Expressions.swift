// Compiling expressions: constants fold to closures returning a value; names become slot reads;
// calls are in Compiler+Calls.swift.
import ShapeScene

extension Compiler {
    func compileExpr(_ expression: Expr) throws(ScriptError) -> CompiledExpr {
        let machine = self.machine
        let range = expression.range
        switch expression.kind {
        case .number(let number):
            // Built afresh each time: cheaper than copying a captured enum through its witness.
            return { _ in .number(number) }
        case .bool(let flag):
            let value = Value.bool(flag)
            return { _ in value }
        case .nilLiteral:
            return { _ in .nilValue }
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
            let codes = try items.map { item throws(ScriptError) in ExpressionCode(run: try compileExpr(item)) }
            return { frame in
                var values: [Value] = []
                values.reserveCapacity(codes.count)
                for code in codes { values.append(try code.run(frame)) }
                return .list(values)
            }
        case .unary(let op, let operand):
            let code = try compileExpr(operand)
            switch op {
            case .negate:
                return { frame throws(ScriptError) in
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
            let access = Members.Access(name)
            let file = self.file
            return { frame in try machine.member(try code(frame), access, at: range, file: file) }
        case .subscript(let base, let index):
            let baseCode = try compileExpr(base)
            let indexCode = try compileExpr(index)
            return { frame throws(ScriptError) in
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
    func compileCondition(_ expression: Expr) throws(ScriptError) -> (Frame) throws(ScriptError) -> Bool {
        let machine = self.machine
        let range = expression.range
        switch expression.kind {
        case .binary(.and, let left, let right):
            let lhs = try compileCondition(left)
            let rhs = try compileCondition(right)
            return { frame throws(ScriptError) in
                guard try lhs(frame) else { return false }
                return try rhs(frame)
            }
        case .binary(.or, let left, let right):
            let lhs = try compileCondition(left)
            let rhs = try compileCondition(right)
            return { frame throws(ScriptError) in
                if try lhs(frame) { return true }
                return try rhs(frame)
            }
        case .unary(.not, let operand):
            let code = try compileCondition(operand)
            return { frame in !(try code(frame)) }
        case .binary(let op, let left, let right) where op.isComparison:
            var maker = ConditionMaker(operands: try operands(op, left, right, range))
            op.visit(&maker)
            return maker.made
        default:
            let code = try compileExpr(expression)
            return { frame in try machine.truth(try code(frame), at: range) }
        }
    }

    /// A name: a variable in some enclosing scope, or a builtin.
    private func compileName(_ name: String, _ range: SourceRange) throws(ScriptError) -> CompiledExpr {
        if let (entry, depth) = scope.lookup(name) {
            let slot = entry.slot
            guard entry.isFunction else {
                // Numbers, the common case, are read by pattern rather than copied whole.
                switch depth {
                case 0:
                    return { frame in LocalReader(slot: slot).read(frame) }
                default:
                    return { frame in
                        let slots = frame.slots(outward: depth)
                        if case .number(let number) = slots[slot] { return .number(number) }
                        return slots[slot]
                    }
                }
            }
            // A function declared later in the block exists by name before its declaration
            // runs: reading it before then is an error, not nothing.
            let machine = self.machine
            let declaredAt = entry.declaredAt
            return { frame throws(ScriptError) in
                let value = frame.slots(outward: depth)[slot]
                if case .void = value {
                    throw machine.error(.usedBeforeDeclaration(name, at: range, declaredAt: declaredAt))
                }
                return value
            }
        }
        if let builtin = Builtins.globals[name] {
            return { _ in builtin }
        }
        if let clock = ClockValue(rawValue: name) {
            return compileClockValue(clock)
        }
        let known = scope.visibleNames + Builtins.globals.keys + ClockValue.allCases.map { $0.rawValue }
        throw error(.undefined(name, at: range, suggestion: closestMatch(to: name, among: known)))
    }

    private func compileString(_ parts: [StringPart], _ range: SourceRange) throws(ScriptError) -> CompiledExpr {
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
        let pieces: [Piece] = try parts.map { part throws(ScriptError) in
            switch part {
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
            try machine.budget.checkString(result, at: range)
            machine.charge(Budget.textWork(result.utf8.count))
            return .string(result)
        }
    }

    private func compileBinary(_ op: BinaryOperator, _ left: Expr, _ right: Expr, _ range: SourceRange)
        throws(ScriptError)
        -> CompiledExpr
    {
        let machine = self.machine
        if op != .and, op != .or, op != .coalesce {
            var maker = ExpressionMaker(operands: try operands(op, left, right, range))
            op.visit(&maker)
            return maker.made
        }
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
        case .coalesce:
            return { frame in
                let value = try lhs(frame)
                if case .nilValue = value { return try rhs(frame) }
                return value
            }
        default:
            return { frame in try machine.binary(op, try lhs(frame), try rhs(frame), at: range) }
        }
    }
}

// MARK: - Fast paths
//
// Each maker takes an operator type from `BinaryOperator.visit` and is specialised for it, so
// two numbers are combined inline; anything else (or a division by zero) goes to the general
// `Machine.binary`, which reads the same table.

extension BinaryOperator {
    /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: true
        default: false
        }
    }
}

/// The compiled parts of `a op b`: its operands, and the general path for values the fast
/// paths do not take. An expression, a condition and a fused statement are made from it.
struct BinaryOperands {
    let general: GeneralPath
    let op: BinaryOperator
    let lhs: Operand
    let rhs: Operand
}

extension Compiler {
    /// `left op right` compiled into its parts. Compile it where the expression would be
    /// compiled: its names are looked up now.
    func operands(_ op: BinaryOperator, _ left: Expr, _ right: Expr, _ range: SourceRange) throws(ScriptError)
        -> BinaryOperands
    {
        BinaryOperands(
            general: GeneralPath(machine: machine, op: op, range: range), op: op, lhs: try operand(left),
            rhs: try operand(right))
    }
}

/// What the general path needs to combine two values, held in one object so that a fast
/// path's closure captures one reference rather than a machine, an operator and a range
/// (every captured word is loaded on every call).
final class GeneralPath {
    let machine: Machine
    let op: BinaryOperator
    let range: SourceRange

    init(machine: Machine, op: BinaryOperator, range: SourceRange) {
        (self.machine, self.op, self.range) = (machine, op, range)
    }

    func binary(_ a: Value, _ b: Value) throws(ScriptError) -> Value {
        try machine.binary(op, a, b, at: range)
    }

    func test(_ a: Value, _ b: Value) throws(ScriptError) -> Bool {
        try machine.truth(try machine.binary(op, a, b, at: range), at: range)
    }
}

/// `a op b` for an arithmetic operator, over readers of either kind: two numbers combined
/// inline, anything else by the general path.
struct Arithmetic<Operation: NumberArithmetic>: OperandPairVisitor {
    let general: GeneralPath
    var made: CompiledExpr = { _ in .void }

    /// The fast path, for every use of the operator: two numbers combined inline, or nil
    /// (then the general path decides).
    @inline(__always)
    static func number(_ a: Value, _ b: Value) -> Double? {
        if case .number(let x) = a, case .number(let y) = b { return Operation.apply(x, y) }
        return nil
    }

    mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right) {
        let general = general
        made = { frame throws(ScriptError) in
            let a = try left.read(frame)
            let b = try right.read(frame)
            if let result = Arithmetic.number(a, b) { return .number(result) }
            return try general.binary(a, b)
        }
    }
}

/// `a op b` for a comparison, as a `Bool`.
struct Comparison<Operation: NumberComparison>: OperandPairVisitor {
    let general: GeneralPath
    var made: (Frame) throws(ScriptError) -> Bool = { _ in false }

    /// The comparison, for every use of it: two numbers inline, anything else by the general path.
    @inline(__always)
    static func test(_ a: Value, _ b: Value, _ general: GeneralPath) throws(ScriptError) -> Bool {
        if case .number(let x) = a, case .number(let y) = b { return Operation.compare(x, y) }
        return try general.test(a, b)
    }

    mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right) {
        let general = general
        made = { frame throws(ScriptError) in try Comparison.test(try left.read(frame), try right.read(frame), general)
        }
    }
}

/// `a op b` by the general path alone (`&&` and `||` given values).
private struct General: OperandPairVisitor {
    let general: GeneralPath
    var made: CompiledExpr = { _ in .void }

    mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right) {
        let general = general
        made = { frame throws(ScriptError) in try general.binary(try left.read(frame), try right.read(frame)) }
    }
}

/// Compiles `a op b` as a value.
private struct ExpressionMaker: NumberOperationVisitor {
    let operands: BinaryOperands
    var made: CompiledExpr = { _ in .void }

    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type) {
        var maker = Arithmetic<Operation>(general: operands.general)
        Operand.visit(operands.lhs, operands.rhs, &maker)
        made = maker.made
    }

    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type) {
        var maker = Comparison<Operation>(general: operands.general)
        Operand.visit(operands.lhs, operands.rhs, &maker)
        let test = maker.made
        made = { frame throws(ScriptError) in .bool(try test(frame)) }
    }

    mutating func logic() {
        var maker = General(general: operands.general)
        Operand.visit(operands.lhs, operands.rhs, &maker)
        made = maker.made
    }
}

/// Compiles a comparison as the condition of an `if` or `while`, straight to a `Bool`. Only
/// comparisons are compiled this way (callers check `isComparison`).
private struct ConditionMaker: NumberOperationVisitor {
    let operands: BinaryOperands
    var made: (Frame) throws(ScriptError) -> Bool = { _ in false }

    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type) {}

    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type) {
        var maker = Comparison<Operation>(general: operands.general)
        Operand.visit(operands.lhs, operands.rhs, &maker)
        made = maker.made
    }

    mutating func logic() {}
}

/// Compiles `name op= value` on a variable `depth` frames out.
struct CompoundAssignmentMaker: NumberOperationVisitor {
    let machine: Machine
    let op: BinaryOperator
    let slot: Int
    let depth: Int
    let value: Operand
    let range: SourceRange
    var made: CompiledStmt = { _ in .next }

    init(machine: Machine, op: BinaryOperator, slot: Int, depth: Int, value: Operand, range: SourceRange) {
        (self.machine, self.op, self.slot, self.depth, self.value, self.range) = (
            machine, op, slot, depth, value, range
        )
    }

    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type) {
        var maker = Update<Operation>(
            general: GeneralPath(machine: machine, op: op, range: range), slot: slot, depth: depth)
        value.visit(&maker)
        made = maker.made
    }

    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type) { general() }

    mutating func logic() { general() }

    /// The path for operators that are not arithmetic (never written as `op=`).
    private mutating func general() {
        let (machine, op, slot, depth, range) = (machine, op, slot, depth, range)
        let value: CompiledExpr
        switch self.value {
        case .constant(let number): value = { _ in .number(number) }
        case .local(let source): value = { frame in frame.slots[source] }
        case .computed(let code): value = code
        }
        made = { frame throws(ScriptError) in
            let holder = frame.ancestor(depth)
            holder.slots[slot] = try machine.binary(op, holder.slots[slot], try value(frame), at: range)
            return .next
        }
    }

    /// Combines the variable with the value's reader, in place.
    private struct Update<Operation: NumberArithmetic>: OperandVisitor {
        let general: GeneralPath
        let slot: Int
        let depth: Int
        var made: CompiledStmt = { _ in .next }

        mutating func visit<Reader: OperandReader>(_ reader: Reader) {
            let (general, slot) = (general, slot)
            /// The number case reads the slot by pattern rather than passing a copy of it on:
            /// that copy (and its destruction) cost a tenth of a tight loop.
            @inline(__always) func update(_ frame: Frame, _ depth: Int) throws(ScriptError) {
                let change = try reader.read(frame)
                // Read after the change is computed: a call in it may assign this variable too.
                let variable = frame.slots(outward: depth) + slot
                if case .number(let current) = variable.pointee, case .number(let amount) = change,
                    let result = Operation.apply(current, amount)
                {
                    Frame.store(result, in: variable)
                } else {
                    variable.pointee = try general.binary(variable.pointee, change)
                }
            }
            if depth == 0 {
                // The variable lives in this frame: no walk.
                made = { frame throws(ScriptError) in
                    try update(frame, 0)
                    return .next
                }
            } else {
                let depth = depth
                made = { frame throws(ScriptError) in
                    try update(frame, depth)
                    return .next
                }
            }
        }
    }
}
