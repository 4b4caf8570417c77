// The statement rules of grammar.ebnf: bindings, control flow, functions, nodes and stacks.
import ShapeScene

extension Parser {
    /// statement = letStatement | varStatement | ifStatement | forStatement | whileStatement
    ///           | functionDeclaration | returnStatement | breakStatement | continueStatement
    ///           | importStatement | printStatement | assertStatement | explainStatement
    ///           | canvasStatement | animationStatement | nodeDeclaration | stackDeclaration
    ///           | command | expressionStatement ;
    mutating func parseStatement() throws(ScriptError) -> Stmt {
        switch peekKind {
        case .keyword(let keyword):
            switch keyword {
            case .let: return try parseLetStatement()
            case .var: return try parseVarStatement()
            case .if: return try parseIfStatement()
            case .for: return try parseForStatement()
            case .while: return try parseWhileStatement()
            case .func: return try parseFunctionDeclaration()
            case .return: return try parseReturnStatement()
            case .break: return try parseBreakStatement()
            case .continue: return try parseContinueStatement()
            case .import: return try parseImportStatement()
            case .print: return try parsePrintStatement()
            case .assert: return try parseAssertStatement()
            case .explain: return try parseExplainStatement()
            case .canvas: return try parseCanvasStatement()
            case .animation: return try parseAnimationStatement()
            case .container, .shape: return try parseNodeDeclaration()
            case .vstack, .hstack, .zstack: return try parseStackDeclaration()
            case .else: throw ScriptError(.elseWithoutIf(peek))
            case .in, .true, .false, .nil: return try parseExpressionStatement()
            }
        case .identifier where startsCommand():
            return try parseCommand()
        case .symbol(.rightParenthesis), .symbol(.rightBracket), .symbol(.rightBrace):
            throw ScriptError(.unexpectedClosingBracket(peek))
        case .symbol(.leftBrace):
            // A `{` on the line after a shape, as Swift allows: here a block follows on its line.
            throw ScriptError(.blockOnItsOwnLine(peek))
        default:
            return try parseExpressionStatement()
        }
    }

    // MARK: - Bindings and assignment

    /// letStatement = "let" , name , "=" , expression ;
    mutating func parseLetStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        return Stmt(.let(try parseBinding(after: keyword)), range(from: keyword.range.start))
    }

    /// varStatement = "var" , name , "=" , expression ;
    mutating func parseVarStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        return Stmt(.var(try parseBinding(after: keyword)), range(from: keyword.range.start))
    }

    /// The `name = expression` shared by `let` and `var`.
    private mutating func parseBinding(after keyword: Token) throws(ScriptError) -> Binding {
        let name = try parseName(after: "'\(keyword.lexeme)'")
        guard match(.equal) else {
            throw ScriptError(.expectedEquals(after: "\(keyword.lexeme) \(name.text)", found: found))
        }
        let value = try parseExpression(after: "'='")
        return Binding(name: name, value: value)
    }

    /// name = identifier ;  a keyword here is an error of its own.
    mutating func parseName(after context: String) throws(ScriptError) -> Name {
        let token = peek
        switch token.kind {
        case .identifier(let text):
            skip()
            return Name(text, token.range)
        case .keyword:
            throw ScriptError(.keywordAsName(token))
        default:
            throw ScriptError(.expectedName(after: context, found: found))
        }
    }

    /// expressionStatement = expression , [ assignmentOperator , expression ] ;
    /// assignmentOperator = "=" | "+=" | "-=" | "*=" | "/=" ;
    mutating func parseExpressionStatement() throws(ScriptError) -> Stmt {
        let expression = try parseExpression()
        guard let assignment = peek.symbol?.assignOperator else {
            return Stmt(.expression(expression), expression.range)
        }
        guard expression.isAssignable else { throw ScriptError(.notAssignable(expression.range)) }
        let value = try parseExpression(after: "'\(advance().lexeme)'")
        return Stmt(.assign(target: expression, assignment, value: value), range(from: expression.range.start))
    }

    // MARK: - Control flow

    /// ifStatement = "if" , condition , block , { "else" , "if" , condition , block } ,
    ///               [ "else" , block ] ;
    mutating func parseIfStatement() throws(ScriptError) -> Stmt {
        let start = tokens[current].range.start
        skip()
        var branches = [try parseConditionalBlock(keyword: "if")]
        var elseBody: Block?
        while match(.else) {
            if match(.if) {
                branches.append(try parseConditionalBlock(keyword: "else if"))
            } else {
                elseBody = try parseBlock(after: "'else'")
                break
            }
        }
        return Stmt(.if(branches: branches, elseBody: elseBody), range(from: start))
    }

    /// condition = [ "let" , name , "=" ] , expression ;
    ///
    /// The condition of an `if` or `else if` (`keyword`) and its block: `if let r = value { … }`
    /// runs the block with `r` when the value is not nil.
    private mutating func parseConditionalBlock(keyword: String) throws(ScriptError) -> ConditionalBlock {
        guard match(.let) else {
            let condition = try parseExpression(after: "'\(keyword)'")
            return ConditionalBlock(condition: condition, body: try parseBlock(after: "the '\(keyword)' condition"))
        }
        let name = try parseName(after: "'\(keyword) let'")
        guard match(.equal) else {
            throw ScriptError(.expectedEquals(after: "\(keyword) let \(name.text)", found: found))
        }
        let value = try parseExpression(after: "'='")
        let body = try parseBlock(after: "the '\(keyword) let' value")
        return ConditionalBlock(condition: value, body: body, binding: name)
    }

    /// forStatement = "for" , name , "in" , expression , block ;
    mutating func parseForStatement() throws(ScriptError) -> Stmt {
        let start = tokens[current].range.start
        skip()
        let variable = try parseName(after: "'for'")
        guard match(.in) else {
            throw ScriptError(.expectedIn(after: "for \(variable.text)", found: found))
        }
        let sequence = try parseExpression(after: "'in'")
        loopDepth += 1
        defer { loopDepth -= 1 }
        let body = try parseBlock(after: "the 'for' sequence")
        return Stmt(.for(variable: variable, sequence: sequence, body: body), range(from: start))
    }

    /// whileStatement = "while" , expression , block ;
    mutating func parseWhileStatement() throws(ScriptError) -> Stmt {
        let start = tokens[current].range.start
        skip()
        let condition = try parseExpression(after: "'while'")
        loopDepth += 1
        defer { loopDepth -= 1 }
        let body = try parseBlock(after: "the 'while' condition")
        return Stmt(.while(condition: condition, body: body), range(from: start))
    }

    /// returnStatement = "return" , [ expression ] ;  the value starts on the same line.
    mutating func parseReturnStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        guard functionDepth > 0 else { throw ScriptError(.returnOutsideFunction(keyword)) }
        let value = atStatementEnd ? nil : try parseExpression(after: "'return'")
        return Stmt(.return(value), range(from: keyword.range.start))
    }

    /// breakStatement = "break" ;
    mutating func parseBreakStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        guard loopDepth > 0 else { throw ScriptError(.outsideLoop(keyword)) }
        return Stmt(.break, keyword.range)
    }

    /// continueStatement = "continue" ;
    mutating func parseContinueStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        guard loopDepth > 0 else { throw ScriptError(.outsideLoop(keyword)) }
        return Stmt(.continue, keyword.range)
    }

    // MARK: - Functions

    /// functionDeclaration = "func" , name , "(" , [ parameterList ] , ")" , block ;
    mutating func parseFunctionDeclaration() throws(ScriptError) -> Stmt {
        let start = tokens[current].range.start
        skip()
        let name = try parseName(after: "'func'")
        guard check(.leftParenthesis) else {
            throw ScriptError(.expected("'('", "after 'func \(name.text)'", found: found))
        }
        let parameters = try parseParameterList()
        let enclosing = (functionDepth, loopDepth)
        functionDepth += 1
        loopDepth = 0
        defer { (functionDepth, loopDepth) = enclosing }
        let body = try parseBlock(after: "the parameters of '\(name.text)'")
        let declaration = FunctionDecl(name: name, parameters: parameters, body: body)
        return Stmt(.function(declaration), range(from: start))
    }

    /// parameterList = parameter , { "," , parameter } , [ "," ] ;  with its parentheses.
    mutating func parseParameterList() throws(ScriptError) -> [Parameter] {
        try enterNesting()
        defer { depth -= 1 }
        return try parseCommaList(closedBy: .rightParenthesis) { parser throws(ScriptError) in
            try parser.parseParameter()
        }.items
    }

    /// parameter = [ parameterLabel ] , name , [ "=" , expression ] ;
    /// parameterLabel = "_" | label ;
    ///
    /// The first word is a label when a second word follows it.
    mutating func parseParameter() throws(ScriptError) -> Parameter {
        let first = peek
        let label: String?
        if first.identifier == "_" {
            skip()
            label = nil
        } else if let text = first.labelText, peek(1).labelText != nil {
            skip()
            label = text
        } else {
            let name = try parseParameterName()
            return Parameter(label: name.text, name: name, defaultValue: try parseDefaultValue())
        }
        let name = try parseParameterName()
        return Parameter(label: label, name: name, defaultValue: try parseDefaultValue())
    }

    private mutating func parseParameterName() throws(ScriptError) -> Name {
        let token = peek
        switch token.kind {
        case .identifier(let text) where text != "_":
            skip()
            return Name(text, token.range)
        case .keyword:
            throw ScriptError(.keywordAsName(token))
        default:
            throw ScriptError(.expectedParameter(found: found))
        }
    }

    private mutating func parseDefaultValue() throws(ScriptError) -> Expr? {
        guard match(.equal) else { return nil }
        return try parseExpression(after: "'='")
    }

    // MARK: - Scripts and output

    /// importStatement = "import" , plainString ;
    mutating func parseImportStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        guard peek.kind == .stringStart else {
            throw ScriptError(.expected("a file path string", "after 'import'", found: found))
        }
        let path = try parsePlainString()
        return Stmt(.import(path: path), range(from: keyword.range.start))
    }

    /// plainString = '"' , { stringCharacter | escape } , '"' ;
    mutating func parsePlainString() throws(ScriptError) -> String {
        let start = tokens[current].range.start
        skip()
        var text = ""
        while true {
            let token = peek
            switch token.kind {
            case .stringText(let segment):
                skip()
                text += segment
            case .stringEnd:
                skip()
                return text
            case .interpolationStart:
                throw ScriptError(.interpolatedImportPath(token.range))
            default:
                throw ScriptError(.unterminatedString(at: start))
            }
        }
    }

    /// printStatement = "print" , [ expression , { "," , expression } ] ;
    mutating func parsePrintStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        var values: [Expr] = []
        if !atStatementEnd {
            values.append(try parseExpression(after: "'print'"))
            while match(.comma) {
                values.append(try parseExpression(after: "','"))
            }
        }
        return Stmt(.print(values), range(from: keyword.range.start))
    }

    /// assertStatement = "assert" , expression , [ "," , expression ] ;
    mutating func parseAssertStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        let condition = try parseExpression(after: "'assert'")
        let message = match(.comma) ? try parseExpression(after: "','") : nil
        return Stmt(.assert(condition: condition, message: message), range(from: keyword.range.start))
    }

    /// explainStatement = "explain" , expression ;
    mutating func parseExplainStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        let subject = try parseExpression(after: "'explain'")
        return Stmt(.explain(subject), range(from: keyword.range.start))
    }

    // MARK: - Scenes

    /// canvasStatement = "canvas" , bareArgumentList ;
    mutating func parseCanvasStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        if check(.leftParenthesis), peek.range.start.offset == keyword.range.end.offset {
            throw ScriptError(
                .swiftHabit(
                    "'canvas' takes its arguments without parentheses",
                    hint: "write: canvas width: 400, height: 300 (or canvas device(\"iPhone 16\"))", at: peek.range))
        }
        let arguments = try parseBareArgumentList(after: "'canvas'")
        return Stmt(.canvas(arguments), range(from: keyword.range.start))
    }

    /// animationStatement = "animation" , bareArgumentList ;
    mutating func parseAnimationStatement() throws(ScriptError) -> Stmt {
        let keyword = advance()
        let arguments = try parseBareArgumentList(after: "'animation'")
        return Stmt(.animation(arguments), range(from: keyword.range.start))
    }

    /// nodeDeclaration = ( "container" | "shape" ) , [ name , "=" ] , expression , [ block ] ;
    mutating func parseNodeDeclaration() throws(ScriptError) -> Stmt {
        let start = tokens[current].range.start
        let keyword = advance()
        let role: NodeRole = keyword.kind == .keyword(.container) ? .container : .shape
        var name: Name?
        var context = "'\(keyword.lexeme)'"
        if peek(1).kind == .symbol(.equal) {
            name = try parseName(after: context)
            context = "'\(advance().lexeme)'"
        }
        let shape = try parseExpression(after: context)
        let body = check(.leftBrace) ? try parseBlock(after: context) : nil
        let declaration = NodeDecl(role: role, name: name, shape: shape, body: body)
        return Stmt(.node(declaration), range(from: start))
    }

    /// stackDeclaration = ( "vstack" | "hstack" | "zstack" ) , [ name ] , [ bareArgumentList ] , block ;
    ///
    /// A name right after the word (`vstack rows spacing: 8 {`) is a name, not an argument: a
    /// stack's arguments are all labelled, so a name followed by ':' is the first argument's label.
    mutating func parseStackDeclaration() throws(ScriptError) -> Stmt {
        let start = tokens[current].range.start
        let keyword = advance()
        let axis: StackAxis =
            switch keyword.kind {
            case .keyword(.vstack): .vertical
            case .keyword(.zstack): .depth
            default: .horizontal
            }
        var name: Name? = nil
        if case .identifier = peek.kind, peek(1).kind != .symbol(.colon) {
            name = try parseName(after: "'\(keyword.lexeme)'")
        }
        let word = name.map { "'\(keyword.lexeme) \($0.text)'" } ?? "'\(keyword.lexeme)'"
        let arguments = check(.leftBrace) ? [] : try parseBareArgumentList(after: word)
        let context = arguments.isEmpty ? word : "the '\(keyword.lexeme)' arguments"
        let body = try parseBlock(after: context)
        let declaration = StackDecl(axis: axis, name: name, arguments: arguments, body: body)
        return Stmt(.stack(declaration), range(from: start))
    }

    /// bareArgumentList = argument , { "," , argument } ;
    mutating func parseBareArgumentList(after context: String) throws(ScriptError) -> [Argument] {
        var arguments = [try parseArgument(after: context)]
        while match(.comma) {
            arguments.append(try parseArgument(after: "','"))
        }
        return arguments
    }
}

extension Stmt {
    /// Whether the statement declares a node (with braces or not).
    var isNodeDeclaration: Bool {
        if case .node = kind { return true }
        return false
    }
}

extension Expr {
    /// Whether the expression can stand left of `=`: a name, a member or a subscript.
    fileprivate var isAssignable: Bool {
        switch kind {
        case .identifier, .member, .subscript: true
        default: false
        }
    }
}
