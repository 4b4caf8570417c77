// Specifications of the JSON output: DESIGN.md §5's shape grown into the whole resolved scene,
// stable key order, numbers as JSON numbers, RFC 8259 strings, and `explain` only on request.
import ConcentricGeometry
import Foundation
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct JSONRendererTests {
    @Test func cardGolden() {
        let expected = """
            {
              "canvas": {
                "width": 400,
                "height": 300,
                "radii": null,
                "cornerStyle": "circular",
                "safeArea": {"top": 0, "leading": 0, "bottom": 0, "trailing": 0},
                "layoutDirection": "leftToRight",
                "device": null,
                "fill": null
              },
              "bounds": {"x": 0, "y": 0, "width": 400, "height": 300},
              "parameters": [],
              "nodes": [
                {
                  "id": "card",
                  "name": "card",
                  "kind": "RoundedRectangle",
                  "role": "container",
                  "frame": {"x": 20, "y": 20, "width": 360, "height": 260},
                  "radii": {"topLeading": 24, "topTrailing": 24, "bottomLeading": 24, "bottomTrailing": 24},
                  "outline": {"kind": "roundedRectangle", "x": 20, "y": 20, "width": 360, "height": 260},
                  "shape": {"cornerRadius": 24, "style": "circular"},
                  "cornerStyle": "circular",
                  "fill": {"hex": "#2c2c2e", "alpha": 1},
                  "stroke": null,
                  "opacity": 1,
                  "label": null,
                  "children": [
                    {
                      "id": "photo",
                      "name": "photo",
                      "kind": "ConcentricRectangle",
                      "role": "shape",
                      "frame": {"x": 32, "y": 32, "width": 336, "height": 200},
                      "radii": {"topLeading": 12, "topTrailing": 12, "bottomLeading": 0, "bottomTrailing": 0},
                      "outline": {"kind": "unevenRoundedRectangle", "x": 32, "y": 32, "width": 336, "height": 200},
                      "shape": {"corners": {"topLeading": {"kind": "concentric", "minimum": 0}, "topTrailing": {"kind": "concentric", "minimum": 0}, "bottomLeading": {"kind": "concentric", "minimum": 0}, "bottomTrailing": {"kind": "concentric", "minimum": 0}}, "uniformGroups": [], "isUniform": false, "style": null},
                      "cornerStyle": "circular",
                      "fill": {"hex": "#4b0082", "alpha": 1},
                      "stroke": null,
                      "opacity": 1,
                      "label": {"text": "Photo", "size": 14, "color": {"hex": "#ffffff", "alpha": 1}, "alignment": "center"},
                      "children": []
                    }
                  ]
                }
              ]
            }
            """
        #expect(JSONRenderer().render(Fixtures.card()) == expected + "\n")
    }

    /// With `explain`, each node gains its explanation in words and the numbers behind it.
    @Test func photoExplainedGolden() throws {
        let text = JSONRenderer(explain: true).render(Fixtures.card())
        let expected = """
                      "explain": [
                        "photo: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 336 x 200",
                        "  topLeading     12 = container 24 − distance 12 (dx 12, dy 12)",
                        "  topTrailing    12 = container 24 − distance 12 (dx 12, dy 12)",
                        "  bottomLeading   0 = container 24 − distance 48 (dx 12, dy 48) is negative: floored at 0 (too far from the container's curve)",
                        "  bottomTrailing  0 = container 24 − distance 48 (dx 12, dy 48) is negative: floored at 0 (too far from the container's curve)"
                      ],
                      "traces": {
                        "topLeading": {"style": {"kind": "concentric", "minimum": 0}, "containerRadius": 24, "dx": 12, "dy": 12, "distance": 12, "raw": 12, "floored": false, "raisedToMinimum": false, "raisedByUniform": null, "clampedFrom": null, "value": 12, "decidedBy": "concentric"},
                        "topTrailing": {"style": {"kind": "concentric", "minimum": 0}, "containerRadius": 24, "dx": 12, "dy": 12, "distance": 12, "raw": 12, "floored": false, "raisedToMinimum": false, "raisedByUniform": null, "clampedFrom": null, "value": 12, "decidedBy": "concentric"},
                        "bottomLeading": {"style": {"kind": "concentric", "minimum": 0}, "containerRadius": 24, "dx": 12, "dy": 48, "distance": 48, "raw": -24, "floored": true, "raisedToMinimum": false, "raisedByUniform": null, "clampedFrom": null, "value": 0, "decidedBy": "floored"},
                        "bottomTrailing": {"style": {"kind": "concentric", "minimum": 0}, "containerRadius": 24, "dx": 12, "dy": 48, "distance": 48, "raw": -24, "floored": true, "raisedToMinimum": false, "raisedByUniform": null, "clampedFrom": null, "value": 0, "decidedBy": "floored"}
                      },
                      "children": []
            """
        #expect(text.contains(expected))
        // A shape whose radii come from itself has no traces.
        #expect(
            text.contains(
                """
                      "explain": [
                        "card: RoundedRectangle, frame 20, 20, 360 x 260",
                        "  RoundedRectangle(cornerRadius: 24) in 360 x 260: 24 on every corner"
                      ],
                      "traces": null,
                """))
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func parsesWithTheExpectedShape(fixture: String) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        for explain in [false, true] {
            let text = JSONRenderer(explain: explain).render(scene)
            #expect(text == JSONRenderer(explain: explain).render(scene))
            let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Set(root.keys) == ["canvas", "bounds", "parameters", "nodes"])
            let canvas = try #require(root["canvas"] as? [String: Any])
            #expect(
                Set(canvas.keys) == [
                    "width", "height", "radii", "cornerStyle", "safeArea", "layoutDirection", "device", "fill",
                ])
            #expect(canvas["width"] as? Double == scene.canvas.width)
            #expect(canvas["height"] as? Double == scene.canvas.height)
            #expect(canvas["layoutDirection"] as? String == scene.layoutDirection.rawValue)
            if let radii = scene.canvasRadii {
                #expect(canvas["radii"] as? [String: Double] == Self.radii(radii))
            } else {
                #expect(canvas["radii"] is NSNull)
            }
            let nodes = try #require(root["nodes"] as? [[String: Any]])
            try check(nodes, against: scene.nodes, explain: explain)
        }
    }

    static func radii(_ radii: RectangleCornerRadii) -> [String: Double] {
        [
            "topLeading": radii.topLeading, "topTrailing": radii.topTrailing,
            "bottomLeading": radii.bottomLeading, "bottomTrailing": radii.bottomTrailing,
        ]
    }

    static func rect(_ rect: Rect) -> [String: Double] {
        ["x": rect.minX, "y": rect.minY, "width": rect.width, "height": rect.height]
    }

    /// Each JSON node against its resolved node, recursively.
    private func check(_ json: [[String: Any]], against nodes: ResolvedNodes, explain: Bool) throws {
        #expect(json.count == nodes.count)
        for (object, node) in zip(json, nodes) {
            var keys: Set<String> = [
                "id", "name", "kind", "role", "frame", "radii", "outline", "shape", "cornerStyle", "fill", "stroke",
                "opacity", "label", "children",
            ]
            if explain { keys.formUnion(["explain", "traces"]) }
            #expect(Set(object.keys) == keys)
            #expect(object["id"] as? String == node.id)
            if let name = node.name {
                #expect(object["name"] as? String == name)
            } else {
                #expect(object["name"] is NSNull)
            }
            #expect(object["kind"] as? String == node.kind)
            #expect(object["role"] as? String == node.role.rawValue)
            #expect(object["frame"] as? [String: Double] == Self.rect(node.frame))
            if let radii = node.drawnRadii {
                #expect(object["radii"] as? [String: Double] == Self.radii(radii))
            } else {
                #expect(object["radii"] is NSNull)
            }
            let outline = try #require(object["outline"] as? [String: Any])
            #expect(outline["kind"] as? String == node.outlineKind.rawValue)
            #expect(outline.filter { $0.key != "kind" } as? [String: Double] == Self.rect(node.outlineRect))
            #expect(object["cornerStyle"] as? String == node.cornerStyle.rawValue)
            #expect(object["opacity"] as? Double == node.style.opacity)
            if explain {
                #expect(object["explain"] as? [String] == Explanation.lines(for: node))
                if let traces = node.traces {
                    let json = try #require(object["traces"] as? [String: [String: Any]])
                    for trace in traces {
                        let corner = try #require(json[trace.corner.name])
                        #expect(corner["value"] as? Double == trace.value)
                        #expect(corner["distance"] as? Double == trace.distance)
                        #expect(corner["decidedBy"] as? String == trace.decidedBy.rawValue)
                    }
                } else {
                    #expect(object["traces"] is NSNull)
                }
            }
            let children = try #require(object["children"] as? [[String: Any]])
            try check(children, against: node.children, explain: explain)
        }
    }

    @Test func keysComeInTheDocumentedOrder() throws {
        let text = JSONRenderer(explain: true).render(Fixtures.card())
        let order = [
            "canvas", "width", "height", "radii", "cornerStyle", "safeArea", "layoutDirection", "device", "fill",
            "bounds", "nodes", "id", "name", "kind", "role", "frame", "x", "y", "width", "height", "radii",
            "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "outline", "shape", "cornerStyle",
            "fill", "stroke", "opacity", "label", "explain", "traces", "children",
        ]
        var position = text.startIndex
        for key in order {
            let found = try #require(text.range(of: "\"\(key)\"", range: position..<text.endIndex), "\(key)")
            position = found.upperBound
        }
    }

    /// The shape as written, for every kind, and the outline as drawn.
    @Test func shapesAsWrittenAndOutlinesAsDrawn() throws {
        let frame = Rect(x: 0, y: 0, width: 80, height: 40)
        let cases: [(NodeShape, String, String)] = [
            (.fixed(.rectangle), "{}", "rectangle"),
            (
                .fixed(.roundedRectangle(cornerRadius: 99, style: .continuous)),
                "{\"cornerRadius\": 99, \"style\": \"continuous\"}", "capsule"
            ),
            (
                .fixed(.unevenRoundedRectangle(RectangleCornerRadii(topLeading: 4), style: .circular)),
                "{\"radii\": {\"topLeading\": 4, \"topTrailing\": 0, \"bottomLeading\": 0, \"bottomTrailing\": 0}, \"style\": \"circular\"}",
                "unevenRoundedRectangle"
            ),
            (.fixed(.capsule(style: .circular)), "{\"style\": \"circular\"}", "capsule"),
            (.fixed(.circle), "{}", "circle"),
            (.fixed(.ellipse), "{}", "ellipse"),
            (
                .concentric(
                    ConcentricRectangle(uniformTopCorners: .fixed(6), uniformBottomCorners: .concentric(minimum: 2)),
                    style: .continuous),
                "{\"corners\": {\"topLeading\": {\"kind\": \"fixed\", \"radius\": 6}, \"topTrailing\": {\"kind\": \"fixed\", \"radius\": 6}, \"bottomLeading\": {\"kind\": \"concentric\", \"minimum\": 2}, \"bottomTrailing\": {\"kind\": \"concentric\", \"minimum\": 2}}, \"uniformGroups\": [\"top\", \"bottom\"], \"isUniform\": false, \"style\": \"continuous\"}",
                "unevenRoundedRectangle"
            ),
        ]
        for (shape, written, outline) in cases {
            var draft = SceneDraft()
            draft.add(shape, frame: frame)
            let text = JSONRenderer().render(draft.resolved(canvas: frame))
            #expect(text.contains("\"shape\": \(written),\n"), "\(shape)")
            #expect(text.contains("\"outline\": {\"kind\": \"\(outline)\""), "\(shape)")
        }
    }

    /// A continuous rounded rectangle crowded by its shorter side is drawn, and named, as a
    /// capsule (issue 43): 200 × 48 at r = 16 is one, 200 × 49 is not, a circular one never.
    @Test func aCrowdedContinuousCornerIsNamedACapsule() {
        let cases: [(Double, RoundedCornerStyle, String)] = [
            (48, .continuous, "capsule"), (49, .continuous, "roundedRectangle"), (48, .circular, "roundedRectangle"),
        ]
        for (height, style, outline) in cases {
            var draft = SceneDraft()
            let frame = Rect(x: 0, y: 0, width: 200, height: height)
            draft.add(.fixed(.roundedRectangle(cornerRadius: 16, style: style)), frame: frame)
            let text = JSONRenderer().render(draft.resolved(canvas: frame))
            #expect(text.contains("\"outline\": {\"kind\": \"\(outline)\""), "\(height) \(style)")
            // The radii stay the resolved ones: what a child or a query is concentric with.
            #expect(text.contains("\"radii\": {\"topLeading\": 16,"), "\(height) \(style)")
        }
    }

    /// A concentric shape inside an ellipse is drawn as an ellipse: no radii, its own rectangle.
    @Test func theEllipseFallbackHasNoRadiiAndItsOwnOutline() throws {
        var draft = SceneDraft()
        let lake = draft.add(.fixed(.ellipse), role: .container, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        draft.add(
            .concentric(ConcentricRectangle(), style: nil), frame: Rect(x: 10, y: 20, width: 100, height: 60),
            under: lake)
        let text = JSONRenderer().render(draft.resolved())
        #expect(text.contains("\"radii\": null,\n"))
        #expect(
            text.contains("\"outline\": {\"kind\": \"ellipse\", \"x\": 10, \"y\": 10, \"width\": 180, \"height\": 80}"))
    }

    @Test func paintAndLabels() throws {
        let text = JSONRenderer().render(Fixtures.shapes())
        #expect(text.contains("\"fill\": {\"hex\": \"#34c759\", \"alpha\": 0.5},\n"))
        #expect(text.contains("\"stroke\": {\"hex\": \"#000000\", \"alpha\": 1, \"width\": 2},\n"))
        #expect(text.contains("\"opacity\": 0.5,\n"))
        #expect(text.contains("\"cornerStyle\": \"continuous\",\n"))
        let rtl = JSONRenderer().render(Fixtures.rightToLeft())
        #expect(
            rtl.contains(
                "\"label\": {\"text\": \"שלום\", \"size\": 16, \"color\": {\"hex\": \"#ffffff\", \"alpha\": 1}, \"alignment\": \"topLeading\"}"
            ))
    }

    /// The canvas as a device: its radius, style, safe area, direction, device and fill.
    @Test func aDeviceCanvas() throws {
        let device = try #require(Device.named("iPhone 15 Pro"))
        var draft = SceneDraft(
            canvas: SceneCanvas(
                size: device.size, cornerRadius: device.cornerRadius, cornerStyle: .continuous,
                safeArea: device.safeArea, background: Color(red: 28, green: 28, blue: 30), device: device),
            direction: .rightToLeft)
        draft.add(.fixed(.rectangle), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let text = JSONRenderer().render(draft.resolved())
        #expect(
            text.hasPrefix(
                """
                {
                  "canvas": {
                    "width": 393,
                    "height": 852,
                    "radii": {"topLeading": 55, "topTrailing": 55, "bottomLeading": 55, "bottomTrailing": 55},
                    "cornerStyle": "continuous",
                    "safeArea": {"top": 59, "leading": 0, "bottom": 34, "trailing": 0},
                    "layoutDirection": "rightToLeft",
                    "device": {"name": "iPhone 15 Pro", "isApproximate": false},
                    "fill": {"hex": "#1c1c1e", "alpha": 1}
                  },
                """))
    }

    @Test func stringsAreEscapedPerRFC8259() throws {
        let name = "q\"b\\s/\u{1}\u{1F}\n\t\u{2028}é😀"
        let node = Fixtures.shapeNode(name: name, .rectangle, frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let text = JSONRenderer().render(Fixtures.scene(width: 1, height: 1, nodes: [node]))
        #expect(text.contains("\"name\": \"q\\\"b\\\\s/\\u0001\\u001f\\u000a\\u0009\\u2028é😀\""))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let nodes = try #require(root["nodes"] as? [[String: Any]])
        #expect(nodes.first?["name"] as? String == name)
    }

    @Test func nonFiniteNumbersAreNull() throws {
        let node = Fixtures.shapeNode(.rectangle, frame: Rect(x: .nan, y: .infinity, width: -.infinity, height: 1))
        let text = JSONRenderer().render(Fixtures.scene(width: 1, height: 1, nodes: [node]))
        #expect(text.contains("\"frame\": {\"x\": null, \"y\": null, \"width\": null, \"height\": 1},"))
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// JSON numbers are exact: the shortest spelling that reads back as the same Double.
    @Test func numbersAreExact() {
        let node = Fixtures.shapeNode(
            .roundedRectangle(cornerRadius: 2.00005, style: .circular),
            frame: Rect(x: 1.0 / 3, y: -0.00001, width: 1e20, height: 12.5))
        let text = JSONRenderer().render(Fixtures.scene(width: 1, height: 1, nodes: [node]))
        #expect(
            text.contains(
                "\"frame\": {\"x\": 0.3333333333333333, \"y\": -0.00001, \"width\": 100000000000000000000, \"height\": 12.5}"
            ))
        #expect(text.contains("\"topLeading\": 2.00005,"))
    }

    @Test func anEmptySceneIsStillTheSameShape() {
        let text = JSONRenderer().render(Fixtures.scene(width: 10, height: 20, nodes: []))
        #expect(
            text.hasSuffix(
                "\"bounds\": {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 20},\n  \"parameters\": [],\n  \"nodes\": []\n}\n"
            ))
    }
}
