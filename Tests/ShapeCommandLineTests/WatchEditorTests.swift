// `--watch` against the ways editors save: a new file renamed over the script (vim, VS Code),
// delete then re-create, a change in an import, and a script that goes away and comes back.
// Each save gives exactly one re-render line on standard error.
import Foundation
import Testing

@Suite struct WatchEditorTests {
    /// A running `shape render main.shape -o out.json --watch` in a fresh folder.
    final class WatchSession {
        let folder: TemporaryFolder
        let process: SpawnedProcess

        init(script: String, files: [String: String] = [:]) throws {
            folder = try TemporaryFolder()
            for (name, text) in files { try folder.write(name, text) }
            try folder.write("main.shape", script)
            process = try SpawnedProcess(
                [ShapeBinary.path, "render", "main.shape", "-o", "out.json", "--watch"], in: folder.url)
        }

        deinit {
            kill(process.pid, SIGKILL)
            _ = process.wait()
        }

        var lines: [String] { process.error.split(separator: "\n").map(String.init) }
        var renders: Int { lines.filter { $0.contains(" ok (") || $0.contains(" failed, ") }.count }
        var goneLines: Int { lines.filter { $0.hasSuffix(" main.shape is gone; watching for it to come back") }.count }

        /// Waits for the `count`th render, then half a second more, long enough for a second
        /// render of the same save (the watch polls every 200 ms) to show up if there were one.
        func expectRenders(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                waitUntil { renders >= count }, "no render \(count):\n\(process.error)", sourceLocation: sourceLocation)
            Thread.sleep(forTimeInterval: 0.5)
            #expect(renders == count, "renders:\n\(process.error)", sourceLocation: sourceLocation)
        }

        /// The height of the capsule's frame in out.json.
        func height() throws -> Double? {
            let json = try JSONSerialization.jsonObject(with: Data(folder.read("out.json").utf8)) as? [String: Any]
            let node = (json?["nodes"] as? [[String: Any]])?.first
            return (node?["frame"] as? [String: Double])?["height"]
        }

        /// Ctrl-C: the watch ends with status 0.
        func stop() {
            kill(process.pid, SIGINT)
            #expect(process.wait() == .exit(0))
        }
    }

    static func capsule(height: Int) -> String { "shape s = Capsule() { size 80 x \(height) }\n" }

    /// The ways an editor saves the script.
    enum Save: String, CaseIterable, CustomTestStringConvertible {
        /// vim (backupcopy=no) and VS Code: write a new file beside, rename it over. The new file
        /// has the old one's size and, as after `cp -p` or `rsync -t`, its modification time:
        /// only the inode tells them apart.
        case renameOver
        /// vim's default: move the old file to a backup, write the new one, delete the backup.
        case vimBackup
        /// Delete, a moment without the file (as a slower editor leaves), create.
        case deleteThenCreate
        /// Truncate and write the same file.
        case inPlace

        var testDescription: String { rawValue }

        /// Saves `text` as `main.shape` in `folder` this way.
        func perform(_ text: String, in folder: TemporaryFolder) throws {
            let script = folder.path("main.shape")
            switch self {
            case .renameOver:
                try folder.write(".main.shape.swp", text)
                let old = try folder.status("main.shape")
                var times = [old.st_atim, old.st_mtim]
                #expect(utimensat(AT_FDCWD, folder.path(".main.shape.swp"), &times, 0) == 0)
                #expect(try folder.status(".main.shape.swp").st_size == old.st_size)
                #expect(rename(folder.path(".main.shape.swp"), script) == 0)
            case .vimBackup:
                #expect(rename(script, script + "~") == 0)
                try folder.write("main.shape", text)
                #expect(unlink(script + "~") == 0)
            case .deleteThenCreate:
                #expect(unlink(script) == 0)
                Thread.sleep(forTimeInterval: 0.02)
                try folder.write("main.shape", text)
            case .inPlace:
                try folder.write("main.shape", text)
            }
        }
    }

    @Test(arguments: Save.allCases)
    func eachWayOfSavingRendersOnce(save: Save) throws {
        let watch = try WatchSession(script: Self.capsule(height: 10))
        watch.expectRenders(1)
        try save.perform(Self.capsule(height: 20), in: watch.folder)
        watch.expectRenders(2)
        #expect(try watch.height() == 20)
        watch.stop()
    }

    @Test func aChangeInAnImportRendersOnce() throws {
        let watch = try WatchSession(
            script: "import \"lib.shape\"\nshape s = Capsule() { size 80 x inset }\n",
            files: ["lib.shape": "let inset = 10\n"])
        watch.expectRenders(1)
        try watch.folder.write("lib.shape", "let inset = 50\n")
        watch.expectRenders(2)
        #expect(try watch.height() == 50)
        watch.stop()
    }

    /// An import that is missing when the watch starts (or goes away) is followed too: when it
    /// comes back, the script renders again.
    @Test func anImportThatWasMissingAndCameBackRendersAgain() throws {
        let watch = try WatchSession(
            script: "import \"lib.shape\"\nshape s = Capsule() { size 80 x inset }\n", files: [:])
        watch.expectRenders(1)
        #expect(watch.process.error.contains(" failed, "))
        try watch.folder.write("lib.shape", "let inset = 30\n")
        watch.expectRenders(2)
        #expect(try watch.height() == 30)
        #expect(unlink(watch.folder.path("lib.shape")) == 0)
        watch.expectRenders(3)
        try watch.folder.write("lib.shape", "let inset = 40\n")
        watch.expectRenders(4)
        #expect(try watch.height() == 40)
        watch.stop()
    }

    @Test func aScriptThatDisappearsIsReportedAndRenderedWhenItReturns() throws {
        let watch = try WatchSession(script: Self.capsule(height: 10))
        watch.expectRenders(1)
        #expect(unlink(watch.folder.path("main.shape")) == 0)
        #expect(waitUntil { watch.goneLines == 1 }, "\(watch.process.error)")
        // Gone is not a failed render, and is said once however long it lasts.
        Thread.sleep(forTimeInterval: 0.6)
        #expect(watch.renders == 1)
        #expect(watch.goneLines == 1)
        #expect(try watch.height() == 10)
        try watch.folder.write("main.shape", Self.capsule(height: 60))
        watch.expectRenders(2)
        #expect(try watch.height() == 60)
        #expect(watch.goneLines == 1)
        watch.stop()
    }
}
