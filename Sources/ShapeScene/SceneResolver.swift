// Resolution: every node's radii, corner style and outline, from the tree and the frames layout
// gave it, through ConcentricGeometry. Each node is resolved once, its container before it.
//
//   SceneTree + frames ──► for each node in index order (parents first):
//                            container = what its enclosing node (or the canvas) offers
//                            fixed shape      → its own corner geometry
//                            ConcentricRect.  → ConcentricResolver (radii, outline)
import ConcentricGeometry

/// What resolving a scene adds to its frames, by node index.
struct Resolution: Sendable {
    var radii: [RectangleCornerRadii]
    /// Circular or continuous, after the `cornerStyle` command and inheritance are applied.
    var cornerStyles: [RoundedCornerStyle]
    /// Outlines that are not simply the frame with the resolved radii: circles, ellipses and the
    /// concentric fallback inside an ellipse. Few nodes have one.
    var unusualOutlines: [Int: Outline]
    var links: NodeLinks

    /// Each node's enclosing drawn node (stacks looked through), -1 at the top level.
    var owners: [Int32] { links.owners }
    /// The drawn children of node `i` are `childList[childOffsets[i]..<childOffsets[i + 1]]`.
    var childOffsets: [Int32] { links.childOffsets }
    var childList: [Int32] { links.childList }
    /// The drawn top-level nodes.
    var roots: [Int32] { links.roots }
}

/// How the drawn nodes nest, stacks looked through, by node index: worked out from the tree
/// alone, before any radius, so that a large scene's ids can be made from it while its radii
/// are worked out.
struct NodeLinks: Sendable {
    /// Each node's enclosing drawn node, -1 at the top level (and for stacks).
    var owners: [Int32]
    /// The drawn children of node `i` are `childList[childOffsets[i]..<childOffsets[i + 1]]`,
    /// in order; the drawn top-level nodes are `roots`.
    var childOffsets: [Int32] = []
    var childList: [Int32] = []
    var roots: [Int32] = []
}

extension NodeLinks {
    /// Each drawn node's owner, and each node's drawn children listed once, so outputs walk the
    /// tree without looking through stacks or allocating at every node. Nodes come in creation
    /// order, which is depth-first, so each list is in order.
    init(_ tree: SceneTree) {
        let count = tree.count
        owners = Array(repeating: -1, count: count)
        var counts = [Int32](repeating: 0, count: count + 1)
        for index in 0..<count where !tree[index].isRemoved && !tree[index].isGroup {
            let owner = tree.enclosingNode(of: index) ?? -1
            owners[index] = Int32(owner)
            if owner >= 0 {
                counts[owner] += 1
            } else {
                roots.append(Int32(index))
            }
        }
        var offsets = [Int32](repeating: 0, count: count + 1)
        for index in 0..<count { offsets[index + 1] = offsets[index] + counts[index] }
        var list = [Int32](repeating: 0, count: Int(offsets[count]))
        var next = offsets
        for index in 0..<count where !tree[index].isRemoved && !tree[index].isGroup {
            let owner = Int(owners[index])
            guard owner >= 0 else { continue }
            list[Int(next[owner])] = Int32(index)
            next[owner] += 1
        }
        childOffsets = offsets
        childList = list
    }
}

extension Resolution {
    /// The outline of node `index` when it is not its frame with its radii (few are).
    @inline(__always)
    func unusualOutline(of index: Int) -> Outline? {
        unusualOutlines.isEmpty ? nil : unusualOutlines[index]
    }
}

/// Resolves a laid-out scene.
public enum SceneResolver {
    /// Resolves every node of `tree` in its frame.
    ///
    /// - Parameters:
    ///   - frames: one frame per node of `tree`, by index (stacks included; theirs are unused).
    ///   - canvas: the canvas rectangle layout settled on (the content's bounds plus a margin
    ///     when the script declared no canvas).
    ///
    /// Corner traces are not kept: ``ResolvedNode/traces`` works them out again from the node's
    /// shape, frame and container when an explanation asks.
    ///   - preparation: what was worked out from `tree` before its layout (see ``Preparation``);
    ///     worked out here when not given.
    public static func resolve(
        _ tree: SceneTree, frames: [Rect], canvas: Rect, preparation: Preparation? = nil
    ) -> ResolvedScene {
        let count = tree.count
        let preparation = preparation ?? Preparation(tree)
        let links = preparation.links
        var resolution = Resolution(
            radii: Array(repeating: .zero, count: count),
            cornerStyles: Array(repeating: .circular, count: count),
            unusualOutlines: [:], links: links)
        let canvasContainer = tree.canvas.flatMap { canvas.container(for: $0) }
        var bounds = canvas
        // Siblings share a container: remember the last one worked out.
        var lastOwner = -2
        var lastContainer: Container?
        for index in 0..<count {
            guard !tree[index].isRemoved, let shape = tree.shape(of: index) else { continue }
            let owner = Int(links.owners[index])
            if owner != lastOwner {
                lastOwner = owner
                lastContainer =
                    owner < 0 ? canvasContainer : offeredContainer(by: owner, tree, frames, resolution)
            }
            let container = lastContainer
            let frame = frames[index]
            bounds = bounds.union(frame)
            resolution.cornerStyles[index] =
                tree[index].cornerStyle ?? shape.ownCornerStyle ?? container?.shape.cornerStyle ?? .circular
            switch shape {
            case .concentric(let rectangle, _):
                let resolved = ConcentricResolver.radiiAndOutline(
                    of: rectangle, in: frame, container: container, direction: tree.layoutDirection)
                resolution.radii[index] = resolved.radii
                if case .ellipse = resolved.outline { resolution.unusualOutlines[index] = resolved.outline }
            case .fixed(let containerShape):
                let corners = containerShape.cornerGeometry(in: frame)
                resolution.radii[index] = corners?.radii ?? .zero
                switch containerShape {
                case .ellipse: resolution.unusualOutlines[index] = .ellipse(frame)
                case .circle: resolution.unusualOutlines[index] = .ellipse(corners?.rect ?? frame)
                default: break
                }
            }
        }
        return ResolvedScene(
            storage: SceneStorage(
                tree: tree, frames: frames, resolution: resolution, canvasContainer: canvasContainer,
                identifiers: preparation.identifiers()),
            canvas: canvas, bounds: bounds)
    }

    /// What resolving reads of the tree alone: how its drawn nodes nest, and, for a large
    /// scene, its ids, being made on a second thread (every output but `check` writes them).
    /// Made before the layout, the ids are made while the frames and radii are worked out.
    public struct Preparation {
        let links: NodeLinks
        /// The thread making the ids, and where it leaves them; nil for a smaller scene.
        private let making: (thread: JoinableThread, made: IdentifiersSlot)?

        /// From this many nodes (a few milliseconds of ids), ids are made on a second thread.
        static let identifiersAlongsideThreshold = 20_000

        public init(_ tree: SceneTree) {
            let links = NodeLinks(tree)
            self.links = links
            guard tree.count >= Self.identifiersAlongsideThreshold else {
                making = nil
                return
            }
            let made = IdentifiersSlot()
            making = (JoinableThread.start { made.value = NodeIdentifiers(tree: tree, links: links) }, made)
        }

        /// The ids, once made; nil when they are not being made.
        func identifiers() -> NodeIdentifiers? {
            guard let making else { return nil }
            making.thread.join()
            return making.made.value
        }
    }

    /// Where the thread of a ``Preparation`` leaves the ids, read once it is joined.
    private final class IdentifiersSlot: @unchecked Sendable {
        var value: NodeIdentifiers?
    }

    /// The container a container node offers its children: its own shape in its frame, or, for
    /// a resolved `ConcentricRectangle`, an uneven rounded rectangle with its resolved radii
    /// (an ellipse when it fell back to one). Nil for a leaf.
    static func offeredContainer(
        by index: Int, _ tree: SceneTree, _ frames: [Rect], _ resolution: Resolution
    ) -> Container? {
        guard case .shape(.container, let shape) = tree.kind(of: index) else { return nil }
        switch shape {
        case .concentric:
            switch resolution.unusualOutline(of: index) {
            case .ellipse(let rect)?:
                return Container(frame: rect, shape: .ellipse)
            default:
                return Container(
                    frame: frames[index],
                    shape: .resolvedConcentric(resolution.radii[index], style: resolution.cornerStyles[index]))
            }
        case .fixed(let containerShape):
            // Drawn as it is drawn: `cornerStyle continuous` on the container reaches its
            // concentric children as `style: .continuous` does.
            return Container(
                frame: frames[index], shape: containerShape.withCornerStyle(resolution.cornerStyles[index]))
        }
    }
}

extension Rect {
    /// The root container a canvas with a corner radius makes.
    fileprivate func container(for canvas: SceneCanvas) -> Container? {
        canvas.cornerRadius.map {
            Container(frame: self, shape: .roundedRectangle(cornerRadius: $0, style: canvas.cornerStyle))
        }
    }
}
