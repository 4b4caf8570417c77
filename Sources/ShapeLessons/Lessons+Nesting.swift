// Lessons 1 to 4: the first surprise (the same radius nested looks wrong), R − d, unequal
// insets, and corners that go square far from the container's curve.
import ConcentricGeometry

extension LessonDraft {
    static let sameRadius = LessonDraft(
        slug: "same-radius",
        page: PackageResources.same_radius_md,
        start: PackageResources.same_radius_start_shape,
        goal: Goal([.inset("inner", .all, .parameter("gap", "the gap")), .noFlared("inner"), .noPinched("inner")]),
        hints: [
            "Smaller than 40, but not too small: the warning tells you the concentric radius.",
            "The inner arc must be 16 points inside the outer one, all the way round.",
            "Write 'RoundedRectangle(cornerRadius: 24)': 40 − 16 = 24.",
        ],
        solution: PackageResources.same_radius_solution_shape,
        focus: "inner")

    static let rMinusD = LessonDraft(
        slug: "r-minus-d",
        page: PackageResources.r_minus_d_md,
        start: PackageResources.r_minus_d_start_shape,
        goal: Goal(
            [
                .radius(
                    "inner", .all,
                    Expected(
                        { $0["R"] - $0["gap"] }, { "the container's \($0.text("R")) minus the gap \($0.text("gap"))" })),
                .inset("inner", .all, .parameter("gap", "the gap")),
                .noFlared("inner"),
            ], variants: [["R": 30, "gap": 10], ["R": 48, "gap": 8]]),
        hints: [
            "The radius can be any expression of the script's names.",
            "The gap is 'gap' and the card's radius is 'R'.",
            "Write 'RoundedRectangle(cornerRadius: R - gap)'.",
        ],
        solution: PackageResources.r_minus_d_solution_shape,
        focus: "inner")

    static let unequalInsets = LessonDraft(
        slug: "unequal-insets",
        page: PackageResources.unequal_insets_md,
        start: PackageResources.unequal_insets_start_shape,
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
                .inset("inner", [.top, .bottom], .parameter("topGap", "topGap")),
                .inset("inner", .sides, .parameter("sideGap", "sideGap")),
            ], variants: [["topGap": 24, "sideGap": 12], ["R": 48, "topGap": 4]]),
        hints: [
            "No radius keeps both gaps, 8 at the top and 20 at the sides: this tool's d is one of the two insets.",
            "Take the larger inset: max(topGap, sideGap).",
            "Write 'ConcentricRectangle()' (or 'RoundedRectangle(cornerRadius: R - max(topGap, sideGap))').",
        ],
        solution: PackageResources.unequal_insets_solution_shape,
        focus: "inner")

    static let tooFar = LessonDraft(
        slug: "too-far-goes-square",
        page: PackageResources.too_far_goes_square_md,
        start: PackageResources.too_far_goes_square_start_shape,
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
                .inset("photo", .all, .parameter("inset", "the inset")),
                .noOverflow("photo"),
            ], variants: [["inset": 8], ["photoHeight": 90]]),
        hints: [
            "The photo's bottom corners are far from the card's bottom curve. Move the curve, not the photo.",
            "The card needs the photo's height plus the inset above and below it.",
            "Write 'size 320 x photoHeight + 2 * inset' in the card.",
        ],
        solution: PackageResources.too_far_goes_square_solution_shape,
        focus: "photo")
}
