// The builtins' published lists (for completion) agree with what the builtins accept.
import Testing

@testable import ShapeLanguage

@Suite struct BuiltinsTests {
    /// The labels a builtin accepts, read from its own "unknown label" message.
    private func labels(acceptedBy name: String, implicit: Bool) -> Set<String> {
        let call = implicit ? ".\(name)(zzzzzz: 1)" : "\(name)(zzzzzz: 1)"
        guard let hint = run("let v = \(call)").error?.hint else { return [] }
        var labels: Set<String> = []
        for part in hint.split(separator: "'") where part.hasSuffix(":") && !part.contains(" ") {
            labels.insert(String(part.dropLast()))
        }
        return labels
    }

    @Test func everyLabelABuiltinTakesIsPublishedForCompletion() {
        let published = Set(Session.argumentLabels)
        var accepted: Set<String> = []
        for name in Builtins.globals.keys where name != "pi" {
            accepted.formUnion(labels(acceptedBy: name, implicit: false))
        }
        for name in Builtins.implicitCalls.keys {
            accepted.formUnion(labels(acceptedBy: name, implicit: true))
        }
        #expect(accepted.contains("cornerRadius"))
        #expect(accepted.contains("uniformTopCorners"))
        #expect(accepted.isSubset(of: published), "unpublished: \(accepted.subtracting(published).sorted())")
    }

    @Test func memberNamesFollowAPathThroughTheSession() {
        let session = Session()
        _ = session.evaluate("container card = RoundedRectangle(cornerRadius: 8) { size 10 x 10 }")
        #expect(session.memberNames(of: ["card"]).contains("radii"))
        #expect(session.memberNames(of: ["card", "frame"]).contains("midX"))
        #expect(
            session.memberNames(of: ["card", "radii"]) == [
                "bottomLeading", "bottomTrailing", "isUniform", "max",
                "min", "topLeading", "topTrailing",
            ])
        #expect(session.memberNames(of: ["nothing"]) == Session.allMemberNames)
    }
}
