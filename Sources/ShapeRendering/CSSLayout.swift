// What the parametric CSS says of each element: how CSS layout places it in the element it is
// nested in (a one-cell grid for a container, a flex line for a stack), how it lays out its own
// children, and its four radii, each length a CSS expression of the parameters (or the resolved
// number where no expression follows them), shared by the CSS and HTML outputs.
import ConcentricGeometry
import ShapeScene

/// The CSS of a scene's elements, worked out once.
///
/// Elements nest as the tree does: every node, and every stack as an element of its own
/// (`list-vstack-1`). Placement is CSS layout, Layout.swift's rules in CSS's words:
///
/// - A container (a zstack, the canvas) is a one-cell grid, every child in its one cell. A
///   child's `padding` is its margin, its size is `width`/`height`, and its alignment is
///   `justify-self`/`align-self` on an axis where it is sized (it stretches on the others).
/// - A vstack or hstack is a flex line with `gap`. A child that asks for a length along the
///   stack (``SceneTree/intrinsicLength(of:vertical:_:)``) keeps it (`flex: none`); the others
///   share what is left equally (`flex: 1 1 b`, b making up for unequal margins). Across the
///   stack a child stretches unless sized, then sits at the stack's alignment.
/// - `offset` is `position: relative` with `left`/`top`; `at` is `position: absolute` in the
///   parent's box, with what remains of it as the size it leaves unset.
///
/// Where CSS layout cannot say what Layout did, the element is placed absolutely with its
/// frame's expressions relative to its parent's box: a circle (whose box is its outline, a
/// square inside its frame) and what it holds, top-level nodes of a script without a canvas
/// (the canvas grows around them), and scenes laid out by hand.
///
/// A radius is the resolver's whole rule as one expression (RadiusDerivation); a container whose
/// radius its children follow has it as a custom property, `--card--radius` (or one per corner,
/// `--card--top-leading-radius`), which its children's expressions refer to. A parameter's
/// property is its kebab-case name and never holds `--` after the leading two, so a node's
/// properties cannot collide with one.
struct CSSLayout {
    typealias Declaration = (name: String, value: String)

    struct Element {
        var index: Int
        /// The node's id, or a stack's (`list-vstack-1`: the node it is in, its kind, a count).
        var id: String
        /// The node, or nil for a stack.
        var node: ResolvedNode?
        /// How the element is placed in its parent, in order.
        var placement: [Declaration]
        /// How it lays out its children (`display: grid` …); empty without children.
        var layout: [Declaration]
        /// The four radii (`Corner.allCases` order) as CSS values, custom properties resolved;
        /// empty for a stack.
        var radii: [String]
        /// Custom properties the element declares.
        var properties: [Declaration]
        /// The node's `opacity` when it follows a parameter (`var(--fade)`); nil when the HTML
        /// writes it as a number, as it does the colours.
        var opacity: String? = nil
        /// Which lengths are the resolved number because no expression follows.
        var baked: [String]
        /// Width and height as expressions of the frame, for a capsule's radius (empty for others).
        var size: (width: String, height: String)
        /// The node's continuous corners are crowded by its shorter side: drawn as a capsule.
        var isCapsule: Bool
        var isContinuous: Bool
        /// A `Circle` (`50%` of its square box) or a `Capsule` (`9999px`, which CSS scales down
        /// to half the shorter side): the radius that keeps the kind at every size, content
        /// that makes the box taller included; nil for other shapes.
        var kindRadius: String? {
            switch node?.shape {
            case .fixed(.circle)?: "50%"
            case .fixed(.capsule)?: "9999px"
            default: nil
            }
        }
        /// Element indices nested in this one, in order.
        var children: [Int]
        /// The class it is written with: its id, or for every iteration of a loop written once
        /// the first one's (CSSLayout+Loops).
        var className: String = ""
        /// On the first of a loop's iterations written once: the rules they share.
        var repetition: Repetition? = nil
        /// One of a loop's later iterations written once: the first one's rules are its own.
        var sharesRule = false
    }

    var elements: [Int: Element] = [:]
    /// Top-level elements, in order: the canvas's children.
    private(set) var roots: [Int] = []
    /// Every element, parents before children.
    private(set) var order: [Int] = []
    /// The canvas element's placement in the scene's bounds and its layout.
    private(set) var canvas: [Declaration] = []
    /// Parameters as the canvas's properties, in declaration order, with the script's name.
    private(set) var parameters: [(name: String, value: String, parameter: String)] = []
    /// The ids of nodes with a baked value, in node order.
    private(set) var unfollowed: [String] = []
    /// Elements whose padding is larger than the area it pads, placed by their resolved box.
    var overpadded: [Int] = []

    /// `corner-shape: superellipse(k)` closest to the continuous corner, fitted in Chromium
    /// against our own path (a 240-point square of radius 60 drawn by librsvg, k and the scale
    /// of the radius searched on a grid): k = 1.4 with a border radius of 1.25 · r. Then 79 of
    /// the 90,000 pixels differ by 48 levels or more, against 321 for circular arcs.
    static let superellipseK = 1.4
    /// The border radius of a continuous corner under `corner-shape`, in radii.
    static let superellipseScale = 1.25
    /// A one-cell grid: every child placed in the same cell, which its margins inset.
    static let oneCell: [Declaration] = [
        ("display", "grid"), ("grid-template", "minmax(0, 1fr) / minmax(0, 1fr)"),
    ]

    /// What the elements and properties are called.
    private(set) var names = CSSNames()

    /// No elements yet: what the builder fills in.
    fileprivate init() {}

    init(_ scene: ResolvedScene, names: CSSNames = CSSNames()) {
        var builder = Builder(scene: scene, names: names)
        builder.run()
        self = builder.layout
    }

    /// Whether a continuous node's corners are crowded by its shorter side (UIKit's rule,
    /// ``Path/continuousCapsuleRadius(width:height:radii:)``), so it is drawn as a capsule.
    static func isCrowded(_ node: ResolvedNode) -> Bool {
        guard let radii = node.drawnRadii else { return false }
        return Path.continuousCapsuleRadius(width: node.frame.width, height: node.frame.height, radii: radii) != nil
    }

    /// A node drawn as an ellipse in a box that is not its frame (a circle in a wide frame).
    static func hasOutlineBox(_ node: ResolvedNode) -> Bool {
        node.isDrawnAsEllipse && node.outlineRect != node.frame
    }
}

extension CSSLayout {
    /// Works the elements out top down, each in its parent's scope of custom properties.
    struct Builder {
        let scene: ResolvedScene
        let derivation: SceneDerivation?
        let radii: RadiusDerivation
        let propertyNames: [String: String]
        let units: ParameterUnits
        var layout = CSSLayout()
        /// The substitutions each container's children may use (custom properties inherit down).
        var scopes: [Int: [SceneExpression: String]] = [:]
        /// Stacks counted by the id of the node they are in, and their kind.
        var stackCounts: [String: Int] = [:]
        /// For each vstack or hstack whose sharing children's margins along it differ: the
        /// largest margin total, worked out once for all of them (``basis(of:in:vertical:_:)``).
        var largestSharedMargins: [Int: SceneExpression] = [:]

        init(scene: ResolvedScene, names: CSSNames) {
            self.scene = scene
            derivation = scene.derivation
            radii = RadiusDerivation(scene, refersToContainers: true)
            propertyNames = CSSExpression.propertyNames(ofParameters: scene.parameters.map { $0.name }).mapValues(
                names.parameterProperty)
            layout.names = names
            units = ParameterUnits(scene)
        }

        var isParametric: Bool { derivation != nil && !scene.parameters.isEmpty }

        mutating func run() {
            var declared: Set<String> = []
            for parameter in scene.parameters where declared.insert(parameter.name).inserted {
                let value =
                    units.numbers.contains(parameter.name)
                    ? CSSExpression.number(parameter.value) : CSSExpression.px(parameter.value)
                layout.parameters.append((propertyNames[parameter.name] ?? "", value, parameter.name))
            }
            let canvas = scene.canvas
            let origin = scene.bounds
            layout.canvas =
                [
                    ("position", "relative"), ("left", CSSExpression.px(canvas.minX - origin.minX)),
                    ("top", CSSExpression.px(canvas.minY - origin.minY)),
                    ("width", CSSExpression.px(SVGRenderer.length(canvas.width))),
                    ("height", CSSExpression.px(SVGRenderer.length(canvas.height))),
                ] + CSSLayout.oneCell
            // Logical properties follow the canvas's direction: leading is right in rtl.
            if scene.layoutDirection == .rightToLeft { layout.canvas.append(("direction", "rtl")) }
            layout.roots = scene.tree.roots
            for root in layout.roots { element(root, parent: nil) }
            shareLoopRules()
            // A stack that cannot follow places its nodes by numbers: they are the ones named.
            var unfollowed: Set<Int> = []
            for index in layout.order {
                guard let element = layout.elements[index], !element.baked.isEmpty else { continue }
                if element.node != nil {
                    unfollowed.insert(index)
                } else {
                    unfollowed.formUnion(drawnChildren(of: index))
                }
            }
            layout.unfollowed = layout.order.filter(unfollowed.contains).compactMap { layout.elements[$0]?.id }
        }

        /// The drawn nodes placed directly in stack `index`, through the stacks it holds.
        private func drawnChildren(of index: Int) -> [Int] {
            scene.tree.directChildren(of: index).flatMap { child in
                scene.tree[child].isGroup ? drawnChildren(of: child) : [child]
            }
        }

        /// Element `index` in `parent` (nil: the canvas), then its children.
        private mutating func element(_ index: Int, parent: Int?) {
            let tree = scene.tree
            let node = scene.node(at: index)
            var expressions = CSSExpression()
            expressions.parameterProperties = propertyNames
            expressions.numberParameters = units.numbers
            expressions.substitutions = parent.flatMap { scopes[$0] } ?? [:]
            var element = Element(
                index: index, id: node?.id ?? stackId(index), node: node, placement: [], layout: [], radii: [],
                properties: [], baked: [], size: ("", ""), isCapsule: false, isContinuous: false, children: [])
            element.className = element.id
            let flows = flows(index, parent: parent)
            // Padding larger than the area it pads: Layout collapses the area to its middle, where
            // CSS's margins would push the box to one side; the resolved box's margins are written.
            let overpadded = flows && isOverpadded(index, parent: parent)
            element.placement =
                overpadded
                ? collapsed(index, parent: parent)
                : flows
                    ? placed(index, parent: parent, expressions, &element.baked)
                    : positioned(index, parent: parent, expressions, &element.baked)
            if overpadded {
                element.baked.append("padding larger than its container")
                layout.overpadded.append(index)
            }
            if let node {
                radii(of: node, into: &element, &expressions)
            }
            if element.isCapsule {
                element.size = (frameLength(index, .width, expressions), frameLength(index, .height, expressions))
            }
            for what in derivation?.placements[index]?.baked ?? [] where isParametric { element.baked.append(what) }
            element.children = Array(tree.directChildren(of: index))
            if node != nil, let opacity = derivation?.placements[index]?.opacity, opacity.dependsOnParameters {
                // An element's opacity fades what it holds too: a node that holds others keeps the
                // number, which the HTML takes into its colours.
                if element.children.isEmpty, let text = expressions.unitless(opacity.simplified) {
                    element.opacity = text
                } else {
                    element.baked.append("opacity")
                }
            }
            if !element.children.isEmpty, !(node.map(CSSLayout.hasOutlineBox) ?? false) {
                element.layout = childLayout(of: index, expressions, &element.baked)
                largestSharedMargins[index] = largestSharedMargin(of: index)
            }
            // Each length the comment names once, in the order first met.
            var named: Set<String> = []
            element.baked = element.baked.filter { named.insert($0).inserted }
            scopes[index] = expressions.substitutions
            layout.elements[index] = element
            layout.order.append(index)
            for child in element.children { self.element(child, parent: index) }
        }

        /// `rows` for a named stack (`vstack rows { … }`), the id ``NodeIdentifiers`` gives it
        /// and names its unnamed children after; else `list-vstack-1`: the node the stack is in,
        /// its kind, and a count from 1 of such stacks in that node (stack words are keywords, so
        /// no node's id or name looks like this).
        private mutating func stackId(_ index: Int) -> String {
            if let id = scene.identifiers.stackId(of: index) { return id }
            let axis = scene.placement(at: index)?.stack?.axis
            let word =
                switch axis {
                case .vertical?: "vstack"
                case .horizontal?: "hstack"
                default: "zstack"
                }
            let owner = scene.tree.enclosingNode(of: index).map { scene.identifiers.id(of: $0) }
            let stem = owner.map { $0 + "-" + word } ?? word
            let count = (stackCounts[stem] ?? 0) + 1
            stackCounts[stem] = count
            return stem + "-" + String(count)
        }

        /// Whether element `index`'s padding is larger than the area its parent gives it, on
        /// either axis (Layout collapses that area to its middle; CSS's margins would not).
        private func isOverpadded(_ index: Int, parent: Int?) -> Bool {
            guard let placement = scene.placement(at: index), placement.at == nil else { return false }
            let padding = placement.padding
            var width = Double.infinity
            var height = Double.infinity
            if let parent {
                let frame = scene.frame(at: parent)
                (width, height) = (frame.width, frame.height)
                if let stack = scene.placement(at: parent)?.stack, stack.axis != .depth {
                    let vertical = stack.axis == .vertical
                    let share = self.share(in: parent, stack, vertical: vertical)
                    // A child that asks for a length along the stack has its padding in it.
                    let along =
                        scene.tree.intrinsicLength(of: index, vertical: vertical, scene.placements) == nil
                        ? share : Double.infinity
                    if vertical { height = along } else { width = along }
                }
            } else {
                var area = scene.canvas
                if !placement.ignoresSafeArea { area = area.inset(by: scene.safeArea) }
                (width, height) = (area.width, area.height)
            }
            let slack = 1e-9
            return padding.leading + padding.trailing > width + slack || padding.top + padding.bottom > height + slack
        }

        /// An overpadded element in its parent's flow, as Layout placed it: its resolved size and
        /// the margins from its box to its area's edges (numbers; in a stack, its slot's, and
        /// `flex: none` so its siblings keep theirs).
        private func collapsed(_ index: Int, parent: Int?) -> [Declaration] {
            let frame = scene.frame(at: index)
            let rightToLeft = scene.layoutDirection == .rightToLeft
            var area = parent.map { scene.frame(at: $0) } ?? scene.canvas
            var result: [Declaration] = [("position", "relative")]
            var inStack = false
            if let parent, let stack = scene.placement(at: parent)?.stack, stack.axis != .depth {
                // The slot Layout gave it: the stack's length cut in order, leading first.
                let isVertical = stack.axis == .vertical
                inStack = true
                let placements = scene.placements
                let share = self.share(in: parent, stack, vertical: isVertical)
                var start = 0.0
                var length = share
                for child in scene.tree.directChildren(of: parent) where placements[child].at == nil {
                    length = scene.tree.intrinsicLength(of: child, vertical: isVertical, placements) ?? share
                    if child == index { break }
                    start += length + stack.spacing
                }
                if isVertical {
                    area = Rect(x: area.minX, y: area.minY + start, width: area.width, height: length)
                } else if rightToLeft {
                    area = Rect(x: area.maxX - start - length, y: area.minY, width: length, height: area.height)
                } else {
                    area = Rect(x: area.minX + start, y: area.minY, width: length, height: area.height)
                }
                result.append(("flex", "none"))
            } else {
                result.append(("grid-area", "1 / 1"))
            }
            let leading = rightToLeft ? area.maxX - frame.maxX : frame.minX - area.minX
            let trailing = rightToLeft ? frame.minX - area.minX : area.maxX - frame.maxX
            let top = CSSExpression.px(frame.minY - area.minY)
            result.append(("margin-block", top + " " + CSSExpression.px(area.maxY - frame.maxY)))
            result.append(("margin-inline", CSSExpression.px(leading) + " " + CSSExpression.px(trailing)))
            result.append(("width", CSSExpression.px(frame.width)))
            result.append(("height", CSSExpression.px(frame.height)))
            if inStack {
                result.append(("align-self", "flex-start"))
            } else {
                result.append(("justify-self", "start"))
                result.append(("align-self", "start"))
            }
            return result
        }

        /// The length each child of stack `index` that asks for none gets (Layout's share).
        private func share(in index: Int, _ stack: StackLayout, vertical: Bool) -> Double {
            let placements = scene.placements
            let flow = scene.tree.directChildren(of: index).filter { placements[$0].at == nil }
            let lengths = flow.map { scene.tree.intrinsicLength(of: $0, vertical: vertical, placements) }
            let flexible = lengths.filter { $0 == nil }.count
            guard flexible > 0 else { return 0 }
            let frame = scene.frame(at: index)
            let available =
                (vertical ? frame.height : frame.width) - stack.spacing * Double(flow.count - 1)
                - lengths.reduce(0) { $0 + ($1 ?? 0) }
            return Swift.max(0, available / Double(flexible))
        }

        /// Whether CSS layout places element `index` (else it is positioned by its frame).
        private func flows(_ index: Int, parent: Int?) -> Bool {
            guard scene.placement(at: index) != nil else { return false }
            if let node = scene.node(at: index), CSSLayout.hasOutlineBox(node) { return false }
            guard let parent else { return scene.canvasSpec != nil }
            if let owner = scene.node(at: parent), CSSLayout.hasOutlineBox(owner) { return false }
            return true
        }

        // MARK: - Placement by CSS layout

        /// The declarations that place element `index` by CSS layout in `parent`.
        private func placed(_ index: Int, parent: Int?, _ expressions: CSSExpression, _ baked: inout [String])
            -> [Declaration]
        {
            guard let placement = scene.placement(at: index) else { return [] }
            let written = derivation?.placements[index]
            func length(_ expression: SceneExpression?, _ value: Double, _ what: String) -> String {
                if let expression {
                    if let text = expressions.length(expression.simplified) { return text }
                    if isParametric { baked.append(what) }
                }
                return CSSExpression.px(value)
            }
            var result: [Declaration] = []
            let offsetX = length(written?.offsetX, placement.offset.x, "offset")
            let offsetY = length(written?.offsetY, placement.offset.y, "offset")
            let width = placement.width.map { length(written?.width, $0, "width") }
            let height = placement.height.map { length(written?.height, $0, "height") }
            if let at = placement.at {
                // Out of the flow, in the parent's box (every element is positioned).
                let x = written?.atX.map { $0 + (written?.offsetX ?? .number(placement.offset.x)) }
                let y = written?.atY.map { $0 + (written?.offsetY ?? .number(placement.offset.y)) }
                let atX = length(written?.atX, at.x, "at")
                let atY = length(written?.atY, at.y, "at")
                result.append(("position", "absolute"))
                result.append(("left", length(x, at.x + placement.offset.x, "at")))
                result.append(("top", length(y, at.y + placement.offset.y, "at")))
                result.append(("width", width ?? "max(calc(100% - " + atX + "), 0px)"))
                result.append(("height", height ?? "max(calc(100% - " + atY + "), 0px)"))
                return result
            }
            result.append(("position", "relative"))
            let stack = parent.flatMap { scene.placement(at: $0)?.stack }.flatMap { $0.axis == .depth ? nil : $0 }
            if stack == nil { result.append(("grid-area", "1 / 1")) }
            // The padding, with the canvas's safe area around a top-level node.
            let padding = placement.padding
            let writtenEdges = [
                written?.paddingTop, written?.paddingLeading, written?.paddingBottom, written?.paddingTrailing,
            ]
            var sides = zip(writtenEdges, [padding.top, padding.leading, padding.bottom, padding.trailing]).map {
                $0 ?? .number($1)
            }
            var insets = padding
            if parent == nil, !placement.ignoresSafeArea, scene.safeArea != .zero {
                let safe = scene.safeArea
                insets = EdgeInsets(
                    top: padding.top + safe.top, leading: padding.leading + safe.leading,
                    bottom: padding.bottom + safe.bottom, trailing: padding.trailing + safe.trailing)
                sides = zip(sides, [safe.top, safe.leading, safe.bottom, safe.trailing]).map { $0 + .number($1) }
            }
            let top = length(sides[0], insets.top, "padding")
            let leading = length(sides[1], insets.leading, "padding")
            let bottom = length(sides[2], insets.bottom, "padding")
            let trailing = length(sides[3], insets.trailing, "padding")
            // Logical margins: leading is the inline start, which the canvas's direction places.
            if insets != .zero || [top, leading, bottom, trailing].contains(where: { $0 != "0px" }) {
                if [leading, bottom, trailing].allSatisfy({ $0 == top }) {
                    result.append(("margin", top))
                } else {
                    result.append(("margin-block", top == bottom ? top : top + " " + bottom))
                    result.append(("margin-inline", leading == trailing ? leading : leading + " " + trailing))
                }
            }
            if let width { result.append(("width", width)) }
            if let height { result.append(("height", height)) }
            let tree = scene.tree
            let placements = scene.placements
            let isStack = placement.stack.map { $0.axis != .depth } ?? false
            let hugsAcross = isStack && tree.intrinsicLength(of: index, vertical: false, placements) != nil
            let hugsDown = isStack && tree.intrinsicLength(of: index, vertical: true, placements) != nil
            let sizedAcross = placement.width != nil || hugsAcross
            let sizedDown = placement.height != nil || hugsDown
            if let stack, let parent {
                let vertical = stack.axis == .vertical
                let fixed = tree.intrinsicLength(of: index, vertical: vertical, placements) != nil
                if fixed {
                    result.append(("flex", "none"))
                } else {
                    result.append(("flex", "1 1 " + basis(of: index, in: parent, vertical: vertical, expressions)))
                    result.append((vertical ? "min-height" : "min-width", "0px"))
                }
                // Across the stack: stretched unless sized, else at the stack's alignment.
                if vertical, sizedAcross {
                    result.append(("align-self", keyword(horizontal: stack.alignment, flex: true)))
                } else if !vertical, sizedDown {
                    result.append(("align-self", keyword(vertical: stack.alignment, flex: true)))
                }
            } else {
                if sizedAcross {
                    result.append(("justify-self", keyword(horizontal: placement.alignment, flex: false)))
                }
                if sizedDown { result.append(("align-self", keyword(vertical: placement.alignment, flex: false))) }
            }
            if placement.offset != .zero || offsetX != "0px" || offsetY != "0px" {
                result.append(("left", offsetX))
                result.append(("top", offsetY))
            }
            return result
        }

        /// The flex basis of a child that shares its stack's free length: what makes its share
        /// the same as its siblings' whatever their margins, the largest margin total along the
        /// stack less its own (Layout gives every sharing slot the same length, margins inside).
        private func basis(of index: Int, in stack: Int, vertical: Bool, _ expressions: CSSExpression) -> String {
            guard let largest = largestSharedMargins[stack] else { return "0px" }
            let own = margins(of: index, vertical: vertical)
            if let text = expressions.length((largest - own).simplified) { return text }
            let values = derivation?.values ?? [:]
            return CSSExpression.px((largest.value(values) ?? 0) - (own.value(values) ?? 0))
        }

        /// The largest margin total along stack `index` among the children that share its free
        /// length; nil when it is no vstack or hstack, or when those totals are all the same.
        private func largestSharedMargin(of index: Int) -> SceneExpression? {
            guard let stack = scene.placement(at: index)?.stack, stack.axis != .depth else { return nil }
            let vertical = stack.axis == .vertical
            let placements = scene.placements
            let tree = scene.tree
            let totals = tree.directChildren(of: index).filter {
                placements[$0].at == nil && tree.intrinsicLength(of: $0, vertical: vertical, placements) == nil
            }.map { margins(of: $0, vertical: vertical) }
            guard let first = totals.first, !totals.allSatisfy({ $0 == first }) else { return nil }
            return totals.dropFirst().reduce(first) { SceneExpression.max($0, $1) }.simplified
        }

        /// Node `index`'s padding along an axis, both sides, as an expression.
        private func margins(of index: Int, vertical: Bool) -> SceneExpression {
            let padding = scene.placements[index].padding
            let written = derivation?.placements[index]
            let sum =
                vertical
                ? (written?.paddingTop ?? .number(padding.top)) + (written?.paddingBottom ?? .number(padding.bottom))
                : (written?.paddingLeading ?? .number(padding.leading))
                    + (written?.paddingTrailing ?? .number(padding.trailing))
            return sum.simplified
        }

        /// How element `index` lays out its children: a flex line for a vstack or hstack, a
        /// one-cell grid otherwise.
        private func childLayout(of index: Int, _ expressions: CSSExpression, _ baked: inout [String])
            -> [Declaration]
        {
            guard let stack = scene.placement(at: index)?.stack, stack.axis != .depth else {
                return CSSLayout.oneCell
            }
            // Leading first: a row follows the canvas's direction (it starts on the right in rtl).
            let direction = stack.axis == .vertical ? "column" : "row"
            var result: [Declaration] = [("display", "flex"), ("flex-direction", direction)]
            var gap = CSSExpression.px(stack.spacing)
            if let written = derivation?.placements[index]?.spacing {
                if let text = expressions.length(written.simplified) {
                    gap = text
                } else if isParametric {
                    baked.append("spacing")
                }
            }
            if gap != "0px" { result.append(("gap", gap)) }
            return result
        }

        /// `start`, `center` or `end` (`flex-start` … in a flex line) for a horizontal alignment:
        /// leading is the inline start, which the canvas's direction places.
        private func keyword(horizontal alignment: Alignment, flex: Bool) -> String {
            keyword(alignment.horizontalFraction, flex: flex)
        }

        private func keyword(vertical alignment: Alignment, flex: Bool) -> String {
            keyword(alignment.verticalFraction, flex: flex)
        }

        private func keyword(_ fraction: Double, flex: Bool) -> String {
            if fraction == 0.5 { return "center" }
            let word = fraction < 0.5 ? "start" : "end"
            return flex ? "flex-" + word : word
        }
    }
}
