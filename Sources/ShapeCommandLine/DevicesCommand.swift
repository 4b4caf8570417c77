// `shape devices [WORD] [--format text|json]`: the screen presets `device("…")` knows, with sources.
import ShapeLanguage
import ShapeRendering
import ShapeScene

/// Lists the device presets, all of them or those matching a word.
struct DevicesCommand {
    let options: DevicesOptions
    let console: Console

    func run() -> ExitCode {
        var devices = Device.presets
        if let word = options.filter {
            devices = DeviceCatalog.matching(word)
            guard !devices.isEmpty else {
                let suggestion = closestMatch(to: word, among: Device.allNames).map { "; did you mean '\($0)'?" } ?? ""
                console.reportError("no device preset matches '\(word)'\(suggestion)")
                return .failure
            }
        }
        let catalog = DeviceCatalog(devices)
        console.writeOutput(options.format == .json ? catalog.json() : catalog.text())
        return .success
    }
}
