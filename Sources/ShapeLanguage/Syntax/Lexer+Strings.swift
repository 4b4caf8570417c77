// The lexical rules of string literals: text, escapes and the `\(` that opens an interpolation.

extension Lexer {
    /// The inside of a string, up to its closing quote or the next interpolation:
    /// string = '"' , { stringCharacter | escape | interpolation } , '"' ;
    /// stringCharacter = ? any character except '"', "\", a line break and a control character
    ///                   other than tab ? ;
    mutating func scanStringContent() throws(ScriptError) {
        guard let opener = openers.last?.location else { return }
        let segmentStart = location
        var text: [UInt8] = []
        while true {
            guard let current = byte(), current != UInt8(ascii: "\n"), current != UInt8(ascii: "\r") else {
                throw ScriptError(.unterminatedString(at: opener))
            }
            switch current {
            case UInt8(ascii: "\""):
                emitText(text, from: segmentStart)
                let quote = location
                advance()
                openers.removeLast()
                emit(.stringEnd, from: quote)
                return
            case UInt8(ascii: "\\"):
                let escapeStart = location
                advance()
                if byte() == UInt8(ascii: "(") {
                    emitText(text, from: segmentStart, end: escapeStart)
                    advance()
                    openers.append(Opener(kind: .interpolation, location: escapeStart))
                    interpolationDepth += 1
                    emit(.interpolationStart, from: escapeStart)
                    return
                }
                try scanEscape(from: escapeStart, opener: opener, into: &text)
            case 0x00..<0x20 where current != UInt8(ascii: "\t"), 0x7F:
                skipUnexpectedCharacter(at: location)
            default:
                text.append(current)
                advance()
            }
        }
    }

    /// escape = "\" , ( "n" | "t" | "r" | "0" | '"' | "\" | unicodeEscape ) ;
    ///
    /// The backslash is already read.
    private mutating func scanEscape(
        from escapeStart: SourceLocation, opener: SourceLocation, into text: inout [UInt8]
    ) throws(ScriptError) {
        guard let current = byte(), current != UInt8(ascii: "\n"), current != UInt8(ascii: "\r") else {
            throw ScriptError(.unterminatedString(at: opener))
        }
        let decoded: UInt8
        switch current {
        case UInt8(ascii: "n"): decoded = UInt8(ascii: "\n")
        case UInt8(ascii: "t"): decoded = UInt8(ascii: "\t")
        case UInt8(ascii: "r"): decoded = UInt8(ascii: "\r")
        case UInt8(ascii: "0"): decoded = 0
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "u"):
            advance()
            let scalar = try scanUnicodeEscape(from: escapeStart)
            text.append(contentsOf: String(scalar).utf8)
            return
        default:
            advance(scalar(at: position).length)
            let range = SourceRange(start: escapeStart, end: location)
            throw ScriptError(.invalidEscape(self.text(from: escapeStart.offset), range: range))
        }
        advance()
        text.append(decoded)
    }

    /// unicodeEscape = "u{" , hexDigit , { hexDigit } , "}" ;
    ///
    /// The `\u` is already read.
    private mutating func scanUnicodeEscape(from escapeStart: SourceLocation) throws(ScriptError) -> Unicode.Scalar {
        var value: UInt32 = 0
        var digitCount = 0
        var wellFormed = false
        if byte() == UInt8(ascii: "{") {
            advance()
            while let current = byte(), let digit = Lexer.hexValue(current) {
                value = digitCount < 8 ? value << 4 | digit : value
                digitCount += 1
                advance()
            }
            if byte() == UInt8(ascii: "}") {
                advance()
                wellFormed = (1...8).contains(digitCount)
            }
        }
        guard wellFormed, let scalar = Unicode.Scalar(value) else {
            let range = SourceRange(start: escapeStart, end: location)
            throw ScriptError(.invalidUnicodeEscape(text(from: escapeStart.offset), range: range))
        }
        return scalar
    }

    /// hexDigit = digit | "a" | "b" | "c" | "d" | "e" | "f" | "A" | "B" | "C" | "D" | "E" | "F" ;
    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Emits the literal text read since `start` (up to `end`, or the current position), if any.
    private mutating func emitText(_ text: [UInt8], from start: SourceLocation, end: SourceLocation? = nil) {
        guard !text.isEmpty else { return }
        let end = end ?? location
        let lexeme = String(decoding: bytes[start.offset..<end.offset], as: UTF8.self)
        tokens.append(
            Token(
                .stringText(String(decoding: text, as: UTF8.self)), lexeme: lexeme,
                range: SourceRange(start: start, end: end)))
    }
}
