// The byte buffer every renderer writes into: markup, text and numbers appended as UTF-8, turned
// into one String at the end. Fast enough for a million nodes in well under a second.
import ConcentricGeometry
import ShapeScene

/// Where a renderer's bytes go when they are not collected into a String: a file being
/// written, a pipe. Each piece ends on a character boundary.
public protocol ByteSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer)
}

/// A UTF-8 buffer with an append for each kind of output, feeding one String.
///
/// Renderers write here rather than into the `String` directly because appending many small
/// pieces to a String (or an Array) costs a uniqueness, capacity and flag check per piece, and
/// spelling a number through a String costs allocations; here a byte is a store and a count.
/// Bytes collect in a small chunk that stays in cache and is appended to the result String
/// (reserved once, up front) whenever it fills, so a large document is written to memory once.
/// Numbers are spelled by ``NumberFormat``, in the style the writer asks for.
///
/// Every append reserves room for its whole piece before writing it, so a chunk never ends in
/// the middle of a character.
///
/// The chunk is memory the buffer allocates itself (a ``Storage`` object frees it); keeping the
/// pointer in a struct spares appends the run-time exclusivity checks of a class's stored
/// properties. A buffer is used by one render and never copied: a copy would share the chunk.

struct OutputBuffer {
    /// Owns the chunk's allocation and frees it with the last reference.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            // Initialized once: a number's spelling is remembered by loading 16 bytes from
            // where it was written, some of them past its end.
            base.initialize(repeating: 0, count: capacity)
        }

        deinit {
            base.deallocate()
        }
    }

    /// Everything flushed so far (when there is no sink).
    private var result = ""
    /// Where full chunks go instead of `result`: a large document never sits in memory whole.
    private let sink: (any ByteSink)?
    private var flushed = 0
    private var storage: Storage
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var used = 0
    /// Numbers spelled lately, copied when they come again: only for a large document (a
    /// streamed one, or a String reserved a chunk or more), as the memo is 32 KB to set up.
    private let spellings: SpellingMemo?

    /// Bytes written so far.
    var count: Int { flushed + used }

    /// `capacity` is a guess at the final size in bytes; a short guess only costs a regrowth.
    /// With a `sink`, chunks go to it as they fill (and at ``finish()``) rather than into
    /// ``string``.
    init(capacity: Int, sink: (any ByteSink)? = nil) {
        self.sink = sink
        if sink == nil { result.reserveCapacity(Swift.max(capacity, 64)) }
        // A sink takes whole chunks: each is a write.
        self.capacity =
            sink == nil ? Swift.min(Swift.max(capacity, 64), OutputBuffer.chunkSize) : OutputBuffer.chunkSize
        storage = Storage(capacity: self.capacity)
        base = storage.base
        spellings = sink != nil || capacity >= OutputBuffer.chunkSize ? SpellingMemo() : nil
    }

    /// Hands what is left to the sink (or to the result).
    mutating func finish() {
        flush()
    }

    /// Big enough to make flushing rare, small enough to stay in cache.
    private static let chunkSize = 1 << 16

    /// The text written so far.
    var string: String {
        mutating get {
            flush()
            return result
        }
    }

    /// Empties the buffer, keeping its storage for reuse.
    mutating func removeAll() {
        result.removeAll(keepingCapacity: true)
        flushed = 0
        used = 0
    }

    /// Makes room for a piece of `extra` bytes in the chunk, flushing it (or, for a piece
    /// larger than a chunk, growing it) first when it is too full.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if used + extra > capacity { makeRoom(for: extra) }
    }

    private mutating func makeRoom(for extra: Int) {
        flush()
        guard extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < extra { newCapacity *= 2 }
        storage = Storage(capacity: newCapacity)
        base = storage.base
        capacity = newCapacity
    }

    /// Appends the chunk to the result, or hands it to the sink; the chunk always ends on a
    /// character boundary.
    private mutating func flush() {
        guard used > 0 else { return }
        if let sink {
            sink.write(UnsafeRawBufferPointer(start: base, count: used))
        } else {
            result.append(String(decoding: UnsafeBufferPointer(start: base, count: used), as: UTF8.self))
        }
        flushed += used
        used = 0
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        base[used] = byte
        used += 1
    }

    /// Appends bytes from a buffer as one piece (callers make sure they are valid UTF-8).
    ///
    /// Inlined, and short pieces (keys, punctuation, most words) copied a byte at a time: a
    /// call to `memcpy` for a few bytes cost more than the copy (JSON of 20,000 nodes spent an
    /// eighth of its instructions here).
    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let count = bytes.count
        reserve(count)
        let target = base + used
        if count <= 16 {
            for index in 0..<count { target[index] = source[index] }
        } else {
            target.update(from: source, count: count)
        }
        used += count
    }

    /// Appends markup written in the source: ASCII literals.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(bytes: $0) }
    }

    /// Appends a string as it is (callers escape user text first).
    mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Appends a Unicode scalar's UTF-8 bytes.
    mutating func append(scalar: Unicode.Scalar) {
        reserve(4)
        UTF8.encode(scalar) { unsafeAppend($0) }
    }

    /// `"name": ` after `spaces` spaces: an object member's key on a line of its own, in one
    /// piece (three appends, each checking for room, cost a JSON of a million nodes a tenth of
    /// its instructions). Keys are ours and need no escaping.
    @inline(__always)
    mutating func appendKey(_ name: StaticString, indentedBy spaces: Int) {
        let length = name.utf8CodeUnitCount
        reserve(spaces + length + 4)
        var target = Self.fillSpaces(at: base + used, count: spaces)
        target.pointee = UInt8(ascii: "\"")
        let source = name.utf8Start
        for index in 0..<length { target[1 + index] = source[index] }
        target += 1 + length
        (target[0], target[1], target[2]) = (UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " "))
        used += spaces + length + 4
    }

    /// A mark of how much has been written, for ``bytes(since:)``.
    var mark: (flushed: Int, used: Int) { (flushed, used) }

    /// The bytes appended since `mark`, when they are all still in the chunk (nil when a flush
    /// came between): for a writer that copies a piece it wrote before rather than write it
    /// again.
    func bytes(since mark: (flushed: Int, used: Int)) -> [UInt8]? {
        guard mark.flushed == flushed, mark.used <= used else { return nil }
        return Array(UnsafeBufferPointer(start: base + mark.used, count: used - mark.used))
    }

    /// Appends `spaces` spaces.
    mutating func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        _ = Self.fillSpaces(at: base + used, count: spaces)
        used += spaces
    }

    /// Writes `count` spaces from `target`, eight at a time (indents are short: a call to
    /// `memset` costs more than the stores), and returns the byte after them.
    @inline(__always)
    private static func fillSpaces(at target: UnsafeMutablePointer<UInt8>, count: Int) -> UnsafeMutablePointer<UInt8> {
        var (target, remaining) = (target, count)
        while remaining >= 8 {
            UnsafeMutableRawPointer(target).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            (target, remaining) = (target + 8, remaining - 8)
        }
        while remaining > 0 {
            target.pointee = UInt8(ascii: " ")
            (target, remaining) = (target + 1, remaining - 1)
        }
        return target
    }

    /// Appends the id of the node at tree index `index` (ids need no escaping: see
    /// ``NodeIdentifiers``).
    mutating func append(id index: Int, of identifiers: NodeIdentifiers) {
        identifiers.withUTF8(of: index) { append(bytes: $0) }
    }

    /// Appends `#rrggbb` (lower case; alpha is the caller's to write, in its format's way).
    mutating func appendHex(_ color: Color) {
        reserve(7)
        unsafeAppend(UInt8(ascii: "#"))
        unsafeAppendHex(color.red)
        unsafeAppendHex(color.green)
        unsafeAppendHex(color.blue)
    }

    @inline(__always)
    private mutating func unsafeAppendHex(_ byte: UInt8) {
        unsafeAppend(OutputBuffer.hexDigits[Int(byte >> 4)])
        unsafeAppend(OutputBuffer.hexDigits[Int(byte & 0xF)])
    }

    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `value` as ``NumberFormat`` spells it in `style`.
    mutating func appendNumber(_ value: Double, _ style: NumberFormat.Style) {
        // Most numbers are copied from the memo or spelled straight into the chunk.
        reserve(NumberFormat.fastSpellingCapacity)
        if let count = spelledInChunk(value, style) {
            used += count
            return
        }
        NumberFormat.withSpelling(of: value, style) { append(bytes: $0) }
    }

    /// `value value` in the drawing style (an arc's two equal radii): spelled once, then its
    /// bytes copied after a space; 0 for a non-finite number.
    mutating func appendDrawingNumberTwice(_ value: Double) {
        let value = value.isFinite ? value : 0
        reserve(2 * NumberFormat.fastSpellingCapacity + 1)
        guard let count = spelledInChunk(value, .drawing) else {
            NumberFormat.withSpelling(of: value, .drawing) { spelled in
                append(bytes: spelled)
                append(byte: UInt8(ascii: " "))
                append(bytes: spelled)
            }
            return
        }
        let start = base + used
        start[count] = UInt8(ascii: " ")
        (start + count + 1).update(from: start, count: count)
        used += 2 * count + 1
    }

    /// Writes `value`'s spelling at the end of the chunk (the caller has reserved
    /// ``NumberFormat/fastSpellingCapacity`` bytes) without counting it, and returns its length:
    /// remembered, or spelled and remembered. Nil for a number only the slow path spells.
    @inline(__always)
    private func spelledInChunk(_ value: Double, _ style: NumberFormat.Style) -> Int? {
        let destination = base + used
        guard let spellings else { return NumberFormat.spell(value, style, into: destination) }
        if let count = spellings.copy(value, style, to: destination) { return count }
        guard let count = NumberFormat.spell(value, style, into: destination) else { return nil }
        spellings.remember(value, style, destination, count: count)
        return count
    }

    /// Stores a byte; the caller has reserved room for it.
    @inline(__always)
    private mutating func unsafeAppend(_ byte: UInt8) {
        base[used] = byte
        used += 1
    }
}
