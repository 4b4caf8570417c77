// The SwiftUI output keeps the script's structure: one small script per construct (containers,
// each ConcentricRectangle initializer, stacks, padding, sizes, alignment, offsets, labels,
// parameters, loops, a device screen), its source checked line by line, and every one
// type-checked against the SwiftUI stand-in.
#if os(Linux)
    import Foundation
    import ShapeFiles
    import ShapeLanguage
    import ShapeRendering
    import ShapeScene
    import Testing

    @Suite struct SwiftUIStructureTests {
        /// The SwiftUI source of `script`, evaluated as the command line does for an export.
        static func swiftUI(_ script: String, set overrides: [String: Double] = [:]) -> String {
            let session = Session(sources: DiskSources())
            session.keepsDerivations = true
            session.parameterOverrides = overrides
            let result = session.evaluate(script)
            #expect(result.succeeded, "\(result.diagnostics)")
            return SwiftUIRenderer(viewName: "TestView").render(session.scene())
        }

        /// The lines of `source` without their indentation, a call wrapped over several lines
        /// (one argument a line) joined back into one.
        static func lines(_ source: String) -> [String] {
            SwiftUISourceReader.joined(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        }

        /// Type-checks `source` against the stand-in.
        static func typeChecks(_ source: String, _ name: String) throws {
            let path = try SwiftUIOutputTests.temporaryFile("structure-" + name, source)
            try SwiftUIOutputTests.typeCheck(path)
        }

        /// Whether `needle` appears in `lines` as consecutive lines.
        static func contains(_ lines: [String], _ needle: [String]) -> Bool {
            guard needle.count <= lines.count else { return false }
            return (0...(lines.count - needle.count)).contains { Array(lines[$0..<($0 + needle.count)]) == needle }
        }

        static let card = """
            canvas width: 400, height: 300
            let cardRadius = 28
            let gap = 12
            container card = RoundedRectangle(cornerRadius: cardRadius) {
                size 360 x 260
                align top
                offset 0, 4
                fill "white"
                label "card", size: 12, alignment: .bottom
                shape photo = ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true) {
                    padding gap
                    height 200 - gap
                    align top
                    fill "indigo"
                }
            }
            """

        /// An opacity that follows a parameter is its expression, written even where the
        /// parameter's value is 1 (another value fades it); a fixed one is its number.
        @Test(arguments: [("0.6", ".opacity(fade)"), ("1", ".opacity(fade)")])
        func anOpacityFollowsItsParameter(value: String, expected: String) throws {
            let source = Self.swiftUI(
                """
                let fade = \(value)
                canvas width: 200, height: 200
                shape s = Rectangle() {
                    size 100 x 100
                    opacity fade
                }
                shape t = Rectangle() {
                    size 50 x 50
                    opacity 0.5
                }
                """)
            let lines = Self.lines(source)
            #expect(lines.contains(expected))
            #expect(lines.contains(".opacity(0.5)"))
            #expect(source.contains("var fade: CGFloat = \(value)"))
        }

        @Test func containersAreTheirShapeWithItsContainerShape() throws {
            let source = Self.swiftUI(Self.card)
            let lines = Self.lines(source)
            #expect(
                Self.contains(
                    lines,
                    [
                        "// card: 28 on every corner (continuous)", "ZStack {",
                        "RoundedRectangle(cornerRadius: cardRadius, style: .continuous)", ".fill(Color.white)",
                    ]))
            #expect(
                Self.contains(
                    lines,
                    [
                        ".containerShape(RoundedRectangle(cornerRadius: cardRadius, style: .continuous))",
                        ".frame(width: 360, height: 260)",
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)",
                        ".offset(x: 0, y: 4)",
                    ]))
            try Self.typeChecks(source, "card")
        }

        @Test func parametersAreThePropertiesTheLayoutReads() throws {
            let source = Self.swiftUI(Self.card)
            let lines = Self.lines(source)
            #expect(lines.contains("var cardRadius: CGFloat = 28"))
            #expect(lines.contains("var gap: CGFloat = 12"))
            #expect(
                Self.contains(
                    lines,
                    [
                        "ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)",
                        ".fill(Color(red: 75 / 255, green: 0, blue: 130 / 255))", ".frame(height: 200 - gap)",
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)",
                        ".padding(gap)",
                    ]))
            // A value set from outside is the property's default; the layout still reads the name.
            let set = Self.lines(Self.swiftUI(Self.card, set: ["gap": 20]))
            #expect(set.contains("var gap: CGFloat = 20"))
            #expect(set.contains(".padding(gap)"))
        }

        @Test func aParameterTheLayoutDoesNotReadIsSaidToBeOne() {
            let lines = Self.lines(Self.swiftUI("let unused = 3\nshape Rectangle() { size 10 x 10 }"))
            #expect(
                lines.contains("var unused: CGFloat = 3  // a parameter of the script the view's layout does not read"))
        }

        @Test func expressionsKeepTheirPrecedence() throws {
            let script = """
                canvas width: 300, height: 300
                let a = 10
                let b = 4
                shape Rectangle() {
                    width (a - b) * 2
                    height a - (b + 2)
                    padding top: max(a, b) / 2, leading: a, bottom: 0, trailing: 0
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(lines.contains(".frame(width: (a - b) * 2, height: a - (b + 2))"))
            #expect(lines.contains(".padding(EdgeInsets(top: max(a, b) / 2, leading: a, bottom: 0, trailing: 0))"))
            try Self.typeChecks(source, "precedence")
        }

        /// Each of the nine initializers, written as the script wrote it.
        @Test(arguments: [
            ("ConcentricRectangle()", "ConcentricRectangle()"),
            ("ConcentricRectangle(corners: .concentric)", "ConcentricRectangle(corners: .concentric)"),
            (
                "ConcentricRectangle(corners: .concentric, isUniform: false)",
                "ConcentricRectangle(corners: .concentric)"
            ),
            (
                "ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)",
                "ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true)"
            ),
            (
                "ConcentricRectangle(topLeadingCorner: .fixed(4))",
                "ConcentricRectangle(topLeadingCorner: .fixed(4), topTrailingCorner: .concentric, bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)"
            ),
            (
                "ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric)",
                "ConcentricRectangle(uniformTopCorners: .fixed(16), uniformBottomCorners: .concentric)"
            ),
            (
                "ConcentricRectangle(uniformTopCorners: .fixed(16))",
                "ConcentricRectangle(uniformTopCorners: .fixed(16), bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)"
            ),
            (
                "ConcentricRectangle(uniformBottomCorners: .concentric(minimum: 8), topLeadingCorner: .fixed(2))",
                "ConcentricRectangle(uniformBottomCorners: .concentric(minimum: 8), topLeadingCorner: .fixed(2), topTrailingCorner: .concentric)"
            ),
            (
                "ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(6))",
                "ConcentricRectangle(uniformLeadingCorners: .concentric, uniformTrailingCorners: .fixed(6))"
            ),
            (
                "ConcentricRectangle(uniformLeadingCorners: .fixed(6), bottomTrailingCorner: .fixed(1))",
                "ConcentricRectangle(uniformLeadingCorners: .fixed(6), topTrailingCorner: .concentric, bottomTrailingCorner: .fixed(1))"
            ),
            (
                "ConcentricRectangle(uniformTrailingCorners: .fixed(6), topLeadingCorner: .concentric)",
                "ConcentricRectangle(uniformTrailingCorners: .fixed(6), topLeadingCorner: .concentric, bottomLeadingCorner: .concentric)"
            ),
        ])
        func theInitializerTheScriptUsed(written: String, expected: String) throws {
            let script = """
                canvas width: 200, height: 200
                container RoundedRectangle(cornerRadius: 40) {
                    shape \(written) { padding 8 }
                }
                """
            let source = Self.swiftUI(script)
            #expect(Self.lines(source).contains(expected))
        }

        @Test func aMinimumFromAParameterIsAFixedStyle() throws {
            let script = """
                canvas width: 200, height: 200
                let floor = 6
                container RoundedRectangle(cornerRadius: 40) {
                    shape ConcentricRectangle(corners: .concentric(minimum: floor), isUniform: true) { padding 8 }
                    shape ConcentricRectangle(topLeadingCorner: .fixed(floor * 2)) { padding 60 }
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(
                lines.contains("ConcentricRectangle(corners: .concentric(minimum: .fixed(floor)), isUniform: true)"))
            #expect(
                lines.contains(
                    "ConcentricRectangle(topLeadingCorner: .fixed(floor * 2), topTrailingCorner: .concentric, bottomLeadingCorner: .concentric, bottomTrailingCorner: .concentric)"
                ))
            try Self.typeChecks(source, "minimum")
        }

        @Test func stacksAreStacksWithTheirSpacingAndAlignment() throws {
            let script = """
                canvas width: 300, height: 300
                let gap = 8
                vstack spacing: gap, alignment: .leading {
                    padding 16
                    shape Rectangle() { size 40 x 20 }
                    hstack spacing: 4, alignment: .bottom {
                        shape Capsule() { size 30 x 10 }
                        shape Circle() { size 20 x 20 }
                    }
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(lines.contains("VStack(alignment: .leading, spacing: gap) {"))
            #expect(lines.contains("HStack(alignment: .bottom, spacing: 4) {"))
            #expect(Self.contains(lines, ["}", ".padding(16)"]))
            // In a stack a child's place is the stack's to decide: no alignment frame.
            #expect(!lines.contains(".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)"))
            try Self.typeChecks(source, "stacks")
        }

        @Test func aLoopWhoseIterationsAreAlikeIsAForEach() throws {
            let script = """
                canvas width: 300, height: 100
                hstack spacing: 4 {
                    for i in 0..<3 {
                        shape row = ConcentricRectangle() { size 40 x 40; fill "teal" }
                    }
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(lines.contains("// the loop at line 3, every iteration alike:"))
            #expect(Self.contains(lines, ["ForEach(0..<3) { _ in", "ConcentricRectangle()"]))
            #expect(lines.contains("// row-3: 0 on every corner (circular)"))
            #expect(lines.filter { $0 == "ConcentricRectangle()" }.count == 1)
            try Self.typeChecks(source, "foreach")
        }

        @Test func aLoopWhoseIterationsDifferIsUnrolledWithAComment() throws {
            let script = """
                canvas width: 300, height: 100
                hstack spacing: 4 {
                    for i in 0..<3 {
                        shape Rectangle() { size 40 x 10 + i * 10 }
                    }
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(
                lines.contains(
                    "// the loop at line 3, unrolled: its iterations differ, by values SwiftUI would need the loop's data for"
                ))
            #expect(!source.contains("ForEach"))
            #expect(lines.contains(".frame(width: 40, height: 30)"))
            try Self.typeChecks(source, "unrolled")
        }

        @Test func aDeviceCanvasIsTheScreenWithNothingOfTheDeviceWrittenIn() throws {
            let script = """
                canvas device("iPhone 15 Pro"), fill: "black"
                shape bar = ConcentricRectangle() {
                    ignoresSafeArea
                    padding 8
                    height 96
                    align bottom
                }
                shape card = RoundedRectangle(cornerRadius: 20) { height 100; align top; padding 16 }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(Self.contains(lines, ["ZStack {", "Color.black", ".ignoresSafeArea()"]))
            #expect(
                Self.contains(
                    lines,
                    [
                        ".frame(height: 96)",
                        ".frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottom)",
                        ".padding(8)", ".ignoresSafeArea()",
                    ]))
            #expect(lines.filter { $0 == ".ignoresSafeArea()" }.count == 2, "the card stays in the safe area")
            // The iPhone 15 Pro's size, display radius and safe-area insets.
            for number in ["393", "852", "55", "59", "34"] {
                #expect(
                    source.range(of: "\\b" + number + "\\b", options: .regularExpression) == nil,
                    "\(number) is the device's, which SwiftUI supplies")
            }
            #expect(!source.contains("containerShape"))
            try Self.typeChecks(source, "device")
        }

        /// A `ConcentricRectangle` that holds nodes, which SwiftUI takes as no container shape,
        /// reads its radii where it is (issue 43; before: its resolved numbers, frozen).
        @Test func aNestedConcentricContainerReadsItsRadiiWhereItIs() throws {
            let script = """
                canvas width: 300, height: 300
                container outer = RoundedRectangle(cornerRadius: 40) {
                    container inner = ConcentricRectangle() {
                        padding 10
                        shape dot = ConcentricRectangle() { padding 6 }
                    }
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(
                Self.contains(
                    lines,
                    [
                        "// inner: 30 on every corner (continuous)", "GeometryReader { geometry in",
                        "let radii = geometry.concentricCornerRadii ?? RectangleCornerRadii()", "ZStack {",
                        "Color.clear",
                    ]))
            #expect(
                lines.contains(
                    ".containerShape(UnevenRoundedRectangle(topLeadingRadius: radii.topLeading, bottomLeadingRadius: radii.bottomLeading, bottomTrailingRadius: radii.bottomTrailing, topTrailingRadius: radii.topTrailing, style: .continuous))"
                ))
            #expect(!source.contains("Radius: 30"), "no resolved number stands in")
            try Self.typeChecks(source, "nested")
        }

        @Test func labelsAreOverlaysAndNumbersAreRoundedForReading() throws {
            let script = """
                canvas width: 300, height: 300
                shape Rectangle() {
                    size 100 / 3 x 20
                    offset 0.1 + 0.2, 0
                    label "a \\"b\\"", size: 13, alignment: .topLeading
                }
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(Self.contains(lines, [".overlay(alignment: .topLeading) {", "Text(verbatim: \"a \\\"b\\\"\")"]))
            #expect(lines.contains(".frame(width: 33.3333, height: 20)"))
            #expect(lines.contains(".offset(x: 0.3, y: 0)"))
            try Self.typeChecks(source, "label")
        }

        @Test func aShapeDrawnWithAQueryAsksItInAGeometryReader() throws {
            let script = """
                canvas width: 300, height: 300
                container panel = RoundedRectangle(cornerRadius: 40, style: .continuous) {
                    padding 10
                    shape box = UnevenRoundedRectangle(
                        cornerRadii: concentricCornerRadii(in: Rect(x: 8, y: 8, width: 120, height: 80)), style: .continuous) {
                        at 8, 8
                        size 120 x 80
                    }
                    let answer = concentricCornerRadii(in: Rect(x: 0, y: 0, width: 50, height: 50))
                    shape copied = UnevenRoundedRectangle(cornerRadii: answer) { size 50 x 50; align topLeading }
                    shape computed = RoundedRectangle(cornerRadius: answer.topLeading / 2) {
                        size 50 x 50
                        align bottomLeading
                    }
                }
                assert box.radii.topLeading == 32
                """
            let source = Self.swiftUI(script)
            let lines = Self.lines(source)
            #expect(
                Self.contains(
                    lines,
                    [
                        "// box: topLeading 32, topTrailing 0, bottomLeading 0, bottomTrailing 0 (continuous)",
                        "GeometryReader { geometry in",
                        // The box's own frame: the reader's bounds, which follow the device and values.
                        "UnevenRoundedRectangle(cornerRadii: geometry.concentricCornerRadii(in: CGRect(origin: .zero, size: geometry.size)) ?? RectangleCornerRadii(), style: .continuous)",
                    ]))
            let scene = try #require(SwiftUILayoutCheckTests.scene(script))
            #expect(SwiftUILayoutCheck.mismatches(source: source, scene: scene) == [])
            // An answer bound with `let` is asked again where the shape that takes it is (its
            // rect in that shape's frame); a value computed from one is the number it was.
            #expect(lines.filter { $0 == "GeometryReader { geometry in" }.count == 2)
            #expect(
                Self.contains(
                    lines,
                    [
                        "// copied: topLeading 25, topTrailing 0, bottomLeading 0, bottomTrailing 0 (continuous)",
                        "GeometryReader { geometry in",
                        "UnevenRoundedRectangle(cornerRadii: geometry.concentricCornerRadii(in: CGRect(origin: .zero, size: geometry.size)) ?? RectangleCornerRadii(), style: .continuous)",
                    ]))
            #expect(lines.contains("RoundedRectangle(cornerRadius: 12.5, style: .continuous)"))
            #expect(source.contains("//   GeometryProxy.concentricCornerRadii: iOS 27 / macOS 27\n"))
            #expect(source.contains("@available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)\n"))
            try Self.typeChecks(source, "query")
        }

        @Test func theHeaderSaysWhichOSEachAPINeeds() {
            let concentric = Self.swiftUI("shape ConcentricRectangle() { size 10 x 10 }")
            #expect(concentric.contains("//   ConcentricRectangle, Edge.Corner.Style: iOS 26 / macOS 26\n"))
            #expect(
                concentric.contains("@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)\n"))
            let plain = Self.swiftUI("shape RoundedRectangle(cornerRadius: 4) { size 10 x 10 }")
            #expect(!plain.contains("iOS 26"))
            #expect(!plain.contains("@available"))
        }
    }
#endif
