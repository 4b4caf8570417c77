// `shape render --watch`: a render on start, another on every change to the script or an
// import, one line each on standard error, and exit 0 on Ctrl-C.
import Foundation
import Testing

@Suite struct WatchTests {
    /// Polls `condition` every 50 ms for up to `seconds`.
    private func waitUntil(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    @Test func rendersAgainWhenAnImportChangesAndStopsOnInterrupt() throws {
        let folder = try TemporaryFolder()
        try folder.write("lib.shape", "let inset = 12\n")
        try folder.write("main.shape", "import \"lib.shape\"\nshape s = Capsule() { size 80 x inset }\n")
        let log = folder.path("watch.log")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ShapeBinary.path)
        process.arguments = ["render", "main.shape", "-o", "out.json", "--watch"]
        process.currentDirectoryURL = folder.url
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        func lines() -> [String] {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        func okCount() -> Int { lines().filter { $0.contains(" ok (1 node, ") }.count }

        #expect(waitUntil { okCount() == 1 })
        #expect(try folder.read("out.json").contains("\"height\": 12"))

        // Modification times can be coarse: make sure the new one differs.
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write("lib.shape", "let inset = 30\n")
        #expect(waitUntil { okCount() == 2 })
        #expect(try folder.read("out.json").contains("\"height\": 30"))

        try folder.write("lib.shape", "let inset = \n")
        #expect(waitUntil { lines().contains { $0.hasSuffix(" failed, out.json unchanged") } })
        #expect(try folder.read("out.json").contains("\"height\": 30"))
        #expect(lines().contains { $0.hasPrefix("lib.shape:1:") })

        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(lines().first == "watching main.shape and its imports, rendering to out.json (Ctrl-C to stop)")
        #expect(lines().last?.hasSuffix(" stopped") == true)
        let first = try #require(lines().first { $0.contains(" ok (") })
        // HH:MM:SS ok (1 node, N ms)
        #expect(first.range(of: #"^\d\d:\d\d:\d\d ok \(1 node, \d+ ms\)$"#, options: .regularExpression) != nil)
        #expect(try folder.contents() == ["lib.shape", "main.shape", "out.json", "watch.log"])
    }
}
