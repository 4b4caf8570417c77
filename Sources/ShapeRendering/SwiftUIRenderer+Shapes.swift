// How the SwiftUI output spells shapes, corner styles, colours and strings: SwiftUI's own
// initializers with SwiftUI's labels, every style and every corner written out.
import ConcentricGeometry
import ShapeScene

extension SwiftUIWriter {
    /// The light theme's canvas and outline colours, as the SVG draws them.
    static let lightCanvas = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let lightOutline = Color(red: 0x8E, green: 0x8E, blue: 0x93)

    /// The node's shape as a SwiftUI expression, drawn with its resolved corner style.
    mutating func shapeExpression(of node: ResolvedNode) {
        switch node.shape {
        case .concentric(let rectangle, _):
            concentricRectangle(rectangle)
        case .fixed:
            containerShape(fixedShape(of: node), frame: node.frame)
        }
    }

    /// A fixed shape as it is drawn: its own shape with the node's corner style.
    func fixedShape(of node: ResolvedNode) -> ContainerShape {
        guard case .fixed(let shape) = node.shape else { return .rectangle }
        return shape.withCornerStyle(node.cornerStyle)
    }

    /// `RoundedRectangle(cornerRadius: 24, style: .circular)`, `Capsule(style: …)`, `Circle()`, ….
    mutating func containerShape(_ shape: ContainerShape, frame: Rect) {
        switch shape {
        case .rectangle:
            output.append("Rectangle()")
        case .roundedRectangle(let cornerRadius, let style):
            output.append("RoundedRectangle(cornerRadius: ")
            number(cornerRadius)
            output.append(", style: .")
            output.append(string: style.rawValue)
            output.append(byte: UInt8(ascii: ")"))
        case .unevenRoundedRectangle(let radii, let style), .resolvedConcentric(let radii, let style):
            unevenRoundedRectangle(radii, style: style)
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
    mutating func unevenRoundedRectangle(_ radii: RectangleCornerRadii, style: RoundedCornerStyle) {
        output.append("UnevenRoundedRectangle(topLeadingRadius: ")
        number(radii.topLeading)
        output.append(", bottomLeadingRadius: ")
        number(radii.bottomLeading)
        output.append(", bottomTrailingRadius: ")
        number(radii.bottomTrailing)
        output.append(", topTrailingRadius: ")
        number(radii.topTrailing)
        output.append(", style: .")
        output.append(string: style.rawValue)
        output.append(byte: UInt8(ascii: ")"))
    }

    /// The `ConcentricRectangle` initializer its uniform groups imply, every corner spelled:
    ///
    /// | groups | initializer |
    /// |---|---|
    /// | none, four equal styles | `ConcentricRectangle()` or `(corners: s)` |
    /// | none | `(topLeadingCorner:topTrailingCorner:bottomLeadingCorner:bottomTrailingCorner:)` |
    /// | all | `(corners: s, isUniform: true)` |
    /// | top and bottom | `(uniformTopCorners:uniformBottomCorners:)` |
    /// | top | `(uniformTopCorners:bottomLeadingCorner:bottomTrailingCorner:)` |
    /// | bottom | `(uniformBottomCorners:topLeadingCorner:topTrailingCorner:)` |
    /// | leading and trailing | `(uniformLeadingCorners:uniformTrailingCorners:)` |
    /// | leading | `(uniformLeadingCorners:topTrailingCorner:bottomTrailingCorner:)` |
    /// | trailing | `(uniformTrailingCorners:topLeadingCorner:bottomLeadingCorner:)` |
    ///
    /// Groups set by hand in other combinations have no initializer: each corner is then spelled
    /// on its own and the groups are lost, which the comment beside it says.
    mutating func concentricRectangle(_ shape: ConcentricRectangle) {
        let groups = Set(shape.uniformGroups)
        let arguments: [(StaticString, CornerStyle)]
        switch groups {
        case [] where Corner.allCases.allSatisfy({ shape[$0] == shape.topLeading }):
            if shape.topLeading == .concentric {
                output.append("ConcentricRectangle()")
                return
            }
            arguments = [("corners", shape.topLeading)]
        case [.all]:
            output.append("ConcentricRectangle(corners: ")
            cornerStyle(shape.topLeading)
            output.append(", isUniform: true)")
            return
        case [.top, .bottom]:
            arguments = [("uniformTopCorners", shape.topLeading), ("uniformBottomCorners", shape.bottomLeading)]
        case [.top]:
            arguments = [
                ("uniformTopCorners", shape.topLeading), ("bottomLeadingCorner", shape.bottomLeading),
                ("bottomTrailingCorner", shape.bottomTrailing),
            ]
        case [.bottom]:
            arguments = [
                ("uniformBottomCorners", shape.bottomLeading), ("topLeadingCorner", shape.topLeading),
                ("topTrailingCorner", shape.topTrailing),
            ]
        case [.leading, .trailing]:
            arguments = [("uniformLeadingCorners", shape.topLeading), ("uniformTrailingCorners", shape.topTrailing)]
        case [.leading]:
            arguments = [
                ("uniformLeadingCorners", shape.topLeading), ("topTrailingCorner", shape.topTrailing),
                ("bottomTrailingCorner", shape.bottomTrailing),
            ]
        case [.trailing]:
            arguments = [
                ("uniformTrailingCorners", shape.topTrailing), ("topLeadingCorner", shape.topLeading),
                ("bottomLeadingCorner", shape.bottomLeading),
            ]
        default:
            arguments = [
                ("topLeadingCorner", shape.topLeading), ("topTrailingCorner", shape.topTrailing),
                ("bottomLeadingCorner", shape.bottomLeading), ("bottomTrailingCorner", shape.bottomTrailing),
            ]
        }
        output.append("ConcentricRectangle(")
        for (position, (label, style)) in arguments.enumerated() {
            if position > 0 { output.append(", ") }
            output.append(label)
            output.append(": ")
            cornerStyle(style)
        }
        output.append(byte: UInt8(ascii: ")"))
        if !groups.isEmpty,
            groups.count > 2 || (groups.count == 2 && groups != [.top, .bottom] && groups != [.leading, .trailing])
        {
            output.append(
                string: "  /* uniform groups " + groups.map(\.rawValue).sorted().joined(separator: ", ")
                    + " have no initializer */")
        }
    }

    /// `.concentric`, `.concentric(minimum: .fixed(12))`, `.fixed(24)`.
    mutating func cornerStyle(_ style: CornerStyle) {
        switch style {
        case .concentric(let minimum) where minimum == 0:
            output.append(".concentric")
        case .concentric(let minimum):
            output.append(".concentric(minimum: .fixed(")
            number(minimum)
            output.append("))")
        case .fixed(let radius):
            output.append(".fixed(")
            number(radius)
            output.append(byte: UInt8(ascii: ")"))
        }
    }

    /// `Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255)`, with `opacity:` when translucent:
    /// the sRGB bytes exactly, as the SVG has them.
    mutating func color(_ color: Color) {
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

    /// A Swift string literal of `text`: quotes, backslashes and every control or line-breaking
    /// character escaped, so no label can end the literal or start an interpolation.
    mutating func swiftString(_ text: String) {
        output.append(byte: UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    output.append(string: "\\u{" + String(scalar.value, radix: 16) + "}")
                } else {
                    output.append(scalar: scalar)
                }
            }
        }
        output.append(byte: UInt8(ascii: "\""))
    }
}
