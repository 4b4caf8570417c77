// Paths: circular and continuous corners, fitting on short sides, ellipses, corner centres.

import ConcentricGeometry
import Foundation
import Testing

@Suite struct PathTests {
    let box = Rect(x: 0, y: 0, width: 200, height: 100)
    let k = 1.528665

    @Test func circularCornersAreQuarterArcs() {
        let path = Path.roundedRectangle(
            in: box, radii: RectangleCornerRadii(uniform: 10), style: .circular)
        #expect(
            path.elements == [
                .move(to: Point(x: 10, y: 0)),
                .line(to: Point(x: 190, y: 0)),
                .arc(
                    to: Point(x: 200, y: 10), radiusX: 10, radiusY: 10, center: Point(x: 190, y: 10)
                ),
                .line(to: Point(x: 200, y: 90)),
                .arc(
                    to: Point(x: 190, y: 100), radiusX: 10, radiusY: 10,
                    center: Point(x: 190, y: 90)),
                .line(to: Point(x: 10, y: 100)),
                .arc(to: Point(x: 0, y: 90), radiusX: 10, radiusY: 10, center: Point(x: 10, y: 90)),
                .line(to: Point(x: 0, y: 10)),
                .arc(to: Point(x: 10, y: 0), radiusX: 10, radiusY: 10, center: Point(x: 10, y: 10)),
                .close,
            ])
        expectClosedAndContinuous(path)
    }

    @Test func zeroRadiusCornersAreJustLines() {
        let path = Path.roundedRectangle(
            in: box, radii: RectangleCornerRadii(topLeading: 10), style: .circular)
        #expect(
            path.elements == [
                .move(to: Point(x: 10, y: 0)),
                .line(to: Point(x: 200, y: 0)),
                .line(to: Point(x: 200, y: 100)),
                .line(to: Point(x: 0, y: 100)),
                .line(to: Point(x: 0, y: 10)),
                .arc(to: Point(x: 10, y: 0), radiusX: 10, radiusY: 10, center: Point(x: 10, y: 10)),
                .close,
            ])
    }

    @Test func rightToLeftPutsTopLeadingOnTheRight() {
        let path = Path.roundedRectangle(
            in: box, radii: RectangleCornerRadii(topLeading: 10), style: .circular,
            direction: .rightToLeft)
        #expect(
            path.elements == [
                .move(to: Point(x: 0, y: 0)),
                .line(to: Point(x: 190, y: 0)),
                .arc(
                    to: Point(x: 200, y: 10), radiusX: 10, radiusY: 10, center: Point(x: 190, y: 10)
                ),
                .line(to: Point(x: 200, y: 100)),
                .line(to: Point(x: 0, y: 100)),
                .line(to: Point(x: 0, y: 0)),
                .close,
            ])
    }

    @Test(arguments: [RoundedCornerStyle.circular, .continuous], [1.0, 10, 25])
    func pathIsClosedAndContinuous(style: RoundedCornerStyle, radius: Double) {
        expectClosedAndContinuous(
            Path.roundedRectangle(
                in: box, radii: RectangleCornerRadii(uniform: radius), style: style))
    }

    @Test func continuousCornersReachFartherAndMeetTheEdgesTangentially() throws {
        let r = 10.0
        let path = Path.roundedRectangle(
            in: box, radii: RectangleCornerRadii(uniform: r), style: .continuous)
        let points = path.currentPoints
        // move, then per corner: a line and three cubics, then close.
        #expect(path.elements.count == 1 + 4 * 4 + 1)
        #expect(approx(points[0], Point(x: k * r, y: 0)))

        // Corners in path order: (point, incoming direction, outgoing direction).
        let corners: [(Point, Point, Point)] = [
            (Point(x: 200, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: 200, y: 100), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: 0, y: 100), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: 0, y: 0), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        for (index, (corner, incoming, outgoing)) in corners.enumerated() {
            let lineIndex = 1 + 4 * index
            let start = points[lineIndex]
            let end = points[lineIndex + 3]
            #expect(
                approx(
                    start, Point(x: corner.x - k * r * incoming.x, y: corner.y - k * r * incoming.y)
                ))
            #expect(
                approx(
                    end, Point(x: corner.x + k * r * outgoing.x, y: corner.y + k * r * outgoing.y)))
            guard case .cubic(_, let firstControl, _) = path.elements[lineIndex + 1],
                case .cubic(_, _, let lastControl) = path.elements[lineIndex + 3]
            else {
                Issue.record("corner \(index) is not three cubics")
                continue
            }
            // Tangent to the incoming edge at the start, to the outgoing edge at the end.
            #expect(approx(cross(start, firstControl, corner), 0))
            #expect(approx(cross(end, lastControl, corner), 0))
            #expect(approx(distance(firstControl, corner), 1.088493 * r))
            #expect(approx(distance(lastControl, corner), 1.088493 * r))
            // Symmetric about the corner's diagonal: the middle joins mirror each other.
            let joinA = points[lineIndex + 1]
            let joinB = points[lineIndex + 2]
            #expect(approx(distance(joinA, corner), distance(joinB, corner)))
        }
        expectClosedAndContinuous(path)
    }

    @Test func continuousCornerMatchesTheConstants() throws {
        let path = Path.roundedRectangle(
            in: box, radii: RectangleCornerRadii(topTrailing: 10), style: .continuous)
        // The top-trailing corner is (200, 0); u runs back along the top edge, v down the right.
        #expect(path.elements.count == 1 + 1 + 3 + 3 + 1)
        guard case .cubic(let end1, let c1, let c2) = path.elements[2],
            case .cubic(let end2, let c3, let c4) = path.elements[3],
            case .cubic(let end3, let c5, let c6) = path.elements[4]
        else {
            Issue.record("expected three cubics after the top edge")
            return
        }
        func at(_ u: Double, _ v: Double) -> Point { Point(x: 200 - 10 * u, y: 10 * v) }
        #expect(approx(c1, at(1.088493, 0)) && approx(c2, at(0.868407, 0)))
        #expect(approx(end1, at(0.631494, 0.074911)))
        #expect(approx(c3, at(0.372824, 0.169060)) && approx(c4, at(0.169060, 0.372824)))
        #expect(approx(end2, at(0.074911, 0.631494)))
        #expect(approx(c5, at(0, 0.868407)) && approx(c6, at(0, 1.088493)))
        #expect(approx(end3, at(0, k)))
    }

    @Test func shortSidesScaleTheContinuousCornerDown() {
        // 1.528665 · 10 = 15.3 per corner does not fit twice in 20: each corner gets 10.
        let strip = Rect(x: 0, y: 0, width: 100, height: 20)
        let path = Path.roundedRectangle(
            in: strip, radii: RectangleCornerRadii(uniform: 10), style: .continuous)
        let points = path.currentPoints
        #expect(approx(points[0], Point(x: 10, y: 0)))
        #expect(points.contains { approx($0, Point(x: 100, y: 10)) })
        #expect(points.contains { approx($0, Point(x: 90, y: 0)) })
        for point in points {
            #expect(point.x >= -1e-9 && point.x <= 100 + 1e-9)
            #expect(point.y >= -1e-9 && point.y <= 20 + 1e-9)
        }
        // The right side is used up by the two corners: no line between them.
        let lines = path.elements.filter { if case .line = $0 { true } else { false } }
        #expect(lines.count == 2)
        expectClosedAndContinuous(path)
    }

    @Test func shortSidesScaleCircularCornersInProportion() {
        let strip = Rect(x: 0, y: 0, width: 100, height: 20)
        // Left side: 30 + 0 > 20, so topLeading gets all 20; the top side has room.
        let path = Path.roundedRectangle(
            in: strip, radii: RectangleCornerRadii(topLeading: 30, topTrailing: 10),
            style: .circular)
        #expect(path.elements.first == .move(to: Point(x: 20, y: 0)))
        #expect(path.elements.contains(.line(to: Point(x: 0, y: 20))))
        #expect(
            path.elements.contains(
                .arc(to: Point(x: 20, y: 0), radiusX: 20, radiusY: 20, center: Point(x: 20, y: 20)))
        )
        // Equal reaches share the side equally.
        let even = Path.roundedRectangle(
            in: strip, radii: RectangleCornerRadii(uniform: 30), style: .circular)
        #expect(even.elements.first == .move(to: Point(x: 10, y: 0)))
    }

    @Test func ellipseIsFourClockwiseQuarterArcs() {
        let path = Path.ellipse(in: box)
        let center = Point(x: 100, y: 50)
        #expect(
            path.elements == [
                .move(to: Point(x: 100, y: 0)),
                .arc(to: Point(x: 200, y: 50), radiusX: 100, radiusY: 50, center: center),
                .arc(to: Point(x: 100, y: 100), radiusX: 100, radiusY: 50, center: center),
                .arc(to: Point(x: 0, y: 50), radiusX: 100, radiusY: 50, center: center),
                .arc(to: Point(x: 100, y: 0), radiusX: 100, radiusY: 50, center: center),
                .close,
            ])
        #expect(path.currentPoints.last == Point(x: 100, y: 0))
    }

    @Test(arguments: [
        (Corner.topLeading, LayoutDirection.leftToRight, Point(x: 15, y: 25)),
        (.topTrailing, .leftToRight, Point(x: 105, y: 25)),
        (.bottomLeading, .leftToRight, Point(x: 15, y: 65)),
        (.bottomTrailing, .leftToRight, Point(x: 105, y: 65)),
        (.topLeading, .rightToLeft, Point(x: 105, y: 25)),
        (.bottomTrailing, .rightToLeft, Point(x: 15, y: 65)),
    ])
    func cornerCentreIsRadiusInFromBothEdges(
        corner: Corner, direction: LayoutDirection, expected: Point
    ) {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(cornerCenter(of: corner, in: rect, radius: 5, direction: direction) == expected)
    }

    @Test func arcCentresAreTheCornerCentres() {
        let radii = RectangleCornerRadii(
            topLeading: 4, bottomLeading: 8, bottomTrailing: 12, topTrailing: 16)
        let path = Path.roundedRectangle(in: box, radii: radii, style: .circular)
        let centres = path.elements.compactMap { element -> Point? in
            if case .arc(_, _, _, let center) = element { return center }
            return nil
        }
        let expected = [Corner.topTrailing, .bottomTrailing, .bottomLeading, .topLeading].map {
            cornerCenter(of: $0, in: box, radius: radii[$0])
        }
        #expect(centres == expected)
    }

    @Test func currentPointsFollowEachElement() {
        let path = Path(elements: [
            .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4)),
            .cubic(to: Point(x: 5, y: 6), control1: .zero, control2: .zero), .close,
        ])
        #expect(
            path.currentPoints == [
                Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6), Point(x: 1, y: 2),
            ])
        #expect(Path(elements: [.close]).currentPoints == [.zero])
    }

    /// One move first, a close last that returns to it, every arc starting and ending on its own
    /// circle, and no kink where one element meets the next: the direction a line, arc or cubic
    /// leaves in is the direction the next one starts in (circular and continuous corners alike
    /// are tangent to their edges).
    func expectClosedAndContinuous(_ path: Path, sourceLocation: SourceLocation = #_sourceLocation) {
        let points = path.currentPoints
        guard case .move(let start) = path.elements.first, path.elements.last == .close else {
            Issue.record(
                "path must start with a move and end with close", sourceLocation: sourceLocation)
            return
        }
        let moves = path.elements.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 1, sourceLocation: sourceLocation)
        #expect(approx(points[points.count - 2], start), sourceLocation: sourceLocation)
        for index in path.elements.indices.dropFirst() {
            guard case .arc(let end, let rx, let ry, let center) = path.elements[index] else {
                continue
            }
            let from = points[index - 1]
            #expect(rx == ry, sourceLocation: sourceLocation)
            #expect(approx(distance(from, center), rx), sourceLocation: sourceLocation)
            #expect(approx(distance(end, center), rx), sourceLocation: sourceLocation)
        }
        // Tangent continuity at every joint between two drawn elements.
        for index in path.elements.indices.dropFirst(2) {
            let from = points[index - 1]
            guard let arriving = Self.endDirection(of: path.elements[index - 1], from: points[index - 2]),
                let leaving = Self.startDirection(of: path.elements[index], from: from)
            else { continue }
            let cross = arriving.x * leaving.y - arriving.y * leaving.x
            let dot = arriving.x * leaving.x + arriving.y * leaving.y
            // A sharp corner (a square corner's two edges) is a turn of 90°, not a kink to test.
            if abs(dot) < 1e-9 && abs(abs(cross) - 1) < 1e-9, case .line = path.elements[index - 1],
                case .line = path.elements[index]
            {
                continue
            }
            // The continuous corner's three cubics (DESIGN.md's constants) meet each other at a
            // turn of about 2.4°, not exactly tangent; everywhere else the joint is smooth.
            var tolerance = 1e-6
            if case .cubic = path.elements[index - 1], case .cubic = path.elements[index] {
                tolerance = sin(3 * Double.pi / 180)
            }
            #expect(
                abs(cross) < tolerance && dot > 0, "kink before element \(index): \(arriving) then \(leaving)",
                sourceLocation: sourceLocation)
        }
    }

    /// The unit direction an element leaves its end in; nil for a move, a close or a point.
    static func endDirection(of element: PathElement, from start: Point) -> (x: Double, y: Double)? {
        switch element {
        case .line(let to): unit(from: start, to: to)
        case .cubic(let to, let control1, let control2):
            unit(from: control2, to: to) ?? unit(from: control1, to: to) ?? unit(from: start, to: to)
        case .arc(let to, _, _, let center):
            // Clockwise on screen (y down): the tangent is the radius turned a quarter clockwise.
            unit(from: center, to: to).map { (-$0.y, $0.x) }
        case .move, .close: nil
        }
    }

    /// The unit direction an element starts in from `start`.
    static func startDirection(of element: PathElement, from start: Point) -> (x: Double, y: Double)? {
        switch element {
        case .line(let to): unit(from: start, to: to)
        case .cubic(let to, let control1, let control2):
            unit(from: start, to: control1) ?? unit(from: start, to: control2) ?? unit(from: start, to: to)
        case .arc(_, _, _, let center): unit(from: center, to: start).map { (-$0.y, $0.x) }
        case .move, .close: nil
        }
    }

    static func unit(from a: Point, to b: Point) -> (x: Double, y: Double)? {
        let length = distance(a, b)
        guard length > 1e-9 else { return nil }
        return ((b.x - a.x) / length, (b.y - a.y) / length)
    }
}
