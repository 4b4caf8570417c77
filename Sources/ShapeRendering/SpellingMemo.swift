// The spellings of the numbers a buffer wrote lately, found again by their bits: a figure spells
// the same coordinates and radii over and over (a grid's columns, a token's radius).
import ConcentricGeometry

/// A direct-mapped table of recent number spellings, keyed by a number's exact bits and the
/// style it was spelled in; a spelling is copied from here instead of being worked out again.
///
/// Why: spelling a number is about 120 instructions, copying a remembered one about 20, and
/// the 100,000-node benchmark scene spells 2.2 million numbers, nearly all of them repeats
/// (Benchmarks/README.md has the measurement). A spelling depends on nothing but the bits and
/// the style, so the bytes written are the same either way (`SpellingMemoTests`).
///
/// The table is memory of its own (a `Table` frees it), so lookups pay no exclusivity checks;
/// a memo belongs to one buffer and is never shared between threads.
struct SpellingMemo {
    /// One remembered spelling: up to 16 bytes of text, its length and its style's code.
    private struct Entry {
        var bits: UInt64 = 0
        /// The length in the low byte and the style's code above it; 0 for an empty entry.
        var tag: UInt64 = 0
        var text: (UInt64, UInt64) = (0, 0)
    }

    private final class Table {
        let entries: UnsafeMutablePointer<Entry>

        init() {
            entries = UnsafeMutablePointer<Entry>.allocate(capacity: SpellingMemo.size)
            entries.initialize(repeating: Entry(), count: SpellingMemo.size)
        }

        deinit {
            entries.deallocate()
        }
    }

    /// 1,024 entries of 32 bytes: 32 KB, about a first-level data cache.
    private static let size = 1 << 10
    private static let longest = 16

    private let table = Table()
    private var entries: UnsafeMutablePointer<Entry> { table.entries }

    /// Writes the remembered spelling of `value` in `style` at `destination` (room for 16
    /// bytes) and returns its length; nil when it is not remembered.
    @inline(__always)
    func copy(_ value: Double, _ style: NumberFormat.Style, to destination: UnsafeMutablePointer<UInt8>) -> Int? {
        let bits = value.bitPattern
        let entry = entries + SpellingMemo.slot(bits)
        guard entry.pointee.bits == bits, entry.pointee.tag >> 8 == SpellingMemo.code(style) else { return nil }
        let raw = UnsafeMutableRawPointer(destination)
        raw.storeBytes(of: entry.pointee.text.0, toByteOffset: 0, as: UInt64.self)
        raw.storeBytes(of: entry.pointee.text.1, toByteOffset: 8, as: UInt64.self)
        return Int(truncatingIfNeeded: entry.pointee.tag & 0xFF)
    }

    /// Remembers the `count` bytes at `spelled` (16 of them readable) as the spelling of
    /// `value` in `style`; a longer spelling is not kept.
    @inline(__always)
    func remember(_ value: Double, _ style: NumberFormat.Style, _ spelled: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count <= SpellingMemo.longest else { return }
        let bits = value.bitPattern
        let raw = UnsafeRawPointer(spelled)
        entries[SpellingMemo.slot(bits)] = Entry(
            bits: bits, tag: UInt64(count) | SpellingMemo.code(style) << 8,
            text: (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    }

    /// Fibonacci hashing of the bits: nearby coordinates land in different slots.
    @inline(__always)
    private static func slot(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }

    /// A style's code, never 0 (the empty entries' tag).
    @inline(__always)
    private static func code(_ style: NumberFormat.Style) -> UInt64 {
        switch style {
        case .exact: 1
        case .drawing: 2
        case .reading: 3
        }
    }
}
