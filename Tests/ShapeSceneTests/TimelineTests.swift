// The animation's clock: curves against numbers worked out another way (the spring's by
// integrating its equation of motion step by step, the timing curves by bisection on the
// Bézier), and the timeline's legs, reversals, ends and frames.
import ConcentricGeometry
import ShapeScene
import Testing

@Suite struct AnimationCurveTests {
    /// x'' = −(2π/response)²(x − 1) − (4π·ζ/response)·x', from rest at 0, integrated with
    /// fourth-order Runge–Kutta at a step of 10 µs (Python, not this code), at 0.1, 0.25, 0.5 s.
    @Test(arguments: [
        (0.5, 0.5, [0.479612, 1.1407, 0.989822]),
        (0.55, 0.825, [0.346502, 0.865861, 1.010082]),  // SwiftUI's spring()
        (0.6, 0.75, [0.318993, 0.865373, 1.025756]),  // example 15's
        (0.4, 1.0, [0.465584, 0.902924, 0.996563]),  // critically damped
        (0.3, 2.0, [0.385372, 0.735119, 0.934875]),  // overdamped
    ])
    func theSpringFollowsItsEquationOfMotion(response: Double, damping: Double, expected: [Double]) {
        let spring = AnimationCurve.spring(response: response, dampingFraction: damping)
        for (seconds, value) in zip([0.1, 0.25, 0.5], expected) {
            #expect(abs(spring.progress(at: seconds, of: 2) - value) < 2e-6, "at \(seconds) s")
        }
        #expect(spring.progress(at: 0, of: 2) == 0)
    }

    /// The spring's progress reads seconds, not the fraction of the leg: a longer leg does not
    /// slow it down.
    @Test func theSpringKeepsItsOwnPace() {
        let spring = AnimationCurve.spring(response: 0.5, dampingFraction: 0.5)
        #expect(spring.progress(at: 0.25, of: 1) == spring.progress(at: 0.25, of: 10))
        #expect(spring.isSpring && !AnimationCurve.easeInOut.isSpring)
    }

    /// Within 0.1% of 1 from its settling duration on, and not just before it.
    @Test(arguments: [(0.5, 0.5), (0.55, 0.825), (0.4, 1.0), (0.3, 2.0)])
    func theSettlingDurationIsWhenTheSpringStaysNearOne(response: Double, damping: Double) throws {
        let spring = AnimationCurve.spring(response: response, dampingFraction: damping)
        let settles = try #require(spring.settlingDuration())
        for step in 0...200 {
            let seconds = settles + Double(step) * 0.01
            #expect(abs(1 - spring.progress(at: seconds, of: 1)) <= 0.001 + 1e-12, "at \(seconds) s")
        }
        // The bound is the envelope: a little before it the spring may still be outside 0.1%,
        // and at 80% of it, it is (for these springs).
        #expect(abs(1 - spring.progress(at: settles * 0.8, of: 1)) > 0.001)
        #expect(AnimationCurve.easeInOut.settlingDuration() == nil)
    }

    /// Core Animation's timing functions (the same as CSS's), by bisection on the Bézier.
    @Test(arguments: [
        (AnimationCurve.easeIn, [0.017027, 0.093465, 0.315357, 0.621862]),
        (AnimationCurve.easeOut, [0.160572, 0.378138, 0.684643, 0.906535]),
        (AnimationCurve.easeInOut, [0.019722, 0.129162, 0.5, 0.870838]),
        (AnimationCurve.linear, [0.1, 0.25, 0.5, 0.75]),
    ])
    func timingCurvesMatchTheirBeziers(curve: AnimationCurve, expected: [Double]) {
        for (fraction, value) in zip([0.1, 0.25, 0.5, 0.75], expected) {
            #expect(abs(curve.value(at: fraction) - value) < 1e-6, "\(curve.spelled) at \(fraction)")
            // A leg of 4 s reads the fraction of its length.
            #expect(abs(curve.progress(at: fraction * 4, of: 4) - value) < 1e-6)
        }
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.progress(at: -1, of: 4) == 0 && curve.progress(at: 9, of: 4) == 1)
    }

    @Test func curvesAreSpelledAsAScriptWritesThem() {
        #expect(AnimationCurve.easeInOut.spelled == ".easeInOut")
        #expect(
            AnimationCurve.spring(response: 0.5, dampingFraction: 0.7).spelled
                == ".spring(response: 0.5, dampingFraction: 0.7)")
    }
}

@Suite struct TimelineTests {
    @Test func aForwardLegRunsTheCurveAndThenRepeats() {
        let timeline = Timeline(duration: 2, curve: .linear, repetition: .forever)
        #expect(timeline.moment(at: 0) == .start)
        #expect(timeline.moment(at: 0.5) == Moment(seconds: 0.5, time: 0.5, progress: 0.25, leg: 0))
        #expect(timeline.moment(at: 2.5) == Moment(seconds: 2.5, time: 0.5, progress: 0.25, leg: 1))
        #expect(timeline.period == 2 && timeline.totalDuration == nil)
    }

    /// A reversed leg runs back: `time` from the duration to 0, progress the curve run from 1
    /// to 0 (for a symmetric curve, the forward leg backwards).
    @Test func everySecondLegRunsBackWhenItAutoreverses() {
        let timeline = Timeline(duration: 2, curve: .easeIn, repetition: .forever, autoreverses: true)
        let back = timeline.moment(at: 2.5)
        #expect(back.leg == 1 && back.time == 1.5)
        #expect(abs(back.progress - (1 - AnimationCurve.easeIn.value(at: 0.25))) < 1e-12)
        #expect(timeline.moment(at: 4.5) == timeline.moment(at: 0.5).with(seconds: 4.5, leg: 2))
        #expect(timeline.period == 4)
    }

    /// A finite animation stops at its end: later moments are its last one.
    @Test func aFiniteAnimationHoldsItsEnd() {
        let twice = Timeline(duration: 1.5, curve: .linear, repetition: .count(2))
        #expect(twice.totalDuration == 3)
        #expect(twice.moment(at: 3) == Moment(seconds: 3, time: 1.5, progress: 1, leg: 1))
        #expect(twice.moment(at: 99) == twice.moment(at: 3))
        #expect(twice.moment(at: -1) == .start)
        let reversing = Timeline(duration: 1, curve: .linear, repetition: .count(3), autoreverses: true)
        #expect(reversing.moment(at: 3).progress == 1 && reversing.moment(at: 3).leg == 2)
        #expect(reversing.periodsPlayed == 1.5)
    }

    /// A period is cut into whole steps at about the rate asked for, so the frames fill it.
    @Test func framesFillThePeriod() {
        let timeline = Timeline(duration: 2, repetition: .forever, autoreverses: true, framesPerSecond: 30)
        let sampling = timeline.sampling()
        #expect(sampling.intervals == 120 && sampling.step == 4.0 / 120)
        #expect(sampling.time(ofFrame: 60) == 2)
        let odd = Timeline(duration: 1.05, framesPerSecond: 10).sampling()
        #expect(odd.intervals == 11 && abs(odd.framesPerSecond - 11 / 1.05) < 1e-12)
        #expect(Timeline(duration: 0.01).sampling().intervals == 1)
        #expect(sampling.steps(in: 8) == 240)
    }

    @Test func aTimelineSaysWhatItIs() {
        #expect(
            Timeline(duration: 2, curve: .easeInOut, repetition: .forever, autoreverses: true).summary
                == "2 s, .easeInOut, forever, autoreversing, 30 fps")
        #expect(
            Timeline(duration: 0.5, repetition: .count(3), framesPerSecond: 12).summary
                == "0.5 s, .linear, 3 times, 12 fps")
    }
}

extension Moment {
    fileprivate func with(seconds: Double, leg: Int) -> Moment {
        Moment(seconds: seconds, time: time, progress: progress, leg: leg)
    }
}
