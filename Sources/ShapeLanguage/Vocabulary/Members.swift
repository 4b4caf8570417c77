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
    let read: @Sendable (Receiver, Machine) -> Value?
}

/// The member tables, and member access compiled against them.
enum Members {
    static let node: [Member<NodeID>] = [
        Member(name: "frame", summary: "the node's frame in canvas coordinates (a rect)") { id, machine in
            .rect(machine.frame(of: id))
        },
        Member(name: "radii", summary: "the four resolved corner radii") { id, machine in
            .radii(machine.resolvedNode(id)?.radii ?? .zero)
        },
        Member(name: "name", summary: "the node's name, or nothing") { id, machine in
            machine.scene.tree[id.index].name.map(Value.string) ?? .void
        },
        Member(name: "kind", summary: "the SwiftUI type name, or vstack/hstack") { id, machine in
            .string(machine.scene.tree[id.index].kindName)
        },
        Member(name: "children", summary: "the nodes placed in this one (a list)") { id, machine in
            let children = machine.scene.tree.directChildren(of: id.index).map { Value.node(NodeID($0)) }
            machine.charge(Budget.listWork(children.count))
            return .list(children)
        },
        Member(name: "parent", summary: "the node this one is placed in, or nothing") { id, machine in
            machine.scene.tree[id.index].parent.map { .node(NodeID($0)) } ?? .void
        },
        Member(name: "cornerStyle", summary: ".circular or .continuous, as drawn") { id, machine in
            machine.resolvedNode(id).map { .roundedCornerStyle($0.cornerStyle) }
        },
    ]
    // Shortcuts through `frame` and `radii`: `card.width`, `card.topLeading`.
    + rectMembers.map { member in
        Member(name: member.name, summary: member.summary) { id, machine in member.read(machine.frame(of: id), machine) }
    }.filter { !["origin", "size", "center"].contains($0.name) }
    + Corner.allCases.map { corner in
        Member(name: corner.name, summary: "the resolved \(corner.name) radius") { id, machine in
            .number(machine.resolvedNode(id)?.radii[corner] ?? 0)
        }
    }

    static let rectMembers: [Member<Rect>] = [
        Member(name: "x", summary: "the left edge") { rect, _ in .number(rect.minX) },
        Member(name: "y", summary: "the top edge") { rect, _ in .number(rect.minY) },
        Member(name: "width", summary: "the width") { rect, _ in .number(rect.width) },
        Member(name: "height", summary: "the height") { rect, _ in .number(rect.height) },
        Member(name: "minX", summary: "the left edge") { rect, _ in .number(rect.minX) },
        Member(name: "minY", summary: "the top edge") { rect, _ in .number(rect.minY) },
        Member(name: "maxX", summary: "the right edge") { rect, _ in .number(rect.maxX) },
        Member(name: "maxY", summary: "the bottom edge") { rect, _ in .number(rect.maxY) },
        Member(name: "midX", summary: "the horizontal centre") { rect, _ in .number(rect.midX) },
        Member(name: "midY", summary: "the vertical centre") { rect, _ in .number(rect.midY) },
        Member(name: "origin", summary: "the top-left corner (a point)") { rect, _ in .point(rect.origin) },
        Member(name: "size", summary: "the size") { rect, _ in .size(rect.size) },
        Member(name: "center", summary: "the centre (a point)") { rect, _ in
            .point(Point(x: rect.midX, y: rect.midY))
        },
    ]

    static let point: [Member<Point>] = [
        Member(name: "x", summary: "the horizontal coordinate") { point, _ in .number(point.x) },
        Member(name: "y", summary: "the vertical coordinate") { point, _ in .number(point.y) },
    ]

    static let size: [Member<Size>] = [
        Member(name: "width", summary: "the width") { size, _ in .number(size.width) },
        Member(name: "height", summary: "the height") { size, _ in .number(size.height) },
    ]

    static let radii: [Member<RectangleCornerRadii>] =
        Corner.allCases.map { corner in
            Member(name: corner.name, summary: "the \(corner.name) radius") { radii, _ in .number(radii[corner]) }
        } + [
            Member(name: "isUniform", summary: "whether all four radii are equal") { radii, _ in
                .bool(radii.isUniform)
            },
            Member(name: "max", summary: "the largest radius") { radii, _ in
                .number(Corner.allCases.map { radii[$0] }.max() ?? 0)
            },
            Member(name: "min", summary: "the smallest radius") { radii, _ in
                .number(Corner.allCases.map { radii[$0] }.min() ?? 0)
            },
        ]

    static let insets: [Member<EdgeInsets>] = [
        Member(name: "top", summary: "the top inset") { insets, _ in .number(insets.top) },
        Member(name: "leading", summary: "the leading inset") { insets, _ in .number(insets.leading) },
        Member(name: "bottom", summary: "the bottom inset") { insets, _ in .number(insets.bottom) },
        Member(name: "trailing", summary: "the trailing inset") { insets, _ in .number(insets.trailing) },
    ]

    static let list: [Member<[Value]>] = [
        Member(name: "count", summary: "the number of elements") { items, _ in .number(Double(items.count)) },
        Member(name: "isEmpty", summary: "whether the list has no elements") { items, _ in .bool(items.isEmpty) },
        Member(name: "first", summary: "the first element, or nothing") { items, _ in items.first ?? .void },
        Member(name: "last", summary: "the last element, or nothing") { items, _ in items.last ?? .void },
    ]

    static let string: [Member<String>] = [
        Member(name: "count", summary: "the number of characters") { text, machine in
            machine.charge(Budget.textWork(text.utf8.count))
            return .number(Double(text.count))
        },
        Member(name: "isEmpty", summary: "whether the string is empty") { text, _ in .bool(text.isEmpty) },
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
        Member(name: "minimum", summary: "the minimum of .concentric(minimum:)") { style, _ in
            if case .concentric(let minimum) = style { return .number(minimum) }
            return nil
        },
        Member(name: "radius", summary: "the radius of .fixed(_:)") { style, _ in
            if case .fixed(let radius) = style { return .number(radius) }
            return nil
        },
        Member(name: "isConcentric", summary: "whether the corner follows its container") { style, _ in
            .bool(style.isConcentric)
        },
    ]

    // MARK: - Lookup

    /// The member names a value has, in table order.
    static func names(of value: Value) -> [String] {
        switch value {
        case .node: node.map(\.name)
        case .rect: rectMembers.map(\.name)
        case .point: point.map(\.name)
        case .size: size.map(\.name)
        case .radii: radii.map(\.name)
        case .insets: insets.map(\.name)
        case .list: list.map(\.name)
        case .string: string.map(\.name)
        case .range: range.map(\.name)
        case .device: device.map(\.name)
        case .color: color.map(\.name)
        case .cornerStyle: cornerStyle.map(\.name)
        default: []
        }
    }

    /// Every member name of every kind, sorted, without repeats.
    static let allNames: [String] = {
        let tables: [[String]] = [
            node.map(\.name), rectMembers.map(\.name), point.map(\.name), size.map(\.name), radii.map(\.name),
            insets.map(\.name), list.map(\.name), string.map(\.name), range.map(\.name), device.map(\.name),
            color.map(\.name), cornerStyle.map(\.name),
        ]
        return Set(tables.joined()).sorted()
    }()

    /// A member access compiled once for its name: the reader of each kind that has it, so the
    /// evaluator compares no names at run time.
    struct Access: Sendable {
        let name: String
        private let node: (@Sendable (NodeID, Machine) -> Value?)?
        private let rect: (@Sendable (Rect, Machine) -> Value?)?
        private let point: (@Sendable (Point, Machine) -> Value?)?
        private let size: (@Sendable (Size, Machine) -> Value?)?
        private let radii: (@Sendable (RectangleCornerRadii, Machine) -> Value?)?
        private let insets: (@Sendable (EdgeInsets, Machine) -> Value?)?
        private let list: (@Sendable ([Value], Machine) -> Value?)?
        private let string: (@Sendable (String, Machine) -> Value?)?
        private let range: (@Sendable (RangeValue, Machine) -> Value?)?
        private let device: (@Sendable (Device, Machine) -> Value?)?
        private let color: (@Sendable (Color, Machine) -> Value?)?
        private let cornerStyle: (@Sendable (CornerStyle, Machine) -> Value?)?

        init(_ name: String) {
            func find<R>(_ table: [Member<R>]) -> (@Sendable (R, Machine) -> Value?)? {
                table.first { $0.name == name }?.read
            }
            self.name = name
            node = find(Members.node)
            rect = find(Members.rectMembers)
            point = find(Members.point)
            size = find(Members.size)
            radii = find(Members.radii)
            insets = find(Members.insets)
            list = find(Members.list)
            string = find(Members.string)
            range = find(Members.range)
            device = find(Members.device)
            color = find(Members.color)
            cornerStyle = find(Members.cornerStyle)
        }

        /// The member of `value`, or nil when it has none by this name.
        func read(_ value: Value, _ machine: Machine) -> Value? {
            switch value {
            case .node(let id): node?(id, machine)
            case .rect(let value): rect?(value, machine)
            case .point(let point): self.point?(point, machine)
            case .size(let size): self.size?(size, machine)
            case .radii(let radii): self.radii?(radii, machine)
            case .insets(let insets): self.insets?(insets, machine)
            case .list(let items): list?(items, machine)
            case .string(let text): string?(text, machine)
            case .range(let range): self.range?(range, machine)
            case .device(let device): self.device?(device, machine)
            case .color(let color): self.color?(color, machine)
            case .cornerStyle(let style): cornerStyle?(style, machine)
            default: nil
            }
        }
    }
}

extension Machine {
    /// `value.name`, or an error naming the members the value has.
    func member(_ value: Value, _ access: Members.Access, at range: SourceRange) throws -> Value {
        if let result = access.read(value, self) { return result }
        let known = Members.names(of: value)
        throw error(
            .unknownMember(access.name, of: value, at: range, suggestion: closestMatch(to: access.name, among: known)))
    }

    /// The frame of any node, a stack's included.
    func frame(of id: NodeID) -> Rect {
        resolvedScene().frame(at: id.index)
    }
}
