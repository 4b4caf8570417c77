// A text is lexed and parsed once, however many query passes, imports and animation frames
// read it.
import Testing

@testable import ShapeLanguage

@Suite struct ParseOnceTests {
    @Test func passesImportsAndFramesReuseOneParse() {
        let sources = SourceTexts([
            "/lesson/tokens.shape": "let outer = 40\n",
            "/lesson/main.shape": """
            import "tokens.shape"
            canvas width: 200, height: 200
            animation duration: 1, fps: 10
            container card = RoundedRectangle(cornerRadius: outer) {
                shape inner = ConcentricRectangle() { padding 10 + progress * 10 }
            }
            // Read before the layout is final: the evaluation runs a second pass.
            let first = inner.radii.topLeading
            shape tag = RoundedRectangle(cornerRadius: first / 10) { size 20 x 20 }
            """,
        ])
        let session = Session(sources: sources)
        let result = session.evaluateFile("/lesson/main.shape")
        #expect(result.error == nil, "\(result.error?.summary ?? "")")
        let frames = session.animate()
        #expect(frames.animation?.frames.count == 10)
        // The script and its import, once each: not once per pass or per frame.
        #expect(session.parses.parses == 2)
        #expect(
            session.declaredParameters(in: try! sources.read("/lesson/main.shape"), file: "/lesson/main.shape")
                .map(\.name) == ["outer"])
        #expect(session.parses.parses == 2)
    }

    @Test func anEditedTextIsParsedAgainAndTheOldOneForgotten() {
        let cache = ParseCache()
        _ = cache.parsed("let a = 1", file: "a.shape", maxNestingDepth: 256)
        _ = cache.parsed("let a = 1", file: "a.shape", maxNestingDepth: 256)
        #expect(cache.parses == 1)
        let edited = cache.parsed("let a = 2", file: "a.shape", maxNestingDepth: 256)
        #expect(cache.parses == 2)
        #expect(edited.tokens.count > 1)
        cache.forget(file: "a.shape", keeping: "let a = 2")
        _ = cache.parsed("let a = 1", file: "a.shape", maxNestingDepth: 256)
        #expect(cache.parses == 3)
    }
}
