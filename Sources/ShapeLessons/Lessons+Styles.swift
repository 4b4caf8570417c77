// Lessons 5 to 8: a minimum for corners far from the curve, uniform corners, `.fixed` beside
// `.concentric` (the Notes format sheet), and the clamp to half the shorter side.
import ConcentricGeometry

extension LessonDraft {
    static let styles: [LessonDraft] = [minimum, uniform, fixedAndMixed, clamp]

    static let minimum = LessonDraft(
        slug: "concentric-minimum",
        title: ".concentric(minimum:)",
        text: """
            A button sits 8 in from the bottom of a sheet of radius 32. Its bottom corners follow \
            the sheet: 32 − 8 = 24. Its top corners are far from any curve and go square, which \
            looks harsh on a button.

            .concentric(minimum: m) keeps the rule and adds a floor: r = max(R − d, 0, m). Near \
            the curve the corner is still concentric; far from it, it is m. Give the button a \
            minimum of 12 from the script's parameter 'minimum'.
            """,
        start: """
            // 05 · .concentric(minimum:).
            canvas width: 360, height: 260, fill: "white"

            let R = 32
            let gap = 8
            let minimum = 12

            container sheet = RoundedRectangle(cornerRadius: R) {
                size 320 x 220
                align center
                fill "#2c2c2e"
                // TODO: the button's top corners are square. Keep the bottom ones concentric and
                // never let a corner go below 'minimum'.
                shape button = ConcentricRectangle() {
                    padding gap
                    height 80
                    align bottom
                    fill "#0a84ff"
                }
            }

            """,
        goal: Goal(
            [
                .radius(
                    "button", .bottom,
                    Expected({ $0["R"] - $0["gap"] }, { "the sheet's \($0.text("R")) minus the gap \($0.text("gap"))" })
                ),
                .radius(
                    "button", .top,
                    Expected(
                        { $0["minimum"] }, { "the minimum \($0.text("minimum")), as the corner is far from the curve" })
                ),
                .kind("button", "ConcentricRectangle"),
            ], variants: [["R": 40, "minimum": 16]]),
        hints: [
            "A corner style can carry a floor.",
            "The style is '.concentric(minimum: …)', given to every corner with 'corners:'.",
            "Write 'ConcentricRectangle(corners: .concentric(minimum: minimum))'.",
        ],
        solution: """
            // 05 · .concentric(minimum:): concentric near the curve, never below the minimum.
            canvas width: 360, height: 260, fill: "white"

            let R = 32
            let gap = 8
            let minimum = 12

            container sheet = RoundedRectangle(cornerRadius: R) {
                size 320 x 220
                align center
                fill "#2c2c2e"
                shape button = ConcentricRectangle(corners: .concentric(minimum: minimum)) {
                    padding gap
                    height 80
                    align bottom
                    fill "#0a84ff"
                }
            }

            """,
        focus: "button")

    static let uniform = LessonDraft(
        slug: "uniform-corners",
        title: "Uniform corners",
        text: """
            A photo at the top of a card gets concentric top corners, 24 − 12 = 12, and square \
            bottom ones, far from the card's bottom curve. Sometimes a design wants all four \
            corners alike.

            isUniform: true makes every corner take the largest radius of the group: here 12 at \
            all four. It is still worked out from the container, so it follows the inset.
            """,
        start: """
            // 06 · Uniform corners.
            canvas width: 340, height: 300, fill: "white"

            let R = 24
            let inset = 12

            container card = RoundedRectangle(cornerRadius: R) {
                size 300 x 260
                align center
                fill "#2c2c2e"
                // TODO: make all four corners of the photo alike, still concentric at the top.
                shape photo = ConcentricRectangle() {
                    padding inset
                    height 150
                    align top
                    fill "#bf5af2"
                }
            }

            """,
        goal: Goal(
            [
                .radius(
                    "photo", .all,
                    Expected(
                        { $0["R"] - $0["inset"] },
                        { "the largest corner, the card's \($0.text("R")) minus the inset \($0.text("inset"))" })),
                .kind("photo", "ConcentricRectangle"),
            ], variants: [["inset": 6]]),
        hints: [
            "ConcentricRectangle takes a second argument after 'corners:'.",
            "'isUniform: true' gives every corner the largest radius.",
            "Write 'ConcentricRectangle(corners: .concentric, isUniform: true)'.",
        ],
        solution: """
            // 06 · Uniform corners: the largest radius of the group on every corner.
            canvas width: 340, height: 300, fill: "white"

            let R = 24
            let inset = 12

            container card = RoundedRectangle(cornerRadius: R) {
                size 300 x 260
                align center
                fill "#2c2c2e"
                shape photo = ConcentricRectangle(corners: .concentric, isUniform: true) {
                    padding inset
                    height 150
                    align top
                    fill "#bf5af2"
                }
            }

            """,
        focus: "photo")

    static let fixedAndMixed = LessonDraft(
        slug: "fixed-and-mixed",
        title: ".fixed and mixed styles: the Notes format sheet",
        text: """
            The Notes app's format sheet floats 8 points inside the screen, whose corners have \
            radius 55. Its bottom corners follow the screen's: 55 − 8 = 47. Its top corners are \
            far from any curve, and the design gives them a fixed 24 instead.

            .fixed(r) is a radius that ignores the container. Corner styles mix: give the top \
            corners one style and the bottom corners another with \
            ConcentricRectangle(uniformTopCorners:uniformBottomCorners:).
            """,
        start: """
            // 07 · .fixed and mixed styles: the Notes format sheet.
            let display = 55
            let gap = 8
            let topRadius = 24

            canvas width: 393, height: 852, cornerRadius: display, fill: "black"

            // TODO: top corners a fixed 'topRadius', bottom corners concentric with the screen.
            container sheet = ConcentricRectangle() {
                padding gap
                height 360
                align bottom
                fill "#2c2c2e"
                label "Format", size: 20, color: "white", alignment: .top
            }

            """,
        goal: Goal(
            [
                .radius(
                    "sheet", .top,
                    Expected({ $0["topRadius"] }, { "the design's fixed topRadius \($0.text("topRadius"))" })),
                .radius(
                    "sheet", .bottom,
                    Expected(
                        { $0["display"] - $0["gap"] },
                        { "the screen's \($0.text("display")) minus the gap \($0.text("gap"))" })),
            ], variants: [["display": 47, "gap": 12, "topRadius": 20]]),
        hints: [
            "Two pairs of corners, two styles.",
            "'.fixed(topRadius)' for the top pair, '.concentric' for the bottom pair.",
            "Write 'ConcentricRectangle(uniformTopCorners: .fixed(topRadius), uniformBottomCorners: .concentric)'.",
        ],
        solution: """
            // 07 · .fixed and mixed styles: fixed top corners, concentric bottom corners.
            let display = 55
            let gap = 8
            let topRadius = 24

            canvas width: 393, height: 852, cornerRadius: display, fill: "black"

            container sheet = ConcentricRectangle(uniformTopCorners: .fixed(topRadius), uniformBottomCorners: .concentric) {
                padding gap
                height 360
                align bottom
                fill "#2c2c2e"
                label "Format", size: 20, color: "white", alignment: .top
            }

            """,
        focus: "sheet")

    static let clamp = LessonDraft(
        slug: "half-the-shorter-side",
        title: "The clamp: half the shorter side",
        text: """
            No corner can be rounder than half the shape's shorter side: r = min(r, min(w, h) / 2). \
            The tag sits 4 in from a card of radius 40, so its top corners should be 40 − 4 = 36; \
            but the tag is only 40 high, so they are clamped to 20, and each pokes out past the card's curve.

            Give the tag the height that just makes room: twice the radius it should have, \
            2 × 36 = 72. Write it from R and gap so it holds when the gap changes.
            """,
        start: """
            // 08 · The clamp: half the shorter side.
            canvas width: 340, height: 160, fill: "white"

            let R = 40
            let gap = 4

            container card = RoundedRectangle(cornerRadius: R) {
                size 300 x 120
                align center
                fill "#1c1c1e"
                // TODO: the tag's top corners are clamped. Make it just tall enough for R - gap.
                shape tag = ConcentricRectangle() {
                    padding gap
                    height 40
                    align top
                    fill "#ffd60a"
                }
            }

            """,
        goal: Goal(
            [
                .radius(
                    "tag", .top,
                    Expected({ $0["R"] - $0["gap"] }, { "the card's \($0.text("R")) minus the gap \($0.text("gap"))" })),
                .notClamped("tag"),
                .frame(
                    "tag", .height,
                    Expected(
                        { 2 * ($0["R"] - $0["gap"]) },
                        { "the smallest height with room for it, 2 × (\($0.text("R")) − \($0.text("gap")))" })),
            ], variants: [["gap": 8]]),
        hints: [
            "Half the height must be at least the radius.",
            "The radius is R - gap; the height is twice that.",
            "Write 'height 2 * (R - gap)' in the tag.",
        ],
        solution: """
            // 08 · The clamp: a tag just tall enough for its concentric corners.
            canvas width: 340, height: 160, fill: "white"

            let R = 40
            let gap = 4

            container card = RoundedRectangle(cornerRadius: R) {
                size 300 x 120
                align center
                fill "#1c1c1e"
                shape tag = ConcentricRectangle() {
                    padding gap
                    height 2 * (R - gap)
                    align top
                    fill "#ffd60a"
                }
            }

            """,
        focus: "tag")
}
