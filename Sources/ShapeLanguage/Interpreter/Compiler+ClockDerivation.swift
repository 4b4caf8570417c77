// The clock, and what is computed from it, in a scene's expressions. A frame of an animation is
// the script run again with its clock at that moment (Session+Animation.swift), compiled anew,
// so `time` and `progress` are numbers known before running: the frame's. What is computed from
// them is then as followable as anything else: `small + (large - small) * progress` is an
// expression of the parameters at every frame, `keyframes(stops, at: progress)` the stops'
// expressions blended by the frame's weight, and `round(points * 8)` of a clock-only value its
// number. 14's blend and 15's sheet then follow their parameters in the outputs that do.
import ConcentricGeometry
import ShapeScene

extension Compiler {
    /// `time` or `progress`, when no variable has the name: the frame's number.
    func symbolicClock(_ name: String, in frame: SymbolicFrame?) -> SceneExpression? {
        guard (frame?.scope ?? scope).lookup(name) == nil, Builtins.globals[name] == nil,
            let clock = ClockValue(rawValue: name)
        else { return nil }
        return .number(clock.read(machine.clock))
    }

    /// A call of a builtin no variable hides, other than `min` and `max`, as an expression:
    /// `keyframes` (``symbolicKeyframes(_:in:)``), `abs` (`max(x, -x)`), and another one-number
    /// function (`round`, `floor`, …) of a number known before running.
    func symbolicBuiltinCall(_ name: String, _ arguments: [Argument], in frame: SymbolicFrame?) -> SceneExpression? {
        if name == "keyframes" {
            return symbolicKeyframes(arguments, in: frame)?.single
        }
        guard case .builtin(let builtin)? = Builtins.globals[name], let function = builtin.numberFunction,
            arguments.count == 1, arguments[0].label == nil, let argument = symbolic(arguments[0].value, in: frame)
        else { return nil }
        if let number = argument.constant {
            let result = function(number)
            return result.isFinite ? .number(result) : nil
        }
        return name == "abs" ? .max(argument, -argument) : nil
    }

    /// `keyframes(stops, at: position, curve: …)` with a position known before running (the
    /// clock's, or computed from it), each side of the result an expression of the stops'; nil
    /// when a stop, the position or the curve is not known so, or the call would fail.
    func symbolicKeyframes(_ arguments: [Argument], in frame: SymbolicFrame?) -> SymbolicStop? {
        guard arguments.count >= 2, arguments[0].label == nil, arguments[1].label == "at",
            let stops = symbolicStops(arguments[0].value, in: frame), !stops.isEmpty,
            let position = symbolic(arguments[1].value, in: frame)?.constant
        else { return nil }
        var curve = AnimationCurve.linear
        if arguments.count == 3 {
            guard arguments[2].label == "curve", case .implicitMember(let member) = arguments[2].value.kind,
                case .animationCurve(let named)? = Builtins.animationMembers[member], !named.isSpring
            else { return nil }
            curve = named
        } else if arguments.count > 3 {
            return nil
        }
        let labels = stops[0].labels
        guard stops.allSatisfy({ $0.labels == labels }) else { return nil }
        guard stops.count > 1 else { return stops[0] }
        let (segment, eased) = KeyframePosition.along(stops.count, at: position, curve: curve)
        let (from, to) = (stops[segment], stops[segment + 1])
        var sides: [SceneExpression] = []
        for index in from.sides.indices {
            let (a, b) = (from.sides[index], to.sides[index])
            // At a stop, the stop: no `(b - a) * 0` to read (`a + 0` is `a` at run time too).
            sides.append(eased == 0 ? a : a + (b - a) * .number(eased))
        }
        return SymbolicStop(labels: labels, sides: sides)
    }

    /// A list of stops written out, or a top-level `let` of one, each stop a number or a
    /// `Point`, `Size` or `Rect` with its sides as expressions.
    private func symbolicStops(_ expression: Expr, in frame: SymbolicFrame?) -> [SymbolicStop]? {
        switch expression.kind {
        case .list(let elements):
            var stops: [SymbolicStop] = []
            for element in elements {
                guard let stop = symbolicStop(element, in: frame) else { return nil }
                stops.append(stop)
            }
            return stops
        case .identifier(let name):
            return topLevelLet(name, in: frame).flatMap { machine.symbolicLists[$0] }
        default:
            return nil
        }
    }

    /// One stop: a number, a `Point`, `Size` or `Rect` written out, or a top-level `let` of one.
    func symbolicStop(_ expression: Expr, in frame: SymbolicFrame?) -> SymbolicStop? {
        if case .call = expression.kind { return symbolicWrittenOut(expression, in: frame) }
        if case .identifier(let name) = expression.kind, let slot = topLevelLet(name, in: frame),
            let members = machine.symbolicMembers[slot]
        {
            for labels in Compiler.memberLabels.values where labels.count == members.count {
                let sides = labels.compactMap { members[$0] }
                if sides.count == labels.count { return SymbolicStop(labels: labels, sides: sides) }
            }
        }
        return symbolic(expression, in: frame).map { SymbolicStop(labels: [], sides: [$0]) }
    }

    /// A `Size`, `Point` or `Rect` written out with its labels (`Size(width: 390, height: gap)`),
    /// each side as an expression; nil when it is not one, or a side has none or a longer one
    /// than ``Compiler/maxSymbolicNodes``.
    func symbolicWrittenOut(_ expression: Expr, in frame: SymbolicFrame?) -> SymbolicStop? {
        guard case .call(let callee, let arguments) = expression.kind, case .identifier(let type) = callee.kind,
            let labels = Compiler.memberLabels[type], (frame?.scope ?? scope).lookup(type) == nil,
            arguments.map({ $0.label ?? "" }) == labels
        else { return nil }
        var sides: [SceneExpression] = []
        for argument in arguments {
            guard let side = symbolic(argument.value, in: frame), Compiler.isSmall(side) else { return nil }
            sides.append(side)
        }
        return SymbolicStop(labels: labels, sides: sides)
    }
}

/// A number (no labels, one side) or a point, size or rect (its labels, a side for each) whose
/// sides are expressions: a stop of `keyframes`, or what it gives.
struct SymbolicStop: Equatable {
    var labels: [String]
    var sides: [SceneExpression]

    /// The number, when it is one.
    var single: SceneExpression? { labels.isEmpty ? sides.first : nil }

    /// Its sides by label, as a `let` of it keeps them.
    var members: [String: SceneExpression] {
        Dictionary(uniqueKeysWithValues: zip(labels, sides))
    }
}

/// Where a position falls along evenly spaced stops: the segment, and its own fraction eased.
/// `keyframes` (Builtins+Animation.swift) and its expressions both place by it.
enum KeyframePosition {
    /// The segment (0 …, count − 2) `position` (0 … 1) falls in among `count` stops (two at
    /// least), and its fraction eased by `curve`. Beyond either end (a spring's overshoot) the
    /// end segment goes on in a straight line.
    static func along(_ count: Int, at position: Double, curve: AnimationCurve) -> (segment: Int, eased: Double) {
        let scaled = position * Double(count - 1)
        let segment = Int(Swift.min(Swift.max(scaled.rounded(.down), 0), Double(count - 2)))
        let fraction = scaled - Double(segment)
        let eased = (0...1).contains(fraction) ? curve.value(at: fraction) : fraction
        return (segment, eased)
    }
}
