// The comparison: the exported view laid out by the checker against the scene, node by node.
#if os(Linux)
    import ConcentricGeometry
    import ShapeScene

    enum SwiftUILayoutCheck {
        /// Frames agree within half a point, radii within a hundredth.
        static let frameTolerance = 0.5
        static let radiusTolerance = 0.01

        /// Every way `source` (a view exported from some scene), laid out with `overrides` for
        /// its properties on `scene`'s canvas or device, differs from `scene`: one line each.
        static func mismatches(source: String, scene: ResolvedScene, overrides: [String: Double] = [:]) -> [String] {
            let nodes = scene.allNodes()
            let ids = Set(nodes.map { scene.identifiers.id(of: $0.index) })
            var reader = SwiftUISourceReader(ids: ids)
            if scene.canvasSpec?.device != nil {
                // A `GeometryReader` as the body is offered the safe area; its proxy reports that
                // size and the insets around it, from which the export reads the screen's size.
                let safe = scene.safeArea
                reader.properties["geometry.size.width"] = scene.canvas.width - safe.leading - safe.trailing
                reader.properties["geometry.size.height"] = scene.canvas.height - safe.top - safe.bottom
                reader.properties["geometry.safeAreaInsets.top"] = safe.top
                reader.properties["geometry.safeAreaInsets.bottom"] = safe.bottom
                reader.properties["geometry.safeAreaInsets.leading"] = safe.leading
                reader.properties["geometry.safeAreaInsets.trailing"] = safe.trailing
            }
            let root: CheckedItem
            do {
                root = try reader.read(source, overrides: overrides)
            } catch {
                return ["the checker cannot read the export: \(error)"]
            }
            let device = scene.canvasSpec?.device
            let canvas = scene.canvas
            var layout = SwiftUILayout(reader: reader, screen: device == nil ? nil : canvas)
            layout.canvas = canvas
            if device != nil {
                // SwiftUI offers the body the safe area and supplies the display's corners.
                let safe = canvas.inset(by: scene.safeArea, direction: scene.layoutDirection)
                layout.place(root, in: safe, container: scene.canvasContainer)
            } else {
                layout.place(root, in: canvas, container: nil)
            }
            let direction: LayoutDirection = layout.rightToLeft ? .rightToLeft : .leftToRight
            func physical(_ rect: Rect) -> Rect {
                guard layout.rightToLeft else { return rect }
                return Rect(
                    x: canvas.minX + canvas.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
            }
            var problems: [String] = []
            for node in nodes {
                let id = scene.identifiers.id(of: node.index)
                guard let placed = layout.placed[id] else {
                    problems.append("'\(id)' is not in the export")
                    continue
                }
                let frame = physical(placed.frame)
                if !near(frame, node.frame) {
                    problems.append("'\(id)' is laid out at \(describe(frame)), the scene has \(describe(node.frame))")
                }
                let container = placed.container.map { Container(frame: physical($0.frame), shape: $0.shape) }
                let radii: RectangleCornerRadii
                if let query = placed.query {
                    radii = ConcentricResolver.concentricCornerRadii(
                        in: physical(query), container: container, direction: direction)
                } else if case .concentric(let rectangle, _) = node.shape {
                    radii =
                        ConcentricResolver.radiiAndOutline(
                            of: rectangle, in: frame, container: container, direction: direction
                        ).radii
                } else {
                    let text = ownShapeText(placed.item)
                    guard let shape = try? layout.reader.shape(text) else {
                        problems.append("'\(id)': the checker cannot read its shape '\(text)'")
                        continue
                    }
                    radii = shape.cornerGeometry(in: frame)?.radii ?? .zero
                }
                if !near(radii, node.radii) {
                    problems.append(
                        "'\(id)' has radii \(describe(radii)) in the export, \(describe(node.radii)) in the scene")
                }
            }
            return problems
        }

        /// The text of the shape a node draws: a leaf's line, or a container's container shape.
        private static func ownShapeText(_ item: CheckedItem) -> String {
            if case .zstack = item.base {
                for modifier in item.modifiers {
                    if case .containerShape(let text) = modifier { return text }
                }
                return item.children.first?.text ?? ""
            }
            return item.text
        }

        private static func near(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) <= frameTolerance && abs(a.minY - b.minY) <= frameTolerance
                && abs(a.width - b.width) <= frameTolerance && abs(a.height - b.height) <= frameTolerance
        }

        private static func near(_ a: RectangleCornerRadii, _ b: RectangleCornerRadii) -> Bool {
            Corner.allCases.allSatisfy { abs(a[$0] - b[$0]) <= radiusTolerance }
        }

        private static func describe(_ rect: Rect) -> String {
            "(\(short(rect.minX)), \(short(rect.minY)), \(short(rect.width)) x \(short(rect.height)))"
        }

        private static func describe(_ radii: RectangleCornerRadii) -> String {
            Corner.allCases.map { short(radii[$0]) }.joined(separator: " ")
        }

        private static func short(_ value: Double) -> String {
            NumberFormat.format((value * 100).rounded() / 100)
        }
    }
#endif
