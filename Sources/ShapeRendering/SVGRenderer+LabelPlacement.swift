// Where the annotation layer's `r = …` label stacks go: beside their centre, moved to another
// side (or further out) when the first choice would cover a label already placed.
import ConcentricGeometry

/// Places label stacks greedily, in the order given, so that they do not overlap.
///
/// Each stack tries the four quadrants around its centre, the one towards the inside of its
/// corner first, then the same four pushed one line further out, and so on; it takes the first
/// box that overlaps no stack placed before it and stays inside the scene's bounds (and inside
/// its own area, when it has one: a finding's label stays on its container, off the panel
/// beside it), or none when every box is taken: the layer then names it in a legend rather
/// than print it over another. Node labels are reserved first, so no stack covers one.
/// Text extents are estimated (10 px font: about 6 px a character, 12 px a line), which is
/// enough to keep stacks apart. Placed boxes are kept in a coarse grid, so placing n stacks
/// costs about n checks, not n².
struct LabelPlacer {
    /// A stack's placement: where its first baseline starts and which way it grows.
    struct Placement {
        /// The x of every line; text grows right from it (`start`) or left (`end`).
        var x: Double
        var growsRight: Bool
        /// The baselines, first (nearest the centre) to last.
        var baselines: [Double]
    }

    private struct Box {
        var minX, minY, maxX, maxY: Double

        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        func contains(_ other: Box) -> Bool {
            minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
        }
    }

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    static let characterWidth = 6.0
    static let lineHeight = 12.0
    /// Gap between the centre and the nearest edge of its text.
    static let gap = 5.0
    private static let cellSize = 64.0

    private var placed: [Box] = []
    private var grid: [Cell: [Int]] = [:]
    /// The visible area: a box reaching outside it counts as taken.
    private let bounds: Box

    init(bounds: Rect) {
        self.bounds = Box(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY)
    }

    /// Keeps labels off a mark (a centre dot or ring) of `radius` at `point`.
    mutating func reserve(_ point: (x: Double, y: Double), radius: Double) {
        insert(
            Box(
                minX: point.x - radius, minY: point.y - radius, maxX: point.x + radius,
                maxY: point.y + radius))
    }

    /// Keeps labels off a box (a node's own label): `x`, `y` its top-left corner.
    mutating func reserve(box rect: Rect) {
        insert(Box(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY))
    }

    /// The placement of a stack of `lines` lines, the longest `longest` characters, beside
    /// `centre`; `inwardRight`/`inwardDown` point towards the inside of the corner. A stack with
    /// an `area` looks inside it first, pushed up to eight lines out, then anywhere.
    mutating func place(
        centre: (x: Double, y: Double), lines: Int, longest: Int, inwardRight: Bool, inwardDown: Bool,
        area: Rect? = nil
    ) -> Placement? {
        let width = Double(longest) * Self.characterWidth
        let quadrants = [
            (inwardRight, inwardDown), (inwardRight, !inwardDown), (!inwardRight, inwardDown),
            (!inwardRight, !inwardDown),
        ]
        let candidates = { (pushes: Int) in
            (0..<pushes).flatMap { push in
                quadrants.map { right, down in
                    Self.candidate(
                        centre: centre, lines: lines, width: width, right: right, down: down,
                        push: Double(push) * Self.lineHeight)
                }
            }
        }
        var searches = [candidates(4)]
        if let area {
            let box = Box(minX: area.minX, minY: area.minY, maxX: area.maxX, maxY: area.maxY)
            searches.insert(candidates(8).filter { box.contains($0.1) }, at: 0)
        }
        for search in searches {
            if let free = search.first(where: { !collides($0.1) }) {
                insert(free.1)
                return free.0
            }
        }
        // Every box is covered: no place that covers another.
        return nil
    }

    /// A line of `count` characters in a corner of the bounds (a legend): bottom-left, then
    /// bottom-right, top-left, top-right, the first that covers nothing; nil when none is free.
    mutating func placeLegend(characters count: Int) -> Placement? {
        let width = Double(count) * Self.characterWidth
        let height = Self.lineHeight
        for (right, top) in [(false, false), (true, false), (false, true), (true, true)] {
            let minX = right ? bounds.maxX - 4 - width : bounds.minX + 4
            let minY = top ? bounds.minY + 4 : bounds.maxY - 4 - height
            let box = Box(minX: minX, minY: minY, maxX: minX + width, maxY: minY + height)
            guard !collides(box) else { continue }
            insert(box)
            return Placement(x: minX, growsRight: true, baselines: [box.maxY - 3])
        }
        return nil
    }

    /// The placement and box of a stack in one quadrant, `push` further from the centre.
    private static func candidate(
        centre: (x: Double, y: Double), lines: Int, width: Double, right: Bool, down: Bool,
        push: Double
    ) -> (Placement, Box) {
        let x = right ? centre.x + gap : centre.x - gap
        // Baselines: downwards the first sits a cap height (about 9) below the gap; upwards the
        // first sits just above the gap (descenders are few in "r = 12").
        let step = down ? lineHeight : -lineHeight
        let firstBaseline = down ? centre.y + gap + 9 + push : centre.y - gap - 1 - push
        let baselines = (0..<lines).map { firstBaseline + step * Double($0) }
        let lastBaseline = baselines.last ?? firstBaseline
        let top = Swift.min(firstBaseline, lastBaseline) - 9
        let bottom = Swift.max(firstBaseline, lastBaseline) + 3
        let box = Box(
            minX: right ? x : x - width, minY: top, maxX: right ? x + width : x, maxY: bottom)
        return (Placement(x: x, growsRight: right, baselines: baselines), box)
    }

    private func cells(of box: Box) -> [Cell] {
        let size = Self.cellSize
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite,
            Swift.max(box.minX.magnitude, box.maxX.magnitude, box.minY.magnitude, box.maxY.magnitude)
                < 1e12
        else { return [] }
        let x0 = Int((box.minX / size).rounded(.down))
        let x1 = Int((box.maxX / size).rounded(.down))
        let y0 = Int((box.minY / size).rounded(.down))
        let y1 = Int((box.maxY / size).rounded(.down))
        var result: [Cell] = []
        for x in x0...x1 {
            for y in y0...y1 {
                result.append(Cell(x: x, y: y))
            }
        }
        return result
    }

    private func collides(_ box: Box) -> Bool {
        guard box.minX >= bounds.minX, box.minY >= bounds.minY, box.maxX <= bounds.maxX,
            box.maxY <= bounds.maxY
        else { return true }
        for cell in cells(of: box) {
            for index in grid[cell] ?? [] where placed[index].overlaps(box) {
                return true
            }
        }
        return false
    }

    private mutating func insert(_ box: Box) {
        let index = placed.count
        placed.append(box)
        for cell in cells(of: box) {
            grid[cell, default: []].append(index)
        }
    }
}
