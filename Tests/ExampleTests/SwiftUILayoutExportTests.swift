// Issue 43: constructs whose SwiftUI export laid out otherwise than the scene, each with the
// lines that now place it as drawn, type-checked against the stand-in.
#if os(Linux)
    import Foundation
    import ShapeFiles
    import ShapeLanguage
    import ShapeRendering
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
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)",
                    ]))
            #expect(
                Structure.contains(
                    lines,
                    [
                        ".frame(width: 60, height: 40)",
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottomTrailing)",
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
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)",
                        "}",
                        ".frame(maxWidth: .infinity, maxHeight: .infinity)",
                    ]))
            try Structure.typeChecks(source, "zstack-at")
        }

        /// A `ConcentricRectangle` container (a uniform one with a minimum, here) gets a container
        /// shape of its own rule over what `geometry.concentricCornerRadii` answers where it is
        /// (before: its resolved numbers, frozen at one device and one set of values), so the
        /// view follows the parameters and the device.
        @Test func aConcentricContainersShapeFollowsTheParameters() throws {
            let script = """
                canvas width: 300, height: 300
                let gap = 10
                container outer = RoundedRectangle(cornerRadius: 40) {
                    container inner = ConcentricRectangle(corners: .concentric(minimum: 6), isUniform: true) {
                        padding gap
                        height 120
                        align top
                        shape dot = ConcentricRectangle() { padding 6 }
                    }
                }
                """
            let source = Structure.swiftUI(script)
            let lines = Structure.lines(source)
            let shape = try #require(lines.first { $0.hasPrefix(".containerShape(RoundedRectangle(") })
            let half = "min(geometry.size.width, geometry.size.height) / 2"
            let largest =
                "max(max(radii.topLeading, 6), max(max(radii.topTrailing, 6), max(max(radii.bottomLeading, 6), max(radii.bottomTrailing, 6))))"
            // Uniform: one radius, a RoundedRectangle of it.
            #expect(
                shape == ".containerShape(RoundedRectangle(cornerRadius: min(\(largest), \(half)), style: .continuous))"
            )
            for gap in [4.0, 16.0] {
                let scene = try #require(SwiftUILayoutCheckTests.scene(script, overrides: ["gap": gap]))
                #expect(SwiftUILayoutCheck.mismatches(source: source, scene: scene, overrides: ["gap": gap]) == [])
            }
            try Structure.typeChecks(source, "concentric-container")
        }

        /// `concentricCornerRadii(in:)` in a stack: the reader takes the node's place, so it is
        /// neither greedy in the stack nor measuring from another origin (before: the tool said
        /// 28 and the view would have given about 8). Checked by laying the export out.
        @Test func aQueryInAStackIsAskedWhereTheShapeIs() throws {
            let script = """
                canvas width: 300, height: 300
                let gap = 12
                container card = RoundedRectangle(cornerRadius: 40) {
                    vstack spacing: 8 {
                        padding gap
                        shape a = Rectangle() { height 60 }
                        shape b = UnevenRoundedRectangle(cornerRadii: concentricCornerRadii(in: Rect(x: 12, y: 80, width: 276, height: 208))) {
                        }
                        shape c = UnevenRoundedRectangle(cornerRadii: concentricCornerRadii(in: Rect(x: 100, y: 188, width: 100, height: 100))) {
                            size 100 x 100
                            align leading
                        }
                    }
                }
                assert b.radii.bottomLeading == 28
                """
            let source = Structure.swiftUI(script)
            let lines = Structure.lines(source)
            // b asks about a rect taller than it: written in its frame's coordinates, which the
            // padding moves (the script's rect is fixed, b's frame starts at `gap`). c asks about
            // its own frame: the reader's bounds, which follow whatever SwiftUI gives it.
            #expect(
                lines.contains(
                    "UnevenRoundedRectangle(cornerRadii: geometry.concentricCornerRadii(in: CGRect(x: 12 - gap, y: 12 - gap, width: 276, height: 208)) ?? RectangleCornerRadii(), style: .continuous)"
                ))
            #expect(
                lines.contains(
                    "UnevenRoundedRectangle(cornerRadii: geometry.concentricCornerRadii(in: CGRect(origin: .zero, size: geometry.size)) ?? RectangleCornerRadii(), style: .continuous)"
                ))
            // The sized one keeps its size outside the reader, which is then no greedier than it.
            #expect(Structure.contains(lines, ["}", ".frame(width: 100, height: 100)"]))
            for overrides in [[:], ["gap": 4.0], ["gap": 30.0]] {
                let scene = try #require(SwiftUILayoutCheckTests.scene(script, overrides: overrides))
                #expect(SwiftUILayoutCheck.mismatches(source: source, scene: scene, overrides: overrides) == [])
            }
            try Structure.typeChecks(source, "query-in-stack")
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
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topTrailing)",
                    ]))
            #expect(lines.contains(".environment(\\.layoutDirection, .rightToLeft)"))
            try Structure.typeChecks(source, "rtl-at")
        }
    }

    /// Issue 43: code an iOS engineer would paste, with nothing of the tool's figures in it.
    @Suite struct SwiftUIPasteableTests {
        typealias Structure = SwiftUIStructureTests

        static let script = """
            canvas width: 300, height: 200
            container card = RoundedRectangle(cornerRadius: 24) {
                padding 16
                shape photo = ConcentricRectangle() {
                    padding 8
                    fill "white"
                    label "Photo", size: 17
                }
                shape hole = ConcentricRectangle() {
                    size 40 x 40
                    fill "clear"
                    label "small", size: 14
                }
            }
            """

        /// No grey outline for a container without a fill, no background the script did not
        /// ask for; `Color.clear`, `Color.white`, `Color.black` by their names.
        @Test func nothingOfTheFigureIsWritten() throws {
            let source = Structure.swiftUI(Self.script)
            let lines = Structure.lines(source)
            #expect(!source.contains("142 / 255"), "the figure's outline grey")
            #expect(!source.contains("242 / 255"), "the figure's canvas grey")
            #expect(!source.contains(".stroke("))
            #expect(Structure.contains(lines, ["// canvas: 300 x 200", "Color.clear"]))
            #expect(Structure.contains(lines, ["// card: 24 on every corner (continuous)", "ZStack {", "Color.clear"]))
            #expect(lines.contains(".fill(Color.white)"))
            #expect(lines.contains(".fill(Color.clear)"))
            #expect(lines.contains(".foregroundStyle(Color.black)"))
            try Structure.typeChecks(source, "pasteable")
        }

        /// A label of a text style's size has that style, so Dynamic Type scales it; another
        /// size is fixed, and says so.
        @Test func labelsUseTextStyles() throws {
            let lines = Structure.lines(Structure.swiftUI(Self.script))
            #expect(lines.contains(".font(.body)"))
            #expect(lines.contains(".font(.system(size: 14))  // no text style has this size: Dynamic Type leaves it"))
        }

        /// A `#Preview` closes the file, with the view's availability.
        @Test func theFileEndsWithAPreview() throws {
            let source = Structure.swiftUI(Self.script)
            #expect(
                source.hasSuffix(
                    """
                    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
                    #Preview {
                        TestView()
                    }

                    """))
        }

        /// No line of an example's view passes the 100 columns Xcode's Format File keeps to,
        /// comments aside: long calls take one argument a line.
        @Test(arguments: ExampleFolder.scripts)
        func noLineRunsOn(_ script: String) throws {
            let session = Session(sources: DiskSources())
            session.keepsDerivations = true
            guard session.evaluateFile(ExampleFolder.path(script)).succeeded, session.nodeCount > 0 else { return }
            let source = SwiftUIRenderer(viewName: "CheckedView").render(session.scene())
            for line in source.split(separator: "\n") {
                let code = line.range(of: "  //").map { line[..<$0.lowerBound] } ?? line
                let text = line.drop { $0 == " " }
                guard !text.hasPrefix("//"), !text.hasPrefix("Text(") else { continue }
                #expect(code.count <= 100, "\(script): \(line)")
            }
        }

        /// The struct is named after the output file, as Xcode names a view after its file.
        @Test(arguments: [
            ("CardView.swift", "CardView"), ("out/card-view.swift", "CardView"), ("2up.swift", "Shape2up"),
            ("-.swift", nil),
        ])
        func theViewIsNamedAfterItsFile(_ file: String, _ name: String?) {
            #expect(SwiftUIRenderer.viewName(forOutputFile: file) == name)
        }

        /// A corner style on a `ConcentricRectangle` is dropped (SwiftUI's takes none), and said.
        @Test func aDroppedStyleIsSaid() {
            let session = Session(sources: DiskSources())
            #expect(
                session.evaluate(
                    """
                    container card = RoundedRectangle(cornerRadius: 24) {
                        size 200 x 100
                        shape a = ConcentricRectangle(style: .circular) { padding 8 }
                        shape b = ConcentricRectangle() { padding 12; cornerStyle continuous }
                        shape c = ConcentricRectangle() { padding 16 }
                    }
                    """
                ).succeeded)
            #expect(
                SwiftUIRenderer.dropped(session.scene()) == [
                    "the SwiftUI export drops the corner style of 'a', 'b': SwiftUI's ConcentricRectangle takes none"
                ])
        }
    }
#endif
