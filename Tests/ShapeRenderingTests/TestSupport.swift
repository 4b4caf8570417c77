// Helpers for the renderer tests: an SVG read back with Foundation's XMLParser, and xmllint for
// validation against the SVG 1.1 DTD when it is installed.
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document parsed back: the names of its elements, their ids and their text, in
/// document order. Parsing fails on anything that is not well-formed XML.
struct SVGDocument {
    /// Each element name once, in order of first appearance.
    var elementNames: [String] = []
    /// Every `id` attribute, in document order.
    var ids: [String] = []
    /// The text of every `<text>` element, in document order.
    var texts: [String] = []

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ svg: String) throws {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseError(description: parser.parserError.map { "\($0)" } ?? "not well-formed")
        }
        elementNames = collector.names
        ids = collector.ids
        texts = collector.texts
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var names: [String] = []
        var ids: [String] = []
        var texts: [String] = []
        private var currentText: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if !names.contains(elementName) { names.append(elementName) }
            if let id = attributes["id"] { ids.append(id) }
            if elementName == "text" { currentText = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            currentText? += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            if elementName == "text", let text = currentText {
                texts.append(text)
                currentText = nil
            }
        }
    }
}

/// `xmllint` with the SVG 1.1 DTD from Debian's w3c-sgml-lib, used offline, and WAI-ARIA's
/// `role` on the root (`schemas/svg11-aria.dtd`).
enum XMLLint {
    static let systemDTD = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"
    static let dtd = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("schemas/svg11-aria.dtd").path

    /// The xmllint executable on PATH, if any.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xmllint" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether the tests that validate should run: when xmllint and the DTD are here, and also
    /// when they are missing but required (`SHAPE_REQUIRE_TOOLS`, set by scripts/test, which
    /// installs them), so that CI fails rather than skips. A local run without them says so.
    static var shouldRun: Bool {
        let available = executable != nil && FileManager.default.fileExists(atPath: systemDTD)
        let required = ProcessInfo.processInfo.environment["SHAPE_REQUIRE_TOOLS"] != nil
        if !available && !required {
            print("note: xmllint or the SVG 1.1 DTD (w3c-sgml-lib) is missing; DTD validation skipped")
        }
        return available || required
    }

    /// xmllint's complaints about `svg` (empty when it is valid).
    static func validate(_ svg: String) throws -> String {
        guard let executable, FileManager.default.fileExists(atPath: systemDTD) else {
            return "xmllint or the SVG 1.1 DTD is missing (apt-get install libxml2-utils w3c-sgml-lib)"
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("shape-svg-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--noout", "--nonet", "--dtdvalid", dtd, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        return process.terminationStatus == 0 ? text : "exit \(process.terminationStatus): \(text)"
    }
}
