// A table of values that a million nodes share a handful of: each distinct value stored once and
// found again by a 32-bit index, without hashing.

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
    public private(set) var values: [Element] = []
    /// Indices of the most recently added values, newest first.
    private var recent: [UInt32] = []
    /// How many recent values a new one is compared with.
    private static var recentLimit: Int { 8 }

    public init() {}

    @inlinable public subscript(index: UInt32) -> Element { values[Int(index)] }
}

extension RecentTable where Element: Equatable {
    /// The index of `value`, added when it is not among the recent ones.
    public mutating func index(of value: Element) -> UInt32 {
        for position in recent.indices where values[Int(recent[position])] == value {
            return recent[position]
        }
        let index = UInt32(values.count)
        values.append(value)
        recent.insert(index, at: 0)
        if recent.count > Self.recentLimit { recent.removeLast() }
        return index
    }
}
