// `shape help learn`: the course's commands, keys and files, with the lessons listed from the
// course's own table.
import ShapeLessons

extension LearnCommand {
    static var help: String {
        let lessons = Course.builtIn.lessons.map { "  \($0.number < 10 ? " " : "")\($0.number)  \($0.title)" }
        return """
            shape learn: a course in concentric geometry, checked by the resolver

            usage: shape learn [--dir DIR]                  the current lesson, re-checked on every save
                   shape learn list                         every lesson, ✓ when it has passed
                   shape learn show N                       lesson N: its text, your picture, the derivation
                   shape learn check [N]                    exit 0 when the goal holds, 1 with what differs
                   shape learn hint [N]                     the next hint, gentle first, explicit last
                   shape learn solution N [--force]         the solution, once lesson N has passed
                   shape learn reset N [--force]            put lesson N's file back to its start (on a
                                                            terminal, edits go only when you say yes)
                   shape learn --export DIR                 Markdown handouts with figures, for a class
                   shape learn --serve [--port N]           the current lesson beside its live page
                   shape learn --course DIR …               any of the above with a teacher's course
                   shape learn check-course DIR             every start fails, every solution passes,
                                                            every wrong answer fails

            options:
            \(LearnFlags.table.help())

            Each lesson is a script in DIR (default ./shape-lessons), written there on first use as
            NN-slug.shape: edit it in any editor. Your file is never overwritten except by
            'reset'. DIR/\(Progress.fileName) keeps the lesson you are on, those that passed and the
            hints shown, so you can stop and come back. Every subcommand takes --dir DIR; N
            defaults to the current lesson.

            On a terminal, 'shape learn' shows the lesson, its picture as text and the explanation
            of the node that matters, then checks the file each time you save it and prints a line
            with 'passed' when the goal holds. Keys: n next, p previous, h hint, l list,
            c check now, r reset (press it twice), q quit (or Ctrl-C).

            'shape learn --serve' serves the current lesson's file as 'shape serve' does (the
            picture, a slider per parameter, the derivation of the shape you point at, Ctrl-S to
            save) with the lesson's text and hints beside it; the goal is checked as you type, on
            every save and with the Check button, and a pass is kept in the progress file. Its
            previous and next buttons serve that lesson at the same address and make it current.
            --port N as for 'serve' (0: any free port). Ctrl-C stops it.

            A goal is checked at the script's parameters as written and again at other values, as
            a slider would set them: write the rule, not the number it gives today.

            A teacher's course (--course DIR) is a folder holding a folder a lesson, NN-slug/:
            lesson.md ('# Title', then paragraphs), start.shape, solution.shape, goal.shape
            (asserts over the scene and parameters, run after the learner's script; '// try:
            NAME = VALUE, …' lines give other values to check at, '// focus: NODE' the node to
            explain), hints.md (optional, a hint a paragraph) and NAME.wrong.shape (optional,
            mistakes that must fail; '// expect: TEXT' on the first line). The README's
            "Writing a lesson" shows one whole. '--export DIR --no-hints --no-solutions' makes
            student handouts.

            lessons:
            \(lessons.joined(separator: "\n"))
            """
    }
}
