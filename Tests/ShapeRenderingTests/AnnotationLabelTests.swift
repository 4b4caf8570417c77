// The annotation labels read on a projector: none covers another or a node's label (those
// without room are counted in a legend), and every label's colour keeps at least 3:1 against
// the underlay it is drawn on, in both themes. (Tests/Clients/test_annotation_labels.py measures
// the examples' labels as a browser draws them.)
import ConcentricGeometry
import Foundation
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct AnnotationLabelTests {
    /// WCAG's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let digits = Array(hex.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).map { index -> Double in
                let value = Double(Int(String(digits[index..<index + 2]), radix: 16) ?? 0) / 255
                return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: [ToolPaint.containerText, .ownText, .findingText, .label])
    func everyLabelColourKeepsThreeToOneOnItsUnderlay(_ paint: ToolPaint) throws {
        let text = try #require(paint.fill)
        let underlay = try #require(ToolPaint.textUnderlay.stroke)
        for (colour, ground) in [(text.light, underlay.light), (text.dark, underlay.dark)] {
            let ratio = Self.contrast("\(colour)", "\(ground)")
            #expect(ratio >= 3, "\(colour) on \(ground): \(ratio)")
        }
    }

    /// Eight shapes crowded in one small card: the labels that find no free place are left out
    /// and counted, the findings placed first; no two placed labels (or a node's label) overlap.
    @Test func labelsWithoutRoomAreCountedNotPiledUp() throws {
        let svg = SVGRenderer().render(
            try PictureRendererTests.scene(
                """
                canvas width: 400, height: 300
                container card = RoundedRectangle(cornerRadius: 30) {
                    at 150, 100
                    size 100 x 80
                    label "card", size: 12, alignment: .top
                    for i in 0..<8 {
                        shape RoundedRectangle(cornerRadius: 4 + i * 3) { padding 2 + i * 2 }
                    }
                }
                annotate
                """))
        let legend = try #require(svg.firstMatch(of: /<text [^>]*>(\d+) labels left out for room<\/text>/))
        #expect(Int(legend.output.1) ?? 0 > 0)
        // The placed labels, as the placer measures them (6 per character, 12 a line).
        let pattern =
            /<text x="([-0-9.]+)" y="([-0-9.]+)" text-anchor="(start|end)"( fill="[^"]*" stroke="[^"]*" stroke-width="3"[^>]*)?[^>]*>([^<]*)<\/text>/
        var boxes: [(text: String, box: Rect)] = []
        for match in svg.matches(of: pattern) where match.output.4 == nil {
            let x = Double(match.output.1) ?? 0
            let y = Double(match.output.2) ?? 0
            let width = Double(match.output.5.count) * 6
            let left = match.output.3 == "start" ? x : x - width
            boxes.append((String(match.output.5), Rect(x: left, y: y - 9, width: width, height: 12)))
        }
        #expect(boxes.count > 10)
        #expect(boxes.contains { $0.text.hasPrefix("pinched:") })
        // The card's own label, centred at the top: 150 + 50 = 200, baseline about 100 + 12.
        let card = Rect(x: 200 - 20, y: 100, width: 40, height: 14)
        for (index, first) in boxes.enumerated() {
            #expect(!first.box.overlaps(card), "\(first.text) covers the card's label")
            for second in boxes[(index + 1)...] {
                #expect(!first.box.overlaps(second.box), "'\(first.text)' and '\(second.text)' overlap")
            }
        }
    }
}

extension Rect {
    fileprivate func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
