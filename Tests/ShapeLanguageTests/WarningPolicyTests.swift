// Specifications of warnings a designer can live with: teaching warnings only when asked for,
// warnings as errors, `silence` for one node or every node, and repeats grouped by the line
// that made them.
import Testing

@testable import ShapeLanguage

@Suite struct WarningPolicyTests {
    /// A grid of tiles in a card: the tiles away from the card's corners go square (teaching),
    /// and one flares.
    static let grid = """
        container card = RoundedRectangle(cornerRadius: 24) {
            size 300 x 300
            for row in 0..<3 {
                for column in 0..<3 {
                    shape tile = ConcentricRectangle() {
                        size 80 x 80
                        at 12 + column * 96, 12 + row * 96
                    }
                }
            }
            shape badge = RoundedRectangle(cornerRadius: 30) { size 100 x 60; at 12, 228 }
        }
        """

    private func diagnostics(_ source: String, _ policy: WarningPolicy) -> [Diagnostic] {
        let session = Session()
        session.warningPolicy = policy
        return session.evaluate(source, file: "grid.shape").diagnostics
    }

    @Test func byDefaultTeachingWarningsStayQuiet() {
        let found = diagnostics(Self.grid, WarningPolicy())
        #expect(found.map(\.code) == [.geometryFlared])
    }

    @Test func allShowsTeachingWarningsGroupedByTheLineThatMadeThem() {
        let found = diagnostics(Self.grid, WarningPolicy(level: .all))
        #expect(found.map(\.code) == [.geometrySquared, .geometryFlared])
        // Every tile squares some corner; the corners differ from tile to tile.
        #expect(found[0].message.hasSuffix("(in 9 of 9 nodes made here; the first shown)"))
        #expect(found[0].range.start.description == "5:19")
    }

    @Test func noneShowsNothingAndErrorFails() {
        #expect(diagnostics(Self.grid, WarningPolicy(level: .none)).isEmpty)
        let strict = diagnostics(Self.grid, WarningPolicy(asErrors: true))
        #expect(strict.map(\.severity) == [.error])
        #expect(strict.first?.code == .geometryFlared)
    }

    @Test func policiesAreSpelledAsTheFlagTakesThem() {
        #expect(WarningPolicy(parsing: "all") == WarningPolicy(level: .all))
        #expect(WarningPolicy(parsing: "all,error") == WarningPolicy(level: .all, asErrors: true))
        #expect(WarningPolicy(parsing: "error") == WarningPolicy(asErrors: true))
        #expect(WarningPolicy(parsing: "none") == WarningPolicy(level: .none))
        #expect(WarningPolicy(parsing: "loud") == nil)
        #expect(WarningPolicy(parsing: "") == nil)
    }

    @Test func silenceInANodesBracesQuietsThatNode() {
        let source = Self.grid.replacingOccurrences(
            of: "shape badge = RoundedRectangle(cornerRadius: 30) { size 100 x 60; at 12, 228 }",
            with: "shape badge = RoundedRectangle(cornerRadius: 30) { size 100 x 60; at 12, 228; silence flared }")
        #expect(diagnostics(source, WarningPolicy()).isEmpty)
        #expect(diagnostics(source, WarningPolicy(level: .all)).map(\.code) == [.geometrySquared])
    }

    @Test func silenceAtTheTopLevelQuietsEveryNodeAndAloneSilencesEveryKind() {
        #expect(
            diagnostics("silence squared\n" + Self.grid, WarningPolicy(level: .all)).map(\.code) == [.geometryFlared])
        #expect(diagnostics("silence\n" + Self.grid, WarningPolicy(level: .all)).isEmpty)
    }

    @Test func silenceNamesOnlyKindsOfWarning() throws {
        let outcome = run("silence sqaured", file: "x.shape")
        let error = try #require(outcome.error)
        #expect(error.code == .nameUnknownWarning)
        #expect(error.message == "'sqaured' is not a kind of warning")
        #expect(error.hint == "did you mean 'squared'?")
    }
}
