// The SVG this module writes, read back as a tree of elements, so that the frames of an
// animation can be laid side by side (SVGAnimator). It reads our own markup only: one element
// per tag, attributes in double quotes, text in leaf elements; entities are kept as written.

/// An element of an SVG document: its name, its attributes in order, its child elements, and
/// the text of a leaf (`<text>`, `<style>`), exactly as written (escaped).
struct SVGElement {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [SVGElement] = []
    var text: String?

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// Reads a document written by ``SVGRenderer``.
enum SVGMarkup {
    /// The root element of `document`; nil when it is not markup of ours.
    static func parse(_ document: String) -> SVGElement? {
        var reader = Reader(bytes: Array(document.utf8))
        return reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func document() -> SVGElement? {
            skipSpace()
            if starts(with: "<?") {
                guard let end = find("?>") else { return nil }
                position = end + 2
            }
            skipSpace()
            return element()
        }

        /// `<name attributes/>` or `<name attributes>children or text</name>`.
        mutating func element() -> SVGElement? {
            guard peek == UInt8(ascii: "<") else { return nil }
            position += 1
            let name = word()
            guard !name.isEmpty else { return nil }
            var element = SVGElement(name: name, attributes: [])
            while true {
                skipSpace()
                if starts(with: "/>") {
                    position += 2
                    return element
                }
                if peek == UInt8(ascii: ">") {
                    position += 1
                    break
                }
                let attribute = word()
                guard !attribute.isEmpty, peek == UInt8(ascii: "=") else { return nil }
                position += 1
                guard peek == UInt8(ascii: "\"") else { return nil }
                position += 1
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") { position += 1 }
                guard position < bytes.count else { return nil }
                element.attributes.append((attribute, String(decoding: bytes[start..<position], as: UTF8.self)))
                position += 1
            }
            let contentStart = position
            while true {
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                guard position < bytes.count else { return nil }
                if starts(with: "</") {
                    let text = bytes[contentStart..<position]
                    if element.children.isEmpty, !text.allSatisfy(SVGMarkup.isSpace) {
                        element.text = String(decoding: text, as: UTF8.self)
                    }
                    position += 2
                    guard word() == name, peek == UInt8(ascii: ">") else { return nil }
                    position += 1
                    return element
                }
                guard let child = self.element() else { return nil }
                element.children.append(child)
            }
        }

        var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        /// A name: everything up to a space, `=`, `>` or `/`.
        mutating func word() -> String {
            let start = position
            while let byte = peek, !SVGMarkup.isSpace(byte), byte != UInt8(ascii: "="), byte != UInt8(ascii: ">"),
                byte != UInt8(ascii: "/")
            {
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func skipSpace() {
            while let byte = peek, SVGMarkup.isSpace(byte) { position += 1 }
        }

        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { return false }
            return true
        }

        func find(_ text: StaticString) -> Int? {
            var probe = self
            while probe.position < bytes.count {
                if probe.starts(with: text) { return probe.position }
                probe.position += 1
            }
            return nil
        }
    }

    fileprivate static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }
}
