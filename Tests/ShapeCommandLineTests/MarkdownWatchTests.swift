// `shape md --watch`: the document and its figures written on start and again on every save of
// the Markdown file or a script a block imports; a failing save leaves both as they were.
import Foundation
import Testing

@testable import ShapeCommandLine

@Suite struct MarkdownWatchTests {
    static func document(caption: String) -> String {
        "# Cards\n\n```shape id=card caption=\"\(caption)\"\nimport \"lib.shape\"\n"
            + "shape s = Capsule() { size 80 x inset }\n```\n"
    }

    @Test func rewritesOnEverySaveOfTheDocumentOrAnImportAndKeepsTheLastGoodFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib.shape", "let inset = 12\n")
        try folder.write("doc.md", Self.document(caption: "One"))
        let process = try SpawnedProcess(
            [ShapeBinary.path, "md", "doc.md", "-o", "out/doc.md", "--watch"], in: folder.url)
        defer {
            kill(process.pid, SIGKILL)
            _ = process.wait()
        }
        func lines() -> [String] { process.error.split(separator: "\n").map(String.init) }
        func runs(_ status: String) -> Int { lines().filter { $0.contains(status) }.count }
        let ok = " ok (out/doc.md, 1 figure, "
        let failed = " failed, out/doc.md unchanged"
        // A capsule's corner radius is half its height: the figure shows which inset it read.
        func radius() -> String? {
            let svg = (try? folder.read("out/card.svg")) ?? ""
            return svg.range(of: #"s: \d+ on every corner"#, options: .regularExpression).map { String(svg[$0]) }
        }

        #expect(waitUntil { runs(ok) == 1 }, "\(process.error)")
        #expect(try folder.read("out/doc.md").contains("![One](card.svg)  \n*One*\n"))
        #expect(radius() == "s: 6 on every corner")

        // Modification times can be coarse: make sure each new one differs.
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("doc.md", Self.document(caption: "Second"))
        #expect(waitUntil { runs(ok) == 2 }, "\(process.error)")
        #expect(try folder.read("out/doc.md").contains("*Second*"))

        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("lib.shape", "let inset = 30\n")
        #expect(waitUntil { runs(ok) == 3 }, "\(process.error)")
        #expect(radius() == "s: 15 on every corner")

        // A broken import, then a broken document: each run fails and touches nothing.
        let goodDocument = try folder.read("out/doc.md")
        let goodFigure = try folder.read("out/card.svg")
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("lib.shape", "let inset = \n")
        #expect(waitUntil { runs(failed) == 1 }, "\(process.error)")
        // The status line comes first, then the diagnostic at the import's line.
        let failure = try #require(lines().firstIndex { $0.hasSuffix(failed) })
        #expect(lines().dropFirst(failure + 1).first?.hasPrefix("lib.shape:1:12: error: ") == true)
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("lib.shape", "let inset = 20\n")
        #expect(waitUntil { runs(ok) == 4 }, "the fixed import was not seen:\n\(process.error)")
        #expect(radius() == "s: 10 on every corner")
        let fixedFigure = try folder.read("out/card.svg")
        #expect(fixedFigure != goodFigure)

        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("doc.md", Self.document(caption: "Third").replacingOccurrences(of: "inset", with: "nowhere"))
        #expect(waitUntil { runs(failed) == 2 }, "\(process.error)")
        #expect(lines().contains { $0.hasPrefix("doc.md:5:33: error: undefined name 'nowhere'") })
        #expect(try folder.read("out/doc.md") == goodDocument)
        #expect(try folder.read("out/card.svg") == fixedFigure)

        kill(process.pid, SIGINT)
        #expect(process.wait() == .exit(0))
        #expect(lines().first == "watching doc.md and its blocks' imports, writing out/doc.md (Ctrl-C to stop)")
        #expect(lines().last?.hasSuffix(" stopped") == true)
        let first = try #require(lines().first { $0.contains(ok) })
        #expect(
            first.range(of: #"^\d\d:\d\d:\d\d ok \(out/doc.md, 1 figure, \d+ ms\)$"#, options: .regularExpression)
                != nil)
        // Every file was written whole, through a temporary renamed into place: none is left.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out"))
        #expect(written.sorted() == ["card.svg", "doc.md"])
    }

    /// A block whose import is missing fails; when the file comes back, the document is made.
    @Test func anImportThatWasMissingAndCameBackIsSeen() throws {
        let folder = try TemporaryFolder()
        try folder.write("doc.md", Self.document(caption: "One"))
        let process = try SpawnedProcess(
            [ShapeBinary.path, "md", "doc.md", "-o", "out/doc.md", "--watch"], in: folder.url)
        defer {
            kill(process.pid, SIGKILL)
            _ = process.wait()
        }
        func runs(_ status: String) -> Int { process.error.components(separatedBy: status).count - 1 }
        #expect(waitUntil { runs(" failed, out/doc.md unchanged") == 1 }, "\(process.error)")
        try folder.write("lib.shape", "let inset = 12\n")
        #expect(waitUntil { runs(" ok (out/doc.md, 1 figure, ") == 1 }, "the import was not seen:\n\(process.error)")
        #expect(try folder.read("out/card.svg").contains("s: 6 on every corner"))
    }

    /// A block without `id=` is named by a hash of its text: each save makes a new file, and the
    /// one the document no longer shows goes, if the watch made it.
    @Test func aFigureTheDocumentNoLongerShowsIsRemovedIfTheWatchMadeIt() throws {
        let folder = try TemporaryFolder()
        func document(_ side: Int) -> String { "```shape\nshape s = Rectangle() { size \(side) x \(side) }\n```\n" }
        try folder.write("doc.md", document(10))
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        // The figure an earlier `shape md` made: not the watch's to remove.
        #expect(try runShape(["md", "doc.md", "-o", "out/doc.md"], in: folder.url).status == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(before.count == 2)
        let process = try SpawnedProcess(
            [ShapeBinary.path, "md", "doc.md", "-o", "out/doc.md", "--watch"], in: folder.url)
        defer {
            kill(process.pid, SIGKILL)
            _ = process.wait()
        }
        func runs() -> [String] {
            process.error.split(separator: "\n").map(String.init).filter { $0.contains(" ok (") }
        }
        func figures() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).filter { $0 != "doc.md" }.sorted()
        }
        #expect(waitUntil { runs().count == 1 }, "\(process.error)")
        #expect(try figures() == before.filter { $0 != "doc.md" })

        for side in [20, 30] {
            Thread.sleep(forTimeInterval: 0.05)
            try folder.write("doc.md", document(side))
            #expect(waitUntil { runs().count == (side == 20 ? 2 : 3) }, "\(process.error)")
        }
        let shown = try #require(try folder.read("out/doc.md").firstMatch(of: #/\((shape-[0-9a-f]+\.svg)\)/#)?.1)
        // The first figure stays (the watch did not make it), the second is gone, the third shown.
        #expect(try figures() == (before.filter { $0 != "doc.md" } + [String(shown)]).sorted())
        #expect(runs()[1].contains(" ok (out/doc.md, 1 figure, ") && !runs()[1].contains("removed"))
        #expect(runs()[2].contains(" ok (out/doc.md, 1 figure, 1 old figure removed, "))
        kill(process.pid, SIGINT)
        #expect(process.wait() == .exit(0))
    }

    /// A figure file the watch made and the writer then replaced by a file of their own is not
    /// the watch's any more: it is left where it is.
    @Test func aFigureFileReplacedByHandIsNeverRemoved() throws {
        let folder = try TemporaryFolder()
        func document(_ side: Int) -> String { "```shape\nshape s = Rectangle() { size \(side) x \(side) }\n```\n" }
        try folder.write("doc.md", document(10))
        let process = try SpawnedProcess(
            [ShapeBinary.path, "md", "doc.md", "-o", "out/doc.md", "--watch"], in: folder.url)
        defer {
            kill(process.pid, SIGKILL)
            _ = process.wait()
        }
        func runs() -> [String] {
            process.error.split(separator: "\n").map(String.init).filter { $0.contains(" ok (") }
        }
        #expect(waitUntil { runs().count == 1 }, "\(process.error)")
        let first = try #require(try folder.read("out/doc.md").firstMatch(of: #/\((shape-[0-9a-f]+\.svg)\)/#)?.1)
        try folder.write("out/\(first)", "<svg>the writer's own</svg>\n")
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("doc.md", document(20))
        #expect(waitUntil { runs().count == 2 }, "\(process.error)")
        #expect(!runs()[1].contains("removed"))
        #expect(try folder.read("out/\(first)") == "<svg>the writer's own</svg>\n")
        kill(process.pid, SIGINT)
        #expect(process.wait() == .exit(0))
    }

    @Test func watchingNeedsAFileToReadAndOneToWrite() throws {
        let folder = try TemporaryFolder()
        try folder.write("doc.md", Self.document(caption: "One"))
        for arguments in [["md", "doc.md", "--watch"], ["md", "doc.md", "-o", "-", "--watch"]] {
            let result = try runShape(arguments, in: folder.url)
            #expect(result.status == 2)
            #expect(result.error.hasPrefix("error: '--watch' needs an output file: -o OUT\n"))
        }
        let input = try runShape(["md", "-", "-o", "out.md", "--watch"], in: folder.url)
        #expect(input.status == 2)
        #expect(input.error.hasPrefix("error: '--watch' needs a FILE to watch, not standard input\n"))
        #expect(try folder.contents() == ["doc.md"])
    }

    @Test func theStatusLineSaysWhatWasWritten() {
        typealias Outcome = MarkdownCommand.Outcome
        let written = Outcome(status: .success, filesRead: [], blocks: 3, figuresWritten: 3)
        #expect(MarkdownCommand.status(of: written, output: "out.md", 40) == "ok (out.md, 3 figures, 40 ms)")
        let none = Outcome(status: .success, filesRead: [], blocks: 0, figuresWritten: 0)
        #expect(MarkdownCommand.status(of: none, output: "out.md", 1) == "ok (out.md, 0 figures, 1 ms)")
        let failed = Outcome(status: .failure, filesRead: [], blocks: 3, figuresWritten: nil)
        #expect(MarkdownCommand.status(of: failed, output: "out.md", 40) == "failed, out.md unchanged")
        // --keep-going writes the document with the failing blocks left as code.
        let partial = Outcome(status: .failure, filesRead: [], blocks: 3, figuresWritten: 1)
        #expect(
            MarkdownCommand.status(of: partial, output: "out.md", 40)
                == "failed at 2 of 3 blocks, out.md written with 1 figure")
        #expect(
            MarkdownCommand.status(of: written, output: "out.md", 40, removed: 2)
                == "ok (out.md, 3 figures, 2 old figures removed, 40 ms)")
    }
}
