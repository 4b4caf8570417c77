import ShapePictures
// Specifications of the CSS layout the CSS and HTML outputs write: a container is a one-cell
// grid whose children's padding is their margin, a stack a flex line with gap, `at` absolute and
// `offset` relative, each length an expression of the parameters. Chromium checks the boxes at
// many parameter values (Tests/Clients/test_parametric_css.py); these pin each construct.
import ShapeScene
import Testing

@testable import ShapeRendering

@Suite struct CSSLayoutTests {
    /// The stylesheet of a script, its derivation kept as `render --format css` keeps it.
    static func css(_ script: String) throws -> (css: String, unfollowed: [String]) {
        let scene = try PictureRendererTests.scene(script, keepsDerivations: true)
        return (CSSRenderer().render(scene), CSSRenderer.unfollowedNodes(scene))
    }

    /// The declarations of `.shape-id`'s rule, one a line.
    static func rule(_ id: String, in css: String) throws -> [String] {
        let start = try #require(css.range(of: "\n.shape-" + id + " {\n"), "no rule for \(id)")
        let body = css[start.upperBound...].prefix { $0 != "}" }
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aContainerIsAOneCellGridAndPaddingIsAMargin() throws {
        let (css, unfollowed) = try Self.css(
            """
            canvas width: 300, height: 200
            let gap = 10
            container card = RoundedRectangle(cornerRadius: 20) {
                size 200 x 120
                align topLeading
                shape inner = ConcentricRectangle() { padding gap; padding bottom: gap * 3; width 100; align trailing }
            }
            """)
        #expect(unfollowed.isEmpty)
        let card = try Self.rule("card", in: css)
        #expect(card.contains("justify-self: start;") && card.contains("align-self: start;"))
        #expect(card.contains("display: grid;") && card.contains("grid-template: minmax(0, 1fr) / minmax(0, 1fr);"))
        let inner = try Self.rule("inner", in: css)
        #expect(inner.contains("grid-area: 1 / 1;"))
        // Padding statements add up: the bottom is gap + 3 gap.
        #expect(inner.contains("margin-block: var(--shape-gap) calc(var(--shape-gap) * 4);"))
        #expect(inner.contains("margin-inline: var(--shape-gap);"))
        // Sized across, so aligned there; stretched down, so no align-self.
        #expect(inner.contains("width: 100px;") && inner.contains("justify-self: end;"))
        #expect(!inner.contains { $0.hasPrefix("align-self") || $0.hasPrefix("left") || $0.hasPrefix("height") })
    }

    @Test func aStackIsAFlexLineWhoseSharingChildrenMakeUpForTheirMargins() throws {
        let (css, unfollowed) = try Self.css(
            """
            canvas width: 400, height: 200
            let pad = 6
            hstack spacing: pad * 2, alignment: .top {
                shape a = RoundedRectangle(cornerRadius: 4) { padding pad }
                shape b = RoundedRectangle(cornerRadius: 4) { padding leading: pad * 3 }
                shape c = RoundedRectangle(cornerRadius: 4) { size 50 x 40 }
            }
            """)
        #expect(unfollowed.isEmpty)
        let stack = try Self.rule("hstack-1", in: css)
        #expect(stack.contains("display: flex;") && stack.contains("flex-direction: row;"))
        #expect(stack.contains("gap: calc(var(--shape-pad) * 2);"))
        // The widest margins along the row are b's (18): a's basis makes up the 6 it lacks.
        #expect(
            try Self.rule("a", in: css).contains(
                "flex: 1 1 calc(max(var(--shape-pad) * 2, var(--shape-pad) * 3) - var(--shape-pad) * 2);"))
        #expect(try Self.rule("b", in: css).contains("min-width: 0px;"))
        let c = try Self.rule("c", in: css)
        #expect(c.contains("flex: none;") && c.contains("align-self: flex-start;"))
    }

    @Test func atIsAbsoluteAndOffsetIsRelative() throws {
        let (css, unfollowed) = try Self.css(
            """
            canvas width: 300, height: 300
            let x = 20
            let shift = 5
            container box = Rectangle() {
                shape pinned = RoundedRectangle(cornerRadius: 4) { at x, x * 2; height 30 }
                shape moved = RoundedRectangle(cornerRadius: 4) { size 40 x 40; offset shift, -shift }
            }
            """)
        #expect(unfollowed.isEmpty)
        let pinned = try Self.rule("pinned", in: css)
        #expect(pinned.contains("position: absolute;") && pinned.contains("left: var(--shape-x);"))
        #expect(pinned.contains("top: calc(var(--shape-x) * 2);"))
        // What `at` leaves unset is what remains of the parent's box.
        #expect(pinned.contains("width: max(calc(100% - var(--shape-x)), 0px);") && pinned.contains("height: 30px;"))
        let moved = try Self.rule("moved", in: css)
        #expect(moved.contains("position: relative;") && moved.contains("left: var(--shape-shift);"))
        #expect(moved.contains("top: calc(-1 * var(--shape-shift));"))
    }

    /// On a device canvas a top-level node's margin holds the safe area unless it ignores it;
    /// a right-to-left row starts on the right.
    @Test func theSafeAreaAndARightToLeftRow() throws {
        let (css, _) = try Self.css(
            """
            canvas device("iPhone 15 Pro"), layoutDirection: .rightToLeft
            let inset = 12
            shape header = Rectangle() { padding inset; height 40; align top }
            container sheet = RoundedRectangle(cornerRadius: 30) {
                ignoresSafeArea
                height 200
                align bottom
                hstack spacing: inset { shape one = Rectangle() { width 40 } }
            }
            """)
        let header = try Self.rule("header", in: css)
        #expect(header.contains("margin-block: calc(var(--shape-inset) + 59px) calc(var(--shape-inset) + 34px);"))
        #expect(header.contains("margin-inline: var(--shape-inset);"))
        let sheet = try Self.rule("sheet", in: css)
        #expect(!sheet.contains { $0.hasPrefix("margin") })
        // A row follows the canvas's direction, rtl here: no row-reverse.
        #expect(try Self.rule("sheet-hstack-1", in: css).contains("flex-direction: row;"))
        #expect(css.contains("  direction: rtl;\n"))
    }

    /// A zstack inside a vstack is a one-cell grid that takes a share of the column; its
    /// children's frames follow the parameters (the derivation once measured a zstack as a row).
    @Test func aZStackInAStackIsAGridAndFollows() throws {
        let (css, unfollowed) = try Self.css(
            """
            canvas width: 300, height: 300
            let gap = 10
            container panel = RoundedRectangle(cornerRadius: 30) {
                padding gap
                vstack spacing: gap {
                    shape top = ConcentricRectangle() { height 50 }
                    zstack {
                        shape back = ConcentricRectangle() { height 60 }
                        shape badge = RoundedRectangle(cornerRadius: 4) { size 20 x 20; align trailing }
                    }
                }
            }
            """)
        #expect(unfollowed.isEmpty, "\(unfollowed)")
        let zstack = try Self.rule("panel-zstack-1", in: css)
        #expect(zstack.contains("display: grid;") && zstack.contains("min-height: 0px;"))
        #expect(try Self.rule("top", in: css).contains("flex: none;"))
    }

    /// A stack whose spacing no expression gives places its nodes by a number: they are the
    /// ones the warning names, and the stack's rule says which length it is, once.
    @Test func aStackThatCannotFollowNamesTheNodesItPlaces() throws {
        let (css, unfollowed) = try Self.css(
            """
            canvas width: 300, height: 300
            let gap = 10
            func twice(_ x) {
                if x > 0 { return x * 2 }
                return 0
            }
            container box = RoundedRectangle(cornerRadius: 20) {
                padding gap
                vstack spacing: twice(gap) {
                    shape a = ConcentricRectangle() { height 40 }
                    hstack spacing: 0 { shape b = ConcentricRectangle() { width 40 } }
                }
            }
            """)
        #expect(unfollowed == ["a", "b"])
        #expect(css.contains("(no expression of the parameters gives them): spacing */\n.shape-box-vstack-1 {"))
        #expect(try Self.rule("box-vstack-1", in: css).contains("gap: 20px;"))
    }

    /// A circle's box is its outline, a square inside its frame: it is placed absolutely, its
    /// square's expressions from its frame's (side min(w, h), centred), and stays a circle.
    @Test func aCircleIsPlacedByItsSquare() throws {
        let (css, unfollowed) = try Self.css(
            """
            canvas width: 300, height: 300
            let gap = 10
            let side = 40
            shape dot = Circle() { padding gap; size side x 60 }
            """)
        #expect(unfollowed.isEmpty)
        let dot = try Self.rule("dot", in: css)
        #expect(dot.contains("position: absolute;") && dot.contains("border-radius: 50%;"))
        #expect(
            dot.contains("width: min(var(--shape-side), 60px);")
                && dot.contains("height: min(var(--shape-side), 60px);"))
    }

    @Test func paddingLargerThanItsAreaIsPlacedWhereLayoutCollapsesIt() throws {
        let script = """
            canvas width: 300, height: 200
            container card = RoundedRectangle(cornerRadius: 20) {
                size 200 x 100
                shape wide = Rectangle() { padding leading: 150, trailing: 90 }
                shape fits = Rectangle() { padding 10 }
            }
            """
        let scene = try PictureRendererTests.scene(script, keepsDerivations: true)
        #expect(CSSRenderer.overpaddedNodes(scene).compactMap { scene.node(at: $0)?.id } == ["wide"])
        let css = try Self.css(script).css
        // Crossed edges meet at their midpoint, (150 + 200 - 90) / 2 = 130 from the leading edge.
        let wide = try Self.rule("wide", in: css)
        #expect(wide.contains("margin-inline: 130px 70px;") && wide.contains("width: 0px;"))
        #expect(try Self.rule("fits", in: css).contains("margin: 10px;"))
    }
}
