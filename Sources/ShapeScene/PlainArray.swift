// An array of plain values (no references inside) that grows in place: what a scene keeps one
// of per node, for a million nodes.
import ConcentricGeometry

/// A growable array of plain values, with value semantics, that grows by `realloc`.
///
/// `Array` grows by allocating twice the room and copying into it, so a million-node scene
/// built one node at a time touches every page of its per-node arrays about twice, and each
/// first touch is a page fault: in a million-node render those copies were half of the
/// process's 110,000 page faults. `realloc` of a large block moves its pages instead
/// (`mremap` on Linux, the same on Darwin), so growing copies nothing and faults in only the
/// pages that are written. Reading is as fast as `Array`'s: one pointer to contiguous memory.
///
/// `Element` must hold no references (no strings, no classes, no indirect enums): its bytes
/// are moved by `realloc` and never retained or released. Checked on creation.
///
/// The pointer and the count live in the struct, so reading an element is a load, not a
/// call through a class (whose properties Swift checks for exclusive access at run time);
/// the class only owns the memory, frees it, and tells whether a copy shares it.

public struct PlainArray<Element>: RandomAccessCollection, MutableCollection, @unchecked Sendable {
    /// Owns the memory; shared between copies until one of them changes.
    @usableFromInline final class Owner {
        @usableFromInline var base: UnsafeMutablePointer<Element>

        @inlinable init(_ base: UnsafeMutablePointer<Element>) { self.base = base }

        deinit { CLibrary.deallocate(base) }
    }

    @usableFromInline var owner: Owner
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int
    @usableFromInline var storedCount = 0

    @inlinable public init() {
        precondition(_isPOD(Element.self), "PlainArray holds only plain values")
        capacity = 16
        base = PlainArray.allocate(capacity)
        owner = Owner(base)
    }

    @inlinable public init(repeating value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        base.initialize(repeating: value, count: count)
        storedCount = count
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { storedCount }
    @inlinable public var count: Int { storedCount }

    @inlinable public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        _modify {
            precondition(index >= 0 && index < count, "index out of range")
            makeUnique()
            yield &base[index]
        }
    }

    @inlinable public mutating func append(_ element: Element) {
        makeUnique()
        if count == capacity { reserveCapacity(count + 1) }
        (base + count).initialize(to: element)
        storedCount += 1
    }

    /// Makes room for `needed` elements, at least doubling: `realloc` moves the pages of a
    /// large block rather than copying them.
    @inlinable public mutating func reserveCapacity(_ needed: Int) {
        makeUnique()
        guard needed > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = CLibrary.reallocate(base, newCapacity * MemoryLayout<Element>.stride) else {
            fatalError("out of memory for \(newCapacity) scene entries")
        }
        base = memory.bindMemory(to: Element.self, capacity: newCapacity)
        owner.base = base
        capacity = newCapacity
    }

    /// Empties the array (its memory goes with it when no copy shares it).
    @inlinable public mutating func removeAll() {
        self = PlainArray()
    }

    /// Calls `body` with the elements as one buffer.
    @inlinable public func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(owner) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inlinable static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Element> {
        guard let memory = CLibrary.allocate(Swift.max(capacity, 1) * MemoryLayout<Element>.stride) else {
            fatalError("out of memory for \(capacity) scene entries")
        }
        return memory.bindMemory(to: Element.self, capacity: capacity)
    }

    /// Gives this copy memory of its own when another copy shares it.
    @inlinable mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&owner) else { return }
        let copy = PlainArray.allocate(capacity)
        copy.update(from: base, count: count)
        (base, owner) = (copy, Owner(copy))
    }
}

extension PlainArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init()
        for element in elements { append(element) }
    }
}

extension PlainArray: Equatable where Element: Equatable {
    public static func == (left: PlainArray, right: PlainArray) -> Bool {
        left.elementsEqual(right)
    }
}
