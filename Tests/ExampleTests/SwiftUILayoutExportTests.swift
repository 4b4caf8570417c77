// Issue 43: constructs whose SwiftUI export laid out otherwise than the scene, each with the
// lines that now place it as drawn, type-checked against the stand-in.
#if os(Linux)
    import Testing

    @Suite struct SwiftUILayoutExportTests {
        typealias Structure = SwiftUIStructureTests

        /// A zstack is a ZStack, its children placed as in a container: each at its own
        /// alignment (before: an `HStack(spacing: 0)` that dropped it).
        @Test func aZStackKeepsItsChildrensAlignment() throws {
            let script = """
                canvas width: 300, height: 200
                container card = RoundedRectangle(cornerRadius: 30) {
                    zstack {
                        padding 10
                        shape a = ConcentricRectangle() {
                            size 80 x 60
                            align topLeading
                        }
                        shape b = ConcentricRectangle() {
                            size 60 x 40
                            align bottomTrailing
                        }
                    }
                }
                assert a.frame.x == 10 && b.frame.maxX == 290 && b.frame.maxY == 190
                """
            let source = Structure.swiftUI(script)
            let lines = Structure.lines(source)
            #expect(!source.contains("HStack"))
            #expect(
                Structure.contains(
                    lines,
                    [
                        ".frame(width: 80, height: 60)",
                        ".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)",
                    ]))
            #expect(
                Structure.contains(
                    lines,
                    [
                        ".frame(width: 60, height: 40)",
                        ".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)",
                    ]))
            // The zstack fills its padded area, as its script's frame does.
            #expect(
                Structure.contains(lines, ["}", ".frame(maxWidth: .infinity, maxHeight: .infinity)", ".padding(10)"]))
            try Structure.typeChecks(source, "zstack-alignment")
        }

        /// A child placed with `at` in a zstack is placed from the zstack's top-leading corner
        /// (before: an overlay on an empty 0 × 0 stack, drawn from the centre).
        @Test func anAtInAZStackIsPlacedFromItsCorner() throws {
            let script = """
                canvas width: 400, height: 300
                container screen = RoundedRectangle(cornerRadius: 62) {
                    zstack {
                        shape box = ConcentricRectangle() {
                            at 8, 8
                            size 180 x 130
                        }
                    }
                }
                assert box.radii.topLeading == 54
                """
            let source = Structure.swiftUI(script)
            let lines = Structure.lines(source)
            #expect(!source.contains("overlay(alignment: .topLeading)"))
            #expect(
                Structure.contains(
                    lines,
                    [
                        ".frame(width: 180, height: 130)",
                        ".padding(EdgeInsets(top: 8, leading: 8, bottom: 0, trailing: 0))",
                        ".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)", "}",
                        ".frame(maxWidth: .infinity, maxHeight: .infinity)",
                    ]))
            try Structure.typeChecks(source, "zstack-at")
        }

        /// `at x, y` is physical: in right-to-left, where SwiftUI mirrors leading, the inset from
        /// the left edge is trailing padding in a top-trailing frame (before: leading padding,
        /// which SwiftUI puts on the right).
        @Test func anAtStaysOnTheLeftInRightToLeft() throws {
            let script = """
                canvas width: 300, height: 200, layoutDirection: .rightToLeft
                container card = RoundedRectangle(cornerRadius: 24) {
                    shape box = ConcentricRectangle() {
                        at 100, 20
                        size 50 x 40
                    }
                }
                assert box.frame.x == 100
                """
            let source = Structure.swiftUI(script)
            let lines = Structure.lines(source)
            #expect(
                Structure.contains(
                    lines,
                    [
                        ".frame(width: 50, height: 40)",
                        ".padding(EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 100))",
                        ".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)",
                    ]))
            #expect(lines.contains(".environment(\\.layoutDirection, .rightToLeft)"))
            try Structure.typeChecks(source, "rtl-at")
        }
    }
#endif
