import ShapeFiles
// The check every command that writes a file makes first: that the file is not one of the
// scripts it read.
import ShapeLanguage

/// Guards against an output file that is one of the inputs.
enum OutputGuard {
    /// The input that writing `output` would replace, if any: compared by canonical path, so
    /// `./card.shape`, `../x/card.shape` and a link to it are all the same file.
    static func overwrittenInput(by output: String, inputs: [String]) -> String? {
        guard output != "-", let target = SourceFiles.canonicalPath(output) else { return nil }
        return inputs.first { $0 != ScriptFile.standardInputName && SourceFiles.canonicalPath($0) == target }
    }

    /// The message for refusing to write over `input`.
    static func refusal(output: String, input: String, script: String) -> String {
        if input == script || SourceFiles.canonicalPath(input) == SourceFiles.canonicalPath(script) {
            return "refusing to write '\(output)' over the script it renders"
        }
        return "refusing to write '\(output)' over '\(input)', which the script imports"
    }
}
