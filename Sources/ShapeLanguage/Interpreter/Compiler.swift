// The compiler: turns the syntax tree into Swift closures over frames of slots, resolving every
// name once, before anything runs. Statements live here; expressions and nodes in extensions.
import ShapeScene

/// Compiles one file or REPL chunk against the session's scopes.
final class Compiler {
    // The machine owns every compiler it makes and outlives it.
    unowned(unsafe) let machine: Machine
    var scope: Scope
    /// The display path of the file being compiled (nil for a REPL chunk or stdin).
    let file: String?
    /// REPL input: top-level expressions echo, and top-level names may be declared again.
    let interactive: Bool
    var loopDepth = 0
    var functionDepth = 0
    /// How many node or stack braces enclose the code being compiled.
    var nodeBodyDepth = 0
    /// Placement commands take their fast path (Compiler+Placement.swift); tests turn it off to
    /// check that both paths agree.
    var placementFastPaths = true

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
    func compileProgram(_ program: Program) throws(ScriptError) -> CompiledBlock {
        let statements = try compileStatements(program.statements)
        return attributed(Compiler.sequence(statements))
    }

    /// Stamps this file on runtime errors raised while `block` runs, so a failure inside a
    /// function imported from another file points into that file. A function's body also
    /// charges its `extraSteps` here: one closure a call rather than two.
    func attributed(_ block: @escaping CompiledBlock, charging steps: Int = 0) -> CompiledBlock {
        let file = self.file
        let machine = self.machine
        return { frame throws(ScriptError) in
            do throws(ScriptError) {
                if steps != 0 { machine.charge(steps) }
                return try block(frame)
            } catch {
                var located = error
                located.diagnostic = error.diagnostic.inFile(file)
                throw located
            }
        }
    }

    // MARK: - Blocks and scopes

    /// Runs `statements` in order, stopping at the first that leaves (break, continue, return).
    static func sequence(_ statements: [Step]) -> CompiledBlock {
        switch statements.count {
        case 0:
            return { _ in .next }
        case 1:
            return statements[0].run
        case 2:
            let first = statements[0].run
            let second = statements[1].run
            return { frame in
                let flow = try first(frame)
                if case .next = flow { return try second(frame) }
                return flow
            }
        default:
            return { frame in
                for step in statements {
                    let flow = try step.run(frame)
                    if case .next = flow { continue }
                    return flow
                }
                return .next
            }
        }
    }

    /// One compiled statement. Statements travel in arrays, and a closure stored in an array
    /// (or returned through a generic function) is called through reabstraction thunks, two
    /// calls more each time; a closure in a struct's field is called directly.
    struct Step {
        let run: CompiledStmt
    }

    /// Compiles a braced block. A block that declares names gets a scope of its own and a
    /// fresh frame each time it runs (so closures made in a loop each keep their own
    /// variables); a block that declares nothing runs in the enclosing frame.
    func compileBlock(_ block: Block, kind: Scope.Kind = .block) throws(ScriptError) -> CompiledBlock {
        guard Compiler.declaresNames(block.statements) else {
            return Compiler.sequence(try compileStatements(block.statements))
        }
        let inner = Scope(kind: kind, parent: scope)
        let body = Compiler.sequence(
            try withScope(inner) { () throws(ScriptError) in try compileStatements(block.statements) })
        return { frame in
            try body(Frame.make(parent: frame, size: inner.slotCount))
        }
    }

    /// Runs `body` with `inner` as the current scope. (Code made inside comes back as ``Step``s:
    /// a closure returned through this generic function would be called through thunks.)
    func withScope<T>(_ inner: Scope, _ body: () throws(ScriptError) -> T) throws(ScriptError) -> T {
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
    func declare(_ name: Name, mutable: Bool, in target: Scope, isFunction: Bool = false) throws(ScriptError) -> Int {
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

    func compileStatements(_ statements: [Stmt]) throws(ScriptError) -> [Step] {
        // Declare functions first, so a function may call one declared after it.
        for statement in statements {
            if case .function(let function) = statement.kind {
                let slot = try declare(function.name, mutable: false, in: scope, isFunction: true)
                rememberSymbolicFunction(function, slot: slot)
            }
        }
        var compiled: [Step] = []
        compiled.reserveCapacity(statements.count)
        for statement in statements {
            if let step = try compileStatement(statement) {
                compiled.append(step)
            }
        }
        return compiled
    }

    /// Compiles one statement; nil when it leaves nothing to run (an import already done).
    func compileStatement(_ statement: Stmt) throws(ScriptError) -> Step? {
        if case .import(let path) = statement.kind {
            guard let body = try compileImport(path, statement.range) else { return nil }
            return Step(run: body)
        }
        return Step(run: try compileCode(statement))
    }

    /// The code of a statement other than an import.
    private func compileCode(_ statement: Stmt) throws(ScriptError) -> CompiledStmt {
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
        case .import:
            preconditionFailure("imports are compiled by compileStatement")
        case .print(let values):
            return try compilePrint(values)
        case .assert(let condition, let message):
            return try compileAssert(condition, message)
        case .explain(let target):
            let code = try compileExpr(target)
            let machine = self.machine
            let file = self.file
            return { frame in
                let node = try machine.expectNode(try code(frame), at: target.range)
                guard case .string(let text) = machine.query(.explanation(node.index), at: target.range, file: file)
                else { return .next }
                try machine.emit(text, at: target.range)
                return .next
            }
        case .canvas(let arguments):
            return try compileCanvas(arguments, statement.range)
        case .animation(let arguments):
            return try compileAnimation(arguments, statement.range)
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

    // MARK: - Errors

    /// A compile-time error in this file.
    func error(_ diagnostic: Diagnostic) -> ScriptError {
        ScriptError(diagnostic.inFile(file))
    }
}
