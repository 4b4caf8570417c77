// What an editor asks of one file's syntax, without running it: every name declared and where it
// is visible, what each use of a name refers to, the labels of calls, and the outline of nodes,
// functions and top-level bindings. Scopes follow the compiler's (Compiler.swift): functions
// are known from the start of their block, node names belong to the block around the node's
// braces, and other names from their declaration on.
import ShapeScene

/// The declarations and uses of names in one parsed file.
public struct SymbolIndex: Sendable {
    /// What declared a name.
    public enum Kind: String, Sendable {
        case constant, variable, function, parameter, loopVariable, node
    }

    /// One declared name.
    public struct Declaration: Sendable, Equatable {
        public var name: String
        public var kind: Kind
        /// The name where it is written.
        public var range: SourceRange
        /// The whole declaration (a function's or node's braces included).
        public var statementRange: SourceRange
        /// Where the name can be used: nil for the whole file (the top level).
        public var scope: SourceRange?
        /// How it reads in a list: `func inset(level)`, `container card = RoundedRectangle(…)`.
        public var detail: String
    }

    /// A use of a name, and the declaration it refers to in this file (nil: a builtin, an
    /// imported name, or an undefined one).
    public struct Reference: Sendable {
        public var name: String
        public var range: SourceRange
        public var declaration: Int?
    }

    /// A labelled argument: the label's place and what it is an argument of (`RoundedRectangle`,
    /// `.concentric`, `canvas`, `padding`…).
    public struct LabelSite: Sendable {
        public var label: String
        public var range: SourceRange
        public var callee: String
        /// Every label of the same call, in the order written (`corners`, `isUniform`).
        public var callLabels: [String]
    }

    /// One entry of the outline.
    public struct Symbol: Sendable {
        public enum Kind: Sendable { case container, shape, stack, function, constant, variable }
        public var name: String
        public var kind: Kind
        public var detail: String
        public var range: SourceRange
        public var selectionRange: SourceRange
        public var children: [Symbol]
    }

    public private(set) var declarations: [Declaration] = []
    public private(set) var references: [Reference] = []
    public private(set) var labels: [LabelSite] = []
    /// `import "path"` statements: the path as written and the statement's range.
    public private(set) var imports: [(path: String, range: SourceRange)] = []
    /// The outline: top-level nodes (with their children), stacks, functions and bindings.
    public private(set) var outline: [Symbol] = []

    private let source: [UInt8]
    /// The names visible now, innermost scope last; `nodeBody` scopes pass node names outwards.
    private var scopes: [(names: [String: Int], range: SourceRange?, isNodeBody: Bool)] = []

    public init(_ program: Program, source: String) {
        self.source = Array(source.utf8)
        scopes = [([:], nil, false)]
        outline = visit(program.statements, outlining: true)
    }

    // MARK: - Questions

    /// The declaration the name at `offset` refers to: a declaration's own name, or a use of one.
    public func declaration(at offset: Int) -> Declaration? {
        if let own = declarations.last(where: { $0.range.contains(offset) }) { return own }
        guard let use = reference(at: offset), let index = use.declaration else { return nil }
        return declarations[index]
    }

    /// The use of a name at `offset`, if there is one.
    public func reference(at offset: Int) -> Reference? {
        references.first { $0.range.contains(offset) }
    }

    /// The label written at `offset`, if any.
    public func label(at offset: Int) -> LabelSite? {
        labels.first { $0.range.contains(offset) }
    }

    /// The names declared before `offset` whose scope holds it, innermost first, each name once.
    public func visibleDeclarations(at offset: Int) -> [Declaration] {
        var seen: Set<String> = []
        var found: [Declaration] = []
        let candidates = declarations.filter { declaration in
            let visible = declaration.scope.map { $0.contains(offset) } ?? true
            let declared = declaration.kind == .function || declaration.range.start.offset <= offset
            return visible && declared
        }
        for declaration in candidates.sorted(by: { ($0.scope?.start.offset ?? -1) > ($1.scope?.start.offset ?? -1) })
        where seen.insert(declaration.name).inserted {
            found.append(declaration)
        }
        return found
    }

    // MARK: - Walking the tree

    /// Declares the statements' names and records their uses, in order; returns their outline
    /// (with `let`s and `var`s only when `outlining` bindings, at the top level).
    private mutating func visit(_ statements: [Stmt], outlining: Bool) -> [Symbol] {
        for statement in statements {
            if case .function(let function) = statement.kind {
                declare(function.name, .function, statement, detail: functionDetail(function))
            }
        }
        var symbols: [Symbol] = []
        for statement in statements {
            if let symbol = visit(statement, outlining: outlining) { symbols.append(symbol) }
        }
        return symbols
    }

    private mutating func visit(_ statement: Stmt, outlining: Bool) -> Symbol? {
        let range = statement.range
        switch statement.kind {
        case .let(let binding), .var(let binding):
            expression(binding.value)
            let isLet: Bool
            if case .let = statement.kind { isLet = true } else { isLet = false }
            let keyword = isLet ? "let" : "var"
            let detail = "\(keyword) \(binding.name.text) = \(text(of: binding.value.range))"
            declare(binding.name, isLet ? .constant : .variable, statement, detail: detail)
            guard outlining else { return nil }
            return Symbol(
                name: binding.name.text, kind: isLet ? .constant : .variable, detail: text(of: binding.value.range),
                range: range, selectionRange: binding.name.range, children: [])
        case .function(let function):
            let body = withScope(function.body.range, nodeBody: false) { index in
                for parameter in function.parameters {
                    if let value = parameter.defaultValue { index.expression(value) }
                    index.declare(parameter.name, .parameter, statement, detail: "parameter \(parameter.name.text)")
                }
                return index.visit(function.body.statements, outlining: false)
            }
            return Symbol(
                name: function.name.text, kind: .function, detail: functionDetail(function), range: range,
                selectionRange: function.name.range, children: body)
        case .for(let variable, let sequence, let body):
            expression(sequence)
            return container(
                of: withScope(body.range, nodeBody: false) { index in
                    index.declare(variable, .loopVariable, statement, detail: "for \(variable.text) in …")
                    return index.visit(body.statements, outlining: false)
                })
        case .if(let branches, let elseBody) where branches.contains(where: { $0.binding != nil }):
            // `if let r = value { … }`: `r` is declared in its block only.
            var inner: [Symbol] = []
            for branch in branches {
                expression(branch.condition)
                inner += withScope(branch.body.range, nodeBody: false) { index in
                    if let name = branch.binding {
                        index.declare(
                            name, .constant, statement,
                            detail: "if let \(name.text) = \(index.text(of: branch.condition.range))")
                    }
                    return index.visit(branch.body.statements, outlining: false)
                }
            }
            if let elseBody {
                inner += withScope(elseBody.range, nodeBody: false) { $0.visit(elseBody.statements, outlining: false) }
            }
            return container(of: inner)
        case .node(let node):
            expression(node.shape)
            let shapeText = text(of: node.shape.range)
            let keyword = node.role == .container ? "container" : "shape"
            if let name = node.name {
                declare(name, .node, statement, detail: "\(keyword) \(name.text) = \(shapeText)", nodeName: true)
            }
            let children =
                node.body.map { body in
                    withScope(body.range, nodeBody: true) { $0.visit(body.statements, outlining: false) }
                } ?? []
            return Symbol(
                name: node.name?.text ?? shapeText, kind: node.role == .container ? .container : .shape,
                detail: node.name == nil ? keyword : shapeText, range: range,
                selectionRange: node.name?.range ?? node.shape.range, children: children)
        case .stack(let stack):
            labelled(stack.arguments, callee: stack.axis.rawValue)
            let children = withScope(stack.body.range, nodeBody: true) {
                $0.visit(stack.body.statements, outlining: false)
            }
            let word = stack.axis.rawValue
            return Symbol(
                name: stack.name?.text ?? word, kind: .stack, detail: stack.name == nil ? "" : word, range: range,
                selectionRange: stack.name?.range
                    ?? SourceRange(start: range.start, end: range.start.movedBy(word.count)),
                children: children)
        case .canvas(let arguments):
            labelled(arguments, callee: "canvas")
        case .animation(let arguments):
            labelled(arguments, callee: "animation")
        case .command(let command):
            switch command.word {
            case .padding, .label: labelled(command.arguments, callee: command.word.rawValue)
            default: for argument in command.arguments { expression(argument.value) }
            }
        case .import(let path):
            imports.append((path, range))
        default:
            for value in statement.expressions { expression(value) }
            var inner: [Symbol] = []
            for block in statement.blocks {
                inner += withScope(block.range, nodeBody: false) { $0.visit(block.statements, outlining: false) }
            }
            return container(of: inner)
        }
        return nil
    }

    /// Symbols found inside a statement that is not itself in the outline (an `if`, a loop)
    /// stand in its place: the nodes a loop makes are still the outline's.
    private func container(of symbols: [Symbol]) -> Symbol? {
        guard !symbols.isEmpty else { return nil }
        if symbols.count == 1 { return symbols[0] }
        var group = symbols[0]
        group.children += symbols.dropFirst()
        return group
    }

    private mutating func expression(_ expression: Expr) {
        switch expression.kind {
        case .identifier(let name):
            references.append(Reference(name: name, range: expression.range, declaration: lookup(name)))
        case .call(let callee, let arguments):
            self.expression(callee)
            let name: String? =
                switch callee.kind {
                case .identifier(let name): name
                case .implicitMember(let name): "." + name
                default: nil
                }
            if let name {
                labelled(arguments, callee: name)
            } else {
                for argument in arguments { self.expression(argument.value) }
            }
        default:
            for inner in expression.subexpressions { self.expression(inner) }
        }
    }

    /// Records the labels of `arguments` as arguments of `callee`, and walks their values.
    private mutating func labelled(_ arguments: [Argument], callee: String) {
        let callLabels = arguments.compactMap { $0.label }
        for argument in arguments {
            if let label = argument.label {
                let end = argument.range.start.movedBy(label.utf8.count)
                labels.append(
                    LabelSite(
                        label: label, range: SourceRange(start: argument.range.start, end: end), callee: callee,
                        callLabels: callLabels))
            }
            expression(argument.value)
        }
    }

    // MARK: - Scopes

    private mutating func withScope<T>(_ range: SourceRange, nodeBody: Bool, _ body: (inout SymbolIndex) -> T) -> T {
        scopes.append(([:], range, nodeBody))
        defer { scopes.removeLast() }
        return body(&self)
    }

    /// Declares `name` in the current scope, or for a node's name in the nearest scope that is
    /// not a node's braces.
    private mutating func declare(_ name: Name, _ kind: Kind, _ statement: Stmt, detail: String, nodeName: Bool = false)
    {
        var target = scopes.count - 1
        while nodeName, target > 0, scopes[target].isNodeBody { target -= 1 }
        if kind == .function, scopes[target].names[name.text] != nil { return }
        scopes[target].names[name.text] = declarations.count
        declarations.append(
            Declaration(
                name: name.text, kind: kind, range: name.range, statementRange: statement.range,
                scope: scopes[target].range, detail: detail))
    }

    private func lookup(_ name: String) -> Int? {
        for scope in scopes.reversed() {
            if let index = scope.names[name] { return index }
        }
        return nil
    }

    // MARK: - Text

    private func text(of range: SourceRange) -> String {
        let start = max(0, min(range.start.offset, source.count))
        let end = max(start, min(range.end.offset, source.count))
        return Diagnostic.abbreviated(String(decoding: source[start..<end], as: UTF8.self), limit: 60)
    }

    private func functionDetail(_ function: FunctionDecl) -> String {
        let parameters = function.parameters.map { parameter in
            parameter.label == parameter.name.text
                ? parameter.name.text : "\(parameter.label ?? "_") \(parameter.name.text)"
        }
        return "func \(function.name.text)(\(parameters.joined(separator: ", ")))"
    }
}

extension SourceRange {
    /// Whether the byte `offset` is in the range, its end included (a cursor just after a name
    /// is still on it).
    public func contains(_ offset: Int) -> Bool {
        start.offset <= offset && offset <= end.offset
    }
}
