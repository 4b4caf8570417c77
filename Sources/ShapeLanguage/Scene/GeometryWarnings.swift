// Teaching warnings about the finished layout: corners that flare or pinch against their
// container, children that overflow it, concentric corners that went square.
//
//   ╭───────────╮   container radius R, gap d at a corner:
//   │ ╭───────╮ │   concentric   r = R − d   (the gap stays d all round)
//   │ │       │ │   flared       r > R − d   (the gap widens at the corner)
//   │ ╰───────╯ │   pinched      r < R − d   (the gap narrows at the corner)
//   ╰───────────╯
import ConcentricGeometry

enum GeometryWarnings {
    /// Tolerance below which a difference of radii or an overflow is not worth a word.
    static let tolerance = 0.01

    static func check(_ graph: SceneGraph, _ layout: LayoutResult) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for index in graph.records.indices {
            let record = graph.records[index]
            guard case .node(_, let shape) = record.kind else { continue }
            let name = record.name ?? shape.kindName
            let frame = layout.frames[index]
            func warn(_ diagnostic: Diagnostic) {
                warnings.append(diagnostic.inFile(record.file))
            }
            // Overflow: out of the container, or out of a plain canvas at the top level.
            let bounds = layout.container(of: index, graph)?.frame ?? (graph.canvas != nil ? layout.canvas : nil)
            if let bounds {
                let overflow = max(
                    bounds.minX - frame.minX, frame.maxX - bounds.maxX, bounds.minY - frame.minY,
                    frame.maxY - bounds.maxY)
                if overflow > tolerance {
                    let containerName = SceneAssembly.containerName(of: index, graph) ?? "canvas"
                    warn(.overflow(name, container: containerName, by: overflow, at: record.declaredAt))
                    continue
                }
            }
            guard let container = layout.container(of: index, graph), case .roundedRectangle = layout.outline(index),
                let corners = container.shape.cornerGeometry(in: container.frame),
                Corner.allCases.contains(where: { corners.radii[$0] > 0 })
            else { continue }
            // The concentric ideal at each corner, from the resolver itself.
            let ideal = ConcentricResolver.resolve(
                ConcentricRectangle(), in: frame, container: container, direction: graph.layoutDirection)
            var flared: [String] = []
            var pinched: [String] = []
            var squared: [String] = []
            for trace in ideal.traces {
                guard let radius = trace.containerRadius, radius > 0 else { continue }
                let actual = layout.radii[index][trace.corner]
                // A concentric corner too far from the container's curve: it went square.
                if case .concentric(let rectangle, _) = shape, rectangle[trace.corner].isConcentric, trace.floored,
                    actual == 0
                {
                    squared.append(trace.corner.name)
                }
                guard trace.distance >= 0, trace.distance < radius else { continue }
                func detail() -> String {
                    "\(trace.corner.name) \(NumberFormat.format(actual)) vs concentric \(NumberFormat.format(trace.value))"
                }
                if actual > trace.value + tolerance {
                    flared.append(detail())
                } else if actual < trace.value - tolerance {
                    pinched.append(detail())
                }
            }
            if !flared.isEmpty { warn(.flared(name, corners: flared.joined(separator: ", "), at: record.declaredAt)) }
            if !pinched.isEmpty {
                warn(.pinched(name, corners: pinched.joined(separator: ", "), at: record.declaredAt))
            }
            if !squared.isEmpty {
                warn(.squared(name, corners: squared.joined(separator: ", "), at: record.declaredAt))
            }
        }
        return warnings
    }
}
