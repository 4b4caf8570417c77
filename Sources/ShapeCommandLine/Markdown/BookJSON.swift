// The JSON mdBook hands a preprocessor, read into values that remember where each one was, so
// the book can be written back with only the chapters' contents changed and every other byte
// kept. Hostile input (malformed, truncated, huge, deeply nested) gets a located message.

/// A JSON value and the bytes it came from.
indirect enum BookJSON {
    case object([(key: String, value: BookJSON)], Range<Int>)
    case array([BookJSON], Range<Int>)
    case string(String, Range<Int>)
    /// A number, `true`, `false` or `null`, as written.
    case scalar(String, Range<Int>)

    /// The bytes of the document this value is.
    var range: Range<Int> {
        switch self {
        case .object(_, let range), .array(_, let range), .string(_, let range), .scalar(_, let range): range
        }
    }

    /// The member `key` of an object; nil for anything else.
    subscript(key: String) -> BookJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    var elements: [BookJSON]? {
        if case .array(let elements, _) = self { return elements }
        return nil
    }

    var bool: Bool? {
        if case .scalar(let text, _) = self { return text == "true" ? true : text == "false" ? false : nil }
        return nil
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 16)
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return bytes
    }
}

/// Why the JSON could not be read, and where: 1-based line and column (in bytes).
struct BookJSONError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// Reads one JSON document (RFC 8259) with the positions of its values.
struct BookJSONReader {
    /// Arrays and objects inside one another at most this deep; mdBook's books nest a few levels
    /// per sub-chapter, and a reader that recursed without a bound would overflow its stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The document's one value, with nothing but white space after it.
    static func parse(_ bytes: [UInt8]) throws(BookJSONError) -> BookJSON {
        var reader = BookJSONReader(bytes)
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.position == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// value = object | array | string | number | "true" | "false" | "null"
    private mutating func value() throws(BookJSONError) -> BookJSON {
        guard let byte = peek else { throw failure("the JSON ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { reader throws(BookJSONError) in try reader.object() }
        case UInt8(ascii: "["): return try nested { reader throws(BookJSONError) in try reader.array() }
        case UInt8(ascii: "\""):
            let start = position
            let text = try string()
            return .string(text, start..<position)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let start = position
            for word in ["true", "false", "null"] where matches(word) {
                position += word.utf8.count
                return .scalar(word, start..<position)
            }
            throw failure("unexpected '\(Character(Unicode.Scalar(byte)))' where a value was expected")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw failure("unexpected \(describe(byte)) where a value was expected")
        }
    }

    private mutating func nested(_ read: (inout BookJSONReader) throws(BookJSONError) -> BookJSON)
        throws(BookJSONError) -> BookJSON
    {
        depth += 1
        guard depth <= BookJSONReader.maximumDepth else {
            throw failure("the JSON nests arrays and objects more than \(BookJSONReader.maximumDepth) deep")
        }
        defer { depth -= 1 }
        return try read(&self)
    }

    /// object = "{" [ member { "," member } ] "}"
    private mutating func object() throws(BookJSONError) -> BookJSON {
        let opener = position
        let (members, range) = try items(closedBy: "}") { reader throws(BookJSONError) in
            try reader.member(opener: opener)
        }
        return .object(members, range)
    }

    /// member = string ":" value; `opener` is where the object began, for "the JSON ends inside".
    private mutating func member(opener: Int) throws(BookJSONError) -> (key: String, value: BookJSON) {
        if let byte = peek, byte != UInt8(ascii: "\"") {
            throw failure("expected a member name in quotes, found \(describe(byte))")
        }
        let key = try string()
        skipSpace()
        guard peek == UInt8(ascii: ":") else {
            throw peek == nil ? unclosed("'{'", opener) : failure("expected ':' after the member name")
        }
        position += 1
        skipSpace()
        return (key, try value())
    }

    /// array = "[" [ value { "," value } ] "]"
    private mutating func array() throws(BookJSONError) -> BookJSON {
        let (elements, range) = try items(closedBy: "]") { reader throws(BookJSONError) in try reader.value() }
        return .array(elements, range)
    }

    /// The items of an object or an array, from its opening bracket: none, or items each read by
    /// `item` and separated by `,`, up to `closer`. Returns them with the container's range.
    private mutating func items<Item>(
        closedBy closer: Unicode.Scalar, _ item: (inout BookJSONReader) throws(BookJSONError) -> Item
    ) throws(BookJSONError) -> ([Item], Range<Int>) {
        let start = position
        let opened = closer == "}" ? "'{'" : "'['"
        position += 1
        var items: [Item] = []
        skipSpace()
        if peek == UInt8(ascii: closer) {
            position += 1
            return (items, start..<position)
        }
        while true {
            skipSpace()
            guard peek != nil else { throw unclosed(opened, start) }
            items.append(try item(&self))
            skipSpace()
            switch peek {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: closer)?:
                position += 1
                return (items, start..<position)
            case nil: throw unclosed(opened, start)
            case let byte?: throw failure("expected ',' or '\(closer)', found \(describe(byte))")
            }
        }
    }

    /// string = '"' { character | escape } '"', the text decoded (UTF-8 checked, `\u` pairs joined).
    private mutating func string() throws(BookJSONError) -> String {
        let opener = position
        position += 1
        var decoded: [UInt8] = []
        while true {
            guard let byte = peek else { throw unclosed("string", opener) }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    let place = location(opener)
                    throw BookJSONError(
                        message: "the string is not valid UTF-8", line: place.line, column: place.column)
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &decoded, opener: opener)
            case 0..<0x20:
                throw failure("a control character (\(describe(byte))) inside a string must be escaped")
            default:
                decoded.append(byte)
                position += 1
            }
        }
    }

    private mutating func escape(into decoded: inout [UInt8], opener: Int) throws(BookJSONError) {
        guard let byte = peek else { throw unclosed("string", opener) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hexQuad()
            if (0xD800..<0xDC00).contains(code), matches("\\u") {
                position += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("a '\\u' surrogate pair is broken") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            decoded += Array(String(Character(scalar)).utf8)
        default:
            position -= 1
            throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func hexQuad() throws(BookJSONError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexDigit(byte) else { throw failure("'\\u' needs four hex digits") }
            code = code << 4 | digit
            position += 1
        }
        return code
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// number = [ "-" ] int [ frac ] [ exp ], kept as written.
    private mutating func number() throws(BookJSONError) -> BookJSON {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        func digits(_ reader: inout BookJSONReader) -> Int {
            let from = reader.position
            while let byte = reader.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                reader.position += 1
            }
            return reader.position - from
        }
        guard digits(&self) > 0 else { throw failure("a number needs a digit") }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw failure("a number needs a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw failure("a number needs a digit in its exponent") }
        }
        return .scalar(String(decoding: bytes[start..<position], as: UTF8.self), start..<position)
    }

    private func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        return position + utf8.count <= bytes.count && Array(bytes[position..<position + utf8.count]) == utf8
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
    }

    /// The 1-based line and column of byte `offset`.
    private func location(_ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private func failure(_ message: String) -> BookJSONError {
        let place = location(position)
        return BookJSONError(message: message, line: place.line, column: place.column)
    }

    /// The document ended inside `what`, opened at byte `openerOffset`.
    private func unclosed(_ what: String, _ openerOffset: Int) -> BookJSONError {
        let place = location(position)
        let opener = location(openerOffset)
        return BookJSONError(
            message: "the JSON ends inside the \(what) opened at \(opener.line):\(opener.column) (truncated?)",
            line: place.line, column: place.column)
    }
}
