// Helpers for the command-line tests: finding and running the built `shape` binary, temporary
// folders, and a console that captures what a command writes.
import Foundation
import ShapeCommandLine

/// The built `shape` executable.
///
/// `SHAPE_BINARY` when set; else `shape` in the folder of the running test bundle (the same build
/// folder, whatever `--scratch-path` was); else `<package>/.build/debug/shape`.
enum ShapeBinary {
    static let path: String = {
        if let path = ProcessInfo.processInfo.environment["SHAPE_BINARY"], !path.isEmpty { return path }
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("shape"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("shape"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("shape"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/shape"))
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return (found ?? candidates[candidates.count - 1]).path
    }()

    /// The package folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// What a run of the binary gave.
struct RunResult {
    var status: Int32
    var output: String
    var error: String
    /// Standard output as bytes (a PNG, a PDF), which `output` cannot hold.
    var outputBytes = Data()
}

/// Runs `shape` with `arguments` in `directory`, feeding `input` to standard input (an empty
/// pipe when nil). Standard output and error go to files, so a large output cannot block.
@discardableResult
func runShape(
    _ arguments: [String], input: String? = nil, in directory: URL? = nil, environment: [String: String] = [:]
) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ShapeBinary.path)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = "1"
    variables.merge(environment) { $1 }
    process.environment = variables

    let scratch = try TemporaryFolder()
    let outputURL = scratch.url.appendingPathComponent("stdout")
    let errorURL = scratch.url.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let outputHandle = try FileHandle(forWritingTo: outputURL)
    let errorHandle = try FileHandle(forWritingTo: errorURL)
    defer {
        try? outputHandle.close()
        try? errorHandle.close()
    }
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    if let input { writeIgnoringBrokenPipe(Data(input.utf8), to: inputPipe.fileHandleForWriting) }
    try inputPipe.fileHandleForWriting.close()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
        error: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "",
        outputBytes: (try? Data(contentsOf: outputURL)) ?? Data())
}

/// Writes `data` to a child's standard input. A child that exits without reading all of it
/// (a usage error, a script that fails early) must not end the whole test process with
/// SIGPIPE: the signal is blocked on this thread for the write, and one it raised is taken
/// back before the mask is restored. (Ignoring SIGPIPE instead would be inherited by every
/// child, which must die of it as any Unix tool does.)
func writeIgnoringBrokenPipe(_ data: Data, to handle: FileHandle) {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try? handle.write(contentsOf: data)
    var pending = sigset_t()
    sigpending(&pending)
    if sigismember(&pending, SIGPIPE) == 1 {
        var now = timespec()
        _ = sigtimedwait(&pipeSignal, nil, &now)
    }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shape-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        return file.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The names in the folder, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

/// A console whose output and error streams are captured as text.
final class CapturedConsole {
    var output = ""
    var error = ""
    var input: [UInt8] = []

    func console(outputIsTerminal: Bool = false, outputWidth: Int? = nil) -> Console {
        Console(
            writeOutput: { self.output += $0 }, writeError: { self.error += $0 }, readInput: { self.input },
            inputIsTerminal: false, outputIsTerminal: outputIsTerminal, usesColor: false, outputWidth: outputWidth)
    }
}

/// The card from the design brief: a photo concentric with its card.
let cardScript = """
    canvas width: 400, height: 300
    container card = RoundedRectangle(cornerRadius: 24) {
        size 360 x 260
        fill "#2c2c2e"
        shape photo = ConcentricRectangle(corners: .concentric, isUniform: true) { padding 12; height 200; align top; fill "indigo" }
    }
    assert photo.radii.topLeading == 12
    print photo.radii

    """
