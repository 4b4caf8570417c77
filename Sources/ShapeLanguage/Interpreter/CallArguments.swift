// Arguments as builtins and commands receive them: matched to labels, checked and converted,
// with errors that name the call and point at the argument.
import ConcentricGeometry
import ShapeScene

/// One evaluated argument.
struct CallArgument {
    var label: String?
    var value: Value
    var range: SourceRange
}

/// The evaluated arguments of one call or command.
struct CallArguments {
    /// What is being called, as messages name it: `RoundedRectangle`, `.fixed`, `padding`.
    var name: String
    var arguments: [CallArgument]
    /// The whole call.
    var range: SourceRange
    /// What the callee takes, when it declared it (a builtin does).
    var signature = Signature()

    /// Geometry beyond this size is refused: it is a mistake, and it keeps every later sum finite.
    static let maxLength = 10_000_000.0

    /// Matches the arguments to the callee's declared signature.
    func bind() throws(ScriptError) -> [CallArgument?] {
        try bind(signature)
    }

    /// Matches arguments to `signature`'s labels (`"_"` for an unlabelled position), in any order
    /// of labels; unlabelled arguments fill the `"_"` positions in order. Returns one slot per label.
    func bind(_ signature: Signature) throws(ScriptError) -> [CallArgument?] {
        let labels = signature.labels
        let required = signature.required
        var slots = [CallArgument?](repeating: nil, count: labels.count)
        var nextPositional = 0
        for argument in arguments {
            let index: Int
            if let label = argument.label {
                guard let found = labels.firstIndex(of: label) else {
                    throw ScriptError(
                        .unknownLabel(
                            label, callee: name, at: argument.range, known: labels.filter { $0 != "_" },
                            suggestion: closestMatch(to: label, among: labels.filter { $0 != "_" })))
                }
                index = found
            } else {
                guard
                    let found = labels.indices.first(where: {
                        $0 >= nextPositional && labels[$0] == "_" && slots[$0] == nil
                    })
                else {
                    throw ScriptError(.unexpectedArgument(callee: name, at: argument.range, labels: labels))
                }
                index = found
                nextPositional = found + 1
            }
            guard slots[index] == nil else {
                throw ScriptError(.duplicateArgument(labels[index], callee: name, at: argument.range))
            }
            slots[index] = argument
        }
        for (index, label) in labels.enumerated() where required.contains(label) && slots[index] == nil {
            throw ScriptError(.missingArgument(label, callee: name, at: range))
        }
        return slots
    }

    /// A bound argument that must be there (`bind` checked `required` already; this keeps the
    /// promise without a force-unwrap).
    func require(_ slot: CallArgument?, _ label: String) throws(ScriptError) -> CallArgument {
        guard let slot else { throw ScriptError(.missingArgument(label, callee: name, at: range)) }
        return slot
    }

    /// Exactly as many unlabelled arguments as the signature has positions.
    func positional() throws(ScriptError) -> [CallArgument] {
        let count = signature.labels.count
        if let labelled = arguments.first(where: { $0.label != nil }), let label = labelled.label {
            throw ScriptError(.unknownLabel(label, callee: name, at: labelled.range, known: [], suggestion: nil))
        }
        guard arguments.count == count else {
            throw ScriptError(.arity(callee: name, expected: "\(count)", found: arguments.count, at: range))
        }
        return arguments
    }

    // MARK: - Conversions

    func number(_ argument: CallArgument) throws(ScriptError) -> Double {
        guard case .number(let number) = argument.value else {
            throw ScriptError(
                .argumentType(callee: name, expected: "number", found: argument.value, at: argument.range))
        }
        guard number.isFinite else {
            throw ScriptError(.notFinite(callee: name, value: number, at: argument.range))
        }
        return number
    }

    /// A size, radius or distance: finite, within ±10,000,000, and not negative unless allowed.
    func length(_ argument: CallArgument, allowNegative: Bool = false) throws(ScriptError) -> Double {
        let value = try number(argument)
        guard abs(value) <= CallArguments.maxLength else {
            throw ScriptError(.tooLarge(callee: name, value: value, limit: CallArguments.maxLength, at: argument.range))
        }
        guard allowNegative || value >= 0 else {
            throw ScriptError(.negative(callee: name, label: argument.label, value: value, at: argument.range))
        }
        return value
    }

    /// A number from 0 to 1.
    func fraction(_ argument: CallArgument) throws(ScriptError) -> Double {
        let value = try number(argument)
        guard (0...1).contains(value) else {
            throw ScriptError(.outOfRange(callee: name, value: value, range: "from 0 to 1", at: argument.range))
        }
        return value
    }

    /// The argument's value as what `extract` finds in it, or an error saying what was expected.
    func value<T>(_ argument: CallArgument, expected: String, _ extract: (Value) -> T?) throws(ScriptError) -> T {
        guard let value = extract(argument.value) else {
            throw ScriptError(
                .argumentType(callee: name, expected: expected, found: argument.value, at: argument.range))
        }
        return value
    }

    func bool(_ argument: CallArgument) throws(ScriptError) -> Bool {
        try value(argument, expected: "bool") { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    func string(_ argument: CallArgument) throws(ScriptError) -> String {
        try value(argument, expected: "string") { if case .string(let text) = $0 { text } else { nil } }
    }

    func insets(_ argument: CallArgument) throws(ScriptError) -> EdgeInsets {
        try value(argument, expected: "insets such as EdgeInsets(top: 47, bottom: 34)") {
            if case .insets(let insets) = $0 { insets } else { nil }
        }
    }

    func layoutDirection(_ argument: CallArgument) throws(ScriptError) -> LayoutDirection {
        try value(argument, expected: "layout direction (.leftToRight or .rightToLeft)") {
            if case .layoutDirection(let direction) = $0 { direction } else { nil }
        }
    }

    func device(_ argument: CallArgument) throws(ScriptError) -> Device {
        try value(argument, expected: "device such as device(\"iPhone 15 Pro\")") {
            if case .device(let device) = $0 { device } else { nil }
        }
    }

    /// A colour value, or a string naming one (`"indigo"`, `"#2c2c2e"`).
    func color(_ argument: CallArgument) throws(ScriptError) -> Color {
        switch argument.value {
        case .color(let color):
            return color
        case .string(let text):
            guard let color = Color(parsing: text) else {
                throw ScriptError(
                    .unknownColor(
                        text, at: argument.range,
                        suggestion: text.hasPrefix("#")
                            ? nil : closestMatch(to: text.lowercased(), among: Color.cssNames.keys)))
            }
            return color
        default:
            throw ScriptError(
                .argumentType(callee: name, expected: "colour", found: argument.value, at: argument.range))
        }
    }

    func alignment(_ argument: CallArgument) throws(ScriptError) -> Alignment {
        try value(argument, expected: "alignment such as .center") {
            if case .alignment(let alignment) = $0 { alignment } else { nil }
        }
    }

    func roundedCornerStyle(_ argument: CallArgument) throws(ScriptError) -> RoundedCornerStyle {
        try value(argument, expected: "rounded corner style (.circular or .continuous)") {
            if case .roundedCornerStyle(let style) = $0 { style } else { nil }
        }
    }

    func cornerStyle(_ argument: CallArgument) throws(ScriptError) -> CornerStyle {
        try value(argument, expected: "corner style (.concentric, .concentric(minimum:) or .fixed(_:))") {
            if case .cornerStyle(let style) = $0 { style } else { nil }
        }
    }

    /// `padding 12`, `padding top: 8, horizontal: 12`, or `padding EdgeInsets(…)`.
    func paddingInsets() throws(ScriptError) -> EdgeInsets {
        if arguments.count == 1, arguments[0].label == nil {
            if case .insets(let insets) = arguments[0].value { return insets }
            return EdgeInsets(all: try length(arguments[0], allowNegative: true))
        }
        let slots = try bind(Signatures.padding)
        guard slots.contains(where: { $0 != nil }) else {
            throw ScriptError(
                .platformDefault(
                    name, needs: "a length", swiftUI: "'.padding()' with no length", example: "padding 16", at: range))
        }
        var insets = EdgeInsets.zero
        let values = try slots.map { slot throws(ScriptError) in
            try slot.map { value throws(ScriptError) in try length(value, allowNegative: true) }
        }
        if let all = values[0] { insets = EdgeInsets(all: all) }
        if let horizontal = values[1] {
            insets.leading = horizontal
            insets.trailing = horizontal
        }
        if let vertical = values[2] {
            insets.top = vertical
            insets.bottom = vertical
        }
        if let top = values[3] { insets.top = top }
        if let leading = values[4] { insets.leading = leading }
        if let bottom = values[5] { insets.bottom = bottom }
        if let trailing = values[6] { insets.trailing = trailing }
        return insets
    }

    /// `label "text", size: 14, color: "white", alignment: .top`.
    func label(text: Value) throws(ScriptError) -> Label {
        let slots = try bind(Signatures.label)
        var label = Label(text: text.description)
        if let size = slots[0] {
            label.size = try length(size)
        }
        if let color = slots[1] {
            label.color = try self.color(color)
        }
        if let alignment = slots[2] {
            label.alignment = try self.alignment(alignment)
        }
        return label
    }
}
