// The finished scene's findings (ShapeScene's SceneFindings) as located warnings: each at the
// declaration of the node it is about.
import ConcentricGeometry
import ShapeScene

extension Machine {
    /// A warning for every finding about the scene built so far.
    func geometryWarnings() -> [Diagnostic] {
        SceneFindings.check(scene.resolved()).map { finding in
            let site = scene.sites[finding.node]
            return warning(for: finding, at: site.range).inFile(site.file)
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
        }
    }

    /// `topLeading 24 vs concentric 12, topTrailing …`.
    private static func compared(_ corners: [SceneFinding.CornerComparison]) -> String {
        corners.map {
            "\($0.corner.name) \(NumberFormat.format($0.actual)) vs concentric \(NumberFormat.format($0.concentric))"
        }.joined(separator: ", ")
    }
}
