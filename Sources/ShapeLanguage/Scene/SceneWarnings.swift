// The finished scene's findings (ShapeScene's SceneFindings) as located warnings: each at the
// declaration of the node it is about, filtered by the session's policy and the script's
// `silence` commands, and grouped when one line of a loop made many of them.
import ConcentricGeometry
import ShapeScene

extension Machine {
    /// The warnings `policy` shows about the scene built so far, in node order.
    func geometryWarnings(policy: WarningPolicy) -> [Diagnostic] {
        let kinds = findingKinds(policy: policy)
        guard !kinds.isEmpty else { return [] }
        return geometryCheck(kinds: kinds, policy: policy).run()
    }

    /// The kinds of finding worth looking for: those `policy` shows and no top-level `silence`
    /// hides (a scene of labels silenced at the top level measures no label). Empty when none.
    func findingKinds(policy: WarningPolicy) -> SceneFindings.Kinds {
        var kinds = SceneFindings.Kinds()
        guard policy.level != .none else { return kinds }
        for kind in WarningKind.allCases where policy.shows(kind) && !scene.isSilenced(kind, node: nil) {
            switch kind {
            case .overflow: kinds.insert(.overflow)
            case .flared: kinds.insert(.flared)
            case .pinched: kinds.insert(.pinched)
            case .squared: kinds.insert(.squared)
            case .uncontained: kinds.insert(.uncontained)
            case .label: kinds.insert(.labelOverflow)
            case .estimate, .spring: break
            }
        }
        return kinds
    }

    /// What checking the scene built so far for `kinds` of finding reads, taken from the
    /// machine (the scene resolved first). A check `forAnotherThread` reads the scene through
    /// storage of its own and without placements.
    func geometryCheck(
        kinds: SceneFindings.Kinds, policy: WarningPolicy, forAnotherThread: Bool = false
    ) -> GeometryCheck {
        var checked = scene.resolved()
        if forAnotherThread {
            // Beside a writer of the scene, the two count references on different objects; and
            // the placements the check never reads are let go with the builder's.
            checked = checked.withOwnStorage()
            checked.placements = PlainArray()
        }
        return GeometryCheck(
            scene: checked, kinds: kinds, policy: policy, silenced: scene.silenced, sites: scene.sites)
    }

    /// The warnings a run gave (an approximate device) that `policy` and the script let through.
    func runWarnings(policy: WarningPolicy) -> [Diagnostic] {
        warnings.filter { warning in
            guard let kind = WarningKind(code: warning.code) else { return true }
            return policy.shows(kind) && !scene.isSilenced(kind, node: nil)
        }
    }
}

/// The check of a resolved scene for the warnings a policy shows, as a value of its own: it
/// reads nothing of the machine, so it may run on another thread while the scene is written
/// (``Session/evaluate(_:file:interactive:deferringGeometryWarnings:)``).
struct GeometryCheck: Sendable {
    let scene: ResolvedScene
    /// The kinds of finding looked for: those the policy shows and no top-level `silence` hides.
    let kinds: SceneFindings.Kinds
    let policy: WarningPolicy
    /// Warnings silenced for one node (`silence …` in its braces), by node index.
    let silenced: [Int: Set<WarningKind>]
    /// Where each node was declared, by node index: where its warning points.
    let sites: NodeSites

    /// The warnings, in node order, grouped by the line that made their nodes.
    func run() -> [Diagnostic] {
        var warnings: [(node: Int, diagnostic: Diagnostic)] = []
        for finding in SceneFindings.check(scene, kinds: kinds) {
            let kind = Self.kind(of: finding)
            guard policy.shows(kind), silenced[finding.node]?.contains(kind) != true else { continue }
            let site = sites[finding.node]
            warnings.append((finding.node, Self.warning(for: finding, at: site.range).inFile(site.file)))
        }
        return grouped(warnings)
    }

    /// One warning for each line and kind: a line in a loop that made twelve nodes, five of
    /// which warn, says so once, "(in 5 of 12 nodes made here)".
    private func grouped(_ warnings: [(node: Int, diagnostic: Diagnostic)]) -> [Diagnostic] {
        struct Key: Hashable {
            var file: String?
            var offset: Int
            var code: DiagnosticCode
        }
        var order: [Key] = []
        var groups: [Key: (first: Diagnostic, count: Int, varies: Bool)] = [:]
        for (_, diagnostic) in warnings {
            let key = Key(file: diagnostic.file, offset: diagnostic.range.start.offset, code: diagnostic.code)
            if let group = groups[key] {
                groups[key] = (group.first, group.count + 1, group.varies || group.first.message != diagnostic.message)
            } else {
                order.append(key)
                groups[key] = (diagnostic, 1, false)
            }
        }
        var made: [Key: Int] = [:]
        if !groups.isEmpty {
            for (index, site) in sites.enumerated() where !scene.tree[index].isGroup {
                for code in Set(order.map { $0.code }) {
                    let key = Key(file: site.file, offset: site.range.start.offset, code: code)
                    if groups[key] != nil { made[key, default: 0] += 1 }
                }
            }
        }
        return order.compactMap { key in
            guard case (var diagnostic, let count, let varies)? = groups[key] else { return nil }
            let total = made[key] ?? count
            if total > 1 {
                diagnostic.message += " (in \(count) of \(total) nodes made here\(varies ? "; the first shown" : ""))"
            }
            return diagnostic
        }
    }

    private static func kind(of finding: SceneFinding) -> WarningKind {
        switch finding.kind {
        case .overflow: .overflow
        case .flared: .flared
        case .pinched: .pinched
        case .squared: .squared
        case .uncontained: .uncontained
        case .labelOverflow: .label
        }
    }

    private static func warning(for finding: SceneFinding, at range: SourceRange) -> Diagnostic {
        let name = finding.nodeName
        switch finding.kind {
        case .overflow(let container, let amount, let corners):
            return .overflow(name, container: container, by: amount, corners: corners, at: range)
        case .flared(let corners):
            return .flared(name, corners: Self.compared(corners), at: range)
        case .pinched(let corners):
            return .pinched(name, corners: Self.compared(corners), at: range)
        case .squared(let corners):
            return .squared(name, corners: corners.map { $0.name }.joined(separator: ", "), at: range)
        case .uncontained(let corners):
            return .uncontained(name, corners: corners.map { $0.name }.joined(separator: ", "), at: range)
        case .labelOverflow(let text, let width, let available):
            return .labelOverflow(name, text: text, width: width, available: available, at: range)
        }
    }

    /// `topLeading 24 vs concentric 12, topTrailing …`.
    private static func compared(_ corners: [SceneFinding.CornerComparison]) -> String {
        corners.map {
            "\($0.corner.name) \(NumberFormat.format($0.actual, .reading)) vs concentric \(NumberFormat.format($0.concentric, .reading))"
        }.joined(separator: ", ")
    }
}
