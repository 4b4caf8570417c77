// The low-level SVG writer: one growing buffer, numbers in NumberFormat's spelling, XML escaping,
// ids and path data. The renderers above it decide what to draw; this only spells it.
import ConcentricGeometry
import ShapeScene

/// Appends SVG markup to one buffer.
///
/// Every number goes through ``number(_:)`` (``NumberFormat``'s spelling); every user string
/// goes through ``appendText(_:)`` or ``appendAttributeValue(_:)``, which escape it for XML.
struct SVGWriter {
    private var buffer: OutputBuffer
    /// Which colours ``paint(_:)`` writes for the tool's own paints.
    let theme: Theme

    init(reservingCapacity capacity: Int, theme: Theme = .light, sink: (any ByteSink)? = nil) {
        buffer = OutputBuffer(capacity: capacity, sink: sink)
        self.theme = theme
    }

    /// The document so far (empty when it went to a sink).
    var output: String {
        mutating get { buffer.string }
    }

    /// Hands the rest of the document to the sink.
    mutating func finish() {
        buffer.finish()
    }

    /// Appends markup written in the source.
    mutating func raw(_ markup: StaticString) {
        buffer.append(markup)
    }

    /// Appends markup the renderer computed (an id it sanitised, a colour); never user text.
    mutating func rawString(_ markup: String) {
        buffer.append(string: markup)
    }

    /// Appends a number as ``NumberFormat`` spells it; a non-finite value (which no SVG reader
    /// accepts) is written as 0, so the document stays valid whatever the scene holds.
    mutating func number(_ value: Double) {
        buffer.appendNumber(value.isFinite ? value : 0, .drawing)
    }

    /// Appends ` name="value"`, the value written by `value`.
    private mutating func attribute(_ name: StaticString, _ value: (inout SVGWriter) -> Void) {
        buffer.append(byte: UInt8(ascii: " "))
        buffer.append(name)
        buffer.append("=\"")
        value(&self)
        buffer.append(byte: UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` with a number value.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        attribute(name) { $0.number(value) }
    }

    /// Appends ` name="value"` with a value the renderer chose (a keyword, a colour).
    mutating func attribute(_ name: StaticString, raw value: StaticString) {
        attribute(name) { $0.buffer.append(value) }
    }

    /// Appends ` name="value"` with a user string, escaped for an attribute.
    mutating func attribute(_ name: StaticString, escaping value: String) {
        attribute(name) { $0.appendAttributeValue(value) }
    }

    /// Appends ` fill="#rrggbb"` (and ` fill-opacity` when the colour is translucent), or the
    /// same for `stroke`; `prefix` is `fill` or `stroke`. SVG 1.1 has no `#rrggbbaa`.
    mutating func paint(_ prefix: StaticString, _ color: Color) {
        buffer.append(byte: UInt8(ascii: " "))
        buffer.append(prefix)
        buffer.append("=\"#")
        for channel in [color.red, color.green, color.blue] {
            buffer.append(byte: SVGWriter.hexDigits[Int(channel >> 4)])
            buffer.append(byte: SVGWriter.hexDigits[Int(channel & 0xF)])
        }
        buffer.append(byte: UInt8(ascii: "\""))
        if color.alpha < 1 {
            buffer.append(byte: UInt8(ascii: " "))
            buffer.append(prefix)
            buffer.append("-opacity=\"")
            number(color.alpha)
            buffer.append(byte: UInt8(ascii: "\""))
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends character data, escaped (see ``XMLEscaping``).
    mutating func appendText(_ text: String) {
        XMLEscaping.append(text, to: &buffer, inAttribute: false)
    }

    /// Appends an attribute value, escaped (see ``XMLEscaping``).
    mutating func appendAttributeValue(_ text: String) {
        XMLEscaping.append(text, to: &buffer, inAttribute: true)
    }

    /// Appends ` d="…"`: the path's elements as SVG path data.
    ///
    /// Quarter arcs become `A rx ry 0 0 1 x y` (sweep 1 is clockwise on a y-down screen, which
    /// is how ``PathElement/arc(to:radiusX:radiusY:center:)`` turns); cubics become `C`.
    /// ` d="…"` for `outline`, spelled as its elements are made (no path is built).
    mutating func pathData(_ outline: Outline, style: RoundedCornerStyle, direction: LayoutDirection) {
        buffer.append(" d=\"")
        withUnsafeMutablePointer(to: &buffer) { buffer in
            var spelling = PathSpelling(buffer: buffer)
            outline.path(style: style, direction: direction, into: &spelling)
        }
        buffer.append(byte: UInt8(ascii: "\""))
    }

    /// ` d="…"` for a path already built.
    mutating func pathData(_ path: Path) {
        buffer.append(" d=\"")
        withUnsafeMutablePointer(to: &buffer) { buffer in
            var spelling = PathSpelling(buffer: buffer)
            for element in path.elements { spelling.append(element) }
        }
        buffer.append(byte: UInt8(ascii: "\""))
    }

}

/// Escaping of user strings for XML 1.0 character data and attribute values.
enum XMLEscaping {
    /// Appends `text` to `output` so that it reads back as exactly the same characters and can
    /// never close an element or an attribute.
    ///
    /// `&`, `<` and `>` become entities everywhere; in attributes `"` and `'` do too, and tab,
    /// line feed and carriage return become character references (a parser would otherwise
    /// normalise them to spaces). Characters XML 1.0 forbids (C0 controls other than tab, LF and
    /// CR; U+FFFE and U+FFFF) cannot be written at all, even as references, so they become
    /// U+FFFD, the replacement character.
    static func append(_ text: String, to output: inout OutputBuffer, inAttribute: Bool) {
        // Fast path: most strings need nothing, so check bytes before touching scalars.
        if !needsEscaping(text, inAttribute: inAttribute) {
            output.append(string: text)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"" where inAttribute: output.append("&quot;")
            case "'" where inAttribute: output.append("&apos;")
            case "\t" where inAttribute: output.append("&#9;")
            case "\n" where inAttribute: output.append("&#10;")
            case "\r": output.append("&#13;")
            default:
                output.append(scalar: isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
    }

    /// Whether XML 1.0 forbids `scalar` in a document.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// Whether any byte of `text` needs more than a plain copy.
    private static func needsEscaping(_ text: String, inAttribute: Bool) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
            case UInt8(ascii: "\""), UInt8(ascii: "'"): if inAttribute { return true }
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF in UTF-8.
            case 0xEF: return true
            case 0..<0x20: return true
            default: break
            }
        }
        return false
    }
}

/// Turns node ids into XML IDs that are valid and unique within one document.
///
/// Node ids are unique in a scene by contract (``ResolvedNode/id``). When every id is already a
/// valid XML name and none is one the renderer writes itself, the ids are used as they are and
/// no table is kept (for a million nodes the table would cost a fifth of the render). Otherwise
/// every id is sanitised and checked against the ids handed out so far.
struct SVGIdentifiers {
    /// The scene's ids, by node index.
    private let ids: [String]
    /// Ids handed out, or nil when the scene's ids are used as they are.
    private var used: Set<String>?

    /// `reserved` are ids the renderer itself writes (`canvas`, `annotations`).
    init(reserved: [String], scene: ResolvedScene) {
        ids = scene.identifiers
        if ids.allSatisfy({ $0.isEmpty || (SVGIdentifiers.isValidName($0) && !reserved.contains($0)) }) {
            used = nil
        } else {
            var table = Set<String>(minimumCapacity: scene.nodeCount + reserved.count)
            for id in reserved { table.insert(id) }
            used = table
        }
    }

    /// The XML ID of `node`.
    mutating func claim(_ node: ResolvedNode) -> String {
        claim(ids[node.index])
    }

    /// A valid, unused XML ID for `id`.
    ///
    /// Keeps ASCII letters, digits, `-` and `_`, replaces anything else with `_`, prefixes `n-`
    /// when the result would not start with a letter or `_` (XML names cannot start with a digit
    /// or `-`), and appends `-2`, `-3`, … until the id is unique in the document.
    mutating func claim(_ id: String) -> String {
        guard var table = used else { return id }
        used = nil  // keep the table uniquely referenced while it changes
        defer { used = table }
        let base = SVGIdentifiers.sanitize(id)
        if table.insert(base).inserted { return base }
        var suffix = 2
        while true {
            let candidate = base + "-" + String(suffix)
            if table.insert(candidate).inserted { return candidate }
            suffix += 1
        }
    }

    /// Whether `id` is already ASCII letters, digits, `-` and `_`, starting with a letter or `_`.
    static func isValidName(_ id: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            guard let first = bytes.first, isNameStart(first) else { return false }
            for byte in bytes where !isNameByte(byte) { return false }
            return true
        }
        if let result = id.utf8.withContiguousStorageIfAvailable(check) { return result }
        return Array(id.utf8).withUnsafeBufferPointer(check)
    }

    /// `id` reduced to ASCII letters, digits, `-` and `_`, starting with a letter or `_`.
    static func sanitize(_ id: String) -> String {
        if isValidName(id) { return id }

        var result = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, isNameByte(UInt8(scalar.value)) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_"
            }
        }
        if let first = result.utf8.first, isNameStart(first) { return result }
        return "n-" + result
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}

/// Spells path elements into a buffer as they come: `M x y`, `L x y`, `C …`, `A rx ry 0 0 1 x y`,
/// `Z`, separated by spaces.
private struct PathSpelling: PathSink {
    let buffer: UnsafeMutablePointer<OutputBuffer>
    var first = true

    init(buffer: UnsafeMutablePointer<OutputBuffer>) {
        self.buffer = buffer
    }

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
            number(radiusX)
            buffer.pointee.append(byte: UInt8(ascii: " "))
            number(radiusY)
            buffer.pointee.append(" 0 0 1 ")
            point(to)
        case .close:
            buffer.pointee.append(byte: UInt8(ascii: "Z"))
        }
    }

    private func point(_ point: Point) {
        number(point.x)
        buffer.pointee.append(byte: UInt8(ascii: " "))
        number(point.y)
    }

    /// As ``SVGWriter/number(_:)`` spells it.
    private func number(_ value: Double) {
        buffer.pointee.appendNumber(value.isFinite ? value : 0, .drawing)
    }
}
