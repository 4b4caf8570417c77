// How a length of the scene follows from the script's parameters, written without the language:
// numbers, parameters, + − × ÷, min, max and negation. Outputs that carry parameters (CSS,
// SwiftUI, design tokens) write these instead of the resolved numbers.

/// A length as an expression of the script's parameters.
///
/// The scene builder makes one from the script where it can (a literal, a parameter, a
/// top-level `let` computed from them, arithmetic and `min`/`max` of those); where it cannot (a
/// loop variable, a query's answer), the length has no expression and outputs write its number.
/// Built through the static functions below, constants are folded as they are combined, so
/// `gap * 2 + 4` with no parameter in it is just `.number`.
public indirect enum SceneExpression: Hashable, Sendable {
    case number(Double)
    /// A parameter by name (`cardRadius`), a top-level `let NAME = number` of the script.
    case parameter(String)
    case add(SceneExpression, SceneExpression)
    case subtract(SceneExpression, SceneExpression)
    case multiply(SceneExpression, SceneExpression)
    case divide(SceneExpression, SceneExpression)
    case negate(SceneExpression)
    case minimum(SceneExpression, SceneExpression)
    case maximum(SceneExpression, SceneExpression)
    /// A side of the device's screen, on a device canvas (`phone.size.height` of `let phone =
    /// device("…")`): SwiftUI supplies it, so it is not written as its number.
    case screen(ScreenSide)

    /// The name a length of the screen is bound by in ``value(_:)``'s parameters (no script
    /// can declare a name with a dot).
    public static func screenKey(_ side: ScreenSide) -> String {
        side.key
    }

    /// The value with `parameters` bound by name; nil when a parameter is missing.
    public func value(_ parameters: [String: Double]) -> Double? {
        switch self {
        case .number(let number): return number
        case .parameter(let name): return parameters[name]
        case .screen(let side): return parameters[Self.screenKey(side)]
        case .add(let a, let b): return Self.both(a, b, parameters, +)
        case .subtract(let a, let b): return Self.both(a, b, parameters, -)
        case .multiply(let a, let b): return Self.both(a, b, parameters, *)
        case .divide(let a, let b): return Self.both(a, b, parameters, /)
        case .negate(let a): return a.value(parameters).map { -$0 }
        case .minimum(let a, let b): return Self.both(a, b, parameters) { Swift.min($0, $1) }
        case .maximum(let a, let b): return Self.both(a, b, parameters) { Swift.max($0, $1) }
        }
    }

    private static func both(
        _ a: SceneExpression, _ b: SceneExpression, _ parameters: [String: Double],
        _ operation: (Double, Double) -> Double
    ) -> Double? {
        guard let left = a.value(parameters), let right = b.value(parameters) else { return nil }
        return operation(left, right)
    }

    /// The number, when no parameter appears in the expression.
    public var constant: Double? { if case .number(let number) = self { number } else { nil } }

    /// Whether a parameter appears in the expression.
    public var dependsOnParameters: Bool { constant == nil }

    /// The parameters named in the expression, each once, in order of first appearance.
    public var parameterNames: [String] {
        var names: [String] = []
        collectNames(into: &names)
        return names
    }

    private func collectNames(into names: inout [String]) {
        switch self {
        case .number, .screen: return
        case .parameter(let name): if !names.contains(name) { names.append(name) }
        case .negate(let a): a.collectNames(into: &names)
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
            .minimum(let a, let b), .maximum(let a, let b):
            a.collectNames(into: &names)
            b.collectNames(into: &names)
        }
    }

    /// Whether the expression is exactly one parameter (an alias of it).
    public var parameterName: String? { if case .parameter(let name) = self { name } else { nil } }

    // MARK: - Building, with constants folded

    public static let zero = SceneExpression.number(0)

    public static func + (a: SceneExpression, b: SceneExpression) -> SceneExpression {
        if let x = a.constant, let y = b.constant { return .number(x + y) }
        if b.constant == 0 { return a }
        if a.constant == 0 { return b }
        if let y = b.constant, y < 0 { return .subtract(a, .number(-y)) }
        if case .negate(let c) = b { return .subtract(a, c) }
        return .add(a, b)
    }

    public static func - (a: SceneExpression, b: SceneExpression) -> SceneExpression {
        if let x = a.constant, let y = b.constant { return .number(x - y) }
        if b.constant == 0 { return a }
        if a == b { return .zero }
        if a.constant == 0 { return -b }
        if let y = b.constant, y < 0 { return .add(a, .number(-y)) }
        if case .negate(let c) = b { return .add(a, c) }
        return .subtract(a, b)
    }

    public static func * (a: SceneExpression, b: SceneExpression) -> SceneExpression {
        if let x = a.constant, let y = b.constant { return .number(x * y) }
        // A length times nothing (`(large - small) * progress` at the first frame) is nothing.
        if a.constant == 0 || b.constant == 0 { return .zero }
        if a.constant == 1 { return b }
        if b.constant == 1 { return a }
        return .multiply(a, b)
    }

    public static func / (a: SceneExpression, b: SceneExpression) -> SceneExpression {
        if let x = a.constant, let y = b.constant { return .number(x / y) }
        if b.constant == 1 { return a }
        return .divide(a, b)
    }

    public static prefix func - (a: SceneExpression) -> SceneExpression {
        if let x = a.constant { return .number(-x) }
        if case .negate(let inner) = a { return inner }
        return .negate(a)
    }

    /// `min(a, b)`; when both are constants, their minimum.
    public static func min(_ a: SceneExpression, _ b: SceneExpression) -> SceneExpression {
        if let x = a.constant, let y = b.constant { return .number(Swift.min(x, y)) }
        if a == b { return a }
        return .minimum(a, b)
    }

    /// `max(a, b)`; when both are constants, their maximum. A floor under a floor at least as
    /// high is dropped: `max(max(r - d, 0), 24)` is `max(r - d, 24)` (the rule's 0 under a minimum).
    public static func max(_ a: SceneExpression, _ b: SceneExpression) -> SceneExpression {
        if let x = a.constant, let y = b.constant { return .number(Swift.max(x, y)) }
        if a == b { return a }
        if let high = b.constant, case .maximum(let inner, .number(let low)) = a, low <= high {
            return .max(inner, b)
        }
        return .maximum(a, b)
    }
}

/// A length of the device's screen: a side, or an inset of its safe area.
public enum ScreenSide: Hashable, Sendable {
    case width
    case height
    /// The safe area's insets (`phone.safeArea.top` of `let phone = device("…")`).
    case safeAreaTop
    case safeAreaLeading
    case safeAreaBottom
    case safeAreaTrailing

    /// Its name: `screen.width`, `safeArea.top`, …; a SwiftUI view that reads it binds `screen`
    /// (a `CGSize`) and `safeArea` (an `EdgeInsets`) so.
    public var key: String {
        switch self {
        case .width: "screen.width"
        case .height: "screen.height"
        case .safeAreaTop: "safeArea.top"
        case .safeAreaLeading: "safeArea.leading"
        case .safeAreaBottom: "safeArea.bottom"
        case .safeAreaTrailing: "safeArea.trailing"
        }
    }

    /// Whether it is an inset of the safe area rather than a side of the screen.
    public var isSafeArea: Bool { self != .width && self != .height }
}

extension SceneExpression {
    /// The lengths of the device's screen that appear in the expression.
    public var screenSides: Set<ScreenSide> {
        switch self {
        case .number, .parameter: return []
        case .screen(let side): return [side]
        case .negate(let a): return a.screenSides
        case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
            .minimum(let a, let b), .maximum(let a, let b):
            return a.screenSides.union(b.screenSides)
        }
    }

    /// Whether the expression gives `expected` with `parameters` bound (within a millionth of
    /// a point, or exactly for values that are not finite): how the scene builder checks what
    /// it derived before keeping it.
    public func agrees(with expected: Double, _ parameters: [String: Double]) -> Bool {
        guard let value = value(parameters) else { return false }
        if !expected.isFinite || !value.isFinite { return value == expected }
        return abs(value - expected) <= 1e-6 * Swift.max(1, abs(expected))
    }
}
