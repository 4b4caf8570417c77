// What a finished scene teaches: corners that flare or pinch against their container, children
// that overflow it, concentric corners that went square. Data only; the language turns each
// finding into a located warning.
//
//   ╭───────────╮   container radius R, gap d at a corner:
//   │ ╭───────╮ │   concentric   r = R − d   (the gap stays d all round)
//   │ │       │ │   flared       r > R − d   (the gap widens at the corner)
//   │ ╰───────╯ │   pinched      r < R − d   (the gap narrows at the corner)
//   ╰───────────╯
import ConcentricGeometry

/// One thing worth a word about one node of a resolved scene.
public struct SceneFinding: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The node pokes out of its container (or a declared canvas) by `amount`, farthest at
        /// these corners of its outline (a corner's arc, or the square corner itself).
        case overflow(container: String, amount: Double, corners: [Corner])
        /// Corners rounder than concentric: `corner actual vs concentric ideal` for each.
        case flared([CornerComparison])
        /// Corners sharper than concentric.
        case pinched([CornerComparison])
        /// Concentric corners that went square: too far from the container's curve.
        case squared([Corner])
        /// A `ConcentricRectangle` with no container: its concentric corners have nothing to
        /// follow and are square.
        case uncontained([Corner])
        /// The label is drawn about `width` wide in a node `available` wide.
        case labelOverflow(text: String, width: Double, available: Double)
    }

    /// A corner's radius beside the concentric one it should have had.
    public struct CornerComparison: Hashable, Sendable {
        public var corner: Corner
        public var actual: Double
        public var concentric: Double
    }

    /// The node's tree index.
    public var node: Int
    /// The node's name, or its kind when it has none.
    public var nodeName: String
    public var kind: Kind
}

public enum SceneFindings {
    /// Tolerance below which a difference of radii or an overflow is not worth a word.
    public static let tolerance = 0.01

    /// Kinds of finding, to ask for only those that will be shown.
    public struct Kinds: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let overflow = Kinds(rawValue: 1 << 0)
        public static let flared = Kinds(rawValue: 1 << 1)
        public static let pinched = Kinds(rawValue: 1 << 2)
        public static let squared = Kinds(rawValue: 1 << 3)
        public static let uncontained = Kinds(rawValue: 1 << 4)
        public static let labelOverflow = Kinds(rawValue: 1 << 5)
        public static let all: Kinds = [.overflow, .flared, .pinched, .squared, .uncontained, .labelOverflow]
    }

    /// Every finding of `scene` of the `kinds` asked for, node by node in index order.
    public static func check(_ scene: ResolvedScene, kinds: Kinds = .all) -> [SceneFinding] {
        var findings: [SceneFinding] = []
        let storage = scene.storage
        let tree = storage.tree
        let declaredCanvas = tree.canvas != nil
        // Siblings share a container: work it out once per owner.
        var lastOwner: Int32 = -2
        var lastContainer: Container?
        for index in 0..<tree.count where !tree[index].isRemoved && !tree[index].isGroup {
            let node = ResolvedNode(storage: storage, index: index)
            var name: String { node.name ?? node.kind }
            let frame = node.frame
            let owner = storage.resolution.owners[index]
            if owner != lastOwner {
                lastOwner = owner
                lastContainer = node.container
            }
            let container = lastContainer
            // Overflow: out of what the container draws (its rounded corners, a circle), or out of
            // a declared canvas at the top level.
            let outer = container?.outline ?? (declaredCanvas ? .roundedRectangle(scene.canvas, .zero) : nil)
            // A top-level node that fills a rounded canvas (a device's screen, ignoring the safe
            // area) is the screen's own background: the screen clips it, nothing pokes out.
            let isScreenBackground =
                owner < 0 && scene.canvasContainer != nil && frame.nearlyEquals(scene.canvas, tolerance)
            if kinds.contains(.overflow), let outer, !isScreenBackground {
                let overflow = outer.overflow(of: node.outline, direction: scene.layoutDirection)
                // Not the end of the node's findings: a flared corner may be why it pokes out.
                if overflow > tolerance {
                    let corners = overflowingCorners(
                        of: node.outline, outside: outer, by: overflow, direction: scene.layoutDirection)
                    findings.append(
                        SceneFinding(
                            node: node.index, nodeName: name,
                            kind: .overflow(
                                container: node.containerName ?? "canvas", amount: overflow, corners: corners)))
                }
            }
            if kinds.contains(.labelOverflow), let label = node.style.label {
                let available = node.outlineRect.width - (label.alignment.horizontalFraction == 0.5 ? 0 : 16)
                let width = label.estimatedWidth
                if width > available + tolerance {
                    findings.append(
                        SceneFinding(
                            node: node.index, nodeName: name,
                            kind: .labelOverflow(text: label.text, width: width, available: Swift.max(available, 0))))
                }
            }
            if kinds.contains(.uncontained), container == nil, case .concentric(let rectangle, _) = node.shape {
                let square = Corner.allCases.filter { rectangle[$0] == .concentric && node.radii[$0] == 0 }
                if !square.isEmpty {
                    findings.append(SceneFinding(node: node.index, nodeName: name, kind: .uncontained(square)))
                }
            }
            guard !kinds.isDisjoint(with: [.flared, .pinched, .squared]) else { continue }
            let (flared, pinched, squared) = cornerComparisons(
                of: node, in: container, direction: scene.layoutDirection, squared: kinds.contains(.squared))
            if kinds.contains(.flared), !flared.isEmpty {
                findings.append(SceneFinding(node: node.index, nodeName: name, kind: .flared(flared)))
            }
            if kinds.contains(.pinched), !pinched.isEmpty {
                findings.append(SceneFinding(node: node.index, nodeName: name, kind: .pinched(pinched)))
            }
            if kinds.contains(.squared), !squared.isEmpty {
                findings.append(SceneFinding(node: node.index, nodeName: name, kind: .squared(squared)))
            }
        }
        return findings
    }

    /// The corners of `inner` (logical, in `direction`) that poke out of `outer` by the whole
    /// `amount` (within the tolerance): each corner's arc is sampled on its own quarter of the
    /// outline's bounds.
    static func overflowingCorners(
        of inner: Outline, outside outer: Outline, by amount: Double, direction: LayoutDirection
    ) -> [Corner] {
        let physicalOuter = outer.physical(in: direction)
        let bounds = inner.bounds
        let samples = inner.boundarySamples(direction: direction)
        return Corner.allCases.filter { corner in
            let left = corner.isLeft(in: direction)
            let top = corner.isTop
            return samples.contains { point in
                (left ? point.x <= bounds.midX : point.x >= bounds.midX)
                    && (top ? point.y <= bounds.midY : point.y >= bounds.midY)
                    && physicalOuter.signedDistance(to: point) >= amount - tolerance
            }
        }
    }

    /// How the corners of `node`, resolved in `container`, compare with the concentric ideal:
    /// the flared and pinched ones (each beside the ideal), and, with `squared`, concentric
    /// corners that went square. Empty for a node drawn as an ellipse, without a rounded
    /// container, or plainly concentric (it is concentric wherever it is rounded). The warnings
    /// and the `--annotate` layer both read this.
    public static func cornerComparisons(
        of node: ResolvedNode, in container: Container?, direction: LayoutDirection, squared findsSquared: Bool = true
    ) -> (flared: [SceneFinding.CornerComparison], pinched: [SceneFinding.CornerComparison], squared: [Corner]) {
        guard let container, case .roundedRectangle = node.outline else { return ([], [], []) }
        // A plain concentric rectangle is concentric wherever it is rounded: only a corner
        // that went square can be worth a word.
        if case .concentric(let rectangle, _) = node.shape, rectangle.isPlainlyConcentric,
            !findsSquared || Corner.allCases.allSatisfy({ node.radii[$0] > 0 })
        {
            return ([], [], [])
        }
        guard let corners = container.shape.cornerGeometry(in: container.frame),
            Corner.allCases.contains(where: { corners.radii[$0] > 0 })
        else { return ([], [], []) }
        // The concentric ideal at each corner, from the resolver itself.
        let ideal = ConcentricResolver.resolve(
            ConcentricRectangle(), in: node.frame, container: container, direction: direction)
        var flared: [SceneFinding.CornerComparison] = []
        var pinched: [SceneFinding.CornerComparison] = []
        var squared: [Corner] = []
        for trace in ideal.traces {
            guard let radius = trace.containerRadius, radius > 0 else { continue }
            let actual = node.radii[trace.corner]
            // A concentric corner too far from the container's curve: it went square.
            if case .concentric(let rectangle, _) = node.shape, rectangle[trace.corner].isConcentric,
                trace.floored, actual == 0
            {
                squared.append(trace.corner)
            }
            guard trace.distance >= 0, trace.distance < radius else { continue }
            let comparison = SceneFinding.CornerComparison(
                corner: trace.corner, actual: actual, concentric: trace.value)
            if actual > trace.value + tolerance {
                flared.append(comparison)
            } else if actual < trace.value - tolerance {
                pinched.append(comparison)
            }
        }
        return (flared, pinched, squared)
    }
}

extension Rect {
    /// Whether every edge of `other` is within `tolerance` of this rect's.
    fileprivate func nearlyEquals(_ other: Rect, _ tolerance: Double) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
