// The syntax tree the parser builds and the interpreter walks. Every node carries its source range.
// The shapes of these types mirror the productions of grammar.ebnf.
import ShapeScene

/// A parsed script: its statements in order.
public struct Program: Hashable, Sendable {
    public var statements: [Stmt]
}

// MARK: - Expressions

/// An expression with the span of source it was parsed from.
public struct Expr: Hashable, Sendable {
    public var kind: ExprKind
    public var range: SourceRange

    public init(_ kind: ExprKind, _ range: SourceRange) { (self.kind, self.range) = (kind, range) }
}

public indirect enum ExprKind: Hashable, Sendable {
    /// `12`, `0.5`, `1e3`.
    case number(Double)
    /// `"text \(expr) more"`: literal pieces and interpolated expressions, in order.
    case string([StringPart])
    /// `true`, `false`.
    case bool(Bool)
    /// `nil`: no value, what an optional answer (`concentricCornerRadii(in:)`) can be.
    case nilLiteral
    /// A name: a variable, a function, a node, a builtin.
    case identifier(String)
    /// `.concentric`, `.continuous`, `.topLeading`: a member of a type the context decides.
    case implicitMember(String)
    /// `[a, b, c]`.
    case list([Expr])
    /// `-x`, `!x`.
    case unary(UnaryOperator, Expr)
    /// `a + b`, `a && b`, `a == b`.
    case binary(BinaryOperator, Expr, Expr)
    /// `a..<b` (half-open) or `a...b` (closed).
    case range(Expr, Expr, closed: Bool)
    /// `f(a, label: b)`, `.concentric(minimum: 8)`, `RoundedRectangle(cornerRadius: 24)`.
    case call(Expr, [Argument])
    /// `photo.radii`, `card.frame.width`.
    case member(Expr, String)
    /// `list[i]`.
    case `subscript`(Expr, Expr)
}

/// A piece of a string literal.
public enum StringPart: Hashable, Sendable {
    case literal(String)
    case interpolation(Expr)
}

/// One argument of a call or a command: `label: value` or just `value`.
public struct Argument: Hashable, Sendable {
    public var label: String?
    public var value: Expr
    /// The range of the label and the value together.
    public var range: SourceRange
}

public enum UnaryOperator: String, Hashable, Sendable {
    case negate = "-"
    case not = "!"
}

/// An operator between two operands, spelled by its ``Symbol``.
public enum BinaryOperator: CaseIterable, Hashable, Sendable {
    case add, subtract, multiply, divide, remainder
    case equal, notEqual, less, lessEqual, greater, greaterEqual
    case and, or
    /// `a ?? b`: `a`, or `b` when `a` is nil (only then is `b` evaluated).
    case coalesce

    /// The symbol that spells it in the source.
    public var symbol: Symbol {
        switch self {
        case .add: .plus
        case .subtract: .minus
        case .multiply: .star
        case .divide: .slash
        case .remainder: .percent
        case .equal: .equalEqual
        case .notEqual: .bangEqual
        case .less: .less
        case .lessEqual: .lessEqual
        case .greater: .greater
        case .greaterEqual: .greaterEqual
        case .and: .ampersandAmpersand
        case .or: .pipePipe
        case .coalesce: .questionQuestion
        }
    }
}

extension BinaryOperator: RawRepresentable {
    /// The spelling: `+`, `<=`, `&&`, ….
    public var rawValue: String { symbol.rawValue }

    public init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }
}

/// `=`, or an arithmetic operator before it (`+=`, `-=`, `*=`, `/=`): `a op= b` stores `a op b`.
public struct AssignOperator: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The operator applied before the value is stored; nil for `=`.
    public let combining: BinaryOperator?

    private init(combining: BinaryOperator?) { self.combining = combining }

    public static let assign = AssignOperator(combining: nil)

    public static let allCases =
        [assign] + [BinaryOperator.add, .subtract, .multiply, .divide].map(AssignOperator.init(combining:))

    /// The spelling: `=`, `+=`, ….
    public var rawValue: String { (combining?.rawValue ?? "") + "=" }

    public init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }
}

// MARK: - Statements

/// A statement with the span of source it was parsed from.
public struct Stmt: Hashable, Sendable {
    public var kind: StmtKind
    public var range: SourceRange

    public init(_ kind: StmtKind, _ range: SourceRange) { (self.kind, self.range) = (kind, range) }
}

public indirect enum StmtKind: Hashable, Sendable {
    /// `let name = value`.
    case `let`(Binding)
    /// `var name = value`.
    case `var`(Binding)
    /// `target = value`, `target += value`; the target is an identifier, member or subscript.
    case assign(target: Expr, AssignOperator, value: Expr)
    /// `if c { } else if c { } else { }`.
    case `if`(branches: [ConditionalBlock], elseBody: Block?)
    /// `for name in sequence { }`.
    case `for`(variable: Name, sequence: Expr, body: Block)
    /// `while condition { }`.
    case `while`(condition: Expr, body: Block)
    /// `func name(params) { }`.
    case function(FunctionDecl)
    /// `return` or `return value`.
    case `return`(Expr?)
    case `break`
    case `continue`
    /// `import "path.shape"`.
    case `import`(path: String)
    /// `print a, b, c`.
    case print([Expr])
    /// `assert condition` or `assert condition, "message"`.
    case assert(condition: Expr, message: Expr?)
    /// `explain node`.
    case explain(Expr)
    /// `canvas width: 400, height: 300` or `canvas device("iPhone 15 Pro")`.
    case canvas([Argument])
    /// `animation duration: 2, curve: .easeInOut, repeat: .forever, autoreverses: true, fps: 30`.
    case animation([Argument])
    /// `container name = Shape(…) { … }` or `shape name = Shape(…) { … }`.
    case node(NodeDecl)
    /// `vstack spacing: 8 { … }`, `hstack { … }`.
    case stack(StackDecl)
    /// A placement or style command inside a node block: `padding 12`, `fill "red"`.
    case command(Command)
    /// An expression evaluated for its effect (a call), or echoed in the REPL.
    case expression(Expr)
}

/// A name with the range where it was written.
public struct Name: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, _ range: SourceRange) { (self.text, self.range) = (text, range) }
}

/// `let`/`var` binding: a name and its initial value.
public struct Binding: Hashable, Sendable {
    public var name: Name
    public var value: Expr
}

/// A braced list of statements.
public struct Block: Hashable, Sendable {
    public var statements: [Stmt]
    /// From the `{` to the `}`.
    public var range: SourceRange
}

/// One `if` or `else if` arm.
public struct ConditionalBlock: Hashable, Sendable {
    /// The condition, or with ``binding`` the optional value unwrapped.
    public var condition: Expr
    public var body: Block
    /// `if let NAME = value`: the name the body sees the value by when it is not nil.
    public var binding: Name? = nil
}

/// `func name(label param = default, _ param) { body }`.
public struct FunctionDecl: Hashable, Sendable {
    public var name: Name
    public var parameters: [Parameter]
    public var body: Block
}

/// A function parameter. `func f(x)` has label "x"; `func f(_ x)` has no label;
/// `func f(at x)` has label "at" and local name "x".
public struct Parameter: Hashable, Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    /// The name used inside the body.
    public var name: Name
    public var defaultValue: Expr?
}

/// `container name = ShapeExpr { body }`; the name and the body are optional.
public struct NodeDecl: Hashable, Sendable {
    public var role: NodeRole
    public var name: Name?
    /// Evaluates to a shape value: `RoundedRectangle(cornerRadius: 24)`, a variable, a call.
    public var shape: Expr
    public var body: Block?
}

/// `vstack spacing: 8, alignment: .leading { … }`; `vstack rows spacing: 8 { … }` names it.
public struct StackDecl: Hashable, Sendable {
    public var axis: StackAxis
    /// The name after the keyword, which the CSS and HTML outputs call the stack's element by.
    public var name: Name? = nil
    public var arguments: [Argument]
    public var body: Block
}

/// A placement or style command: its word and its operands, as ``CommandWord/Form`` says they
/// are written. Command words are contextual: `width` is a command at the start of a statement
/// (`width 120`) and an ordinary name elsewhere (`card.frame.width`, `let width = 3`).
///
/// Operands are arguments: unlabelled for the values written after the word (`size W x H`
/// gives two), labelled for options (`stroke "white" width 2` gives `width:`, `label "Photo",
/// size: 14` gives `size:`).
public struct Command: Hashable, Sendable {
    public var word: CommandWord
    public var arguments: [Argument]

    public init(_ word: CommandWord, _ arguments: [Argument]) { (self.word, self.arguments) = (word, arguments) }
}
