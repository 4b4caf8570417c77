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
        withUnsafeMutablePointer(to: &self) { buffer in
            var spelling = PathSpelling(buffer: buffer, origin: origin)
            for element in path.elements { spelling.append(element) }
        }
    }

    /// Appends `outline`'s path commands as its elements are made: no path is built (a scene of
    /// a million shapes would build and free a million arrays).
    mutating func appendPathCommands(
        of outline: Outline, style: RoundedCornerStyle, direction: LayoutDirection, origin: Point = .zero
    ) {
        withUnsafeMutablePointer(to: &self) { buffer in
            var spelling = PathSpelling(buffer: buffer, origin: origin)
            outline.path(style: style, direction: direction, into: &spelling)
        }
    }

    /// A number in the drawing style (four decimals at most); 0 for a non-finite one.
    mutating func appendDrawingNumber(_ value: Double) {
        appendNumber(value.isFinite ? value : 0, .drawing)
    }
}

/// Spells path elements into a buffer as they come: `M x y`, `L x y`, `C …`, `A rx ry 0 0 1 x y`,
/// `Z`, separated by spaces, moved by `-origin`.
private struct PathSpelling: PathSink {
    let buffer: UnsafeMutablePointer<OutputBuffer>
    let origin: Point
    var first = true

    init(buffer: UnsafeMutablePointer<OutputBuffer>, origin: Point) { (self.buffer, self.origin) = (buffer, origin) }

    mutating func append(_ element: PathElement) {
        if !first { buffer.pointee.append(byte: UInt8(ascii: " ")) }
        first = false
        switch element {
        case .move(let to):
            buffer.pointee.append("M ")
            point(to)
        case .line(let to):
            buffer.pointee.append("L ")
            point(to)
        case .cubic(let to, let control1, let control2):
            buffer.pointee.append("C ")
            point(control1)
            buffer.pointee.append(byte: UInt8(ascii: " "))
            point(control2)
            buffer.pointee.append(byte: UInt8(ascii: " "))
            point(to)
        case .arc(let to, let radiusX, let radiusY, _):
            buffer.pointee.append("A ")
            if radiusX == radiusY {
                // A circular arc, nearly every arc: its radius spelled once and copied.
                buffer.pointee.appendDrawingNumberTwice(radiusX)
            } else {
                buffer.pointee.appendDrawingNumber(radiusX)
                buffer.pointee.append(byte: UInt8(ascii: " "))
                buffer.pointee.appendDrawingNumber(radiusY)
            }
            buffer.pointee.append(" 0 0 1 ")
            point(to)
        case .close:
            buffer.pointee.append(byte: UInt8(ascii: "Z"))
        }
    }

    private func point(_ point: Point) {
        buffer.pointee.appendDrawingNumber(point.x - origin.x)
        buffer.pointee.append(byte: UInt8(ascii: " "))
        buffer.pointee.appendDrawingNumber(point.y - origin.y)
    }
}
