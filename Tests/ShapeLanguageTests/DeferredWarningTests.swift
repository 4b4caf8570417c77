// A large still scene's geometry warnings checked on a thread of their own while it is written
// (Session.evaluate(_:file:interactive:deferringGeometryWarnings:)): the same warnings, in the
// same order and wording, as the evaluation lists at once; never when they would be errors.
import ShapeLanguage
import Testing

@Suite struct DeferredWarningTests {
    /// 6,000 containers with a child each (12,000 nodes, past the threshold); every 1,500th
    /// child is wider than its container, and a label that does not fit comes last.
    static let script = """
        canvas width: 6000, height: 100
        for i in 0..<6000 {
            container RoundedRectangle(cornerRadius: 8) {
                at i, 0
                size 1 x 20
                shape ConcentricRectangle() {
                if i % 1500 == 0 { width 5 } else { width 1 }
            }
            }
        }
        shape tag = RoundedRectangle(cornerRadius: 4) {
            at 0, 50
            size 20 x 20
            label "a label far too long for this box"
        }
        """

    @Test func deferredWarningsAreTheOnesListedAtOnce() throws {
        let atOnce = Session()
        let listed = atOnce.evaluate(Self.script)
        #expect(listed.pendingWarnings == nil)
        let warnings = listed.diagnostics.filter { $0.severity == .warning }
        try #require(warnings.map(\.code.rawValue) == ["geometry.overflow", "geometry.label"])
        #expect(
            warnings[0].message.hasSuffix("(in 4 of 6000 nodes made here; the first shown)"), "\(warnings[0].message)")

        let deferring = Session()
        let result = deferring.evaluate(Self.script, deferringGeometryWarnings: true)
        #expect(result.succeeded)
        #expect(result.diagnostics.isEmpty)
        let pending = try #require(result.pendingWarnings)
        #expect(deferring.warnings(of: pending) == warnings)
    }

    @Test func warningsThatAreErrorsAreNeverDeferred() {
        let session = Session()
        session.warningPolicy = WarningPolicy(level: .default, asErrors: true)
        let result = session.evaluate(Self.script, deferringGeometryWarnings: true)
        #expect(result.pendingWarnings == nil)
        #expect(!result.succeeded)
        #expect(result.diagnostics.map(\.code.rawValue) == ["geometry.overflow", "geometry.label"])
    }

    @Test func smallScenesAndSilencedScenesAreCheckedAtOnce() {
        let small = Session()
        let result = small.evaluate(
            "container box = RoundedRectangle(cornerRadius: 10) { size 100 x 100\n"
                + "shape wide = ConcentricRectangle() { size 300 x 50 } }", deferringGeometryWarnings: true)
        #expect(result.pendingWarnings == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["geometry.overflow"])

        let none = Session()
        none.warningPolicy = WarningPolicy(level: .none)
        let quiet = none.evaluate(Self.script, deferringGeometryWarnings: true)
        #expect(quiet.pendingWarnings == nil && quiet.diagnostics.isEmpty)
    }

    /// A check not waited for is waited for when the result goes away: nothing runs on after.
    @Test func aPendingCheckNeverWaitedForEndsWithItsResult() {
        for _ in 0..<3 {
            let session = Session()
            let result = session.evaluate(Self.script, deferringGeometryWarnings: true)
            #expect(result.pendingWarnings != nil)
        }
    }
}
