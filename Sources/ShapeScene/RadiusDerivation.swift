// Every drawn radius as one expression of the parameters: the resolver's whole rule (container
// radius, the larger inset, floor at 0, minimum, uniform group, clamp to half the shorter side)
// written over the frame expressions of SceneDerivation. Checked against the resolved radii.
import ConcentricGeometry

/// The radius expressions of a scene with a ``SceneDerivation``.
///
/// For a corner of a `ConcentricRectangle` in a rounded-rectangular container:
///
/// ```
/// own      = max(R − max(dx, dy), 0)        R, dx, dy themselves expressions
///            max(own, m)                     with .concentric(minimum: m)
///            f                               with .fixed(f)
/// uniform  = max(own of each corner of its group)
/// drawn    = max(min(uniform, min(w, h) / 2), 0)
/// ```
///
/// A `RoundedRectangle` (or uneven one) is its argument clamped the same way; a `Capsule` and a
/// `Circle` are half the shorter side. A corner is nil where no expression gives the resolved radius at the
/// scene's own values (a circle's or an ellipse's outline, a length that was baked into a
/// different number), and outputs write the number.
public struct RadiusDerivation: Sendable {
    /// Four expressions per drawn node (`Corner.allCases` order), by node index.
    public private(set) var radii: [Int: [SceneExpression?]] = [:]
    /// Each node's radii as a container offers them to its children, before the children's
    /// own rules (clamped to the container's frame), by node index; the canvas at -1.
    private var offered: [Int: [SceneExpression?]] = [:]
    /// Whether a container offers its radii as references (``reference(to:corner:)``).
    public let refersToContainers: Bool

    /// The radii of `scene`'s nodes. With `refersToContainers`, a container offers each radius
    /// it draws to what it holds as a reference, ``reference(to:corner:)``, standing for that
    /// radius whatever gives it (parameters or a constant), so a concentric corner is an
    /// expression of its container's radius with or without parameters: an output that names
    /// the container's radius (a custom property, a token) writes the relation, and one that
    /// overrides that radius moves the corners inside. Without, the container's expression is
    /// written out, and folds into a number when it holds no parameter.
    public init(_ scene: ResolvedScene, refersToContainers: Bool = false) {
        self.refersToContainers = refersToContainers
        guard let derivation = scene.derivation else { return }
        var values = derivation.values
        if let canvas = scene.canvasContainer, let geometry = canvas.shape.cornerGeometry(in: canvas.frame) {
            let limit = SceneExpression.max(
                .min(
                    derivation.canvasWidth ?? .number(canvas.frame.width),
                    derivation.canvasHeight ?? .number(canvas.frame.height))
                    / .number(2), .zero)
            let radius = derivation.canvasRadius.map { RadiusDerivation.clamp($0, limit) }
            offered[-1] = Corner.allCases.map { corner in
                let expression = radius ?? .number(geometry.radii[corner])
                return expression.agrees(with: geometry.radii[corner], values) ? expression : nil
            }
        }
        for node in scene.allNodes() {
            guard let drawn = node.drawnRadii else { continue }
            let expressions = own(node, derivation).map { $0?.simplified }
            radii[node.index] = Corner.allCases.enumerated().map { position, corner in
                guard let expression = expressions[position], expression.agrees(with: drawn[corner], values) else {
                    return nil
                }
                return expression
            }
            if node.role == .container, let container = node.offeredContainer,
                let geometry = container.shape.cornerGeometry(in: container.frame)
            {
                // A container offers its drawn radii (already clamped to its frame).
                offered[node.index] = Corner.allCases.enumerated().map { position, corner in
                    if refersToContainers {
                        // The reference stands for the radius drawn, which its value is.
                        guard abs(drawn[corner] - geometry.radii[corner]) <= 1e-9 * Swift.max(1, drawn[corner])
                        else { return nil }
                        let name = RadiusDerivation.referenceName(node.index, position)
                        values[name] = drawn[corner]
                        return .parameter(name)
                    }
                    guard let expression = radii[node.index]?[position],
                        expression.agrees(with: geometry.radii[corner], values)
                    else { return nil }
                    return expression
                }
            }
        }
    }

    /// The parameter that stands for container `index`'s radius at `corner` in what it holds,
    /// with `refersToContainers`: a name no script's parameter has.
    public static func reference(to index: Int, corner: Corner) -> SceneExpression {
        .parameter(referenceName(index, Corner.allCases.firstIndex(of: corner) ?? 0))
    }

    /// Whether `name` is a ``reference(to:corner:)``, and to which container and corner.
    public static func referent(of name: String) -> (index: Int, corner: Corner)? {
        guard name.hasPrefix("#") else { return nil }
        let parts = name.dropFirst().split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let position = Int(parts[1]),
            Corner.allCases.indices.contains(position)
        else { return nil }
        return (index, Corner.allCases[position])
    }

    private static func referenceName(_ index: Int, _ position: Int) -> String {
        "#" + String(index) + "/" + String(position)
    }

    /// The expressions of node `index`'s four radii; nil for a node drawn as an ellipse.
    public func expressions(of index: Int) -> [SceneExpression?]? {
        radii[index]
    }

    /// `max(min(r, limit), 0)`, the clamp of ConcentricResolver and ContainerShape.
    static func clamp(_ radius: SceneExpression, _ limit: SceneExpression) -> SceneExpression {
        .max(.min(radius, limit), .zero)
    }

    private func own(_ node: ResolvedNode, _ derivation: SceneDerivation) -> [SceneExpression?] {
        guard let frame = derivation.frames[node.index], let width = frame.width, let height = frame.height else {
            return [nil, nil, nil, nil]
        }
        let limit = SceneExpression.min(width, height) / .number(2)
        let placement = derivation.placements[node.index]
        switch node.shape {
        case .fixed(.rectangle):
            return [.zero, .zero, .zero, .zero]
        case .fixed(.capsule), .fixed(.circle):
            // A circle's radius is half its centred square's side, its frame's shorter side.
            let radius = SceneExpression.max(limit, .zero)
            return [radius, radius, radius, radius]
        case .fixed(.roundedRectangle), .fixed(.unevenRoundedRectangle):
            return Corner.allCases.map { corner in
                placement?.shapeRadii[corner].map { RadiusDerivation.clamp($0, limit) }
            }
        case .fixed:
            return [nil, nil, nil, nil]
        case .concentric(let rectangle, _):
            var own = Corner.allCases.map { corner in
                concentric(corner, rectangle[corner], node, frame, placement, derivation)
            }
            for group in RadiusDerivation.components(rectangle.uniformGroups) {
                let positions = group.compactMap { Corner.allCases.firstIndex(of: $0) }
                var shared: SceneExpression? = own[positions[0]]
                for position in positions.dropFirst() {
                    shared = shared.flatMap { a in own[position].map { .max(a, $0) } }
                }
                for position in positions { own[position] = shared }
            }
            return own.map { $0.map { RadiusDerivation.clamp($0, limit) } }
        }
    }

    /// The corner's own radius, before its uniform group and the clamp.
    private func concentric(
        _ corner: Corner, _ style: CornerStyle, _ node: ResolvedNode, _ frame: FrameExpressions,
        _ placement: PlacementExpressions?, _ derivation: SceneDerivation
    ) -> SceneExpression? {
        switch style {
        case .fixed(let radius):
            return placement?.fixedRadii[corner] ?? .number(radius)
        case .concentric(let minimum):
            let floor: SceneExpression = minimum == 0 ? .zero : (placement?.minimums[corner] ?? .number(minimum))
            guard let container = node.container else { return floor }
            guard container.shape.cornerGeometry(in: container.frame) != nil, !container.shape.isCircle else {
                return nil
            }
            let owner = node.parent?.index ?? -1
            guard let offered = offered[owner], let radius = offered[Corner.allCases.firstIndex(of: corner) ?? 0]
            else { return nil }
            let outer: FrameExpressions
            if owner >= 0 {
                guard let frame = derivation.frames[owner] else { return nil }
                outer = frame
            } else {
                outer = FrameExpressions(
                    x: .number(container.frame.minX), y: .number(container.frame.minY),
                    width: derivation.canvasWidth, height: derivation.canvasHeight)
            }
            guard let inset = RadiusDerivation.inset(corner, frame, outer, node.layoutDirection) else { return nil }
            let raw = SceneExpression.max(radius - inset, .zero)
            return floor == .zero ? raw : .max(raw, floor)
        }
    }

    /// `max(dx, dy)` of `corner` of `inner` in `outer`, measured inwards.
    public static func inset(
        _ corner: Corner, _ inner: FrameExpressions, _ outer: FrameExpressions, _ direction: LayoutDirection
    ) -> SceneExpression? {
        guard let ix = inner.x, let iy = inner.y, let iw = inner.width, let ih = inner.height,
            let ox = outer.x, let oy = outer.y, let ow = outer.width, let oh = outer.height
        else { return nil }
        let dx = corner.isLeft(in: direction) ? ix - ox : (ox + ow) - (ix + iw)
        let dy = corner.isTop ? iy - oy : (oy + oh) - (iy + ih)
        return .max(dx, dy)
    }

    /// Uniform groups joined where they share a corner: each component ends up with the largest
    /// radius among its corners, as the resolver's repeated passes give.
    static func components(_ groups: [ConcentricRectangle.UniformGroup]) -> [[Corner]] {
        var components: [Set<Corner>] = []
        for group in groups {
            var merged = Set(group.corners)
            components.removeAll { component in
                guard !component.isDisjoint(with: merged) else { return false }
                merged.formUnion(component)
                return true
            }
            components.append(merged)
        }
        return components.map { component in Corner.allCases.filter { component.contains($0) } }
    }
}

extension ContainerShape {
    fileprivate var isCircle: Bool {
        if case .circle = self { return true }
        return false
    }
}

extension ResolvedNode {
    fileprivate var layoutDirection: LayoutDirection { storage.tree.layoutDirection }
}
