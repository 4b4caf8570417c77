// The annotation layer's marks for flared and pinched corners: the gap at the corner against
// the sides' (equal insets), or the radius against R − d with dx and dy drawn (unequal insets).
import ConcentricGeometry
import ShapeScene

extension AnnotationLayer {
    /// The gap at a flared or pinched corner: a line between the container's arc and the node's
    /// along the corner's diagonal, and a label comparing it with the gap along the sides (equal
    /// insets), or the radius with the concentric one and the insets drawn (unequal insets).
    mutating func collectGap(
        _ comparison: SceneFinding.CornerComparison, of node: ResolvedNode, in rect: Rect,
        radii: RectangleCornerRadii, word: String
    ) {
        let corner = comparison.corner
        guard let container = node.container, let geometry = container.shape.cornerGeometry(in: container.frame)
        else { return }
        let outer = geometry.radii[corner]
        let inner = radii[corner]
        guard outer > 0, outer.isFinite, inner >= 0, inner.isFinite else { return }
        let isTop = corner.isTop
        let isLeft = corner.isLeft(in: direction)
        let toward = (x: (isLeft ? -1.0 : 1.0) * Self.diagonal, y: (isTop ? -1.0 : 1.0) * Self.diagonal)
        let outerCentre = cornerCenter(of: corner, in: geometry.rect, radius: outer, direction: direction)
        let innerCentre = cornerCenter(of: corner, in: rect, radius: inner, direction: direction)
        let outerPoint = Point(x: outerCentre.x + outer * toward.x, y: outerCentre.y + outer * toward.y)
        let innerPoint = Point(x: innerCentre.x + inner * toward.x, y: innerCentre.y + inner * toward.y)
        let dx = isLeft ? rect.minX - geometry.rect.minX : geometry.rect.maxX - rect.maxX
        let dy = isTop ? rect.minY - geometry.rect.minY : geometry.rect.maxY - rect.maxY
        // Two decimals: a label on a picture, beside `r = …` labels of the same size.
        let hundredths = { (value: Double) in NumberFormat.format((value * 100).rounded() / 100, .reading) }
        let uneven = abs(dx - dy) > 0.01
        let text =
            uneven
            ? word + ": r " + hundredths(inner) + " vs R − d = " + hundredths(comparison.concentric)
            : word + ": gap " + hundredths(Self.distance(outerPoint, innerPoint)) + " vs " + hundredths(dx)
        if uneven {
            collectInsets(
                dx: dx, dy: dy, corner: corner, inner: rect, outer: geometry.rect,
                along: (x: Swift.max(outer, dx + inner), y: Swift.max(outer, dy + inner)), area: container.frame)
        }
        guard let fromKey = PointKey(outerPoint), let toKey = PointKey(innerPoint) else { return }
        if seenLines.insert(LineKey(centre: fromKey, end: toKey)).inserted {
            lines.append(RadiusLine(from: outerPoint, to: innerPoint, role: .finding))
        }
        let middle = Point(x: (outerPoint.x + innerPoint.x) / 2, y: (outerPoint.y + innerPoint.y) / 2)
        guard let key = PointKey(middle), labelIndex[key] == nil else { return }
        labelIndex[key] = labels.count
        labels.append(
            LabelStack(
                anchor: middle, isTop: isTop, isLeft: isLeft, entries: [(0, text, .finding)],
                area: container.frame))
    }

    /// A corner's two insets drawn across the sides' gaps, `along` in from the container's corner
    /// (past both curves), labelled `dx 20 = d` and `dy 8`: the larger is the resolver's d.
    private mutating func collectInsets(
        dx: Double, dy: Double, corner: Corner, inner: Rect, outer: Rect, along: (x: Double, y: Double), area: Rect
    ) {
        let isTop = corner.isTop
        let isLeft = corner.isLeft(in: direction)
        let sideX = isLeft ? outer.minX : outer.maxX
        let innerX = isLeft ? inner.minX : inner.maxX
        let sideY = isTop ? outer.minY : outer.maxY
        let innerY = isTop ? inner.minY : inner.maxY
        // Just past where both curves end, on each side.
        let y = isTop ? outer.minY + along.y + 4 : outer.maxY - along.y - 4
        let x = isLeft ? outer.minX + along.x + 4 : outer.maxX - along.x - 4
        let hundredths = { (value: Double) in NumberFormat.format((value * 100).rounded() / 100, .reading) }
        let marks = [
            (Point(x: sideX, y: y), Point(x: innerX, y: y), "dx " + hundredths(dx) + (dx >= dy ? " = d" : "")),
            (Point(x: x, y: sideY), Point(x: x, y: innerY), "dy " + hundredths(dy) + (dy > dx ? " = d" : "")),
        ]
        for (from, to, text) in marks {
            guard let fromKey = PointKey(from), let toKey = PointKey(to) else { continue }
            if seenLines.insert(LineKey(centre: fromKey, end: toKey)).inserted {
                lines.append(RadiusLine(from: from, to: to, role: .finding))
            }
            let middle = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
            guard let key = PointKey(middle), labelIndex[key] == nil else { continue }
            labelIndex[key] = labels.count
            labels.append(
                LabelStack(
                    anchor: middle, isTop: isTop, isLeft: isLeft, entries: [(0, text, .finding)], area: area))
        }
    }

}
