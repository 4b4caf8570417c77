// The layout half of the checker: SwiftUI's layout rules for the views and modifiers the export
// writes, each with where it is documented.
//
// - A shape, a `Color` and a `GeometryReader` take the size they are offered (Apple, "Shape":
//   "a shape fills the space offered to it"; `GeometryReader`: "this view returns a flexible
//   preferred size to its parent layout"); a `GeometryReader` puts its content at its
//   top-leading corner.
// - `.frame(width:height:)` offers its child the given lengths (the offer it got where one is
//   nil), is that size, and centres the child (`frame(width:height:alignment:)`).
// - `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment:)` offers its child what it is
//   offered; with only a maximum, its size is the offer clamped to the maximum when the offer
//   is larger than the child, else the child's size; with a minimum (`minWidth: 0`) as well,
//   "the frame unconditionally adopts the size proposed for it, clamped to the constraints",
//   so a larger child overflows it; the child sits at `alignment` either way
//   (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`).
// - `.padding` offers its child the offer less the insets and adds them to the child's size
//   (`padding(_:_:)`, `padding(_:)`).
// - `.offset` moves the view after layout, its size unchanged (`offset(x:y:)`).
// - `ZStack` offers each child its own offer, is as large as the largest child in each
//   dimension, and places each at its alignment (`ZStack`); `.overlay(alignment:)` offers its
//   content the size of the view it modifies and places it at the alignment (`overlay`).
// - `VStack` and `HStack` offer each child, least flexible first, an equal share of the length
//   left after the spacing and the children already sized (flexibility: the child's length when
//   offered infinity less its length when offered zero, as the `Layout` protocol's
//   `sizeThatFits` probes with `.zero` and `.infinity`; the stack's division of space as
//   described in WWDC 2019 session 237, "Building Custom Views with SwiftUI"); across the
//   axis they are as large as the largest child and place each at the stack's alignment.
// - `.containerShape(_:)` sets the shape a `ConcentricRectangle` or
//   `GeometryProxy.concentricCornerRadii(in:)` below it is concentric with, in the bounds of the
//   view it modifies; on a device screen SwiftUI supplies the display's corners.
// - `.ignoresSafeArea()` on a view of the screen lays it out in the whole screen rather than the
//   safe area (`ignoresSafeArea(_:edges:)`).
// - In right-to-left (`environment(\.layoutDirection, .rightToLeft)`) SwiftUI lays out in
//   leading-to-trailing order and mirrors the result horizontally (`LayoutDirection`).
//
// Not modelled: text sizes (labels are overlays, which place no node), `ForEach` (loops),
// other modifiers; the checker refuses a modifier it does not know.
#if os(Linux)
    import ConcentricGeometry

    /// Lays out a ``CheckedItem`` tree and records each node's frame and container.
    struct SwiftUILayout {
        struct Placed {
            var frame: Rect
            var container: Container?
            /// For a shape drawn with `geometry.concentricCornerRadii(in:)`: the rect asked about.
            var query: Rect?
            var item: CheckedItem
        }

        /// Reads lengths; a `GeometryReader` sets what `radii.…` and `geometry.size.…` are.
        var reader: SwiftUISourceReader
        /// The screen, for views that ignore the safe area (nil: not a device).
        let screen: Rect?
        /// The canvas, which right-to-left mirrors the layout across.
        var canvas = Rect(x: 0, y: 0, width: 0, height: 0)
        var placed: [String: Placed] = [:]
        var rightToLeft = false

        init(reader: SwiftUISourceReader, screen: Rect?) {
            self.reader = reader
            self.screen = screen
        }

        // MARK: - Sizes

        func size(_ item: CheckedItem, _ proposal: Size) -> Size {
            size(item, modifiers: item.modifiers.count, proposal)
        }

        /// The size of `item` with its first `count` modifiers, offered `proposal`.
        private func size(_ item: CheckedItem, modifiers count: Int, _ proposal: Size) -> Size {
            guard count > 0 else { return baseSize(item, proposal) }
            switch item.modifiers[count - 1] {
            case .frame(let width, let height):
                let child = size(
                    item, modifiers: count - 1, Size(width: width ?? proposal.width, height: height ?? proposal.height))
                return Size(width: width ?? child.width, height: height ?? child.height)
            case .flexibleFrame(_, _, let pinsWidth, let pinsHeight):
                let child = size(item, modifiers: count - 1, proposal)
                return Size(
                    width: pinsWidth ? proposal.width : max(proposal.width, child.width),
                    height: pinsHeight ? proposal.height : max(proposal.height, child.height))
            case .padding(let top, let leading, let bottom, let trailing):
                let child = size(
                    item, modifiers: count - 1,
                    Size(
                        width: max(proposal.width - leading - trailing, 0),
                        height: max(proposal.height - top - bottom, 0)))
                return Size(width: child.width + leading + trailing, height: child.height + top + bottom)
            default:
                return size(item, modifiers: count - 1, proposal)
            }
        }

        private func baseSize(_ item: CheckedItem, _ proposal: Size) -> Size {
            switch item.base {
            case .leaf, .geometryReader: return proposal
            case .text: return Size(width: 0, height: 0)
            case .zstack:
                var result = Size(width: 0, height: 0)
                for child in item.children {
                    let size = self.size(child, proposal)
                    result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
                }
                return result
            case .vstack(_, let spacing):
                return stackTotal(stackSizes(item.children, proposal, vertical: true, spacing), vertical: true, spacing)
            case .hstack(_, let spacing):
                return stackTotal(
                    stackSizes(item.children, proposal, vertical: false, spacing), vertical: false, spacing)
            case .forEach:
                return Size(width: 0, height: 0)
            }
        }

        /// Each child's size in a stack offered `proposal`: least flexible first, each offered
        /// an equal share of what is left.
        private func stackSizes(_ children: [CheckedItem], _ proposal: Size, vertical: Bool, _ spacing: Double)
            -> [Size]
        {
            guard !children.isEmpty else { return [] }
            func offer(_ length: Double) -> Size {
                vertical
                    ? Size(width: proposal.width, height: length) : Size(width: length, height: proposal.height)
            }
            func along(_ size: Size) -> Double { vertical ? size.height : size.width }
            let flexibility = children.map { along(size($0, offer(.infinity))) - along(size($0, offer(0))) }
            let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            var remaining = along(proposal) - spacing * Double(children.count - 1)
            var sizes = Array(repeating: Size(width: 0, height: 0), count: children.count)
            for (position, index) in order.enumerated() {
                let share = max(remaining / Double(children.count - position), 0)
                sizes[index] = size(children[index], offer(share))
                remaining -= along(sizes[index])
            }
            return sizes
        }

        private func stackTotal(_ sizes: [Size], vertical: Bool, _ spacing: Double) -> Size {
            guard !sizes.isEmpty else { return Size(width: 0, height: 0) }
            let along = sizes.reduce(0) { $0 + (vertical ? $1.height : $1.width) } + spacing * Double(sizes.count - 1)
            let across = sizes.map { vertical ? $0.width : $0.height }.max() ?? 0
            return vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        }

        // MARK: - Placing

        /// Places `item` (all its modifiers) in `rect`, its container the one given.
        mutating func place(_ item: CheckedItem, in rect: Rect, container: Container?) {
            offered = container
            place(item, modifiers: item.modifiers.count, in: rect, container: container)
        }

        /// The container offered to the item being placed, before its own `.containerShape`.
        private var offered: Container?

        private mutating func place(_ item: CheckedItem, modifiers count: Int, in rect: Rect, container: Container?) {
            guard count > 0 else {
                placeBase(item, in: rect, container: container)
                return
            }
            let inner = count - 1
            switch item.modifiers[inner] {
            case .frame(let width, let height):
                let child = size(
                    item, modifiers: inner, Size(width: width ?? rect.width, height: height ?? rect.height))
                place(item, modifiers: inner, in: Self.aligned(child, in: rect, 0.5, 0.5), container: container)
            case .flexibleFrame(let horizontal, let vertical, _, _):
                let child = size(item, modifiers: inner, rect.size)
                place(
                    item, modifiers: inner, in: Self.aligned(child, in: rect, horizontal, vertical),
                    container: container)
            case .padding(let top, let leading, let bottom, let trailing):
                let offered = Size(
                    width: max(rect.width - leading - trailing, 0), height: max(rect.height - top - bottom, 0))
                let child = size(item, modifiers: inner, offered)
                place(
                    item, modifiers: inner,
                    in: Rect(x: rect.minX + leading, y: rect.minY + top, width: child.width, height: child.height),
                    container: container)
            case .offset(let x, let y):
                place(
                    item, modifiers: inner,
                    in: Rect(x: rect.minX + x, y: rect.minY + y, width: rect.width, height: rect.height),
                    container: container)
            case .containerShape(let text):
                let shape = (try? reader.shape(text)) ?? .rectangle
                place(item, modifiers: inner, in: rect, container: Container(frame: rect, shape: shape))
            case .overlay(let horizontal, let vertical, let content):
                place(item, modifiers: inner, in: rect, container: container)
                for child in content {
                    let size = self.size(child, rect.size)
                    place(child, in: Self.aligned(size, in: rect, horizontal, vertical), container: container)
                }
            case .rightToLeft:
                rightToLeft = true
                place(item, modifiers: inner, in: rect, container: container)
            case .ignoresSafeArea, .drawing:
                place(item, modifiers: inner, in: rect, container: container)
            }
        }

        private mutating func placeBase(_ item: CheckedItem, in rect: Rect, container: Container?) {
            if let id = item.id {
                var entry = Placed(frame: rect, container: offered, item: item)
                if case .geometryReader = item.base, let shape = item.children.first {
                    entry.item = shape
                    // `CGRect(origin: .zero, size: geometry.size)`: the reader's own bounds.
                    let bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
                    let local =
                        shape.text.contains("CGRect(origin: .zero, size: geometry.size)")
                        ? bounds : reader.queryRect(shape.text)
                    entry.query = local.map {
                        Rect(x: rect.minX + $0.minX, y: rect.minY + $0.minY, width: $0.width, height: $0.height)
                    }
                }
                placed[id] = entry
            }
            switch item.base {
            case .leaf, .text, .forEach:
                return
            case .geometryReader:
                // What `geometry.concentricCornerRadii` answers here: the radii of a plain
                // concentric rectangle in the reader's frame (zero without a container).
                let answer = ConcentricResolver.concentricCornerRadii(
                    in: physical(rect),
                    container: container.map { Container(frame: physical($0.frame), shape: $0.shape) },
                    direction: rightToLeft ? .rightToLeft : .leftToRight)
                for corner in Corner.allCases { reader.properties["radii." + corner.name] = answer[corner] }
                reader.properties["geometry.size.width"] = rect.width
                reader.properties["geometry.size.height"] = rect.height
                for child in item.children {
                    let size = self.size(child, rect.size)
                    place(child, in: Rect(origin: rect.origin, size: size), container: container)
                }
            case .zstack(let horizontal, let vertical):
                for child in item.children {
                    // On a device, a view that ignores the safe area is laid out in the whole screen.
                    let area =
                        screen != nil
                            && child.modifiers.contains(where: { if case .ignoresSafeArea = $0 { true } else { false } }
                            )
                        ? screen ?? rect : rect
                    let size = self.size(child, area.size)
                    place(child, in: Self.aligned(size, in: area, horizontal, vertical), container: container)
                }
            case .vstack(let horizontal, let spacing):
                let sizes = stackSizes(item.children, rect.size, vertical: true, spacing)
                var y = rect.minY
                for (child, size) in zip(item.children, sizes) {
                    let x = rect.minX + (rect.width - size.width) * horizontal
                    place(child, in: Rect(x: x, y: y, width: size.width, height: size.height), container: container)
                    y += size.height + spacing
                }
            case .hstack(let vertical, let spacing):
                let sizes = stackSizes(item.children, rect.size, vertical: false, spacing)
                var x = rect.minX
                for (child, size) in zip(item.children, sizes) {
                    let y = rect.minY + (rect.height - size.height) * vertical
                    place(child, in: Rect(x: x, y: y, width: size.width, height: size.height), container: container)
                    x += size.width + spacing
                }
            }
        }

        /// `rect` as drawn: mirrored across the canvas in right-to-left.
        func physical(_ rect: Rect) -> Rect {
            guard rightToLeft else { return rect }
            return Rect(x: canvas.minX + canvas.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }

        static func aligned(_ size: Size, in rect: Rect, _ horizontal: Double, _ vertical: Double) -> Rect {
            Rect(
                x: rect.minX + (rect.width - size.width) * horizontal,
                y: rect.minY + (rect.height - size.height) * vertical, width: size.width, height: size.height)
        }
    }

    extension SwiftUISourceReader {
        /// A shape as the export spells it: `RoundedRectangle(cornerRadius: r, style: .s)`,
        /// `UnevenRoundedRectangle(topLeadingRadius: …, style: .s)`, `Rectangle()`, `Capsule(style:)`,
        /// `Circle()`, `Ellipse()`.
        func shape(_ text: String) throws -> ContainerShape {
            let arguments = try self.arguments(of: text)
            let style: RoundedCornerStyle = arguments["style"] == ".circular" ? .circular : .continuous
            if text.hasPrefix("RoundedRectangle(") {
                return .roundedRectangle(cornerRadius: try value(arguments["cornerRadius"] ?? "0"), style: style)
            }
            if text.hasPrefix("UnevenRoundedRectangle(") {
                let radii = RectangleCornerRadii(
                    topLeading: try value(arguments["topLeadingRadius"] ?? "0"),
                    bottomLeading: try value(arguments["bottomLeadingRadius"] ?? "0"),
                    bottomTrailing: try value(arguments["bottomTrailingRadius"] ?? "0"),
                    topTrailing: try value(arguments["topTrailingRadius"] ?? "0"))
                return .unevenRoundedRectangle(radii, style: style)
            }
            if text.hasPrefix("Capsule(") { return .capsule(style: style) }
            if text.hasPrefix("Circle(") { return .circle }
            if text.hasPrefix("Ellipse(") { return .ellipse }
            if text.hasPrefix("Rectangle(") { return .rectangle }
            throw Failure(description: "not a shape the checker reads: '\(text)'")
        }

        /// The rect of `geometry.concentricCornerRadii(in: CGRect(x:y:width:height:))` in a
        /// shape's line, in the reader's coordinates.
        func queryRect(_ text: String) -> Rect? {
            guard let start = text.range(of: "CGRect(") else { return nil }
            guard let arguments = try? self.arguments(of: String(text[start.lowerBound...])),
                let x = try? value(arguments["x"] ?? ""), let y = try? value(arguments["y"] ?? ""),
                let width = try? value(arguments["width"] ?? ""), let height = try? value(arguments["height"] ?? "")
            else { return nil }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
#endif
