// Lessons 9 to 12: three levels of nesting, continuous corners, a device screen with a sheet,
// and `concentricCornerRadii(in:)` with the drag demo.
import ConcentricGeometry

extension LessonDraft {
    static let screens: [LessonDraft] = [threeLevels, continuous, deviceSheet, askTheContainer]

    static let threeLevels = LessonDraft(
        slug: "three-levels",
        title: "Three levels of nesting",
        text: """
            A resolved ConcentricRectangle can hold shapes itself: its radii become their \
            container's. Each level takes the gap off again. A screen of radius 56 holds a card \
            16 in (56 − 16 = 40), the card a photo 16 further in (40 − 16 = 24), and the photo a \
            badge: 24 − 16 = 8.

            Every level costs a gap, so deep nesting runs out of radius: with a gap of 20 the \
            levels get 36, then 16, then 16 − 20, which is floored at 0: the badge is square. That is the rule, not a \
            mistake; a design that nests deeply needs a larger outer radius or smaller gaps.
            """,
        start: """
            // 09 · Three levels of nesting.
            canvas width: 400, height: 400, fill: "white"

            let R = 56
            let gap = 16

            container screen = RoundedRectangle(cornerRadius: R) {
                size 360 x 360
                align center
                fill "#1c1c1e"
                container card = ConcentricRectangle() {
                    padding gap
                    fill "#3a3a3c"
                    container photo = ConcentricRectangle() {
                        padding gap
                        fill "#64d2ff"
                        // TODO: a third level: a ConcentricRectangle named 'badge', 'gap' inside the photo.
                    }
                }
            }

            """,
        goal: Goal(
            [
                .inside("badge", container: "photo"),
                .kind("badge", "ConcentricRectangle"),
                .radius(
                    "badge", .all,
                    Expected(
                        { max($0["R"] - 3 * $0["gap"], 0) },
                        { "the screen's \($0.text("R")) minus three gaps of \($0.text("gap")), at least 0" })),
            ], variants: [["gap": 20]]),
        hints: [
            "Inside the photo's braces, declare a shape the way the photo is declared inside the card.",
            "It needs a name, 'badge', and 'padding gap'.",
            "Write 'shape badge = ConcentricRectangle() { padding gap }' inside the photo.",
        ],
        solution: """
            // 09 · Three levels of nesting: each level takes the gap off again.
            canvas width: 400, height: 400, fill: "white"

            let R = 56
            let gap = 16

            container screen = RoundedRectangle(cornerRadius: R) {
                size 360 x 360
                align center
                fill "#1c1c1e"
                container card = ConcentricRectangle() {
                    padding gap
                    fill "#3a3a3c"
                    container photo = ConcentricRectangle() {
                        padding gap
                        fill "#64d2ff"
                        shape badge = ConcentricRectangle() {
                            padding gap
                            fill "#ff375f"
                        }
                    }
                }
            }

            """,
        focus: "badge")

    static let continuous = LessonDraft(
        slug: "continuous-corners",
        title: "Continuous corners",
        text: """
            Apple's screens and icons use continuous corners: the curve starts earlier along each \
            edge and bends more gently, so there is no visible seam where the straight edge meets \
            the arc. The radius rule is the same, only the curve differs: the photo 12 in from a \
            card of 32 still gets 32 − 12 = 20.

            Give the card style: .continuous, and the photo 'cornerStyle continuous', so that the \
            two curves match.
            """,
        start: """
            // 10 · Continuous corners.
            canvas width: 340, height: 240, fill: "white"

            let R = 32
            let inset = 12

            // TODO: make the card's corners continuous, and the photo's too.
            container card = RoundedRectangle(cornerRadius: R) {
                size 300 x 200
                align center
                fill "#1c1c1e"
                shape photo = ConcentricRectangle() {
                    padding inset
                    fill "#ff9f0a"
                }
            }

            """,
        goal: Goal(
            [
                .cornerStyle("card", .continuous),
                .cornerStyle("photo", .continuous),
                .radius(
                    "photo", .all,
                    Expected(
                        { $0["R"] - $0["inset"] }, { "the card's \($0.text("R")) minus the inset \($0.text("inset"))" })
                ),
            ], variants: [["inset": 20]]),
        hints: [
            "RoundedRectangle takes a 'style:' after its radius; a node's block takes a 'cornerStyle' command.",
            "The card is 'RoundedRectangle(cornerRadius: R, style: .continuous)'.",
            "Add 'cornerStyle continuous' inside the photo's braces as well.",
        ],
        solution: """
            // 10 · Continuous corners: the same radii, a gentler curve.
            canvas width: 340, height: 240, fill: "white"

            let R = 32
            let inset = 12

            container card = RoundedRectangle(cornerRadius: R, style: .continuous) {
                size 300 x 200
                align center
                fill "#1c1c1e"
                shape photo = ConcentricRectangle() {
                    padding inset
                    cornerStyle continuous
                    fill "#ff9f0a"
                }
            }

            """,
        focus: "photo")

    static let deviceSheet = LessonDraft(
        slug: "device-and-sheet",
        title: "A device screen and a sheet",
        text: """
            device("iPhone 15 Pro") is a screen 393 by 852 whose display corners have radius 55. \
            Its safe area keeps content clear of the home indicator at the bottom. A sheet 8 in from the safe area's bottom is 42 above the screen's edge, so its bottom corners \
            get only 55 − 42 = 13, and the gap to the display's curve is uneven.

            A sheet that hugs the display reaches past the safe area: with ignoresSafeArea its \
            bottom corners are 8 in from the screen's corner, 55 − 8 = 47.
            """,
        start: """
            // 11 · A device screen and a sheet.
            canvas device("iPhone 15 Pro"), fill: "black"

            let gap = 8

            // TODO: let the sheet reach into the display's bottom corners.
            container sheet = ConcentricRectangle(corners: .concentric(minimum: 12)) {
                padding gap
                height 300
                align bottom
                fill "#2c2c2e"
            }

            """,
        goal: Goal(
            [
                .radius(
                    "sheet", .bottom,
                    Expected({ 55 - $0["gap"] }, { "the display's 55 minus the gap \($0.text("gap"))" })),
                .frame(
                    "sheet", .y,
                    Expected(
                        { 852 - $0["gap"] - 300 }, { "300 high, \($0.text("gap")) above the screen's bottom edge" })),
            ], variants: [["gap": 12]]),
        hints: [
            "The sheet stops at the safe area; the display's curve is below it.",
            "A node's block can say it ignores the safe area.",
            "Add 'ignoresSafeArea' inside the sheet's braces.",
        ],
        solution: """
            // 11 · A device screen and a sheet: the sheet follows the display's corners.
            canvas device("iPhone 15 Pro"), fill: "black"

            let gap = 8

            container sheet = ConcentricRectangle(corners: .concentric(minimum: 12)) {
                ignoresSafeArea
                padding gap
                height 300
                align bottom
                fill "#2c2c2e"
            }

            """,
        focus: "sheet")

    static let askTheContainer = LessonDraft(
        slug: "concentric-corner-radii",
        title: "concentricCornerRadii(in:) and the drag demo",
        text: """
            Inside a container, concentricCornerRadii(in: rect) answers what a concentric shape \
            would get at a place, without drawing one: SwiftUI's GeometryProxy asks it on every \
            layout pass. A 180 by 130 box 8 in from the top-leading corner of a screen of radius \
            64 gets 64 − 8 = 56 there and 0 at the corners far from any curve.

            Ask for the radii where the box is, from its parameters x and y, and draw it with \
            them. The check moves the box, as the drag demo (examples/10-drag-demo.shape) does: \
            to the top-trailing corner (x 202) and into the middle of the screen.
            """,
        start: """
            // 12 · concentricCornerRadii(in:) and the drag demo.
            canvas width: 440, height: 894, fill: "#e5e5ea"

            let R = 64
            let x = 8
            let y = 8

            container phone = RoundedRectangle(cornerRadius: R) {
                at 25, 25
                size 390 x 844
                fill "#1c1c1e"
                // TODO: these radii are right for x 8, y 8 only. Ask the phone what a 180 x 130
                // box at x, y gets, and give the box those radii.
                shape box = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
                    topLeading: 56, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)) {
                    at x, y
                    size 180 x 130
                    fill "#64d2ff"
                }
            }

            """,
        goal: Goal(
            [
                .kind("box", "UnevenRoundedRectangle"),
                .radius(
                    "box", [.topLeading],
                    Expected(
                        { max($0["R"] - max($0["x"], $0["y"]), 0) },
                        {
                            "the phone's \($0.text("R")) minus max(x, y) = max(\($0.text("x")), \($0.text("y"))), at least 0"
                        })),
                .radius(
                    "box", [.topTrailing],
                    Expected(
                        { max($0["R"] - max(390 - 180 - $0["x"], $0["y"]), 0) },
                        { "the phone's \($0.text("R")) minus max(390 − 180 − x, y), at least 0" })),
                .radius(
                    "box", .bottom,
                    Expected({ _ in 0 }, { _ in "0: the bottom edge is far from the phone's bottom curve" })),
            ], variants: [["x": 202], ["x": 105, "y": 300]]),
        hints: [
            "Inside the phone's braces, concentricCornerRadii(in:) takes a Rect in the phone's coordinates.",
            "'let here = concentricCornerRadii(in: Rect(x: x, y: y, width: 180, height: 130))', before the box.",
            "Then write 'shape box = UnevenRoundedRectangle(cornerRadii: here) { … }'.",
        ],
        solution: """
            // 12 · concentricCornerRadii(in:): the box gets what the phone says a concentric shape would.
            canvas width: 440, height: 894, fill: "#e5e5ea"

            let R = 64
            let x = 8
            let y = 8

            container phone = RoundedRectangle(cornerRadius: R) {
                at 25, 25
                size 390 x 844
                fill "#1c1c1e"
                let here = concentricCornerRadii(in: Rect(x: x, y: y, width: 180, height: 130))
                shape box = UnevenRoundedRectangle(cornerRadii: here) {
                    at x, y
                    size 180 x 130
                    fill "#64d2ff"
                }
            }

            """,
        focus: "box")
}
