// The compiler: turns the syntax tree into Swift closures over frames of slots, resolving every
// name once, before anything runs. Statements live here; expressions and nodes in extensions.
import ShapeScene

/// Compiles one file or REPL chunk against the session's scopes.
final class Compiler {
    unowned let machine: Machine
    var scope: Scope
    /// The display path of the file being compiled (nil for a REPL chunk or stdin).
    let file: String?
    /// REPL input: top-level expressions echo, and top-level names may be declared again.
    let interactive: Bool
    private var loopDepth = 0
    private var functionDepth = 0
    /// How many node or stack braces enclose the code being compiled.
    var nodeBodyDepth = 0

    /// Whether the code being compiled is at the top level of its file (not in a function, a
    /// block or a node's braces).
    var isAtTopLevel: Bool { scope.kind == .global && nodeBodyDepth == 0 }

    init(machine: Machine, scope: Scope, file: String?, interactive: Bool) {
        self.machine = machine
        self.scope = scope
        self.file = file
        self.interactive = interactive
    }

    /// Compiles a whole program into the current (global) scope's frame.
    func compileProgram(_ program: Program) throws -> CompiledBlock {
        let statements = try compileStatements(program.statements)
        return attributed(Compiler.sequence(statements))
    }

    /// Stamps this file on runtime errors raised while `block` runs, so a failure inside a
    /// function imported from another file points into that file.
    func attributed(_ block: @escaping CompiledBlock) -> CompiledBlock {
        let file = self.file
        return { frame in
            do {
                return try block(frame)
            } catch let failure as ScriptError {
                throw ScriptError(failure.diagnostic.inFile(file))
            }
        }
    }

    // MARK: - Blocks and scopes

    /// Runs `statements` in order, stopping at the first that leaves (break, continue, return).
    static func sequence(_ statements: [CompiledStmt]) -> CompiledBlock {
        switch statements.count {
        case 0:
            return { _ in .next }
        case 1:
            return statements[0]
        case 2:
            let first = statements[0]
            let second = statements[1]
            return { frame in
                let flow = try first(frame)
                if case .next = flow { return try second(frame) }
                return flow
            }
        default:
            return { frame in
                for statement in statements {
                    let flow = try statement(frame)
                    if case .next = flow { continue }
                    return flow
                }
                return .next
            }
        }
    }

    /// Compiles a braced block. A block that declares names gets a scope of its own and a
    /// fresh frame each time it runs (so closures made in a loop each keep their own
    /// variables); a block that declares nothing runs in the enclosing frame.
    func compileBlock(_ block: Block, kind: Scope.Kind = .block) throws -> CompiledBlock {
        guard Compiler.declaresNames(block.statements) else {
            return Compiler.sequence(try compileStatements(block.statements))
        }
        let inner = Scope(kind: kind, parent: scope)
        let statements = try withScope(inner) { try compileStatements(block.statements) }
        let body = Compiler.sequence(statements)
        return { frame in
            try body(Frame(parent: frame, size: inner.slotCount))
        }
    }

    /// Runs `body` with `inner` as the current scope.
    func withScope<T>(_ inner: Scope, _ body: () throws -> T) rethrows -> T {
        let outer = scope
        scope = inner
        defer { scope = outer }
        return try body()
    }

    /// Whether a block declares anything: `let`, `var`, `func`, or a named node (node names
    /// are declared in the enclosing block even when written inside a node's braces).
    static func declaresNames(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .let, .var, .function:
                return true
            case .node(let node):
                return node.name != nil || (node.body.map { declaresNames($0.statements) } ?? false)
            case .stack(let stack):
                return declaresNames(stack.body.statements)
            default:
                return false
            }
        }
    }

    /// The scope that node names are declared in: node and stack braces are transparent.
    var declarationScope: Scope {
        var current = scope
        while current.kind == .nodeBody, let parent = current.parent {
            current = parent
        }
        return current
    }

    /// Declares a name in `target`, refusing a second declaration in the same scope of a file
    /// (the REPL may redefine its top-level names).
    func declare(_ name: Name, mutable: Bool, in target: Scope, isFunction: Bool = false) throws -> Int {
        if let earlier = target.local(name.text), !(interactive && target.kind == .global) {
            throw ScriptError(
                .redeclaration(name.text, at: name.range, earlier: earlier.declaredAt, earlierFile: earlier.file)
                    .inFile(file))
        }
        return target.declare(name.text, mutable: mutable, at: name.range, file: file, isFunction: isFunction)
    }

    /// How many frames separate the current scope from `target`.
    func depth(of target: Scope) -> Int {
        var depth = 0
        var current: Scope? = scope
        while let candidate = current, candidate !== target {
            depth += 1
            current = candidate.parent
        }
        return depth
    }

    // MARK: - Statements

    func compileStatements(_ statements: [Stmt]) throws -> [CompiledStmt] {
        // Declare functions first, so a function may call one declared after it.
        for statement in statements {
            if case .function(let function) = statement.kind {
                _ = try declare(function.name, mutable: false, in: scope, isFunction: true)
            }
        }
        var compiled: [CompiledStmt] = []
        compiled.reserveCapacity(statements.count)
        for statement in statements {
            if let code = try compileStatement(statement) {
                compiled.append(code)
            }
        }
        return compiled
    }

    /// Compiles one statement; nil when it leaves nothing to run (an import already done).
    func compileStatement(_ statement: Stmt) throws -> CompiledStmt? {
        switch statement.kind {
        case .let(let binding):
            return try compileBinding(binding, mutable: false)
        case .var(let binding):
            return try compileBinding(binding, mutable: true)
        case .assign(let target, let op, let value):
            return try compileAssignment(target, op, value, statement.range)
        case .if(let branches, let elseBody):
            return try compileIf(branches, elseBody)
        case .for(let variable, let sequence, let body):
            return try compileFor(variable, sequence, body)
        case .while(let condition, let body):
            return try compileWhile(condition, body)
        case .function(let declaration):
            return try compileFunction(declaration)
        case .return(let value):
            guard functionDepth > 0 else { throw error(.returnOutsideFunction(at: statement.range)) }
            guard let value else { return { _ in .returned(.void) } }
            let code = try compileExpr(value)
            return { frame in .returned(try code(frame)) }
        case .break:
            guard loopDepth > 0 else { throw error(.outsideLoop("break", at: statement.range)) }
            return { _ in .breakLoop }
        case .continue:
            guard loopDepth > 0 else { throw error(.outsideLoop("continue", at: statement.range)) }
            return { _ in .continueLoop }
        case .import(let path):
            return try compileImport(path, statement.range)
        case .print(let values):
            return try compilePrint(values)
        case .assert(let condition, let message):
            return try compileAssert(condition, message)
        case .explain(let target):
            let code = try compileExpr(target)
            let machine = self.machine
            return { frame in
                let node = try machine.expectNode(try code(frame), at: target.range)
                try machine.emit(machine.explanation(of: node).joined(separator: "\n"), at: target.range)
                return .next
            }
        case .canvas(let arguments):
            return try compileCanvas(arguments, statement.range)
        case .node(let node):
            return try compileNode(node, statement.range)
        case .stack(let stack):
            return try compileStack(stack, statement.range)
        case .command(let command):
            return try compileCommand(command, statement.range)
        case .expression(let expression):
            let code = try compileExpr(expression)
            if interactive && scope.kind == .global {
                let machine = self.machine
                return { frame in
                    machine.echo(try code(frame))
                    return .next
                }
            }
            return { frame in
                _ = try code(frame)
                return .next
            }
        }
    }

    private func compileBinding(_ binding: Binding, mutable: Bool) throws -> CompiledStmt {
        let value = try compileExpr(binding.value)
        let slot = try declare(binding.name, mutable: mutable, in: scope)
        return { frame in
            frame.slots[slot] = try value(frame)
            return .next
        }
    }

    private func compileAssignment(_ target: Expr, _ op: AssignOperator, _ value: Expr, _ range: SourceRange)
        throws -> CompiledStmt
    {
        let valueCode = try compileExpr(value)
        let machine = self.machine
        let binary: BinaryOperator? =
            switch op {
            case .assign: nil
            case .add: .add
            case .subtract: .subtract
            case .multiply: .multiply
            case .divide: .divide
            }
        switch target.kind {
        case .identifier(let name):
            let (slot, depth) = try assignableSlot(name, target.range)
            if let binary {
                return binary.visit(
                    CompoundAssignmentMaker(
                        machine: machine, op: binary, slot: slot, depth: depth, value: valueCode, range: range))
            }
            if depth == 0 {
                // The variable lives in this frame: no walk, no reference to hold.
                return { frame in
                    frame.slots[slot] = try valueCode(frame)
                    return .next
                }
            }
            return { frame in
                frame.ancestor(depth).slots[slot] = try valueCode(frame)
                return .next
            }
        case .subscript(let base, let index):
            guard case .identifier(let name) = base.kind else {
                throw error(.notAssignable(at: target.range))
            }
            let (slot, depth) = try assignableSlot(name, base.range)
            let indexCode = try compileExpr(index)
            return { frame in
                let holder = frame.ancestor(depth)
                guard case .list(var items) = holder.slots[slot] else {
                    throw machine.error(.typeMismatch(expected: "list", found: holder.slots[slot], at: base.range))
                }
                let position = try machine.listIndex(try indexCode(frame), count: items.count, at: index.range)
                let newValue = try valueCode(frame)
                holder.slots[slot] = .void  // let the list be uniquely referenced while it changes
                let storage = items.withUnsafeBufferPointer { $0.baseAddress }
                items[position] =
                    try binary.map { try machine.binary($0, items[position], newValue, at: range) } ?? newValue
                // Another name still held the list, so changing it copied every element.
                if items.withUnsafeBufferPointer({ $0.baseAddress }) != storage {
                    machine.charge(Budget.listWork(items.count))
                }
                holder.slots[slot] = .list(items)
                return .next
            }
        default:
            throw error(.notAssignable(at: target.range))
        }
    }

    /// The slot of a `var` that may be assigned.
    private func assignableSlot(_ name: String, _ range: SourceRange) throws -> (slot: Int, depth: Int) {
        guard let (entry, depth) = scope.lookup(name) else {
            throw error(.undefined(name, at: range, suggestion: closestMatch(to: name, among: scope.visibleNames)))
        }
        guard entry.isMutable else {
            throw error(.assignToConstant(name, at: range, declaredAt: entry.declaredAt))
        }
        return (entry.slot, depth)
    }

    private func compileIf(_ branches: [ConditionalBlock], _ elseBody: Block?) throws -> CompiledStmt {
        let arms: [(condition: (Frame) throws -> Bool, body: CompiledBlock)] = try branches.map {
            (try compileCondition($0.condition), try compileBlock($0.body))
        }
        let otherwise = try elseBody.map { try compileBlock($0) }
        // One arm, the common case: its closures held directly rather than in an array (where
        // they would be called through a reabstraction thunk).
        if arms.count == 1 {
            let condition = arms[0].condition
            let body = arms[0].body
            if let otherwise {
                return { frame in try condition(frame) ? try body(frame) : try otherwise(frame) }
            }
            return { frame in try condition(frame) ? try body(frame) : .next }
        }
        return { frame in
            for arm in arms where try arm.condition(frame) {
                return try arm.body(frame)
            }
            return try otherwise?(frame) ?? .next
        }
    }

    private func compileWhile(_ condition: Expr, _ body: Block) throws -> CompiledStmt {
        let machine = self.machine
        let test = try compileCondition(condition)
        loopDepth += 1
        defer { loopDepth -= 1 }
        let code = try compileBlock(body)
        let range = condition.range
        let weight = Compiler.extraSteps(from: condition.range.start, to: body.range.end)
        return { frame in
            while try test(frame) {
                machine.charge(weight)
                try machine.step(at: range)
                switch try code(frame) {
                case .next, .continueLoop: continue
                case .breakLoop: return .next
                case .returned(let value): return .returned(value)
                }
            }
            return .next
        }
    }

    private func compileFor(_ variable: Name, _ sequence: Expr, _ body: Block) throws -> CompiledStmt {
        let machine = self.machine
        let sequenceCode = try compileExpr(sequence)
        // The loop variable lives in a scope of its own, fresh for every iteration.
        let loopScope = Scope(kind: .block, parent: scope)
        let slot = loopScope.declare(variable.text, mutable: false, at: variable.range, file: file)
        loopDepth += 1
        defer { loopDepth -= 1 }
        let code = try withScope(loopScope) { Compiler.sequence(try compileStatements(body.statements)) }
        let range = sequence.range
        let weight = Compiler.extraSteps(from: body.range.start, to: body.range.end)
        return { frame in
            let iterate = { (value: Value) throws -> Flow? in
                machine.charge(weight)
                try machine.step(at: range)
                let inner = Frame(parent: frame, size: loopScope.slotCount)
                inner.slots[slot] = value
                switch try code(inner) {
                case .next, .continueLoop: return nil
                case .breakLoop: return .next
                case .returned(let value): return .returned(value)
                }
            }
            switch try sequenceCode(frame) {
            case .range(let range):
                let count = range.count
                var index = 0
                while index < count {
                    if let flow = try iterate(.number(range.lower + Double(index))) { return flow }
                    index += 1
                }
            case .list(let items):
                for item in items {
                    if let flow = try iterate(item) { return flow }
                }
            case let other:
                throw machine.error(.notIterable(other, at: range))
            }
            return .next
        }
    }

    /// Steps charged on top of the one step of a loop iteration or a call: one per 64 bytes of
    /// the source it runs (nothing for a body shorter than that), so that a loop around a
    /// megabyte of statements stops about as soon as a small loop would, instead of running for
    /// hours within the step limit.
    static func extraSteps(from start: SourceLocation, to end: SourceLocation) -> Int {
        Budget.textWork(Swift.max(0, end.offset - start.offset))
    }

    private func compileFunction(_ declaration: FunctionDecl) throws -> CompiledStmt {
        guard let entry = scope.local(declaration.name.text) else {
            throw error(.undefined(declaration.name.text, at: declaration.name.range, suggestion: nil))
        }
        let slot = entry.slot
        var parameters: [CompiledParameter] = []
        var seen: [String: SourceRange] = [:]
        for parameter in declaration.parameters {
            if let earlier = seen[parameter.name.text] {
                throw error(
                    .redeclaration(parameter.name.text, at: parameter.name.range, earlier: earlier, earlierFile: file))
            }
            seen[parameter.name.text] = parameter.name.range
            parameters.append(
                CompiledParameter(
                    label: parameter.label, name: parameter.name.text,
                    defaultValue: try parameter.defaultValue.map { try compileExpr($0) }))
        }
        let functionScope = Scope(kind: .function, parent: scope)
        for parameter in declaration.parameters {
            functionScope.declare(parameter.name.text, mutable: false, at: parameter.name.range, file: file)
        }
        let outerLoops = loopDepth
        loopDepth = 0
        functionDepth += 1
        defer {
            loopDepth = outerLoops
            functionDepth -= 1
        }
        let code = try withScope(functionScope) {
            attributed(Compiler.sequence(try compileStatements(declaration.body.statements)))
        }
        let machine = self.machine
        let weight = Compiler.extraSteps(
            from: declaration.parameters.first?.name.range.start ?? declaration.body.range.start,
            to: declaration.body.range.end)
        let body =
            weight == 0
            ? code
            : { frame in
                machine.charge(weight)
                return try code(frame)
            }
        let name = declaration.name.text
        let range = declaration.name.range
        return { frame in
            frame.slots[slot] = .function(
                Function(
                    name: name, parameters: parameters, slotCount: functionScope.slotCount, body: body,
                    captured: frame, declaredAt: range))
            if frame !== machine.globalFrame { machine.declaringFrames.append(frame) }
            return .next
        }
    }

    private func compilePrint(_ values: [Expr]) throws -> CompiledStmt {
        let machine = self.machine
        let codes = try values.map { try compileExpr($0) }
        let range = values.first?.range ?? SourceRange(at: .start)
        return { frame in
            var parts: [String] = []
            parts.reserveCapacity(codes.count)
            for code in codes {
                parts.append(machine.describe(try code(frame)))
            }
            try machine.emit(parts.joined(separator: " "), at: range)
            return .next
        }
    }

    /// `assert a == b, "message"`: on failure, says what each side of a comparison was.
    private func compileAssert(_ condition: Expr, _ message: Expr?) throws -> CompiledStmt {
        let machine = self.machine
        let messageCode = try message.map { try compileExpr($0) }
        let text = machine.sourceText(of: condition.range, file: file)
        if case .binary(let op, let left, let right) = condition.kind,
            [.equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual].contains(op)
        {
            let leftCode = try compileExpr(left)
            let rightCode = try compileExpr(right)
            return { frame in
                let lhs = try leftCode(frame)
                let rhs = try rightCode(frame)
                guard try machine.truth(try machine.binary(op, lhs, rhs, at: condition.range), at: condition.range)
                else {
                    let note = try messageCode.map { machine.describe(try $0(frame)) }
                    throw machine.error(
                        .assertionFailed(
                            text, message: note,
                            values: (machine.describe(lhs, quoted: true), machine.describe(rhs, quoted: true)),
                            at: condition.range))
                }
                return .next
            }
        }
        let code = try compileExpr(condition)
        return { frame in
            guard try machine.truth(try code(frame), at: condition.range) else {
                let note = try messageCode.map { machine.describe(try $0(frame)) }
                throw machine.error(.assertionFailed(text, message: note, values: nil, at: condition.range))
            }
            return .next
        }
    }

    private func compileImport(_ path: String, _ range: SourceRange) throws -> CompiledStmt? {
        guard isAtTopLevel else { throw error(.importNotAtTopLevel(at: range)) }
        guard let body = try machine.importFile(path, from: file, at: range, compiler: self) else { return nil }
        return body
    }

    // MARK: - Errors

    /// A compile-time error in this file.
    func error(_ diagnostic: Diagnostic) -> ScriptError {
        ScriptError(diagnostic.inFile(file))
    }
}
