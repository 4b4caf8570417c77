// Lessons 1 to 4: the first surprise (the same radius nested looks wrong), R − d, unequal
// insets, and corners that go square far from the container's curve.
import ConcentricGeometry

extension LessonDraft {
    static let nesting: [LessonDraft] = [sameRadius, rMinusD, unequalInsets, tooFar]

    static let sameRadius = LessonDraft(
        slug: "same-radius",
        title: "The same radius, nested",
        text: """
            A card with corners of radius 40 holds a shape 16 points in from every edge. Give the \
            inner shape the same radius, 40, and it looks wrong: the gap between the two outlines \
            is 16 along the edges but wider at the corners. That corner is flared.

            Make it too small and the gap narrows at the corners instead: pinched. Exactly one \
            radius keeps the gap even all the way round: the one whose arc shares its centre with \
            the card's arc. The tool warns about the other two.

            Find it by eye first: try a few radii for 'inner' until the warnings stop.
            """,
        start: """
            // 01 · The same radius, nested. Run 'shape learn hint' when you are stuck.
            canvas width: 320, height: 240, fill: "white"

            let R = 40
            let gap = 16

            container card = RoundedRectangle(cornerRadius: R) {
                size 280 x 200
                align center
                fill "#1c1c1e"
                // TODO: 40 flares. Find the radius that keeps the gap even at the corners.
                shape inner = RoundedRectangle(cornerRadius: 40) {
                    padding gap
                    fill "#ff9f0a"
                }
            }

            """,
        goal: Goal([.noFlared("inner"), .noPinched("inner")]),
        hints: [
            "Smaller than 40, but not too small: the warning tells you the concentric radius.",
            "The inner arc must be 16 points inside the outer one, all the way round.",
            "Write 'RoundedRectangle(cornerRadius: 24)': 40 − 16 = 24.",
        ],
        solution: """
            // 01 · The same radius, nested: 24 keeps the gap even.
            canvas width: 320, height: 240, fill: "white"

            let R = 40
            let gap = 16

            container card = RoundedRectangle(cornerRadius: R) {
                size 280 x 200
                align center
                fill "#1c1c1e"
                shape inner = RoundedRectangle(cornerRadius: 24) {
                    padding gap
                    fill "#ff9f0a"
                }
            }

            """,
        focus: "inner")

    static let rMinusD = LessonDraft(
        slug: "r-minus-d",
        title: "R − d",
        text: """
            The radius that keeps a gap even is the outer radius minus the gap: r = R − d. Both \
            arcs then share one centre, d further in than the outer arc. For a card of 40 and a \
            gap of 16: 40 − 16 = 24.

            A number typed in holds for one design only. Write the rule from the script's \
            parameters, R and gap, so the inner radius follows when they change: the check tries \
            R 30 with gap 10, and R 48 with gap 8, as a slider would.
            """,
        start: """
            // 02 · R − d.
            canvas width: 320, height: 240, fill: "white"

            let R = 40
            let gap = 16

            container card = RoundedRectangle(cornerRadius: R) {
                size 280 x 200
                align center
                fill "#1c1c1e"
                // TODO: 24 is right for these numbers only. Write the radius from R and gap.
                shape inner = RoundedRectangle(cornerRadius: 24) {
                    padding gap
                    fill "#0a84ff"
                }
            }

            """,
        goal: Goal(
            [
                .radius(
                    "inner", .all,
                    Expected(
                        { $0["R"] - $0["gap"] }, { "the container's \($0.text("R")) minus the gap \($0.text("gap"))" })),
                .noFlared("inner"),
            ], variants: [["R": 30, "gap": 10], ["R": 48, "gap": 8]]),
        hints: [
            "The radius can be any expression of the script's names.",
            "The gap is 'gap' and the card's radius is 'R'.",
            "Write 'RoundedRectangle(cornerRadius: R - gap)'.",
        ],
        solution: """
            // 02 · R − d: the rule, not a number.
            canvas width: 320, height: 240, fill: "white"

            let R = 40
            let gap = 16

            container card = RoundedRectangle(cornerRadius: R) {
                size 280 x 200
                align center
                fill "#1c1c1e"
                shape inner = RoundedRectangle(cornerRadius: R - gap) {
                    padding gap
                    fill "#0a84ff"
                }
            }

            """,
        focus: "inner")

    static let unequalInsets = LessonDraft(
        slug: "unequal-insets",
        title: "Unequal insets: the larger one counts",
        text: """
            When a shape is 8 in from the top but 20 in from the sides, each corner has two \
            insets, dx and dy. Which one is d? The larger: d = max(dx, dy). With the smaller one \
            the inner arc pokes out of the outer one and the corner flares.

            Here d = max(20, 8) = 20, so r = 40 − 20 = 20. A ConcentricRectangle works this out \
            for every corner by itself.
            """,
        start: """
            // 03 · Unequal insets.
            canvas width: 320, height: 240, fill: "white"

            let R = 40
            let topGap = 8
            let sideGap = 20

            container card = RoundedRectangle(cornerRadius: R) {
                size 280 x 200
                align center
                fill "#1c1c1e"
                // TODO: R - topGap flares at the corners. Which inset should count?
                shape inner = RoundedRectangle(cornerRadius: R - topGap) {
                    padding top: topGap, bottom: topGap, horizontal: sideGap
                    fill "#30d158"
                }
            }

            """,
        goal: Goal(
            [
                .radius(
                    "inner", .all,
                    Expected(
                        { $0["R"] - max($0["topGap"], $0["sideGap"]) },
                        {
                            "the container's \($0.text("R")) minus the larger inset, "
                                + "max(\($0.text("sideGap")), \($0.text("topGap")))"
                        })),
                .noFlared("inner"),
            ], variants: [["topGap": 24, "sideGap": 12]]),
        hints: [
            "Each corner is 8 from the top edge and 20 from the side edge: which arc centre keeps both gaps?",
            "Take the larger inset: max(topGap, sideGap).",
            "Write 'ConcentricRectangle()' (or 'RoundedRectangle(cornerRadius: R - max(topGap, sideGap))').",
        ],
        solution: """
            // 03 · Unequal insets: the larger one counts.
            canvas width: 320, height: 240, fill: "white"

            let R = 40
            let topGap = 8
            let sideGap = 20

            container card = RoundedRectangle(cornerRadius: R) {
                size 280 x 200
                align center
                fill "#1c1c1e"
                shape inner = ConcentricRectangle() {
                    padding top: topGap, bottom: topGap, horizontal: sideGap
                    fill "#30d158"
                }
            }

            """,
        focus: "inner")

    static let tooFar = LessonDraft(
        slug: "too-far-goes-square",
        title: "Too far from the curve: square",
        text: """
            A concentric corner follows the container's corner only while it is near it. The photo \
            sits 12 in from the top of a card 240 high and is 120 high, so its bottom corners are \
            240 − 12 − 120 = 108 above the card's bottom edge: 24 − 108 is negative, and the \
            radius is floored at 0. The corner goes square.

            That is right, not a bug: an arc there would not be concentric with anything. To round \
            the bottom corners too, bring the card's curve to them: make the card just tall enough \
            for the photo and its inset, 120 + 2 × 12 = 144, without changing the photo.
            """,
        start: """
            // 04 · Too far from the curve: square.
            canvas width: 360, height: 280, fill: "white"

            let R = 24
            let inset = 12
            let photoHeight = 120

            // TODO: the photo's bottom corners are square. Size the card so that they round,
            // and keep the photo as it is.
            container card = RoundedRectangle(cornerRadius: R) {
                size 320 x 240
                align center
                fill "#2c2c2e"
                shape photo = ConcentricRectangle() {
                    padding inset
                    height photoHeight
                    align top
                    fill "#5e5ce6"
                }
            }

            """,
        goal: Goal(
            [
                .radius(
                    "photo", .all,
                    Expected(
                        { $0["R"] - $0["inset"] },
                        { "the card's \($0.text("R")) minus the inset \($0.text("inset")) at every corner" })),
                .frame(
                    "photo", .height,
                    Expected({ $0["photoHeight"] }, { "the photo as it was, photoHeight \($0.text("photoHeight"))" })),
            ], variants: [["inset": 8]]),
        hints: [
            "The photo's bottom corners are far from the card's bottom curve. Move the curve, not the photo.",
            "The card needs the photo's height plus the inset above and below it.",
            "Write 'size 320 x photoHeight + 2 * inset' in the card.",
        ],
        solution: """
            // 04 · Too far from the curve: a card just tall enough, so every corner rounds.
            canvas width: 360, height: 280, fill: "white"

            let R = 24
            let inset = 12
            let photoHeight = 120

            container card = RoundedRectangle(cornerRadius: R) {
                size 320 x photoHeight + 2 * inset
                align center
                fill "#2c2c2e"
                shape photo = ConcentricRectangle() {
                    padding inset
                    height photoHeight
                    align top
                    fill "#5e5ce6"
                }
            }

            """,
        focus: "photo")
}
