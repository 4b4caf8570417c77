// Compiling the declarative part: the canvas, nodes, stacks and the placement and style
// commands written in their braces.
import ConcentricGeometry
import ShapeScene

extension Compiler {
    /// `container name = Shape(…) { … }`: makes the node, names it, runs its braces with it as
    /// the current node.
    func compileNode(_ node: NodeDecl, _ range: SourceRange) throws(ScriptError) -> CompiledStmt {
        let machine = self.machine
        let shapeCode = try compileExpr(node.shape)
        var binding: (slot: Int, depth: Int)?
        // The REPL may declare a top-level node name again: the new node replaces the old one.
        var replaced: (slot: Int, depth: Int)?
        if let name = node.name {
            let target = declarationScope
            if interactive, target.kind == .global, let earlier = target.local(name.text) {
                replaced = (earlier.slot, depth(of: target))
            }
            binding = (try declare(name, mutable: false, in: target), depth(of: target))
        }
        nodeBodyDepth += 1
        defer { nodeBodyDepth -= 1 }
        // Not an optional: a closure in an optional is called through thunks (see ExpressionCode).
        let body: CompiledBlock
        if let block = node.body {
            body = try compileBlock(block, kind: .nodeBody)
        } else {
            body = { _ in .next }
        }
        let role = node.role
        let name = node.name?.text
        let file = self.file
        let shapeRange = node.shape.range
        let shapeDerivation = self.shapeDerivation(node.shape)
        let loopShapeDerivation = self.loopShapeDerivation(node.shape)
        let drawnQuery = self.drawnQuery(node.shape)
        let queryRectDerivation = self.queryRectDerivation(of: drawnQuery)
        let drawsWithQuery: Bool
        if case .direct = drawnQuery { drawsWithQuery = true } else { drawsWithQuery = false }
        return { frame throws(ScriptError) in
            // Read only where it is used: each read of the machine's log is an access check.
            let queriesBefore = drawsWithQuery ? machine.queries.entries.count : 0
            let shape = try machine.shapeValue(try shapeCode(frame), at: shapeRange)
            // A `let` of a query, asked in these braces: the rect it asked, read before the node
            // is begun (the braces are still those the query was asked in).
            var boundRect: (rect: Rect, asker: Int?)?
            if case .bound(let bound) = drawnQuery, case .fixed(.unevenRoundedRectangle(let given, _)) = shape {
                boundRect = machine.boundQuery(at: bound.call, file: file, answering: given)
            }
            if let replaced, case .node(let old) = frame.ancestor(replaced.depth).slots[replaced.slot] {
                machine.replace(old)
            }
            let id = try machine.beginNode(
                .shape(role, shape), name: name, at: node.name?.range ?? range, file: file)
            defer { machine.endNode() }
            var asked: Rect?
            if drawsWithQuery, let rect = machine.drawnQuery(since: queriesBefore) {
                machine.scene.setRadiiQuery(rect, of: id.index)
                asked = rect
            } else if let boundRect {
                machine.scene.setRadiiQuery(boundRect.rect, of: id.index, askedIn: boundRect.asker)
                asked = boundRect.rect
            }
            if machine.scene.keepsDerivations {
                let values = machine.parameterValues
                var derivation = loopShapeDerivation?(frame) ?? shapeDerivation
                // A query's answer is no expression: its numbers, named as what cannot follow,
                // except by SwiftUI where it asks the query again (ResolvedScene.radiiQueries).
                if drawnQuery.asksQuery {
                    for corner in Corner.allCases { derivation.radii[corner] = .some(nil) }
                }
                if let asked, let queryRectDerivation {
                    machine.scene.updateDerivation(of: id.index) {
                        Compiler.recordQueryRect(queryRectDerivation, asked: asked, values, into: &$0)
                    }
                }
                machine.scene.updateDerivation(of: id.index) { derivation.record(shape, values, into: &$0) }
            }
            if let binding {
                frame.ancestor(binding.depth).slots[binding.slot] = .node(id)
            }
            do throws(ScriptError) {
                return try body(frame)
            } catch {
                machine.scene.noteFailure()
                throw error
            }
        }
    }

    /// `vstack spacing: 8, alignment: .leading { … }`.
    func compileStack(_ stack: StackDecl, _ range: SourceRange) throws(ScriptError) -> CompiledStmt {
        let machine = self.machine
        let arguments = try compileArguments(stack.arguments)
        nodeBodyDepth += 1
        defer { nodeBodyDepth -= 1 }
        let body = try compileBlock(stack.body, kind: .nodeBody)
        let spacingExpression = stack.arguments.first { $0.label == "spacing" }.map { symbolic($0.value) }
        let axis = stack.axis
        let name = stack.name?.text
        let file = self.file
        return { frame throws(ScriptError) in
            let call = CallArguments(name: axis.rawValue, arguments: try arguments(frame), range: range)
            var spacing = 0.0
            var alignment = Alignment.center
            if axis == .depth {
                _ = try call.bind(Signatures.zstack)
            } else {
                let values = try call.bind(Signatures.stack)
                // SwiftUI's stacks choose a spacing per pair of views when none is given.
                guard let given = values[0] else {
                    let swiftUI = (axis == .vertical ? "'VStack'" : "'HStack'") + " without 'spacing:'"
                    throw ScriptError(
                        .platformDefault(
                            axis.rawValue, needs: "'spacing:'", swiftUI: swiftUI,
                            example: axis.rawValue + " spacing: 8 {", at: range))
                }
                spacing = try call.length(given, allowNegative: true)
                alignment = try values[1].map { value throws(ScriptError) in try call.alignment(value) } ?? .center
            }
            var placement = Placement()
            placement.stack = StackLayout(axis: axis, spacing: spacing, alignment: alignment)
            let id = try machine.beginNode(.group(axis), name: name, placement: placement, at: range, file: file)
            defer { machine.endNode() }
            if machine.scene.keepsDerivations, let spacingExpression {
                let values = machine.parameterValues
                machine.scene.updateDerivation(of: id.index) {
                    if let expression = spacingExpression, expression.agrees(with: spacing, values) {
                        $0.spacing = expression
                    } else {
                        $0.bake("spacing")
                    }
                }
            }
            do throws(ScriptError) {
                return try body(frame)
            } catch {
                machine.scene.noteFailure()
                throw error
            }
        }
    }

    /// `canvas width: 400, height: 300, cornerRadius: 40` or `canvas device("iPhone 15 Pro")`.
    func compileCanvas(_ arguments: [Argument], _ range: SourceRange) throws(ScriptError) -> CompiledStmt {
        guard isAtTopLevel else { throw error(.canvasNotAtTopLevel(at: range)) }
        // Its lengths as expressions, so that a canvas sized from the parameters follows them.
        func expression(_ label: String) -> SceneExpression? {
            arguments.first { $0.label == label }.flatMap { symbolic($0.value) }
        }
        let expressions = CanvasExpressions(
            width: expression("width"), height: expression("height"), cornerRadius: expression("cornerRadius"))
        return try compileTopLevelCall("canvas", arguments, range) { machine, call, file throws(ScriptError) in
            try machine.setCanvas(&call, file: file)
            if machine.scene.keepsDerivations { machine.scene.canvasExpressions = expressions }
        }
    }

    /// A statement of the top level that takes arguments (`canvas`, `animation`): its arguments
    /// evaluated in order into a call named `word`, which `perform` hands to the machine.
    func compileTopLevelCall(
        _ word: String, _ arguments: [Argument], _ range: SourceRange,
        _ perform: @escaping (Machine, inout CallArguments, String?) throws(ScriptError) -> Void
    ) throws(ScriptError) -> CompiledStmt {
        let machine = self.machine
        let code = try compileArguments(arguments)
        let file = self.file
        return { frame in
            var call = CallArguments(name: word, arguments: try code(frame), range: range)
            try perform(machine, &call, file)
            return .next
        }
    }

    /// Arguments evaluated in order, labels kept.
    func compileArguments(_ arguments: [Argument]) throws(ScriptError) -> (Frame) throws(ScriptError) -> [CallArgument]
    {
        let codes = try arguments.map { argument throws(ScriptError) in
            ArgumentCode(
                label: argument.label, code: ExpressionCode(run: try compileExpr(argument.value)),
                range: argument.range)
        }
        return { frame in
            var values: [CallArgument] = []
            values.reserveCapacity(codes.count)
            for argument in codes {
                values.append(
                    CallArgument(label: argument.label, value: try argument.code.run(frame), range: argument.range))
            }
            return values
        }
    }

    /// The arguments' values with their labels and ranges, from their compiled `codes`.
    static func argumentValues(_ arguments: [Argument], _ codes: [ExpressionCode])
        -> (Frame) throws(ScriptError) -> [CallArgument]
    {
        let compiled = zip(arguments, codes).map { ArgumentCode(label: $0.label, code: $1, range: $0.range) }
        return { frame in
            var values: [CallArgument] = []
            values.reserveCapacity(compiled.count)
            for argument in compiled {
                values.append(
                    CallArgument(label: argument.label, value: try argument.code.run(frame), range: argument.range))
            }
            return values
        }
    }

    /// A compiled argument of a call or command.
    private struct ArgumentCode {
        let label: String?
        let code: ExpressionCode
        let range: SourceRange
    }

    /// A placement or style command, applied to the node whose braces it is written in.
    ///
    /// The operands are evaluated in order into a call (so messages name the command and point
    /// at the operand), then the command's word decides what they do.
    func compileCommand(_ command: Command, _ range: SourceRange) throws(ScriptError) -> CompiledStmt {
        let word = command.word
        if word == .silence { return try compileSilence(command, range) }
        let arguments: [Argument]
        switch word {
        case .align:
            arguments = symbols(command.arguments, among: Set(Alignment.allCases.map { $0.rawValue }))
        case .cornerStyle:
            arguments = symbols(command.arguments, among: ["circular", "continuous"])
        default:
            arguments = command.arguments
        }
        let apply = commandAction(word)
        let code: CompiledStmt
        if placementFastPaths, let fast = try compilePlacement(command, range, action: apply) {
            code = fast
        } else if placementFastPaths, let fast = try compileLabel(command, range, action: apply) {
            code = fast
        } else {
            let operands = try compileArguments(arguments)
            code = { frame throws(ScriptError) in
                var call = CallArguments(name: word.rawValue, arguments: try operands(frame), range: range)
                try apply(&call)
                return .next
            }
        }
        guard let derivation = placementDerivation(command) else { return code }
        let machine = self.machine
        let called = calledPlacementDerivation(command)
        return { frame in
            let flow = try code(frame)
            if machine.scene.keepsDerivations, let node = machine.scene.nodeStack.last {
                let derivation = called?(machine.callBindings.last) ?? derivation
                let values = machine.parameterValues
                let placement = machine.scene.placements[node]
                let opacity = machine.scene.tree.style(of: node).opacity
                machine.scene.updateDerivation(of: node) {
                    derivation.record(on: node, placement, opacity: opacity, values, into: &$0)
                }
            }
            return flow
        }
    }

    /// `silence` or `silence squared, pinched`: the names are warning kinds, checked now; in a
    /// node's braces they silence warnings about that node, at the top level about any.
    private func compileSilence(_ command: Command, _ range: SourceRange) throws(ScriptError) -> CompiledStmt {
        var kinds: Set<WarningKind> = []
        for argument in command.arguments {
            guard case .identifier(let name) = argument.value.kind, let kind = WarningKind(rawValue: name) else {
                let written = machine.sourceText(of: argument.value.range, file: file)
                throw error(
                    .unknownWarning(
                        written, at: argument.value.range,
                        suggestion: closestMatch(to: written, among: WarningKind.allCases.map { $0.rawValue })))
            }
            kinds.insert(kind)
        }
        let silenced = kinds.isEmpty ? Set(WarningKind.allCases) : kinds
        let machine = self.machine
        return { _ in
            machine.scene.silence(silenced, node: machine.scene.nodeStack.last.flatMap { machine.queryNode(of: $0) })
            return .next
        }
    }

    /// A bare word such as `center` or `continuous` names a member unless it is a variable.
    private func symbols(_ arguments: [Argument], among names: Set<String>) -> [Argument] {
        arguments.map { argument in
            guard argument.label == nil, case .identifier(let name) = argument.value.kind, names.contains(name),
                scope.lookup(name) == nil
            else { return argument }
            return Argument(label: nil, value: Expr(.implicitMember(name), argument.value.range), range: argument.range)
        }
    }

    /// What a command does with its evaluated operands.
    private func commandAction(_ word: CommandWord) -> (inout CallArguments) throws(ScriptError) -> Void {
        let machine = self.machine
        switch word {
        case .size:
            return { call in
                let width = try call.length(call.arguments[0])
                let height = try call.length(call.arguments[1])
                try machine.updatePlacement(call) {
                    $0.width = width
                    $0.height = height
                }
            }
        case .width, .height:
            let isWidth = word == .width
            return { call in
                let length = try call.length(call.arguments[0])
                try machine.updatePlacement(call) {
                    if isWidth { $0.width = length } else { $0.height = length }
                }
            }
        case .padding:
            return { call in
                let insets = try call.paddingInsets()
                // A second `padding` adds to the first, as SwiftUI's `.padding().padding()` do.
                try machine.updatePlacement(call) { $0.padding = $0.padding + insets }
            }
        case .align:
            return { call in
                let alignment = try call.alignment(call.arguments[0])
                try machine.updatePlacement(call) { $0.alignment = alignment }
            }
        case .offset, .at:
            let isOffset = word == .offset
            return { call in
                let x = try call.length(call.arguments[0], allowNegative: true)
                let y = try call.length(call.arguments[1], allowNegative: true)
                try machine.updatePlacement(call) {
                    if isOffset { $0.offset = Point(x: x, y: y) } else { $0.at = Point(x: x, y: y) }
                }
            }
        case .fill:
            return { call in
                let color = try call.color(call.arguments[0])
                try machine.updateStyle(call) { $0.fill = color }
            }
        case .stroke:
            return { call in
                let color = try call.color(call.arguments[0])
                let width = try call.arguments.count > 1 ? call.length(call.arguments[1]) : 1
                try machine.updateStyle(call) {
                    $0.stroke = color
                    $0.strokeWidth = width
                }
            }
        case .opacity:
            return { call in
                let opacity = try call.fraction(call.arguments[0])
                try machine.updateStyle(call) { $0.opacity = opacity }
            }
        case .cornerStyle:
            return { call in
                let style = try call.roundedCornerStyle(call.arguments[0])
                try machine.updateNode(call) { $0.cornerStyle = style }
            }
        case .label:
            return { call in
                let text = call.arguments[0].value
                call.arguments.removeFirst()
                let label = try call.label(text: text)
                try machine.updateStyle(call) { $0.label = label }
            }
        case .ignoresSafeArea:
            return { call in
                try machine.updatePlacement(call) { $0.ignoresSafeArea = true }
            }
        case .annotate:
            return { call in
                let on = try call.arguments.first.map { value throws(ScriptError) in try call.bool(value) } ?? true
                machine.annotate(on)
            }
        case .silence:
            return { _ in }  // compiled apart: its names are not expressions
        }
    }
}
