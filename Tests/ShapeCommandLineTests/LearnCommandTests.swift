// `shape learn`'s subcommands as scripts and teachers drive them, through the real binary: the
// folder written on first use, check's exit statuses and words, hints one at a time, the
// solution only after a pass, reset, progress kept between runs, and the exported handouts.
import Foundation
import Testing

@Suite struct LearnCommandTests {
    /// Runs `shape learn --dir DIR` with `arguments` in a fresh folder's `lessons`.
    private func learn(_ arguments: [String], in folder: TemporaryFolder) throws -> RunResult {
        try runShape(["learn", "--dir", folder.path("lessons")] + arguments)
    }

    @Test func theFirstRunWritesEveryExerciseAndTheListMarksPasses() throws {
        let folder = try TemporaryFolder()
        let list = try learn(["list"], in: folder)
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("▸    1  The same radius, nested  (01-same-radius.shape)\n"))
        #expect(list.output.hasSuffix("0 of 12 passed\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("lessons")).sorted()
        #expect(files.count == 12 && files.first == "01-same-radius.shape")

        // An edited file is the learner's: another run does not touch it.
        let file = folder.path("lessons/02-r-minus-d.shape")
        let solved = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "cornerRadius: 24) {", with: "cornerRadius: R - gap) {")
        try solved.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try learn(["check", "2"], in: folder)
        #expect(check.status == 0)
        #expect(
            check.output
                == "passed: lesson 2 · R − d\nnext: 3 · Unequal insets: the larger one counts ('shape learn show 3')\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == solved)
        let after = try learn(["list"], in: folder)
        #expect(after.output.contains("  ✓  2  R − d"))
        #expect(after.output.hasSuffix("1 of 12 passed\n"))
    }

    @Test func checkSaysInWordsWhatDiffersAndExitsOne() throws {
        let folder = try TemporaryFolder()
        let typed = try learn(["check", "2"], in: folder)
        #expect(typed.status == 1)
        #expect(
            typed.output.hasPrefix(
                "lesson 2 not yet:\n  with R = 30, gap = 10, inner's every corner is 24;"
                    + " the goal is the container's 30 minus the gap 10: 20\n"))
        let current = try learn(["check"], in: folder)
        #expect(current.status == 1)
        #expect(current.output.hasPrefix("lesson 1 not yet:\n  inner's corners are flared"))
        // A script that does not run: its located diagnostic, then the reason in words.
        try "shape x = Nope()\n".write(
            toFile: folder.path("lessons/03-unequal-insets.shape"), atomically: true, encoding: .utf8)
        let broken = try learn(["check", "3"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.error.contains("03-unequal-insets.shape:1:11: error:"))
        #expect(broken.output.hasPrefix("lesson 3 not yet:\n  the script stops with an error: "))
    }

    @Test func hintsComeOneAtATimeAndAreRemembered() throws {
        let folder = try TemporaryFolder()
        let first = try learn(["hint", "4"], in: folder)
        #expect(first.output.hasPrefix("hint 1 of 3 for lesson 4: "))
        #expect(try learn(["hint", "4"], in: folder).output.hasPrefix("hint 2 of 3 for lesson 4: "))
        #expect(try learn(["hint", "4"], in: folder).output.hasPrefix("hint 3 of 3 for lesson 4: Write 'size 320 x"))
        let again = try learn(["hint", "4"], in: folder)
        #expect(again.output.hasPrefix("hint 3 of 3 for lesson 4: "))
        #expect(again.output.contains("that is the last hint"))
        // Another lesson starts from its first; reset starts the lesson's hints again.
        #expect(try learn(["hint", "5"], in: folder).output.hasPrefix("hint 1 of 3 for lesson 5: "))
        #expect(try learn(["reset", "4"], in: folder).status == 0)
        #expect(try learn(["hint", "4"], in: folder).output.hasPrefix("hint 1 of 3 for lesson 4: "))
    }

    @Test func theSolutionComesAfterAPassOrWithForce() throws {
        let folder = try TemporaryFolder()
        let refused = try learn(["solution", "6"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.error.contains("lesson 6 has not passed yet"))
        #expect(refused.output.isEmpty)
        let forced = try learn(["solution", "6", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(forced.output.contains("ConcentricRectangle(corners: .concentric, isUniform: true)"))
        // The solution, saved as the learner's file, passes; then it is shown without --force.
        try forced.output.write(
            toFile: folder.path("lessons/06-uniform-corners.shape"), atomically: true, encoding: .utf8)
        #expect(try learn(["check", "6"], in: folder).status == 0)
        #expect(try learn(["solution", "6"], in: folder).output == forced.output)
    }

    @Test func resetPutsTheStartBackAndShowMovesTheCourse() throws {
        let folder = try TemporaryFolder()
        _ = try learn(["list"], in: folder)
        let file = folder.path("lessons/07-fixed-and-mixed.shape")
        let start = try String(contentsOfFile: file, encoding: .utf8)
        try "// my attempt\n".write(toFile: file, atomically: true, encoding: .utf8)
        let reset = try learn(["reset", "7"], in: folder)
        #expect(reset.output == "reset \(file) to its start\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == start)
        let show = try learn(["show", "7"], in: folder)
        #expect(show.status == 0)
        #expect(
            show.output.hasPrefix("7 · .fixed and mixed styles: the Notes format sheet\n\nThe Notes app's format sheet")
        )
        #expect(
            show.output.contains("sheet: ConcentricRectangle in canvas (RoundedRectangle), frame 8, 484, 377 x 360"))
        #expect(try learn(["list"], in: folder).output.contains("▸    7  .fixed"))
        #expect(
            try String(contentsOfFile: folder.path("lessons/progress.txt"), encoding: .utf8).contains("current 7\n"))
    }

    /// A lesson's file that is a FIFO (or a link to one) would make a writer wait for a reader
    /// for ever: reset refuses it at once, and leaves it a FIFO.
    @Test(arguments: [false, true])
    func resetOfAFIFOReturnsWithAnError(throughALink: Bool) throws {
        let folder = try TemporaryFolder()
        _ = try learn(["list"], in: folder)
        let name = try #require(
            FileManager.default.contentsOfDirectory(atPath: folder.path("lessons")).sorted().dropFirst(2).first)
        let path = folder.path("lessons/" + name)
        try FileManager.default.removeItem(atPath: path)
        let fifo = throughALink ? folder.path("fifo") : path
        #expect(mkfifo(fifo, 0o644) == 0)
        if throughALink { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: fifo) }
        // Spawned, so that a writer waiting on the FIFO is killed after 20 s instead of hanging.
        let reset = try SpawnedProcess(
            [ShapeBinary.path, "learn", "--dir", folder.path("lessons"), "reset", "3"], in: folder.url)
        #expect(reset.wait(seconds: 20) == .exit(1))
        #expect(reset.error.contains("is a FIFO (named pipe), not a lesson file"), "\(reset.error)")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func aDamagedProgressFileIsReportedWithItsLine() throws {
        let folder = try TemporaryFolder()
        _ = try learn(["list"], in: folder)
        try "current 2\npassed 1 40\n".write(
            toFile: folder.path("lessons/progress.txt"), atomically: true, encoding: .utf8)
        let run = try learn(["list"], in: folder)
        #expect(run.status == 1)
        #expect(run.error.contains("progress.txt:2: error: there is no lesson 40; the course has 12"))
    }

    @Test(arguments: [
        (["show"], "'show' needs a lesson number N"),
        (["show", "13"], "'13' is not a lesson: give a number from 1 to 12"),
        (["chek"], "unknown 'learn' subcommand 'chek'; did you mean 'check'?"),
        (["check", "--force"], "'--force' goes with 'solution N' or 'reset N', not 'check'"),
        (["list", "--export", "x"], "'--export DIR' writes every lesson; give no subcommand with it"),
        (["--frobnicate"], "unknown option '--frobnicate' for 'learn'"),
        (["list", "--no-hints"], "'--no-hints' and '--no-solutions' go with '--export DIR'"),
        (["check-course"], "'check-course' takes one course folder"),
        (["check-course", "a", "b"], "'check-course' takes one course folder"),
    ])
    func aWrongCommandLineIsAUsageError(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        let run = try learn(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("lessons")), "nothing written")
    }

    @Test func withoutATerminalTheCourseShowsAndChecksTheCurrentLesson() throws {
        let folder = try TemporaryFolder()
        let run = try learn([], in: folder)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("1 · The same radius, nested\n"))
        #expect(run.output.contains("lesson 1 not yet:"))
    }

    @Test func theHelpListsTheLessonsFromTheCourse() throws {
        let help = try runShape(["help", "learn"])
        #expect(help.status == 0)
        #expect(help.output.contains("shape learn check [N]"))
        #expect(help.output.contains("  12  concentricCornerRadii(in:) and the drag demo"))
        #expect(try runShape(["--help"]).output.contains("learn                a course in concentric geometry"))
    }

    @Test func theExportIsAHandoutPerLessonWithFiguresAndExercises() throws {
        let folder = try TemporaryFolder()
        let run = try runShape(["learn", "--export", folder.path("class")])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty, "the starts' warnings stay out of the export: \(run.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("class")).sorted()
        #expect(names.filter { $0.hasSuffix(".md") }.count == 13)
        #expect(names.filter { $0.hasSuffix(".shape") }.count == 12)
        let figures = try FileManager.default.contentsOfDirectory(atPath: folder.path("class/figures"))
        #expect(figures.count == 24)
        let handout = try String(contentsOfFile: folder.path("class/04-too-far-goes-square.md"), encoding: .utf8)
        #expect(handout.hasPrefix("# 4 · Too far from the curve: square\n"))
        #expect(handout.contains("![The start of lesson 4](figures/start-4.svg)"))
        #expect(handout.contains("![A solution of lesson 4](figures/solution-4.svg)"))
        #expect(!handout.contains("```shape"), "every shape block became a figure")
        let svg = try String(contentsOfFile: folder.path("class/figures/solution-4.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<path id=\"photo\""))
        let solution = try String(
            contentsOfFile: folder.path("class/solutions/04-too-far-goes-square.shape"), encoding: .utf8)
        #expect(solution.contains("size 320 x photoHeight + 2 * inset"))
        // The exercise files are the starts: a class checks them with the tool later.
        let exercise = try runShape(["learn", "--dir", folder.path("class"), "check", "4"])
        #expect(exercise.status == 1)
    }
}
