// The tool's entry point: parse the command line, run the command, hand back the exit status.
// The executable adds only what needs the terminal for real: GNU readline.
import ShapeLanguageServer

/// `shape`, callable from the executable and from tests.
public enum ShapeTool {
    /// Runs the tool on the arguments after the program name.
    ///
    /// - Parameter terminalReader: makes the line reader for a REPL on a terminal (readline, in
    ///   the executable); a REPL on a pipe reads plain lines instead.
    public static func run(
        _ arguments: [String], console: Console, terminalReader: () -> any LineReader = { PlainLineReader() }
    ) -> ExitCode {
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            console.reportUsage(error)
            return .usage
        }
        switch command {
        case .help(let topic):
            console.print(Help.text(for: topic))
            return .success
        case .version:
            console.print(Help.versionLine)
            return .success
        case .render(let options):
            return RenderCommand(options: options, console: console).run()
        case .check(let options):
            return CheckCommand(options: options, console: console).run()
        case .format(let options):
            return FormatCommand(options: options, console: console).run()
        case .languageServer(let options):
            let clean = LanguageServer.run(
                verbose: options.verbose, version: Help.version, writeOutput: console.writeOutput,
                writeError: console.writeError)
            return clean ? .success : .failure
        case .explain(let options):
            return ExplainCommand(options: options, console: console).run()
        case .markdown(let options):
            return MarkdownCommand(options: options, console: console).run()
        case .mdbook(let options):
            return MdBookCommand(options: options, console: console).run()
        case .devices(let options):
            return DevicesCommand(options: options, console: console).run()
        case .repl(let limits):
            return runREPL(limits, console: console, terminalReader: terminalReader)
        case .start(let limits):
            guard console.inputIsTerminal else {
                return StandardInputScript(limits: limits, console: console).run()
            }
            return runREPL(limits, console: console, terminalReader: terminalReader)
        }
    }

    private static func runREPL(
        _ limits: LimitOptions, console: Console, terminalReader: () -> any LineReader
    ) -> ExitCode {
        let repl = REPL(limits: limits, console: console, isInteractive: console.inputIsTerminal)
        var reader: any LineReader = console.inputIsTerminal ? terminalReader() : PlainLineReader()
        return repl.run(&reader)
    }
}
