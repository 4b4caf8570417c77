// `shape render A.shape B.shape … --output-dir DIR`: every script rendered to DIR/NAME.EXT, in
// parallel, each script's messages printed whole and in the order of the arguments.
import ShapeLanguage
import ShapePictures
import ShapeRendering

/// Renders many scripts into one folder.
struct RenderManyCommand {
    let options: RenderOptions
    let console: Console

    /// Renders every script, even after one fails; exits 1 when any failed (the others are
    /// still written) and 2 when an output would replace an input.
    func run() -> ExitCode {
        let directory = options.outputDirectory ?? "."
        let format = options.format ?? (options.animation.frames ? .png : .svg)
        let outputs = options.inputs.map { RenderManyCommand.output(for: $0, in: directory, format: format) }
        // With --frames, each script's frames are DIR/NAME-0000.EXT, DIR/NAME-0001.EXT, …
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        let stems = options.inputs.map { folder + RenderManyCommand.baseName($0) }
        for (input, output) in zip(options.inputs, outputs) {
            if let replaced = OutputGuard.overwrittenInput(by: output, inputs: options.inputs) {
                let message = "refusing to write '\(output)' (from '\(input)') over '\(replaced)', which is rendered"
                console.reportUsage(UsageError(message, command: .render))
                return .usage
            }
        }
        do {
            try Directories.create(directory)
        } catch {
            console.reportFileError(error)
            return .failure
        }
        RenderCommand(options: options, console: console).reportUnusedOptions(for: format)
        let options = self.options
        let traits = ConsoleTraits(console)
        var status = ExitCode.success
        let progress = ProgressMeter(console: console, total: outputs.count, noun: "files")
        OrderedWork.run(count: outputs.count) { index in
            var single = options
            single.inputs = [options.inputs[index]]
            single.output = options.animation.frames ? stems[index] : outputs[index]
            single.outputDirectory = nil
            single.format = format
            return ConsoleRecord.recording(like: traits) { console in
                RenderCommand(options: single, console: console).renderOnce()
            }
        } deliver: { _, record in
            progress.clear()
            record.replay(on: console)
            if record.status != .success { status = .failure }
            progress.advance()
        }
        progress.clear()
        return status
    }

    /// `DIR/NAME.EXT`, NAME being the script's file name without its extension.
    static func output(for input: String, in directory: String, format: OutputFormat) -> String {
        let name = baseName(input)
        return (directory.hasSuffix("/") ? directory : directory + "/") + name + "." + format.fileExtension
    }

    /// The file name without folder and extension: `examples/card.shape` → `card`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}

extension CommandLineParser {
    /// What `--output-dir` refuses: `-o`, `--watch`, standard input, and two scripts with one
    /// base name (they would write the same file).
    static func checkOutputDirectory(_ options: RenderOptions) throws(UsageError) {
        if options.output != nil {
            throw UsageError("give -o OUT for one script or --output-dir DIR for many, not both", command: .render)
        }
        if options.watch {
            throw UsageError("'--watch' renders one script: give -o OUT, not --output-dir", command: .render)
        }
        if options.inputs.contains("-") {
            throw UsageError(
                "standard input ('-') has no name to write under --output-dir; give -o OUT", command: .render)
        }
        var seen: [String: String] = [:]
        for input in options.inputs {
            let name = RenderManyCommand.baseName(input)
            if let other = seen[name] {
                throw UsageError(
                    "'\(other)' and '\(input)' would both be written as '\(name)' in the output folder",
                    command: .render)
            }
            seen[name] = input
        }
        guard options.format == .swiftui else { return }
        // Each view is named after its file (`my-card.swift` declares `MyCard`), and one app
        // target holds them all: two that would declare the same view are refused.
        var views: [String: String] = [:]
        for input in options.inputs {
            let view = RenderManyCommand.viewName(of: input)
            if let other = views[view] {
                throw UsageError(
                    "'\(other)' and '\(input)' would both declare the SwiftUI view '\(view)'", command: .render)
            }
            views[view] = input
        }
    }
}

extension RenderManyCommand {
    /// The view `--output-dir` names a script's SwiftUI struct: after its output file, as
    /// `-o` does (RenderCommand.sceneRenderer), else after the script.
    static func viewName(of input: String) -> String {
        let name = baseName(input)
        return SwiftUIRenderer.viewName(forOutputFile: name + ".swift") ?? SwiftUIRenderer.viewName(forScript: name)
    }
}
