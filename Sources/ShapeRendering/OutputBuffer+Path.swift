// Path data as SVG spells it (`M x y L … A … C … Z`): for SVG's `d` and for CSS's `path()`.
import ConcentricGeometry

extension OutputBuffer {
    /// Appends `path`'s elements as SVG path commands, moved by `-origin` (so a path in canvas
    /// coordinates can be written relative to an element's box), numbers in the drawing style.
    ///
    /// Quarter arcs become `A rx ry 0 0 1 x y` (sweep 1 is clockwise on a y-down screen, which
    /// is how ``PathElement/arc(to:radiusX:radiusY:center:)`` turns); cubics become `C`. A
    /// non-finite number is written as 0, so the data stays valid whatever the scene holds.
    mutating func appendPathCommands(_ path: Path, origin: Point = .zero) {
        var first = true
        for element in path.elements {
            if !first { append(byte: UInt8(ascii: " ")) }
            first = false
            switch element {
            case .move(let to):
                append("M ")
                appendPoint(to, origin)
            case .line(let to):
                append("L ")
                appendPoint(to, origin)
            case .cubic(let to, let control1, let control2):
                append("C ")
                appendPoint(control1, origin)
                append(byte: UInt8(ascii: " "))
                appendPoint(control2, origin)
                append(byte: UInt8(ascii: " "))
                appendPoint(to, origin)
            case .arc(let to, let radiusX, let radiusY, _):
                append("A ")
                appendDrawingNumber(radiusX)
                append(byte: UInt8(ascii: " "))
                appendDrawingNumber(radiusY)
                append(" 0 0 1 ")
                appendPoint(to, origin)
            case .close:
                append(byte: UInt8(ascii: "Z"))
            }
        }
    }

    /// `x y`, moved by `-origin`.
    private mutating func appendPoint(_ point: Point, _ origin: Point) {
        appendDrawingNumber(point.x - origin.x)
        append(byte: UInt8(ascii: " "))
        appendDrawingNumber(point.y - origin.y)
    }

    /// A number in the drawing style (four decimals at most); 0 for a non-finite one.
    mutating func appendDrawingNumber(_ value: Double) {
        appendNumber(value.isFinite ? value : 0, .drawing)
    }
}
