import ShapeFiles
// The flags every evaluating command shares: the limits, `--sandbox`, `--warnings` and `--set`,
// as one option table that each command includes, and the session they make.
import ShapeLanguage

/// The limit flags every evaluating command shares, and `--sandbox`.
///
/// `--sandbox` starts from ``Limits/sandbox`` and takes file access away from the script;
/// a limit given explicitly wins over either default, whatever the order of the flags.
public struct LimitOptions: Equatable, Sendable {
    public var sandbox = false
    /// Limits given explicitly, which win over the defaults and the sandbox's.
    public var explicit: [LimitSetting: Int] = [:]
    /// `--warnings all|default|none[,error]`.
    public var warnings = WarningPolicy()
    /// `--set NAME=VALUE`: values for the script's parameters (its top-level number `let`s).
    public var parameters: [String: Double] = [:]

    public init() {}

    /// A session with these limits, file access and warnings; `output` receives the script's
    /// `print` and `explain` lines. `keepingDerivations` records how lengths follow from the
    /// parameters (the parametric outputs need it). A flag here rather than a field that a
    /// caller sets on a copy: copying the options makes `[LimitSetting: Int]`'s type at run
    /// time, a search of every conformance record (a tenth of a one-shape render).
    public func session(
        keepingDerivations: Bool = false, sources: any SourceProvider = DiskSources(),
        output: @escaping (String) -> Void = { _ in }
    ) -> Session {
        let session = Session(limits: limits, sources: sources, fileAccess: fileAccess, output: output)
        session.warningPolicy = warnings
        session.parameterOverrides = parameters
        session.keepsDerivations = keepingDerivations
        return session
    }

    public var limits: Limits {
        var limits = sandbox ? Limits.sandbox : Limits()
        for (setting, value) in explicit { limits[keyPath: setting.keyPath] = value }
        return limits
    }

    public var fileAccess: FileAccess {
        sandbox ? .sandbox : .standard
    }

    /// `--max-steps N` …, `--sandbox`, `--warnings LEVEL`, `--set NAME=VALUE`, with the defaults in
    /// their help read from ``Limits`` so that the text cannot drift.
    static var table: OptionTable<LimitOptions> {
        let standard = Limits()
        let sandbox = Limits.sandbox
        let limits = LimitSetting.allCases.map { setting in
            CommandOption<LimitOptions>(
                names: [setting.flag], value: .number(minimum: 0, maximum: Int.max),
                placeholder: setting == .output ? "BYTES" : "N",
                help: [setting.meaning + " (default \(setting.value(in: standard)))"]
            ) { options, argument in
                options.explicit[setting] = argument.number
            }
        }
        return OptionTable(
            limits + [
                .flag(
                    "--sandbox",
                    help: [
                        "for scripts from strangers: the script may read no other file",
                        "(no 'import'); limits tighten to \(sandbox.maxSteps) steps, call depth \(sandbox.maxCallDepth),",
                        "nesting \(sandbox.maxNestingDepth), \(sandbox.maxNodes) nodes, \(sandbox.maxOutputBytes >> 20) MiB of output. Limits given",
                        "explicitly still apply. The tool itself may still write -o.",
                    ], sets: \.sandbox),
                CommandOption(
                    names: ["--warnings"], value: .text("all, default or none, and ',error'"), placeholder: "LEVEL",
                    help: [
                        "which warnings show: all (the teaching ones too), default or none;",
                        "',error' (all,error) makes those shown errors, so the script fails",
                    ]
                ) { options, argument throws(UsageError) in
                    guard let policy = WarningPolicy(parsing: argument.text) else {
                        throw UsageError(
                            "'--warnings' takes all, default or none, optionally with ',error' (all,error), "
                                + "not '\(argument.text)'", command: argument.command)
                    }
                    options.warnings = policy
                },
                CommandOption(
                    names: ["--set"], value: .text("NAME=VALUE"), placeholder: "NAME=VALUE",
                    help: [
                        "run with VALUE for the parameter NAME (a top-level 'let NAME =",
                        "number'); repeatable. A name the script does not declare is a",
                        "usage error. JSON lists the parameters (\"parameters\": name,",
                        "value, declared, line, file); CSS and HTML keep them as",
                        "custom properties (--card-radius) that every box and radius follows.",
                    ]
                ) { options, argument throws(UsageError) in
                    let (name, value) = try ParameterSetting.parse(argument.text, command: argument.command)
                    options.parameters[name] = value
                },
            ])
    }
}
