// How the lexer goes on after a lexical error, so that one run reports every error of a file:
// a stray character is skipped, a broken number still stands as a number, an unterminated
// string ends at its line. Also the comments the lexer keeps for the formatter and editors.

/// A comment in the source: `// …` to the end of its line, or a whole (nested) `/* … */`.
public struct Comment: Hashable, Sendable {
    /// From the `//` or `/*` to the end of the comment (the line break not included).
    public var range: SourceRange
    /// Whether it is a block comment, which may span lines and sit between tokens.
    public var isBlock: Bool
}

extension Lexer {
    /// Past this many lexical errors only their places are kept: a file of stray bytes costs an
    /// offset each, not a message each.
    static let maxKeptErrors = 100

    /// Notes a lexical error.
    mutating func record(_ diagnostic: Diagnostic) {
        if errors.count < Lexer.maxKeptErrors { errors.append(diagnostic) }
        errorOffsets.append(diagnostic.range.start.offset)
    }

    /// Reports the character at `start`, which begins no token, and steps over it. Its message
    /// is made only while it will be kept.
    mutating func skipUnexpectedCharacter(at start: SourceLocation) {
        if errors.count < Lexer.maxKeptErrors {
            errors.append(unexpectedCharacter(at: start))
        }
        errorOffsets.append(start.offset)
        advance(scalar(at: start.offset).length)
    }

    /// Records `error`, which stopped ``scanTokens()``, and puts the lexer where it can go on.
    /// Returns false when there is nothing left to read (a comment open at the end of the text).
    mutating func recover(from error: Diagnostic) -> Bool {
        record(error)
        switch error.code {
        case .syntaxUnknownOperator:
            // `..`: neither range operator, and nothing the parser could use.
            advance(2)
        case .syntaxMalformedNumber, .syntaxNumberTooLarge:
            // The whole run is read; it stands as a number so that its statement still parses.
            emit(.number(0), from: error.range.start)
        case .syntaxUnterminatedString, .syntaxUnterminatedInterpolation:
            closeStrings()
        case .syntaxInvalidEscape, .syntaxInvalidUnicodeEscape:
            break  // the escape is read; the string goes on
        default:
            return false
        }
        return true
    }

    /// Ends every string and interpolation open on this line, outermost string included, with
    /// tokens of no text, so that the parser reads a complete string.
    mutating func closeStrings() {
        guard let outermost = openers.firstIndex(where: { $0.kind == .string }) else { return }
        let here = location
        while openers.count > outermost {
            let opener = openers.removeLast()
            switch opener.kind {
            case .string: tokens.append(Token(.stringEnd, lexeme: "", range: SourceRange(at: here)))
            case .interpolation:
                interpolationDepth -= 1
                tokens.append(Token(.interpolationEnd, lexeme: "", range: SourceRange(at: here)))
            case .parenthesis, .bracket, .brace: break
            }
        }
    }
}
