import ShapeFiles
// What the two fuzzers share: the tight limits every input runs under, the body of libFuzzer's
// entry point, and the replay of files named on the command line that an ordinary
// (non-fuzzing) build of either one does.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tight bounds, so that every input finishes in milliseconds even under the address sanitizer.
public let fuzzLimits = Limits(
    maxSteps: 200_000, maxCallDepth: 100, maxNestingDepth: 128, maxNodes: 5_000, maxImports: 0,
    maxOutputBytes: 1 << 20, maxStringLength: 1 << 16, maxListLength: 10_000)

/// The body of either fuzzer's `LLVMFuzzerTestOneInput`: libFuzzer's buffer as bytes through
/// `exercise`, whose answer is dropped (libFuzzer wants 0 for an input that did not crash).
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int, _ exercise: ([UInt8]) -> Int) -> CInt {
    _ = exercise(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Runs every file named on the command line through `exercise`, printing `PATH: ok, SUMMARY`
/// with the summary it returns, then exits: 0 when every file ran, 1 when one cannot be read,
/// 2 without files. A finding that breaks a promise stops at its `precondition` instead.
public func replayArguments(tool: String, _ exercise: ([UInt8]) -> String) -> Never {
    let paths = CommandLine.arguments.dropFirst()
    if paths.isEmpty {
        complain("usage: \(tool) FILE…  (replays inputs; build with scripts/fuzz to fuzz)")
        exit(2)
    }
    for path in paths {
        do {
            let summary = exercise(try SourceFiles.readBytes(path))
            print("\(path): ok, \(summary)")
        } catch {
            complain("\(path): \((error as? FileError)?.message ?? "\(error)")")
            exit(1)
        }
    }
    exit(0)
}

/// Writes a line to standard error.
public func complain(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
