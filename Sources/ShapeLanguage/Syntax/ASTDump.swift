// A stable, indented text form of the syntax tree, for golden tests and for debugging the parser.
//
//     let inset
//       number 12
//     container card
//       call
//         identifier RoundedRectangle
//         argument cornerRadius
//           number 24
//       block
//         command size
//           number 360
//           number 260
import ConcentricGeometry
import ShapeScene

extension Program {
    /// The tree as indented lines: one node per line, children two spaces further in.
    /// With `includingRanges`, each line ends with the node's range, `@1:5-1:12`.
    public func dump(includingRanges: Bool = false) -> String {
        var dumper = ASTDumper(includingRanges: includingRanges)
        for statement in statements {
            dumper.statement(statement, indent: 0)
        }
        return dumper.lines.joined(separator: "\n")
    }
}

/// Collects the lines of a dump; each method writes one node and its children.
private struct ASTDumper {
    let includingRanges: Bool
    var lines: [String] = []

    init(includingRanges: Bool) { self.includingRanges = includingRanges }

    private mutating func line(_ text: String, _ range: SourceRange?, _ indent: Int) {
        var text = String(repeating: "  ", count: indent) + text
        if includingRanges, let range {
            text += " @\(range.start)-\(range.end)"
        }
        lines.append(text)
    }

    // MARK: - Statements

    mutating func statement(_ statement: Stmt, indent: Int) {
        let range = statement.range
        let inner = indent + 1
        switch statement.kind {
        case .let(let binding):
            line("let \(binding.name.text)", range, indent)
            expression(binding.value, indent: inner)
        case .var(let binding):
            line("var \(binding.name.text)", range, indent)
            expression(binding.value, indent: inner)
        case .assign(let target, let operation, let value):
            line("assign \(operation.rawValue)", range, indent)
            expression(target, indent: inner)
            expression(value, indent: inner)
        case .if(let branches, let elseBody):
            line("if", range, indent)
            for branch in branches {
                line(branch.binding.map { "branch let \($0.text)" } ?? "branch", nil, inner)
                expression(branch.condition, indent: inner + 1)
                block(branch.body, indent: inner + 1)
            }
            if let elseBody {
                line("else", nil, inner)
                block(elseBody, indent: inner + 1)
            }
        case .for(let variable, let sequence, let body):
            line("for \(variable.text)", range, indent)
            expression(sequence, indent: inner)
            block(body, indent: inner)
        case .while(let condition, let body):
            line("while", range, indent)
            expression(condition, indent: inner)
            block(body, indent: inner)
        case .function(let declaration):
            line("func \(declaration.name.text)", range, indent)
            for parameter in declaration.parameters {
                let label = parameter.label ?? "_"
                let spelling = label == parameter.name.text ? label : "\(label) \(parameter.name.text)"
                line("parameter \(spelling)", parameter.name.range, inner)
                if let value = parameter.defaultValue { expression(value, indent: inner + 1) }
            }
            block(declaration.body, indent: inner)
        case .return(let value):
            line("return", range, indent)
            if let value { expression(value, indent: inner) }
        case .break:
            line("break", range, indent)
        case .continue:
            line("continue", range, indent)
        case .import(let path):
            line("import \(SwiftString.quoted(path))", range, indent)
        case .print(let values):
            line("print", range, indent)
            for value in values { expression(value, indent: inner) }
        case .assert(let condition, let message):
            line("assert", range, indent)
            expression(condition, indent: inner)
            if let message { expression(message, indent: inner) }
        case .explain(let subject):
            line("explain", range, indent)
            expression(subject, indent: inner)
        case .canvas(let arguments):
            line("canvas", range, indent)
            for argument in arguments { self.argument(argument, indent: inner) }
        case .animation(let arguments):
            line("animation", range, indent)
            for argument in arguments { self.argument(argument, indent: inner) }
        case .node(let node):
            line([node.role.rawValue, node.name?.text].compactMap { $0 }.joined(separator: " "), range, indent)
            expression(node.shape, indent: inner)
            if let body = node.body { block(body, indent: inner) }
        case .stack(let stack):
            line([stack.axis.rawValue, stack.name?.text].compactMap { $0 }.joined(separator: " "), range, indent)
            for argument in stack.arguments { self.argument(argument, indent: inner) }
            block(stack.body, indent: inner)
        case .command(let command):
            self.command(command, range, indent: indent)
        case .expression(let value):
            line("expression", range, indent)
            expression(value, indent: inner)
        }
    }

    private mutating func block(_ block: Block, indent: Int) {
        line("block", block.range, indent)
        for statement in block.statements {
            self.statement(statement, indent: indent + 1)
        }
    }

    /// `command WORD`, then its operands: values written after the word as expressions, options
    /// as labelled arguments (a stroke's width as `width`), and a bare argument list as arguments.
    private mutating func command(_ command: Command, _ range: SourceRange, indent: Int) {
        line("command \(command.word.rawValue)", range, indent)
        for argument in command.arguments {
            switch (command.word.form, argument.label) {
            case (.arguments, _), (.labelled, .some):
                self.argument(argument, indent: indent + 1)
            case (.stroke, .some(let label)):
                line(label, argument.value.range, indent + 1)
                expression(argument.value, indent: indent + 2)
            default:
                expression(argument.value, indent: indent + 1)
            }
        }
    }

    // MARK: - Expressions

    mutating func expression(_ expression: Expr, indent: Int) {
        let range = expression.range
        let inner = indent + 1
        switch expression.kind {
        case .number(let value):
            line("number \(Self.number(value))", range, indent)
        case .string(let parts):
            if parts.isEmpty {
                line("string \"\"", range, indent)
            } else if parts.count == 1, case .literal(let text) = parts[0] {
                line("string \(SwiftString.quoted(text))", range, indent)
            } else {
                line("string", range, indent)
                for part in parts {
                    switch part {
                    case .literal(let text): line("literal \(SwiftString.quoted(text))", nil, inner)
                    case .interpolation(let value):
                        line("interpolation", nil, inner)
                        self.expression(value, indent: inner + 1)
                    }
                }
            }
        case .bool(let value):
            line("bool \(value)", range, indent)
        case .nilLiteral:
            line("nil", range, indent)
        case .identifier(let name):
            line("identifier \(name)", range, indent)
        case .implicitMember(let name):
            line("implicitMember .\(name)", range, indent)
        case .list(let elements):
            line("list", range, indent)
            for element in elements { self.expression(element, indent: inner) }
        case .unary(let operation, let operand):
            line("unary \(operation.rawValue)", range, indent)
            self.expression(operand, indent: inner)
        case .binary(let operation, let left, let right):
            line("binary \(operation.rawValue)", range, indent)
            self.expression(left, indent: inner)
            self.expression(right, indent: inner)
        case .range(let lower, let upper, let closed):
            line("range \(closed ? "..." : "..<")", range, indent)
            self.expression(lower, indent: inner)
            self.expression(upper, indent: inner)
        case .call(let callee, let arguments):
            line("call", range, indent)
            self.expression(callee, indent: inner)
            for argument in arguments { self.argument(argument, indent: inner) }
        case .member(let base, let name):
            line("member \(name)", range, indent)
            self.expression(base, indent: inner)
        case .subscript(let base, let index):
            line("subscript", range, indent)
            self.expression(base, indent: inner)
            self.expression(index, indent: inner)
        }
    }

    private mutating func argument(_ argument: Argument, indent: Int) {
        line(argument.label.map { "argument \($0)" } ?? "argument", argument.range, indent)
        expression(argument.value, indent: indent + 1)
    }

    // MARK: - Literals

    /// Whole numbers without a fraction (`12`), others in Swift's shortest form (`0.025`).
    static func number(_ value: Double) -> String {
        if abs(value) < 1e15, let whole = Int64(exactly: value) {
            return String(whole)
        }
        return String(value)
    }
}
