// Imports (nested, once each, cycles, missing files) and the resource limits.
import Foundation
import ShapeFiles
import Testing

@testable import ShapeLanguage

/// A temporary folder of script files, removed when the test ends.
final class ScriptFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "shape-tests-" + UUID().uuidString
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func run(_ name: String, limits: Limits = Limits(), access: FileAccess = .standard) -> (EvaluationResult, [String])
    {
        final class Lines: @unchecked Sendable { var lines: [String] = [] }
        let lines = Lines()
        let session = Session(
            limits: limits, sources: DiskSources(), fileAccess: access, output: { lines.lines.append($0) })
        return (session.evaluateFile(path + "/" + name), lines.lines)
    }
}

@Suite struct ImportTests {
    @Test func nestedImportsRelativeToTheImporter() throws {
        let folder = try ScriptFolder([
            "main.shape": "import \"lib/tokens.shape\"\nprint cardRadius(inner: 16, padding: 8), base",
            "lib/tokens.shape": "import \"base.shape\"\nfunc cardRadius(inner r, padding p) { return r + p }",
            "lib/base.shape": "let base = 4\nprint \"base loaded\"",
        ])
        let (result, output) = folder.run("main.shape")
        #expect(result.error == nil, "\(result.error?.summary ?? "")")
        #expect(output == ["base loaded", "24 4"])
    }

    @Test func eachFileIsEvaluatedOnce() throws {
        let folder = try ScriptFolder([
            "main.shape": "import \"a.shape\"\nimport \"b.shape\"\nimport \"a.shape\"",
            "a.shape": "import \"b.shape\"\nprint \"a\"",
            "b.shape": "print \"b\"",
        ])
        let (result, output) = folder.run("main.shape")
        #expect(result.error == nil)
        #expect(output == ["b", "a"])
    }

    @Test func cyclesAreReportedWithTheChain() throws {
        let folder = try ScriptFolder([
            "a.shape": "import \"b.shape\"",
            "b.shape": "import \"c.shape\"",
            "c.shape": "\nimport \"a.shape\"",
        ])
        let (result, _) = folder.run("a.shape")
        #expect(result.error?.code.rawValue == "import.cycle")
        #expect(result.error?.message == "import cycle: a.shape → b.shape → c.shape → a.shape")
        #expect(result.error?.file?.hasSuffix("c.shape") == true)
        #expect(result.error?.range.start.description == "2:1")
    }

    @Test func missingFilesAreLocated() throws {
        let folder = try ScriptFolder(["main.shape": "let a = 1\nimport \"nowhere.shape\""])
        let (result, _) = folder.run("main.shape")
        #expect(result.error?.code.rawValue == "import.unreadable")
        #expect(result.error?.message.hasPrefix("cannot import 'nowhere.shape': no such file") == true)
        #expect(result.error?.range.start.description == "2:1")
    }

    @Test func errorsInsideAnImportPointIntoIt() throws {
        let folder = try ScriptFolder([
            "main.shape": "import \"lib.shape\"\nprint half(0)",
            "lib.shape": "func half(_ x) {\n    return 1 / x\n}",
        ])
        let (result, _) = folder.run("main.shape")
        #expect(result.error?.code.rawValue == "runtime.division-by-zero")
        #expect(result.error?.file?.hasSuffix("lib.shape") == true)
        #expect(result.error?.range.start.description == "2:12")
    }

    @Test func sandboxRefusesImports() throws {
        let folder = try ScriptFolder(["main.shape": "import \"other.shape\"", "other.shape": ""])
        let (result, _) = folder.run("main.shape", limits: .sandbox, access: .sandbox)
        #expect(result.error?.code.rawValue == "import.sandbox")
    }

    @Test func invalidUTF8IsAClearError() throws {
        let folder = try ScriptFolder([:])
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let bytes: [UInt8] = Array("let a = 1\nlet b = \"".utf8) + [0xFF] + Array("\"".utf8)
        #expect(FileManager.default.createFile(atPath: folder.path + "/bad.shape", contents: Data(bytes)))
        let (result, _) = folder.run("bad.shape")
        #expect(result.error?.code.rawValue == "io.read")
        #expect(result.error?.message.hasSuffix("is not valid UTF-8: invalid byte 0xff at 2:10") == true)
    }
}

@Suite struct LimitTests {
    @Test func infiniteLoopsStopAtTheStepLimit() {
        let outcome = run("while true { }", limits: Limits(maxSteps: 10_000))
        #expect(outcome.error?.code.rawValue == "limit.steps")
        #expect(outcome.error?.message == "evaluation stopped after 10000 steps (the step limit)")
        // How to raise it is the front end's to say (a flag, or ':limits' in the REPL).
        #expect(outcome.error?.hint == "a loop may never end")
    }

    @Test func runawayRecursionStopsAtTheCallDepth() {
        let outcome = run("func f(_ n) { return f(n + 1) }\nf(0)")
        #expect(outcome.error?.code.rawValue == "limit.call-depth")
        #expect(outcome.error?.range.start.description == "1:22")
    }

    @Test func nodeExplosionsStopAtTheNodeLimit() {
        let outcome = run("for i in 0..<100 { shape Capsule() { } }", limits: Limits(maxNodes: 50))
        #expect(outcome.error?.code.rawValue == "limit.nodes")
        #expect(outcome.error?.message == "more than 50 nodes (the node limit)")
    }

    @Test func deepNestingStopsAtTheNestingLimit() {
        let source = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let outcome = run("print " + source)
        #expect(outcome.error?.code.rawValue == "limit.nesting")
    }

    @Test func outputStopsAtTheOutputLimit() {
        let outcome = run("while true { print \"spam\" }", limits: Limits(maxOutputBytes: 100))
        #expect(outcome.error?.code.rawValue == "limit.output")
    }

    @Test func stringsStopAtTheStringLimit() {
        let outcome = run("var s = \"ab\"\nwhile true { s = s + s }", limits: Limits(maxStringLength: 1000))
        #expect(outcome.error?.code.rawValue == "limit.string")
    }

    @Test func importsStopAtTheImportLimit() throws {
        let folder = try ScriptFolder([
            "main.shape": "import \"a.shape\"\nimport \"b.shape\"", "a.shape": "", "b.shape": "",
        ])
        let (result, _) = folder.run("main.shape", limits: Limits(maxImports: 1))
        #expect(result.error?.code.rawValue == "limit.imports")
    }

    @Test func anInterruptStopsARunningLoop() {
        // The loop says it has started (its `print` runs first); only then does another thread
        // interrupt it, so the interrupt can never arrive before the evaluation begins.
        let started = DispatchSemaphore(value: 0)
        let session = Session(sources: DiskSources(), output: { _ in started.signal() })
        let stopper = Thread {
            started.wait()
            session.interrupt()
        }
        stopper.start()
        let result = session.evaluate("var i = 0\nprint \"started\"\nwhile true { i += 1 }")
        #expect(result.error?.code.rawValue == "runtime.interrupted")
        // The session survives: earlier definitions are intact.
        #expect(session.evaluate("i > 0", interactive: true).echoes == ["true"])
    }
}
