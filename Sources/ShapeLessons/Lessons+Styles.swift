// Lessons 5 to 8: a minimum for corners far from the curve, uniform corners, `.fixed` beside
// `.concentric` (the Notes format sheet), and the clamp to half the shorter side.
import ConcentricGeometry

extension LessonDraft {
    static let minimum = LessonDraft(
        slug: "concentric-minimum",
        page: PackageResources.concentric_minimum_md,
        start: PackageResources.concentric_minimum_start_shape,
        goal: Goal(
            [
                .radius(
                    "button", .bottom,
                    Expected(
                        { max($0["R"] - $0["gap"], $0["minimum"]) },
                        {
                            "the sheet's \($0.text("R")) minus the gap \($0.text("gap")),"
                                + " never below the minimum \($0.text("minimum"))"
                        })),
                .radius(
                    "button", .top,
                    Expected(
                        { $0["minimum"] }, { "the minimum \($0.text("minimum")), as the corner is far from the curve" })
                ),
                .kind("button", "ConcentricRectangle"),
                .written("button", .all, .concentric),
                .inset("button", [.bottom, .leading, .trailing], .parameter("gap", "the gap")),
                .frame("button", .height, .constant(80, "the button as it was, 80 high")),
            ], variants: [["R": 40, "minimum": 16], ["gap": 26]]),
        hints: [
            "A corner style can carry a floor.",
            "The style is '.concentric(minimum: …)', given to every corner with 'corners:'.",
            "Write 'ConcentricRectangle(corners: .concentric(minimum: minimum))'.",
        ],
        solution: PackageResources.concentric_minimum_solution_shape,
        focus: "button")

    static let uniform = LessonDraft(
        slug: "uniform-corners",
        page: PackageResources.uniform_corners_md,
        start: PackageResources.uniform_corners_start_shape,
        goal: Goal(
            [
                .radius(
                    "photo", .all,
                    Expected(
                        { $0["R"] - $0["inset"] },
                        { "the largest corner, the card's \($0.text("R")) minus the inset \($0.text("inset"))" })),
                .kind("photo", "ConcentricRectangle"),
                .uniform("photo"),
                .inset("photo", [.top, .leading, .trailing], .parameter("inset", "the inset")),
                .frame("photo", .height, .constant(150, "the photo as it was, 150 high")),
            ], variants: [["inset": 6], ["R": 30]]),
        hints: [
            "ConcentricRectangle takes a second argument after 'corners:'.",
            "'isUniform: true' gives every corner the largest radius.",
            "Write 'ConcentricRectangle(corners: .concentric, isUniform: true)'.",
        ],
        solution: PackageResources.uniform_corners_solution_shape,
        focus: "photo")

    static let fixedAndMixed = LessonDraft(
        slug: "fixed-and-mixed",
        page: PackageResources.fixed_and_mixed_md,
        start: PackageResources.fixed_and_mixed_start_shape,
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
                .written("sheet", .top, .fixed),
                .written("sheet", .bottom, .concentric),
                .inset("sheet", [.bottom, .leading, .trailing], .parameter("gap", "the gap")),
                .frame("sheet", .height, .constant(360, "the sheet as it was, 360 high")),
            ], variants: [["display": 47, "gap": 12, "topRadius": 20]]),
        hints: [
            "Two pairs of corners, two styles.",
            "'.fixed(topRadius)' for the top pair, '.concentric' for the bottom pair.",
            "Write 'ConcentricRectangle(uniformTopCorners: .fixed(topRadius), uniformBottomCorners: .concentric)'.",
        ],
        solution: PackageResources.fixed_and_mixed_solution_shape,
        focus: "sheet")

    static let clamp = LessonDraft(
        slug: "half-the-shorter-side",
        page: PackageResources.half_the_shorter_side_md,
        start: PackageResources.half_the_shorter_side_start_shape,
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
                .inset("tag", [.top, .leading, .trailing], .parameter("gap", "the gap")),
                .noOverflow("tag"),
            ], variants: [["gap": 8], ["R": 30]]),
        hints: [
            "Half the height must be at least the radius.",
            "The radius is R - gap; the height is twice that.",
            "Write 'height 2 * (R - gap)' in the tag.",
        ],
        solution: PackageResources.half_the_shorter_side_solution_shape,
        focus: "tag")
}
