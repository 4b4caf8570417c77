// The finished scene's findings (ShapeScene's SceneFindings) as located warnings: each at the
// declaration of the node it is about, filtered by the session's policy and the script's
// `silence` commands, and grouped when one line of a loop made many of them.
import ConcentricGeometry
import ShapeScene

extension Machine {
    /// The warnings `policy` shows about the scene built so far, in node order.
    func geometryWarnings(policy: WarningPolicy) -> [Diagnostic] {
        guard policy.level != .none else { return [] }
        // Only the kinds that could be shown are looked for (a scene of labels silenced at the
        // top level measures no label).
        var kinds = SceneFindings.Kinds()
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
        guard !kinds.isEmpty else { return [] }
        var warnings: [(kind: WarningKind, node: Int, diagnostic: Diagnostic)] = []
        for finding in SceneFindings.check(scene.resolved(), kinds: kinds) {
            let kind = Self.kind(of: finding)
            guard policy.shows(kind), !scene.isSilenced(kind, node: finding.node) else { continue }
            let site = scene.sites[finding.node]
            warnings.append((kind, finding.node, warning(for: finding, at: site.range).inFile(site.file)))
        }
        return grouped(warnings.map { ($0.node, $0.diagnostic) })
    }

    /// The warnings a run gave (an approximate device) that `policy` and the script let through.
    func runWarnings(policy: WarningPolicy) -> [Diagnostic] {
        warnings.filter { warning in
            guard let kind = WarningKind(code: warning.code) else { return true }
            return policy.shows(kind) && !scene.isSilenced(kind, node: nil)
        }
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
            for (index, site) in scene.sites.enumerated() where !scene.tree[index].isGroup {
                for code in Set(order.map(\.code)) {
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

    private func warning(for finding: SceneFinding, at range: SourceRange) -> Diagnostic {
        let name = finding.nodeName
        switch finding.kind {
        case .overflow(let container, let amount):
            return .overflow(name, container: container, by: amount, at: range)
        case .flared(let corners):
            return .flared(name, corners: Self.compared(corners), at: range)
        case .pinched(let corners):
            return .pinched(name, corners: Self.compared(corners), at: range)
        case .squared(let corners):
            return .squared(name, corners: corners.map(\.name).joined(separator: ", "), at: range)
        case .uncontained(let corners):
            return .uncontained(name, corners: corners.map(\.name).joined(separator: ", "), at: range)
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
