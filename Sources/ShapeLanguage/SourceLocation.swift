// Where a token or syntax node came from: every diagnostic points back into the source.

/// A position in source text: 1-based line and column (in Unicode scalars), and a byte offset.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Stored as 32-bit numbers: every syntax node and scene record carries two locations, and
    // no source the tool accepts comes near 2^31 bytes.
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// UTF-8 byte offset from the start of the source.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// `line:col`, as printed in diagnostics.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A half-open span of source text, `start..<end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) { (self.start, self.end) = (start, end) }

    /// An empty range at one location.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: Swift.min(start, other.start), end: Swift.max(end, other.end))
    }

    public var description: String { start.description }
}

/// Where each line of a text starts, as the lexer counts lines.
public enum LineStarts {
    /// The byte offset of each line's first byte: 0, then the offset after each line break
    /// (LF, CR LF or CR, as in the lexer).
    public static func of(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n") {
                    position += 1
                }
                starts.append(position + 1)
            }
            position += 1
        }
        return starts
    }
}
