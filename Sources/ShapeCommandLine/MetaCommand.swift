// The REPL's `:` commands as one table: their names, what each takes and does. Parsing a
// `:` line, `:help`, "did you mean" and Tab completion all read it.

/// A REPL meta-command (`:radii card`).
enum MetaCommand: String, CaseIterable {
    case help, radii, explain, tree, render, play, load, remove, set, limits, warnings, time, reset, quit

    /// What follows the command's name, for completion.
    enum Operand {
        case none, node, path, parameter, limits, warningLevel, renderOptions, onOff, playOptions
    }

    /// The command a typed name stands for: its name or an alias (`:q`, `:h`, `:?`, `:exit`).
    init?(named name: String) {
        guard
            let command = MetaCommand.allCases.first(where: {
                $0.names.contains(name) || $0.hiddenAliases.contains(name)
            })
        else { return nil }
        self = command
    }

    /// The names offered by Tab and "did you mean": the command's own, and a short one for `:quit`.
    var names: [String] { self == .quit ? ["quit", "q"] : [rawValue] }

    /// Names accepted but not offered.
    var hiddenAliases: [String] {
        switch self {
        case .help: ["h", "?"]
        case .quit: ["exit"]
        default: []
        }
    }

    var operand: Operand {
        switch self {
        case .radii, .explain, .remove: .node
        case .load: .path
        case .set: .parameter
        case .render: .renderOptions
        case .play: .playOptions
        case .limits: .limits
        case .warnings: .warningLevel
        case .time: .onOff
        case .help, .tree, .reset, .quit: .none
        }
    }

    /// How it is written, as `:help` shows it.
    var usage: String {
        switch self {
        case .help: ":help"
        case .radii: ":radii NODE"
        case .explain: ":explain [NODE]"
        case .tree: ":tree"
        case .render: ":render [FORMAT] [OPTIONS] [FILE]"
        case .play: ":play [--fps N] [--width N]"
        case .load: ":load FILE"
        case .remove: ":remove NODE"
        case .set: ":set [NAME [VALUE]]"
        case .limits: ":limits [NAME N]…"
        case .warnings: ":warnings [LEVEL]"
        case .time: ":time [on|off]"
        case .reset: ":reset"
        case .quit: ":quit, :q"
        }
    }

    /// What it does, a line per line of `:help`.
    var summary: [String] {
        switch self {
        case .help: ["this list"]
        case .radii:
            [
                "the four resolved radii of a node (a name or an id such",
                "as 'row-2'; a shared name gives every node that has it)",
            ]
        case .explain: ["how NODE's radii (or every node's) were derived"]
        case .tree: ["the node tree with frames and radii"]
        case .render:
            [
                "the scene as text, svg, json, png, pdf, apng, html, css,",
                "swiftui or tokens: to the terminal (text as wide as it), or",
                "written atomically to FILE (format from its extension; png,",
                "pdf and apng to a FILE only); options as 'shape render' takes",
                "them: --width N, --annotate, --explain, --scale N,",
                "--background COLOR, --theme light|dark|auto, --time T, --fps N",
            ]
        case .play:
            [
                "play the session's animation in the terminal preview, with",
                "every node's radii under it, redrawn in place at its own",
                "pace, until it ends (or, repeating forever, until Ctrl-C)",
            ]
        case .load: ["evaluate a script file into the session"]
        case .remove: ["take a node, and what is in it, out of the scene"]
        case .set:
            [
                "run the session again with parameter NAME (a top-level",
                "'let NAME = number') at VALUE, as --set does; ':set NAME'",
                "goes back to the script's value; ':set' lists them",
            ]
        case .limits:
            [
                "show the limits, or set some (:limits steps 50000000);",
                "names: " + LimitSetting.allCases.map(\.rawValue).joined(separator: ", "),
            ]
        case .warnings:
            [
                "show or set which warnings show: all, default or none,",
                "optionally ,error (as --warnings takes)",
            ]
        case .time: ["after each input, how long it took to evaluate and resolve"]
        case .reset: ["forget every name and node"]
        case .quit: ["leave (so does Ctrl-D)"]
        }
    }

    /// Every name Tab and "did you mean" offer.
    static let offeredNames = allCases.flatMap(\.names)

    /// The `commands:` list of `:help`: usage in a column 26 wide, a longer usage on a line of
    /// its own.
    static var helpList: String {
        var lines = ["commands:"]
        for command in allCases {
            let usage = command.usage
            let indent = String(repeating: " ", count: 28)
            var summary = command.summary
            if usage.count < 26, !summary.isEmpty {
                lines.append("  " + usage + String(repeating: " ", count: 26 - usage.count) + summary.removeFirst())
            } else {
                lines.append("  " + usage)
            }
            lines += summary.map { indent + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
