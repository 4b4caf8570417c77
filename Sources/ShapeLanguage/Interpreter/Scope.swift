// Compile-time scopes: where each name lives, so that compiled code reads a slot instead of
// looking a name up.

/// The names one scope declares, each with its slot in the scope's runtime frame.
final class Scope {
    struct Entry {
        var slot: Int
        var isMutable: Bool
        var declaredAt: SourceRange
        var file: String?
        /// Declared by `func`: may be named before its declaration has run.
        var isFunction: Bool
    }

    enum Kind {
        /// The session's top level: grows as the REPL defines more names.
        case global
        /// A function body: its parameters come first.
        case function
        /// A braced block that declares something.
        case block
        /// The braces of a node or stack: its `let`s are its own, but node names written in it
        /// belong to the enclosing block, so `card.photo`'s name is usable after the card.
        case nodeBody
    }

    let kind: Kind
    let parent: Scope?
    private(set) var entries: [String: Entry] = [:]
    private(set) var slotCount = 0
    /// For a loop's scope: the slot of its variable, when the loop's range is numbers, so that
    /// a shape naming it can be derived again with its value (Compiler+LoopDerivation.swift).
    var fixedLoopSlot: Int?
    /// For a function's scope: the function (``Compiler/functionKey(_:)``), whose calls bind
    /// its parameters to their arguments' expressions (Compiler+CallDerivation.swift).
    var function: String?

    init(kind: Kind, parent: Scope?) { (self.kind, self.parent) = (kind, parent) }

    /// Declares `name` in a fresh slot and returns it; an earlier declaration in this scope is
    /// shadowed (the caller decides whether that is allowed).
    @discardableResult
    func declare(_ name: String, mutable: Bool, at range: SourceRange, file: String?, isFunction: Bool = false) -> Int {
        let slot = slotCount
        slotCount += 1
        entries[name] = Entry(slot: slot, isMutable: mutable, declaredAt: range, file: file, isFunction: isFunction)
        return slot
    }

    /// The entry for `name` in this scope only.
    func local(_ name: String) -> Entry? {
        entries[name]
    }

    /// Finds `name` here or outward: the entry and how many frames out it lives.
    func lookup(_ name: String) -> (entry: Entry, depth: Int)? {
        var scope: Scope? = self
        var depth = 0
        while let current = scope {
            if let entry = current.entries[name] { return (entry, depth) }
            depth += 1
            scope = current.parent
        }
        return nil
    }

    /// Every name visible from here, for "did you mean" and completion.
    var visibleNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names.append(contentsOf: current.entries.keys)
            scope = current.parent
        }
        return names
    }

    /// The scope's names as they are now, to put back if a chunk fails to compile.
    func snapshot() -> (entries: [String: Entry], slotCount: Int) {
        (entries, slotCount)
    }

    func restore(_ snapshot: (entries: [String: Entry], slotCount: Int)) {
        entries = snapshot.entries
        slotCount = snapshot.slotCount
    }

    /// Forgets every name (the REPL's `:reset`).
    func removeAll() {
        entries.removeAll()
        slotCount = 0
    }
}
