// The terminal preview: the scene drawn on a character grid with box-drawing characters, rounded
// corners where the resolved radius is above 0, and each node's name in its top edge.
import ConcentricGeometry
import ShapeScene

/// Draws a resolved scene as box-drawing text.
///
/// ```
/// ╭──────────────────────────────────────╮
/// │ ╭─ card ───────────────────────────╮ │
/// │ │ ╭─ photo ──────────────────────╮ │ │
/// │ │ │                              │ │ │
/// │ │ └──────────────────────────────┘ │ │
/// │ ╰──────────────────────────────────╯ │
/// ╰──────────────────────────────────────╯
/// ```
///
/// The scene's bounds are scaled to `width` columns; rows use half that scale, since a terminal
/// cell is about twice as tall as it is wide. The canvas is drawn first, then every node in
/// tree order, so a child's box is drawn over its parent's. A corner is `╭╮╰╯` when its radius
/// is above 0 and `┌┐└┘` when it is square. A node's label is written inside its box, on its
/// middle row, cut to fit between its sides. No name or label is written over the canvas
/// border: a node reaching the canvas edge keeps its outline, but its name stays off the
/// border. Lines have no trailing spaces.
public struct TextPreview: Sendable {
    /// Columns of the grid, kept within 2…1000.
    public var width: Int
    /// At most this many rows (a terminal's height): a tall scene is drawn narrower to fit.
    public var maximumRows: Int?

    public init(width: Int = 80, maximumRows: Int? = nil) {
        self.width = width
        self.maximumRows = maximumRows
    }

    /// The preview of `scene`, one line per row, ending with a newline.
    ///
    /// A very tall scene is cut off at four times as many rows as columns.
    public func render(_ scene: ResolvedScene) -> String {
        var columns = Swift.min(Swift.max(width, 2), 1000)
        let bounds = scene.bounds
        var scale =
            bounds.width > 0 && bounds.width.isFinite ? Double(columns - 1) / bounds.width : 1
        // Rows are half a column's scale: a scene taller than the rows allowed is scaled down
        // to them, and the grid narrows with it.
        if let maximumRows, maximumRows >= 2, bounds.height > 0, bounds.height.isFinite,
            bounds.height * scale / 2 > Double(maximumRows - 1)
        {
            scale = 2 * Double(maximumRows - 1) / bounds.height
            columns = Swift.max(TextPreview.clampIndex(bounds.width * scale, limit: columns - 1) + 1, 2)
        }
        let rowCount = TextPreview.clampIndex(bounds.height * scale / 2, limit: 4 * columns) + 1
        var grid = Grid(columns: columns, rows: rowCount)
        let mapper = Mapper(origin: bounds.origin, scale: scale, grid: grid)

        var canvasRounded = [false, false, false, false]
        if let shape = scene.canvasShape, let geometry = shape.cornerGeometry(in: scene.canvas) {
            canvasRounded = Physical.allCases.map { corner in
                geometry.radii[corner.logical(in: scene.layoutDirection)] > 0
            }
        } else if scene.canvasShape == .circle || scene.canvasShape == .ellipse {
            canvasRounded = [true, true, true, true]
        }
        let canvasBox = mapper.box(scene.canvas)
        grid.drawBox(canvasBox, rounded: canvasRounded, name: nil)
        grid.protectedBorder = canvasBox

        var stack = scene.nodes.reversed().map { $0 }
        while let node = stack.popLast() {
            draw(node, on: &grid, mapper: mapper, direction: scene.layoutDirection)
            stack.append(contentsOf: node.children.reversed())
        }
        return grid.text()
    }

    private func draw(
        _ node: ResolvedNode, on grid: inout Grid, mapper: Mapper, direction: LayoutDirection
    ) {
        let rect: Rect
        let rounded: [Bool]
        switch node.outline {
        case .roundedRectangle(let outlineRect, let radii):
            rect = outlineRect
            rounded = Physical.allCases.map { radii[$0.logical(in: direction)] > 0 }
        case .ellipse(let outlineRect):
            rect = outlineRect
            rounded = [true, true, true, true]
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let box = mapper.box(rect)
        grid.drawBox(box, rounded: rounded, name: node.name == nil ? nil : TerminalText.clean(node.id))
        if let label = node.style.label { grid.write(TerminalText.clean(label.text), inside: box) }
    }

    /// A grid index for `value`, rounded half up and kept within `0...limit`.
    static func clampIndex(_ value: Double, limit: Int) -> Int {
        guard value.isFinite else { return value > 0 ? limit : 0 }
        let rounded = (value + 0.5).rounded(.down)
        if rounded <= 0 { return 0 }
        if rounded >= Double(limit) { return limit }
        return Int(rounded)
    }

    /// The physical corners, in the order boxes list their rounding.
    enum Physical: CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight

        func logical(in direction: LayoutDirection) -> Corner {
            let leftIsLeading = direction == .leftToRight
            switch self {
            case .topLeft: return leftIsLeading ? .topLeading : .topTrailing
            case .topRight: return leftIsLeading ? .topTrailing : .topLeading
            case .bottomLeft: return leftIsLeading ? .bottomLeading : .bottomTrailing
            case .bottomRight: return leftIsLeading ? .bottomTrailing : .bottomLeading
            }
        }
    }

    /// Maps scene coordinates to grid cells.
    struct Mapper {
        var origin: Point
        var scale: Double
        var lastColumn: Int
        var lastRow: Int

        init(origin: Point, scale: Double, grid: Grid) {
            self.origin = origin
            self.scale = scale
            lastColumn = grid.columns - 1
            lastRow = grid.rows - 1
        }

        /// The cells of a rectangle's edges: (left, top, right, bottom), inclusive.
        func box(_ rect: Rect) -> (left: Int, top: Int, right: Int, bottom: Int) {
            let left = TextPreview.clampIndex((rect.minX - origin.x) * scale, limit: lastColumn)
            let right = TextPreview.clampIndex((rect.maxX - origin.x) * scale, limit: lastColumn)
            let top = TextPreview.clampIndex((rect.minY - origin.y) * scale / 2, limit: lastRow)
            let bottom = TextPreview.clampIndex((rect.maxY - origin.y) * scale / 2, limit: lastRow)
            return (Swift.min(left, right), Swift.min(top, bottom), Swift.max(left, right), Swift.max(top, bottom))
        }
    }

    /// A grid of characters, rows of `columns` cells.
    struct Grid {
        let columns: Int
        let rows: Int
        private var cells: [Character]
        /// A box whose edge cells no text may change (the canvas border, once drawn).
        var protectedBorder: (left: Int, top: Int, right: Int, bottom: Int)?

        init(columns: Int, rows: Int) {
            self.columns = columns
            self.rows = rows
            cells = Array(repeating: " ", count: columns * rows)
        }

        private mutating func set(_ column: Int, _ row: Int, _ character: Character, isText: Bool = false) {
            if isText, let border = protectedBorder,
                ((column == border.left || column == border.right) && row >= border.top && row <= border.bottom)
                    || ((row == border.top || row == border.bottom) && column >= border.left && column <= border.right)
            {
                return
            }
            cells[row * columns + column] = character
        }

        /// `text` centred on the middle row inside `box`, cut to the cells between its sides
        /// (with an ellipsis when cut); nothing when the box has no inside.
        mutating func write(_ text: String, inside box: (left: Int, top: Int, right: Int, bottom: Int)) {
            let room = box.right - box.left - 1
            guard room >= 1, box.bottom - box.top >= 2, !text.isEmpty else { return }
            var characters = Array(text)
            if characters.count > room { characters = Array(characters.prefix(room - 1)) + ["…"] }
            let row = (box.top + box.bottom) / 2
            let start = box.left + 1 + (room - characters.count) / 2
            for (offset, character) in characters.enumerated() {
                set(start + offset, row, character, isText: true)
            }
        }

        /// A box on the given cells; a box one cell wide or tall degenerates to a line, and one
        /// cell to a dot. `rounded` is per physical corner (topLeft, topRight, bottomLeft,
        /// bottomRight). The name goes into the top edge when it fits: `╭─ name ─╮`.
        mutating func drawBox(
            _ box: (left: Int, top: Int, right: Int, bottom: Int), rounded: [Bool], name: String?
        ) {
            let (left, top, right, bottom) = box
            if left == right && top == bottom {
                set(left, top, "·")
                return
            }
            if left == right {
                for row in top...bottom { set(left, row, "│") }
                return
            }
            if top == bottom {
                for column in left...right { set(column, top, "─") }
                return
            }
            for column in (left + 1)..<right {
                set(column, top, "─")
                set(column, bottom, "─")
            }
            for row in (top + 1)..<bottom {
                set(left, row, "│")
                set(right, row, "│")
            }
            set(left, top, rounded[0] ? "╭" : "┌")
            set(right, top, rounded[1] ? "╮" : "┐")
            set(left, bottom, rounded[2] ? "╰" : "└")
            set(right, bottom, rounded[3] ? "╯" : "┘")
            if let name, !name.isEmpty {
                let characters = Array(name)
                // "─ name ─" needs the name plus four cells between the corners.
                if characters.count + 4 <= right - left - 1 {
                    set(left + 2, top, " ", isText: true)
                    for (offset, character) in characters.enumerated() {
                        set(left + 3 + offset, top, character, isText: true)
                    }
                    set(left + 3 + characters.count, top, " ", isText: true)
                }
            }
        }

        /// The rows joined by newlines, each without trailing spaces.
        func text() -> String {
            var output = ""
            output.reserveCapacity(rows * (columns * 3 + 1))
            for row in 0..<rows {
                var line = cells[(row * columns)..<((row + 1) * columns)]
                while line.last == " " { line.removeLast() }
                output.append(contentsOf: line)
                output += "\n"
            }
            return output
        }
    }
}
