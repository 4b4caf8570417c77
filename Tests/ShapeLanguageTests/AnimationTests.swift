// The timeline in the language: `animation`, `time` and `progress`, `keyframes`, and the frames
// of a session, each the script evaluated again at its moment and resolved anew.
import ConcentricGeometry
import ShapeScene
import Testing

@testable import ShapeLanguage

/// A box dragged from x = 8 to x = 202 along the bottom of a 390 x 844 screen of radius 64.
private let drag = """
    canvas width: 390, height: 844, cornerRadius: 64
    animation duration: 2, fps: 10
    shape box = ConcentricRectangle() {
        at keyframes([8, 202], at: progress), 706
        size 180 x 130
    }
    print "x", box.frame.x
    """

@Suite struct AnimationLanguageTests {
    @Test func aStillScriptHasNoTimelineAndReadsTheClockAtZero() {
        let outcome = run("print time, progress")
        #expect(outcome.output == ["0 0"])
        #expect(outcome.session.timeline == nil)
        #expect(outcome.session.animate().animation == nil)
        #expect(outcome.session.frame(at: 3).scene != nil)
    }

    @Test func theStatementDeclaresTheTimeline() throws {
        let outcome = run(
            "animation duration: 1.5, curve: .spring(response: 0.4, dampingFraction: 1), repeat: 3, autoreverses: true, fps: 12"
        )
        #expect(outcome.error == nil)
        let timeline = try #require(outcome.session.timeline)
        #expect(
            timeline
                == Timeline(
                    duration: 1.5, curve: .spring(response: 0.4, dampingFraction: 1), repetition: .count(3),
                    autoreverses: true, framesPerSecond: 12))
        #expect(run("animation duration: 2, repeat: .forever").session.timeline?.repetition == .forever)
        #expect(run("animation duration: 2, curve: .spring").session.timeline?.curve == .defaultSpring)
        #expect(run("animation duration: 2").session.timeline == Timeline(duration: 2))
    }

    @Test(arguments: [
        ("animation duration: 0", "value.out-of-range"),
        ("animation repeat: 2", "call.missing-argument"),
        ("animation duration: 2, repeat: 1.5", "value.out-of-range"),
        ("animation duration: 2, repeat: .easeIn", "call.argument-type"),
        ("animation duration: 2, curve: .forever", "call.argument-type"),
        ("animation duration: 2, fps: 0", "value.out-of-range"),
        ("animation duration: 2, fps: 241", "value.out-of-range"),
        ("animation duration: 2, curve: .spring(response: 0)", "value.out-of-range"),
        ("animation duration: 2, speed: 3", "call.unknown-label"),
        ("animation duration: 3600, fps: 30", "animation.frames"),
        ("animation duration: 1\nanimation duration: 2", "animation.again"),
        ("shape Rectangle() { animation duration: 1 }", "animation.not-top-level"),
        ("func f() { animation duration: 1 }\nf()", "animation.not-top-level"),
    ])
    func mistakesAreLocatedErrors(source: String, code: String) throws {
        let error = try #require(run(source).error)
        #expect(error.code.rawValue == code, "\(error.message)")
    }

    @Test func theREPLMayDeclareTheAnimationAgain() {
        let session = Session()
        #expect(session.evaluate("animation duration: 1", interactive: true).succeeded)
        #expect(session.evaluate("animation duration: 3", interactive: true).succeeded)
        #expect(session.timeline?.duration == 3)
        session.reset()
        #expect(session.timeline == nil)
    }

    @Test func aVariableHidesTheClock() {
        #expect(output(of: "let time = 5\nprint time + progress") == ["5"])
    }

    @Test func anUnsettledSpringIsAWarningNamingWhenItSettles() throws {
        let outcome = run("animation duration: 0.2, curve: .spring(response: 0.6, dampingFraction: 0.5)")
        let warning = try #require(outcome.warnings.first)
        #expect(warning.code == .animationSpring)
        #expect(warning.message.hasPrefix("the spring is still moving when a leg ends"))
        #expect(
            run("animation duration: 0.2, curve: .spring(response: 0.6, dampingFraction: 0.5)\nsilence spring")
                .warnings.isEmpty)
        #expect(run("animation duration: 3, curve: .spring(response: 0.6, dampingFraction: 0.5)").warnings.isEmpty)
    }
}

@Suite struct KeyframesTests {
    @Test(arguments: [
        ("keyframes([0, 100], at: 0.25)", "25"),
        ("keyframes([0, 100, 40], at: 0.75)", "70"),
        ("keyframes([0, 100, 40], at: 0.25, curve: .easeInOut)", "50"),
        ("keyframes([7], at: 0.6)", "7"),
        ("keyframes([0, 100], at: 1.5)", "150"),  // a spring's overshoot goes on in a line
        ("keyframes([0, 100], at: -0.5)", "-50"),
        ("keyframes([Point(x: 0, y: 10), Point(x: 10, y: 30)], at: 0.5)", "(x: 5, y: 20)"),
        ("keyframes([Size(width: 10, height: 20), Size(width: 30, height: 20)], at: 0.5)", "20 x 20"),
        (
            "keyframes([Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 10, width: 20, height: 0)], at: 0.5)",
            "(x: 5, y: 5, width: 15, height: 5)"
        ),
    ])
    func stopsAreSpreadEvenlyAndEasedPerStop(expression: String, expected: String) {
        #expect(output(of: "print " + expression) == [expected])
    }

    @Test(arguments: [
        "keyframes([], at: 0.5)",
        "keyframes(3, at: 0.5)",
        "keyframes([1, Point(x: 0, y: 0)], at: 0.5)",
        "keyframes([\"a\", \"b\"], at: 0.5)",
        "keyframes([1, 2], at: 0.5, curve: .spring)",
        "keyframes([1, 2])",
    ])
    func wrongStopsAreErrors(expression: String) {
        #expect(run("print " + expression).error != nil)
    }
}

@Suite struct FrameTests {
    /// Every frame is laid out again and every radius resolved for that frame's geometry: the
    /// same as the resolver gives for the box where it is.
    @Test func aFrameIsTheScriptAtItsMomentResolvedAnew() throws {
        let outcome = run(drag)
        #expect(outcome.output == ["x 8"])
        let screen = Container(
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            shape: .roundedRectangle(cornerRadius: 64, style: .circular))
        for seconds in [0.0, 0.25, 0.5, 1.0, 1.6, 2.0] {
            let frame = outcome.session.frame(at: seconds)
            let scene = try #require(frame.scene)
            let box = try #require(scene.allNodes().first { $0.name == "box" })
            let x = 8 + 194 * seconds / 2
            #expect(abs(box.frame.minX - x) < 1e-9)
            let expected = ConcentricResolver.concentricCornerRadii(
                in: Rect(x: x, y: 706, width: 180, height: 130), container: screen, direction: .leftToRight)
            #expect(box.radii == expected, "at \(seconds) s")
            #expect(scene.animation?.moment.seconds == seconds)
        }
        // Never interpolated: halfway, both bottom corners are square, not 28 each.
        let halfway = try #require(outcome.session.frame(at: 1).scene?.allNodes().first)
        #expect(halfway.radii.bottomLeading == 0 && halfway.radii.bottomTrailing == 0)
    }

    @Test func aFramePrintsWhereItIsToldTo() {
        let session = run(drag).session
        final class Lines: @unchecked Sendable { var lines: [String] = [] }
        let lines = Lines()
        _ = session.frame(at: 1, output: { lines.lines.append($0) })
        #expect(lines.lines == ["x 105"])
    }

    @Test func anAnimationIsOnePeriodAndItsEnd() throws {
        let outcome = run(drag)
        let animation = try #require(outcome.session.animate().animation)
        #expect(animation.sampling.intervals == 20)
        #expect(animation.frames.count == 20)
        #expect(animation.end?.moment.progress == 1)
        #expect(animation.frames[0].moment == .start)
        #expect(animation.frames[5].moment.seconds == 0.5)
        // Printed once, at the first frame: the frames print nothing.
        #expect(outcome.output == ["x 8"])
        #expect(animation.playedFrames()?.count == 21)
        let forever = try #require(
            run(drag.replacingOccurrences(of: "fps: 10", with: "fps: 10, repeat: .forever")).session.animate()
                .animation)
        #expect(forever.end == nil && forever.playedFrames()?.count == 20)
        #expect(run(drag).session.animate(framesPerSecond: 5).animation?.frames.count == 10)
    }

    /// Something that moves out of the canvas makes every frame's bounds bigger, so the picture
    /// keeps one size as it plays.
    @Test func everyFrameHasTheSameBounds() throws {
        let session = run(
            "canvas width: 100, height: 100\nanimation duration: 1, fps: 4\nshape Rectangle() { at 90 * progress, 0; size 50 x 50 }"
        ).session
        let animation = try #require(session.animate().animation)
        let bounds = Set(animation.allFrames.map { "\($0.scene.bounds)" })
        #expect(bounds.count == 1)
        #expect(animation.frames[0].scene.bounds.maxX >= 140)
    }

    @Test func anAssertHoldsAtEveryFrameAndAFailureNamesTheFrame() throws {
        let outcome = run("animation duration: 1, fps: 10\nassert progress < 0.5, \"early\"")
        #expect(outcome.error == nil)
        let error = try #require(outcome.session.animate().error)
        #expect(error.code == .runtimeAssert)
        #expect(error.notes.contains { $0.message.hasPrefix("at 0.5 s into the animation") })
        #expect(outcome.session.frame(at: 0.7).error?.code == .runtimeAssert)
        #expect(outcome.session.frame(at: 0.2).error == nil)
    }

    @Test func theTimelineMayNotChangeWhileItPlays() throws {
        let outcome = run("animation duration: 1 + time, fps: 10")
        let error = try #require(outcome.session.animate().error)
        #expect(error.code == .animationChanged)
        #expect(error.message.contains("1 s, .linear, 10 fps at the start"))
    }

    /// One run of each script fits its limit; its frames together do not.
    @Test(arguments: [
        (
            "animation duration: 1, fps: 30\nvar n = 0\nfor i in 0..<3000 { n += 1 }", Limits(maxSteps: 50_000),
            DiagnosticCode.limitSteps, "the animation's frames took more than 50000 steps together"
        ),
        (
            "animation duration: 1, fps: 30\nfor i in 0..<10 { shape Rectangle() { size 1 x 1 } }",
            Limits(maxNodes: 200),
            DiagnosticCode.limitNodes, "the animation's frames hold more than 200 nodes together"
        ),
    ])
    func theFramesShareTheLimits(source: String, limits: Limits, code: DiagnosticCode, message: String) throws {
        let outcome = run(source, limits: limits)
        #expect(outcome.error == nil)
        let error = try #require(outcome.session.animate().error)
        #expect(error.code == code)
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    @Test func aWarningFirstSeenAtALaterFrameIsReportedOnceWithItsMoment() throws {
        let source = """
            canvas width: 100, height: 100
            animation duration: 1, fps: 10
            shape Rectangle() { at 70 * progress, 0; size 40 x 40 }
            """
        let outcome = run(source)
        #expect(outcome.warnings.isEmpty)
        let warnings = outcome.session.animate().diagnostics
        #expect(warnings.count == 1)
        #expect(warnings.first?.code == .geometryOverflow)
        #expect(warnings.first?.notes.first?.message.hasPrefix("at 0.9 s into the animation") == true)
        #expect(outcome.session.animate().diagnostics.isEmpty, "each warning once")
    }

    /// The REPL's chunks, `:remove` and chunks that failed are done again at every frame, as
    /// they were done.
    @Test func aFrameOfTheREPLDoesEveryChunkAgain() throws {
        let session = Session()
        #expect(session.evaluate("canvas width: 200, height: 100\nanimation duration: 1", interactive: true).succeeded)
        // A chunk that failed after making a node: done again, its node is there again.
        let failing = "let zero = 0\nshape broken = Rectangle() { size 10 x 10 }\nprint 1 / zero"
        #expect(!session.evaluate(failing, interactive: true).succeeded)
        #expect(session.evaluate("shape gone = Rectangle() { size 5 x 5 }", interactive: true).succeeded)
        #expect(
            session.evaluate("shape box = Rectangle() { at 100 * progress, 0; size 10 x 10 }", interactive: true)
                .succeeded)
        _ = session.removeNode(named: "gone")
        let scene = try #require(session.frame(at: 0.5).scene)
        let names = scene.allNodes().map { $0.name ?? "" }
        #expect(names == ["broken", "box"])
        #expect(scene.allNodes().last?.frame.minX == 50)
    }

    @Test func aRequestToStopStopsTheFrames() {
        let session = run(drag).session
        session.interrupt()
        #expect(session.animate().error?.code == .runtimeInterrupted)
    }
}
