// Parameters in the SwiftUI output: each of the script's parameters is a property of the view
// (`var cardRadius: CGFloat = 28`), and every length the scene derives from them is written as
// the same expression in Swift (`cardRadius - gap`), so changing a property changes the layout.
import ConcentricGeometry
import ShapeScene

extension SwiftUIWriter {
    /// `var name: CGFloat = value` for each parameter, with a note on those the view does not
    /// read (the script uses them elsewhere: in asserts, prints or what no expression follows).
    mutating func properties(used: Set<String>) {
        guard !scene.parameters.isEmpty else { return }
        for parameter in scene.parameters {
            output.append("    var ")
            output.append(string: swiftName(parameter.name))
            output.append(": CGFloat = ")
            number(parameter.value)
            if !used.contains(parameter.name) {
                output.append("  // a parameter of the script the view's layout does not read")
            }
            output.append(byte: UInt8(ascii: "\n"))
        }
        output.append(byte: UInt8(ascii: "\n"))
    }

    /// A parameter's name as a Swift identifier: backquoted when it is a Swift keyword, and
    /// renamed when it would hide a name the file uses (``reservedNames``: `body`, `geometry`,
    /// `min`, `Color`, …), so that the view never declares a name twice.
    func swiftName(_ name: String) -> String {
        if SwiftUIWriter.reservedNames.contains(name) {
            return SwiftUIWriter.renamed(name, among: scene.parameters.map { $0.name })
        }
        return SwiftUIWriter.swiftKeywords.contains(name) ? "`" + name + "`" : name
    }

    /// The name a parameter called `name` takes: `bodyParameter`, or with a number after it
    /// when the script has a parameter of that name too (`bodyParameter2`).
    static func renamed(_ name: String, among names: [String]) -> String {
        var candidate = name + "Parameter"
        var number = 1
        while names.contains(candidate) || reservedNames.contains(candidate) {
            number += 1
            candidate = name + "Parameter" + String(number)
        }
        return candidate
    }

    /// The names the output itself uses inside the view: its members and locals (`body`, the
    /// reader's `geometry` and `radii`, a device body's `screen`), the functions it calls (`min`,
    /// `max`) and every type it names. A parameter or a view of one of these names would hide it
    /// or be declared twice.
    static let reservedNames: Set<String> = [
        "body", "geometry", "radii", "screen", "safeArea", "min", "max", "View", "CGFloat", "CGRect", "CGSize",
        "CGPoint",
        "Capsule", "Circle", "Color", "ConcentricRectangle", "EdgeInsets", "Edge", "Ellipse", "ForEach",
        "GeometryProxy", "GeometryReader", "HStack", "VStack", "ZStack", "Rectangle", "RectangleCornerRadii",
        "RoundedRectangle",
        "UnevenRoundedRectangle", "Text", "Font", "Alignment", "LayoutDirection", "RoundedCornerStyle", "SwiftUI",
        "Int", "Double", "String", "Bool", "Never",
    ]

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "some", "any",
    ]

    /// The placement expressions recorded for element `index`, when the scene keeps them.
    func expressions(of index: Int) -> PlacementExpressions? {
        scene.derivation?.placements[index]
    }

    /// `value`, or the expression it came from when that reads a parameter.
    mutating func length(_ value: Double, _ derived: SceneExpression?) {
        if let derived, derived.dependsOnParameters {
            expression(derived)
        } else {
            number(value)
        }
    }

    /// Whether a length is written as an expression of the parameters.
    static func isParametric(_ derived: SceneExpression?) -> Bool {
        derived?.dependsOnParameters ?? false
    }

    /// A `SceneExpression` as Swift, parenthesised only where Swift's precedence needs it.
    mutating func expression(_ derived: SceneExpression) {
        expression(derived, context: 0)
    }

    /// `context` is the precedence of the operator around it: 0 none, 1 a sum, 2 a product,
    /// 3 the right of a subtraction or a division (which must keep its own parentheses).
    private mutating func expression(_ derived: SceneExpression, context: Int) {
        switch derived {
        case .number(let value):
            // Every digit: a keyframe's weight (`220 + (437 - 220) * 0.73125…`) rounded to four
            // decimals would move the length, where the script's own numbers read the same.
            if value < 0, context > 0 {
                output.append("(")
                output.appendNumber(value.isFinite ? value : 0, .exact)
                output.append(")")
            } else {
                output.appendNumber(value.isFinite ? value : 0, .exact)
            }
        case .parameter(let name):
            usedParameters.insert(name)
            output.append(string: swiftName(name))
        case .screen(let side):
            // The `screen` or `safeArea` the device's body reads from its `GeometryReader`
            // (deviceScreen).
            output.append(string: side.key)
        case .add(let a, let b):
            binary(a, " + ", b, precedence: 1, context: context)
        case .subtract(let a, let b):
            binary(a, " - ", b, precedence: 1, context: context)
        case .multiply(let a, let b):
            binary(a, " * ", b, precedence: 2, context: context)
        case .divide(let a, let b):
            binary(a, " / ", b, precedence: 2, context: context)
        case .negate(let a):
            output.append("-")
            expression(a, context: 3)
        case .minimum(let a, let b):
            call("min(", a, b)
        case .maximum(let a, let b):
            call("max(", a, b)
        }
    }

    private mutating func binary(
        _ a: SceneExpression, _ op: StaticString, _ b: SceneExpression, precedence: Int, context: Int
    ) {
        let parenthesised = context > precedence || (context == 3)
        if parenthesised { output.append("(") }
        expression(a, context: precedence)
        output.append(op)
        // a − (b + c), a / (b * c): the right side of a non-commutative operator binds tighter.
        let rightContext: Int
        switch b {
        case .add, .subtract: rightContext = precedence == 1 ? 3 : 2
        case .multiply, .divide: rightContext = precedence == 2 ? 3 : 2
        default: rightContext = precedence
        }
        expression(b, context: rightContext)
        if parenthesised { output.append(")") }
    }

    private mutating func call(_ name: StaticString, _ a: SceneExpression, _ b: SceneExpression) {
        output.append(name)
        expression(a, context: 0)
        output.append(", ")
        expression(b, context: 0)
        output.append(")")
    }
}
