// The low-level SVG writer: elements and attributes into a sink (bytes, or a tree for an
// animation frame), numbers in NumberFormat's spelling, XML escaping, ids and path data. The
// renderers above it decide what to draw; this only spells it.
import ConcentricGeometry
import ShapeScene

/// Writes SVG elements into a sink (see ``SVGSink``).
///
/// Every number goes through ``number(_:)`` (``NumberFormat``'s spelling); every user string
/// goes through ``text(_:)`` or ``attribute(_:escaping:)``, which escape it for XML. Generic
/// over the sink, so that a still picture's writer appends straight to its buffer, with no
/// element made. (`SVGSink` is asked of the extension, not the type: a type that requires it
/// has its metadata made at run time with a conformance check against all 3,700 records,
/// about 200k instructions of every start.)
struct SVGWriter<Sink> {
    private(set) var sink: Sink
    /// Which colours ``paint(_:)`` writes for the tool's own paints.
    let theme: Theme
    /// Written before every id (``SVGRenderer/idPrefix``).
    let idPrefix: String
}

extension SVGWriter where Sink: SVGSink {
    init(sink: Sink, theme: Theme = .light, idPrefix: String = "") {
        self.sink = sink
        self.theme = theme
        self.idPrefix = idPrefix
    }

    /// `<?xml …?>`.
    mutating func declaration() {
        sink.declaration()
    }

    /// `<name`, indented by `depth`; attributes follow.
    mutating func start(_ name: StaticString, depth: Int) {
        sink.startElement(name, depth: depth)
    }

    /// `/>`: ends an element with no content.
    mutating func endEmpty() {
        sink.endEmptyElement()
    }

    /// `>` and a line break: child elements follow.
    mutating func startChildren() {
        sink.endStartTag(childrenFollow: true)
    }

    /// `</name>` after child elements, indented by `depth`.
    mutating func end(_ name: StaticString, depth: Int) {
        sink.endElement(name, depth: depth)
    }

    /// `>text</name>`: ends an element whose content is `text`, escaped (see ``XMLEscaping``).
    mutating func text(_ text: String, closing name: StaticString) {
        sink.endStartTag(childrenFollow: false)
        sink.startText()
        XMLEscaping.append(text, to: &sink.buffer, inAttribute: false)
        sink.endText()
        sink.endElement(name, depth: nil)
    }

    /// `>text</name>` with text written in the source, as it is.
    mutating func text(closing name: StaticString, _ write: (inout OutputBuffer) -> Void) {
        sink.endStartTag(childrenFollow: false)
        sink.startText()
        write(&sink.buffer)
        sink.endText()
        sink.endElement(name, depth: nil)
    }

    /// ` name="value"`, the value spelled by `value`.
    @inline(__always)
    private mutating func attribute(_ name: StaticString, _ value: (inout OutputBuffer) -> Void) {
        sink.startAttribute(name)
        value(&sink.buffer)
        sink.endAttribute()
    }

    /// ` name="value"` with a number value as ``NumberFormat`` spells it; a non-finite value
    /// (which no SVG reader accepts) is written as 0, so the document stays valid whatever the
    /// scene holds.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        attribute(name) { $0.appendDrawingNumber(value) }
    }

    /// ` name="a b c d"`: numbers separated by spaces (a `viewBox`).
    mutating func attribute(_ name: StaticString, numbers: Double...) {
        attribute(name) { buffer in
            for (index, value) in numbers.enumerated() {
                if index > 0 { buffer.append(byte: UInt8(ascii: " ")) }
                buffer.appendDrawingNumber(value)
            }
        }
    }

    /// ` name="value"` with a value the renderer chose (a keyword, a colour).
    mutating func attribute(_ name: StaticString, raw value: StaticString) {
        attribute(name) { $0.append(value) }
    }

    /// ` name="value"` with a user string, escaped for an attribute.
    mutating func attribute(_ name: StaticString, escaping value: String) {
        attribute(name) { XMLEscaping.append(value, to: &$0, inAttribute: true) }
    }

    /// ` id="…"`: a node's id, which is an XML name by construction (see ``NodeIdentifiers``),
    /// after the prefix.
    mutating func id(_ index: Int, of identifiers: NodeIdentifiers) {
        let prefix = idPrefix
        attribute("id") {
            if !prefix.isEmpty { $0.append(string: prefix) }
            $0.append(id: index, of: identifiers)
        }
    }

    /// ` id="…"`: one of the document's own ids (`canvas`, `annotations`) after the prefix.
    mutating func id(_ id: StaticString) {
        let prefix = idPrefix
        attribute("id") {
            if !prefix.isEmpty { $0.append(string: prefix) }
            $0.append(id)
        }
    }

    /// The two attributes of a colour: `fill` or `stroke`, and its opacity.
    enum PaintAttribute {
        case fill, stroke

        var name: StaticString { self == .fill ? "fill" : "stroke" }
        var opacityName: StaticString { self == .fill ? "fill-opacity" : "stroke-opacity" }
    }

    /// ` fill="#rrggbb"` (and ` fill-opacity` when the colour is translucent), or the same for
    /// `stroke`. SVG 1.1 has no `#rrggbbaa`.
    mutating func paint(_ property: PaintAttribute, _ color: Color) {
        attribute(property.name) { $0.appendHex(color) }
        if color.alpha < 1 {
            attribute(property.opacityName, color.alpha)
        }
    }

    /// ` d="…"` for `outline`, spelled as its elements are made (no path is built).
    ///
    /// Quarter arcs become `A rx ry 0 0 1 x y` (sweep 1 is clockwise on a y-down screen, which
    /// is how ``PathElement/arc(to:radiusX:radiusY:center:)`` turns); cubics become `C`.
    mutating func pathData(_ outline: Outline, style: RoundedCornerStyle, direction: LayoutDirection) {
        attribute("d") { $0.appendPathCommands(of: outline, style: style, direction: direction) }
    }

    /// ` d="…"` for a path already built.
    mutating func pathData(_ path: Path) {
        attribute("d") { $0.appendPathCommands(path) }
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
