// Placement: padding, size, align, offset, at, stacks and the safe area, with worked frames and radii.
import ConcentricGeometry
import Testing

@testable import ShapeLanguage

@Suite struct PlacementTests {
    /// A 400 x 300 canvas holding a 200 x 100 child placed by `commands`.
    private func frame(_ commands: String) -> Rect? {
        let outcome = run("canvas width: 400, height: 300\nshape s = Rectangle() {\n\(commands)\n}")
        #expect(outcome.error == nil, "\(outcome.error?.summary ?? "")")
        return outcome.node("s")?.frame
    }

    @Test(arguments: [
        ("size 200 x 100", Rect(x: 100, y: 100, width: 200, height: 100)),
        ("size 200 x 100\nalign topLeading", Rect(x: 0, y: 0, width: 200, height: 100)),
        ("size 200 x 100\nalign bottomTrailing", Rect(x: 200, y: 200, width: 200, height: 100)),
        ("size 200 x 100\nalign .top", Rect(x: 100, y: 0, width: 200, height: 100)),
        ("size 200 x 100\nalign leading", Rect(x: 0, y: 100, width: 200, height: 100)),
        ("size 200 x 100\nalign bottom", Rect(x: 100, y: 200, width: 200, height: 100)),
        ("padding 10", Rect(x: 10, y: 10, width: 380, height: 280)),
        ("padding top: 8, horizontal: 12", Rect(x: 12, y: 8, width: 376, height: 292)),
        ("padding vertical: 5, trailing: 20", Rect(x: 0, y: 5, width: 380, height: 290)),
        ("padding 10\nwidth 100", Rect(x: 150, y: 10, width: 100, height: 280)),
        ("padding 10\nheight 50\nalign top", Rect(x: 10, y: 10, width: 380, height: 50)),
        ("size 200 x 100\noffset 5, -5", Rect(x: 105, y: 95, width: 200, height: 100)),
        ("at 30, 40\nsize 50 x 60", Rect(x: 30, y: 40, width: 50, height: 60)),
        ("at 300, 200", Rect(x: 300, y: 200, width: 100, height: 100)),
        ("padding -4", Rect(x: -4, y: -4, width: 408, height: 308)),
    ])
    func zstackPlacement(commands: String, expected: Rect) {
        #expect(frame(commands) == expected)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let outcome = run(
            """
            canvas width: 400, height: 300, layoutDirection: .rightToLeft
            shape s = Rectangle() { size 100 x 100
                align topLeading
                padding leading: 10 }
            """)
        #expect(outcome.node("s")?.frame == Rect(x: 290, y: 0, width: 100, height: 100))
    }

    @Test func vstackSharesLeftoverSpace() {
        let outcome = run(
            """
            canvas width: 200, height: 300
            vstack spacing: 10 {
                shape a = Rectangle() { height 40 }
                shape b = Rectangle() { }
                shape c = Rectangle() { }
                shape d = Rectangle() { height 50
                    padding vertical: 5 }
            }
            """)
        #expect(outcome.error == nil)
        // 300 − 40 − 60 − 3 × 10 spacing = 170 shared by b and c.
        #expect(outcome.node("a")?.frame == Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(outcome.node("b")?.frame == Rect(x: 0, y: 50, width: 200, height: 85))
        #expect(outcome.node("c")?.frame == Rect(x: 0, y: 145, width: 200, height: 85))
        #expect(outcome.node("d")?.frame == Rect(x: 0, y: 245, width: 200, height: 50))
    }

    @Test func aStackOfFixedChildrenHasTheirSize() {
        let outcome = run(
            """
            canvas width: 200, height: 300
            vstack spacing: 8 {
                hstack spacing: 0 { shape a = Rectangle() { size 180 x 20 } }
                hstack spacing: 4 { shape b = Rectangle() { size 50 x 120 }
                    shape c = Rectangle() { size 60 x 100 } }
                shape rest = Rectangle() { }
            }
            """)
        #expect(outcome.node("a")?.frame == Rect(x: 10, y: 0, width: 180, height: 20))
        #expect(outcome.node("b")?.frame == Rect(x: 43, y: 28, width: 50, height: 120))
        #expect(outcome.node("c")?.frame == Rect(x: 97, y: 38, width: 60, height: 100))
        #expect(outcome.node("rest")?.frame == Rect(x: 0, y: 156, width: 200, height: 144))
    }

    @Test func hstackAlignsAcross() {
        let outcome = run(
            """
            canvas width: 300, height: 100
            hstack spacing: 20, alignment: .bottom {
                shape a = Rectangle() { size 50 x 40 }
                shape b = Rectangle() { }
            }
            """)
        #expect(outcome.node("a")?.frame == Rect(x: 0, y: 60, width: 50, height: 40))
        #expect(outcome.node("b")?.frame == Rect(x: 70, y: 0, width: 230, height: 100))
    }

    @Test func stackChildrenFollowTheEnclosingContainer() {
        let outcome = run(
            """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 300 x 200
                vstack spacing: 8 {
                    padding 12
                    shape photo = ConcentricRectangle() { }
                    shape caption = Rectangle() { height 40 }
                }
            }
            """)
        #expect(outcome.node("photo")?.frame == Rect(x: 12, y: 12, width: 276, height: 128))
        #expect(outcome.node("photo")?.radii == radii(12, 12, 0, 0))
    }

    @Test func safeAreaAndIgnoresSafeArea() {
        let outcome = run(
            """
            canvas width: 390, height: 844, cornerRadius: 47.33, safeArea: EdgeInsets(top: 47, bottom: 34)
            shape inside = ConcentricRectangle() { }
            shape bar = ConcentricRectangle() { ignoresSafeArea
                padding 8
                height 100
                align bottom }
            """)
        #expect(outcome.node("inside")?.frame == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(outcome.node("bar")?.frame == Rect(x: 8, y: 736, width: 374, height: 100))
        // Bottom corners follow the display: 47.33 − 8; top corners are far from it.
        #expect(outcome.node("bar")?.radii == radii(0, 0, 39.33, 39.33))
    }

    @Test func devicePresetSetsCanvasRadiusAndSafeArea() {
        let outcome = run(
            """
            canvas device("iPhone 14 Pro")
            shape bar = ConcentricRectangle() { ignoresSafeArea
                padding 8 }
            assert bar.radii.topLeading == 47
            """)
        #expect(outcome.error == nil)
        let scene = outcome.session.scene()
        #expect(scene.canvas.size == Size(width: 393, height: 852))
        #expect(scene.safeArea.top == 59)
    }

    @Test func concentricShapesFollowTheirContainersCornerStyle() {
        let outcome = run(
            """
            container card = RoundedRectangle(cornerRadius: 24, style: .continuous) {
                size 300 x 200
                shape follows = ConcentricRectangle() { padding 12 }
                shape own = ConcentricRectangle(style: .circular) { padding 12 }
                shape told = ConcentricRectangle() { padding 12
                    cornerStyle circular }
            }
            """)
        #expect(outcome.node("follows")?.cornerStyle == .continuous)
        #expect(outcome.node("own")?.cornerStyle == .circular)
        #expect(outcome.node("told")?.cornerStyle == .circular)
    }

    @Test func withoutCanvasTheBoundsGetAMargin() {
        let outcome = run("shape s = Capsule() { size 80 x 40 }")
        let scene = outcome.session.scene()
        #expect(scene.canvas == Rect(x: -16, y: -16, width: 112, height: 72))
        #expect(outcome.node("s")?.radii == radii(20, 20, 20, 20))
    }

    @Test func concentricContainerChainsToItsChildren() {
        // Beyond SwiftUI: a resolved ConcentricRectangle serves as its children's container.
        let outcome = run(
            """
            container map = RoundedRectangle(cornerRadius: 28) {
                size 400 x 300
                container card = ConcentricRectangle() {
                    padding 12
                    shape thumb = ConcentricRectangle(corners: .concentric(minimum: 10)) { padding 8
                        size 60 x 60
                        align topLeading }
                }
            }
            """)
        #expect(outcome.node("card")?.radii == radii(16, 16, 16, 16))
        #expect(outcome.node("thumb")?.radii == radii(10, 10, 10, 10))
    }

    @Test func concentricCornerRadiiInTheContainersCoordinates() {
        let outcome = run(
            """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 300 x 200
                at 50, 50
                let r = concentricCornerRadii(in: Rect(x: 12, y: 12, width: 276, height: 100))
                assert r.topLeading == 12
                assert r.bottomLeading == 0
            }
            """)
        #expect(outcome.error == nil, "\(outcome.error?.summary ?? "")")
    }

    @Test func nodeQueriesSeeTheCurrentLayout() {
        let outcome = run(
            """
            container card = RoundedRectangle(cornerRadius: 60) {
                size 360 x 500
                shape tile = ConcentricRectangle() { size 300 x 300
                    align topTrailing
                    offset -16, 16 }
            }
            print tile.frame, radii(of: tile)
            """)
        #expect(
            outcome.output == [
                "(x: 44, y: 16, width: 300, height: 300) (topLeading: 16, topTrailing: 44, bottomLeading: 0, bottomTrailing: 0)"
            ])
    }

    @Test func nodesFromLoopsAndFunctions() {
        let outcome = run(
            """
            canvas width: 500, height: 100
            func tile(_ i) {
                container RoundedRectangle(cornerRadius: 20) {
                    at i * 100, 0
                    size 90 x 90
                    shape ConcentricRectangle() { padding 10 }
                }
            }
            for i in 0..<5 { tile(i) }
            """)
        #expect(outcome.error == nil)
        #expect(outcome.session.nodeCount == 10)
        let scene = outcome.session.scene()
        #expect(scene.nodes.map(\.id) == (1...5).map { "roundedRectangle-\($0)" })
        #expect(scene.nodes.last?.children.first?.id == "roundedRectangle-5-concentricRectangle-1")
        #expect(scene.nodes.allSatisfy { $0.children.first?.radii == radii(10, 10, 10, 10) })
    }
}
