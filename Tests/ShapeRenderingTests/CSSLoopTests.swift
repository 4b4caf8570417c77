// A loop's iterations in a stack, alike but for their position, are one class in the CSS: the
// stylesheet is the same whatever the count, so a page may hold a list of any length.
// Tests/Clients/test_css_loops.py lays such lists out in Chromium and Firefox.
import Testing

@testable import ShapeRendering

@Suite struct CSSLoopTests {
    /// A menu of `count` rows made by a loop.
    static func menu(rows count: Int, minimum: Int = 4, height: Int = 1000, named: Bool = true) -> String {
        """
        canvas width: 360, height: \(height + 40)
        let menuRadius = 20
        let gap = 8
        container menu = RoundedRectangle(cornerRadius: menuRadius, style: .circular) {
            size 300 x \(height)
            vstack spacing: gap / 2 {
                padding gap
                for item in 0..<\(count) {
                    shape \(named ? "row = " : "")ConcentricRectangle(corners: .concentric(minimum: \(minimum)), style: .circular) {
                        fill "#d1d1d6"
                    }
                }
            }
        }
        """
    }

    @Test func theStylesheetDoesNotGrowWithTheCount() throws {
        let three = try CSSLayoutTests.css(Self.menu(rows: 3)).css
        let thirty = try CSSLayoutTests.css(Self.menu(rows: 30)).css
        #expect(three == thirty)
        #expect(three.utf8.count == thirty.utf8.count)
        let one = try CSSLayoutTests.css(Self.menu(rows: 1)).css
        #expect(one == three)
        #expect(!three.contains(".shape-row-2"))
    }

    @Test func theFirstAndTheLastFollowTheContainerAndTheRestKeepTheirMinimum() throws {
        let css = try CSSLayoutTests.css(Self.menu(rows: 4)).css
        // The minimum, clamped to half the row's width across the stack (300 less two gaps).
        #expect(
            try CSSLayoutTests.rule("row", in: css).contains(
                "border-radius: max(min(4px, 150px - var(--shape-gap)), 0px);"))
        let first = try CSSLayoutTests.rule("row:first-child", in: css)
        #expect(first.count == 2)
        #expect(first.allSatisfy { $0.hasPrefix("border-start-") && $0.contains("var(--shape-menu--radius)") })
        let last = try CSSLayoutTests.rule("row:last-child", in: css)
        #expect(last.count == 2)
        #expect(last.allSatisfy { $0.hasPrefix("border-end-") && $0.contains("var(--shape-menu--radius)") })
    }

    @Test func rowsOfAFixedLengthShareOneRuleWhenEveryCornerIsTheirMinimum() throws {
        // A stack that hugs its rows moves its ends with the count: no corner there follows
        // the container, and the rule clamps to half of both sides (here a number: 4).
        let script = """
            canvas width: 400, height: 400
            let gap = 12
            container list = RoundedRectangle(cornerRadius: 20, style: .circular) {
                vstack spacing: gap {
                    for i in 0..<3 {
                        shape row = ConcentricRectangle(corners: .concentric(minimum: 4), style: .circular) {
                            height 40
                        }
                    }
                }
            }
            """
        let css = try CSSLayoutTests.css(script).css
        let row = try CSSLayoutTests.rule("row", in: css)
        #expect(row.contains("flex: none;") && row.contains("border-radius: 4px;"))
        #expect(!css.contains(":first-child") && !css.contains(".shape-row-2"))
    }

    @Test func aNamedStackIsCalledByItsName() throws {
        let css = try CSSLayoutTests.css(
            """
            canvas width: 300, height: 300
            container card = RoundedRectangle(cornerRadius: 24) {
                vstack rows spacing: 4 {
                    for i in 0..<3 {
                        shape row = ConcentricRectangle(corners: .concentric(minimum: 4)) { fill "#ccc" }
                    }
                }
                hstack card spacing: 2 { shape Rectangle() { size 10 x 10 } }
                vstack spacing: 0 { shape Rectangle() { size 10 x 10 } }
            }
            """
        ).css
        #expect(css.contains("/* rows: vstack (layout only), 300 x 300 */\n.shape-rows {\n"))
        #expect(try CSSLayoutTests.rule("rows", in: css).contains("flex-direction: column;"))
        #expect(css.contains("\n.shape-row:first-child {\n"))
        // A name a node has already gets -2; an unnamed stack keeps its path.
        #expect(css.contains("/* card-2: hstack (layout only)"))
        #expect(css.contains("\n.shape-card-vstack-1 {\n"))
        let page = try PictureRendererTests.scene(
            "canvas width: 100, height: 100\nvstack items spacing: 2 { shape Rectangle() }", keepsDerivations: true)
        #expect(HTMLRenderer().render(page).contains("class=\"shape-items\""))
    }

    @Test func aNamedStacksUnnamedRowsAreItsItems() throws {
        let script = """
            canvas width: 300, height: 300
            container card = RoundedRectangle(cornerRadius: 24) {
                vstack rows spacing: 4 {
                    for i in 0..<3 {
                        shape ConcentricRectangle(corners: .concentric(minimum: 4)) { fill "#ccc" }
                    }
                }
            }
            """
        let css = try CSSLayoutTests.css(script).css
        #expect(css.contains("\n.shape-rows-item {\n") && css.contains("\n.shape-rows-item:first-child {\n"))
        #expect(!css.contains(".shape-rows-1") && !css.contains(".shape-rows-2"))
        #expect(css.contains("/* rows-item: ConcentricRectangle in card, every iteration of the loop at line 4"))
        let page = try PictureRendererTests.scene(script, keepsDerivations: true)
        #expect(page.allNodes().map(\.id) == ["card", "rows-1", "rows-2", "rows-3"])
        let html = HTMLRenderer().render(page)
        #expect(html.components(separatedBy: "class=\"shape-rows-item\"").count == 4)
    }

    @Test func iterationsThatAreNotAlikeKeepARuleEach() throws {
        // Rows so short that the rule's clamp to half their length decides their radii: the
        // count is in every radius, so each row keeps its own rule.
        let css = try CSSLayoutTests.css(Self.menu(rows: 30, minimum: 6, height: 200)).css
        #expect(css.contains("\n.shape-row-30 {\n"))
        #expect(!css.contains(":first-child"))
        // Rows that ask for a length of their own (here one that follows the loop's variable):
        // where they end depends on the count, so they are not alike either.
        let sized = try CSSLayoutTests.css(
            """
            canvas width: 300, height: 300
            vstack spacing: 4 {
                for width in [100, 200] {
                    shape bar = RoundedRectangle(cornerRadius: 4) { width width; height 20 }
                }
            }
            """
        ).css
        #expect(sized.contains("\n.shape-bar-2 {\n"))
        // Unnamed iterations: their ids are paths (`menu-concentricRectangle-2`), not a class
        // and its count, so each keeps its rule.
        let unnamed = try CSSLayoutTests.css(Self.menu(rows: 3, named: false)).css
        #expect(unnamed.contains("\n.shape-menu-concentricRectangle-2 {\n"))
        #expect(!unnamed.contains(":first-child"))
    }
}
