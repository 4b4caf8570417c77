// Shape constructors with SwiftUI's labels, and the implicit members (`.concentric`,
// `.fixed(24)`, `.rect(corners:isUniform:)`, `.topLeading`) that stand where a type is known.
// A `style:` left out is `.continuous`, SwiftUI's documented default for `RoundedRectangle`,
// `UnevenRoundedRectangle`, `Capsule` and their `.rect`/`.capsule` forms (README, Defaults).
import ConcentricGeometry
import ShapeScene

extension Builtins {
    static let shapeConstructors: [Builtin] = [
        make("Rectangle", .positional(0), "a rectangle with square corners") { _, call throws(ScriptError) in
            _ = try call.positional()
            return .shape(.fixed(.rectangle))
        },
        make("RoundedRectangle", roundedRectangleSignature, "a rectangle with one corner radius") {
            _, call throws(ScriptError) in
            try roundedRectangle(&call)
        },
        make(
            "UnevenRoundedRectangle", unevenSignature, "a rectangle with a radius for each corner",
            forms: [
                "UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
                "UnevenRoundedRectangle(cornerRadii:style:)",
            ]
        ) { _, call throws(ScriptError) in
            try unevenRoundedRectangle(&call)
        },
        make("Capsule", Signature(["style"]), "a rectangle whose shorter sides are half circles") {
            _, call throws(ScriptError) in
            let slots = try call.bind()
            return .shape(
                .fixed(
                    .capsule(
                        style: try slots[0].map { value throws(ScriptError) in try call.roundedCornerStyle(value) }
                            ?? .continuous)))
        },
        make("Circle", .positional(0), "a circle in the centred square of the frame") { _, call throws(ScriptError) in
            _ = try call.positional()
            return .shape(.fixed(.circle))
        },
        make("Ellipse", .positional(0), "an ellipse filling the frame") { _, call throws(ScriptError) in
            _ = try call.positional()
            return .shape(.fixed(.ellipse))
        },
        make(
            "ConcentricRectangle", Signature(concentricLabels),
            "a rectangle whose corners follow its container (SwiftUI's nine initializers; style: joins any)",
            forms: concentricForms("ConcentricRectangle")
        ) { _, call throws(ScriptError) in try concentricRectangle(&call) },
    ]

    private static let roundedRectangleSignature = Signature(["cornerRadius", "style"], required: ["cornerRadius"])

    /// `RoundedRectangle(cornerRadius: 24, style: .continuous)`.
    private static func roundedRectangle(_ call: inout CallArguments) throws(ScriptError) -> Value {
        let slots = try call.bind(roundedRectangleSignature)
        let radius = try call.length(try call.require(slots[0], "cornerRadius"))
        let style = try slots[1].map { value throws(ScriptError) in try call.roundedCornerStyle(value) } ?? .continuous
        return .shape(.fixed(.roundedRectangle(cornerRadius: radius, style: style)))
    }

    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
    /// or `UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(…), style:)`.
    private static let unevenSignature = Signature([
        "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "cornerRadii", "style",
    ])

    private static func unevenRoundedRectangle(_ call: inout CallArguments) throws(ScriptError) -> Value {
        let slots = try call.bind(unevenSignature)
        let style = try slots[5].map { value throws(ScriptError) in try call.roundedCornerStyle(value) } ?? .continuous
        if let given = slots[4] {
            if let individual = slots[0..<4].compactMap({ $0 }).first {
                throw ScriptError(
                    .conflictingArguments(
                        callee: call.name, "cornerRadii", individual.label ?? "", at: individual.range))
            }
            guard case .radii(let radii) = given.value else {
                throw ScriptError(
                    .argumentType(callee: call.name, expected: "radii", found: given.value, at: given.range))
            }
            return .shape(.fixed(.unevenRoundedRectangle(radii, style: style)))
        }
        let numbers = try slots[0..<4].map { slot throws(ScriptError) in
            try slot.map { value throws(ScriptError) in try call.length(value) } ?? 0
        }
        let radii = RectangleCornerRadii(
            topLeading: numbers[0], bottomLeading: numbers[1], bottomTrailing: numbers[2], topTrailing: numbers[3])
        return .shape(.fixed(.unevenRoundedRectangle(radii, style: style)))
    }

    /// Every label of SwiftUI's nine initializers (``ConcentricRectangle/Initializer/all``),
    /// sorted; `style:` may join any of them.
    private static let concentricLabels =
        ConcentricRectangle.Label.allCases.map { $0.rawValue }.sorted() + ["style"]

    /// `NAME()` and one line per initializer, for help.
    private static func concentricForms(_ name: String) -> [String] {
        ConcentricRectangle.Initializer.all.map { $0.spelled(name) }
    }
    private static let plainConcentricRectangle = Value.shape(.concentric(ConcentricRectangle(), style: nil))

    /// SwiftUI's nine `ConcentricRectangle` initializers, told apart by their labels
    /// (``ConcentricRectangle/Initializer/matching(_:)``). The corners a `uniform…Corners:` label
    /// names form a uniform group; corners no label names are `.concentric`. A label set that no
    /// SwiftUI initializer accepts is refused.
    static func concentricRectangle(_ call: inout CallArguments) throws(ScriptError) -> Value {
        // `ConcentricRectangle()`, by far the most common spelling, needs no matching.
        if call.arguments.isEmpty { return plainConcentricRectangle }
        let slots = try call.bind(Signature(concentricLabels))
        var given: [String: CallArgument] = [:]
        for (label, slot) in zip(concentricLabels, slots) {
            if let slot { given[label] = slot }
        }
        let style = try given.removeValue(forKey: "style").map { value throws(ScriptError) in
            try call.roundedCornerStyle(value)
        }
        guard let initializer = ConcentricRectangle.Initializer.matching(given.keys) else {
            let first = given.values.sorted { $0.range.start < $1.range.start }
            throw ScriptError(
                .noMatchingInitializer(
                    callee: call.name, labels: given.keys.sorted(), at: first.last?.range ?? call.range))
        }
        var styles: [ConcentricRectangle.Label: CornerStyle] = [:]
        var isUniform = false
        // In the order the labels are declared, so that errors come in the same order as ever.
        for label in ConcentricRectangle.Label.allCases {
            guard let argument = given[label.rawValue] else { continue }
            if label == .isUniform {
                isUniform = try call.bool(argument)
            } else {
                styles[label] = try call.cornerStyle(argument)
            }
        }
        var shape = ConcentricRectangle(styles, isUniform: isUniform)
        shape.initializer = initializer
        return .shape(.concentric(shape, style: style))
    }

    // MARK: - Implicit members

    /// `.name` where a value is expected.
    static let implicitMembers: [String: Value] = {
        var table: [String: Value] = [
            "concentric": .cornerStyle(.concentric),
            "square": .cornerStyle(.square),
            "circular": .roundedCornerStyle(.circular),
            "continuous": .roundedCornerStyle(.continuous),
            "leftToRight": .layoutDirection(.leftToRight),
            "rightToLeft": .layoutDirection(.rightToLeft),
            "rect": .shape(.fixed(.rectangle)),
            "capsule": .shape(.fixed(.capsule(style: .continuous))),
            "circle": .shape(.fixed(.circle)),
            "ellipse": .shape(.fixed(.ellipse)),
        ]
        for alignment in Alignment.allCases {
            table[alignment.rawValue] = .alignment(alignment)
        }
        // The shape's meaning wins a shared name (`merge` rethrows, which Embedded Swift lacks).
        for (name, value) in animationMembers where table[name] == nil { table[name] = value }
        return table
    }()

    /// `.name(arguments)`.
    static let implicitCalls: [String: Builtin] = {
        var table = shapeCalls
        for (name, call) in animationCalls where table[name] == nil { table[name] = call }
        return table
    }()

    private static let shapeCalls: [String: Builtin] = [
        "concentric": make(
            ".concentric", Signature(["minimum"], required: ["minimum"]),
            "a concentric corner that never goes below a minimum"
        ) { _, call throws(ScriptError) in
            let slots = try call.bind()
            let argument = try call.require(slots[0], "minimum")
            // SwiftUI also spells the minimum `.fixed(m)`.
            if case .cornerStyle(.fixed(let minimum)) = argument.value {
                return .cornerStyle(.concentric(minimum: minimum))
            }
            return .cornerStyle(.concentric(minimum: try call.length(argument)))
        },
        "fixed": make(".fixed", .positional(1), "a corner of a constant radius") { _, call throws(ScriptError) in
            let argument = try call.positional()[0]
            return .cornerStyle(.fixed(try call.length(argument)))
        },
        "rect": make(
            ".rect", Signature(concentricLabels + ["cornerRadius"] + unevenSignature.labels.filter { $0 != "style" }),
            "SwiftUI's .rect(…) shorthands: concentric, rounded or uneven by their labels",
            forms: [
                ".rect(cornerRadius:style:)",
                ".rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
                ".rect(cornerRadii:style:)",
            ]
                + concentricForms(".rect").dropFirst()
        ) { _, call throws(ScriptError) in
            let labels = Set(call.arguments.compactMap { $0.label })
            if labels.contains("cornerRadius") { return try roundedRectangle(&call) }
            if labels.contains(where: { $0.hasSuffix("Radius") || $0 == "cornerRadii" }) {
                return try unevenRoundedRectangle(&call)
            }
            return try concentricRectangle(&call)
        },
        "capsule": make(".capsule", Signature(["style"]), "SwiftUI's .capsule shorthand") {
            _, call throws(ScriptError) in
            let slots = try call.bind()
            return .shape(
                .fixed(
                    .capsule(
                        style: try slots[0].map { value throws(ScriptError) in try call.roundedCornerStyle(value) }
                            ?? .continuous)))
        },
    ]
}
