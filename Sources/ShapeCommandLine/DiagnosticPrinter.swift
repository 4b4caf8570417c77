// Diagnostics as the commands print them: the source line, a caret, and for a limit the way to
// raise it where the script runs.
import ShapeLanguage

/// Prints an evaluation's diagnostics on standard error, with the source line and a caret.
struct DiagnosticPrinter {
    let console: Console
    /// How a limit is raised where the script runs: a flag, or `:limits` in the REPL.
    var raisesLimitsWith = LimitSetting.Place.commandLine

    func print(_ diagnostics: [Diagnostic], session: Session) {
        let formatter = DiagnosticFormatter(colored: console.usesColor)
        for var diagnostic in diagnostics {
            if let setting = LimitSetting(reportedBy: diagnostic.code) {
                let advice = setting.howToRaise(raisesLimitsWith, now: session.limits)
                diagnostic.hint = diagnostic.hint.map { $0 + "; " + advice } ?? advice
            }
            console.printError(formatter.format(diagnostic, source: session.source(for: diagnostic.file)))
        }
    }
}
