// The twelve lessons that come with the tool: the folders in Lessons/, compiled into the binary
// by SwiftPM (`.embedInCode`) and read by the same code as a teacher's folders. The one file of
// the module that shape.wasm leaves out (scripts/build-wasm): a page is handed the lessons'
// files instead (scripts/build-site puts them in the site).

extension Course {
    /// The twelve lessons that come with the tool.
    public static let builtIn: Course = {
        let folders = [
            BuiltIn.folder(
                "01-same-radius", PackageResources.same_radius_lesson_md, PackageResources.same_radius_start_shape,
                PackageResources.same_radius_solution_shape, PackageResources.same_radius_goal_shape,
                PackageResources.same_radius_hints_md),
            BuiltIn.folder(
                "02-r-minus-d", PackageResources.r_minus_d_lesson_md, PackageResources.r_minus_d_start_shape,
                PackageResources.r_minus_d_solution_shape, PackageResources.r_minus_d_goal_shape,
                PackageResources.r_minus_d_hints_md),
            BuiltIn.folder(
                "03-unequal-insets", PackageResources.unequal_insets_lesson_md,
                PackageResources.unequal_insets_start_shape, PackageResources.unequal_insets_solution_shape,
                PackageResources.unequal_insets_goal_shape, PackageResources.unequal_insets_hints_md),
            BuiltIn.folder(
                "04-too-far-goes-square", PackageResources.too_far_goes_square_lesson_md,
                PackageResources.too_far_goes_square_start_shape, PackageResources.too_far_goes_square_solution_shape,
                PackageResources.too_far_goes_square_goal_shape, PackageResources.too_far_goes_square_hints_md),
            BuiltIn.folder(
                "05-concentric-minimum", PackageResources.concentric_minimum_lesson_md,
                PackageResources.concentric_minimum_start_shape, PackageResources.concentric_minimum_solution_shape,
                PackageResources.concentric_minimum_goal_shape, PackageResources.concentric_minimum_hints_md),
            BuiltIn.folder(
                "06-uniform-corners", PackageResources.uniform_corners_lesson_md,
                PackageResources.uniform_corners_start_shape, PackageResources.uniform_corners_solution_shape,
                PackageResources.uniform_corners_goal_shape, PackageResources.uniform_corners_hints_md),
            BuiltIn.folder(
                "07-fixed-and-mixed", PackageResources.fixed_and_mixed_lesson_md,
                PackageResources.fixed_and_mixed_start_shape, PackageResources.fixed_and_mixed_solution_shape,
                PackageResources.fixed_and_mixed_goal_shape, PackageResources.fixed_and_mixed_hints_md),
            BuiltIn.folder(
                "08-half-the-shorter-side", PackageResources.half_the_shorter_side_lesson_md,
                PackageResources.half_the_shorter_side_start_shape,
                PackageResources.half_the_shorter_side_solution_shape,
                PackageResources.half_the_shorter_side_goal_shape, PackageResources.half_the_shorter_side_hints_md),
            BuiltIn.folder(
                "09-three-levels", PackageResources.three_levels_lesson_md, PackageResources.three_levels_start_shape,
                PackageResources.three_levels_solution_shape, PackageResources.three_levels_goal_shape,
                PackageResources.three_levels_hints_md),
            BuiltIn.folder(
                "10-continuous-corners", PackageResources.continuous_corners_lesson_md,
                PackageResources.continuous_corners_start_shape, PackageResources.continuous_corners_solution_shape,
                PackageResources.continuous_corners_goal_shape, PackageResources.continuous_corners_hints_md),
            BuiltIn.folder(
                "11-device-and-sheet", PackageResources.device_and_sheet_lesson_md,
                PackageResources.device_and_sheet_start_shape, PackageResources.device_and_sheet_solution_shape,
                PackageResources.device_and_sheet_goal_shape, PackageResources.device_and_sheet_hints_md),
            BuiltIn.folder(
                "12-concentric-corner-radii", PackageResources.concentric_corner_radii_lesson_md,
                PackageResources.concentric_corner_radii_start_shape,
                PackageResources.concentric_corner_radii_solution_shape,
                PackageResources.concentric_corner_radii_goal_shape, PackageResources.concentric_corner_radii_hints_md),
        ]
        do throws(LessonFormatError) {
            return try Course(folders: folders)
        } catch {
            // CourseTests reads every built-in lesson: a mistake in one fails there first.
            fatalError("the built-in course does not read: \(error.description)")
        }
    }()
}

/// The built-in lessons' files as compiled in: `Lessons/NN-slug/SLUG.ROLE`.
private enum BuiltIn {
    static func folder(
        _ name: String, _ page: [UInt8], _ start: [UInt8], _ solution: [UInt8], _ goal: [UInt8], _ hints: [UInt8]
    ) -> (name: String, files: [LessonFile]) {
        let slug = String(name.drop(while: { $0 != "-" }).dropFirst())
        let files = [
            ("lesson.md", page), ("start.shape", start), ("solution.shape", solution), ("goal.shape", goal),
            ("hints.md", hints),
        ]
        return (name, files.map { LessonFile(name: slug + "." + $0.0, text: String(decoding: $0.1, as: UTF8.self)) })
    }
}
