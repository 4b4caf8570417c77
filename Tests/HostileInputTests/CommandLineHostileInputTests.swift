// The hostile corpus through the real tool: `shape check FILE` must exit 1 and say where the
// error is, as `FILE:LINE:COL: error: …`. Runs when the tool is built: SHAPE_TOOL, else `shape`
// beside the running test bundle (the same build folder), else .build/debug/shape.
import Foundation
import Testing

@Suite struct CommandLineHostileInputTests {
    static let tool: String = {
        if let path = ProcessInfo.processInfo.environment["SHAPE_TOOL"], !path.isEmpty { return path }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            runner.deletingLastPathComponent().appendingPathComponent("shape").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("shape").path,
            Corpus.packageRoot + "/.build/debug/shape",
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[candidates.count - 1]
    }()

    /// Whether the tool is built: an executable whose `--version` names a version (the package
    /// skeleton's placeholder prints only "shape").
    static var toolExists: Bool {
        var version = ""
        if FileManager.default.isExecutableFile(atPath: tool), let run = try? run(["--version"]) {
            version = run.stdout
        }
        let digits = version.split(separator: " ").dropFirst().first?.first?.isNumber == true
        if !(version.hasPrefix("shape ") && digits) {
            print("note: \(tool) is not a built shape tool; skipping the command-line hostile input checks")
        }
        return version.hasPrefix("shape ") && digits
    }

    @Test(.enabled(if: toolExists), arguments: Corpus.scripts)
    func checkExitsOneWithALocatedError(_ name: String) throws {
        let path = Corpus.directory + "/" + name
        let (status, _, stderr) = try Self.run(["check", path])
        #expect(status == 1, "exit status \(status)\n\(stderr)")
        let located = stderr.split(separator: "\n").contains { line in
            guard line.hasPrefix(path + ":") else { return false }
            let rest = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 2)
            return rest.count == 3 && Int(rest[0]) != nil && Int(rest[1]) != nil && rest[2].hasPrefix(" error: ")
        }
        #expect(located, "no '\(path):LINE:COL: error:' line in:\n\(stderr)")
    }

    /// Runs the tool with standard input closed; a run that outlives a minute is killed and
    /// reported (a hang guard, not a measure of speed).
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        // Both pipes are drained at once, so that neither can fill up and block the tool.
        final class Box: @unchecked Sendable { var data = Data() }
        let printed = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { printed.data = output.fileHandleForReading.readDataToEndOfFile() }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal {
            Issue.record("'shape \(arguments.joined(separator: " "))' ended by signal \(process.terminationStatus)")
        }
        return (
            process.terminationStatus, String(decoding: printed.data, as: UTF8.self),
            String(decoding: data, as: UTF8.self)
        )
    }
}
