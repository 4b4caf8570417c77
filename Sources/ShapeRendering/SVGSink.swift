// Where the SVG writer's document goes: its bytes (a still picture, streamed as it is made) or
// its elements (an animation frame, which SVGAnimator compares with the other frames).
//
//   SVGWriter ─ startElement, attributes, text, endElement ─┬─► SVGBytes: markup in one buffer
//                                                           └─► SVGTree:  an SVGElement tree
//
// Both see the same calls in the same order, so a frame's tree is exactly the document its
// bytes would be, less the layout (the XML declaration, indentation and line breaks).

/// Receives an SVG document element by element.
///
/// Attribute values and text are spelled into ``buffer`` between ``startAttribute(_:)`` and
/// ``endAttribute()`` (or ``startText()`` and ``endText()``), already escaped: a sink keeps
/// them as written.
protocol SVGSink {
    /// Where values and text are spelled (for bytes, the whole document).
    var buffer: OutputBuffer { get set }
    /// `<?xml …?>`, before the root element.
    mutating func declaration()
    /// `<name`, on a line of its own indented by `depth`.
    mutating func startElement(_ name: StaticString, depth: Int)
    /// ` name="`: the value follows in ``buffer``.
    mutating func startAttribute(_ name: StaticString)
    /// `"`: the value is complete.
    mutating func endAttribute()
    /// `>` after the attributes of an element with content; a line break when child elements
    /// follow rather than text.
    mutating func endStartTag(childrenFollow: Bool)
    /// `/>`: an element with no content.
    mutating func endEmptyElement()
    /// The element's text follows in ``buffer``.
    mutating func startText()
    mutating func endText()
    /// `</name>`, indented by `depth` on a line of its own after child elements (nil after text).
    mutating func endElement(_ name: StaticString, depth: Int?)
}

/// The document as markup: what a still picture writes, to a string or a ``ByteSink``.
struct SVGBytes: SVGSink {
    var buffer: OutputBuffer

    init(reservingCapacity capacity: Int, sink: (any ByteSink)? = nil) {
        buffer = OutputBuffer(capacity: capacity, sink: sink)
    }

    mutating func declaration() {
        buffer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }

    @inline(__always)
    mutating func startElement(_ name: StaticString, depth: Int) {
        buffer.appendSpaces(2 * depth)
        buffer.append(byte: UInt8(ascii: "<"))
        buffer.append(name)
    }

    @inline(__always)
    mutating func startAttribute(_ name: StaticString) {
        buffer.append(byte: UInt8(ascii: " "))
        buffer.append(name)
        buffer.append("=\"")
    }

    @inline(__always)
    mutating func endAttribute() {
        buffer.append(byte: UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func endStartTag(childrenFollow: Bool) {
        buffer.append(childrenFollow ? ">\n" : ">")
    }

    @inline(__always)
    mutating func endEmptyElement() {
        buffer.append("/>\n")
    }

    @inline(__always)
    mutating func startText() {}

    @inline(__always)
    mutating func endText() {}

    @inline(__always)
    mutating func endElement(_ name: StaticString, depth: Int?) {
        if let depth { buffer.appendSpaces(2 * depth) }
        buffer.append("</")
        buffer.append(name)
        buffer.append(">\n")
    }
}

/// An element of an SVG document: its name, its attributes in order, its child elements, and
/// the text of a leaf (`<text>`, `<style>`), each value and text as written (escaped).
struct SVGElement: Equatable {
    var name: String
    var attributes: [SVGAttribute]
    var children: [SVGElement] = []
    var text: String?

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// One attribute of an ``SVGElement``, its value as written (escaped).
struct SVGAttribute: Equatable {
    var name: String
    var value: String
}

/// The document as a tree of elements, for the frames of an animation.
struct SVGTree: SVGSink {
    var buffer = OutputBuffer(capacity: 256)
    /// The elements started and not yet ended, outermost first.
    private var open: [SVGElement] = []
    private var attributeName = ""
    /// The root element, once it has ended.
    private(set) var root: SVGElement?

    mutating func declaration() {}

    mutating func startElement(_ name: StaticString, depth: Int) {
        open.append(SVGElement(name: name.description, attributes: []))
    }

    mutating func startAttribute(_ name: StaticString) {
        attributeName = name.description
        buffer.removeAll()
    }

    mutating func endAttribute() {
        guard !open.isEmpty else { return }
        open[open.count - 1].attributes.append(SVGAttribute(name: attributeName, value: buffer.string))
    }

    mutating func endStartTag(childrenFollow: Bool) {}

    mutating func endEmptyElement() {
        close()
    }

    mutating func startText() {
        buffer.removeAll()
    }

    mutating func endText() {
        let text = buffer.string
        guard !open.isEmpty, !text.isEmpty else { return }
        open[open.count - 1].text = text
    }

    mutating func endElement(_ name: StaticString, depth: Int?) {
        close()
    }

    /// Ends the innermost open element: a child of the one around it, or the root.
    private mutating func close() {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }
}
