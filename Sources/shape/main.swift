// The `shape` executable: run the tool over the process's own streams and exit with its status.
import ShapeCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status = ShapeTool.run(
    Array(CommandLine.arguments.dropFirst()), console: .standard(),
    terminalReader: { ReadlineLineReader(historyPath: ReadlineLineReader.defaultHistoryPath()) })
exit(status.rawValue)
