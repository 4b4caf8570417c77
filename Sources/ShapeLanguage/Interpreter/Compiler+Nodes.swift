// Compiling the declarative part: the canvas, nodes, stacks and the placement and style
// commands written in their braces.
import ConcentricGeometry

extension Compiler {
    /// `container name = Shape(…) { … }`: makes the node, names it, runs its braces with it as
    /// the current node.
    func compileNode(_ node: NodeDecl, _ range: SourceRange) throws -> CompiledStmt {
        let machine = self.machine
        let shapeCode = try compileExpr(node.shape)
        var binding: (slot: Int, depth: Int)?
        if let name = node.name {
            let target = declarationScope
            binding = (try declare(name, mutable: false, in: target), depth(of: target))
        }
        nodeBodyDepth += 1
        defer { nodeBodyDepth -= 1 }
        let body = try node.body.map { try compileBlock($0, kind: .nodeBody) }
        let role = node.role
        let name = node.name?.text
        let file = self.file
        let shapeRange = node.shape.range
        return { frame in
            let shape = try machine.shapeValue(try shapeCode(frame), at: shapeRange)
            let id = try machine.beginNode(
                .node(role, shape), name: name, at: node.name?.range ?? range, file: file)
            defer { machine.endNode() }
            if let binding {
                frame.ancestor(binding.depth).slots[binding.slot] = .node(id)
            }
            return try body?(frame) ?? .next
        }
    }

    /// `vstack spacing: 8, alignment: .leading { … }`.
    func compileStack(_ stack: StackDecl, _ range: SourceRange) throws -> CompiledStmt {
        let machine = self.machine
        let arguments = try compileArguments(stack.arguments)
        nodeBodyDepth += 1
        defer { nodeBodyDepth -= 1 }
        let body = try compileBlock(stack.body, kind: .nodeBody)
        let axis = stack.axis
        let file = self.file
        return { frame in
            let call = CallArguments(name: axis.rawValue, arguments: try arguments(frame), range: range)
            let values = try call.bind(["spacing", "alignment"])
            let spacing = try values[0].map { try call.length($0, allowNegative: true) } ?? 0
            let alignment = try values[1].map { try call.alignment($0) } ?? .center
            _ = try machine.beginNode(
                .stack(axis, spacing: spacing, alignment: alignment), name: nil, at: range, file: file)
            defer { machine.endNode() }
            return try body(frame)
        }
    }

    /// `canvas width: 400, height: 300, cornerRadius: 40` or `canvas device("iPhone 15 Pro")`.
    func compileCanvas(_ arguments: [Argument], _ range: SourceRange) throws -> CompiledStmt {
        guard isAtTopLevel else { throw error(.canvasNotAtTopLevel(at: range)) }
        let machine = self.machine
        let code = try compileArguments(arguments)
        return { frame in
            var call = CallArguments(name: "canvas", arguments: try code(frame), range: range)
            try machine.setCanvas(&call)
            return .next
        }
    }

    /// Arguments evaluated in order, labels kept.
    func compileArguments(_ arguments: [Argument]) throws -> (Frame) throws -> [CallArgument] {
        let codes = try arguments.map { (label: $0.label, code: try compileExpr($0.value), range: $0.range) }
        return { frame in
            var values: [CallArgument] = []
            values.reserveCapacity(codes.count)
            for argument in codes {
                values.append(
                    CallArgument(label: argument.label, value: try argument.code(frame), range: argument.range))
            }
            return values
        }
    }

    /// A placement or style command, applied to the node whose braces it is written in.
    func compileCommand(_ command: Command, _ range: SourceRange) throws -> CompiledStmt {
        let machine = self.machine
        let word = command.word
        /// Evaluates one operand as a command argument, for uniform messages.
        func operand(_ expression: Expr) throws -> (Frame) throws -> CallArgument {
            let code = try compileExpr(expression)
            return { frame in CallArgument(label: nil, value: try code(frame), range: expression.range) }
        }
        /// A bare word such as `center` or `continuous` names a member unless it is a variable.
        func symbol(_ expression: Expr, among names: Set<String>) throws -> (Frame) throws -> CallArgument {
            if case .identifier(let name) = expression.kind, names.contains(name), scope.lookup(name) == nil {
                return try operand(Expr(.implicitMember(name), expression.range))
            }
            return try operand(expression)
        }
        let apply: (Frame, inout CallArguments) throws -> Void
        var operands: [(Frame) throws -> CallArgument] = []
        switch command {
        case .size(let width, let height):
            operands = [try operand(width), try operand(height)]
            apply = { _, call in
                let width = try call.length(call.arguments[0])
                let height = try call.length(call.arguments[1])
                try machine.updatePlacement(call) {
                    $0.width = width
                    $0.height = height
                }
            }
        case .width(let value), .height(let value):
            let isWidth = if case .width = command { true } else { false }
            operands = [try operand(value)]
            apply = { _, call in
                let length = try call.length(call.arguments[0])
                try machine.updatePlacement(call) {
                    if isWidth { $0.width = length } else { $0.height = length }
                }
            }
        case .padding(let arguments):
            let code = try compileArguments(arguments)
            apply = { frame, call in
                call.arguments = try code(frame)
                let insets = try call.paddingInsets()
                try machine.updatePlacement(call) { $0.padding = insets }
            }
        case .align(let value):
            operands = [try symbol(value, among: Set(Alignment.allCases.map(\.rawValue)))]
            apply = { _, call in
                let alignment = try call.alignment(call.arguments[0])
                try machine.updatePlacement(call) { $0.alignment = alignment }
            }
        case .offset(let dx, let dy), .at(let dx, let dy):
            let isOffset = if case .offset = command { true } else { false }
            operands = [try operand(dx), try operand(dy)]
            apply = { _, call in
                let x = try call.length(call.arguments[0], allowNegative: true)
                let y = try call.length(call.arguments[1], allowNegative: true)
                try machine.updatePlacement(call) {
                    if isOffset { $0.offset = Point(x: x, y: y) } else { $0.at = Point(x: x, y: y) }
                }
            }
        case .fill(let value):
            operands = [try operand(value)]
            apply = { _, call in
                let color = try call.color(call.arguments[0])
                try machine.updateStyle(call) { record in record.style.fill = color }
            }
        case .stroke(let color, let width):
            operands = [try operand(color)] + (try width.map { [try operand($0)] } ?? [])
            apply = { _, call in
                let color = try call.color(call.arguments[0])
                let width = try call.arguments.count > 1 ? call.length(call.arguments[1]) : 1
                try machine.updateStyle(call) { record in
                    record.style.stroke = color
                    record.style.strokeWidth = width
                }
            }
        case .opacity(let value):
            operands = [try operand(value)]
            apply = { _, call in
                let opacity = try call.fraction(call.arguments[0])
                try machine.updateStyle(call) { record in record.style.opacity = opacity }
            }
        case .cornerStyle(let value):
            operands = [try symbol(value, among: ["circular", "continuous"])]
            apply = { _, call in
                let style = try call.roundedCornerStyle(call.arguments[0])
                try machine.updateStyle(call) { record in record.cornerStyle = style }
            }
        case .label(let text, let options):
            let textCode = try operand(text)
            let optionCode = try compileArguments(options)
            apply = { frame, call in
                let text = try textCode(frame)
                call.arguments = try optionCode(frame)
                let label = try call.label(text: text.value)
                try machine.updateStyle(call) { record in record.style.label = label }
            }
        case .ignoresSafeArea:
            apply = { _, call in
                try machine.updatePlacement(call) { $0.ignoresSafeArea = true }
            }
        case .annotate(let flag):
            operands = try flag.map { [try operand($0)] } ?? []
            apply = { _, call in
                let on = try call.arguments.first.map { try call.bool($0) } ?? true
                machine.annotate(on)
            }
        }
        let codes = operands
        return { frame in
            var call = CallArguments(name: word, arguments: [], range: range)
            for code in codes { call.arguments.append(try code(frame)) }
            try apply(frame, &call)
            return .next
        }
    }
}

extension Command {
    /// The word that starts the command, for messages.
    var word: String {
        switch self {
        case .size: "size"
        case .width: "width"
        case .height: "height"
        case .padding: "padding"
        case .align: "align"
        case .offset: "offset"
        case .at: "at"
        case .fill: "fill"
        case .stroke: "stroke"
        case .opacity: "opacity"
        case .cornerStyle: "cornerStyle"
        case .label: "label"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .annotate: "annotate"
        }
    }
}
