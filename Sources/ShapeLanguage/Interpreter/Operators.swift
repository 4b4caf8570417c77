// The binary operators, defined once. Each operator on two numbers is a small type below; the
// compiler's fast paths (Compiler+Expressions: expressions, conditions, compound assignments)
// and the general `Machine.binary` all call the same type, so the two paths cannot disagree.
// OperatorTests checks that they agree for every operator on every kind of value.
import ConcentricGeometry

/// An arithmetic operator on two numbers. `nil` means "not on the fast path" (a division by
/// zero), and the general path then reports it.
protocol NumberArithmetic {
    static func apply(_ x: Double, _ y: Double) -> Double?
}

/// A comparison of two numbers.
protocol NumberComparison {
    static func compare(_ x: Double, _ y: Double) -> Bool
}

enum Add: NumberArithmetic {
    @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double? { x + y }
}

enum Subtract: NumberArithmetic {
    @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double? { x - y }
}

enum Multiply: NumberArithmetic {
    @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double? { x * y }
}

enum Divide: NumberArithmetic {
    @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double? { y != 0 ? x / y : nil }
}

enum Remainder: NumberArithmetic {
    /// Whole numbers of moderate size, the usual case, take the integer remainder (fmod is
    /// slow); the range check makes both conversions exact and safe.
    @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double? {
        guard y != 0 else { return nil }
        if abs(x) < 2_147_483_648, abs(y) < 2_147_483_648 {
            let i = Int(x)
            let j = Int(y)
            if Double(i) == x, Double(j) == y { return Double(i % j) }
        }
        return x.truncatingRemainder(dividingBy: y)
    }
}

enum Less: NumberComparison {
    @inline(__always) static func compare(_ x: Double, _ y: Double) -> Bool { x < y }
}

enum LessEqual: NumberComparison {
    @inline(__always) static func compare(_ x: Double, _ y: Double) -> Bool { x <= y }
}

enum Greater: NumberComparison {
    @inline(__always) static func compare(_ x: Double, _ y: Double) -> Bool { x > y }
}

enum GreaterEqual: NumberComparison {
    @inline(__always) static func compare(_ x: Double, _ y: Double) -> Bool { x >= y }
}

/// Numbers compare equal within a relative 1e-9, so `47.33 - 8 == 39.33` holds as a reader expects.
enum NearlyEqual: NumberComparison {
    @inline(__always) static func compare(_ x: Double, _ y: Double) -> Bool {
        if x == y { return true }
        return abs(x - y) <= 1e-9 * Swift.max(1, abs(x), abs(y))
    }
}

enum NotNearlyEqual: NumberComparison {
    @inline(__always) static func compare(_ x: Double, _ y: Double) -> Bool { !NearlyEqual.compare(x, y) }
}

/// Something made for one operator on numbers, generic over the operator's type so that it is
/// specialised for each: a compiled closure, or one evaluation. What it makes is kept in the
/// visitor itself, in a property of a concrete type: a closure handed back through a generic
/// result would be wrapped in reabstraction thunks, a call more on every evaluation.
protocol NumberOperationVisitor {
    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type)
    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type)
    /// `&&` and `||`, which take booleans, and `??`, which takes any value.
    mutating func logic()
}

extension BinaryOperator {
    /// Hands this operator's type to `visitor`: the one table from operators to what they do
    /// with numbers, read by the fast paths and the general path alike.
    @inline(__always)
    func visit<Visitor: NumberOperationVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .add: visitor.arithmetic(Add.self)
        case .subtract: visitor.arithmetic(Subtract.self)
        case .multiply: visitor.arithmetic(Multiply.self)
        case .divide: visitor.arithmetic(Divide.self)
        case .remainder: visitor.arithmetic(Remainder.self)
        case .less: visitor.comparison(Less.self)
        case .lessEqual: visitor.comparison(LessEqual.self)
        case .greater: visitor.comparison(Greater.self)
        case .greaterEqual: visitor.comparison(GreaterEqual.self)
        case .equal: visitor.comparison(NearlyEqual.self)
        case .notEqual: visitor.comparison(NotNearlyEqual.self)
        case .and, .or, .coalesce: visitor.logic()
        }
    }
}

/// The general path's use of the table: one operator on two numbers.
private struct NumberEvaluation: NumberOperationVisitor {
    enum Result {
        case value(Value)
        case divisionByZero
        /// The operator does not take numbers.
        case notNumeric
    }

    let x: Double
    let y: Double
    var result = Result.notNumeric

    init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    mutating func arithmetic<Operation: NumberArithmetic>(_ operation: Operation.Type) {
        result = Operation.apply(x, y).map { .value(.number($0)) } ?? .divisionByZero
    }

    mutating func comparison<Operation: NumberComparison>(_ operation: Operation.Type) {
        result = .value(.bool(Operation.compare(x, y)))
    }

    mutating func logic() {
        result = .notNumeric
    }
}

extension Machine {
    /// `lhs op rhs` for any values: the general path.
    func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws(ScriptError) -> Value {
        if case .number(let x) = lhs, case .number(let y) = rhs {
            var evaluation = NumberEvaluation(x: x, y: y)
            op.visit(&evaluation)
            switch evaluation.result {
            case .value(let value): return value
            case .divisionByZero: throw error(.divisionByZero(at: range))
            case .notNumeric: break
            }
        }
        switch (op, lhs, rhs) {
        case (.less, .string(let a), .string(let b)), (.lessEqual, .string(let a), .string(let b)),
            (.greater, .string(let a), .string(let b)), (.greaterEqual, .string(let a), .string(let b)):
            charge(Budget.textWork(Swift.min(a.utf8.count, b.utf8.count)))
            switch op {
            case .less: return .bool(a < b)
            case .lessEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            default: return .bool(a >= b)
            }
        case (.add, .string(let a), .string(let b)):
            let joined = a + b
            try budget.checkString(joined, at: range)
            charge(Budget.textWork(joined.utf8.count))
            return .string(joined)
        case (.add, .list(let a), .list(let b)):
            guard a.count + b.count <= limits.maxListLength else {
                throw error(.listLimit(limits.maxListLength, at: range))
            }
            charge(Budget.listWork(a.count + b.count))
            return .list(a + b)
        case (.coalesce, .nilValue, _):
            return rhs
        case (.coalesce, _, _):
            return lhs
        case (.equal, _, _):
            return .bool(try equal(lhs, rhs, at: range))
        case (.notEqual, _, _):
            return .bool(!(try equal(lhs, rhs, at: range)))
        case (.and, .bool(let a), .bool(let b)): return .bool(a && b)
        case (.or, .bool(let a), .bool(let b)): return .bool(a || b)
        default:
            throw error(.binaryOperands(op.rawValue, lhs, rhs, at: range))
        }
    }

    /// Equality of values of one type; values of different types are an error, not `false`,
    /// since comparing a node with a number is always a mistake.
    func equal(_ lhs: Value, _ rhs: Value, at range: SourceRange) throws(ScriptError) -> Bool {
        let near = NearlyEqual.compare
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return near(a, b)
        // An optional answer compares with nil, as in Swift: `r == nil`.
        case (.nilValue, .nilValue): return true
        case (.nilValue, _), (_, .nilValue): return false
        case (.string(let a), .string(let b)):
            charge(Budget.textWork(Swift.min(a.utf8.count, b.utf8.count)))
            return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.point(let a), .point(let b)): return near(a.x, b.x) && near(a.y, b.y)
        case (.size(let a), .size(let b)): return near(a.width, b.width) && near(a.height, b.height)
        case (.rect(let a), .rect(let b)):
            return near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
        case (.insets(let a), .insets(let b)):
            return near(a.top, b.top) && near(a.leading, b.leading) && near(a.bottom, b.bottom)
                && near(a.trailing, b.trailing)
        case (.radii(let a), .radii(let b)):
            return Corner.allCases.allSatisfy { near(a[$0], b[$0]) }
        case (.cornerStyle(let a), .cornerStyle(let b)): return a == b
        case (.roundedCornerStyle(let a), .roundedCornerStyle(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.layoutDirection(let a), .layoutDirection(let b)): return a == b
        case (.shape(let a), .shape(let b)): return a == b
        case (.node(let a), .node(let b)): return a == b
        case (.range(let a), .range(let b)): return a == b
        case (.device(let a), .device(let b)): return a == b
        case (.animationCurve(let a), .animationCurve(let b)): return a == b
        case (.repetition(let a), .repetition(let b)): return a == b
        case (.void, .void): return true
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return false }
            charge(a.count)  // a step per element: each comparison recurses through `equal`
            for (x, y) in zip(a, b) where !(try equal(x, y, at: range)) { return false }
            return true
        default:
            throw error(.binaryOperands("==", lhs, rhs, at: range))
        }
    }
}
