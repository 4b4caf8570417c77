// The animation's vocabulary: its curves (`.easeInOut`, `.spring(response:dampingFraction:)`),
// `.forever`, and `keyframes`, which places a value along a list of stops by the progress.
import ConcentricGeometry
import ShapeScene

extension Builtins {
    /// `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, `.spring` (SwiftUI's default spring), `.forever`.
    static let animationMembers: [String: Value] = [
        "linear": .animationCurve(.linear),
        "easeIn": .animationCurve(.easeIn),
        "easeOut": .animationCurve(.easeOut),
        "easeInOut": .animationCurve(.easeInOut),
        "spring": .animationCurve(AnimationCurve.defaultSpring),
        "forever": .repetition(.forever),
    ]

    /// `.spring(response: 0.5, dampingFraction: 0.7)`.
    static let animationCalls: [String: Builtin] = [
        "spring": make(
            ".spring", Signature(["response", "dampingFraction"]),
            "a damped spring: response (s, the period undamped) and dampingFraction (1: no overshoot); SwiftUI's"
        ) { _, call throws(ScriptError) in
            let slots = try call.bind()
            let response = try slots[0].map { value throws(ScriptError) in try positive(value, call, at: 10) } ?? 0.55
            let damping = try slots[1].map { value throws(ScriptError) in try positive(value, call, at: 10) } ?? 0.825
            return .animationCurve(.spring(response: response, dampingFraction: damping))
        }
    ]

    /// A number above 0 and at most `maximum`.
    private static func positive(_ argument: CallArgument, _ call: CallArguments, at maximum: Double)
        throws(ScriptError) -> Double
    {
        let value = try call.number(argument)
        guard value > 0, value <= maximum else {
            throw ScriptError(
                .outOfRange(
                    callee: call.name, value: value, range: "above 0 and at most \(NumberFormat.format(maximum))",
                    at: argument.range))
        }
        return value
    }

    static let animation: [Builtin] = [
        make(
            "keyframes", Signature(["_", "at", "curve"], required: ["_", "at"]),
            "the value at a progress (0…1) along evenly spaced stops (numbers, points, sizes, rects), eased per stop"
        ) { machine, call throws(ScriptError) in
            let slots = try call.bind()
            let stops = try call.require(slots[0], "_")
            guard case .list(let values) = stops.value, !values.isEmpty else {
                throw ScriptError(
                    .argumentType(
                        callee: call.name, expected: "list of stops such as [0, 120, 80]", found: stops.value,
                        at: stops.range))
            }
            machine.charge(Budget.listWork(values.count))
            let position = try call.number(try call.require(slots[1], "at"))
            var curve = AnimationCurve.linear
            if let given = slots[2] {
                curve = try call.value(given, expected: "animation curve (.linear, .easeIn, .easeOut, .easeInOut)") {
                    if case .animationCurve(let curve) = $0 { curve } else { nil }
                }
                if curve.isSpring {
                    throw ScriptError(
                        .argumentType(
                            callee: call.name,
                            expected: "timing curve (a spring has no fixed length: make it the "
                                + "animation's curve)", found: given.value, at: given.range))
                }
            }
            let components = try values.map { value throws(ScriptError) in
                try Keyframe(stop: value, at: stops.range, in: call)
            }
            guard components.allSatisfy({ $0.kind == components[0].kind }) else {
                throw ScriptError(
                    .argumentType(
                        callee: call.name, expected: "stops all of one type", found: stops.value, at: stops.range))
            }
            return Keyframe.interpolate(components, at: position, curve: curve)
        }
    ]
}

/// A stop of `keyframes`: a number, point, size or rect as a row of numbers.
private struct Keyframe {
    enum Kind { case number, point, size, rect }
    var kind: Kind
    var numbers: [Double]

    init(stop: Value, at range: SourceRange, in call: CallArguments) throws(ScriptError) {
        switch stop {
        case .number(let value): (kind, numbers) = (.number, [value])
        case .point(let point): (kind, numbers) = (.point, [point.x, point.y])
        case .size(let size): (kind, numbers) = (.size, [size.width, size.height])
        case .rect(let rect): (kind, numbers) = (.rect, [rect.minX, rect.minY, rect.width, rect.height])
        default:
            throw ScriptError(
                .argumentType(callee: call.name, expected: "number, point, size or rect", found: stop, at: range))
        }
    }

    /// The stops are spread evenly over 0…1; `position` falls in a segment, whose own fraction is
    /// eased by `curve` (``KeyframePosition``).
    static func interpolate(_ stops: [Keyframe], at position: Double, curve: AnimationCurve) -> Value {
        guard stops.count > 1 else { return stops[0].value(stops[0].numbers) }
        let (segment, eased) = KeyframePosition.along(stops.count, at: position, curve: curve)
        let (from, to) = (stops[segment].numbers, stops[segment + 1].numbers)
        return stops[0].value(zip(from, to).map { $0 + ($1 - $0) * eased })
    }

    /// A row of numbers as a value of this stop's kind.
    func value(_ numbers: [Double]) -> Value {
        switch kind {
        case .number: .number(numbers[0])
        case .point: .point(Point(x: numbers[0], y: numbers[1]))
        case .size: .size(Size(width: numbers[0], height: numbers[1]))
        case .rect: .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
    }
}
