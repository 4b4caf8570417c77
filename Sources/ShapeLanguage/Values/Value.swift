// The values a script computes with: numbers and strings, geometry, corner styles, shapes,
// references to nodes, lists, ranges and functions.
import ConcentricGeometry
import ShapeScene

/// A runtime value. Payloads wider than one word are boxed (`indirect`), so a value stays 16
/// bytes and cheap to copy in the interpreter's inner loops (a string inline made it 24, and
/// the interpreter core ran 5% more instructions: ValueLayoutTests).
public enum Value: Sendable {
    /// What a statement or a function without `return` produces.
    case void
    /// `nil`: no value, where an answer is optional (`concentricCornerRadii(in:)` without a
    /// container shape); `??` and `if let` take it apart.
    case nilValue
    case number(Double)
    indirect case string(String)
    case bool(Bool)
    indirect case color(Color)
    indirect case point(Point)
    indirect case size(Size)
    indirect case rect(Rect)
    indirect case insets(EdgeInsets)
    indirect case radii(RectangleCornerRadii)
    /// `.concentric`, `.concentric(minimum: 8)`, `.fixed(24)`.
    indirect case cornerStyle(CornerStyle)
    /// `.circular`, `.continuous`.
    case roundedCornerStyle(RoundedCornerStyle)
    case alignment(Alignment)
    case layoutDirection(LayoutDirection)
    /// A shape constructor's result, not yet placed: `RoundedRectangle(cornerRadius: 24)`.
    indirect case shape(NodeShape)
    /// A node of the scene.
    case node(NodeID)
    case list([Value])
    indirect case range(RangeValue)
    case function(Function)
    indirect case builtin(Builtin)
    indirect case device(Device)
    /// `.linear`, `.easeInOut`, `.spring(response: 0.5, dampingFraction: 0.7)`: how an animation eases.
    indirect case animationCurve(AnimationCurve)
    /// `.forever`, what `repeat:` takes besides a number of legs.
    case repetition(Repetition)

    /// The type's name as error messages say it.
    public var typeName: String {
        switch self {
        case .void: "nothing"
        case .nilValue: "nil"
        case .number: "number"
        case .string: "string"
        case .bool: "bool"
        case .color: "colour"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .insets: "insets"
        case .radii: "radii"
        case .cornerStyle: "corner style"
        case .roundedCornerStyle: "rounded corner style"
        case .alignment: "alignment"
        case .layoutDirection: "layout direction"
        case .shape: "shape"
        case .node: "node"
        case .list: "list"
        case .range: "range"
        case .function, .builtin: "function"
        case .device: "device"
        case .animationCurve: "animation curve"
        case .repetition: "repetition"
        }
    }
}

/// The identity of a node in the scene being built.
public struct NodeID: Hashable, Sendable {
    public var index: Int

    public init(_ index: Int) { self.index = index }
}

/// `a..<b` or `a...b` over numbers, stepping by one.
public struct RangeValue: Hashable, Sendable {
    public var lower: Double
    public var upper: Double
    public var closed: Bool

    /// How many values the range yields (0 when empty or not finite).
    public var count: Int {
        guard lower.isFinite, upper.isFinite else { return 0 }
        let span = upper - lower
        let steps = closed ? span.rounded(.down) + 1 : span.rounded(.up)
        return steps > 0 ? Int(Swift.min(steps, Double(Int32.max))) : 0
    }
}

/// A function the script declared, with the scope it closes over.
public final class Function: @unchecked Sendable {
    let name: String
    let parameters: [CompiledParameter]
    /// The parameters' labels, for matching a call's labels without looking at defaults.
    let labels: [String?]
    /// How many parameters it has when none is labelled, else -1: a call written with no labels
    /// matches by comparing one number, not two lists (fib(27): the lists' comparison was a
    /// twentieth of every call).
    let unlabelledCount: Int
    let slotCount: Int
    let body: CompiledBlock
    let captured: Frame
    let declaredAt: SourceRange
    /// Frames of finished calls that nothing kept, for the next calls (``makeFrame()``): a
    /// stack of at most ``maxSpares`` in an allocation of its own. Not an array: popping and
    /// pushing then pay no uniqueness or exclusivity checks (fib(27): an eighth of a call);
    /// their count is behind a pointer for the same reason.
    private let spares: UnsafeMutablePointer<Frame>
    private let spareCount: UnsafeMutablePointer<Int>

    init(
        name: String, parameters: [CompiledParameter], slotCount: Int, body: @escaping CompiledBlock,
        captured: Frame, declaredAt: SourceRange
    ) {
        self.name = name
        self.parameters = parameters
        self.labels = parameters.map { $0.label }
        self.unlabelledCount = labels.allSatisfy { $0 == nil } ? labels.count : -1
        self.slotCount = slotCount
        self.body = body
        self.captured = captured
        self.declaredAt = declaredAt
        spares = UnsafeMutablePointer<Frame>.allocate(capacity: Function.maxSpares)
        spareCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        spareCount.initialize(to: 0)
    }

    deinit {
        spares.deinitialize(count: spareCount.pointee)
        spares.deallocate()
        spareCount.deallocate()
    }

    /// A frame for a call: one a finished call left, or a new one. Every slot is empty.
    @inline(__always)
    func makeFrame() -> Frame {
        guard spareCount.pointee > 0 else { return Frame.make(parent: captured, size: slotCount) }
        spareCount.pointee -= 1
        return (spares + spareCount.pointee).move()
    }

    /// Keeps the frame of a finished call for the next, unless something holds it still. A
    /// recursion keeps one a level, up to ``maxSpares``.
    @inline(__always)
    func recycle(_ frame: inout Frame) {
        guard spareCount.pointee < Function.maxSpares, let spare = Frame.reusable(&frame) else { return }
        (spares + spareCount.pointee).initialize(to: spare)
        spareCount.pointee += 1
    }

    static let maxSpares = 64
}

/// A parameter after compilation: its label and the default value's code.
struct CompiledParameter: @unchecked Sendable {
    var label: String?
    var name: String
    var defaultValue: CompiledExpr?
}

/// A function the interpreter provides: math, constructors, queries.
public struct Builtin: @unchecked Sendable {
    let name: String
    /// What it takes: the one declaration binding, completion and help read.
    let signature: Signature
    /// One line on what it gives, for help and hovers.
    let summary: String
    /// How a call is written, one line per initializer SwiftUI has: `RoundedRectangle(cornerRadius:style:)`.
    let forms: [String]
    let call: (Machine, inout CallArguments) throws(ScriptError) -> Value
    /// What a one-number math function computes (`floor`, `abs`, `sin`), for calls that
    /// compile to it directly: a call with a number skips building an argument list (the
    /// nesting workload's `floor(i / cols)`: 1,780 instructions a call before, about 100 after).
    var numberFunction: ((Double) -> Double)? = nil
}

// MARK: - Printing

extension Value: CustomStringConvertible {
    /// How `print` and the REPL show a value.
    public var description: String {
        switch self {
        case .void: return "()"
        case .nilValue: return "nil"
        case .number(let number): return NumberFormat.format(number)
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .color(let color): return color.description
        case .point(let point): return "(x: \(f(point.x)), y: \(f(point.y)))"
        case .size(let size): return "\(f(size.width)) x \(f(size.height))"
        case .rect(let rect):
            return "(x: \(f(rect.minX)), y: \(f(rect.minY)), width: \(f(rect.width)), height: \(f(rect.height)))"
        case .insets(let insets):
            return
                "(top: \(f(insets.top)), leading: \(f(insets.leading)), bottom: \(f(insets.bottom)), trailing: \(f(insets.trailing)))"
        case .radii(let radii):
            return
                "(topLeading: \(f(radii.topLeading)), topTrailing: \(f(radii.topTrailing)), bottomLeading: \(f(radii.bottomLeading)), bottomTrailing: \(f(radii.bottomTrailing)))"
        case .cornerStyle(let style): return style.description
        case .roundedCornerStyle(let style): return "." + style.rawValue
        case .alignment(let alignment): return "." + alignment.rawValue
        case .layoutDirection(let direction): return direction == .leftToRight ? ".leftToRight" : ".rightToLeft"
        case .shape(let shape): return shape.kindName + "()"
        case .node: return "node"
        case .list(let items): return "[" + items.map { $0.quoted }.joined(separator: ", ") + "]"
        case .range(let range): return "\(f(range.lower))\(range.closed ? "..." : "..<")\(f(range.upper))"
        case .function(let function): return "func \(function.name)"
        case .builtin(let builtin): return "func \(builtin.name)"
        case .device(let device): return "device(\"\(device.name)\")"
        case .animationCurve(let curve): return curve.spelled
        case .repetition(let repetition):
            switch repetition {
            case .forever: return ".forever"
            case .count(let legs): return String(legs)
            }
        }
    }

    /// Like `description`, but strings in quotes (inside lists).
    var quoted: String {
        if case .string(let text) = self { return "\"\(text)\"" }
        return description
    }
}

private func f(_ value: Double) -> String { NumberFormat.format(value) }
