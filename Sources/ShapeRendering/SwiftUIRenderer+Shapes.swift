// How the SwiftUI output spells shapes, corner styles, colours and strings: SwiftUI's own
// initializers with SwiftUI's labels, the ConcentricRectangle initializer the script used.
import ConcentricGeometry
import ShapeScene

extension SwiftUIWriter {
    /// iOS's text styles at the default content size (Large), from Apple's Human Interface
    /// Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes": a label of one of these sizes
    /// is written with its style, so that Dynamic Type scales it. Body stands for 17 (Headline
    /// is 17 too, but semibold).
    static let textStyles: [(size: Double, style: StaticString)] = [
        (34, "largeTitle"), (28, "title"), (22, "title2"), (20, "title3"), (17, "body"), (16, "callout"),
        (15, "subheadline"), (13, "footnote"), (12, "caption"), (11, "caption2"),
    ]

    /// `.font(.body)` for a text style's size, else `.font(.system(size: 14))` with a comment:
    /// that size is fixed, not scaled by Dynamic Type.
    mutating func textFont(size: Double, depth: Int) {
        if let match = SwiftUIWriter.textStyles.first(where: { $0.size == size }) {
            modifier(depth, "font(.")
            output.append(match.style)
            output.append(")\n")
            return
        }
        modifier(depth, "font(.system(size: ")
        number(size)
        output.append("))  // no text style has this size: Dynamic Type leaves it\n")
    }

    /// The node's shape as a SwiftUI expression, drawn with its resolved corner style.
    /// Radius arguments that follow the parameters are written as their expressions.
    mutating func shapeExpression(of node: ResolvedNode) {
        let derived = expressions(of: node.index)
        if let rect = queryRect {
            output.append("UnevenRoundedRectangle(cornerRadii: geometry.concentricCornerRadii(in: ")
            // The shape's own frame is the reader's bounds, whatever the device and the values:
            // written so, it follows them (the numbers would be this layout's).
            let frame = node.frame
            let near = { (a: Double, b: Double) -> Bool in Swift.abs(a - b) <= 1e-9 }
            if near(rect.minX, 0), near(rect.minY, 0), near(rect.width, frame.width), near(rect.height, frame.height) {
                output.append("CGRect(origin: .zero, size: geometry.size)")
            } else {
                let derived = queryRectExpressions.count == 4 ? queryRectExpressions : [nil, nil, nil, nil]
                output.append("CGRect(x: ")
                length(rect.minX, derived[0])
                output.append(", y: ")
                length(rect.minY, derived[1])
                output.append(", width: ")
                length(rect.width, derived[2])
                output.append(", height: ")
                length(rect.height, derived[3])
                output.append(byte: UInt8(ascii: ")"))
            }
            // Nil when there is no container shape, where a concentric corner is square.
            output.append(") ?? RectangleCornerRadii(), style: .")
            output.append(string: node.cornerStyle.rawValue)
            output.append(byte: UInt8(ascii: ")"))
            return
        }
        switch node.shape {
        case .concentric(let rectangle, _):
            concentricRectangle(rectangle, minimums: derived?.minimums ?? [:], fixed: derived?.fixedRadii ?? [:])
        case .fixed:
            containerShape(fixedShape(of: node), radii: derived?.shapeRadii ?? [:])
        }
    }

    /// A fixed shape as it is drawn: its own shape with the node's corner style.
    func fixedShape(of node: ResolvedNode) -> ContainerShape {
        guard case .fixed(let shape) = node.shape else { return .rectangle }
        return shape.withCornerStyle(node.cornerStyle)
    }

    /// `RoundedRectangle(cornerRadius: 24, style: .circular)`, `Capsule(style: …)`, `Circle()`, ….
    /// `radii` are the radius arguments as expressions, by corner, where they have one.
    mutating func containerShape(_ shape: ContainerShape, radii: [Corner: SceneExpression] = [:]) {
        switch shape {
        case .rectangle:
            output.append("Rectangle()")
        case .roundedRectangle(let cornerRadius, let style):
            output.append("RoundedRectangle(cornerRadius: ")
            length(cornerRadius, radii[.topLeading])
            output.append(", style: .")
            output.append(string: style.rawValue)
            output.append(byte: UInt8(ascii: ")"))
        case .unevenRoundedRectangle(let given, let style):
            unevenRoundedRectangle(given, style: style, derived: radii)
        case .resolvedConcentric(let resolved, let style):
            unevenRoundedRectangle(resolved, style: style)
        case .capsule(let style):
            output.append("Capsule(style: .")
            output.append(string: style.rawValue)
            output.append(byte: UInt8(ascii: ")"))
        case .circle:
            output.append("Circle()")
        case .ellipse:
            output.append("Ellipse()")
        }
    }

    /// `UnevenRoundedRectangle(topLeadingRadius: …, bottomLeadingRadius: …, bottomTrailingRadius: …,
    /// topTrailingRadius: …, style: …)`, in SwiftUI's order.
    mutating func unevenRoundedRectangle(
        _ radii: RectangleCornerRadii, style: RoundedCornerStyle, derived: [Corner: SceneExpression] = [:]
    ) {
        output.append("UnevenRoundedRectangle(topLeadingRadius: ")
        length(radii.topLeading, derived[.topLeading])
        output.append(", bottomLeadingRadius: ")
        length(radii.bottomLeading, derived[.bottomLeading])
        output.append(", bottomTrailingRadius: ")
        length(radii.bottomTrailing, derived[.bottomTrailing])
        output.append(", topTrailingRadius: ")
        length(radii.topTrailing, derived[.topTrailing])
        output.append(", style: .")
        output.append(string: style.rawValue)
        output.append(byte: UInt8(ascii: ")"))
    }

    /// `ConcentricRectangle(…)` with the initializer that made it, written as Apple's
    /// documentation writes it. Every corner an initializer takes is spelled, since a partial
    /// list can be ambiguous between the initializers (`(topLeadingCorner: 0)` fits three);
    /// `isUniform: false`, the default, is left out.
    ///
    /// A shape whose uniform groups are not the ones its initializer makes (one put together
    /// by hand) gets the initializer its groups imply, or, for groups none has, each corner on
    /// its own and a comment.
    ///
    /// `minimums` and `fixed` are the corners' `.concentric(minimum:)` and `.fixed(_:)`
    /// arguments as expressions, where they have one.
    mutating func concentricRectangle(
        _ shape: ConcentricRectangle, minimums: [Corner: SceneExpression] = [:], fixed: [Corner: SceneExpression] = [:]
    ) {
        uses.insert(.concentricRectangle)
        let groups = Set(shape.uniformGroups)
        var initializer = shape.initializer
        if groups != SwiftUIWriter.groups(of: initializer, isUniform: groups.contains(.all))
            || !SwiftUIWriter.stylesFit(initializer, shape)
        {
            initializer = SwiftUIWriter.initializer(forGroups: groups, shape)
        }
        if initializer == .plain {
            output.append("ConcentricRectangle()")
            return
        }
        // The table's labels in its order; each sets the corners it names, of one style here
        // (stylesFit), so the first corner's style stands for them.
        output.append("ConcentricRectangle(")
        for (position, label) in initializer.labels.filter({ $0 != .isUniform }).enumerated() {
            if position > 0 { output.append(", ") }
            output.append(string: label.rawValue)
            output.append(": ")
            let corner = label.corners[0]
            cornerStyle(shape[corner], minimum: minimums[corner], fixed: fixed[corner])
        }
        if initializer == .corners, groups.contains(.all) { output.append(", isUniform: true") }
        output.append(byte: UInt8(ascii: ")"))
        if initializer == .eachCorner, !groups.isEmpty {
            output.append(
                string: "  /* uniform groups " + groups.map { $0.rawValue }.sorted().joined(separator: ", ")
                    + " have no initializer */")
        }
    }

    /// Whether the initializer can give the shape its corner styles: `()` only concentric ones,
    /// `(corners:)` four equal ones, a `uniform…` label one style for its pair.
    private static func stylesFit(_ initializer: ConcentricRectangle.Initializer, _ shape: ConcentricRectangle) -> Bool
    {
        let equal = Corner.allCases.allSatisfy { shape[$0] == shape.topLeading }
        if initializer == .plain { return equal && shape.topLeading == .concentric }
        return initializer.labels.allSatisfy { label in
            label.corners.allSatisfy { shape[$0] == shape[label.corners[0]] }
        }
    }

    /// The uniform groups an initializer makes.
    private static func groups(of initializer: ConcentricRectangle.Initializer, isUniform: Bool)
        -> Set<ConcentricRectangle.UniformGroup>
    {
        initializer == .corners ? (isUniform ? [.all] : []) : initializer.groups
    }

    /// The initializer that makes `groups`: `(corners:isUniform:)` for four equal styles
    /// without groups or all in one, the per-corner one for groups no initializer makes.
    private static func initializer(
        forGroups groups: Set<ConcentricRectangle.UniformGroup>, _ shape: ConcentricRectangle
    )
        -> ConcentricRectangle.Initializer
    {
        let equal = Corner.allCases.allSatisfy { shape[$0] == shape.topLeading }
        switch groups {
        case [] where equal: return shape.topLeading == .concentric ? .plain : .corners
        case [.all]: return .corners
        case [.top, .bottom]: return .uniformTopAndBottom
        case [.top]: return .uniformTop
        case [.bottom]: return .uniformBottom
        case [.leading, .trailing]: return .uniformLeadingAndTrailing
        case [.leading]: return .uniformLeading
        case [.trailing]: return .uniformTrailing
        default: return .eachCorner
        }
    }

    /// `.concentric`, `.concentric(minimum: 12)`, `.fixed(24)`: the minimum is itself a corner
    /// style, and a number literal is `.fixed` of it, as Apple's documentation writes it.
    /// A minimum or a radius that follows the parameters is an expression, which is no literal:
    /// `.concentric(minimum: .fixed(gap))`, `.fixed(cardRadius - gap)`.
    mutating func cornerStyle(
        _ style: CornerStyle, minimum derivedMinimum: SceneExpression? = nil,
        fixed derivedRadius: SceneExpression? = nil
    ) {
        switch style {
        case .concentric(let minimum) where minimum == 0 && !SwiftUIWriter.isParametric(derivedMinimum):
            output.append(".concentric")
        case .concentric(let minimum):
            output.append(".concentric(minimum: ")
            if let derivedMinimum, derivedMinimum.dependsOnParameters {
                output.append(".fixed(")
                expression(derivedMinimum)
                output.append(byte: UInt8(ascii: ")"))
            } else {
                number(minimum)
            }
            output.append(byte: UInt8(ascii: ")"))
        case .fixed(let radius):
            output.append(".fixed(")
            length(radius, derivedRadius)
            output.append(byte: UInt8(ascii: ")"))
        }
    }

    /// `Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255)`, with `opacity:` when translucent:
    /// the sRGB bytes exactly, as the SVG has them.
    mutating func color(_ color: Color) {
        // SwiftUI's names where they are the same colour. Its other names (`.indigo`, `.gray`, …)
        // are adaptive system colours, not CSS's: those stay in sRGB numbers.
        if color.alpha == 0 {
            output.append("Color.clear")
            return
        }
        if color.alpha == 1, color.red == color.green, color.green == color.blue, color.red == 0 || color.red == 255 {
            output.append(color.red == 0 ? "Color.black" : "Color.white")
            return
        }
        output.append("Color(red: ")
        channel(color.red)
        output.append(", green: ")
        channel(color.green)
        output.append(", blue: ")
        channel(color.blue)
        if color.alpha < 1 {
            output.append(", opacity: ")
            number(Swift.max(color.alpha, 0))
        }
        output.append(byte: UInt8(ascii: ")"))
    }

    private mutating func channel(_ value: UInt8) {
        switch value {
        case 0: output.append("0")
        case 255: output.append("1")
        default:
            number(Double(value))
            output.append(" / 255")
        }
    }
}
