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
    /// Written before every id (``SVGRenderer/idPrefix``).
    let idPrefix: String

    init(reservingCapacity capacity: Int, theme: Theme = .light, idPrefix: String = "", sink: (any ByteSink)? = nil) {
        buffer = OutputBuffer(capacity: capacity, sink: sink)
        self.theme = theme
        self.idPrefix = idPrefix
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

    /// Appends a node's id, which is an XML name by construction (see ``NodeIdentifiers``).
    mutating func id(_ index: Int, of identifiers: NodeIdentifiers) {
        if !idPrefix.isEmpty { buffer.append(string: idPrefix) }
        buffer.append(id: index, of: identifiers)
    }

    /// Appends one of the document's own ids (`canvas`, `annotations`) after the prefix.
    mutating func prefixedID(_ id: StaticString) {
        if !idPrefix.isEmpty { buffer.append(string: idPrefix) }
        buffer.append(id)
    }

    /// Appends a number as ``NumberFormat`` spells it; a non-finite value (which no SVG reader
    /// accepts) is written as 0, so the document stays valid whatever the scene holds.
    mutating func number(_ value: Double) {
        buffer.appendDrawingNumber(value)
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
        buffer.append("=\"")
        buffer.appendHex(color)
        buffer.append(byte: UInt8(ascii: "\""))
        if color.alpha < 1 {
            buffer.append(byte: UInt8(ascii: " "))
            buffer.append(prefix)
            buffer.append("-opacity=\"")
            number(color.alpha)
            buffer.append(byte: UInt8(ascii: "\""))
        }
    }

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
        buffer.appendPathCommands(of: outline, style: style, direction: direction)
        buffer.append(byte: UInt8(ascii: "\""))
    }

    /// ` d="…"` for a path already built.
    mutating func pathData(_ path: Path) {
        buffer.append(" d=\"")
        buffer.appendPathCommands(path)
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
