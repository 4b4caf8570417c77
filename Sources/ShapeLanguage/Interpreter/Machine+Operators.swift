// Operators and member access on values.
import ConcentricGeometry

extension Machine {
    /// Numbers compare equal within a relative 1e-9, so `47.33 - 8 == 39.33` holds as a reader expects.
    static func approximatelyEqual(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        return abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b))
    }

    func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value {
        switch (op, lhs, rhs) {
        case (.add, .number(let a), .number(let b)): return .number(a + b)
        case (.subtract, .number(let a), .number(let b)): return .number(a - b)
        case (.multiply, .number(let a), .number(let b)): return .number(a * b)
        case (.divide, .number(let a), .number(let b)):
            guard b != 0 else { throw error(.divisionByZero(at: range)) }
            return .number(a / b)
        case (.remainder, .number(let a), .number(let b)):
            guard b != 0 else { throw error(.divisionByZero(at: range)) }
            return .number(a.truncatingRemainder(dividingBy: b))
        case (.less, .number(let a), .number(let b)): return .bool(a < b)
        case (.lessEqual, .number(let a), .number(let b)): return .bool(a <= b)
        case (.greater, .number(let a), .number(let b)): return .bool(a > b)
        case (.greaterEqual, .number(let a), .number(let b)): return .bool(a >= b)
        case (.less, .string(let a), .string(let b)), (.lessEqual, .string(let a), .string(let b)),
            (.greater, .string(let a), .string(let b)), (.greaterEqual, .string(let a), .string(let b)):
            charge(Machine.textWork(Swift.min(a.utf8.count, b.utf8.count)))
            switch op {
            case .less: return .bool(a < b)
            case .lessEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            default: return .bool(a >= b)
            }
        case (.add, .string(let a), .string(let b)):
            let joined = a + b
            try checkString(joined, at: range)
            charge(Machine.textWork(joined.utf8.count))
            return .string(joined)
        case (.add, .list(let a), .list(let b)):
            guard a.count + b.count <= limits.maxListLength else {
                throw error(.listLimit(limits.maxListLength, at: range))
            }
            charge(Machine.listWork(a.count + b.count))
            return .list(a + b)
        case (.equal, _, _):
            return .bool(try equal(lhs, rhs, at: range))
        case (.notEqual, _, _):
            return .bool(!(try equal(lhs, rhs, at: range)))
        case (.and, .bool(let a), .bool(let b)): return .bool(a && b)
        case (.or, .bool(let a), .bool(let b)): return .bool(a || b)
        default:
            throw error(.binaryOperands(op.rawValue, lhs, rhs, at: range))
        }
    }

    /// Equality of values of one type; values of different types are an error, not `false`,
    /// since comparing a node with a number is always a mistake.
    func equal(_ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Bool {
        let near = Machine.approximatelyEqual
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return near(a, b)
        case (.string(let a), .string(let b)):
            charge(Machine.textWork(Swift.min(a.utf8.count, b.utf8.count)))
            return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.color(let a), .color(let b)): return a == b
        case (.point(let a), .point(let b)): return near(a.x, b.x) && near(a.y, b.y)
        case (.size(let a), .size(let b)): return near(a.width, b.width) && near(a.height, b.height)
        case (.rect(let a), .rect(let b)):
            return near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
        case (.insets(let a), .insets(let b)):
            return near(a.top, b.top) && near(a.leading, b.leading) && near(a.bottom, b.bottom)
                && near(a.trailing, b.trailing)
        case (.radii(let a), .radii(let b)):
            return Corner.allCases.allSatisfy { near(a[$0], b[$0]) }
        case (.cornerStyle(let a), .cornerStyle(let b)): return a == b
        case (.roundedCornerStyle(let a), .roundedCornerStyle(let b)): return a == b
        case (.alignment(let a), .alignment(let b)): return a == b
        case (.layoutDirection(let a), .layoutDirection(let b)): return a == b
        case (.shape(let a), .shape(let b)): return a == b
        case (.node(let a), .node(let b)): return a == b
        case (.range(let a), .range(let b)): return a == b
        case (.device(let a), .device(let b)): return a == b
        case (.void, .void): return true
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return false }
            charge(a.count)  // a step per element: each comparison recurses through `equal`
            for (x, y) in zip(a, b) where !(try equal(x, y, at: range)) { return false }
            return true
        default:
            throw error(.binaryOperands("==", lhs, rhs, at: range))
        }
    }

    /// `value.name`.
    func member(_ value: Value, _ name: String, at range: SourceRange) throws -> Value {
        if let result = try memberValue(value, name) { return result }
        let known = Machine.memberNames(of: value)
        throw error(.unknownMember(name, of: value, at: range, suggestion: closestMatch(to: name, among: known)))
    }

    private func memberValue(_ value: Value, _ name: String) throws -> Value? {
        switch value {
        case .node(let id):
            return nodeMember(id, name)
        case .rect(let rect):
            switch name {
            case "x", "minX": return .number(rect.minX)
            case "y", "minY": return .number(rect.minY)
            case "width": return .number(rect.width)
            case "height": return .number(rect.height)
            case "maxX": return .number(rect.maxX)
            case "maxY": return .number(rect.maxY)
            case "midX": return .number(rect.midX)
            case "midY": return .number(rect.midY)
            case "origin": return .point(rect.origin)
            case "size": return .size(rect.size)
            case "center": return .point(Point(x: rect.midX, y: rect.midY))
            default: return nil
            }
        case .point(let point):
            switch name {
            case "x": return .number(point.x)
            case "y": return .number(point.y)
            default: return nil
            }
        case .size(let size):
            switch name {
            case "width": return .number(size.width)
            case "height": return .number(size.height)
            default: return nil
            }
        case .radii(let radii):
            if let corner = Corner.allCases.first(where: { $0.name == name }) { return .number(radii[corner]) }
            switch name {
            case "isUniform": return .bool(radii.isUniform)
            case "max": return .number(Corner.allCases.map { radii[$0] }.max() ?? 0)
            case "min": return .number(Corner.allCases.map { radii[$0] }.min() ?? 0)
            default: return nil
            }
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "leading": return .number(insets.leading)
            case "bottom": return .number(insets.bottom)
            case "trailing": return .number(insets.trailing)
            default: return nil
            }
        case .list(let items):
            switch name {
            case "count": return .number(Double(items.count))
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .void
            case "last": return items.last ?? .void
            default: return nil
            }
        case .string(let text):
            switch name {
            case "count":
                charge(Machine.textWork(text.utf8.count))
                return .number(Double(text.count))
            case "isEmpty": return .bool(text.isEmpty)
            default: return nil
            }
        case .range(let range):
            switch name {
            case "count": return .number(Double(range.count))
            case "lowerBound": return .number(range.lower)
            case "upperBound": return .number(range.upper)
            default: return nil
            }
        case .device(let device):
            switch name {
            case "name": return .string(device.name)
            case "width": return .number(device.size.width)
            case "height": return .number(device.size.height)
            case "size": return .size(device.size)
            case "cornerRadius": return .number(device.cornerRadius)
            case "safeArea": return .insets(device.safeArea)
            case "isApproximate": return .bool(device.isApproximate)
            default: return nil
            }
        case .color(let color):
            switch name {
            case "red": return .number(Double(color.red))
            case "green": return .number(Double(color.green))
            case "blue": return .number(Double(color.blue))
            case "opacity": return .number(color.alpha)
            case "hex": return .string(color.hex)
            default: return nil
            }
        case .cornerStyle(let style):
            switch (name, style) {
            case ("minimum", .concentric(let minimum)): return .number(minimum)
            case ("radius", .fixed(let radius)): return .number(radius)
            case ("isConcentric", _): return .bool(style.isConcentric)
            default: return nil
            }
        default:
            return nil
        }
    }

    private func nodeMember(_ id: NodeID, _ name: String) -> Value? {
        let record = graph.records[id.index]
        switch name {
        case "frame": return .rect(layout.frames[id.index])
        case "radii": return .radii(layout.radii[id.index])
        case "name": return record.name.map(Value.string) ?? .void
        case "kind":
            switch record.kind {
            case .node(_, let shape): return .string(shape.kindName)
            case .stack(let axis, _, _): return .string(axis.rawValue)
            }
        case "children":
            let children = graph.children(of: id.index).map { Value.node(NodeID($0)) }
            charge(Machine.listWork(children.count))
            return .list(children)
        case "parent":
            return record.parent.map { .node(NodeID($0)) } ?? .void
        case "cornerStyle":
            if case .node = record.kind { return .roundedCornerStyle(layout.cornerStyle(of: id.index, graph)) }
            return nil
        case "x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY":
            let frame = layout.frames[id.index]
            let values = [
                "x": frame.minX, "y": frame.minY, "width": frame.width, "height": frame.height, "minX": frame.minX,
                "minY": frame.minY, "maxX": frame.maxX, "maxY": frame.maxY, "midX": frame.midX, "midY": frame.midY,
            ]
            return values[name].map(Value.number)
        case "topLeading", "topTrailing", "bottomLeading", "bottomTrailing":
            let radii = layout.radii[id.index]
            return Corner.allCases.first { $0.name == name }.map { .number(radii[$0]) }
        default: return nil
        }
    }

    /// Every member name any value has, sorted.
    static let allMemberNames: [String] = {
        let samples: [Value] = [
            .node(NodeID(0)), .rect(.zero), .point(.zero), .size(.zero), .radii(.zero), .insets(.zero), .list([]),
            .string(""), .range(RangeValue(lower: 0, upper: 0, closed: false)), .color(.black),
            .cornerStyle(.concentric),
            .device(Device(name: "", size: .zero, cornerRadius: 0, safeArea: .zero, isApproximate: false)),
        ]
        return Set(samples.flatMap(memberNames)).sorted()
    }()

    /// Member names a value has, for "did you mean" and completion.
    static func memberNames(of value: Value) -> [String] {
        switch value {
        case .node:
            [
                "frame", "radii", "name", "kind", "children", "parent", "cornerStyle", "x", "y", "width", "height",
                "minX", "minY", "maxX", "maxY", "midX", "midY", "topLeading", "topTrailing", "bottomLeading",
                "bottomTrailing",
            ]
        case .rect:
            ["x", "y", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY", "origin", "size", "center"]
        case .point: ["x", "y"]
        case .size: ["width", "height"]
        case .radii: Corner.allCases.map(\.name) + ["isUniform", "max", "min"]
        case .insets: ["top", "leading", "bottom", "trailing"]
        case .list: ["count", "isEmpty", "first", "last"]
        case .string: ["count", "isEmpty"]
        case .range: ["count", "lowerBound", "upperBound"]
        case .device: ["name", "width", "height", "size", "cornerRadius", "safeArea", "isApproximate"]
        case .color: ["red", "green", "blue", "opacity", "hex"]
        case .cornerStyle: ["minimum", "radius", "isConcentric"]
        default: []
        }
    }
}
