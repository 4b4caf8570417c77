// GeometryProxy as documented (issue 43): concentricCornerRadii(in:) reads a rect in the
// coordinates of the node it is written in; a node's `.frame` is in the canvas's, and is
// converted (as SwiftUI's frame(in:) would) and said, never answered for another rect.
import Testing

@testable import ShapeLanguage

@Suite struct QueryCoordinatesTests {
    static let script = """
        canvas width: 300, height: 300
        container card = RoundedRectangle(cornerRadius: 40) {
            at 20, 20
            size 260 x 260
            shape photo = Rectangle() {
                at 10, 10
                size 100 x 80
            }
            let fromFrame = concentricCornerRadii(in: photo.frame)
            let written = concentricCornerRadii(in: Rect(x: 10, y: 10, width: 100, height: 80))
            print fromFrame.topLeading, written.topLeading
        }
        """

    /// photo.frame is (30, 30) on the canvas, (10, 10) in the card: 40 − 10 = 30 both ways
    /// (read in the card's coordinates unconverted, (30, 30) would give 40 − 30 = 10).
    @Test func aCanvasFrameIsConvertedAndSaid() throws {
        let outcome = run(Self.script)
        #expect(outcome.error == nil)
        #expect(outcome.output == ["30 30"])
        let warning = try #require(outcome.warnings.first { $0.code == .queryCanvasFrame })
        #expect(
            warning.message
                == "'photo.frame' is in canvas coordinates; concentricCornerRadii(in:) reads those of 'card': converted"
        )
        #expect(warning.range.start.description == "9:43")
        #expect(warning.hint == "in SwiftUI, ask geometry.frame(in:) for the frame in the reader's coordinates")
    }

    /// A rect written in the card's coordinates is read as it is, without a word.
    @Test func aRectInTheContainersCoordinatesIsReadAsItIs() {
        let outcome = run(
            Self.script.replacingOccurrences(
                of: "in: photo.frame", with: "in: Rect(x: 10, y: 10, width: 100, height: 80)"))
        #expect(outcome.error == nil)
        #expect(outcome.output == ["30 30"])
        #expect(!outcome.warnings.contains { $0.code == .queryCanvasFrame })
    }

    /// A `let` bound to a node's frame is that frame: converted and said as well.
    @Test func aFrameBoundWithLetIsConvertedToo() throws {
        let outcome = run(
            Self.script.replacingOccurrences(
                of: "let fromFrame = concentricCornerRadii(in: photo.frame)",
                with: "let frame = photo.frame\n    let fromFrame = concentricCornerRadii(in: frame)"))
        #expect(outcome.error == nil)
        #expect(outcome.output == ["30 30"])
        let warning = try #require(outcome.warnings.first { $0.code == .queryCanvasFrame })
        #expect(
            warning.message
                == "'frame' is in canvas coordinates; concentricCornerRadii(in:) reads those of 'card': converted")
    }

    /// A frame that reaches the query by a way the compiler cannot follow (a list, a `var`) is
    /// read as written, never in silence: the warning names the node whose frame it equals.
    @Test func aFrameByAnotherWayIsSaid() throws {
        let outcome = run(
            Self.script.replacingOccurrences(
                of: "let fromFrame = concentricCornerRadii(in: photo.frame)",
                with: "var frames = [photo.frame]\n    let fromFrame = concentricCornerRadii(in: frames[0])"))
        #expect(outcome.error == nil)
        #expect(outcome.output == ["10 30"])
        let warning = try #require(outcome.warnings.first { $0.code == .queryCanvasFrame })
        #expect(
            warning.message
                == "'frames[0]' is the frame 'photo.frame' gave, in canvas coordinates; concentricCornerRadii(in:) reads it in those of 'card'"
        )
        #expect(warning.hint?.contains("subtract the origin of 'card'") == true)
    }

    /// Where the query's coordinates are the canvas's (a container at the origin), a frame
    /// reads the same either way: nothing to say.
    @Test func aFrameAtTheCanvasOriginNeedsNoWord() {
        let outcome = run(
            Self.script.replacingOccurrences(of: "at 20, 20\n", with: "at 0, 0\n").replacingOccurrences(
                of: "let fromFrame = concentricCornerRadii(in: photo.frame)",
                with: "var frames = [photo.frame]\n    let fromFrame = concentricCornerRadii(in: frames[0])"))
        #expect(outcome.error == nil)
        #expect(!outcome.warnings.contains { $0.code == .queryCanvasFrame })
    }
}
