// A script's parameters: which `let`s are parameters, and a value set from outside replacing
// the one written, in the first run, in query passes, in imports and in every animation frame.
import ConcentricGeometry
import Testing

@testable import ShapeLanguage

@Suite struct ParameterTests {
    static let card = """
        canvas width: 200, height: 200
        let cardRadius = 28
        let gap = 12
        let lift = -4
        let half = gap / 2
        var counter = 1
        container card = RoundedRectangle(cornerRadius: cardRadius) {
            size 180 x 180
            align center
            shape inner = ConcentricRectangle() { padding gap }
        }
        func f() {
            let local = 3
        }
        """

    @Test func topLevelNumberLetsAreTheParameters() {
        let outcome = run(Self.card)
        #expect(outcome.error == nil)
        #expect(outcome.session.parameters.map(\.name) == ["cardRadius", "gap", "lift"])
        #expect(outcome.session.parameters.map(\.value) == [28, 12, -4])
        #expect(outcome.session.parameters.map(\.range.start.line) == [2, 3, 4])
        #expect(outcome.session.parameters.allSatisfy { !$0.isSet })
    }

    @Test func aSetValueReplacesTheWrittenOne() {
        let session = Session()
        session.parameterOverrides = ["gap": 20, "cardRadius": 40]
        let result = session.evaluate(Self.card)
        #expect(result.error == nil)
        // 40 − 20: the inset is the new gap, the container radius the new card radius.
        #expect(session.node(named: "inner")?.radii == RectangleCornerRadii(uniform: 20))
        #expect(session.node(named: "inner")?.frame.width == 140)
        let gap = session.parameters.first { $0.name == "gap" }
        #expect(gap?.value == 20 && gap?.declared == 12 && gap?.isSet == true)
        // `half` follows the parameter it is computed from.
        #expect(session.globalValueDescription("half") == "10")
    }

    @Test func anUnknownNameIsReportedAndChangesNothing() {
        let session = Session()
        session.parameterOverrides = ["gapp": 3]
        #expect(session.evaluate(Self.card).error == nil)
        #expect(session.unknownParameterNames == ["gapp"])
        #expect(session.parameterSuggestion(for: "gapp") == "gap")
        #expect(session.node(named: "inner")?.radii == RectangleCornerRadii(uniform: 16))
    }

    @Test func queryPassesDeclareEachParameterOnce() {
        let session = Session()
        session.parameterOverrides = ["gap": 8]
        let result = session.evaluate(Self.card + "\nlet r = inner.radii.topLeading\nassert r == 20\n")
        #expect(result.error == nil, "\(result.error?.summary ?? "")")
        #expect(session.parameters.map(\.name) == ["cardRadius", "gap", "lift"])
    }

    @Test func declaredParametersAreFoundWithoutRunning() {
        let sources = SourceTexts([
            "/d/tokens.shape": "let radius = 30\n",
            "/d/main.shape": "import \"tokens.shape\"\nlet gap = 4\nprint 1/0\n",
        ])
        let session = Session(sources: sources)
        let found = session.declaredParameters(in: "import \"tokens.shape\"\nlet gap = 4\n", file: "/d/main.shape")
        #expect(found.map(\.name) == ["radius", "gap"])
        #expect(found.map(\.file) == ["/d/tokens.shape", "/d/main.shape"])
    }

    @Test func animationFramesKeepTheSetValues() {
        let source = """
            canvas width: 200, height: 200
            animation duration: 1
            let gap = 10
            container card = RoundedRectangle(cornerRadius: 40) {
                shape inner = ConcentricRectangle() { padding gap + progress * 10 }
            }
            """
        let session = Session()
        session.parameterOverrides = ["gap": 20]
        #expect(session.evaluate(source).error == nil)
        let end = session.frame(at: 1)
        let inner = end.scene?.allNodes().first { $0.name == "inner" }
        // 40 − (20 + 10) at the end of the animation, with the set gap.
        #expect(inner?.radii == RectangleCornerRadii(uniform: 10))
    }
}
