// A loop's iterations in a stack, written once: when every iteration is one element alike but
// for its position, the stylesheet has one class for all of them and three rules (every one,
// `:first-child`, `:last-child`), so a list of any length lays out with the same CSS.
import ConcentricGeometry
import ShapeScene

extension CSSLayout {
    /// The rules of a loop's alike iterations, kept on the first one's element.
    ///
    /// Every iteration's element has the class of the first (`ds-row`). The rule of that class
    /// places each as the stack places it and gives it the corners of an iteration away from
    /// both ends of the stack (what its corner style gives without its container: a minimum, a
    /// fixed radius). `:first-child` gives the first one the corners at the stack's start (top
    /// in a vstack, leading in an hstack) that follow the container, `:last-child` the last
    /// one those at the end; a single iteration is both. Each corner is the one an iteration
    /// alone in the stack would get, so no rule depends on how many there are.
    struct Repetition {
        /// The 1-based line of the loop.
        var line: Int
        /// The corners `:first-child` sets, with their values.
        var first: [(corner: Corner, value: String)]
        /// The corners `:last-child` sets.
        var last: [(corner: Corner, value: String)]
    }
}

extension CSSLayout.Builder {
    /// Finds each vstack or hstack whose children are all the iterations of one loop, each one
    /// element alike but for its position, and writes them as one class.
    mutating func shareLoopRules() {
        guard let derivation else { return }
        for index in layout.order {
            guard let stack = layout.elements[index], stack.node == nil,
                let axis = scene.placement(at: index)?.stack?.axis, axis != .depth,
                stack.layout.first?.value == "flex"
            else { continue }
            let rows = stack.children
            guard let repetition = repetition(of: rows, in: index, vertical: axis == .vertical, derivation) else {
                continue
            }
            // Named rows are the first one's class (`row`); a named stack's unnamed rows, `rows-1`,
            // `rows-2`…, are the stack's items (`rows-item`: no id ends in a word after `-`).
            let unnamed = scene.node(at: rows[0])?.name == nil
            let shared = unnamed ? stack.id + "-item" : layout.elements[rows[0]]?.id ?? ""
            for (position, row) in rows.enumerated() {
                layout.elements[row]?.className = shared
                if position == 0 {
                    layout.elements[row]?.repetition = repetition.rule
                    layout.elements[row]?.radii = repetition.rest
                } else {
                    layout.elements[row]?.sharesRule = true
                }
            }
        }
    }

    /// The shared rules of `rows`, the children of stack `stack`, when they are all the
    /// iterations of one loop and alike but for their position; nil otherwise.
    private func repetition(
        of rows: [Int], in stack: Int, vertical: Bool, _ derivation: SceneDerivation
    ) -> (rule: CSSLayout.Repetition, rest: [String])? {
        guard !rows.isEmpty, let mark = scene.placement(at: rows[0])?.loop, mark.count == rows.count else {
            return nil
        }
        let placements = scene.placements
        let elements = rows.compactMap { layout.elements[$0] }
        guard elements.count == rows.count, let first = elements.first, let node = first.node else { return nil }
        // Rows that ask for a length along the stack keep it whatever the count; the others
        // share the stack's, which then fills its length whatever the count.
        let fixed = scene.tree.intrinsicLength(of: rows[0], vertical: vertical, placements) != nil
        for (position, row) in rows.enumerated() {
            // One element per iteration, in order, each a drawn node without children, all of
            // a fixed length or all sharing, named, so that their ids are the class and `-2`,
            // `-3`… (a page's nth row is `row-n`), or unnamed in a named stack, `rows-1`,
            // `rows-2`… (its nth is `rows-n`).
            guard let loop = scene.placement(at: row)?.loop, loop.run == mark.run, loop.iteration == position,
                placements[row].at == nil,
                (scene.tree.intrinsicLength(of: row, vertical: vertical, placements) != nil) == fixed,
                let element = layout.elements[row], let other = element.node, element.children.isEmpty,
                element.baked.isEmpty, !element.isCapsule, other.shape == node.shape,
                element.id == rowId(position, first: first.id, named: node.name != nil, stack),
                other.cornerStyle == node.cornerStyle, same(element.placement, first.placement),
                same(element.layout, first.layout), same(element.properties, first.properties),
                element.opacity == first.opacity
            else { return nil }
        }
        guard node.drawnRadii != nil, first.kindRadius == nil else {
            // A circle or a capsule: its radius is its kind's, the same for every iteration.
            let rule = CSSLayout.Repetition(line: mark.line, first: [], last: [])
            return elements.allSatisfy({ $0.radii == first.radii }) ? (rule, first.radii) : nil
        }
        var expressions = CSSExpression()
        expressions.parameterProperties = propertyNames
        expressions.numberParameters = units.numbers
        expressions.substitutions = scopes[stack] ?? [:]
        guard
            let corners = cornerRules(
                of: rows, in: stack, vertical: vertical, fixed: fixed, derivation, expressions)
        else {
            return nil
        }
        let rule = CSSLayout.Repetition(line: mark.line, first: corners.first, last: corners.last)
        return (rule, corners.rest)
    }

    /// The id row `position` of a loop's alike rows has: the first one's and `-2`, `-3`… after
    /// it when they are named, else `S-1`, `S-2`… in named stack `S`; nil when neither.
    private func rowId(_ position: Int, first: String, named: Bool, _ stack: Int) -> String? {
        if named { return position == 0 ? first : first + "-" + String(position + 1) }
        return scene.identifiers.stackId(of: stack).map { $0 + "-" + String(position + 1) }
    }

    /// Each corner's value away from the ends, and at the start and the end of the stack, as
    /// CSS; nil when one of the rows' resolved radii is not what those give. Rows of a `fixed`
    /// length are in a stack whose ends move with the count (it hugs them, or leaves room
    /// after them): every corner of every one must be what a row away from the ends gets.
    private func cornerRules(
        of rows: [Int], in stack: Int, vertical: Bool, fixed: Bool, _ derivation: SceneDerivation,
        _ expressions: CSSExpression
    ) -> (rest: [String], first: [(corner: Corner, value: String)], last: [(corner: Corner, value: String)])? {
        guard let node = scene.node(at: rows[0]), let frame = derivation.frames[rows[0]],
            let stackFrame = derivation.frames[stack], let alone = aloneFrame(rows[0], stackFrame, frame, vertical),
            let across = vertical ? frame.width : frame.height, let along = vertical ? frame.height : frame.width
        else { return nil }
        var values = derivation.values
        // Clamped to half the side across the stack, and along it for a row of a fixed length:
        // a share changes with the count (checked below not to matter at the script's values).
        let limit = fixed ? SceneExpression.min(across, along) / .number(2) : across / .number(2)
        let placement = derivation.placements[rows[0]]
        var rest: [SceneExpression] = []
        var edge: [SceneExpression] = []
        for corner in Corner.allCases {
            let own: SceneExpression
            var follows: SceneExpression? = nil
            switch node.shape {
            case .fixed(.rectangle):
                own = .zero
            case .fixed(.roundedRectangle), .fixed(.unevenRoundedRectangle):
                guard let radius = placement?.shapeRadii[corner] else { return nil }
                own = radius
            case .concentric(let rectangle, _):
                guard rectangle.uniformGroups.isEmpty else { return nil }
                switch rectangle[corner] {
                case .fixed(let radius):
                    own = placement?.fixedRadii[corner] ?? .number(radius)
                case .concentric(let minimum):
                    own = minimum == 0 ? .zero : (placement?.minimums[corner] ?? .number(minimum))
                    if let container = node.container {
                        // The container's radius less the larger inset of a row alone in the stack.
                        guard let owner = node.parent, let ownerFrame = derivation.frames[owner.index],
                            container.shape.cornerGeometry(in: container.frame) != nil, container.shape != .circle,
                            let drawn = owner.drawnRadii
                        else { return nil }
                        let reference = RadiusDerivation.reference(to: owner.index, corner: corner)
                        guard expressions.substitutions[reference] != nil, let name = reference.parameterName,
                            let inset = RadiusDerivation.inset(corner, alone, ownerFrame, scene.layoutDirection)
                        else { return nil }
                        values[name] = drawn[corner]
                        let raw = SceneExpression.max(reference - inset, .zero)
                        follows = own == .zero ? raw : .max(raw, own)
                    }
                }
            default:
                return nil
            }
            rest.append(.max(.min(own, limit), .zero))
            edge.append(.max(.min(follows ?? own, limit), .zero))
        }
        // Every row's resolved radii must be these: the edge corners at the ends, the rest elsewhere.
        for (position, row) in rows.enumerated() {
            guard let drawn = scene.node(at: row)?.drawnRadii else { return nil }
            for (slot, corner) in Corner.allCases.enumerated() {
                let atStart = !fixed && position == 0 && isStart(corner, vertical: vertical)
                let atEnd = !fixed && position == rows.count - 1 && !isStart(corner, vertical: vertical)
                let expression = atStart || atEnd ? edge[slot] : rest[slot]
                guard expression.agrees(with: drawn[corner], values) else { return nil }
            }
        }
        var restText: [String] = []
        var first: [(corner: Corner, value: String)] = []
        var last: [(corner: Corner, value: String)] = []
        for (slot, corner) in Corner.allCases.enumerated() {
            guard let text = expressions.length(rest[slot].simplified),
                let edgeText = expressions.length(edge[slot].simplified)
            else { return nil }
            restText.append(text)
            guard !fixed, edgeText != text else { continue }
            if isStart(corner, vertical: vertical) {
                first.append((corner, edgeText))
            } else {
                last.append((corner, edgeText))
            }
        }
        return (restText, first, last)
    }

    /// The frame row `index` would have alone in the stack: the stack's length along its axis
    /// less its margins, its own frame across it.
    private func aloneFrame(
        _ index: Int, _ stack: FrameExpressions, _ frame: FrameExpressions, _ vertical: Bool
    ) -> FrameExpressions? {
        let padding = scene.placements[index].padding
        let written = derivation?.placements[index]
        let top = written?.paddingTop ?? .number(padding.top)
        let bottom = written?.paddingBottom ?? .number(padding.bottom)
        let leading = written?.paddingLeading ?? .number(padding.leading)
        let trailing = written?.paddingTrailing ?? .number(padding.trailing)
        if vertical {
            guard let y = stack.y, let height = stack.height else { return nil }
            return FrameExpressions(x: frame.x, y: y + top, width: frame.width, height: height - top - bottom)
        }
        guard let x = stack.x, let width = stack.width else { return nil }
        let left = scene.layoutDirection == .leftToRight ? leading : trailing
        return FrameExpressions(x: x + left, y: frame.y, width: width - leading - trailing, height: frame.height)
    }

    /// Whether `corner` is at the start of a stack's axis: the top in a vstack, leading in an
    /// hstack (a flex row starts at the inline start, which the canvas's direction places).
    private func isStart(_ corner: Corner, vertical: Bool) -> Bool {
        vertical ? corner.isTop : corner.isLeading
    }

    private func same(_ a: [CSSLayout.Declaration], _ b: [CSSLayout.Declaration]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}
