// Specifications of layout queries: whatever a script reads of the layout (`.frame`, `.radii`,
// `radii(of:)`, `concentricCornerRadii(in:)`, `explain`) is what the final layout says, however
// early it asks; a query that can never agree with the layout it leads to is a located error.
import ConcentricGeometry
import Testing

@testable import ShapeLanguage

@Suite struct QueryTests {
    /// The issue's own case: asked inside a stack, before the stack's `align` moved it.
    static let stackedProbe = """
        container box = RoundedRectangle(cornerRadius: 40) {
            size 200 x 200
            vstack spacing: 0, alignment: .leading {
                align bottomLeading
                container inner = ConcentricRectangle() {
                    size 100 x 100
                    print "promised", concentricCornerRadii(in: Rect(x: 0, y: 0, width: 100, height: 100))
                    shape probe = ConcentricRectangle() { size 100 x 100 }
                }
                shape Rectangle() { size 100 x 100 }
            }
        }
        print "probe   ", probe.radii
        """

    @Test func aQueryInsideAStackAnswersForTheFinalLayout() throws {
        let outcome = run(Self.stackedProbe)
        #expect(outcome.error == nil)
        // The stack sits at the box's top-leading corner (its two children fill the height),
        // so the probe is 0 in from the box's top-leading corner: 40 there, square elsewhere.
        #expect(
            outcome.output == [
                "promised (topLeading: 40, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0)",
                "probe    (topLeading: 40, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0)",
            ])
    }

    @Test func aFrameReadBeforeALaterAlignIsTheAlignedFrame() {
        let lines = output(
            of: """
                canvas width: 100, height: 100
                shape dot = Rectangle() {
                    size 10 x 10
                    print dot.frame
                    align bottomTrailing
                }
                """)
        #expect(lines == ["(x: 90, y: 90, width: 10, height: 10)"])
    }

    @Test func anAssertOnAProvisionalAnswerIsJudgedOnTheFinalOne() {
        let outcome = run(
            """
            canvas width: 100, height: 100
            shape dot = Rectangle() {
                size 10 x 10
                if dot.frame.x == 45 { print "provisional" } else { print "final" }
                align trailing
            }
            assert dot.frame.x == 90
            """)
        #expect(outcome.error == nil, "\(outcome.error?.summary ?? "")")
        #expect(outcome.output == ["final"])
    }

    @Test func anErrorThatStopsBeforeTheLayoutIsFinalSaysWhatWasReadEarly() throws {
        // The script stops inside the braces, so there is no final layout to answer from: the
        // error says which query read a node that was still being placed.
        let outcome = run(
            """
            canvas width: 100, height: 100
            shape dot = Rectangle() {
                size 10 x 10
                assert dot.frame.x == 90
                align trailing
            }
            """)
        let error = try #require(outcome.error)
        #expect(error.code == .runtimeAssert)
        #expect(
            error.notes.map(\.message) == [
                "'dot.frame' was read while 'dot' was still being placed: a later 'align', 'offset', 'padding' or stack can still move it"
            ])
        #expect(error.notes.first?.range?.start.description == "4:12")
    }

    @Test func anExplanationIsOfTheFinalLayout() {
        let lines = output(
            of: """
                container card = RoundedRectangle(cornerRadius: 24) {
                    size 200 x 100
                    shape photo = ConcentricRectangle() {
                        size 100 x 50
                        explain photo
                        align topLeading
                    }
                }
                """
        ).joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(lines.first == "photo: ConcentricRectangle in card (RoundedRectangle), frame 0, 0, 100 x 50")
        #expect(lines.dropFirst().first == "  topLeading     24 = container 24 − distance 0 (dx 0, dy 0)")
    }

    @Test func aQueryThatMovesItsOwnNodeNeverSettlesAndSaysSo() throws {
        let outcome = run(
            """
            container box = RoundedRectangle(cornerRadius: 40) {
                size 200 x 200
                shape a = Rectangle() {
                    size 50 x 50
                    let w = a.frame.minX
                    offset w + 10, 0
                }
            }
            """, file: "loop.shape")
        let error = try #require(outcome.error)
        #expect(error.code == .queryUnsettled)
        #expect(error.file == "loop.shape")
        #expect(error.range.start.description == "5:17")
        #expect(error.message.hasPrefix("'a.frame' never agrees with the layout it leads to: it read (x: "))
        #expect(error.message.hasSuffix("(4 runs)"))
    }

    @Test func outputIsShownOnceFromTheLastRun() {
        // The first line comes before any query and is shown as it happens; the others come
        // after one, so they are the last run's, shown once.
        let lines = output(
            of: """
                print "start"
                canvas width: 100, height: 100
                shape dot = Rectangle() {
                    size 10 x 10
                    print "x", dot.frame.x
                    align trailing
                }
                print "end"
                """)
        #expect(lines == ["start", "x 90", "end"])
    }

    @Test func aTopLevelRectIsMeasuredFromTheSafeAreaLikeATopLevelAt() {
        let lines = output(
            of: """
                canvas width: 300, height: 400, cornerRadius: 40, safeArea: EdgeInsets(top: 30)
                print concentricCornerRadii(in: Rect(x: 0, y: 0, width: 100, height: 50))
                shape probe = ConcentricRectangle() {
                    at 0, 0
                    size 100 x 50
                }
                print probe.frame.y, probe.radii
                """)
        // 0 in from the left, 30 down from the canvas top: d = 30, so 40 − 30 = 10.
        #expect(
            lines == [
                "(topLeading: 10, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0)",
                "30 (topLeading: 10, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0)",
            ])
    }

    @Test func theReplRunsAChunkAgainWithoutLosingWhatCameBefore() {
        let session = Session()
        _ = session.evaluate("var count = 1\ncanvas width: 100, height: 100", interactive: true)
        let result = session.evaluate(
            """
            count = count + 1
            shape dot = Rectangle() {
                size 10 x 10
                print dot.frame.x
                align trailing
            }
            """, interactive: true)
        #expect(result.error == nil)
        // Ran twice, but from the same start: the count went up once.
        #expect(session.evaluate("count", interactive: true).echoes == ["2"])
        #expect(session.nodeNames == ["dot"])
    }
}
