// The teaching layer of the SVG: container outlines, corner centres, radius lines and labels,
// the shared centre of concentric pairs, corners that went square, and flared or pinched corners.
import ConcentricGeometry
import ShapeScene

/// Collects the construction of annotated nodes while the nodes are written, then draws it as
/// one `<g id="annotations">` on top of everything.
///
/// For each annotated node:
///
/// ```
///   ╭┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄   container outline, dashed
///   ┆  ╲ R                       container corner: centre dot and radius line (blue)
///   ┆   ╲ ╭──────────────────
///   ┆    ◎ r                     ◎ shared centre: one ring, one dot (concentric pair)
///   ┆    │ r = 12                labels stacked beside the centre, smallest first
///   ┆    │ r = 24
///   ┆    ■                       a corner floored to 0 (and left at 0 by the later steps):
/// ```                                 too far from the container's curve
///
/// A flared or pinched corner (SceneFindings' comparison, the one the warnings read: rounder or
/// sharper than concentric, `R − d` with `d = max(dx, dy)`) shows both centres, apart, and a red
/// line across the gap at the corner, between the two arcs' midpoints. With equal insets it is
/// labelled with that gap against the gap along the sides: `flared: gap 18.28 vs 10` (wider at
/// the corner) or `pinched: gap 3.37 vs 10` (narrower). With unequal insets no radius keeps the
/// gap even, so the label compares radii instead (`flared: r 32 vs R − d = 20`), and the two
/// insets are drawn across the sides' gaps where both curves have ended: `dx 20 = d`, `dy 8`.
///
/// Centres and radii are the resolved ones (`node.radii`, the traces, the container's corner
/// geometry); where a path shrinks a crowded continuous corner to fit its side, the mark still
/// shows the resolved radius.
///
/// Node corners are pink, container corners blue; every line and label sits on a white
/// underlay (a wider white stroke, or a duplicate text with a white stroke, since SVG 1.1 has no
/// `paint-order`), and each label keeps 3:1 against the fills under it, shaded or on a plate
/// where its colour does not (SVGRenderer+LabelContrast.swift). Everything is deduplicated
/// by position, so siblings in one container draw its outline and corners once.
struct AnnotationLayer {
    static let groupID = "annotations"

    /// Whose corner a mark belongs to: the annotated node's own, or its container's.
    enum Role {
        case own
        case container
        /// A flared or pinched corner's gap, in the colour of findings.
        case finding

        var line: ToolPaint {
            switch self {
            case .own: .ownMark
            case .container: .containerMark
            case .finding: .squared
            }
        }
        var dot: ToolPaint {
            switch self {
            case .own: .ownDot
            case .container: .containerDot
            case .finding: .squared
            }
        }
        var text: ToolPaint {
            switch self {
            case .own: .ownText
            case .container: .containerText
            case .finding: .findingText
            }
        }
    }

    /// A point rounded to 0.01: marks closer than that are the same mark.
    struct PointKey: Hashable {
        var x: Int64
        var y: Int64

        init?(_ point: Point) {
            let x = (point.x * 100).rounded()
            let y = (point.y * 100).rounded()
            guard x.magnitude < 9e18, y.magnitude < 9e18 else { return nil }
            self.x = Int64(x)
            self.y = Int64(y)
        }
    }

    struct RadiusLine {
        var from: Point
        var to: Point
        var role: Role
    }

    struct LineKey: Hashable {
        var centre: PointKey
        var end: PointKey
    }

    private struct Dot {
        var centre: Point
        var role: Role
    }

    /// Labels stacked beside one centre, away from its corner.
    struct LabelStack {
        var anchor: Point
        var isTop: Bool
        var isLeft: Bool
        var entries: [(value: Double, text: String, role: Role)]
        /// Where the stack must stay when it can: a finding's container, so that its label
        /// does not cross into a neighbouring panel.
        var area: Rect? = nil
    }

    let direction: LayoutDirection
    /// The scene's bounds: labels stay inside them.
    let bounds: Rect
    private var containers: [Container] = []
    private var seenContainers: Set<Container> = []
    var lines: [RadiusLine] = []
    var seenLines: Set<LineKey> = []
    private var dots: [Dot] = []
    private var seenDots: Set<PointKey> = []
    private var rings: [Point] = []
    private var seenRings: Set<PointKey> = []
    private var squares: [Point] = []
    private var seenSquares: Set<PointKey> = []
    var labels: [LabelStack] = []
    var labelIndex: [PointKey: Int] = [:]
    /// The boxes of the nodes' own labels, which no annotation label may cover.
    private var nodeLabels: [Rect] = []

    init(direction: LayoutDirection, bounds: Rect) { (self.direction, self.bounds) = (direction, bounds) }

    /// Whether nothing was collected (no node is annotated).
    var isEmpty: Bool {
        containers.isEmpty && lines.isEmpty && dots.isEmpty && squares.isEmpty
    }

    // MARK: - Collecting

    /// Keeps the annotation labels off a node's label drawn in `box`.
    mutating func reserveNodeLabel(_ box: Rect) {
        nodeLabels.append(box)
    }

    /// Records the construction of `node`: its container's outline and corners, its own rounded
    /// corners, shared centres and floored corners. Reads radii and traces only.
    mutating func collect(_ node: ResolvedNode) {
        if let container = node.container, seenContainers.insert(container).inserted {
            containers.append(container)
        }
        switch node.outline {
        case .roundedRectangle(let rect, let radii):
            // Worked out on each read: once for the four corners.
            let traces = node.traces
            for (index, corner) in Corner.allCases.enumerated() {
                collect(corner, of: node, in: rect, radius: radii[corner], trace: trace(traces, index, corner))
            }
            let (flared, pinched, _) = SceneFindings.cornerComparisons(
                of: node, in: node.container, direction: direction, squared: false)
            for comparison in flared { collectGap(comparison, of: node, in: rect, radii: radii, word: "flared") }
            for comparison in pinched { collectGap(comparison, of: node, in: rect, radii: radii, word: "pinched") }
        case .ellipse(let rect):
            collectEllipse(rect)
        }
    }

    /// The trace of `corner`, which resolvers store in `Corner.allCases` order.
    private func trace(_ traces: [CornerTrace]?, _ index: Int, _ corner: Corner) -> CornerTrace? {
        guard let traces else { return nil }
        if index < traces.count, traces[index].corner == corner { return traces[index] }
        return traces.first { $0.corner == corner }
    }

    private mutating func collect(
        _ corner: Corner, of node: ResolvedNode, in rect: Rect, radius: Double, trace: CornerTrace?
    ) {
        let isTop = corner.isTop
        let isLeft = corner.isLeft(in: direction)
        var containerCentre: Point?
        // The container's corner, in the container's colour, whatever the child's own rule:
        // a flared or pinched child is drawn against the curve it fails to follow.
        if let container = node.container,
            let geometry = container.shape.cornerGeometry(in: container.frame),
            case let outer = geometry.radii[corner], outer > 0, outer.isFinite
        {
            let centre = cornerCenter(
                of: corner, in: geometry.rect, radius: outer, direction: direction)
            mark(centre: centre, radius: outer, isTop: isTop, isLeft: isLeft, role: .container)
            containerCentre = centre
        }
        if radius > 0, radius.isFinite {
            let centre = cornerCenter(of: corner, in: rect, radius: radius, direction: direction)
            mark(centre: centre, radius: radius, isTop: isTop, isLeft: isLeft, role: .own)
            if let containerCentre, AnnotationLayer.distance(centre, containerCentre) <= 0.01,
                let key = PointKey(centre), seenRings.insert(key).inserted
            {
                rings.append(centre)
            }
        } else if let trace, trace.floored, trace.value == 0 {
            let point = Point(x: isLeft ? rect.minX : rect.maxX, y: isTop ? rect.minY : rect.maxY)
            if let key = PointKey(point), seenSquares.insert(key).inserted {
                squares.append(point)
            }
        }
    }

    /// An ellipse outline (a `Circle`, or the fallback inside an ellipse): its centre, a radius
    /// towards the top-right, and `r = …` (or `rx = …, ry = …` when it is not a circle).
    private mutating func collectEllipse(_ rect: Rect) {
        let radiusX = rect.width / 2
        let radiusY = rect.height / 2
        guard radiusX > 0, radiusY > 0 else { return }
        let centre = Point(x: rect.midX, y: rect.midY)
        let end = Point(x: centre.x + radiusX * Self.diagonal, y: centre.y - radiusY * Self.diagonal)
        let text =
            abs(radiusX - radiusY) < 0.01
            ? "r = " + NumberFormat.format(radiusX, .drawing)
            : "rx = " + NumberFormat.format(radiusX, .drawing) + ", ry = " + NumberFormat.format(radiusY, .drawing)
        addMark(
            centre: centre, end: end, value: Swift.min(radiusX, radiusY), text: text, isTop: true, isLeft: false,
            role: .own)
    }

    /// A corner's centre dot, its radius line to the arc's midpoint (45° towards the corner) and
    /// its `r = …` label.
    private mutating func mark(centre: Point, radius: Double, isTop: Bool, isLeft: Bool, role: Role) {
        let end = Point(
            x: centre.x + (isLeft ? -radius : radius) * Self.diagonal,
            y: centre.y + (isTop ? -radius : radius) * Self.diagonal)
        addMark(
            centre: centre, end: end, value: radius, text: "r = " + NumberFormat.format(radius, .drawing),
            isTop: isTop, isLeft: isLeft, role: role)
    }

    private mutating func addMark(
        centre: Point, end: Point, value: Double, text: String, isTop: Bool, isLeft: Bool, role: Role
    ) {
        guard let centreKey = PointKey(centre), let endKey = PointKey(end) else { return }
        if seenLines.insert(LineKey(centre: centreKey, end: endKey)).inserted {
            lines.append(RadiusLine(from: centre, to: end, role: role))
        }
        // One dot per centre, in the colour of whoever marked it first (children are collected
        // before their parent, so a container corner a child relies on stays blue).
        if seenDots.insert(centreKey).inserted {
            dots.append(Dot(centre: centre, role: role))
        }
        if let index = labelIndex[centreKey] {
            if !labels[index].entries.contains(where: { $0.text == text }) {
                labels[index].entries.append((value, text, role))
            }
        } else {
            labelIndex[centreKey] = labels.count
            labels.append(
                LabelStack(anchor: centre, isTop: isTop, isLeft: isLeft, entries: [(value, text, role)]))
        }
    }

    static let diagonal = 0.5.squareRoot()

    /// Each container's outline, drawn twice: a wide translucent underlay that keeps the mark
    /// visible on any fill, then the thin dashed mark over it.
    private static let containerStrokes: [(ToolPaint, [(StaticString, StaticString)])] = [
        (.underlay, [("stroke-opacity", "0.6"), ("stroke-width", "2.5")]),
        (.containerMark, [("stroke-width", "1"), ("stroke-dasharray", "5 3")]),
    ]

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    // MARK: - Drawing

    /// Writes `<g id="annotations">…</g>`: outlines, radius lines, dots, rings, square markers,
    /// then labels, so text is never covered.
    func write<Sink: SVGSink>(into writer: inout SVGWriter<Sink>, over scene: ResolvedScene, background: Color?) {
        writer.start("g", depth: 1)
        writer.id("annotations")
        writer.attribute("fill", raw: "none")
        writer.attribute("stroke-linecap", raw: "round")
        writer.attribute("font-size", raw: "10")
        writer.startChildren()
        for container in containers {
            let path = container.shape.path(in: container.frame, direction: direction)
            for (paint, attributes) in Self.containerStrokes {
                writer.start("path", depth: 2)
                writer.pathData(path)
                writer.paint(paint)
                for (name, value) in attributes { writer.attribute(name, raw: value) }
                writer.endEmpty()
            }
        }
        writeLines(into: &writer)
        for dot in dots {
            writer.start("circle", depth: 2)
            writer.attribute("cx", dot.centre.x)
            writer.attribute("cy", dot.centre.y)
            writer.attribute("r", raw: "2")
            writer.paint(dot.role.dot)
            writer.attribute("stroke-width", raw: "1")
            writer.endEmpty()
        }
        for centre in rings {
            for (paint, width): (ToolPaint, StaticString) in [(.underlay, "3"), (.ring, "1.25")] {
                writer.start("circle", depth: 2)
                writer.attribute("cx", centre.x)
                writer.attribute("cy", centre.y)
                writer.attribute("r", raw: "4.5")
                writer.paint(paint)
                writer.attribute("stroke-width", raw: width)
                writer.endEmpty()
            }
        }
        writeSquares(into: &writer)
        // What is painted under the labels, in each theme the SVG may be shown in.
        let theme = writer.theme
        let light =
            labels.isEmpty || theme == .dark
            ? nil : PaintedLayers(scene: scene, theme: .light, background: background)
        let dark =
            labels.isEmpty || theme == .light
            ? nil : PaintedLayers(scene: scene, theme: .dark, background: background)
        writeLabels(into: &writer, light: light, dark: dark)
        writer.end("g", depth: 1)
    }

    /// All radius lines as three paths: one white underlay, then container lines, then the
    /// nodes' own lines on top (an inner radius runs along its container's on a shared centre).
    private func writeLines<Sink: SVGSink>(into writer: inout SVGWriter<Sink>) {
        guard !lines.isEmpty else { return }
        let passes: [(lines: [RadiusLine], stroke: ToolPaint, width: StaticString)] = [
            (lines, .underlay, "3"),
            (lines.filter { $0.role == .container }, Role.container.line, "1.25"),
            (lines.filter { $0.role == .own }, Role.own.line, "1.25"),
            (lines.filter { $0.role == .finding }, Role.finding.line, "1.5"),
        ]
        for pass in passes where !pass.lines.isEmpty {
            var path = Path()
            for line in pass.lines {
                path.elements.append(.move(to: line.from))
                path.elements.append(.line(to: line.to))
            }
            writer.start("path", depth: 2)
            writer.pathData(path)
            writer.paint(pass.stroke)
            writer.attribute("stroke-width", raw: pass.width)
            writer.endEmpty()
        }
    }

    /// A small crossed square on each corner floored to 0.
    private func writeSquares<Sink: SVGSink>(into writer: inout SVGWriter<Sink>) {
        let half = 3.5
        for point in squares {
            var cross = Path()
            cross.elements = [
                .move(to: Point(x: point.x - half, y: point.y - half)),
                .line(to: Point(x: point.x + half, y: point.y + half)),
                .move(to: Point(x: point.x + half, y: point.y - half)),
                .line(to: Point(x: point.x - half, y: point.y + half)),
            ]
            for (paint, width): (ToolPaint, StaticString) in [(.underlay, "3"), (.squared, "1.25")] {
                writer.start("rect", depth: 2)
                writer.attribute("x", point.x - half)
                writer.attribute("y", point.y - half)
                writer.attribute("width", raw: "7")
                writer.attribute("height", raw: "7")
                writer.paint(paint)
                writer.attribute("stroke-width", raw: width)
                writer.endEmpty()
            }
            writer.start("path", depth: 2)
            writer.pathData(cross)
            writer.paint(.squared)
            writer.attribute("stroke-width", raw: "1")
            writer.endEmpty()
        }
    }

    /// Each stack of `r = …` labels beside its centre, towards the inside of the corner when
    /// there is room (see ``LabelPlacer``), smallest radius nearest the centre; every text has a
    /// white-stroked duplicate beneath it.
    private func writeLabels<Sink: SVGSink>(
        into writer: inout SVGWriter<Sink>, light: PaintedLayers?, dark: PaintedLayers?
    ) {
        var placer = LabelPlacer(bounds: bounds)
        for box in nodeLabels { placer.reserve(box: box) }
        for dot in dots {
            placer.reserve((dot.centre.x, dot.centre.y), radius: 4.5)
        }
        var omitted: [String] = []
        // Findings choose first (what is wrong matters most), then the tallest stacks (shared
        // centres, the point of the figure); the ones left without room are the least telling.
        let rank = { (index: Int) in
            (
                self.labels[index].entries.contains { $0.role == .finding } ? 0 : 1, -self.labels[index].entries.count,
                index
            )
        }
        let order = labels.indices.sorted { rank($0) < rank($1) }
        for stack in order.map({ labels[$0] }) {
            let entries = stack.entries.sorted { ($0.value, $0.text) < ($1.value, $1.text) }
            guard
                let placement = placer.place(
                    centre: (stack.anchor.x, stack.anchor.y), lines: entries.count,
                    longest: entries.map { $0.text.count }.max() ?? 0, inwardRight: stack.isLeft,
                    inwardDown: stack.isTop, area: stack.area)
            else {
                // No room that covers nothing: named in the legend instead.
                for entry in entries where !omitted.contains(entry.text) { omitted.append(entry.text) }
                continue
            }
            for (entry, y) in zip(entries, placement.baselines) {
                writeLabel(
                    entry.text, x: placement.x, y: y, growsRight: placement.growsRight, paint: entry.role.text,
                    light: light, dark: dark, into: &writer)
            }
        }
        guard !omitted.isEmpty else { return }
        // Named when they fit on a line across the picture, else counted.
        let named = "no room for: " + omitted.joined(separator: ", ")
        let counted = "\(omitted.count) label\(omitted.count == 1 ? "" : "s") left out for room"
        let fits = { (text: String) in Double(text.count) * LabelPlacer.characterWidth <= bounds.width - 8 }
        let legend = fits(named) ? named : fits(counted) ? counted : "\(omitted.count) left out"
        guard let placement = placer.placeLegend(characters: legend.count) else { return }
        writeLabel(
            legend, x: placement.x, y: placement.baselines.first ?? bounds.maxY, growsRight: true, paint: .label,
            light: light, dark: dark, into: &writer)
    }

    /// One annotation label over its white-stroked copy, in an ink that keeps 3:1 against what
    /// is painted under its box (see ``LabelInk``).
    private func writeLabel<Sink: SVGSink>(
        _ text: String, x: Double, y: Double, growsRight: Bool, paint: ToolPaint, light: PaintedLayers?,
        dark: PaintedLayers?, into writer: inout SVGWriter<Sink>
    ) {
        let anchor: StaticString = growsRight ? "start" : "end"
        let width = Double(text.count) * LabelPlacer.characterWidth
        let box = Rect(x: growsRight ? x : x - width, y: y - 9, width: width, height: 12)
        let ink = LabelInk.choose(paint, over: box, theme: writer.theme, light: light, dark: dark)
        if ink == .plate {
            writer.start("rect", depth: 2)
            writer.attribute("x", box.minX - 1)
            writer.attribute("y", box.minY - 1)
            writer.attribute("width", box.width + 2)
            writer.attribute("height", box.height + 2)
            writer.attribute("rx", raw: "2")
            writer.paint(.textUnderlay)
            writer.endEmpty()
        }
        for underlay in [true, false] {
            writer.start("text", depth: 2)
            writer.attribute("x", x)
            writer.attribute("y", y)
            writer.attribute("text-anchor", raw: anchor)
            if underlay {
                if case .shade(let colour) = ink {
                    // A shade may be lighter than the theme's text: its halo is the one of
                    // black and white that sets it off more.
                    let halo = LabelInk.halo(for: colour)
                    writer.paint(.fill, halo)
                    writer.paint(.stroke, halo)
                } else {
                    writer.paint(.textUnderlay)
                }
                writer.attribute("stroke-width", raw: "3")
                writer.attribute("stroke-linejoin", raw: "round")
            } else if case .shade(let colour) = ink {
                writer.paint(.fill, colour)
            } else {
                writer.paint(paint)
            }
            writer.text(text, closing: "text")
        }
    }
}
