// Hostile numbers: NaN, infinities, negative and huge sizes must never trap.

import ConcentricGeometry
import Testing

@Suite struct RobustnessTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, -50, 0, 1e-300, 1e308, -1e308, .greatestFiniteMagnitude,
    ]

    static let shapes: [ContainerShape] = [
        .rectangle, .roundedRectangle(cornerRadius: 24, style: .continuous),
        .unevenRoundedRectangle(
            RectangleCornerRadii(topLeading: 5, topTrailing: 9), style: .circular),
        .capsule(style: .continuous), .circle, .ellipse,
        .resolvedConcentric(RectangleCornerRadii(uniform: 7), style: .continuous),
    ]

    @Test(arguments: hostile)
    func resolvingNeverTraps(value: Double) {
        let frames = [
            Rect(x: value, y: 10, width: 100, height: 100),
            Rect(x: 10, y: 10, width: value, height: 100),
            Rect(x: 10, y: 10, width: 100, height: value),
            Rect(x: value, y: value, width: value, height: value),
        ]
        let styles: [ConcentricRectangle] = [
            ConcentricRectangle(),
            .rect(corners: .concentric(minimum: value), isUniform: true),
            .rect(corners: .fixed(value)),
            ConcentricRectangle(
                uniformLeadingCorners: .fixed(value), uniformTrailingCorners: .concentric),
        ]
        var containerShapes = RobustnessTests.shapes
        containerShapes.append(.roundedRectangle(cornerRadius: value, style: .circular))
        containerShapes.append(
            .unevenRoundedRectangle(RectangleCornerRadii(uniform: value), style: .continuous))
        for frame in frames {
            for shape in containerShapes {
                for containerFrame in [Rect(x: 0, y: 0, width: 200, height: 150), frame] {
                    let container = Container(frame: containerFrame, shape: shape)
                    for style in styles {
                        for direction in LayoutDirection.allCases {
                            let resolution = ConcentricResolver.resolve(
                                style, in: frame, container: container, direction: direction)
                            #expect(resolution.traces.count == 4)
                            _ = resolution.traces.map { $0.derivation(containerKind: "Ellipse") }
                            _ = resolution.outline.path(style: .continuous, direction: direction)
                        }
                    }
                    _ = shape.path(in: containerFrame)
                }
            }
            _ = ConcentricResolver.resolve(ConcentricRectangle(), in: frame, container: nil)
        }
    }

    @Test(arguments: hostile)
    func pathsNeverTrap(value: Double) {
        let rects = [
            Rect(x: 0, y: 0, width: value, height: 100),
            Rect(x: value, y: 0, width: 50, height: 50),
            Rect(x: 0, y: 0, width: value, height: value),
        ]
        for rect in rects {
            for style in RoundedCornerStyle.allCases {
                for radii in [
                    RectangleCornerRadii(uniform: value),
                    RectangleCornerRadii(topLeading: value, topTrailing: 5),
                ] {
                    let path = Path.roundedRectangle(in: rect, radii: radii, style: style)
                    #expect(path.elements.count >= 2)
                    #expect(path.currentPoints.count == path.elements.count)
                }
            }
            _ = Path.ellipse(in: rect)
            _ = rect.insetBy(value).union(rect)
            _ = cornerCenter(of: .bottomTrailing, in: rect, radius: value)
        }
        _ = CornerStyle.fixed(value).description
        _ = CornerStyle.concentric(minimum: value).description
    }

    @Test func negativeSizesResolveToSquareCorners() {
        let resolution = ConcentricResolver.resolve(
            .rect(corners: .fixed(10)), in: Rect(x: 0, y: 0, width: -40, height: 30),
            container: card)
        #expect(resolution.radii == .zero)
        #expect(resolution.traces.allSatisfy { $0.decidedBy == .clamped && $0.clampedFrom == 10 })
    }

    @Test func unusableRadiiDrawSharpCorners() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let sharp = Path.roundedRectangle(in: rect, radii: .zero, style: .circular)
        for radius in [Double.nan, -10] {
            #expect(
                Path.roundedRectangle(
                    in: rect, radii: RectangleCornerRadii(uniform: radius), style: .circular)
                    == sharp)
        }
    }

    @Test func infiniteRadiiFitTheRectangle() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        let path = Path.roundedRectangle(
            in: rect, radii: RectangleCornerRadii(uniform: .infinity), style: .circular)
        #expect(path.elements.first == .move(to: Point(x: 20, y: 0)))
        #expect(path.currentPoints.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test func nanFlowsThroughTheResolverForCallersToValidate() {
        let resolution = ConcentricResolver.resolve(
            ConcentricRectangle(), in: Rect(x: .nan, y: 12, width: 100, height: 100),
            container: card)
        #expect(resolution.radii.topLeading.isNaN)
    }
}
