// Two statements of every numeric loop, each compiled to one closure instead of two or three:
// a variable given the result of one arithmetic operator (`total = total + i * 2 % 7`,
// `let inset = 1 + k % 3`), and a `while` whose condition is one comparison (`while i < n`).
// Their fast paths are Arithmetic's and Comparison's (Compiler+Expressions), the ones every
// operator uses, so the fused and the plain ways cannot disagree. (Interpreter core: the
// 5,000,000-iteration loop's instructions; Benchmarks/README.md records the figures.)

extension Compiler {
    /// `value` as one arithmetic operator over two compiled operands, or nil when it is not one.
    /// Compile it where `value` would be compiled: its names are looked up now.
    func fusedArithmetic(_ value: Expr) throws(ScriptError) -> BinaryOperands? {
        guard case .binary(let op, let left, let right) = value.kind, op.isArithmetic else { return nil }
        return try operands(op, left, right, value.range)
    }

    /// The condition of a `while` as one comparison over two compiled operands, or nil.
    func fusedComparison(_ condition: Expr) throws(ScriptError) -> BinaryOperands? {
        guard case .binary(let op, let left, let right) = condition.kind, op.isComparison else { return nil }
        return try operands(op, left, right, condition.range)
    }
}

extension BinaryOperator {
    /// `+`, `-`, `*`, `/`, `%`.
    var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }
}

// An operator's compiled parts made into one statement.
extension BinaryOperands {
    /// `slot = lhs op rhs` in the running frame.
    func store(into slot: Int) -> CompiledStmt {
        var maker = StoreMaker(operands: self, slot: slot)
        op.visit(&maker)
        return maker.made
    }

    /// `while lhs op rhs { loop's body }` (the operator is a comparison).
    func loop(_ loop: WhileLoop) -> CompiledStmt {
        var maker = LoopMaker(operands: self, loop: loop)
        op.visit(&maker)
        return maker.made
    }
}

/// A `while` loop's parts apart from its condition, and how it runs.
struct WhileLoop {
    let machine: Machine
    let weight: Int
    let range: SourceRange
    let body: CompiledBlock

    @inline(__always)
    func run(_ frame: Frame, while test: (Frame) throws(ScriptError) -> Bool) throws(ScriptError) -> Flow {
        while try test(frame) {
            machine.charge(weight)
            try machine.step(at: range)
            switch try body(frame) {
            case .next, .continueLoop: continue
            case .breakLoop: return .next
            case .returned(let value): return .returned(value)
            }
        }
        return .next
    }
}

private struct StoreMaker: NumberOperationVisitor {
    let operands: BinaryOperands
    let slot: Int
    var made: CompiledStmt = { _ in .next }

    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type) {
        var store = Store<Operation>(general: operands.general, slot: slot)
        Operand.visit(operands.lhs, operands.rhs, &store)
        made = store.made
    }

    // Never asked for: `fusedArithmetic` takes arithmetic operators only.
    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type) {}
    mutating func logic() {}

    private struct Store<Operation: NumberArithmetic>: OperandPairVisitor {
        let general: GeneralPath
        let slot: Int
        var made: CompiledStmt = { _ in .next }

        mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right) {
            let (general, slot) = (general, slot)
            made = { frame throws(ScriptError) in
                let a = try left.read(frame)
                let b = try right.read(frame)
                if let result = Arithmetic<Operation>.number(a, b) {
                    frame.setNumber(result, at: slot)
                } else {
                    frame.slots[slot] = try general.binary(a, b)
                }
                return .next
            }
        }
    }
}

private struct LoopMaker: NumberOperationVisitor {
    let operands: BinaryOperands
    let loop: WhileLoop
    var made: CompiledStmt = { _ in .next }

    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type) {
        var maker = Loop<Operation>(general: operands.general, loop: loop)
        Operand.visit(operands.lhs, operands.rhs, &maker)
        made = maker.made
    }

    // Never asked for: `fusedComparison` takes comparisons only.
    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type) {}
    mutating func logic() {}

    private struct Loop<Operation: NumberComparison>: OperandPairVisitor {
        let general: GeneralPath
        let loop: WhileLoop
        var made: CompiledStmt = { _ in .next }

        mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right) {
            let (general, loop) = (general, loop)
            made = { frame throws(ScriptError) in
                try loop.run(frame) { frame throws(ScriptError) in
                    try Comparison<Operation>.test(try left.read(frame), try right.read(frame), general)
                }
            }
        }
    }
}
