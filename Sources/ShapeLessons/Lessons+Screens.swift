// Lessons 9 to 12: three levels of nesting, continuous corners, a device screen with a sheet,
// and `concentricCornerRadii(in:)` with the drag demo.
import ConcentricGeometry

extension LessonDraft {
    static let threeLevels = LessonDraft(
        slug: "three-levels",
        page: PackageResources.three_levels_md,
        start: PackageResources.three_levels_start_shape,
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
        solution: PackageResources.three_levels_solution_shape,
        focus: "badge")

    static let continuous = LessonDraft(
        slug: "continuous-corners",
        page: PackageResources.continuous_corners_md,
        start: PackageResources.continuous_corners_start_shape,
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
            "RoundedRectangle takes a 'style:' after its radius, '.circular' or '.continuous'.",
            "Left out, the style is '.continuous', as in SwiftUI: the photo then follows the card.",
            "The card is 'RoundedRectangle(cornerRadius: R, style: .continuous)', or 'RoundedRectangle(cornerRadius: R)'.",
        ],
        solution: PackageResources.continuous_corners_solution_shape,
        focus: "photo")

    static let deviceSheet = LessonDraft(
        slug: "device-and-sheet",
        page: PackageResources.device_and_sheet_md,
        start: PackageResources.device_and_sheet_start_shape,
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
        solution: PackageResources.device_and_sheet_solution_shape,
        focus: "sheet")

    static let askTheContainer = LessonDraft(
        slug: "concentric-corner-radii",
        page: PackageResources.concentric_corner_radii_md,
        start: PackageResources.concentric_corner_radii_start_shape,
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
        solution: PackageResources.concentric_corner_radii_solution_shape,
        focus: "box")
}
