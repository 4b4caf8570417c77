// The names every script starts with: math, geometry values, colours, devices and queries.
// Shape constructors and implicit members (`.concentric`) are in Builtins+Shapes.swift.
import ConcentricGeometry
import ShapeScene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum Builtins {
    /// Global names, looked up when no variable has the name.
    static let globals: [String: Value] = {
        var table: [String: Value] = ["pi": .number(Double.pi)]
        for builtin in math + values + queries + shapeConstructors {
            table[builtin.name] = .builtin(builtin)
        }
        return table
    }()

    /// Every label a builtin, a shape constructor, `canvas`, a stack or `label` takes, for
    /// completion. Kept beside the builtins; `BuiltinsTests` checks it against them.
    static let argumentLabels: [String] = [
        "alignment", "all", "bottom", "bottomLeading", "bottomLeadingCorner", "bottomLeadingRadius", "bottomTrailing",
        "bottomTrailingCorner", "bottomTrailingRadius", "color", "cornerRadii", "cornerRadius", "corners", "fill",
        "height", "horizontal", "in", "isUniform", "layoutDirection", "leading", "minimum", "of", "opacity",
        "safeArea", "size", "spacing", "style", "top", "topLeading", "topLeadingCorner", "topLeadingRadius",
        "topTrailing", "topTrailingCorner", "topTrailingRadius", "trailing", "uniformBottomCorners",
        "uniformLeadingCorners", "uniformTopCorners", "uniformTrailingCorners", "vertical", "width", "x", "y",
    ]

    /// A builtin from a name and its body.
    static func make(_ name: String, _ body: @escaping (Machine, inout CallArguments) throws -> Value) -> Builtin {
        Builtin(name: name, call: body)
    }

    /// A one-argument math function.
    private static func unary(_ name: String, _ function: @escaping (Double) -> Double) -> Builtin {
        make(name) { _, call in
            let argument = try call.positional(1)[0]
            return .number(function(try call.number(argument)))
        }
    }

    /// `min(a, b, …)`/`max(a, b, …)` over numbers, or over one list of numbers.
    private static func extreme(_ name: String, _ pick: @escaping (Double, Double) -> Double) -> Builtin {
        make(name) { machine, call in
            var arguments = call.arguments
            if arguments.count == 1, case .list(let items) = arguments[0].value {
                machine.charge(items.count)  // a step per element: each becomes an argument
                arguments = items.map { CallArgument(label: nil, value: $0, range: arguments[0].range) }
            }
            guard let first = arguments.first else {
                throw ScriptError(.arity(callee: name, expected: "at least 1", found: 0, at: call.range))
            }
            var result = try call.number(first)
            for argument in arguments.dropFirst() {
                result = pick(result, try call.number(argument))
            }
            return .number(result)
        }
    }

    static let math: [Builtin] = [
        extreme("min", { Swift.min($0, $1) }),
        extreme("max", { Swift.max($0, $1) }),
        unary("abs", { Swift.abs($0) }),
        make("sqrt") { _, call in
            let argument = try call.positional(1)[0]
            let value = try call.number(argument)
            guard value >= 0 else {
                throw ScriptError(.outOfRange(callee: "sqrt", value: value, range: "0 or more", at: argument.range))
            }
            return .number(value.squareRoot())
        },
        unary("round", { $0.rounded() }),
        unary("floor", { $0.rounded(.down) }),
        unary("ceil", { $0.rounded(.up) }),
        unary("sin", { sin($0) }),
        unary("cos", { cos($0) }),
        unary("tan", { tan($0) }),
        make("atan2") { _, call in
            let arguments = try call.positional(2)
            return .number(atan2(try call.number(arguments[0]), try call.number(arguments[1])))
        },
        make("pow") { _, call in
            let arguments = try call.positional(2)
            let result = pow(try call.number(arguments[0]), try call.number(arguments[1]))
            guard result.isFinite else {
                throw ScriptError(.notFinite(callee: "pow", value: result, at: call.range))
            }
            return .number(result)
        },
    ]

    static let values: [Builtin] = [
        make("Point") { _, call in
            let slots = try call.bind(["x", "y"], required: ["x", "y"])
            return .point(
                Point(
                    x: try call.length(try call.require(slots[0], "x"), allowNegative: true),
                    y: try call.length(try call.require(slots[1], "y"), allowNegative: true)))
        },
        make("Size") { _, call in
            let slots = try call.bind(["width", "height"], required: ["width", "height"])
            return .size(
                Size(
                    width: try call.length(try call.require(slots[0], "width")),
                    height: try call.length(try call.require(slots[1], "height"))))
        },
        make("Rect") { _, call in
            let slots = try call.bind(["x", "y", "width", "height"], required: ["x", "y", "width", "height"])
            let numbers = try slots.enumerated().map { index, slot in
                try call.length(try call.require(slot, "width"), allowNegative: index < 2)
            }
            return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        },
        make("EdgeInsets") { _, call in
            let slots = try call.bind(["top", "leading", "bottom", "trailing"])
            let numbers = try slots.map { try $0.map { try call.length($0, allowNegative: true) } ?? 0 }
            return .insets(EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3]))
        },
        make("RectangleCornerRadii") { _, call in
            let slots = try call.bind(["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"])
            let numbers = try slots.map { try $0.map { try call.length($0) } ?? 0 }
            return .radii(
                RectangleCornerRadii(
                    topLeading: numbers[0], bottomLeading: numbers[1], bottomTrailing: numbers[2],
                    topTrailing: numbers[3]))
        },
        make("rgb") { _, call in
            let slots = try call.bind(["_", "_", "_", "opacity"], required: ["_"])
            guard slots[1] != nil, slots[2] != nil else {
                throw ScriptError(.arity(callee: "rgb", expected: "3", found: call.arguments.count, at: call.range))
            }
            let channels = try slots[0..<3].map { slot -> UInt8 in
                let argument = try call.require(slot, "_")
                let value = try call.number(argument)
                guard (0...255).contains(value) else {
                    throw ScriptError(.outOfRange(callee: "rgb", value: value, range: "0...255", at: argument.range))
                }
                return UInt8(value.rounded())
            }
            let opacity = try slots[3].map { try call.fraction($0) } ?? 1
            return .color(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: opacity))
        },
        make("color") { _, call in
            let slots = try call.bind(["_", "opacity"], required: ["_"])
            let color = try call.color(try call.require(slots[0], "_"))
            return .color(try slots[1].map { color.withAlpha(try call.fraction($0)) } ?? color)
        },
        make("device") { machine, call in
            let argument = try call.positional(1)[0]
            let name = try call.string(argument)
            guard let device = Device.named(name) else {
                throw ScriptError(
                    .unknownDevice(
                        name, at: argument.range, suggestion: closestMatch(to: name, among: Device.presets.map(\.name)))
                )
            }
            return .device(device)
        },
    ]

    static let queries: [Builtin] = [
        make("radii") { machine, call in
            let slots = try call.bind(["of"], required: ["of"])
            let id = try machine.expectNode(
                try call.require(slots[0], "of").value, at: try call.require(slots[0], "of").range)
            return .radii(machine.resolvedNode(id)?.radii ?? .zero)
        },
        make("concentricCornerRadii") { machine, call in
            let slots = try call.bind(["in"], required: ["in"])
            guard case .rect(let local) = try call.require(slots[0], "in").value else {
                throw ScriptError(
                    .argumentType(
                        callee: call.name, expected: "rect", found: try call.require(slots[0], "in").value,
                        at: try call.require(slots[0], "in").range))
            }
            return .radii(machine.concentricCornerRadii(in: local))
        },
    ]
}

extension Machine {
    /// GeometryProxy's `concentricCornerRadii(in:)`: the radii a plain concentric rectangle
    /// would have at `local`, a rect in the coordinates of the container whose braces the call
    /// is written in (the canvas at the top level).
    func concentricCornerRadii(in local: Rect) -> RectangleCornerRadii {
        let scene = resolvedScene()
        var container = scene.canvasContainer
        var origin = Point.zero
        if let current = self.scene.nodeStack.last {
            let tree = self.scene.tree
            let owner = tree[current].isGroup ? tree.enclosingNode(of: current) : current
            if let owner, let node = scene.node(at: owner) {
                container = node.offeredContainer ?? Container(frame: node.frame, shape: .rectangle)
                origin = node.frame.origin
            }
        }
        let rect = Rect(x: origin.x + local.minX, y: origin.y + local.minY, width: local.width, height: local.height)
        return ConcentricResolver.concentricCornerRadii(
            in: rect, container: container, direction: scene.layoutDirection)
    }
}
