// Annotation labels that read on a projector: each label's colour keeps a contrast of at least
// 3:1 (WCAG's ratio for large text and graphics) against every colour painted under it: the
// canvas, the nodes' fills and strokes, composited as the SVG paints them. A label whose own
// colour falls short is drawn a shade darker or lighter; when no shade can do it (light and dark
// fills both under it), it gets a plate of the underlay colour, against which every label
// colour holds.
import ConcentricGeometry
import ShapeScene

/// What the canvas and the nodes paint, in paint order, to ask which colours lie under a box.
///
/// Fills and strokes only: node labels are kept clear of annotation labels by the placer, and
/// the annotation layer's own thin marks are not a background. Outlines are measured as
/// circular (a continuous corner is within a hair of its arc). Kept in a coarse grid, so a box
/// asks only the items near it.
struct PaintedLayers {
    /// An opaque colour, sRGB channels 0…255 (SVG composites in sRGB).
    struct Colour: Hashable {
        var red: Double
        var green: Double
        var blue: Double

        init(red: Double, green: Double, blue: Double) { (self.red, self.green, self.blue) = (red, green, blue) }

        init(_ color: Color) {
            self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
        }

        /// `top` with opacity `alpha` painted over this colour.
        func under(_ top: Colour, alpha: Double) -> Colour {
            Colour(
                red: red + (top.red - red) * alpha, green: green + (top.green - green) * alpha,
                blue: blue + (top.blue - blue) * alpha)
        }

        /// WCAG 2's relative luminance.
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                let c = Swift.min(Swift.max(channel, 0), 255) / 255
                return c <= 0.04045 ? c / 12.92 : CLibrary.pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
    }

    private struct Item {
        var outline: Outline
        var fill: (colour: Colour, alpha: Double)?
        var stroke: (colour: Colour, alpha: Double, halfWidth: Double)?
        var opacity: Double
        var bounds: Rect
    }

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    private static let cellSize = 64.0
    /// Sample spacing inside a box, in user units.
    private static let step = 2.0

    /// What lies under everything: the theme's canvas colour (a transparent canvas shows the
    /// page, taken to be the theme's).
    private let base: Colour
    private var items: [Item] = []
    private var grid: [Cell: [Int]] = [:]

    init(scene: ResolvedScene, theme: Theme, background: Color?) {
        let dark = theme == .dark
        base = Colour(ToolColor.canvas.colour(dark: dark))
        let canvasColour = background ?? scene.background
        if canvasColour?.alpha != 0 {
            let geometry = scene.canvasShape?.cornerGeometry(in: scene.canvas)
            let outline = Outline.roundedRectangle(geometry?.rect ?? scene.canvas, geometry?.radii ?? .zero)
            let fill = canvasColour.map { (Colour($0), $0.alpha) } ?? (Colour(ToolColor.canvas.colour(dark: dark)), 1)
            add(Item(outline: outline, fill: fill, stroke: nil, opacity: 1, bounds: scene.canvas))
        }
        var pending = Array(scene.nodes.reversed())
        // Paint order: a node, then its children (depth first), as the SVG writes them.
        while let node = pending.popLast() {
            add(node, direction: scene.layoutDirection, dark: dark)
            pending.append(contentsOf: node.children.reversed())
        }
    }

    private mutating func add(_ node: ResolvedNode, direction: LayoutDirection, dark: Bool) {
        let style = node.style
        let fill = style.fill.flatMap { $0.alpha > 0 ? (Colour($0), $0.alpha) : nil }
        var stroke: (Colour, Double, Double)?
        if let color = style.stroke, color.alpha > 0, style.strokeWidth > 0 {
            stroke = (Colour(color), color.alpha, style.strokeWidth / 2)
        } else if style.fill == nil {
            stroke = (Colour(ToolColor.outline.colour(dark: dark)), 1, 0.5)
        }
        guard fill != nil || stroke != nil, style.opacity > 0 else { return }
        let outline = node.outline.physical(in: direction)
        let rect: Rect =
            switch outline {
            case .roundedRectangle(let rect, _), .ellipse(let rect): rect
            }
        let reach = stroke?.2 ?? 0
        let bounds = Rect(
            x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
        add(Item(outline: outline, fill: fill, stroke: stroke, opacity: Swift.min(style.opacity, 1), bounds: bounds))
    }

    private mutating func add(_ item: Item) {
        guard let cells = Self.cells(of: item.bounds) else { return }
        let index = items.count
        items.append(item)
        for cell in cells { grid[cell, default: []].append(index) }
    }

    /// The cells a rectangle touches; nil when it is not finite or absurdly large (nothing
    /// the picture shows).
    private static func cells(of rect: Rect) -> [Cell]? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            rect.width < 1e6, rect.height < 1e6, Swift.max(abs(rect.minX), abs(rect.minY)) < 1e7
        else { return nil }
        let x0 = Int((rect.minX / cellSize).rounded(.down))
        let x1 = Int((rect.maxX / cellSize).rounded(.down))
        let y0 = Int((rect.minY / cellSize).rounded(.down))
        let y1 = Int((rect.maxY / cellSize).rounded(.down))
        var cells: [Cell] = []
        for x in x0...x1 {
            for y in y0...y1 { cells.append(Cell(x: x, y: y)) }
        }
        return cells
    }

    /// The distinct colours painted under `box`, sampled every 2 units.
    func colours(under box: Rect) -> [Colour] {
        var near: Set<Int> = []
        for cell in Self.cells(of: box) ?? [] {
            for index in grid[cell] ?? [] where items[index].bounds.intersects(box) { near.insert(index) }
        }
        let layers = near.sorted()
        var found: [Colour] = []
        var seen: Set<Colour> = []
        let columns = Swift.max(Int((box.width / Self.step).rounded(.up)), 1)
        let rows = Swift.max(Int((box.height / Self.step).rounded(.up)), 1)
        for row in 0..<rows {
            for column in 0..<columns {
                let point = Point(
                    x: box.minX + (Double(column) + 0.5) * box.width / Double(columns),
                    y: box.minY + (Double(row) + 0.5) * box.height / Double(rows))
                var colour = base
                for index in layers { colour = paint(items[index], at: point, over: colour) }
                if seen.insert(colour).inserted { found.append(colour) }
            }
        }
        return found
    }

    /// `below` with `item` painted over it at `point`: its fill, its stroke over that, the
    /// node's opacity over the two together.
    private func paint(_ item: Item, at point: Point, over below: Colour) -> Colour {
        let distance = item.outline.signedDistance(to: point)
        var own: (colour: Colour, alpha: Double)?
        if let fill = item.fill, distance <= 0 { own = fill }
        if let stroke = item.stroke, abs(distance) <= stroke.halfWidth {
            if let under = own {
                let alpha = stroke.alpha + under.alpha * (1 - stroke.alpha)
                let mixed = under.colour.under(stroke.colour, alpha: alpha > 0 ? stroke.alpha / alpha : 1)
                own = (mixed, alpha)
            } else {
                own = (stroke.colour, stroke.alpha)
            }
        }
        guard let own else { return below }
        return below.under(own.colour, alpha: own.alpha * item.opacity)
    }
}

extension Rect {
    fileprivate func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// How one annotation label is inked.
enum LabelInk: Equatable {
    /// Its role's colour, which holds against everything under it.
    case role
    /// A shade of its role's colour that holds (themes light and dark only).
    case shade(Color)
    /// Its role's colour on a plate of the underlay colour, which every role colour holds on.
    case plate
}

extension LabelInk {
    /// The contrast every annotation label keeps against what is under it.
    static let minimumContrast = 3.0

    /// WCAG 2's contrast ratio of two luminances.
    static func contrast(_ a: Double, _ b: Double) -> Double {
        (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// The ink for a label of `paint` over `box`: its role colour where it holds against every
    /// colour under the box in every theme the SVG may be shown in (`auto`: both), else a shade
    /// (one theme) or the plate.
    static func choose(
        _ paint: ToolPaint, over box: Rect, theme: Theme, light: PaintedLayers?, dark: PaintedLayers?
    ) -> LabelInk {
        guard let fill = paint.fill else { return .role }
        var holds = true
        var only: (colour: Color, under: [PaintedLayers.Colour])?
        for (layers, isDark) in [(light, false), (dark, true)] {
            guard let layers else { continue }
            let ink = fill.colour(dark: isDark)
            let under = layers.colours(under: box)
            let luminance = PaintedLayers.Colour(ink).luminance
            if under.contains(where: { contrast($0.luminance, luminance) < minimumContrast }) { holds = false }
            only = (ink, under)
        }
        guard !holds else { return .role }
        guard theme != .auto, let only, let shade = shade(of: only.colour, against: only.under) else { return .plate }
        return .shade(shade)
    }

    /// The shade of `colour` nearest it that keeps the contrast against every colour of
    /// `under`: darker than all of them or lighter than all of them, whichever changes it
    /// less; nil when neither can.
    static func shade(of colour: Color, against under: [PaintedLayers.Colour]) -> Color? {
        let luminances = under.map { $0.luminance }
        guard let darkest = luminances.min(), let lightest = luminances.max() else { return nil }
        let own = PaintedLayers.Colour(colour).luminance
        // Darker than the darkest: (darkest + 0.05) / (L + 0.05) ≥ 3; lighter than the lightest:
        // (L + 0.05) / (lightest + 0.05) ≥ 3. A small margin keeps rounding to bytes on the right side.
        let darkTarget = (darkest + 0.05) / (minimumContrast * 1.02) - 0.05
        let lightTarget = (lightest + 0.05) * (minimumContrast * 1.02) - 0.05
        var options: [(change: Double, toward: Double, target: Double)] = []
        if darkTarget >= 0 { options.append((Swift.max(own - darkTarget, 0), 0, darkTarget)) }
        if lightTarget <= 1 { options.append((Swift.max(lightTarget - own, 0), 1, lightTarget)) }
        for option in options.sorted(by: { $0.change < $1.change }) {
            var mix = 0.0
            // Mix toward black or white until the luminance is past the target (bytes round).
            for _ in 0..<64 {
                let shade = mixed(colour, toward: option.toward, by: mix)
                let luminance = PaintedLayers.Colour(shade).luminance
                if luminances.allSatisfy({ contrast($0, luminance) >= minimumContrast }) { return shade }
                mix = Swift.min(mix + 1.0 / 32, 1)
            }
        }
        return nil
    }

    /// The halo drawn under a label of `colour`: black or white, whichever contrasts more.
    static func halo(for colour: Color) -> Color {
        let luminance = PaintedLayers.Colour(colour).luminance
        return contrast(luminance, 0) > contrast(luminance, 1) ? .black : .white
    }

    /// `colour` mixed toward black (0) or white (1) by `amount`, in 8-bit sRGB.
    private static func mixed(_ colour: Color, toward end: Double, by amount: Double) -> Color {
        func channel(_ value: UInt8) -> UInt8 {
            let mixed = Double(value) + (end * 255 - Double(value)) * amount
            return UInt8(Swift.min(Swift.max(mixed.rounded(), 0), 255))
        }
        return Color(red: channel(colour.red), green: channel(colour.green), blue: channel(colour.blue))
    }
}

extension ToolColor {
    /// The colour in the light or the dark theme, as a value (to measure contrast).
    func colour(dark: Bool) -> Color {
        let hex = dark ? self.dark : self.light
        let digits = UnsafeBufferPointer(start: hex.utf8Start, count: hex.utf8CodeUnitCount).dropFirst()
        func value(_ byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: 0
            }
        }
        let bytes = Array(digits)
        func channel(_ index: Int) -> UInt8 { value(bytes[2 * index]) << 4 | value(bytes[2 * index + 1]) }
        return Color(red: channel(0), green: channel(1), blue: channel(2))
    }
}
