// Runs every script in examples/ and holds it to the outputs committed beside it: its printed
// lines and warnings (NAME.out), its picture (NAME.svg) and its annotated picture
// (NAME.annotated.svg); for a script with an animation, every frame is evaluated (its asserts
// hold at each) and the pictures are animated SVG.
// `SHAPE_UPDATE_EXAMPLES=1 swift test --filter ExampleTests` rewrites them.
import Foundation
import ShapeCommandLine
import ShapeFiles
import ShapeLanguage
import ShapeRendering
import Testing

@Suite struct ExampleTests {
    /// Each example runs without an error (so every `assert` in it holds) and reproduces its
    /// committed outputs byte for byte.
    @Test(arguments: ExampleFolder.scripts)
    func example(_ script: String) throws {
        let run = ExampleRun(script)
        if let error = run.error {
            Issue.record("\(script) failed:\n\(error)")
            return
        }
        for output in run.outputs {
            if ExampleFolder.isUpdating {
                try output.write()
            } else {
                output.check()
            }
        }
        // A script that draws nothing (a library such as tokens.shape) has no pictures.
        for suffix in ExampleFolder.pictureSuffixes where !run.drawsAnything {
            let path = ExampleFolder.path(run.name + suffix)
            if ExampleFolder.isUpdating {
                try? FileManager.default.removeItem(atPath: path)
            } else {
                #expect(
                    !FileManager.default.fileExists(atPath: path),
                    "\(script) draws nothing, so \(run.name + suffix) is stale: delete it")
            }
        }
    }

    /// Every committed output belongs to an example: a renamed or deleted script leaves none behind.
    @Test func everyOutputHasItsScript() throws {
        let names = Set(ExampleFolder.scripts.map { ExampleFolder.baseName($0) })
        for file in try ExampleFolder.files() {
            guard let suffix = ExampleFolder.outputSuffixes.first(where: { file.hasSuffix($0) }) else { continue }
            let base = String(file.dropLast(suffix.count))
            #expect(names.contains(base), "\(file) has no \(base).shape beside it")
        }
    }

    /// Every committed picture is valid SVG 1.1 (with ARIA's `role`, schemas/svg11-aria.dtd),
    /// checked by xmllint against the DTD: required when `SHAPE_REQUIRE_TOOLS` is set
    /// (scripts/test installs both), else skipped with a note.
    @Test func picturesAreValidSVG11() throws {
        let system = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd"
        let dtd = URL(fileURLWithPath: ExampleFolder.directory).deletingLastPathComponent()
            .appendingPathComponent("schemas/svg11-aria.dtd").path
        guard let xmllint = ExampleFolder.executable(named: "xmllint"), FileManager.default.fileExists(atPath: system)
        else {
            if ProcessInfo.processInfo.environment["SHAPE_REQUIRE_TOOLS"] != nil {
                Issue.record("xmllint and the SVG 1.1 DTD are required (apt-get install libxml2-utils w3c-sgml-lib)")
            } else {
                print("note: xmllint or the SVG 1.1 DTD is missing; the examples' SVG validation skipped")
            }
            return
        }
        let pictures = try ExampleFolder.files().filter { $0.hasSuffix(".svg") }
        for picture in pictures {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xmllint)
            process.arguments = ["--noout", "--nonet", "--dtdvalid", dtd, ExampleFolder.path(picture)]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "xmllint rejects \(picture):\n\(message)")
        }
    }

    /// The folder holds the examples the gallery promises, so the scan cannot pass by finding none.
    @Test func galleryIsNotEmpty() {
        #expect(ExampleFolder.scripts.count >= 12)
    }
}

/// One example evaluated: what it printed and warned, and its two pictures.
struct ExampleRun {
    let name: String
    /// The formatted error that stopped the script, if any.
    let error: String?
    let drawsAnything: Bool
    let outputs: [ExampleOutput]

    init(_ script: String) {
        name = ExampleFolder.baseName(script)
        let lines = LineCollector()
        let session = Session(sources: DiskSources(), output: { lines.append($0) })
        // The examples teach: every warning, teaching ones included (`shape check --warnings all`).
        session.warningPolicy = WarningPolicy(level: .all)
        let result = session.evaluateFile(ExampleFolder.path(script))
        // An animation: every frame, each evaluated again (and its asserts checked) at its moment.
        let frames =
            result.succeeded ? session.animate() : AnimationEvaluation(animation: nil, diagnostics: [])
        let diagnostics = result.diagnostics + frames.diagnostics
        let formatter = DiagnosticFormatter(colored: false)
        let errors = diagnostics.filter { $0.severity == .error }
        error =
            errors.isEmpty
            ? nil
            : errors.map { formatter.format($0, source: session.source(for: $0.file)) }.joined(separator: "\n")
        // Warnings are spelled with the file name alone, as `shape` prints them when run in examples/.
        let warnings = diagnostics.filter { $0.severity != .error }.flatMap { diagnostic in
            let file = diagnostic.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "<input>"
            return ["\(file):\(diagnostic.range.start): \(diagnostic.severity.rawValue): \(diagnostic.message)"]
                + diagnostic.notes.map { "\(file):\($0.range.map { "\($0.start)" } ?? "1:1"): note: \($0.message)" }
        }
        var outputs = [ExampleOutput(file: name + ".out", text: (lines.lines + warnings).map { $0 + "\n" }.joined())]
        drawsAnything = session.nodeCount > 0
        if let animation = frames.animation {
            outputs.append(
                ExampleOutput(file: name + ".svg", text: AnimatedSVGRenderer(svg: SVGRenderer()).render(animation)))
            outputs.append(
                ExampleOutput(
                    file: name + ".annotated.svg",
                    text: AnimatedSVGRenderer(svg: SVGRenderer(annotate: true)).render(animation)))
        } else if drawsAnything {
            let scene = session.scene()
            outputs.append(ExampleOutput(file: name + ".svg", text: SVGRenderer(annotate: false).render(scene)))
            outputs.append(
                ExampleOutput(file: name + ".annotated.svg", text: SVGRenderer(annotate: true).render(scene)))
        }
        self.outputs = outputs
    }
}

/// One expected output file of an example.
struct ExampleOutput {
    let file: String
    let text: String

    var path: String { ExampleFolder.path(file) }

    func write() throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Records an issue when the committed file is missing or differs, naming the first
    /// differing line.
    func check() {
        let regenerate = "run SHAPE_UPDATE_EXAMPLES=1 swift test --filter ExampleTests to write it"
        guard let committed = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("\(file) is missing: \(regenerate)")
            return
        }
        guard committed != text else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = line < old.count ? String(old[line]) : "(end of file)"
        let now = line < new.count ? String(new[line]) : "(end of file)"
        Issue.record("\(file) is stale at line \(line + 1):\n  committed: \(was)\n  produced:  \(now)\n\(regenerate)")
    }
}

/// The examples folder, found from this file's own path.
enum ExampleFolder {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ExampleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("examples").path

    static let pictureSuffixes = [".svg", ".annotated.svg"]
    /// Longest first, so `.annotated.svg` is not taken for `.svg`.
    static let outputSuffixes = [".annotated.svg", ".svg", ".out"]

    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["SHAPE_UPDATE_EXAMPLES"] == "1"
    }

    /// The scripts, by file name, in order.
    static var scripts: [String] {
        ((try? files()) ?? []).filter { $0.hasSuffix(".shape") }
    }

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    static func path(_ file: String) -> String {
        directory + "/" + file
    }

    static func baseName(_ script: String) -> String {
        String(script.dropLast(".shape".count))
    }

    /// The program's path when it is on PATH.
    static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Collects printed lines; the session calls it synchronously while a script runs.
final class LineCollector: @unchecked Sendable {
    private(set) var lines: [String] = []

    func append(_ line: String) {
        lines.append(line)
    }
}
