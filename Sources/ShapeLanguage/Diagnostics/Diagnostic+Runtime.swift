// Every message the compiler and interpreter give, in one place and one voice: lower case,
// short, names quoted in single quotes, a hint where one helps.
import ConcentricGeometry
import ShapeScene

extension Diagnostic {
    private static func error(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange, hint: String? = nil, notes: [Note] = []
    )
        -> Diagnostic
    {
        Diagnostic(.error, code: code, message: message, range: range, hint: hint, notes: notes)
    }

    private static func didYouMean(_ suggestion: String?) -> String? {
        suggestion.map { "did you mean '\(abbreviated($0))'?" }
    }

    private static func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): "string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .number(let number): "number \(NumberFormat.format(number))"
        case .bool(let flag): "bool \(flag)"
        default: value.typeName
        }
    }

    // MARK: Names and scopes

    /// An undeclared name; a SwiftUI habit (`Color`, `frame`, `padding(8)`) gets the way to say
    /// it here instead of a near name.
    static func undefined(_ name: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        error(
            .nameUndefined, "undefined name '\(abbreviated(name))'", range,
            hint: SwiftHabits.hint(forUndefined: name) ?? didYouMean(suggestion))
    }

    static func redeclaration(_ name: String, at range: SourceRange, earlier: SourceRange, earlierFile: String?)
        -> Diagnostic
    {
        error(
            .nameRedeclared, "'\(abbreviated(name))' is already declared in this scope", range,
            hint: "choose another name, or assign with '\(abbreviated(name)) = …' to a 'var'",
            notes: [Note(message: "first declared here", range: earlier, file: earlierFile)])
    }

    static func assignToConstant(_ name: String, at range: SourceRange, declaredAt: SourceRange) -> Diagnostic {
        error(
            .nameConstant, "cannot assign to '\(abbreviated(name))': it is a constant", range,
            hint: "declare it with 'var' to change it",
            notes: [Note(message: "declared here", range: declaredAt)])
    }

    static func usedBeforeDeclaration(_ name: String, at range: SourceRange, declaredAt: SourceRange) -> Diagnostic {
        error(
            .nameBeforeDeclaration, "'\(abbreviated(name))' is called before its declaration has run", range,
            notes: [Note(message: "declared here", range: declaredAt)])
    }

    static func notAssignable(at range: SourceRange) -> Diagnostic {
        error(
            .syntaxNotAssignable, "cannot assign to this expression", range,
            hint: "assign to a 'var' or a list element")
    }

    // MARK: Statements

    static func returnOutsideFunction(at range: SourceRange) -> Diagnostic {
        error(.syntaxReturnOutsideFunction, "'return' outside a function", range)
    }

    static func outsideLoop(_ word: String, at range: SourceRange) -> Diagnostic {
        error(.syntaxOutsideLoop, "'\(word)' outside a loop", range)
    }

    static func importNotAtTopLevel(at range: SourceRange) -> Diagnostic {
        error(.importNotTopLevel, "'import' must be at the top level of a file", range)
    }

    static func canvasNotAtTopLevel(at range: SourceRange) -> Diagnostic {
        error(.canvasNotTopLevel, "'canvas' must be at the top level of a file", range)
    }

    static func canvasAgain(at range: SourceRange, earlier: SourceRange) -> Diagnostic {
        error(
            .canvasAgain, "the canvas is already set", range,
            notes: [Note(message: "set here", range: earlier)])
    }

    static func assertionFailed(_ text: String, message: String?, values: (String, String)?, at range: SourceRange)
        -> Diagnostic
    {
        var text = "assertion failed: \(text)"
        if let message { text += ": \(message)" }
        let hint = values.map { "left side is \($0.0), right side is \($0.1)" }
        return error(.runtimeAssert, text, range, hint: hint)
    }

    static func commandOutsideNode(_ word: String, at range: SourceRange) -> Diagnostic {
        error(
            .nodeCommandOutside, "'\(word)' must be written inside a node's braces", range,
            hint: "for example: shape Capsule() { \(word) … }")
    }

    static func styleOnStack(_ word: String, at range: SourceRange) -> Diagnostic {
        error(
            .nodeStyleOnStack, "'\(word)' has no effect on a stack: stacks are not drawn", range,
            hint: "put '\(word)' on a shape inside the stack")
    }

    static func childOfShape(parentName: String?, at range: SourceRange) -> Diagnostic {
        let name = parentName.map { "'\($0)'" } ?? "this shape"
        return error(
            .nodeChildOfShape, "\(name) is a 'shape' and cannot hold other nodes", range,
            hint: "declare it with 'container' to nest nodes in it")
    }

    // MARK: Types and values

    static func typeMismatch(expected: String, found: Value, at range: SourceRange) -> Diagnostic {
        error(.typeMismatch, "expected a \(expected), found \(describe(found))", range)
    }

    static func operandType(_ op: String, _ value: Value, at range: SourceRange) -> Diagnostic {
        error(.typeOperand, "'\(op)' needs a number, found \(describe(value))", range, hint: nilHint(value))
    }

    static func binaryOperands(_ op: String, _ lhs: Value, _ rhs: Value, at range: SourceRange) -> Diagnostic {
        error(
            .typeOperands, "'\(op)' cannot combine \(describe(lhs)) and \(describe(rhs))", range,
            hint: nilHint(lhs) ?? nilHint(rhs))
    }

    /// For a nil where a value was needed: the two ways Swift takes an optional apart.
    private static func nilHint(_ value: Value) -> String? {
        guard case .nilValue = value else { return nil }
        return "concentricCornerRadii(in:) is nil where there is no container shape with corners: "
            + "'if let r = …' runs a block only when it is not, '… ?? RectangleCornerRadii()' gives a default"
    }

    static func notIterable(_ value: Value, at range: SourceRange) -> Diagnostic {
        error(
            .typeNotIterable, "cannot loop over \(describe(value))", range,
            hint: "loop over a range such as 0..<5 or a list")
    }

    static func notSubscriptable(_ value: Value, at range: SourceRange) -> Diagnostic {
        error(.typeNotSubscriptable, "cannot index \(describe(value))", range)
    }

    static func notCallable(_ value: Value, at range: SourceRange, hint: String?) -> Diagnostic {
        error(.typeNotCallable, "\(describe(value)) is not a function", range, hint: hint)
    }

    static func unknownMember(_ name: String, of value: Value, at range: SourceRange, suggestion: String?) -> Diagnostic
    {
        // `ConcentricRectangle().padding(8)`: a SwiftUI modifier, which is a command here.
        var habit: String?
        if case .shape = value, CommandWord(rawValue: name) != nil || SwiftHabits.names[name] != nil {
            habit = SwiftHabits.hint(forModifier: name)
        }
        return error(
            .typeUnknownMember, "\(value.typeName) has no member '\(abbreviated(name))'", range,
            hint: habit ?? nilHint(value) ?? didYouMean(suggestion))
    }

    static func unknownImplicitMember(_ name: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        error(
            .nameUnknownMember, "unknown member '.\(abbreviated(name))'", range,
            hint: SwiftHabits.hint(forImplicitMember: name) ?? didYouMean(suggestion))
    }

    static func noCorners(_ node: String, at range: SourceRange) -> Diagnostic {
        error(
            .valueNoCorners, "'\(abbreviated(node))' is drawn as an ellipse and has no corner radii", range,
            hint: "read its frame: the ellipse's radii are half its width and half its height")
    }

    static func removedNode(_ node: String, at range: SourceRange) -> Diagnostic {
        error(
            .valueRemovedNode, "'\(abbreviated(node))' is no longer in the scene: it was replaced or removed", range,
            hint: "declare it again, or read the node that replaced it")
    }

    static func indexOutOfRange(_ index: Double, count: Int, at range: SourceRange) -> Diagnostic {
        error(
            .runtimeIndex, "index \(NumberFormat.format(index)) is out of range for a list of \(count)", range,
            hint: count == 0 ? "the list is empty" : "valid indices are 0 to \(count - 1)")
    }

    static func divisionByZero(at range: SourceRange) -> Diagnostic {
        error(.runtimeDivisionByZero, "division by zero", range)
    }

    static func unknownColor(_ text: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        error(
            .valueUnknownColor, "unknown colour '\(abbreviated(text))'", range,
            hint: didYouMean(suggestion) ?? "use a CSS colour name or '#rrggbb'")
    }

    static func unknownDevice(_ name: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        error(.valueUnknownDevice, "unknown device '\(abbreviated(name))'", range, hint: didYouMean(suggestion))
    }

    // MARK: Calls

    static func unknownLabel(
        _ label: String, callee: String, at range: SourceRange, known: [String], suggestion: String?
    )
        -> Diagnostic
    {
        let logical = SwiftHabits.logicalLabel(for: label, among: known).map {
            "did you mean '\($0):'? SwiftUI's corners are leading and trailing, which follow the layout direction"
        }
        let hint =
            logical ?? didYouMean(suggestion.map { $0 + ":" })
            ?? (known.isEmpty
                ? "'\(callee)' takes no labels"
                : "'\(callee)' takes " + known.map { "'\($0):'" }.joined(separator: ", "))
        return error(.callUnknownLabel, "'\(callee)' has no argument '\(abbreviated(label)):'", range, hint: hint)
    }

    static func unexpectedArgument(callee: String, at range: SourceRange, labels: [String]) -> Diagnostic {
        let named = labels.filter { $0 != "_" }
        return error(
            .callUnexpectedArgument, "'\(callee)' takes no further unlabelled argument", range,
            hint: named.isEmpty ? nil : "label it: " + named.map { "'\($0):'" }.joined(separator: ", "))
    }

    static func duplicateArgument(_ label: String, callee: String, at range: SourceRange) -> Diagnostic {
        error(.callDuplicateArgument, "argument '\(label)' given twice to '\(callee)'", range)
    }

    static func missingArgument(_ label: String, callee: String, at range: SourceRange) -> Diagnostic {
        error(
            .callMissingArgument,
            label == "_" ? "'\(callee)' needs an argument" : "'\(callee)' needs an argument '\(label):'", range)
    }

    static func missingLabel(_ label: String, callee: String, at range: SourceRange) -> Diagnostic {
        error(.callMissingLabel, "argument of '\(callee)' needs the label '\(label):'", range)
    }

    static func arity(callee: String, expected: String, found: Int, at range: SourceRange) -> Diagnostic {
        // "1", "at least 1": one argument; "2", "at least 2": arguments.
        let plural = expected.split(separator: " ").last == "1" ? "" : "s"
        return error(.callArity, "'\(callee)' takes \(expected) argument\(plural), found \(found)", range)
    }

    /// A value SwiftUI leaves to the platform (`.padding()` with no length, a stack with no
    /// `spacing:`), for which Apple gives no number: refused rather than guessed (README, Defaults).
    static func platformDefault(
        _ callee: String, needs what: String, swiftUI: String, example: String, at range: SourceRange
    )
        -> Diagnostic
    {
        error(
            .callPlatformDefault,
            "'\(callee)' needs \(what): SwiftUI's \(swiftUI) uses a platform-specific amount, which Apple does not give",
            range, hint: "write the amount you mean, such as '\(example)'")
    }

    static func argumentType(callee: String, expected: String, found: Value, at range: SourceRange) -> Diagnostic {
        error(
            .callArgumentType, "'\(callee)' expects a \(expected), found \(describe(found))", range,
            hint: nilHint(found))
    }

    static func conflictingArguments(callee: String, _ first: String, _ second: String, at range: SourceRange)
        -> Diagnostic
    {
        error(.callConflict, "'\(callee)' takes '\(first):' or '\(second):', not both", range)
    }

    static func noMatchingInitializer(callee: String, labels: [String], at range: SourceRange) -> Diagnostic {
        error(
            .callNoInitializer,
            "no '\(callee)' initializer takes " + labels.map { "'\($0):'" }.joined(separator: " with "), range,
            hint: "uniform groups combine as SwiftUI allows: top with bottom, leading with trailing")
    }

    // MARK: Geometry values

    static func notFinite(callee: String, value: Double, at range: SourceRange) -> Diagnostic {
        error(.geometryNotFinite, "'\(callee)' needs a finite number, found \(NumberFormat.format(value))", range)
    }

    static func tooLarge(callee: String, value: Double, limit: Double, at range: SourceRange) -> Diagnostic {
        error(
            .geometryTooLarge,
            "'\(callee)' value \(NumberFormat.format(value)) is beyond ±\(NumberFormat.format(limit))", range)
    }

    static func negative(callee: String, label: String?, value: Double, at range: SourceRange) -> Diagnostic {
        // A stroke's width is written without a colon (`stroke "red" width 2`).
        let colon = callee == CommandWord.stroke.rawValue ? "" : ":"
        let what = label.map { "'\($0)\(colon)' of '\(callee)'" } ?? "'\(callee)'"
        return error(.geometryNegative, "\(what) cannot be negative, found \(NumberFormat.format(value))", range)
    }

    /// A number outside what the callee accepts; `allowed` reads after "a number": "of 0 or
    /// more", "from 0 to 1".
    static func outOfRange(callee: String, value: Double, range allowed: String, at range: SourceRange) -> Diagnostic {
        error(.valueOutOfRange, "'\(callee)' needs a number \(allowed), found \(NumberFormat.format(value))", range)
    }

    // MARK: Queries

    static func unsettledQuery(_ text: String, asked: Value, final: Value, runs: Int, at range: SourceRange)
        -> Diagnostic
    {
        error(
            .queryUnsettled,
            "'\(abbreviated(text))' never agrees with the layout it leads to: it read \(asked.description), "
                + "the layout then gave \(final.description) (\(runs) runs)",
            range,
            hint: "the answer moves the node it asks about; place the node without reading its own layout")
    }

    // MARK: Imports

    static func importInSandbox(_ path: String, at range: SourceRange) -> Diagnostic {
        error(
            .importSandbox, "cannot import '\(path)' in the sandbox", range, hint: "the sandbox reads no other files")
    }

    static func importCycle(chain: [String], at range: SourceRange) -> Diagnostic {
        error(.importCycle, "import cycle: " + chain.joined(separator: " → "), range)
    }

    static func importUnreadable(_ path: String, reason: String, at range: SourceRange) -> Diagnostic {
        error(.importUnreadable, "cannot import '\(path)': \(reason)", range)
    }

    // MARK: Limits
    // How to raise a limit depends on where the script runs (a flag, a REPL command, a setting),
    // so the front end adds it to the hint.

    static func stepLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(
            .limitSteps, "evaluation stopped after \(limit) steps (the step limit)", range,
            hint: "a loop may never end")
    }

    static func interrupted(at range: SourceRange) -> Diagnostic {
        error(.runtimeInterrupted, "interrupted", range)
    }

    static func callDepthLimit(_ limit: Int, function: String, at range: SourceRange) -> Diagnostic {
        error(
            .limitCallDepth, "calls nested deeper than \(limit) (the call depth limit) in '\(function)'", range,
            hint: "a recursion may never end")
    }

    static func nodeLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(
            .limitNodes, "more than \(limit) nodes (the node limit)", range)
    }

    static func importLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(
            .limitImports, "more than \(limit) imports (the import limit)", range)
    }

    static func outputLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(
            .limitOutput, "output passed \(limit) bytes (the output limit)", range)
    }

    static func stringLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(.limitString, "a string passed \(limit) bytes (the string limit)", range)
    }

    static func sourceLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(
            .limitSource, "more than \(limit) bytes of source (the source size limit)", range,
            hint: "split the script, or generate its repetitions with a loop")
    }

    static func listLimit(_ limit: Int, at range: SourceRange) -> Diagnostic {
        error(.limitList, "a list passed \(limit) elements (the list limit)", range)
    }

    // MARK: Warnings

    private static func warning(_ code: DiagnosticCode, _ message: String, _ range: SourceRange, hint: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.warning, code: code, message: message, range: range, hint: hint)
    }

    /// `concentricCornerRadii(in: photo.frame)`: a frame in canvas coordinates where the query
    /// reads those of the node it is written in; converted, as SwiftUI's `frame(in:)` would.
    static func canvasFrameQuery(argument: String, owner: String, at range: SourceRange) -> Diagnostic {
        warning(
            .queryCanvasFrame,
            "'\(abbreviated(argument))' is in canvas coordinates; concentricCornerRadii(in:) reads those of '\(owner)': converted",
            range,
            hint: "in SwiftUI, ask geometry.frame(in:) for the frame in the reader's coordinates")
    }

    /// A rect handed to `concentricCornerRadii(in:)` that equals a node's frame as `.frame` gave
    /// it, in canvas coordinates, by a way the compiler cannot follow: not converted, but said.
    static func canvasFrameSuspected(argument: String, node: String, owner: String, at range: SourceRange)
        -> Diagnostic
    {
        warning(
            .queryCanvasFrame,
            "'\(abbreviated(argument))' is the frame '\(node).frame' gave, in canvas coordinates; "
                + "concentricCornerRadii(in:) reads it in those of '\(owner)'",
            range,
            hint:
                "if it is that frame, hand it straight in ('in: \(node).frame' is converted) or subtract the origin of '\(owner)'"
        )
    }

    static func approximateDevice(_ name: String, radius: Double, at range: SourceRange) -> Diagnostic {
        warning(
            .deviceApproximate,
            "the corner radius of '\(name)' (\(NumberFormat.format(radius, .reading))) is a community estimate", range)
    }

    static func flared(_ node: String, corners: String, at range: SourceRange) -> Diagnostic {
        warning(
            .geometryFlared, "'\(node)' has flared corners: \(corners)", range,
            hint:
                "rounder than concentric, R − d with d the larger inset: with equal insets the gap is wider at the"
                + " corner than along the sides"
        )
    }

    static func pinched(_ node: String, corners: String, at range: SourceRange) -> Diagnostic {
        warning(
            .geometryPinched, "'\(node)' has pinched corners: \(corners)", range,
            hint:
                "sharper than concentric, R − d with d the larger inset: with equal insets the gap is narrower at the"
                + " corner than along the sides")
    }

    static func overflow(
        _ node: String, container: String, by amount: Double, corners: [Corner], at range: SourceRange
    ) -> Diagnostic {
        // At every corner alike (a child larger than its container) the place says nothing.
        let place =
            corners.isEmpty || corners.count == 4 ? "" : " at " + corners.map { $0.name }.joined(separator: ", ")
        return warning(
            .geometryOverflow,
            "'\(node)' overflows its container '\(container)' by \(NumberFormat.format(amount, .reading))\(place)",
            range)
    }

    static func uncontained(_ node: String, corners: String, at range: SourceRange) -> Diagnostic {
        warning(
            .geometryUncontained,
            "'\(node)' has no container, so its concentric corners are square (\(corners))", range,
            hint:
                "put it in a 'container', give the canvas a cornerRadius (or a device), or give its corners a minimum: .concentric(minimum: 12)"
        )
    }

    static func labelOverflow(_ node: String, text: String, width: Double, available: Double, at range: SourceRange)
        -> Diagnostic
    {
        warning(
            .geometryLabel,
            "the label \"\(abbreviated(text))\" of '\(node)' is about \(NumberFormat.format(width.rounded())) wide, "
                + "and '\(node)' has room for \(NumberFormat.format(available.rounded()))", range,
            hint: "shorten the text, make it smaller with 'size:', or widen the node")
    }

    static func unknownWarning(_ name: String, at range: SourceRange, suggestion: String?) -> Diagnostic {
        error(
            .nameUnknownWarning, "'\(abbreviated(name))' is not a kind of warning", range,
            hint: didYouMean(suggestion)
                ?? ("the kinds are " + WarningKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")))
    }

    static func squared(_ node: String, corners: String, at range: SourceRange) -> Diagnostic {
        warning(
            .geometrySquared, "'\(node)' went square at \(corners): too far from the container's curve", range,
            hint: "a concentric corner farther from the container's corner than its radius has nothing to follow")
    }
}
