// The names a session knows, for completion, "did you mean" and help: its nodes and globals,
// and the vocabulary's builtins, commands, labels, members and devices.
import ConcentricGeometry
import ShapeScene

extension Session {
    /// Names of nodes, in creation order, without repeats.
    public var nodeNames: [String] {
        var seen: Set<String> = []
        let tree = machine.scene.tree
        return tree.nodes.indices.compactMap { index in
            guard !tree[index].isRemoved, !tree[index].isGroup, let name = tree.name(of: index),
                seen.insert(name).inserted
            else {
                return nil
            }
            return name
        }
    }

    /// Names the session has declared at the top level, sorted.
    public var globalNames: [String] {
        machine.globalScope.visibleNames.sorted()
    }

    /// Builtin function and constant names, and the clock's (`time`, `progress`), sorted.
    public static var builtinNames: [String] {
        (Array(Builtins.globals.keys) + ClockValue.allCases.map { $0.rawValue }).sorted()
    }

    /// Implicit member names (`concentric`, `continuous`, `topLeading`, …), sorted.
    public static var implicitMemberNames: [String] {
        Set(Builtins.implicitMembers.keys).union(Builtins.implicitCalls.keys).sorted()
    }

    /// The words that start a placement or style command inside a node's braces.
    public static var commandWords: [String] {
        CommandWord.allCases.map { $0.rawValue }
    }

    /// Every argument label the builtins and statements take, sorted.
    public static var argumentLabels: [String] {
        Signatures.allLabels
    }

    /// The labels a call to `callee` takes (`RoundedRectangle`, `.concentric`, `canvas`,
    /// `vstack`, `label`, `padding`), sorted; nil when `callee` takes none the language knows of.
    public static func argumentLabels(of callee: String) -> [String]? {
        Signatures.labels(of: callee)?.sorted()
    }

    /// What a call to `callee` takes, for completion: its labels in order and whether some
    /// argument goes without one. Functions the session declared come first, then builtins and
    /// statements; nil when `callee` is none of these.
    public func call(_ callee: String) -> (labels: [String], takesUnlabelled: Bool)? {
        if !callee.hasPrefix("."), let (entry, _) = machine.globalScope.lookup(callee),
            entry.slot < machine.globalFrame.count
        {
            switch machine.globalFrame.slots[entry.slot] {
            case .function(let function):
                return (function.labels.compactMap { $0 }, function.labels.contains(nil))
            case .builtin(let builtin):
                return (
                    builtin.signature.namedLabels,
                    builtin.signature.labels.contains("_") || builtin.signature.isVariadic
                )
            default:
                return nil
            }
        }
        guard let signature = Signatures.signature(of: callee) else { return nil }
        return (signature.namedLabels, signature.labels.contains("_") || signature.isVariadic)
    }

    /// Every member name of every kind of value, sorted.
    public static var allMemberNames: [String] {
        Members.allNames
    }

    /// The members of the value a dotted path of names leads to (`["card", "frame"]`), for
    /// completion; every member name when the path names no value the session knows. Reads
    /// values only: nothing is called.
    public func memberNames(of path: [String]) -> [String] {
        guard let first = path.first else { return [] }
        var value: Value
        if let (entry, _) = machine.globalScope.lookup(first), entry.slot < machine.globalFrame.count {
            value = machine.globalFrame.slots[entry.slot]
        } else if let builtin = Builtins.globals[first] {
            value = builtin
        } else {
            return Session.allMemberNames
        }
        // Completion reads values; it is not the script asking, so nothing is logged.
        machine.queries.isSuspended = true
        defer { machine.queries.isSuspended = false }
        for name in path.dropFirst() {
            guard let next = try? Members.Access(name).read(value, machine) else { return [] }
            value = next
        }
        return Members.names(of: value).sorted()
    }

    /// Device preset names.
    public static var deviceNames: [String] {
        Device.presets.map { $0.name }
    }
}
