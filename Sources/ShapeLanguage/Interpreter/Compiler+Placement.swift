// The placement commands a scene repeats for every node (`size 9 x 9`, `at x, y`, `padding 2`,
// `width`, `height`, `offset`), and its labels, compiled to set the placement (or the style)
// straight from their operands.
//
// The general path evaluates the operands into a list of call arguments, then checks and
// applies them (Compiler+Nodes.swift, `commandAction`): a list allocated per command per node.
// Here the operands are read as the operator fast paths read them (Operands.swift); numbers
// that pass the same checks go straight into the placement, and anything else (a string, a
// negative size, no node to place) is handed, already evaluated, to the general path, which
// reports it exactly as it always does. (A million nodes: about a fifth of evaluation.)
import ConcentricGeometry
import ShapeScene

extension Compiler {
    /// The fast path of a placement command with plain number operands, or nil when `command`
    /// is not one (labels, a different count, another word).
    func compilePlacement(
        _ command: Command, _ range: SourceRange, action: @escaping (inout CallArguments) throws(ScriptError) -> Void
    ) throws(ScriptError) -> CompiledStmt? {
        let arguments = command.arguments
        guard arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let change: PlacementChange
        switch (command.word, arguments.count) {
        case (.size, 2): change = .size
        case (.at, 2): change = .at
        case (.offset, 2): change = .offset
        case (.width, 1): change = .width
        case (.height, 1): change = .height
        case (.padding, 1): change = .padding
        default: return nil
        }
        let general = PlacementGeneralPath(
            machine: machine, word: command.word, ranges: arguments.map { $0.range }, range: range, action: action)
        if arguments.count == 2 {
            var maker = PlacementPair(general: general, change: change)
            Operand.visit(try operand(arguments[0].value), try operand(arguments[1].value), &maker)
            return maker.made
        }
        var maker = PlacementSingle(general: general, change: change)
        try operand(arguments[0].value).visit(&maker)
        return maker.made
    }
}

extension Compiler {
    /// The fast path of `label TEXT` and `label TEXT, size: N`, the labels a scene repeats for
    /// every node: a string and a plain size go straight into the node's style, anything else
    /// to the general path, already evaluated. (Grid of 90,000 labelled cards: binding the
    /// command's labels by name was a tenth of evaluating it.)
    func compileLabel(
        _ command: Command, _ range: SourceRange, action: @escaping (inout CallArguments) throws(ScriptError) -> Void
    )
        throws(ScriptError) -> CompiledStmt?
    {
        let arguments = command.arguments
        guard command.word == .label, let first = arguments.first, first.label == nil, arguments.count <= 2,
            arguments.count == 1 || arguments[1].label == "size"
        else { return nil }
        let general = PlacementGeneralPath(
            machine: machine, word: command.word, ranges: arguments.map { $0.range },
            labels: arguments.map { $0.label },
            range: range, action: action)
        let text = try compileExpr(first.value)
        guard arguments.count == 2 else {
            return { frame throws(ScriptError) in
                let value = try text(frame)
                if case .string(let string) = value, let node = general.drawnNode {
                    general.machine.scene.updateStyle(of: node) { $0.label = Label(text: string) }
                } else {
                    try general.apply([value])
                }
                return .next
            }
        }
        let size = try compileExpr(arguments[1].value)
        return { frame throws(ScriptError) in
            let value = try text(frame)
            let sizeValue = try size(frame)
            if case .string(let string) = value, case .number(let points) = sizeValue,
                PlacementChange.width.accepts(points), let node = general.drawnNode
            {
                general.machine.scene.updateStyle(of: node) { $0.label = Label(text: string, size: points) }
            } else {
                try general.apply([value, sizeValue])
            }
            return .next
        }
    }
}

/// What a fast placement command sets.
private enum PlacementChange {
    case size, at, offset, width, height, padding

    /// Whether the general path would take `value` as this command's operand without a word.
    func accepts(_ value: Double) -> Bool {
        guard value.isFinite, abs(value) <= CallArguments.maxLength else { return false }
        switch self {
        case .size, .width, .height: return value >= 0
        case .at, .offset, .padding: return true
        }
    }

    func apply(_ x: Double, _ y: Double, to placement: inout Placement) {
        switch self {
        case .size:
            placement.width = x
            placement.height = y
        case .at: placement.at = Point(x: x, y: y)
        case .offset: placement.offset = Point(x: x, y: y)
        case .width: placement.width = x
        case .height: placement.height = x
        // A second `padding` adds to the first, as SwiftUI's `.padding().padding()` do.
        case .padding: placement.padding = placement.padding + EdgeInsets(all: x)
        }
    }
}

/// The general path, for operands the fast path does not take: the values already evaluated
/// become the command's call arguments.
private final class PlacementGeneralPath {
    let machine: Machine
    let word: CommandWord
    let ranges: [SourceRange]
    let labels: [String?]
    let range: SourceRange
    let action: (inout CallArguments) throws(ScriptError) -> Void

    init(
        machine: Machine, word: CommandWord, ranges: [SourceRange], labels: [String?]? = nil, range: SourceRange,
        action: @escaping (inout CallArguments) throws(ScriptError) -> Void
    ) {
        (self.machine, self.word, self.ranges, self.range, self.action) = (machine, word, ranges, range, action)
        self.labels = labels ?? ranges.map { _ in nil }
    }

    /// The node a style command applies to, when there is one and it is drawn (not a stack).
    var drawnNode: Int? {
        guard let node = machine.scene.nodeStack.last, !machine.scene.tree[node].isGroup else { return nil }
        return node
    }

    func apply(_ values: [Value]) throws(ScriptError) {
        let arguments = values.indices.map { CallArgument(label: labels[$0], value: values[$0], range: ranges[$0]) }
        var call = CallArguments(name: word.rawValue, arguments: arguments, range: range)
        try action(&call)
    }
}

private struct PlacementPair: OperandPairVisitor {
    let general: PlacementGeneralPath
    let change: PlacementChange
    var made: CompiledStmt = { _ in .next }

    mutating func visit<Left: OperandReader, Right: OperandReader>(_ left: Left, _ right: Right) {
        let (general, change) = (general, change)
        made = { frame throws(ScriptError) in
            let a = try left.read(frame)
            let b = try right.read(frame)
            if case .number(let x) = a, case .number(let y) = b, change.accepts(x), change.accepts(y),
                let node = general.machine.scene.nodeStack.last
            {
                general.machine.scene.updatePlacement(of: node) { change.apply(x, y, to: &$0) }
            } else {
                try general.apply([a, b])
            }
            return .next
        }
    }
}

private struct PlacementSingle: OperandVisitor {
    let general: PlacementGeneralPath
    let change: PlacementChange
    var made: CompiledStmt = { _ in .next }

    mutating func visit<Reader: OperandReader>(_ reader: Reader) {
        let (general, change) = (general, change)
        made = { frame throws(ScriptError) in
            let a = try reader.read(frame)
            if case .number(let x) = a, change.accepts(x), let node = general.machine.scene.nodeStack.last {
                general.machine.scene.updatePlacement(of: node) { change.apply(x, x, to: &$0) }
            } else {
                try general.apply([a])
            }
            return .next
        }
    }
}
