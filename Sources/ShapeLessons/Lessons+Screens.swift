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
                .inset("badge", .all, .parameter("gap", "the gap")),
            ], variants: [["gap": 20], ["R": 64, "gap": 12]]),
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
                .radius("card", .all, .parameter("R", "the card's R")),
                .inset("photo", .all, .parameter("inset", "the inset")),
            ], variants: [["inset": 20], ["R": 40]]),
        hints: [
            "RoundedRectangle takes a 'style:' after its radius; the photo's own 'cornerStyle' wins over the card's.",
            "The card is 'RoundedRectangle(cornerRadius: R, style: .continuous)'.",
            "Then delete the photo's 'cornerStyle circular' (or write 'cornerStyle continuous' there).",
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
                .radius("sheet", .top, .constant(12, "the sheet's minimum 12, far from the display's top curve")),
                .frame("sheet", .height, .constant(300, "the sheet as it was, 300 high")),
                .inset("sheet", [.bottom, .leading, .trailing], .parameter("gap", "the gap")),
                .noOverflow("sheet"),
            ], variants: [["gap": 12], ["gap": 4]]),
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
                    "box", [.bottomLeading],
                    Expected(
                        { max($0["R"] - max($0["x"], 844 - 130 - $0["y"]), 0) },
                        { "the phone's \($0.text("R")) minus max(x, 844 − 130 − y), at least 0" })),
                .radius(
                    "box", [.bottomTrailing],
                    Expected(
                        { max($0["R"] - max(390 - 180 - $0["x"], 844 - 130 - $0["y"]), 0) },
                        { "the phone's \($0.text("R")) minus max(390 − 180 − x, 844 − 130 − y), at least 0" })),
                .inset("box", [.leading], .parameter("x", "x")),
                .inset("box", [.top], .parameter("y", "y")),
                .frame("box", .width, .constant(180, "the box as it was, 180 wide")),
                .frame("box", .height, .constant(130, "the box as it was, 130 high")),
                .noOverflow("box"),
            ], variants: [["x": 202], ["x": 105, "y": 300], ["x": 202, "y": 706]]),
        hints: [
            "Inside the phone's braces, concentricCornerRadii(in:) takes a Rect in the phone's coordinates.",
            "'let here = concentricCornerRadii(in: Rect(x: x, y: y, width: 180, height: 130))', before the box.",
            "Then write 'shape box = UnevenRoundedRectangle(cornerRadii: here) { … }'.",
        ],
        solution: PackageResources.concentric_corner_radii_solution_shape,
        focus: "box")
}
