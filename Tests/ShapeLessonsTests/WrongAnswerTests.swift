// The mistakes a class makes, lesson by lesson: each known wrong answer (an off-by-one inset,
// the wrong corner, a literal where the rule belongs, a flared radius, a missing minimum) must
// fail its lesson's goal, with the message the learner reads.
import Testing

@testable import ShapeLessons

/// One wrong answer: the lesson's solution with some text replaced, and the first thing the
/// check says about it.
struct WrongAnswer: CustomTestStringConvertible, Sendable {
    var lesson: Int
    var mistake: String
    var edits: [(String, String)]
    var message: String

    init(_ lesson: Int, _ mistake: String, _ edits: [(String, String)], _ message: String) {
        (self.lesson, self.mistake, self.edits, self.message) = (lesson, mistake, edits, message)
    }

    var testDescription: String { "lesson \(lesson): \(mistake)" }
}

@Suite struct WrongAnswerTests {
    static let answers: [WrongAnswer] = [
        // 1 · The same radius, nested
        WrongAnswer(
            1, "the same radius", [("cornerRadius: 24", "cornerRadius: 40")],
            "inner's corners are flared, rounder than concentric: 40 where concentric is 24"),
        WrongAnswer(
            1, "too small", [("cornerRadius: 24", "cornerRadius: 16")],
            "inner's corners are pinched, sharper than concentric: 16 where concentric is 24"),
        WrongAnswer(
            1, "one too many", [("cornerRadius: 24", "cornerRadius: 25")],
            "inner's corners are flared, rounder than concentric: 25 where concentric is 24"),
        WrongAnswer(
            1, "no gap at all", [("cornerRadius: 24", "cornerRadius: 40"), ("padding gap", "padding 0")],
            "inner's insets are top 0, leading 0, bottom 0, trailing 0; the goal is the gap 16 on every side"),
        WrongAnswer(
            1, "an inset one off", [("cornerRadius: 24", "cornerRadius: 23"), ("padding gap", "padding gap + 1")],
            "inner's insets are top 17, leading 17, bottom 17, trailing 17; the goal is the gap 16 on every side"),
        // 2 · R − d
        WrongAnswer(
            2, "a literal", [("cornerRadius: R - gap", "cornerRadius: 24")],
            "with R = 30, gap = 10, inner's every corner is 24; the goal is the container's 30 minus the gap 10: 20"),
        WrongAnswer(
            2, "one off", [("cornerRadius: R - gap", "cornerRadius: R - gap + 1")],
            "inner's every corner is 25; the goal is the container's 40 minus the gap 16: 24"),
        WrongAnswer(
            2, "the container's radius", [("cornerRadius: R - gap", "cornerRadius: R")],
            "inner's every corner is 40; the goal is the container's 40 minus the gap 16: 24"),
        WrongAnswer(
            2, "a literal inset", [("padding gap", "padding 16")],
            "with R = 30, gap = 10, inner's insets are top 16, leading 16, bottom 16, trailing 16; the goal is the gap 10 on every side"
        ),
        WrongAnswer(
            2, "the gap twice", [("cornerRadius: R - gap", "cornerRadius: R - 2 * gap")],
            "inner's every corner is 8; the goal is the container's 40 minus the gap 16: 24"),
        // 3 · Unequal insets
        WrongAnswer(
            3, "the smaller inset", [("ConcentricRectangle()", "RoundedRectangle(cornerRadius: R - topGap)")],
            "inner's every corner is 32; the goal is the container's 40 minus the larger inset, max(20, 8): 20"),
        WrongAnswer(
            3, "min for max", [("ConcentricRectangle()", "RoundedRectangle(cornerRadius: R - min(topGap, sideGap))")],
            "inner's every corner is 32; the goal is the container's 40 minus the larger inset, max(20, 8): 20"),
        WrongAnswer(
            3, "a literal", [("ConcentricRectangle()", "RoundedRectangle(cornerRadius: 20)")],
            "with sideGap = 12, topGap = 24, inner's every corner is 20;"
                + " the goal is the container's 40 minus the larger inset, max(12, 24): 16"),
        WrongAnswer(
            3, "the side inset by name", [("ConcentricRectangle()", "RoundedRectangle(cornerRadius: R - sideGap)")],
            "with sideGap = 12, topGap = 24, inner's every corner is 28;"
                + " the goal is the container's 40 minus the larger inset, max(12, 24): 16"),
        WrongAnswer(
            3, "the top inset on every side", [("horizontal: sideGap", "horizontal: topGap")],
            "inner's every corner is 32; the goal is the container's 40 minus the larger inset, max(20, 8): 20"),
        // 4 · Too far from the curve
        WrongAnswer(
            4, "no inset below", [("photoHeight + 2 * inset", "photoHeight + inset")],
            "photo's insets are top 12, leading 12, bottom 0, trailing 12; the goal is the inset 12 on every side"),
        WrongAnswer(
            4, "the photo's height alone", [("photoHeight + 2 * inset", "photoHeight")],
            "photo's insets are top 12, leading 12, bottom -12, trailing 12; the goal is the inset 12 on every side"),
        WrongAnswer(
            4, "a literal", [("photoHeight + 2 * inset", "144")],
            "with inset = 8, photo's corners are (topLeading: 16, topTrailing: 16, bottomLeading: 8, bottomTrailing: 8); the goal is the card's 24 minus the inset 8 at every corner: 16"
        ),
        WrongAnswer(
            4, "one off", [("photoHeight + 2 * inset", "photoHeight + 2 * inset + 1")],
            "photo's corners are (topLeading: 12, topTrailing: 12, bottomLeading: 11, bottomTrailing: 11); the goal is the card's 24 minus the inset 12 at every corner: 12"
        ),
        WrongAnswer(
            4, "the photo moved instead", [("photoHeight + 2 * inset", "240"), ("height photoHeight", "height 216")],
            "photo's height is 216; the goal is the photo as it was, photoHeight 120"),
        // 5 · .concentric(minimum:)
        WrongAnswer(
            5, "a fixed minimum on top",
            [
                (
                    "ConcentricRectangle(corners: .concentric(minimum: minimum))",
                    "ConcentricRectangle(uniformTopCorners: .fixed(minimum), uniformBottomCorners: .concentric)"
                )
            ],
            "button's corners are written [.fixed(12), .fixed(12), .concentric, .concentric]; the goal is concentric corners, so that the container decides them"
        ),
        WrongAnswer(
            5, "a literal minimum", [(".concentric(minimum: minimum)", ".concentric(minimum: 12)")],
            "with R = 40, minimum = 16, button's top corners are 12 and 12; the goal is the minimum 16, as they are far from the curve"
        ),
        WrongAnswer(
            5, "one off", [(".concentric(minimum: minimum)", ".concentric(minimum: minimum + 1)")],
            "button's top corners are 13 and 13; the goal is the minimum 12, as they are far from the curve"),
        WrongAnswer(
            5, "uniform too", [("(minimum: minimum))", "(minimum: minimum), isUniform: true)")],
            "button's top corners are 24 and 24; the goal is the minimum 12, as they are far from the curve"),
        WrongAnswer(
            5, "a rounded rectangle",
            [
                (
                    "ConcentricRectangle(corners: .concentric(minimum: minimum))",
                    "RoundedRectangle(cornerRadius: R - gap)"
                )
            ],
            "button is a RoundedRectangle; the goal is a ConcentricRectangle, so that the resolver works out its corners"
        ),
        // 6 · Uniform corners
        WrongAnswer(
            6, "not uniform", [(", isUniform: true", "")],
            "photo's corners are (topLeading: 12, topTrailing: 12, bottomLeading: 0, bottomTrailing: 0); the goal is the largest corner, the card's 24 minus the inset 12, at all four: 12"
        ),
        WrongAnswer(
            6, "a fixed radius from the rule", [(".concentric, isUniform: true", ".fixed(R - inset)")],
            "photo's corners are written [.fixed(12), .fixed(12), .fixed(12), .fixed(12)]; the goal is plain .concentric corners, which the card decides"
        ),
        WrongAnswer(
            6, "a literal", [(".concentric, isUniform: true", ".fixed(12), isUniform: true")],
            "photo's corners are written [.fixed(12), .fixed(12), .fixed(12), .fixed(12)]; the goal is plain .concentric corners, which the card decides"
        ),
        WrongAnswer(
            6, "a rounded rectangle",
            [
                (
                    "ConcentricRectangle(corners: .concentric, isUniform: true)",
                    "RoundedRectangle(cornerRadius: R - inset)"
                )
            ],
            "photo is a RoundedRectangle; the goal is a ConcentricRectangle, so that the resolver works out its corners"
        ),
        // 7 · .fixed and mixed styles
        WrongAnswer(
            7, "the pairs swapped",
            [
                (
                    "uniformTopCorners: .fixed(topRadius), uniformBottomCorners: .concentric",
                    "uniformTopCorners: .concentric, uniformBottomCorners: .fixed(topRadius)"
                )
            ],
            "sheet's top corners are written .concentric and .concentric; the goal is .fixed corners there, a number the container does not change"
        ),
        WrongAnswer(
            7, "a literal", [(".fixed(topRadius)", ".fixed(24)")],
            "with display = 47, gap = 12, topRadius = 20, sheet's top corners are 24 and 24; the goal is the design's fixed topRadius 20"
        ),
        WrongAnswer(
            7, "the bottom fixed by hand",
            [("uniformBottomCorners: .concentric", "uniformBottomCorners: .fixed(display - gap)")],
            "sheet's bottom corners are written .fixed(47) and .fixed(47); the goal is concentric corners there, so that the screen decides them"
        ),
        WrongAnswer(
            7, "a minimum for a fixed radius",
            [
                (
                    "uniformTopCorners: .fixed(topRadius), uniformBottomCorners: .concentric",
                    "corners: .concentric(minimum: topRadius)"
                )
            ],
            "sheet's top corners are written .concentric(minimum: 24) and .concentric(minimum: 24); the goal is .fixed corners there, a number the container does not change"
        ),
        WrongAnswer(
            7, "an inset one off", [("padding gap", "padding gap - 1")],
            "sheet's bottom corners are 48 and 48; the goal is the screen's 55 minus the gap 8: 47"),
        // 8 · The clamp
        WrongAnswer(
            8, "a literal", [("height 2 * (R - gap)", "height 72")],
            "with gap = 8, tag's height is 72; the goal is the smallest height with room for it, 2 × (40 − 8): 64"),
        WrongAnswer(
            8, "the radius as the height", [("height 2 * (R - gap)", "height R - gap")],
            "tag's top corners are 18 and 18; the goal is the card's 40 minus the gap 4: 36"),
        WrongAnswer(
            8, "twice the card's radius", [("height 2 * (R - gap)", "height 2 * R")],
            "tag's height is 80; the goal is the smallest height with room for it, 2 × (40 − 4): 72"),
        WrongAnswer(
            8, "one short", [("height 2 * (R - gap)", "height 2 * (R - gap) - 1")],
            "tag's top corners are 35.5 and 35.5; the goal is the card's 40 minus the gap 4: 36"),
        // 9 · Three levels
        WrongAnswer(
            9, "a rounded rectangle",
            [("shape badge = ConcentricRectangle()", "shape badge = RoundedRectangle(cornerRadius: 8)")],
            "badge is a RoundedRectangle; the goal is a ConcentricRectangle, so that the resolver works out its corners"
        ),
        WrongAnswer(
            9, "two gaps in",
            [
                (
                    "                padding gap\n                fill \"#ff375f\"",
                    "                padding 2 * gap\n                fill \"#ff375f\""
                )
            ],
            "badge's every corner is 0; the goal is the screen's 56 minus three gaps of 16, at least 0: 8"),
        WrongAnswer(
            9, "a fixed radius",
            [("shape badge = ConcentricRectangle()", "shape badge = ConcentricRectangle(corners: .fixed(8))")],
            "with gap = 20, badge's every corner is 8; the goal is the screen's 56 minus three gaps of 20, at least 0: 0"
        ),
        // 10 · Continuous corners
        WrongAnswer(
            10, "the photo keeps its own style",
            [("        padding inset\n", "        padding inset\n        cornerStyle circular\n")],
            "photo's corners are .circular; the goal is .continuous corners, as the card's"),
        WrongAnswer(
            10, "only the photo",
            [
                (", style: .continuous", ", style: .circular"),
                ("        padding inset\n", "        padding inset\n        cornerStyle continuous\n"),
            ],
            "card's corners are .circular; the goal is .continuous corners"),
        WrongAnswer(
            10, "a literal radius", [("cornerRadius: R,", "cornerRadius: 32,")],
            "with R = 40, card's every corner is 32; the goal is R 40"),
        // 11 · A device screen and a sheet
        WrongAnswer(
            11, "inside the safe area", [("    ignoresSafeArea\n", "")],
            "sheet's bottom corners are 13 and 13; the goal is the display's 55 minus the gap 8: 47"),
        WrongAnswer(
            11, "no minimum", [("corners: .concentric(minimum: 12)", "corners: .concentric")],
            "sheet's top corners are 0 and 0; the goal is the sheet's minimum 12, far from the display's top curve"),
        WrongAnswer(
            11, "an inset one off", [("padding gap", "padding gap + 1")],
            "sheet's bottom corners are 46 and 46; the goal is the display's 55 minus the gap 8: 47"),
        // 12 · concentricCornerRadii(in:)
        WrongAnswer(
            12, "radii typed in",
            [
                (
                    "UnevenRoundedRectangle(cornerRadii: here)",
                    "UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 56, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0))"
                )
            ],
            "with x = 202, box.topLeading is 56; the goal is the phone's 64 minus max(x, y) ="
                + " max(202, 8), at least 0: 0"),
        WrongAnswer(
            12, "the phone's corner asked", [("Rect(x: x, y: y,", "Rect(x: 0, y: 0,")],
            "box.topLeading is 64; the goal is the phone's 64 minus max(x, y) = max(8, 8), at least 0: 56"),
        WrongAnswer(
            12, "width and height swapped", [("width: 180, height: 130))", "width: 130, height: 180))")],
            "with x = 202, box.topTrailing is 6; the goal is the phone's 64 minus max(390 − 180 − x, y), at least 0: 56"
        ),
        WrongAnswer(
            12, "the box one off", [("at x, y", "at x + 1, y")],
            "box is 180 by 130 at 9, 8 in the phone; the goal is 180 by 130 at x, y: 8, 8"),
    ]

    @Test func everyLessonHasAtLeastThreeWrongAnswers() {
        for lesson in Course.builtIn.lessons {
            let count = Self.answers.filter { $0.lesson == lesson.number }.count
            #expect(count >= 3, "lesson \(lesson.number) has \(count) known wrong answers")
        }
    }

    @Test(arguments: answers)
    func theWrongAnswerFailsWithItsMessage(_ answer: WrongAnswer) throws {
        let lesson = try #require(Course.builtIn.lesson(answer.lesson))
        var source = lesson.solution
        for (old, new) in answer.edits {
            try #require(source.contains(old), "'\(old)' is not in lesson \(answer.lesson)'s solution")
            source = source.replacing(old, with: new)
        }
        let check = lesson.check(source, file: lesson.fileName)
        #expect(check.result.succeeded, "the wrong answer runs: \(check.result.diagnostics.map(\.message))")
        #expect(!check.passed)
        #expect(check.failures.first == answer.message)
    }
}
