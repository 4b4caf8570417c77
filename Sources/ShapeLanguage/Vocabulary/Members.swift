// The members of every kind of value, one table per kind. The evaluator reads these tables;
// so do completion, "did you mean" and `shape help language`. A member is named once, here.
import ConcentricGeometry
import ShapeScene

/// One member of a kind of value: `frame` of a node, `midX` of a rect.
struct Member<Receiver>: Sendable {
    let name: String
    /// One line for help and hovers.
    let summary: String
    /// The member's value; nil when this receiver lacks it (`.radius` of a concentric style).
    let read: @Sendable (Receiver, Machine) throws(ScriptError) -> Value?
}

extension Member {
    /// A member that is a number property of its receiver.
    static func number(_ name: String, _ summary: String, _ property: @escaping @Sendable (Receiver) -> Double)
        -> Member
    {
        Member(name: name, summary: summary) { receiver, _ throws(ScriptError) in .number(property(receiver)) }
    }
}

/// The member tables, and member access compiled against them.
enum Members {
    static let node: [Member<NodeID>] =
        [
            Member(name: "frame", summary: "the node's frame in canvas coordinates (a rect)") {
                id, machine throws(ScriptError) in
                machine.query(.frame(id.index))
            },
            Member(name: "radii", summary: "the four resolved corner radii (a node drawn as an ellipse has none)") {
                id, machine throws(ScriptError) in .radii(try machine.cornerRadii(of: id))
            },
            Member(name: "name", summary: "the node's name, or nothing") { id, machine throws(ScriptError) in
                machine.scene.tree.name(of: id.index).map(Value.string) ?? .void
            },
            Member(name: "kind", summary: "the SwiftUI type name, or vstack/hstack") {
                id, machine throws(ScriptError) in
                .string(machine.scene.tree.kindName(of: id.index))
            },
            Member(name: "children", summary: "the nodes placed in this one (a list)") {
                id, machine throws(ScriptError) in
                let children = machine.scene.tree.directChildren(of: id.index).map { Value.node(NodeID($0)) }
                machine.charge(Budget.listWork(children.count))
                return .list(children)
            },
            Member(name: "parent", summary: "the node this one is placed in, or nothing") {
                id, machine throws(ScriptError) in
                machine.scene.tree[id.index].parent.map { .node(NodeID($0)) } ?? .void
            },
            Member(name: "cornerStyle", summary: ".circular or .continuous, as drawn") {
                id, machine throws(ScriptError) in
                guard !machine.scene.tree[id.index].isGroup else { return nil }
                return machine.query(.cornerStyle(id.index))
            },
            Member(
                name: "corners",
                summary:
                    "a ConcentricRectangle's corner styles as written (.concentric, .fixed(r)): topLeading,"
                    + " topTrailing, bottomLeading, bottomTrailing; an empty list for any other shape"
            ) { id, machine in
                guard case .concentric(let rectangle, _)? = machine.scene.tree.shape(of: id.index) else {
                    return .list([])
                }
                return .list(Corner.allCases.map { .cornerStyle(rectangle[$0]) })
            },
        ]
        // Shortcuts through `frame` and `radii`: `card.width`, `card.topLeading`.
        + rectMembers.map { member in
            Member(name: member.name, summary: member.summary) { id, machine throws(ScriptError) in
                guard case .rect(let frame) = machine.query(.frame(id.index)) else { return nil }
                return try member.read(frame, machine)
            }
        }.filter { !["origin", "size", "center"].contains($0.name) }
        + Corner.allCases.map { corner in
            Member(name: corner.name, summary: "the resolved \(corner.name) radius") {
                id, machine throws(ScriptError) in
                .number(try machine.cornerRadii(of: id)[corner])
            }
        }

    static let rectMembers: [Member<Rect>] = [
        .number("x", "the left edge", { $0.minX }), .number("y", "the top edge", { $0.minY }),
        .number("width", "the width", { $0.width }), .number("height", "the height", { $0.height }),
        .number("minX", "the left edge", { $0.minX }), .number("minY", "the top edge", { $0.minY }),
        .number("maxX", "the right edge", { $0.maxX }), .number("maxY", "the bottom edge", { $0.maxY }),
        .number("midX", "the horizontal centre", { $0.midX }), .number("midY", "the vertical centre", { $0.midY }),
        Member(name: "origin", summary: "the top-left corner (a point)") { rect, _ throws(ScriptError) in
            .point(rect.origin)
        },
        Member(name: "size", summary: "the size") { rect, _ throws(ScriptError) in .size(rect.size) },
        Member(name: "center", summary: "the centre (a point)") { rect, _ throws(ScriptError) in
            .point(Point(x: rect.midX, y: rect.midY))
        },
    ]

    static let point: [Member<Point>] = [
        .number("x", "the horizontal coordinate", { $0.x }), .number("y", "the vertical coordinate", { $0.y }),
    ]

    static let size: [Member<Size>] = [
        .number("width", "the width", { $0.width }), .number("height", "the height", { $0.height }),
    ]

    static let radii: [Member<RectangleCornerRadii>] =
        Corner.allCases.map { corner in
            Member(name: corner.name, summary: "the \(corner.name) radius") { radii, _ throws(ScriptError) in
                .number(radii[corner])
            }
        } + [
            Member(name: "isUniform", summary: "whether all four radii are equal") { radii, _ throws(ScriptError) in
                .bool(radii.isUniform)
            },
            Member(name: "max", summary: "the largest radius") { radii, _ throws(ScriptError) in
                .number(Corner.allCases.map { radii[$0] }.max() ?? 0)
            },
            Member(name: "min", summary: "the smallest radius") { radii, _ throws(ScriptError) in
                .number(Corner.allCases.map { radii[$0] }.min() ?? 0)
            },
        ]

    static let insets: [Member<EdgeInsets>] = [
        .number("top", "the top inset", { $0.top }), .number("leading", "the leading inset", { $0.leading }),
        .number("bottom", "the bottom inset", { $0.bottom }),
        .number("trailing", "the trailing inset", { $0.trailing }),
    ]

    static let list: [Member<[Value]>] = [
        Member(name: "count", summary: "the number of elements") { items, _ throws(ScriptError) in
            .number(Double(items.count))
        },
        Member(name: "isEmpty", summary: "whether the list has no elements") { items, _ throws(ScriptError) in
            .bool(items.isEmpty)
        },
        Member(name: "first", summary: "the first element, or nothing") { items, _ throws(ScriptError) in
            items.first ?? .void
        },
        Member(name: "last", summary: "the last element, or nothing") { items, _ throws(ScriptError) in
            items.last ?? .void
        },
    ]

    static let string: [Member<String>] = [
        Member(name: "count", summary: "the number of characters") { text, machine throws(ScriptError) in
            machine.charge(Budget.textWork(text.utf8.count))
            return .number(Double(text.count))
        },
        Member(name: "isEmpty", summary: "whether the string is empty") { text, _ throws(ScriptError) in
            .bool(text.isEmpty)
        },
    ]

    static let range: [Member<RangeValue>] = [
        Member(name: "count", summary: "the number of values") { range, _ in .number(Double(range.count)) },
        Member(name: "lowerBound", summary: "the first value") { range, _ in .number(range.lower) },
        Member(name: "upperBound", summary: "the end") { range, _ in .number(range.upper) },
    ]

    static let device: [Member<Device>] = [
        Member(name: "name", summary: "the preset's name") { device, _ in .string(device.name) },
        Member(name: "width", summary: "the screen width in points") { device, _ in .number(device.size.width) },
        Member(name: "height", summary: "the screen height in points") { device, _ in
            .number(device.size.height)
        },
        Member(name: "size", summary: "the screen size") { device, _ in .size(device.size) },
        Member(name: "cornerRadius", summary: "the display corner radius") { device, _ in
            .number(device.cornerRadius)
        },
        Member(name: "safeArea", summary: "the safe-area insets in portrait") { device, _ in
            .insets(device.safeArea)
        },
        Member(name: "isApproximate", summary: "whether the radius is an estimate") { device, _ in
            .bool(device.isApproximate)
        },
    ]

    static let color: [Member<Color>] = [
        Member(name: "red", summary: "0…255") { color, _ in .number(Double(color.red)) },
        Member(name: "green", summary: "0…255") { color, _ in .number(Double(color.green)) },
        Member(name: "blue", summary: "0…255") { color, _ in .number(Double(color.blue)) },
        Member(name: "opacity", summary: "0…1") { color, _ in .number(color.alpha) },
        Member(name: "hex", summary: "#rrggbb") { color, _ in .string(color.hex) },
    ]

    static let cornerStyle: [Member<CornerStyle>] = [
        Member(name: "minimum", summary: "the minimum of .concentric(minimum:)") { style, _ throws(ScriptError) in
            if case .concentric(let minimum) = style { return .number(minimum) }
            return nil
        },
        Member(name: "radius", summary: "the radius of .fixed(_:)") { style, _ throws(ScriptError) in
            if case .fixed(let radius) = style { return .number(radius) }
            return nil
        },
        Member(name: "isConcentric", summary: "whether the corner follows its container") {
            style, _ throws(ScriptError) in
            .bool(style.isConcentric)
        },
    ]

    // MARK: - Lookup

    /// Every table, with how to find its receiver in a value: the one list lookup, completion
    /// and help go through.
    static let tables: [MemberTable] = [
        MemberTable("node", node) { if case .node(let id) = $0 { id } else { nil } },
        MemberTable("rect", rectMembers) { if case .rect(let rect) = $0 { rect } else { nil } },
        MemberTable("point", point) { if case .point(let point) = $0 { point } else { nil } },
        MemberTable("size", size) { if case .size(let size) = $0 { size } else { nil } },
        MemberTable("radii", radii) { if case .radii(let radii) = $0 { radii } else { nil } },
        MemberTable("insets", insets) { if case .insets(let insets) = $0 { insets } else { nil } },
        MemberTable("list", list) { if case .list(let items) = $0 { items } else { nil } },
        MemberTable("string", string) { if case .string(let text) = $0 { text } else { nil } },
        MemberTable("range", range) { if case .range(let range) = $0 { range } else { nil } },
        MemberTable("device", device) { if case .device(let device) = $0 { device } else { nil } },
        MemberTable("colour", color) { if case .color(let color) = $0 { color } else { nil } },
        MemberTable("corner style", cornerStyle) { if case .cornerStyle(let style) = $0 { style } else { nil } },
    ]

    /// The member names a value has, in table order.
    static func names(of value: Value) -> [String] {
        tables.first { $0.holds(value) }?.names ?? []
    }

    /// Every member name of every kind, sorted, without repeats.
    static let allNames: [String] = Set(tables.flatMap { $0.names }).sorted()

    /// A member access compiled once for its name: the readers of the kinds that have it, so
    /// the evaluator compares no names at run time.
    struct Access: Sendable {
        let name: String
        private let readers: [@Sendable (Value, Machine) throws(ScriptError) -> Value?]

        init(_ name: String) {
            self.name = name
            readers = Members.tables.compactMap { $0.reader(name) }
        }

        /// The member of `value`, or nil when it has none by this name.
        func read(_ value: Value, _ machine: Machine) throws(ScriptError) -> Value? {
            for reader in readers {
                if let result = try reader(value, machine) { return result }
            }
            return nil
        }
    }
}

/// One kind's members, read from any value of that kind.
struct MemberTable: Sendable {
    /// The kind, as messages and help name it.
    let kind: String
    let names: [String]
    let summaries: [String]
    /// Whether a value is of this kind.
    let holds: @Sendable (Value) -> Bool
    /// The reader of member `name` from values of this kind; nil when the kind has no such member.
    let reader: @Sendable (String) -> (@Sendable (Value, Machine) throws(ScriptError) -> Value?)?

    init<Receiver>(
        _ kind: String, _ members: [Member<Receiver>], receiver: @escaping @Sendable (Value) -> Receiver?
    ) {
        self.kind = kind
        names = members.map { $0.name }
        summaries = members.map { $0.summary }
        holds = { receiver($0) != nil }
        reader = { name in
            guard let member = members.first(where: { $0.name == name }) else { return nil }
            return { value, machine throws(ScriptError) in
                guard let receiver = receiver(value) else { return nil }
                return try member.read(receiver, machine)
            }
        }
    }
}

extension Machine {
    /// The drawn corner radii of a node, as a query; an error for a node drawn as an ellipse,
    /// which has no corners.
    func cornerRadii(of id: NodeID) throws(ScriptError) -> RectangleCornerRadii {
        guard case .radii(let radii) = query(.radii(id.index)) else {
            throw error(.noCorners(scene.tree.nameOrKind(of: id.index), at: querySite.range).inFile(querySite.file))
        }
        return radii
    }

    /// `value.name`, or an error naming the members the value has. `range` and `file` locate
    /// the access for the query log.
    func member(_ value: Value, _ access: Members.Access, at range: SourceRange, file: String?) throws(ScriptError)
        -> Value
    {
        querySite = (range, file)
        if case .node(let id) = value, scene.tree[id.index].isRemoved {
            throw error(.removedNode(scene.tree.nameOrKind(of: id.index), at: range))
        }
        if let result = try access.read(value, self) { return result }
        let known = Members.names(of: value)
        throw error(
            .unknownMember(access.name, of: value, at: range, suggestion: closestMatch(to: access.name, among: known)))
    }
}
