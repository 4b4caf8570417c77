// The operator fast paths agree with the general path: every binary operator, on every pair of
// sample values (every kind of value, and the numbers that matter: zero, negatives, fractions,
// near-equal pairs, huge values, NaN and infinities), compiled as an expression, as a condition
// and as a compound assignment, gives what `Machine.binary` gives: the same value, or an error
// with the same code and message. Each operand is written in every form the compiler reads
// differently (Operands.swift): a variable, a computed value and, for numbers, a literal.
import ConcentricGeometry
import ShapeFiles
import Testing

@testable import ShapeLanguage

@Suite struct OperatorTests {
    /// Source for one value of every kind, and the numbers the fast paths special-case.
    static let samples = [
        "0", "-0.0", "3", "-7", "2.5", "1e300", "1e-300", "0.1 + 0.2", "0.3", "2147483648", "-2147483649",
        "pi * 1e12", "1 / 3", "sqrt(2)", "(0 - 1e308) * 10", "1e308 * 10", "(1e308 * 10) - (1e308 * 10)",
        "\"ab\"", "\"\"", "true", "false", "[1, 2]", "[]", "Point(x: 1, y: 2)", "Size(width: 3, height: 4)",
        "Rect(x: 0, y: 0, width: 1, height: 1)", "EdgeInsets(top: 1)", "RectangleCornerRadii(topLeading: 2)",
        "rgb(1, 2, 3)", ".concentric", ".fixed(4)", ".continuous", ".center", ".rightToLeft",
        "Capsule()", "0..<3", "device(\"iPhone 15\")",
    ]

    /// A machine and a scope in which `a` and `b` are variables of the global frame.
    final class Bench {
        let machine = Machine(limits: Limits(), sources: DiskSources(), access: .standard, output: { _ in })
        let scope: Scope
        let frame: Frame
        let slotA: Int
        let slotB: Int

        init() {
            scope = machine.globalScope
            slotA = scope.declare("a", mutable: true, at: SourceRange(at: .start), file: nil)
            slotB = scope.declare("b", mutable: true, at: SourceRange(at: .start), file: nil)
            frame = Frame.make(parent: nil, size: scope.slotCount)
        }

        var compiler: Compiler { Compiler(machine: machine, scope: scope, file: nil, interactive: false) }

        func expression(_ source: String) throws -> Expr {
            var parser = Parser(source: source)
            let program = try parser.parseProgram()
            guard case .expression(let expression) = program.statements.first?.kind else {
                throw ScriptError(.internal("not an expression: \(source)"))
            }
            return expression
        }

        func value(_ source: String) throws -> Value {
            try compiler.compileExpr(try expression(source))(frame)
        }

        /// What the general path says of `a op b`.
        func general(_ op: BinaryOperator) -> Outcome {
            Outcome {
                try self.machine.binary(op, self.frame.slots[self.slotA], self.frame.slots[self.slotB], at: .none)
            }
        }

        /// What compiled `left op right` says, as a value.
        func expression(_ op: BinaryOperator, _ left: String = "a", _ right: String = "b") -> Outcome {
            Outcome {
                try self.compiler.compileExpr(try self.expression("\(left) \(op.rawValue) \(right)"))(self.frame)
            }
        }

        /// What compiled `left op right` says as a condition (a comparison's value as a bool).
        func condition(_ op: BinaryOperator, _ left: String = "a", _ right: String = "b") -> Outcome {
            Outcome {
                .bool(
                    try self.compiler.compileCondition(try self.expression("\(left) \(op.rawValue) \(right)"))(
                        self.frame))
            }
        }

        /// What `a op= right` leaves in `a` (a copy of `a` is restored afterwards).
        func compound(_ op: AssignOperator, _ right: String = "b") -> Outcome {
            let saved = frame.slots[slotA]
            defer { frame.slots[slotA] = saved }
            return Outcome {
                var parser = Parser(source: "a \(op.rawValue) \(right)")
                let program = try parser.parseProgram()
                guard let statement = program.statements.first, let step = try self.compiler.compileStatement(statement)
                else { throw ScriptError(.internal("not a statement")) }
                _ = try step.run(self.frame)
                return self.frame.slots[self.slotA]
            }
        }
    }

    /// A value, or the code and message of the error that stopped it.
    struct Outcome: Equatable, CustomStringConvertible {
        var text: String

        init(_ body: () throws -> Value) {
            do {
                let value = try body()
                // Bit patterns, so that -0 and 0 and every NaN are told apart exactly.
                if case .number(let number) = value {
                    text = "number \(number.bitPattern)"
                } else {
                    text = "\(value.typeName) \(value.description)"
                }
            } catch let failure as ScriptError {
                text = "\(failure.diagnostic.code.rawValue): \(failure.diagnostic.message)"
            } catch {
                text = "\(error)"
            }
        }

        var description: String { text }
    }

    /// The ways an operand holding `sample` is written: the variable, a value computed at run
    /// time, and the sample itself when it is a number literal.
    static func forms(_ variable: String, _ sample: String) -> [String] {
        let isLiteral = sample.first?.isNumber == true && Double(sample) != nil
        return [variable, "[\(variable)][0]"] + (isLiteral ? [sample] : [])
    }

    static func bench(_ a: String, _ b: String) throws -> Bench {
        let bench = Bench()
        bench.frame.slots[bench.slotA] = try bench.value(a)
        bench.frame.slots[bench.slotB] = try bench.value(b)
        return bench
    }

    @Test(arguments: BinaryOperator.allCases)
    func expressionsAgreeWithTheGeneralPath(op: BinaryOperator) throws {
        for a in Self.samples {
            for b in Self.samples {
                let bench = try Self.bench(a, b)
                let general = bench.general(op)
                // `&&` and `||` short-circuit in compiled code: they are not operators on two values.
                guard op != .and, op != .or else { continue }
                for left in Self.forms("a", a) {
                    for right in Self.forms("b", b) {
                        #expect(
                            bench.expression(op, left, right) == general,
                            "\(left) \(op.rawValue) \(right) with a = \(a), b = \(b)")
                    }
                }
            }
        }
    }

    @Test(arguments: BinaryOperator.allCases.filter(\.isComparison))
    func conditionsAgreeWithTheGeneralPath(op: BinaryOperator) throws {
        for a in Self.samples {
            for b in Self.samples {
                let bench = try Self.bench(a, b)
                var general = bench.general(op)
                // A condition is a bool; the general path gives the same bool or the same error.
                if general.text.hasPrefix("bool ") { general = Outcome { .bool(general.text == "bool true") } }
                for left in Self.forms("a", a) {
                    for right in Self.forms("b", b) {
                        #expect(
                            bench.condition(op, left, right) == general,
                            "if \(left) \(op.rawValue) \(right) with a = \(a), b = \(b)")
                    }
                }
            }
        }
    }

    @Test(arguments: AssignOperator.allCases.filter { $0 != .assign })
    func compoundAssignmentsAgreeWithTheGeneralPath(op: AssignOperator) throws {
        let binary = try #require(op.combining)
        for a in Self.samples {
            for b in Self.samples {
                let bench = try Self.bench(a, b)
                for right in Self.forms("b", b) {
                    #expect(
                        bench.compound(op, right) == bench.general(binary),
                        "a = \(a); a \(op.rawValue) \(right), b = \(b)")
                }
            }
        }
    }

    @Test func theNumberOperatorsAreTheOnesTheTableNames() throws {
        let bench = try Self.bench("7", "2")
        let expected: [BinaryOperator: String] = [
            .add: "9", .subtract: "5", .multiply: "14", .divide: "3.5", .remainder: "1", .less: "false",
            .lessEqual: "false", .greater: "true", .greaterEqual: "true", .equal: "false", .notEqual: "true",
        ]
        for (op, value) in expected {
            let outcome = bench.general(op)
            let number = Double(value).map { "number \($0.bitPattern)" }
            #expect(outcome.text == (number ?? "bool \(value)"), "\(op.rawValue)")
        }
        #expect(bench.general(.and).text == "type.operands: '&&' cannot combine number 7 and number 2")
    }
}

extension SourceRange {
    fileprivate static let none = SourceRange(at: .start)
}

extension Diagnostic {
    fileprivate static func `internal`(_ message: String) -> Diagnostic {
        Diagnostic(.error, code: .internal, message: message, range: SourceRange(at: .start))
    }
}
