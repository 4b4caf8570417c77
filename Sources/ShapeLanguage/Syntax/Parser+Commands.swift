// The command rules of grammar.ebnf: placement and style inside a node's block.
// Command words are contextual identifiers, so deciding that a statement is a command is a rule too.

extension Parser {
    /// Whether the identifier at the start of this statement starts a command.
    ///
    /// It does unless the next token is `=`, an assignment operator, a binary operator, or a `.`,
    /// `(` or `[` written directly after the word. A `-` written after a space and directly before
    /// its operand is a sign, as in Swift: `width -3` is a command, `width - 3` an expression.
    /// So `width = 4`, `width * 2`, `width.bounds` and `width(3)` use `width` as a plain name,
    /// while `align .center` and `width (a + b) / 2` are commands.
    func startsCommand() -> Bool {
        guard let word = peek.identifier, CommandWord(rawValue: word) != nil else { return false }
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
    ///         | cornerStyleCommand | labelCommand | ignoresSafeAreaCommand | annotateCommand
    ///         | silenceCommand ;
    ///
    /// Each command is read by its word's ``CommandWord/Form``.
    mutating func parseCommand() throws(ScriptError) -> Stmt {
        let token = advance()
        let context = "'\(token.lexeme)'"
        guard let word = CommandWord(rawValue: token.lexeme) else {
            throw ScriptError(.expectedStatementEnd(found: token, suggestion: nil))
        }
        let arguments: [Argument]
        switch word.form {
        case .expression: arguments = [try parseOperand(after: context)]
        case .optionalExpression: arguments = atStatementEnd ? [] : [try parseOperand(after: context)]
        case .dimensions: arguments = try parseDimensions()
        case .pair: arguments = try parsePair(after: token)
        case .arguments:
            // `padding` alone is SwiftUI's `.padding()`, whose length the platform chooses: it
            // parses, and running it is the located refusal (CallArguments.paddingInsets), so
            // that an unfinished script still reports its syntax errors alone.
            arguments = word == .padding && atStatementEnd ? [] : try parseBareArgumentList(after: context)
        case .stroke: arguments = try parseStrokeOperands()
        case .labelled: arguments = try parseLabelOperands()
        case .bare: arguments = []
        case .names: arguments = try parseNames(after: context)
        }
        return Stmt(.command(Command(word, arguments)), range(from: token.range.start))
    }

    // The one-expression commands are read by parseOperand, each exactly its rule:
    //   widthCommand = "width" , expression ;          heightCommand = "height" , expression ;
    //   paddingCommand = "padding" , [ bareArgumentList ] ; alignCommand = "align" , expression ;
    //   fillCommand = "fill" , expression ;            opacityCommand = "opacity" , expression ;
    //   cornerStyleCommand = "cornerStyle" , expression ;
    //   ignoresSafeAreaCommand = "ignoresSafeArea" ;   annotateCommand = "annotate" , [ expression ] ;

    /// silenceCommand = "silence" , [ name , { "," , name } ] ;  the names on the same line.
    private mutating func parseNames(after context: String) throws(ScriptError) -> [Argument] {
        guard !atStatementEnd else { return [] }
        var names = [try parseOperand(after: context)]
        while match(.comma) {
            names.append(try parseOperand(after: "','"))
        }
        return names
    }

    /// An expression written after a command word, as an unlabelled operand.
    private mutating func parseOperand(after context: String) throws(ScriptError) -> Argument {
        let value = try parseExpression(after: context)
        return Argument(label: nil, value: value, range: value.range)
    }

    /// sizeCommand = "size" , expression , "x" , expression ;
    private mutating func parseDimensions() throws(ScriptError) -> [Argument] {
        let width = try parseOperand(after: "'size'")
        guard peek.identifier == "x" else { throw ScriptError(.sizeWithoutX(found: found)) }
        skip()
        return [width, try parseOperand(after: "'x'")]
    }

    /// offsetCommand = "offset" , expression , "," , expression ;
    /// atCommand = "at" , expression , "," , expression ;
    private mutating func parsePair(after word: Token) throws(ScriptError) -> [Argument] {
        let first = try parseOperand(after: "'\(word.lexeme)'")
        guard match(.comma) else {
            throw ScriptError(.expected("','", "between the two values of '\(word.lexeme)'", found: found))
        }
        return [first, try parseOperand(after: "','")]
    }

    /// strokeCommand = "stroke" , expression , [ "width" , expression ] ;
    private mutating func parseStrokeOperands() throws(ScriptError) -> [Argument] {
        let color = try parseOperand(after: "'stroke'")
        guard peek.identifier == "width" else { return [color] }
        skip()
        let width = try parseExpression(after: "'width'")
        // Ranged as the value alone, so a bad width is pointed at itself.
        return [color, Argument(label: "width", value: width, range: width.range)]
    }

    /// labelCommand = "label" , expression , { "," , labelledArgument } ;
    private mutating func parseLabelOperands() throws(ScriptError) -> [Argument] {
        var operands = [try parseOperand(after: "'label'")]
        while match(.comma) {
            operands.append(try parseLabelledArgument())
        }
        return operands
    }

    /// labelledArgument = label , ":" , expression ;
    private mutating func parseLabelledArgument() throws(ScriptError) -> Argument {
        guard peek.labelText != nil, peek(1).kind == .symbol(.colon) else {
            throw ScriptError(.expectedLabel(found: found))
        }
        return try parseArgument(after: "','")
    }
}
