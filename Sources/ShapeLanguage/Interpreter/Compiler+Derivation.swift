// Which parameters a placement length or a shape's radius argument comes from: the script's
// expression turned into ShapeScene's `SceneExpression` at compile time, checked against the
// value it gave when it runs, and kept on the node for the outputs that stay parametric.
//
// Only what is known before running can be followed: numbers, parameters, top-level `let`s
// computed from them (and the sides of a top-level `Size`, `Point` or `Rect` written out),
// + − × ÷, negation, `min` and `max`, and the result of a top-level function whose body, run
// on expressions, returns one: `let`s, `var`s and their assignments, `if`s whose conditions and
// `for` loops whose ranges are numbers at the call (`cornerRadius(level: 3)`), and a `return`
// (the call is that expression, its arguments put in). Anything else (a loop variable, a
// condition on a parameter, a query) has no expression, and the length is baked with a warning.
import ConcentricGeometry
import ShapeScene

extension Compiler {
    /// `expression` as an expression of the parameters, or nil when it cannot be one (or would
    /// be longer than ``maxSymbolicNodes``); `frame` binds loop variables to their values at
    /// run time (Compiler+LoopDerivation.swift).
    func symbolic(_ expression: Expr, bound frame: SymbolicFrame? = nil) -> SceneExpression? {
        guard let result = symbolic(expression, in: frame), Compiler.isSmall(result) else { return nil }
        return result
    }

    /// The most nodes an expression keeps. Its parts are shared, so a chain of `let`s or calls
    /// that doubles it (`let b = a + a`, `f(f(f(gap)))` with `return x + x`) is built in steps
    /// as many as its links, but checking, comparing or writing it walks every node: 2^40 of
    /// them for forty links. A longer one is baked, as what no expression follows is.
    static let maxSymbolicNodes = 256

    /// Whether `expression` has at most ``maxSymbolicNodes`` nodes; stops counting past them.
    static func isSmall(_ expression: SceneExpression) -> Bool {
        var budget = maxSymbolicNodes
        return fits(expression, &budget)
    }

    private static func fits(_ expression: SceneExpression, _ budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch expression {
        case .number, .parameter, .screen:
            return true
        case .negate(let a):
            return fits(a, &budget)
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
            .minimum(let a, let b), .maximum(let a, let b):
            return fits(a, &budget) && fits(b, &budget)
        }
    }

    /// `expression` as an expression of the parameters; inside a function being put in
    /// (`frame`), its parameters and `let`s are the frame's bindings and every other name is
    /// looked up where the function was declared.
    func symbolic(_ expression: Expr, in frame: SymbolicFrame?) -> SceneExpression? {
        switch expression.kind {
        case .number(let number):
            return .number(number)
        case .identifier(let name):
            if let bound = frame?.bindings[name] { return bound }
            if let clock = symbolicClock(name, in: frame) { return clock }
            if frame == nil, let local = symbolicLocal(name) { return local }
            // Derived again with bindings (a function's placement at a call): a `let` in the
            // function's braces is what it was bound to, with the same bindings.
            if let frame, let value = localLetValue(name, from: frame.scope) {
                guard frame.budget.take() else { return nil }
                return symbolic(value, in: frame)
            }
            return topLevelLet(name, in: frame).flatMap { machine.symbolicGlobals[$0] }
        case .member(let base, let member):
            // A side of a top-level `let` of a `Size`, `Point` or `Rect` written out
            // (`screen.width` of `let screen = Size(width: 390, height: 844)`), or of a device's
            // size (`phone.size.height` of `let phone = device("…")`).
            var path = member
            var owner = base
            if case .member(let inner, let first) = base.kind {
                path = first + "." + member
                owner = inner
            }
            return symbolicMember(of: owner, path, in: frame)
        case .subscript(let base, let index):
            // An element of a top-level `let` of a list written out, at a whole number.
            guard case .number(let number) = index.kind, number >= 0, number == number.rounded(), number < 1e6
            else { return nil }
            return symbolicMember(of: base, String(Int(number)), in: frame)
        case .unary(.negate, let operand):
            return symbolic(operand, in: frame).map { -$0 }
        case .binary(let op, let left, let right):
            guard let a = symbolic(left, in: frame), let b = symbolic(right, in: frame) else { return nil }
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            default: return nil
            }
        case .call(let callee, let arguments):
            guard case .identifier(let name) = callee.kind else { return nil }
            if frame?.bindings[name] == nil, (frame?.scope ?? scope).lookup(name) == nil {
                guard name == "min" || name == "max", arguments.count >= 2, arguments.allSatisfy({ $0.label == nil })
                else { return symbolicBuiltinCall(name, arguments, in: frame) }
                var result: SceneExpression?
                for argument in arguments {
                    guard let value = symbolic(argument.value, in: frame) else { return nil }
                    result = result.map { name == "min" ? .min($0, value) : .max($0, value) } ?? value
                }
                return result
            }
            return inlined(name, arguments, from: frame)
        default:
            return nil
        }
    }

    /// The member `path` of the top-level `let` `base` names, as ``rememberSymbolicMembers``
    /// kept it.
    private func symbolicMember(of base: Expr, _ path: String, in frame: SymbolicFrame?) -> SceneExpression? {
        guard case .identifier(let name) = base.kind, let slot = topLevelLet(name, in: frame) else { return nil }
        return machine.symbolicMembers[slot]?[path]
    }

    /// The slot of the top-level `let` (or `var`) `name` resolves to, when no binding of the
    /// function being put in hides it: where its expression, members or stops are kept.
    func topLevelLet(_ name: String, in frame: SymbolicFrame?) -> SymbolicSlot? {
        guard frame?.bindings[name] == nil, let (entry, owner) = globalEntry(name, in: frame), !entry.isFunction
        else { return nil }
        return SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)
    }

    /// The top-level entry `name` resolves to (from the function being put in, or from here),
    /// with its scope; nil for a local name.
    func globalEntry(_ name: String, in frame: SymbolicFrame?) -> (Scope.Entry, Scope)? {
        let from = frame?.scope ?? scope
        guard let (entry, depth) = from.lookup(name) else { return nil }
        var owner: Scope? = from
        for _ in 0..<depth { owner = owner?.parent }
        guard let owner, owner.kind == .global else { return nil }
        return (entry, owner)
    }

    /// A call of a top-level function as the expression its body returns, with the arguments'
    /// expressions for its parameters (defaults where none is given, labels as the call binds
    /// them); nil when the body does what no expression follows (``run(_:_:)``), or one of
    /// its values, or an argument, has no expression. Nested calls are put in too, to a depth
    /// of eight, never a function inside itself, all within one budget of steps.
    private func inlined(_ name: String, _ arguments: [Argument], from caller: SymbolicFrame?) -> SceneExpression? {
        guard let (entry, owner) = globalEntry(name, in: caller), entry.isFunction,
            let function = machine.symbolicFunctions[SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)]
        else { return nil }
        let calls = caller?.calls ?? []
        guard calls.count < 8, !calls.contains(function.declaration.name.range.start.offset) else { return nil }
        var frame = SymbolicFrame(
            bindings: [:], scope: owner, calls: calls + [function.declaration.name.range.start.offset],
            budget: caller?.budget ?? SymbolicBudget(steps: Compiler.maxSymbolicSteps))
        var next = 0
        for parameter in function.declaration.parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                guard let value = symbolic(arguments[next].value, in: caller) else { return nil }
                frame.bindings[parameter.name.text] = value
                next += 1
            } else if let given = parameter.defaultValue, let value = symbolic(given, in: frame) {
                frame.bindings[parameter.name.text] = value
            } else {
                return nil
            }
        }
        guard next == arguments.count else { return nil }
        // The body run on expressions (Compiler+SymbolicBodies.swift); kept small at every
        // call, so no call combines two large shared parts.
        guard case .returned(let result) = run(function.declaration.body.statements, &frame) else {
            return nil
        }
        return Compiler.isSmall(result) ? result : nil
    }

    /// Remembers a top-level function's declaration, so that a call of it can be put in as
    /// an expression (``inlined(_:_:from:)``).
    func rememberSymbolicFunction(_ declaration: FunctionDecl, slot: Int) {
        guard scope.kind == .global else { return }
        machine.symbolicFunctions[SymbolicSlot(scope: ObjectIdentifier(scope), slot: slot)] = SymbolicFunction(
            declaration: declaration, scope: scope)
    }

    /// Whether `expression` may depend on a parameter: it names one, a top-level name that
    /// depends on one or that no expression describes, or a function (which may read them).
    /// A loop variable or a local `let` of literals does not.
    func mentionsParameters(_ expression: Expr) -> Bool {
        if case .identifier(let name) = expression.kind {
            guard let (entry, depth) = scope.lookup(name), let owner = scopeAt(depth: depth) else { return false }
            if entry.isFunction { return true }
            let key = SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)
            guard owner.kind == .global else {
                // A `let` in braces computed from a parameter or a query; a loop's variable, a
                // function's parameter or a `var` in braces is not followed here.
                if let expression = machine.symbolicLocals[key] { return expression.dependsOnParameters }
                return machine.dependentLocals.contains(key)
            }
            if let expression = machine.symbolicGlobals[key] { return expression.dependsOnParameters }
            return !machine.independentGlobals.contains(key)
        }
        // A query's answer (`concentricCornerRadii(in:)`, `radii(of:)`) is read from the
        // layout, which the parameters move.
        if case .call(let callee, _) = expression.kind, case .identifier(let name) = callee.kind,
            Compiler.layoutQueries.contains(name), scope.lookup(name) == nil
        {
            return true
        }
        return expression.subexpressions.contains(where: mentionsParameters)
    }

    /// The builtins that answer from the layout.
    static let layoutQueries: Set<String> = ["concentricCornerRadii", "radii"]

    /// The slot of the name `name` resolves to from `from` when it is declared in braces (not
    /// at the top level) and is no function.
    private func localSlot(_ name: String, from: Scope) -> SymbolicSlot? {
        guard let (entry, depth) = from.lookup(name), !entry.isFunction else { return nil }
        var owner: Scope? = from
        for _ in 0..<depth { owner = owner?.parent }
        guard let owner, owner.kind != .global else { return nil }
        return SymbolicSlot(scope: ObjectIdentifier(owner), slot: entry.slot)
    }

    /// What a `let` in braces that `name` resolves to from `from` was bound to.
    func localLetValue(_ name: String, from: Scope) -> Expr? {
        localSlot(name, from: from).flatMap { machine.localLetValues[$0] }
    }

    /// What a `let` in braces that `name` resolves to is, as an expression, where it is one.
    private func symbolicLocal(_ name: String) -> SceneExpression? {
        localSlot(name, from: scope).flatMap { machine.symbolicLocals[$0] }
    }

    /// `symbolic(expression)`, or when it has none but cannot depend on a parameter, nothing
    /// to follow: `.some(nil)` only for what should have followed and cannot.
    private func symbolicOrIndependent(_ expression: Expr, bound frame: SymbolicFrame?) -> SceneExpression?? {
        if let value = symbolic(expression, bound: frame) { return .some(value) }
        return mentionsParameters(expression) ? .some(nil) : nil
    }

    /// The scope `depth` frames out from the current one.
    func scopeAt(depth: Int) -> Scope? {
        var current: Scope? = scope
        for _ in 0..<depth { current = current?.parent }
        return current
    }

    /// Remembers what a top-level `let` in `slot` is, as an expression, for later uses of it.
    func rememberSymbolic(_ value: SceneExpression?, independent: Bool = false, of binding: Expr? = nil, slot: Int) {
        let key = SymbolicSlot(scope: ObjectIdentifier(scope), slot: slot)
        guard scope.kind == .global else {
            // A `let` in braces (`let w = gap * 2` in a container): the same, its scope held so
            // that the key is never another scope's.
            if machine.symbolicScopes.last !== scope { machine.symbolicScopes.append(scope) }
            machine.symbolicLocals[key] = value
            if let binding { machine.localLetValues[key] = binding }
            if independent { machine.dependentLocals.remove(key) } else { machine.dependentLocals.insert(key) }
            return
        }
        machine.symbolicGlobals[key] = value
        if independent { machine.independentGlobals.insert(key) } else { machine.independentGlobals.remove(key) }
    }

    /// Remembers the sides of a top-level `let` of a `Size`, `Point` or `Rect` written with
    /// its labels (`Size(width: 390, height: 844)`), each as an expression, for its members.
    /// True when `value` is a device whose size is taken as the screen's, which the `let` must
    /// check when it runs (``Machine/screenDevices``).
    @discardableResult
    func rememberSymbolicMembers(_ value: Expr, slot: Int) -> Bool {
        guard scope.kind == .global else { return false }
        let key = SymbolicSlot(scope: ObjectIdentifier(scope), slot: slot)
        machine.symbolicMembers[key] = nil
        machine.symbolicLists[key] = nil
        // A list written out: each element that has an expression, by its index; and the whole
        // list when every element is a stop `keyframes` can follow.
        if case .list(let elements) = value.kind {
            var members: [String: SceneExpression] = [:]
            var stops: [SymbolicStop] = []
            for (position, element) in elements.enumerated() {
                if let expression = symbolic(element) { members[String(position)] = expression }
                if let stop = symbolicStop(element, in: nil) { stops.append(stop) }
            }
            if !members.isEmpty { machine.symbolicMembers[key] = members }
            if stops.count == elements.count { machine.symbolicLists[key] = stops }
            return false
        }
        // `keyframes` of points, sizes or rects: the sides of the frame's value.
        if case .call(let callee, let arguments) = value.kind, case .identifier("keyframes") = callee.kind,
            scope.lookup("keyframes") == nil
        {
            if let stop = symbolicKeyframes(arguments, in: nil), !stop.labels.isEmpty {
                machine.symbolicMembers[key] = stop.members
            }
            return false
        }
        // A device (`device("iPhone 16 Pro")`): its size is the screen's, on a canvas of that
        // device (checked where it is used: on any other canvas it does not agree).
        if case .call(let callee, let arguments) = value.kind, case .identifier("device") = callee.kind,
            scope.lookup("device") == nil, arguments.count == 1, arguments[0].label == nil
        {
            machine.symbolicMembers[key] = [
                "size.width": .screen(.width), "size.height": .screen(.height), "width": .screen(.width),
                "height": .screen(.height), "safeArea.top": .screen(.safeAreaTop),
                "safeArea.leading": .screen(.safeAreaLeading), "safeArea.bottom": .screen(.safeAreaBottom),
                "safeArea.trailing": .screen(.safeAreaTrailing),
            ]
            return true
        }
        if let written = symbolicWrittenOut(value, in: nil) { machine.symbolicMembers[key] = written.members }
        return false
    }

    /// The values whose sides a `let` of them keeps as expressions, with their labels in order.
    static let memberLabels: [String: [String]] = [
        "Size": ["width", "height"], "Point": ["x", "y"], "Rect": ["x", "y", "width", "height"],
    ]

    /// What a placement command's operands are as expressions, to record after it ran; nil for
    /// a command that sets no length (or opacity, a number the outputs follow too).
    func placementDerivation(_ command: Command) -> PlacementDerivation? {
        let operands = command.arguments.map {
            (label: $0.label, value: symbolic($0.value), mentions: mentionsParameters($0.value))
        }
        switch command.word {
        case .size, .width, .height, .offset, .at, .padding, .opacity:
            return PlacementDerivation(word: command.word, operands: operands)
        default:
            return nil
        }
    }

    /// The radius arguments of a node's shape expression, by corner, as expressions (a nil
    /// inside: written, but not derivable); `frame` as for ``symbolic(_:bound:)``.
    func shapeDerivation(_ shape: Expr, bound frame: SymbolicFrame? = nil) -> ShapeDerivation {
        var derivation = ShapeDerivation()
        guard case .call(let callee, let arguments) = shape.kind else { return derivation }
        let name: String
        switch callee.kind {
        case .identifier(let text): name = text
        case .implicitMember(let text): name = text
        default: return derivation
        }
        guard ["RoundedRectangle", "UnevenRoundedRectangle", "ConcentricRectangle", "rect"].contains(name) else {
            return derivation
        }
        let radiusLabels: [String: Corner] = [
            "topLeadingRadius": .topLeading, "topTrailingRadius": .topTrailing,
            "bottomLeadingRadius": .bottomLeading, "bottomTrailingRadius": .bottomTrailing,
        ]
        let cornerLabels: [String: [Corner]] = [
            "corners": Corner.allCases, "topLeadingCorner": [.topLeading], "topTrailingCorner": [.topTrailing],
            "bottomLeadingCorner": [.bottomLeading], "bottomTrailingCorner": [.bottomTrailing],
            "uniformTopCorners": [.topLeading, .topTrailing],
            "uniformBottomCorners": [.bottomLeading, .bottomTrailing],
            "uniformLeadingCorners": [.topLeading, .bottomLeading],
            "uniformTrailingCorners": [.topTrailing, .bottomTrailing],
        ]
        for argument in arguments {
            guard let label = argument.label else { continue }
            if label == "cornerRadius" {
                let value = symbolicOrIndependent(argument.value, bound: frame)
                for corner in Corner.allCases { derivation.radii[corner] = value }
            } else if let corner = radiusLabels[label] {
                derivation.radii[corner] = symbolicOrIndependent(argument.value, bound: frame)
            } else if label == "cornerRadii" {
                cornerRadiiDerivation(argument.value, bound: frame, into: &derivation)
            } else if let corners = cornerLabels[label] {
                let (minimum, fixed) = cornerStyleDerivation(argument.value, bound: frame)
                let mentions = mentionsParameters(argument.value)
                for corner in corners {
                    derivation.minimums[corner] = minimum.map { .some($0) } ?? (mentions ? .some(nil) : nil)
                    derivation.fixed[corner] = fixed.map { .some($0) } ?? (mentions ? .some(nil) : nil)
                }
            }
        }
        return derivation
    }

    /// `cornerRadii: RectangleCornerRadii(topLeading: …, …)` written out, each radius by its
    /// corner (one left out is 0); a query an output asks again (Compiler+DrawnQueries.swift),
    /// nothing here; any other value (computed from a query's answer, a `var`) as a whole:
    /// nothing to follow when no parameter can reach it, else written and not derivable.
    private func cornerRadiiDerivation(
        _ value: Expr, bound frame: SymbolicFrame?, into derivation: inout ShapeDerivation
    ) {
        // The labels are the corners' names (`topLeading: r`).
        if case .call(let callee, let arguments) = value.kind, case .identifier("RectangleCornerRadii") = callee.kind,
            (frame?.scope ?? scope).lookup("RectangleCornerRadii") == nil,
            arguments.allSatisfy({ $0.label.flatMap(Corner.init(rawValue:)) != nil })
        {
            for corner in Corner.allCases { derivation.radii[corner] = .some(.zero) }
            for argument in arguments {
                guard let corner = argument.label.flatMap(Corner.init(rawValue:)) else { continue }
                derivation.radii[corner] = symbolicOrIndependent(argument.value, bound: frame)
            }
            return
        }
        guard !drawnQuery(cornerRadii: value).asksQuery else { return }
        let whole: SceneExpression?? = mentionsParameters(value) ? .some(nil) : nil
        for corner in Corner.allCases { derivation.radii[corner] = whole }
    }

    /// `.concentric(minimum: m)` (or `minimum: .fixed(m)`) and `.fixed(r)` as expressions.
    private func cornerStyleDerivation(_ value: Expr, bound frame: SymbolicFrame?)
        -> (minimum: SceneExpression?, fixed: SceneExpression?)
    {
        guard case .call(let callee, let arguments) = value.kind, case .implicitMember(let member) = callee.kind,
            arguments.count == 1, let argument = arguments.first
        else { return (nil, nil) }
        if member == "concentric", argument.label == "minimum" {
            if case .call(let inner, let innerArguments) = argument.value.kind,
                case .implicitMember("fixed") = inner.kind, innerArguments.count == 1
            {
                return (symbolic(innerArguments[0].value, bound: frame), nil)
            }
            return (symbolic(argument.value, bound: frame), nil)
        }
        if member == "fixed", argument.label == nil { return (nil, symbolic(argument.value, bound: frame)) }
        return (nil, nil)
    }
}

/// A slot of a global scope (a file or the REPL's top level).
struct SymbolicSlot: Hashable {
    var scope: ObjectIdentifier
    var slot: Int
}

/// A top-level function, for putting its calls in as expressions.
struct SymbolicFunction {
    var declaration: FunctionDecl
    /// Where it was declared, where the names of its body are looked up.
    var scope: Scope
}

/// What a function's body names while it is put in: its parameters and `let`s, bound to the
/// arguments' expressions; the scope it was declared in, for the rest; the calls being put in.
struct SymbolicFrame {
    var bindings: [String: SceneExpression]
    var scope: Scope
    var calls: [Int]
    /// The steps left to the outermost call and every call inside it.
    var budget: SymbolicBudget
}

/// The statements and loop iterations a call run on expressions may still take, shared by the
/// calls it makes, so that nested loops cost compiling no more than one call's budget.
final class SymbolicBudget {
    var steps: Int

    init(steps: Int) { self.steps = steps }

    /// Takes one step; false when none is left.
    func take() -> Bool {
        steps -= 1
        return steps >= 0
    }
}

/// A placement command's operands as expressions, recorded on the current node after it ran.
struct PlacementDerivation {
    let word: CommandWord
    let operands: [(label: String?, value: SceneExpression?, mentions: Bool)]

    /// Records the operands' expressions for node `index`, whose placement the command has just
    /// set to `placement` (and its opacity to `opacity`); a length whose expression does not give
    /// the value it has is baked.
    func record(
        on index: Int, _ placement: Placement, opacity: Double, _ values: [String: Double],
        into expressions: inout PlacementExpressions
    ) {
        var baked: [String] = []
        defer { for what in baked { expressions.bake(what) } }
        // A length that cannot depend on a parameter is simply its number.
        let independent = !operands.contains { $0.mentions }
        let bakedBefore = expressions.baked
        func check(_ expression: SceneExpression?, _ value: Double, _ what: String) -> SceneExpression? {
            if let expression, expression.agrees(with: value, values) { return expression }
            if independent, !bakedBefore.contains(what) { return .number(value) }
            baked.append(what)
            return nil
        }
        let first = operands.first?.value
        let second = operands.count > 1 ? operands[1].value : nil
        switch word {
        case .size:
            expressions.width = check(first, placement.width ?? 0, "width")
            expressions.height = check(second, placement.height ?? 0, "height")
        case .width:
            expressions.width = check(first, placement.width ?? 0, "width")
        case .height:
            expressions.height = check(first, placement.height ?? 0, "height")
        case .offset:
            expressions.offsetX = check(first, placement.offset.x, "offset")
            expressions.offsetY = check(second, placement.offset.y, "offset")
        case .at:
            expressions.atX = check(first, placement.at?.x ?? 0, "at")
            expressions.atY = check(second, placement.at?.y ?? 0, "at")
        case .padding:
            recordPadding(placement, values, into: &expressions, check)
        case .opacity:
            expressions.opacity = check(first, opacity, "opacity")
        default:
            return
        }
    }

    private func recordPadding(
        _ placement: Placement, _ values: [String: Double], into expressions: inout PlacementExpressions,
        _ check: (SceneExpression?, Double, String) -> SceneExpression?
    ) {
        // Which edges each label sets; a later label wins, as CallArguments.paddingInsets reads them.
        var added: [Int: SceneExpression?] = [:]  // 0 top, 1 leading, 2 bottom, 3 trailing
        let edgesByLabel: [String?: [Int]] = [
            nil: [0, 1, 2, 3], "all": [0, 1, 2, 3], "horizontal": [1, 3], "vertical": [0, 2], "top": [0],
            "leading": [1], "bottom": [2], "trailing": [3],
        ]
        let order = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]
        let sorted = operands.sorted {
            (order.firstIndex(of: $0.label ?? "all") ?? 0) < (order.firstIndex(of: $1.label ?? "all") ?? 0)
        }
        for operand in sorted {
            for edge in edgesByLabel[operand.label] ?? [] { added[edge] = .some(operand.value) }
        }
        let actual = [
            placement.padding.top, placement.padding.leading, placement.padding.bottom, placement.padding.trailing,
        ]
        for edge in 0..<4 {
            let before = expressions[paddingEdge: edge]
            let earlier: SceneExpression? = before ?? (expressions.baked.contains("padding") ? nil : .zero)
            let written: SceneExpression? = added[edge].map { $0 } ?? .some(.zero)
            let sum: SceneExpression? = earlier.flatMap { a in written.map { a + $0 } }
            expressions[paddingEdge: edge] = check(sum, actual[edge], "padding")
        }
    }
}

/// A node's shape arguments as expressions, by corner: `.some(nil)` when written but not derivable.
struct ShapeDerivation {
    var radii = CornerExpressions()
    var minimums = CornerExpressions()
    var fixed = CornerExpressions()

    /// Records the expressions that give `shape`'s numbers, baking the rest.
    func record(_ shape: NodeShape, _ values: [String: Double], into expressions: inout PlacementExpressions) {
        switch shape {
        case .fixed(.roundedRectangle(let radius, _)):
            for corner in Corner.allCases {
                keep(radii[corner], radius, "cornerRadius", values, &expressions) { $0.shapeRadii[corner] = $1 }
            }
        case .fixed(.unevenRoundedRectangle(let given, _)):
            for corner in Corner.allCases {
                keep(radii[corner], given[corner], "cornerRadii", values, &expressions) { $0.shapeRadii[corner] = $1 }
            }
        case .concentric(let rectangle, _):
            for corner in Corner.allCases {
                switch rectangle[corner] {
                case .concentric(let minimum) where minimum != 0:
                    keep(minimums[corner], minimum, "minimum", values, &expressions) { $0.minimums[corner] = $1 }
                case .fixed(let radius):
                    keep(fixed[corner], radius, "fixed", values, &expressions) { $0.fixedRadii[corner] = $1 }
                default:
                    continue
                }
            }
        default:
            return
        }
    }

    /// Stores `candidate` with `store` when it gives `value`; bakes `what` otherwise.
    private func keep(
        _ candidate: SceneExpression??, _ value: Double, _ what: String, _ values: [String: Double],
        _ expressions: inout PlacementExpressions, _ store: (inout PlacementExpressions, SceneExpression) -> Void
    ) {
        // Not written at all: a default (a plain `.fixed(0)` from `.rect()` is a number anyway).
        let expression = candidate ?? .some(.number(value))
        if let expression, expression.agrees(with: value, values) {
            store(&expressions, expression)
        } else {
            expressions.bake(what)
        }
    }
}

/// A shape argument's expression at each corner: nil where none was written, `.some(nil)`
/// where one was but is not derivable. Every node declaration makes a ``ShapeDerivation`` when
/// it is compiled, so this is four optionals rather than a dictionary: the first `[Corner: …]`
/// written looked `Corner`'s `Hashable` up among all 3,700 conformance records at run time
/// (about 240k instructions, 6% of a one-shape render). Not generic, so that its `CornerValues`
/// conformance needs no witness table made at run time either.
struct CornerExpressions: CornerValues {
    var topLeading: SceneExpression?? = nil
    var topTrailing: SceneExpression?? = nil
    var bottomLeading: SceneExpression?? = nil
    var bottomTrailing: SceneExpression?? = nil
}

extension PlacementExpressions {
    /// The padding expression of an edge by index: top, leading, bottom, trailing.
    fileprivate subscript(paddingEdge edge: Int) -> SceneExpression? {
        get {
            switch edge {
            case 0: paddingTop
            case 1: paddingLeading
            case 2: paddingBottom
            default: paddingTrailing
            }
        }
        set {
            switch edge {
            case 0: paddingTop = newValue
            case 1: paddingLeading = newValue
            case 2: paddingBottom = newValue
            default: paddingTrailing = newValue
            }
        }
    }
}
