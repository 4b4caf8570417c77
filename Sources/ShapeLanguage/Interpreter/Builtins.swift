// The names every script starts with: math, geometry values, colours, devices and queries.
// Shape constructors and implicit members (`.concentric`) are in Builtins+Shapes.swift.
import ConcentricGeometry
import ShapeScene

enum Builtins {
    /// Global names, looked up when no variable has the name.
    static let globals: [String: Value] = {
        var table: [String: Value] = ["pi": .number(Double.pi)]
        for builtin in math + values + queries + shapeConstructors + animation {
            table[builtin.name] = .builtin(builtin)
        }
        return table
    }()

    /// A builtin from its name, what it takes, one line on what it gives, and its body.
    static func make(
        _ name: String, _ signature: Signature, _ summary: String, forms: [String]? = nil,
        _ body: @escaping (Machine, inout CallArguments) throws(ScriptError) -> Value
    ) -> Builtin {
        Builtin(
            name: name, signature: signature, summary: summary, forms: forms ?? [signature.spelled(name)], call: body)
    }

    /// A one-argument math function.
    private static func unary(_ name: String, _ summary: String, _ function: @escaping (Double) -> Double) -> Builtin {
        var builtin = make(name, .positional(1), summary) { _, call throws(ScriptError) in
            let argument = try call.positional()[0]
            return .number(function(try call.number(argument)))
        }
        builtin.numberFunction = function
        return builtin
    }

    /// `min(a, b, …)`/`max(a, b, …)` over numbers, or over one list of numbers.
    private static func extreme(_ name: String, _ summary: String, _ pick: @escaping (Double, Double) -> Double)
        -> Builtin
    {
        make(name, Signature(["_"], isVariadic: true), summary) { machine, call throws(ScriptError) in
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
        extreme("min", "the smallest of the numbers (or of one list of numbers)", { Swift.min($0, $1) }),
        extreme("max", "the largest of the numbers (or of one list of numbers)", { Swift.max($0, $1) }),
        unary("abs", "the magnitude of a number", { Swift.abs($0) }),
        make("sqrt", .positional(1), "the square root of a number, 0 or more") { _, call throws(ScriptError) in
            let argument = try call.positional()[0]
            let value = try call.number(argument)
            guard value >= 0 else {
                throw ScriptError(.outOfRange(callee: "sqrt", value: value, range: "of 0 or more", at: argument.range))
            }
            return .number(value.squareRoot())
        },
        unary("round", "the nearest whole number (halves away from zero)", { $0.rounded() }),
        unary("floor", "the whole number at or below", { $0.rounded(.down) }),
        unary("ceil", "the whole number at or above", { $0.rounded(.up) }),
        unary("sin", "the sine of an angle in radians", { CLibrary.sin($0) }),
        unary("cos", "the cosine of an angle in radians", { CLibrary.cos($0) }),
        unary("tan", "the tangent of an angle in radians", { CLibrary.tan($0) }),
        make("atan2", .positional(2), "the angle in radians of the point (x, y), given y then x") {
            _, call throws(ScriptError) in
            let arguments = try call.positional()
            return .number(CLibrary.atan2(try call.number(arguments[0]), try call.number(arguments[1])))
        },
        make("pow", .positional(2), "the first number raised to the power of the second") {
            _, call throws(ScriptError) in
            let arguments = try call.positional()
            let result = CLibrary.pow(try call.number(arguments[0]), try call.number(arguments[1]))
            guard result.isFinite else {
                throw ScriptError(.notFinite(callee: "pow", value: result, at: call.range))
            }
            return .number(result)
        },
    ]

    static let values: [Builtin] = [
        make("Point", Signature(["x", "y"], required: ["x", "y"]), "a point") { _, call throws(ScriptError) in
            let slots = try call.bind()
            return .point(
                Point(
                    x: try call.length(try call.require(slots[0], "x"), allowNegative: true),
                    y: try call.length(try call.require(slots[1], "y"), allowNegative: true)))
        },
        make("Size", Signature(["width", "height"], required: ["width", "height"]), "a width and a height") {
            _, call throws(ScriptError) in
            let slots = try call.bind()
            return .size(
                Size(
                    width: try call.length(try call.require(slots[0], "width")),
                    height: try call.length(try call.require(slots[1], "height"))))
        },
        make(
            "Rect", Signature(["x", "y", "width", "height"], required: ["x", "y", "width", "height"]),
            "a rectangle: its top-left corner and its size"
        ) { _, call throws(ScriptError) in
            let slots = try call.bind()
            let numbers = try slots.enumerated().map { index, slot throws(ScriptError) in
                try call.length(try call.require(slot, "width"), allowNegative: index < 2)
            }
            return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        },
        make(
            "EdgeInsets", Signature(["top", "leading", "bottom", "trailing"]),
            "insets for each edge (0 where not given)"
        ) {
            _, call throws(ScriptError) in
            let slots = try call.bind()
            let numbers = try slots.map { slot throws(ScriptError) in
                try slot.map { value throws(ScriptError) in try call.length(value, allowNegative: true) } ?? 0
            }
            return .insets(EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3]))
        },
        make(
            "RectangleCornerRadii", Signature(["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]),
            "four corner radii (0 where not given)"
        ) { _, call throws(ScriptError) in
            let slots = try call.bind()
            let numbers = try slots.map { slot throws(ScriptError) in
                try slot.map { value throws(ScriptError) in try call.length(value) } ?? 0
            }
            return .radii(
                RectangleCornerRadii(
                    topLeading: numbers[0], bottomLeading: numbers[1], bottomTrailing: numbers[2],
                    topTrailing: numbers[3]))
        },
        make("rgb", Signature(["_", "_", "_", "opacity"], required: ["_"]), "a colour from red, green, blue (0…255)") {
            _, call throws(ScriptError) in
            let slots = try call.bind()
            guard slots[1] != nil, slots[2] != nil else {
                throw ScriptError(.arity(callee: "rgb", expected: "3", found: call.arguments.count, at: call.range))
            }
            let channels = try slots[0..<3].map { slot throws(ScriptError) -> UInt8 in
                let argument = try call.require(slot, "_")
                let value = try call.number(argument)
                guard (0...255).contains(value) else {
                    throw ScriptError(
                        .outOfRange(callee: "rgb", value: value, range: "from 0 to 255", at: argument.range))
                }
                return UInt8(value.rounded())
            }
            let opacity = try slots[3].map { value throws(ScriptError) in try call.fraction(value) } ?? 1
            return .color(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: opacity))
        },
        make("color", Signature(["_", "opacity"], required: ["_"]), "a colour from a name or #hex, with an opacity") {
            _, call throws(ScriptError) in
            let slots = try call.bind()
            let color = try call.color(try call.require(slots[0], "_"))
            return .color(
                try slots[1].map { value throws(ScriptError) in color.withAlpha(try call.fraction(value)) } ?? color)
        },
        make("device", .positional(1), "a screen preset by name: its size, corner radius and safe area") {
            machine, call throws(ScriptError) in
            let argument = try call.positional()[0]
            let name = try call.string(argument)
            guard let device = Device.named(name) else {
                throw ScriptError(
                    .unknownDevice(
                        name, at: argument.range, suggestion: closestMatch(to: name, among: Device.allNames))
                )
            }
            return .device(device)
        },
    ]

    static let queries: [Builtin] = [
        make("radii", Signature(["of"], required: ["of"]), "the resolved corner radii of a node") {
            machine, call throws(ScriptError) in
            let slots = try call.bind()
            let id = try machine.expectNode(
                try call.require(slots[0], "of").value, at: try call.require(slots[0], "of").range)
            return .radii(try machine.cornerRadii(of: id))
        },
        make(
            "concentricCornerRadii", Signature(["in"], required: ["in"]),
            "the radii a concentric rectangle would get at a rect of the enclosing container (GeometryProxy's)"
        ) { machine, call throws(ScriptError) in
            let slots = try call.bind()
            guard case .rect(let local) = try call.require(slots[0], "in").value else {
                throw ScriptError(
                    .argumentType(
                        callee: call.name, expected: "rect", found: try call.require(slots[0], "in").value,
                        at: try call.require(slots[0], "in").range))
            }
            // A node's `.frame` is in canvas coordinates, where the query reads those of the node
            // it is written in: converted or said (Machine+CanvasFrames.swift).
            let inCanvas = machine.checkCanvasFrame(local, argument: try call.require(slots[0], "in"))
            return machine.query(.concentricRadii(owner: machine.queryOwner, rect: local, inCanvas: inCanvas))
        },
    ]
}

extension Builtins {
    /// `photo.frame` of `in: photo.frame`: an argument's text without its label.
    static func valueText(_ argument: String) -> String {
        guard let colon = argument.firstIndex(of: ":") else { return argument }
        return String(argument[argument.index(after: colon)...].drop { $0 == " " })
    }
}

extension Machine {
    /// The node whose coordinates a query written here uses: the node whose braces are being
    /// run (through stacks), or nil at the top level.
    var queryOwner: Int? {
        scene.nodeStack.last.flatMap(queryNode(of:))
    }

    /// The drawn node `index` is, or is in when it is a stack; a `zstack` is its own place
    /// (its frame gives the coordinates, the container around it the corners).
    func queryNode(of index: Int) -> Int? {
        guard case .group(let axis) = scene.tree.kind(of: index), axis != .depth else { return index }
        return scene.tree.enclosingNode(of: index)
    }
}
