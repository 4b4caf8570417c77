// The limits a user may set, one row each: the flag (`--max-steps N`), the REPL's name
// (`:limits steps N`), the Limits field and the diagnostic that reports running into it.
import ShapeLanguage

/// A limit a person may raise or lower, on the command line or in the REPL.
public enum LimitSetting: String, CaseIterable, Sendable {
    case steps
    case callDepth = "call-depth"
    case depth
    case nodes
    case imports
    case output

    /// `--max-steps`.
    public var flag: String { "--max-" + rawValue }

    /// Its value in `limits`. (A switch, not ``keyPath``: help reads every default at each
    /// start, and making the six key paths cost 100k instructions, 2% of a one-shape render.)
    func value(in limits: Limits) -> Int {
        switch self {
        case .steps: limits.maxSteps
        case .callDepth: limits.maxCallDepth
        case .depth: limits.maxNestingDepth
        case .nodes: limits.maxNodes
        case .imports: limits.maxImports
        case .output: limits.maxOutputBytes
        }
    }

    /// The field of ``Limits`` it sets.
    var keyPath: WritableKeyPath<Limits, Int> {
        switch self {
        case .steps: \.maxSteps
        case .callDepth: \.maxCallDepth
        case .depth: \.maxNestingDepth
        case .nodes: \.maxNodes
        case .imports: \.maxImports
        case .output: \.maxOutputBytes
        }
    }

    /// The error a script gets when it runs into this limit.
    var code: DiagnosticCode {
        switch self {
        case .steps: .limitSteps
        case .callDepth: .limitCallDepth
        case .depth: .limitNesting
        case .nodes: .limitNodes
        case .imports: .limitImports
        case .output: .limitOutput
        }
    }

    /// What it counts, for help: "loop iterations, calls and nodes made".
    var meaning: String {
        switch self {
        case .steps: "loop iterations, calls and nodes made"
        case .callDepth: "nested function calls"
        case .depth: "nested brackets and blocks in the source"
        case .nodes: "nodes in the scene"
        case .imports: "files imported"
        case .output: "bytes of 'print' and 'explain' output"
        }
    }

    /// The setting a flag names (`--max-nodes`), if any.
    init?(flag: String) {
        guard flag.hasPrefix("--max-"), let setting = LimitSetting(rawValue: String(flag.dropFirst(6))) else {
            return nil
        }
        self = setting
    }

    /// The setting whose limit a diagnostic reports, if any.
    init?(reportedBy code: DiagnosticCode) {
        guard let setting = LimitSetting.allCases.first(where: { $0.code == code }) else { return nil }
        self = setting
    }

    /// Where a limit is set: the flags of a command, or the REPL's `:limits`.
    public enum Place: Sendable {
        case commandLine
        case repl
    }

    /// "raise the limit with --max-steps N", or in the REPL "raise it with ':limits steps N' (now 10000000)".
    func howToRaise(_ place: Place, now limits: Limits) -> String {
        let argument = self == .output ? "BYTES" : "N"
        switch place {
        case .commandLine: return "raise the limit with \(flag) \(argument)"
        case .repl:
            return "raise it here with ':limits \(rawValue) \(argument)' (now \(value(in: limits)))"
        }
    }
}
