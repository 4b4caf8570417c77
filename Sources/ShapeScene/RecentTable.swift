// A table of values that a million nodes share a handful of: each distinct value stored once and
// found again by a 32-bit index, without hashing.
import ConcentricGeometry

/// Distinct values by index, a new one looked for among the last few added.
///
/// A loop that makes a million nodes from two declarations comes round to the same few values
/// again and again, so comparing with the most recent eight finds nearly every one; a value met
/// earlier than that is stored again, which costs a slot and nothing else. The values need
/// only be `Equatable`: hashing a shape or a source range at every node would cost more than
/// the comparisons. (`Equatable` is asked of the method, not the type: a type that requires it
/// has its metadata made at run time with a conformance check against all 3,700 records, 240k
/// instructions, 5% of a one-shape render.)

public struct RecentTable<Element: Sendable>: Sendable {
    @usableFromInline var stored: [Element] = []
    /// Indices of the most recently added values, newest first.
    @usableFromInline var recent: [UInt32] = []
    /// How many recent values a new one is compared with.
    @inlinable static var recentLimit: Int { 8 }

    public init() {}

    /// Every value, by index.
    public var values: [Element] { stored }

    @inlinable public subscript(index: UInt32) -> Element { stored[Int(index)] }
}

extension RecentTable where Element: Equatable {
    /// The index of `value`, added when it is not among the recent ones. Inlinable, so that a
    /// table of another module's values (the language's `NodeSites`) compares them directly:
    /// unspecialised, each comparison and copy went through the type's witness tables.
    @inlinable public mutating func index(of value: Element) -> UInt32 {
        // The same bits are the same value (a loop's nodes share their shape's box, their
        // site's file string): found without `==`, which for a shape compares every corner.
        // Different bits may still be equal (unused bytes of an enum), so `==` has the last word.
        for index in recent where Self.haveSameBits(stored[Int(index)], value) { return index }
        for index in recent where stored[Int(index)] == value { return index }
        let index = UInt32(stored.count)
        stored.append(value)
        recent.insert(index, at: 0)
        if recent.count > Self.recentLimit { recent.removeLast() }
        return index
    }

    @inlinable static func haveSameBits(_ a: Element, _ b: Element) -> Bool {
        withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in
                guard let first = a.baseAddress, let second = b.baseAddress else { return a.count == b.count }
                return CLibrary.bytesEqual(first, second, a.count)
            }
        }
    }
}
