// The direct children of each syntax node, so that tools which walk the whole tree (the
// formatter, the editor's index) need no switch over every kind of statement and expression.

extension Expr {
    /// The expressions directly inside this one, in source order.
    public var subexpressions: [Expr] {
        switch kind {
        case .number, .bool, .nilLiteral, .identifier, .implicitMember: []
        case .string(let parts):
            parts.compactMap { part in
                if case .interpolation(let value) = part { return value }
                return nil
            }
        case .list(let elements): elements
        case .unary(_, let operand): [operand]
        case .binary(_, let left, let right): [left, right]
        case .range(let lower, let upper, _): [lower, upper]
        case .call(let callee, let arguments): [callee] + arguments.map { $0.value }
        case .member(let base, _): [base]
        case .subscript(let base, let index): [base, index]
        }
    }
}

extension Stmt {
    /// The expressions written in this statement outside its blocks, in source order
    /// (parameters' default values included).
    public var expressions: [Expr] {
        switch kind {
        case .let(let binding), .var(let binding): [binding.value]
        case .assign(let target, _, let value): [target, value]
        case .if(let branches, _): branches.map { $0.condition }
        case .for(_, let sequence, _): [sequence]
        case .while(let condition, _): [condition]
        case .function(let declaration): declaration.parameters.compactMap { $0.defaultValue }
        case .return(let value): value.map { [$0] } ?? []
        case .break, .continue, .import: []
        case .print(let values): values
        case .assert(let condition, let message): [condition] + (message.map { [$0] } ?? [])
        case .explain(let subject): [subject]
        case .canvas(let arguments), .animation(let arguments): arguments.map { $0.value }
        case .node(let node): [node.shape]
        case .stack(let stack): stack.arguments.map { $0.value }
        case .command(let command): command.arguments.map { $0.value }
        case .expression(let value): [value]
        }
    }

    /// The blocks of this statement, in source order.
    public var blocks: [Block] {
        switch kind {
        case .if(let branches, let elseBody): branches.map { $0.body } + (elseBody.map { [$0] } ?? [])
        case .for(_, _, let body), .while(_, let body): [body]
        case .function(let declaration): [declaration.body]
        case .node(let node): node.body.map { [$0] } ?? []
        case .stack(let stack): [stack.body]
        default: []
        }
    }
}

extension Program {
    /// Calls `body` with every statement, depth first, each before the statements of its blocks.
    public func forEachStatement(_ body: (Stmt) -> Void) {
        func visit(_ statements: [Stmt]) {
            for statement in statements {
                body(statement)
                for block in statement.blocks { visit(block.statements) }
            }
        }
        visit(statements)
    }

    /// Calls `body` with every expression, depth first, each before the expressions inside it.
    public func forEachExpression(_ body: (Expr) -> Void) {
        func visit(_ expression: Expr) {
            body(expression)
            for inner in expression.subexpressions { visit(inner) }
        }
        forEachStatement { statement in
            for expression in statement.expressions { visit(expression) }
        }
    }
}
