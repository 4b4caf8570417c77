// The warnings a script can get, by the names `silence` and `--warnings` use: one table for the
// policy, the `silence` command, help and completion.

/// A kind of warning.
public enum WarningKind: String, CaseIterable, Hashable, Sendable {
    /// A node pokes out of what its container draws (or out of a declared canvas).
    case overflow
    /// A corner rounder than its container's less the gap.
    case flared
    /// A corner sharper than its container's less the gap (a full-bleed rectangle, usually
    /// clipped anyway: a teaching warning).
    case pinched
    /// A concentric corner too far from the container's curve went square (normal away from a
    /// corner: a teaching warning).
    case squared
    /// A `ConcentricRectangle` with no container is square.
    case uncontained
    /// A label wider than its node.
    case label
    /// A device preset whose corner radius is an estimate.
    case estimate
    /// An animation's spring still moving when its leg ends.
    case spring

    /// The diagnostic code of this kind.
    var code: DiagnosticCode {
        switch self {
        case .overflow: .geometryOverflow
        case .flared: .geometryFlared
        case .pinched: .geometryPinched
        case .squared: .geometrySquared
        case .uncontained: .geometryUncontained
        case .label: .geometryLabel
        case .estimate: .deviceApproximate
        case .spring: .animationSpring
        }
    }

    /// The kind of a warning's code, if it is a warning that can be silenced.
    init?(code: DiagnosticCode) {
        guard let kind = WarningKind.allCases.first(where: { $0.code == code }) else { return nil }
        self = kind
    }

    /// Teaching warnings describe normal designs (a corner far from the curve goes square): they
    /// are shown with `--warnings all`, not by default.
    public var isTeaching: Bool { self == .pinched || self == .squared }

    /// One line on what it says.
    public var summary: String {
        switch self {
        case .overflow: "a node pokes out of what its container draws, or out of the canvas"
        case .flared: "a corner rounder than concentric: the gap widens at the corner"
        case .pinched: "a corner sharper than concentric: the gap narrows at the corner (teaching)"
        case .squared: "a concentric corner too far from the container's curve went square (teaching)"
        case .uncontained: "a ConcentricRectangle with no container is square"
        case .label: "a label wider than its node spills out"
        case .estimate: "a device's corner radius is a community estimate"
        case .spring: "an animation's spring is still moving when its leg ends"
        }
    }
}

/// Which warnings a session reports, and whether they count as errors (`--warnings`).
public struct WarningPolicy: Hashable, Sendable {
    public enum Level: String, CaseIterable, Sendable {
        /// No warnings.
        case none
        /// Every warning but the teaching ones.
        case `default`
        /// Every warning, teaching ones included.
        case all
    }

    public var level: Level
    /// Report the warnings shown as errors (the evaluation fails when there are any).
    public var asErrors: Bool

    public init(level: Level = .default, asErrors: Bool = false) {
        self.level = level
        self.asErrors = asErrors
    }

    /// `all`, `default` or `none`, optionally with `error` (`all,error`, or `error` alone for
    /// the default set as errors); nil for anything else.
    public init?(parsing text: String) {
        var policy = WarningPolicy()
        let words = text.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        guard !words.isEmpty else { return nil }
        for word in words {
            if word == "error" {
                policy.asErrors = true
            } else if let level = Level(rawValue: word) {
                policy.level = level
            } else {
                return nil
            }
        }
        self = policy
    }

    /// Whether a warning of `kind` is shown.
    func shows(_ kind: WarningKind) -> Bool {
        switch level {
        case .none: false
        case .default: !kind.isTeaching
        case .all: true
        }
    }
}

extension WarningPolicy: CustomStringConvertible {
    /// As `--warnings` takes it: `default`, `all,error`.
    public var description: String { level.rawValue + (asErrors ? ",error" : "") }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
