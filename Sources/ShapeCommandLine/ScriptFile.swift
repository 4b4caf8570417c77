import ShapeFiles
// What the commands share: reading a script from a file or standard input, and reporting a
// file or usage error on standard error.
import ShapeLanguage

/// A script's text and the name its diagnostics use.
struct ScriptFile {
    /// The name diagnostics show: the path as given, or `<stdin>`.
    static let standardInputName = "<stdin>"

    var source: String
    var path: String

    /// Reads `argument` (a path, or `-` for standard input) as UTF-8 text.
    /// Reads the script like ``read(_:console:)``, reporting a file that cannot be read (with
    /// its location, when the problem is in its content) on standard error; nil then.
    static func load(_ argument: String, console: Console) -> ScriptFile? {
        do {
            return try read(argument, console: console)
        } catch {
            console.reportFileError(error)
            return nil
        }
    }

    static func read(_ argument: String, console: Console) throws -> ScriptFile {
        guard argument == "-" else {
            return ScriptFile(source: try SourceFiles.readText(argument), path: argument)
        }
        let bytes = try console.readInput()
        let source = try SourcePaths.decodeUTF8(bytes, path: standardInputName)
        return ScriptFile(source: source, path: standardInputName)
    }

    /// The script's file name without its folder and extension (`card` for `ui/card.shape`),
    /// which names its SwiftUI view and HTML page; nil for standard input.
    var sceneName: String? {
        guard path != ScriptFile.standardInputName else { return nil }
        return SourcePaths.sceneName(of: path)
    }
}

extension Console {
    /// Reports a failure to read or write a file: `error: no such file 'card.shape'`.
    func reportFileError(_ error: any Error) {
        if let failure = error as? FileError, let location = failure.location, let path = failure.path {
            // A problem in the file's content: located like any other diagnostic.
            printError(
                TextStyle.bold.apply("\(TerminalText.escaped(path)):\(location):", enabled: usesColor) + " "
                    + TextStyle.red.apply("error:", enabled: usesColor) + " "
                    + TerminalText.escaped(failure.message, keepingLines: true))
        } else if let failure = error as? FileError {
            reportError(failure.message)
        } else {
            reportError("\(error)")
        }
    }

    /// Prints a usage error, the command's usage line and where to find more.
    func reportUsage(_ error: UsageError) {
        reportError(error.message)
        printError(Help.usage(error.command))
        let topic = error.command.flatMap { $0 == .help ? nil : " \($0.rawValue)" } ?? ""
        printError("Run 'shape help\(topic)' for more.")
    }
}
