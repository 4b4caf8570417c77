// The command rules of grammar.ebnf: placement and style inside a node's block.
// Command words are contextual identifiers, so deciding that a statement is a command is a rule too.

extension Parser {
    /// The words that start a command at the start of a statement.
    static let commandWords = [
        "size", "width", "height", "padding", "align", "offset", "at", "fill", "stroke", "opacity",
        "cornerStyle", "label", "ignoresSafeArea", "annotate",
    ]

    /// Whether the identifier at the start of this statement starts a command.
    ///
    /// It does unless the next token is `=`, an assignment operator, a binary operator, or a `.`,
    /// `(` or `[` written directly after the word. A `-` written after a space and directly before
    /// its operand is a sign, as in Swift: `width -3` is a command, `width - 3` an expression.
    /// So `width = 4`, `width * 2`, `width.bounds` and `width(3)` use `width` as a plain name,
    /// while `align .center` and `width (a + b) / 2` are commands.
    func startsCommand() -> Bool {
        guard let word = peek.identifier, Parser.commandWords.contains(word) else { return false }
        let next = peek(1)
        guard let symbol = next.symbol else { return true }
        let attachedToWord = next.range.start.offset == peek.range.end.offset
        switch symbol {
        case .dot, .leftParenthesis, .leftBracket:
            return !attachedToWord
        case .minus:
            let attachedToOperand = peek(2).range.start.offset == next.range.end.offset
            return !attachedToWord && attachedToOperand
        default:
            return symbol.assignOperator == nil && symbol.infixOperator == nil
        }
    }

    /// command = sizeCommand | widthCommand | heightCommand | paddingCommand | alignCommand
    ///         | offsetCommand | atCommand | fillCommand | strokeCommand | opacityCommand
    ///         | cornerStyleCommand | labelCommand | ignoresSafeAreaCommand | annotateCommand ;
    mutating func parseCommand() throws -> Stmt {
        let word = advance()
        let context = "'\(word.lexeme)'"
        let command: Command
        switch word.lexeme {
        case "size": command = try parseSizeCommand()
        case "width": command = .width(try parseExpression(after: context))
        case "height": command = .height(try parseExpression(after: context))
        case "padding": command = .padding(try parseBareArgumentList(after: context))
        case "align": command = .align(try parseExpression(after: context))
        case "offset":
            let (dx, dy) = try parsePair(after: word)
            command = .offset(dx, dy)
        case "at":
            let (x, y) = try parsePair(after: word)
            command = .at(x, y)
        case "fill": command = .fill(try parseExpression(after: context))
        case "stroke": command = try parseStrokeCommand()
        case "opacity": command = .opacity(try parseExpression(after: context))
        case "cornerStyle": command = .cornerStyle(try parseExpression(after: context))
        case "label": command = try parseLabelCommand()
        case "ignoresSafeArea": command = .ignoresSafeArea
        default:  // "annotate", the last of `commandWords`: its value starts on the same line.
            command = .annotate(atStatementEnd ? nil : try parseExpression(after: context))
        }
        return Stmt(.command(command), range(from: word.range.start))
    }

    // The one-expression commands are read inline above, each exactly its rule:
    //   widthCommand = "width" , expression ;          heightCommand = "height" , expression ;
    //   paddingCommand = "padding" , bareArgumentList ; alignCommand = "align" , expression ;
    //   fillCommand = "fill" , expression ;            opacityCommand = "opacity" , expression ;
    //   cornerStyleCommand = "cornerStyle" , expression ;
    //   ignoresSafeAreaCommand = "ignoresSafeArea" ;   annotateCommand = "annotate" , [ expression ] ;

    /// sizeCommand = "size" , expression , "x" , expression ;
    private mutating func parseSizeCommand() throws -> Command {
        let width = try parseExpression(after: "'size'")
        guard peek.identifier == "x" else { throw ScriptError(.sizeWithoutX(found: found)) }
        skip()
        let height = try parseExpression(after: "'x'")
        return .size(width: width, height: height)
    }

    /// offsetCommand = "offset" , expression , "," , expression ;
    /// atCommand = "at" , expression , "," , expression ;
    private mutating func parsePair(after word: Token) throws -> (Expr, Expr) {
        let first = try parseExpression(after: "'\(word.lexeme)'")
        guard match(.comma) else {
            throw ScriptError(.expected("','", "between the two values of '\(word.lexeme)'", found: found))
        }
        return (first, try parseExpression(after: "','"))
    }

    /// strokeCommand = "stroke" , expression , [ "width" , expression ] ;
    private mutating func parseStrokeCommand() throws -> Command {
        let color = try parseExpression(after: "'stroke'")
        guard peek.identifier == "width" else { return .stroke(color, width: nil) }
        skip()
        return .stroke(color, width: try parseExpression(after: "'width'"))
    }

    /// labelCommand = "label" , expression , { "," , labelledArgument } ;
    private mutating func parseLabelCommand() throws -> Command {
        let text = try parseExpression(after: "'label'")
        var options: [Argument] = []
        while match(.comma) {
            options.append(try parseLabelledArgument())
        }
        return .label(text, options)
    }

    /// labelledArgument = label , ":" , expression ;
    private mutating func parseLabelledArgument() throws -> Argument {
        guard peek.labelText != nil, peek(1).kind == .symbol(.colon) else {
            throw ScriptError(.expectedLabel(found: found))
        }
        return try parseArgument(after: "','")
    }
}
