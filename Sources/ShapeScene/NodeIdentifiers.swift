// Stable node ids, unique in a scene: what SVG, JSON, HTML, CSS, design tokens and SwiftUI
// comments call each node. Names as written; unnamed nodes named after their place in the tree.
import ConcentricGeometry

/// Every drawn node's id, worked out once per scene and kept as bytes.
///
/// The rules, in order:
/// - A **named** node's id is its name, reduced to ASCII letters, digits and `_` (anything else
///   becomes `_`, and a name that does not start with a letter or `_` gets a `_` in front). A
///   name met again (a node made in a loop) gets `-2`, `-3`… in creation order.
/// - An **unnamed** node's id is its path: `parentId-kindPrefix-N`, where the parent is the
///   drawn node it is placed in (stacks looked through), the prefix is its kind with a lower-case
///   first letter (`concentricRectangle`), and `N` counts, from 1, the unnamed siblings of the
///   same kind up to and including it. At the top level there is no parent: `capsule-1`.
/// - An **unnamed** node placed in a **named stack** (`vstack rows { … }`, with only stacks
///   between them) is named after the stack instead: `rows-N`, `N` counting from 1 the stack's
///   unnamed drawn nodes of any kind. The stack's own id (which the CSS and HTML outputs call
///   its element) is its name as an id, with `-2`, `-3`… when that id, or one of its children's,
///   is taken by a node or an earlier stack.
/// - `canvas` and `annotations` are the outputs' own ids, so a name that would take one gets
///   `-2`.
///
/// Why this is unique without a table of every id: a name's id never contains `-`, and a
/// generated id always ends in `-kindPrefix-N` after its parent's (unique) id, so two ids can
/// only meet at the top level, where `capsule-2` could be both a repeated name `capsule` and the
/// second unnamed capsule. A repeated name therefore skips the suffixes the top level's unnamed
/// nodes of that kind use. A named stack's id is chosen against a table, but only of the named
/// nodes and stacks: its children's `S-N` ends in digits after an id that never ends in a kind
/// (a stack named `capsule` skips the top level's capsules as a name does), and `S` is taken once
/// chosen, with the suffixes of its children, so no later stack or child meets them.
///
/// A path grows with depth, so a parent id of ``maximumPathLength`` bytes or more is not
/// repeated: the child is `kindPrefix-N-in-T` instead, `T` being the parent's tree index (no
/// generated id has `in` where a kind goes, so these stay unique). Only scripts that nest
/// unnamed nodes dozens deep meet this; it keeps ids of a deep chain linear in size.
///
/// Ids are kept in one byte array, in node order: a million nodes are one allocation, not a
/// million strings, and writers copy an id's bytes without building a `String`.
public struct NodeIdentifiers: Sendable {
    /// The ids, one after another, by node index.
    private var bytes: [UInt8] = []
    /// Node `i`'s id is `bytes[offsets[i]..<offsets[i + 1]]`; empty for stacks and removed nodes.
    private var offsets: [Int]
    /// The named stacks' ids, by tree index; empty when no stack is named.
    private var stackIds: [Int: String] = [:]

    /// The ids the outputs use themselves.
    public static let reserved = ["canvas", "annotations"]
    /// A parent id this long or longer is not repeated in its children's ids.
    public static let maximumPathLength = 96

    /// The number of node indices covered (the tree's count).
    public var count: Int { offsets.count - 1 }

    /// The id of the node at tree index `index`; empty for a stack or a removed node.
    public func id(of index: Int) -> String {
        withUTF8(of: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The id of named stack `index` (`rows` for `vstack rows { … }`); nil for any other node.
    public func stackId(of index: Int) -> String? { stackIds[index] }

    /// Calls `body` with the id's UTF-8 bytes, without building a String.
    @inlinable
    public func withUTF8<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = byteRange(of: index)
        return bytesWithPointer { all in body(UnsafeBufferPointer(rebasing: all[range])) }
    }

    @usableFromInline
    func byteRange(of index: Int) -> Range<Int> { offsets[index]..<offsets[index + 1] }

    @usableFromInline
    func bytesWithPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }

    /// `name` as an id: ASCII letters, digits and `_`, starting with a letter or `_`.
    public static func sanitize(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, isASCIIIdentifierContinue(UInt8(scalar.value)) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_"
            }
        }
        guard let first = result.utf8.first, !isDigit(first) else { return "_" + result }
        return result
    }

    /// `RoundedRectangle` → `roundedRectangle`: the kind's part of a generated id.
    public static func prefix(forKind kind: String) -> String {
        kind.prefix(1).lowercased() + kind.dropFirst()
    }

    /// An ASCII letter, digit or `_`: the ASCII bytes an identifier of the language continues
    /// with. The lexer reads names by it and a generated id is made of them, so that every id
    /// is a name a script can write. Inlinable: the lexer asks it of every byte of every name.
    @inlinable
    public static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

extension NodeIdentifiers {
    /// The ids of every drawn node of `tree`, placed as `links` says.
    init(tree: SceneTree, links: NodeLinks) {
        let count = tree.count
        offsets = [Int](repeating: 0, count: count + 1)
        let kinds = NodeIdentifiers.kindSlots(tree)
        let stacks = NodeIdentifiers.namedStacks(tree)
        let ordinals = NodeIdentifiers.ordinals(tree, links, kinds, stacks)
        let names = NodeIdentifiers.nameIds(tree, links, kinds, stacks)
        if !stacks.isEmpty {
            stackIds = NodeIdentifiers.stackIds(tree, links, kinds, stacks, names, ordinals)
        }
        // Most ids are a kind and a number, or a parent's id and those: about 48 bytes at most.
        bytes.reserveCapacity(count * 48)
        var parentBytes: [UInt8] = []
        for index in 0..<count {
            defer { offsets[index + 1] = bytes.count }
            guard !tree[index].isRemoved, !tree[index].isGroup else { continue }
            if !names.isEmpty, let name = names[index] {
                bytes.append(contentsOf: name.utf8)
                continue
            }
            if !stacks.isEmpty, stacks[index] >= 0, let stack = stackIds[Int(stacks[index])] {
                bytes.append(contentsOf: stack.utf8)
                bytes.append(UInt8(ascii: "-"))
                appendDigits(Int(ordinals[index]))
                continue
            }
            let prefix = NodeIdentifiers.kindPrefixes[Int(kinds[index])]
            let owner = Int(links.owners[index])
            if owner >= 0 {
                let parent = byteRange(of: owner)
                if parent.count < NodeIdentifiers.maximumPathLength {
                    // Copied through a scratch array: appending a slice of `bytes` to itself
                    // would copy the whole array.
                    parentBytes.removeAll(keepingCapacity: true)
                    parentBytes.append(contentsOf: bytes[parent])
                    bytes.append(contentsOf: parentBytes)
                    bytes.append(UInt8(ascii: "-"))
                    appendGenerated(prefix, ordinals[index])
                } else {
                    appendGenerated(prefix, ordinals[index])
                    bytes.append(contentsOf: "-in-".utf8)
                    appendDigits(owner)
                }
            } else {
                appendGenerated(prefix, ordinals[index])
            }
        }
    }

    private mutating func appendGenerated(_ prefix: String, _ ordinal: Int32) {
        bytes.append(contentsOf: prefix.utf8)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(Int(ordinal))
    }

    /// The decimal digits of `value` (≥ 0), without building a String.
    private mutating func appendDigits(_ value: Int) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// One slot per kind prefix (a resolved `ConcentricRectangle` shares the concentric one).
    private static let kindPrefixes = [
        "rectangle", "roundedRectangle", "unevenRoundedRectangle", "capsule", "circle", "ellipse",
        "concentricRectangle",
    ]

    private static func kindSlot(_ shape: NodeShape) -> UInt8 {
        switch shape {
        case .fixed(.rectangle): 0
        case .fixed(.roundedRectangle): 1
        case .fixed(.unevenRoundedRectangle): 2
        case .fixed(.capsule): 3
        case .fixed(.circle): 4
        case .fixed(.ellipse): 5
        case .fixed(.resolvedConcentric), .concentric: 6
        }
    }

    /// Each drawn node's kind slot, by index. Worked out once per entry of the tree's table of
    /// kinds, not per node: a node's shape is a boxed value, and copying it out of the tree
    /// counts a reference on the box, which the resolver counts on too while the ids of a large
    /// scene are made beside it (SceneResolver), the two processors taking the count in turns.
    private static func kindSlots(_ tree: SceneTree) -> [UInt8] {
        let slotOfKind = tree.kinds.values.map { kind -> UInt8 in
            if case .shape(_, let shape) = kind { return kindSlot(shape) }
            return 0
        }
        var slots = [UInt8](repeating: 0, count: tree.count)
        for index in 0..<tree.count { slots[index] = slotOfKind[Int(tree[index].kindIndex)] }
        return slots
    }

    /// Each unnamed drawn node's named stack: the nearest stack named in the script between it
    /// and the node it is placed in, by index, -1 for none; empty when no stack is named.
    private static func namedStacks(_ tree: SceneTree) -> [Int32] {
        guard tree.mayHaveNamedNodes,
            (0..<tree.count).contains(where: { tree[$0].isGroup && tree[$0].hasName && !tree[$0].isRemoved })
        else { return [] }
        var stacks = [Int32](repeating: -1, count: tree.count)
        for index in 0..<tree.count where !tree[index].isRemoved && !tree[index].isGroup && !tree[index].hasName {
            var parent = tree[index].parent
            while let group = parent, tree[group].isGroup {
                if tree[group].hasName {
                    stacks[index] = Int32(group)
                    break
                }
                parent = tree[group].parent
            }
        }
        return stacks
    }

    /// Whether unnamed node `index` is named after a stack (`stacks` from ``namedStacks(_:)``).
    private static func inNamedStack(_ index: Int, _ stacks: [Int32]) -> Bool {
        !stacks.isEmpty && stacks[index] >= 0
    }

    /// Each unnamed node's `N`: its place among the unnamed siblings of its kind, from 1, or in a
    /// named stack among the stack's unnamed nodes.
    private static func ordinals(
        _ tree: SceneTree, _ links: NodeLinks, _ kinds: [UInt8], _ stacks: [Int32]
    ) -> [Int32] {
        var ordinals = [Int32](repeating: 0, count: tree.count)
        var counters = [Int32](repeating: 0, count: kindPrefixes.count)
        var stackCounters: [Int32: Int32] = [:]
        func number(_ siblings: ArraySlice<Int32>) {
            for slot in counters.indices { counters[slot] = 0 }
            for sibling in siblings where !tree[Int(sibling)].hasName {
                if inNamedStack(Int(sibling), stacks) {
                    // Siblings come in creation order, and a stack's nodes are siblings.
                    let stack = stacks[Int(sibling)]
                    let count = (stackCounters[stack] ?? 0) + 1
                    stackCounters[stack] = count
                    ordinals[Int(sibling)] = count
                    continue
                }
                let slot = Int(kinds[Int(sibling)])
                counters[slot] += 1
                ordinals[Int(sibling)] = counters[slot]
            }
        }
        number(links.roots[...])
        let offsets = links.childOffsets
        for index in 0..<tree.count where offsets[index + 1] > offsets[index] {
            number(links.childList[Int(offsets[index])..<Int(offsets[index + 1])])
        }
        return ordinals
    }

    /// The id of every named node, by index: its name sanitized, with `-2`, `-3`… when it
    /// repeats. Nil for unnamed nodes; empty when no node is named. Suffixes skip the reserved
    /// ids and the top level's generated ids (`capsule-1`…`capsule-K` when K unnamed capsules
    /// are at the top).
    private static func nameIds(
        _ tree: SceneTree, _ links: NodeLinks, _ kinds: [UInt8], _ stacks: [Int32]
    ) -> [String?] {
        guard tree.mayHaveNamedNodes else { return [] }
        var ids = [String?](repeating: nil, count: tree.count)
        var topLevel: [String: Int] = [:]
        var seen: [String: Int] = [:]
        var topLevelCounted = false
        for index in 0..<tree.count {
            guard !tree[index].isRemoved, !tree[index].isGroup, let name = tree.name(of: index) else { continue }
            var base = name
            if base.utf8.isEmpty || !base.utf8.allSatisfy(isASCIIIdentifierContinue) || isDigit(base.utf8.first ?? 0) {
                base = sanitize(name)
            }
            let previous = seen[base]
            if previous == nil, !reserved.contains(base) {
                seen[base] = 1
                ids[index] = base
                continue
            }
            if !topLevelCounted {
                topLevelCounted = true
                topLevel = topLevelCounts(tree, links, kinds, stacks)
            }
            let suffix = max(previous ?? 1, topLevel[base] ?? 0) + 1
            seen[base] = suffix
            ids[index] = base + "-" + String(suffix)
        }
        return ids
    }

    /// How many top-level unnamed nodes of each kind prefix there are: the top level's generated
    /// ids are `prefix-1`…`prefix-K`.
    private static func topLevelCounts(
        _ tree: SceneTree, _ links: NodeLinks, _ kinds: [UInt8], _ stacks: [Int32]
    ) -> [String: Int] {
        var counts: [String: Int] = [:]
        for root in links.roots where !tree[Int(root)].hasName && !inNamedStack(Int(root), stacks) {
            counts[kindPrefixes[Int(kinds[Int(root)])], default: 0] += 1
        }
        return counts
    }

    /// Each named stack's id, by index: its name as an id, then `-2`, `-3`… past the ids taken by
    /// named nodes, the reserved ones and earlier stacks, and past the suffixes an id's own
    /// children (`S-1`…`S-N`) or the top level's unnamed nodes (`capsule-1`…) use.
    private static func stackIds(
        _ tree: SceneTree, _ links: NodeLinks, _ kinds: [UInt8], _ stacks: [Int32], _ names: [String?],
        _ ordinals: [Int32]
    ) -> [Int: String] {
        var taken = Set(reserved)
        for case let name? in names { taken.insert(name) }
        // The largest `-N` in use after each id that is not itself taken (a kind prefix) or is.
        var suffixes = topLevelCounts(tree, links, kinds, stacks)
        var children: [Int32: Int] = [:]
        for index in stacks.indices where stacks[index] >= 0 {
            children[stacks[index]] = max(children[stacks[index]] ?? 0, Int(ordinals[index]))
        }
        var ids: [Int: String] = [:]
        for index in 0..<tree.count {
            guard tree[index].isGroup, !tree[index].isRemoved, let name = tree.name(of: index) else { continue }
            let base = sanitize(name)
            var id = base
            var suffix = 1
            while taken.contains(id) || (suffixes[id] ?? 0) > 0 {
                suffix = max(suffix, suffixes[base] ?? 0) + 1
                id = base + "-" + String(suffix)
            }
            taken.insert(id)
            suffixes[id] = children[Int32(index)] ?? 0
            ids[index] = id
        }
        return ids
    }
}
