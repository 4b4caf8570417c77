// Shape constructors with SwiftUI's labels, and the implicit members (`.concentric`,
// `.fixed(24)`, `.rect(corners:isUniform:)`, `.topLeading`) that stand where a type is known.
import ConcentricGeometry
import ShapeScene

extension Builtins {
    static let shapeConstructors: [Builtin] = [
        make("Rectangle", .positional(0), "a rectangle with square corners") { _, call in
            _ = try call.positional()
            return .shape(.fixed(.rectangle))
        },
        make("RoundedRectangle", roundedRectangleSignature, "a rectangle with one corner radius") { _, call in
            try roundedRectangle(&call)
        },
        make(
            "UnevenRoundedRectangle", unevenSignature, "a rectangle with a radius for each corner",
            forms: [
                "UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
                "UnevenRoundedRectangle(cornerRadii:style:)",
            ]
        ) { _, call in
            try unevenRoundedRectangle(&call)
        },
        make("Capsule", Signature(["style"]), "a rectangle whose shorter sides are half circles") { _, call in
            let slots = try call.bind()
            return .shape(.fixed(.capsule(style: try slots[0].map { try call.roundedCornerStyle($0) } ?? .circular)))
        },
        make("Circle", .positional(0), "a circle in the centred square of the frame") { _, call in
            _ = try call.positional()
            return .shape(.fixed(.circle))
        },
        make("Ellipse", .positional(0), "an ellipse filling the frame") { _, call in
            _ = try call.positional()
            return .shape(.fixed(.ellipse))
        },
        make(
            "ConcentricRectangle", Signature(concentricLabels),
            "a rectangle whose corners follow its container (SwiftUI's nine initializers; style: joins any)",
            forms: concentricForms("ConcentricRectangle")
        ) { _, call in try concentricRectangle(&call) },
    ]

    private static let roundedRectangleSignature = Signature(["cornerRadius", "style"], required: ["cornerRadius"])

    /// `RoundedRectangle(cornerRadius: 24, style: .continuous)`.
    private static func roundedRectangle(_ call: inout CallArguments) throws -> Value {
        let slots = try call.bind(roundedRectangleSignature)
        let radius = try call.length(try call.require(slots[0], "cornerRadius"))
        let style = try slots[1].map { try call.roundedCornerStyle($0) } ?? .circular
        return .shape(.fixed(.roundedRectangle(cornerRadius: radius, style: style)))
    }

    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
    /// or `UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(…), style:)`.
    private static let unevenSignature = Signature([
        "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "cornerRadii", "style",
    ])

    private static func unevenRoundedRectangle(_ call: inout CallArguments) throws -> Value {
        let slots = try call.bind(unevenSignature)
        let style = try slots[5].map { try call.roundedCornerStyle($0) } ?? .circular
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
        let numbers = try slots[0..<4].map { try $0.map { try call.length($0) } ?? 0 }
        let radii = RectangleCornerRadii(
            topLeading: numbers[0], bottomLeading: numbers[1], bottomTrailing: numbers[2], topTrailing: numbers[3])
        return .shape(.fixed(.unevenRoundedRectangle(radii, style: style)))
    }

    /// The labels of SwiftUI's nine initializers, in its order (the first, `init()`, takes none);
    /// `style:` may join any of them.
    private static let concentricSignatures: [[String]] = [
        ["corners", "isUniform"],
        ["topLeadingCorner", "topTrailingCorner", "bottomLeadingCorner", "bottomTrailingCorner"],
        ["uniformTopCorners", "uniformBottomCorners"],
        ["uniformTopCorners", "bottomLeadingCorner", "bottomTrailingCorner"],
        ["uniformBottomCorners", "topLeadingCorner", "topTrailingCorner"],
        ["uniformLeadingCorners", "uniformTrailingCorners"],
        ["uniformLeadingCorners", "topTrailingCorner", "bottomTrailingCorner"],
        ["uniformTrailingCorners", "topLeadingCorner", "bottomLeadingCorner"],
    ]
    private static let concentricLabels =
        concentricSignatures.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted() + ["style"]
    private static let concentricLabelSets = concentricSignatures.map(Set.init)

    /// `NAME()` and one line per initializer, for help.
    private static func concentricForms(_ name: String) -> [String] {
        [name + "()"] + concentricSignatures.map { name + "(" + $0.map { $0 + ":" }.joined() + ")" }
    }
    private static let plainConcentricRectangle = Value.shape(.concentric(ConcentricRectangle(), style: nil))

    /// SwiftUI's nine `ConcentricRectangle` initializers, told apart by their labels. The corners a
    /// `uniform…Corners:` label names form a uniform group; corners no label names are
    /// `.concentric`. A label set that no SwiftUI initializer accepts is refused.
    static func concentricRectangle(_ call: inout CallArguments) throws -> Value {
        // `ConcentricRectangle()`, by far the most common spelling, needs no matching.
        if call.arguments.isEmpty { return plainConcentricRectangle }
        let slots = try call.bind(Signature(concentricLabels))
        var given: [String: CallArgument] = [:]
        for (label, slot) in zip(concentricLabels, slots) {
            if let slot { given[label] = slot }
        }
        let style = try given.removeValue(forKey: "style").map { try call.roundedCornerStyle($0) }
        let labels = Set(given.keys)
        guard concentricLabelSets.contains(where: { labels.isSubset(of: $0) }) else {
            let first = given.values.sorted { $0.range.start < $1.range.start }
            throw ScriptError(
                .noMatchingInitializer(callee: call.name, labels: labels.sorted(), at: first.last?.range ?? call.range))
        }
        var shape = ConcentricRectangle()
        if let corners = given["corners"] {
            let cornerStyle = try call.cornerStyle(corners)
            for corner in Corner.allCases { shape[corner] = cornerStyle }
        }
        if let isUniform = given["isUniform"], try call.bool(isUniform) {
            shape.uniformGroups = [.all]
        }
        let single: [(String, Corner)] = [
            ("topLeadingCorner", .topLeading), ("topTrailingCorner", .topTrailing),
            ("bottomLeadingCorner", .bottomLeading), ("bottomTrailingCorner", .bottomTrailing),
        ]
        for (label, corner) in single {
            if let argument = given[label] { shape[corner] = try call.cornerStyle(argument) }
        }
        let groups: [(String, ConcentricRectangle.UniformGroup)] = [
            ("uniformTopCorners", .top), ("uniformBottomCorners", .bottom),
            ("uniformLeadingCorners", .leading), ("uniformTrailingCorners", .trailing),
        ]
        for (label, group) in groups {
            guard let argument = given[label] else { continue }
            let cornerStyle = try call.cornerStyle(argument)
            for corner in group.corners { shape[corner] = cornerStyle }
            shape.uniformGroups.append(group)
        }
        shape.initializer = concentricInitializer(labels)
        return .shape(.concentric(shape, style: style))
    }

    /// The initializer a set of labels (already checked to fit one) calls: the one whose
    /// uniform groups the labels name, else `(corners:isUniform:)`, the per-corner one, or `()`.
    private static func concentricInitializer(_ labels: Set<String>) -> ConcentricRectangle.Initializer {
        let uniform = labels.filter { $0.hasPrefix("uniform") }
        switch uniform {
        case ["uniformTopCorners", "uniformBottomCorners"]: return .uniformTopAndBottom
        case ["uniformLeadingCorners", "uniformTrailingCorners"]: return .uniformLeadingAndTrailing
        case ["uniformTopCorners"]: return .uniformTop
        case ["uniformLeadingCorners"]: return .uniformLeading
        case ["uniformTrailingCorners"]: return .uniformTrailing
        case ["uniformBottomCorners"]: return .uniformBottom
        default: break
        }
        if labels.contains("corners") || labels.contains("isUniform") { return .corners }
        if labels.contains(where: { $0.hasSuffix("Corner") }) { return .eachCorner }
        return .plain
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
            "capsule": .shape(.fixed(.capsule(style: .circular))),
            "circle": .shape(.fixed(.circle)),
            "ellipse": .shape(.fixed(.ellipse)),
        ]
        for alignment in Alignment.allCases {
            table[alignment.rawValue] = .alignment(alignment)
        }
        table.merge(animationMembers) { shape, _ in shape }
        return table
    }()

    /// `.name(arguments)`.
    static let implicitCalls: [String: Builtin] = shapeCalls.merging(animationCalls) { shape, _ in shape }

    private static let shapeCalls: [String: Builtin] = [
        "concentric": make(
            ".concentric", Signature(["minimum"], required: ["minimum"]),
            "a concentric corner that never goes below a minimum"
        ) { _, call in
            let slots = try call.bind()
            let argument = try call.require(slots[0], "minimum")
            // SwiftUI also spells the minimum `.fixed(m)`.
            if case .cornerStyle(.fixed(let minimum)) = argument.value {
                return .cornerStyle(.concentric(minimum: minimum))
            }
            return .cornerStyle(.concentric(minimum: try call.length(argument)))
        },
        "fixed": make(".fixed", .positional(1), "a corner of a constant radius") { _, call in
            let argument = try call.positional()[0]
            return .cornerStyle(.fixed(try call.length(argument)))
        },
        "rect": make(
            ".rect", Signature(concentricLabels + ["cornerRadius"] + unevenSignature.labels.filter { $0 != "style" }),
            "SwiftUI's .rect(…) shorthands: concentric, rounded or uneven by their labels",
            forms: [".rect(cornerRadius:style:)", ".rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)", ".rect(cornerRadii:style:)"]
                + concentricForms(".rect").dropFirst()
        ) { _, call in
            let labels = Set(call.arguments.compactMap(\.label))
            if labels.contains("cornerRadius") { return try roundedRectangle(&call) }
            if labels.contains(where: { $0.hasSuffix("Radius") || $0 == "cornerRadii" }) {
                return try unevenRoundedRectangle(&call)
            }
            return try concentricRectangle(&call)
        },
        "capsule": make(".capsule", Signature(["style"]), "SwiftUI's .capsule shorthand") { _, call in
            let slots = try call.bind()
            return .shape(.fixed(.capsule(style: try slots[0].map { try call.roundedCornerStyle($0) } ?? .circular)))
        },
    ]
}
