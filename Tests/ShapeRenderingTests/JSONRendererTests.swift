// Specifications of the JSON output: DESIGN.md §5's shape with stable key order, numbers as JSON
// numbers, RFC 8259 strings, and `explain` only on request.
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
                "height": 300
              },
              "nodes": [
                {
                  "name": "card",
                  "kind": "RoundedRectangle",
                  "frame": {
                    "x": 20,
                    "y": 20,
                    "width": 360,
                    "height": 260
                  },
                  "radii": {
                    "topLeading": 24,
                    "topTrailing": 24,
                    "bottomLeading": 24,
                    "bottomTrailing": 24
                  },
                  "children": [
                    {
                      "name": "photo",
                      "kind": "ConcentricRectangle",
                      "frame": {
                        "x": 32,
                        "y": 32,
                        "width": 336,
                        "height": 200
                      },
                      "radii": {
                        "topLeading": 12,
                        "topTrailing": 12,
                        "bottomLeading": 0,
                        "bottomTrailing": 0
                      },
                      "children": []
                    }
                  ]
                }
              ]
            }
            """
        #expect(JSONRenderer().render(Fixtures.card()) == expected + "\n")
    }

    @Test func cardExplainedGolden() {
        let expected = """
            {
              "canvas": {
                "width": 400,
                "height": 300
              },
              "nodes": [
                {
                  "name": "card",
                  "kind": "RoundedRectangle",
                  "frame": {
                    "x": 20,
                    "y": 20,
                    "width": 360,
                    "height": 260
                  },
                  "radii": {
                    "topLeading": 24,
                    "topTrailing": 24,
                    "bottomLeading": 24,
                    "bottomTrailing": 24
                  },
                  "explain": [
                    "card: RoundedRectangle, frame 20, 20, 360 x 260",
                    "  RoundedRectangle(cornerRadius: 24) in 360 x 260: 24 on every corner"
                  ],
                  "children": [
                    {
                      "name": "photo",
                      "kind": "ConcentricRectangle",
                      "frame": {
                        "x": 32,
                        "y": 32,
                        "width": 336,
                        "height": 200
                      },
                      "radii": {
                        "topLeading": 12,
                        "topTrailing": 12,
                        "bottomLeading": 0,
                        "bottomTrailing": 0
                      },
                      "explain": [
                        "photo: ConcentricRectangle in card (RoundedRectangle), frame 32, 32, 336 x 200",
                        "  topLeading     12 = container 24 − distance 12 (dx 12, dy 12)",
                        "  topTrailing    12 = container 24 − distance 12 (dx 12, dy 12)",
                        "  bottomLeading   0 = container 24 − distance 48 (dx 12, dy 48) is negative: floored at 0 (too far from the container's curve)",
                        "  bottomTrailing  0 = container 24 − distance 48 (dx 12, dy 48) is negative: floored at 0 (too far from the container's curve)"
                      ],
                      "children": []
                    }
                  ]
                }
              ]
            }
            """
        #expect(JSONRenderer(explain: true).render(Fixtures.card()) == expected + "\n")
    }

    @Test(arguments: Fixtures.all.map(\.name))
    func parsesWithTheExpectedShape(fixture: String) throws {
        let scene = try #require(Fixtures.all.first { $0.name == fixture }?.scene)
        for explain in [false, true] {
            let text = JSONRenderer(explain: explain).render(scene)
            #expect(text == JSONRenderer(explain: explain).render(scene))
            let root = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(Set(root.keys) == ["canvas", "nodes"])
            let canvas = try #require(root["canvas"] as? [String: Any])
            #expect(canvas["width"] as? Double == scene.canvas.width)
            #expect(canvas["height"] as? Double == scene.canvas.height)
            let nodes = try #require(root["nodes"] as? [[String: Any]])
            try check(nodes, against: scene.nodes, explain: explain)
        }
    }

    /// Each JSON node against its resolved node, recursively.
    private func check(_ json: [[String: Any]], against nodes: ResolvedNodes, explain: Bool) throws {
        #expect(json.count == nodes.count)
        for (object, node) in zip(json, nodes) {
            var keys: Set<String> = ["name", "kind", "frame", "radii", "children"]
            if explain { keys.insert("explain") }
            #expect(Set(object.keys) == keys)
            if let name = node.name {
                #expect(object["name"] as? String == name)
            } else {
                #expect(object["name"] is NSNull)
            }
            #expect(object["kind"] as? String == node.kind)
            let frame = try #require(object["frame"] as? [String: Double])
            #expect(
                frame == [
                    "x": node.frame.minX, "y": node.frame.minY, "width": node.frame.width, "height": node.frame.height,
                ])
            let radii = try #require(object["radii"] as? [String: Double])
            #expect(
                radii == [
                    "topLeading": node.radii.topLeading, "topTrailing": node.radii.topTrailing,
                    "bottomLeading": node.radii.bottomLeading, "bottomTrailing": node.radii.bottomTrailing,
                ])
            if explain {
                #expect(object["explain"] as? [String] == Explanation.lines(for: node))
            }
            let children = try #require(object["children"] as? [[String: Any]])
            try check(children, against: node.children, explain: explain)
        }
    }

    @Test func keysComeInTheDocumentedOrder() throws {
        let text = JSONRenderer(explain: true).render(Fixtures.card())
        let order = [
            "\"canvas\"", "\"width\"", "\"height\"", "\"nodes\"", "\"name\"", "\"kind\"", "\"frame\"",
            "\"x\"", "\"y\"", "\"width\"", "\"height\"", "\"radii\"", "\"topLeading\"", "\"topTrailing\"",
            "\"bottomLeading\"", "\"bottomTrailing\"", "\"explain\"", "\"children\"",
        ]
        var position = text.startIndex
        for key in order {
            let found = try #require(text.range(of: key, range: position..<text.endIndex), "\(key)")
            position = found.upperBound
        }
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
        #expect(text.contains("\"x\": null,\n        \"y\": null,\n        \"width\": null,"))
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// JSON numbers are exact: the shortest spelling that reads back as the same Double.
    @Test func numbersAreExact() {
        let node = Fixtures.shapeNode(
            .roundedRectangle(cornerRadius: 2.00005, style: .circular),
            frame: Rect(x: 1.0 / 3, y: -0.00001, width: 1e20, height: 12.5))
        let text = JSONRenderer().render(Fixtures.scene(width: 1, height: 1, nodes: [node]))
        #expect(text.contains("\"x\": 0.3333333333333333,"))
        #expect(text.contains("\"y\": -0.00001,"))
        #expect(text.contains("\"width\": 100000000000000000000,"))
        #expect(text.contains("\"height\": 12.5\n"))
        #expect(text.contains("\"topLeading\": 2.00005,"))
    }

    @Test func anEmptySceneIsStillTheSameShape() {
        let text = JSONRenderer().render(Fixtures.scene(width: 10, height: 20, nodes: []))
        #expect(text == "{\n  \"canvas\": {\n    \"width\": 10,\n    \"height\": 20\n  },\n  \"nodes\": []\n}\n")
    }
}
