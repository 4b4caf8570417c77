// The operands of the operator fast paths, as the compiler knows them: a number written in the
// source, a variable of the frame the operator runs in, or anything else (compiled code).
//
// `i * 2 % 7` compiled naively is five closure calls, three of them only to read `i`, `2` and
// `7`. A reader of each kind, passed to a generic maker and specialised for it, lets the
// operator read a constant or a variable inline: one call for the operator and one for each
// operand that really computes. (Interpreter core: a tight loop's instructions fell by about
// two fifths; Benchmarks/README.md records the figures.)

/// An operand as compiled.
enum Operand {
    /// A number literal.
    case constant(Double)
    /// A variable in slot `Int` of the running frame (declared in the same scope, not a function).
    case local(Int)
    /// Anything else.
    case computed(CompiledExpr)
}

/// Reads an operand's value in a frame. Each kind is a type of its own, so that code generic
/// over readers is specialised for each and the read is inlined.
protocol OperandReader {
    func read(_ frame: Frame) throws(ScriptError) -> Value
}

struct ConstantReader: OperandReader {
    let number: Double

    @inline(__always) func read(_ frame: Frame) -> Value { .number(number) }
}

struct LocalReader: OperandReader {
    let slot: Int

    /// Numbers, the common case, are read by pattern rather than copied whole.
    @inline(__always) func read(_ frame: Frame) -> Value {
        if case .number(let number) = frame.slots[slot] { return .number(number) }
        return frame.slots[slot]
    }
}

struct ComputedReader: OperandReader {
    let code: CompiledExpr

    @inline(__always) func read(_ frame: Frame) throws(ScriptError) -> Value { try code(frame) }
}

/// Something made from the readers of two operands (or of one), generic over their kinds.
protocol OperandPairVisitor {
    mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right)
}

protocol OperandVisitor {
    mutating func visit<Reader: OperandReader>(_ reader: Reader)
}

extension Operand {
    /// Hands `visitor` the readers of `left` and `right`: the one place the kinds are told apart.
    static func visit<Visitor: OperandPairVisitor>(_ left: Operand, _ right: Operand, _ visitor: inout Visitor) {
        switch left {
        case .constant(let number): visitRight(ConstantReader(number: number), right, &visitor)
        case .local(let slot): visitRight(LocalReader(slot: slot), right, &visitor)
        case .computed(let code): visitRight(ComputedReader(code: code), right, &visitor)
        }
    }

    private static func visitRight<Left: OperandReader, Visitor: OperandPairVisitor>(
        _ left: Left, _ right: Operand, _ visitor: inout Visitor
    ) {
        switch right {
        case .constant(let number): visitor.visit(left, ConstantReader(number: number))
        case .local(let slot): visitor.visit(left, LocalReader(slot: slot))
        case .computed(let code): visitor.visit(left, ComputedReader(code: code))
        }
    }

    /// Hands `visitor` this operand's reader.
    func visit<Visitor: OperandVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .constant(let number): visitor.visit(ConstantReader(number: number))
        case .local(let slot): visitor.visit(LocalReader(slot: slot))
        case .computed(let code): visitor.visit(ComputedReader(code: code))
        }
    }
}

extension Compiler {
    /// `expression` as an operand of a fast path.
    func operand(_ expression: Expr) throws(ScriptError) -> Operand {
        switch expression.kind {
        case .number(let number):
            return .constant(number)
        case .identifier(let name):
            if let (entry, depth) = scope.lookup(name), depth == 0, !entry.isFunction {
                return .local(entry.slot)
            }
        default:
            break
        }
        return .computed(try compileExpr(expression))
    }
}
