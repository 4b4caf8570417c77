// Request bodies as the server reads them: each field checked, hostile nesting refused.
import Testing

@testable import ShapeServer

@Suite struct JSONBodyTests {
    @Test func fieldsAreReadByTypeOnly() throws {
        let text = #"{"source": "canvas", "time": 1.5, "annotate": true, "set": {"r": 4, "g": "x"}, "n": null}"#
        let body = try #require(JSONBody(Array(text.utf8)))
        #expect(body.string("source") == "canvas" && body.number("time") == 1.5 && body.bool("annotate") == true)
        // A field of another type is no field of this one.
        #expect(body.number("source") == nil && body.string("time") == nil && body.bool("time") == nil)
        #expect(body.numbers("set", limit: 10) == ["r": 4])
        #expect(body.number("n") == nil && body.string("missing") == nil)
        #expect(body.numbers("source", limit: 10).isEmpty)
    }

    @Test func onlyAnObjectIsABody() {
        // A number no double holds is refused with the rest, as the language server refuses it.
        for text in [
            "[1, 2]", "\"text\"", "12", "{", "", "{\"a\": }", "nul", "{\"b\": 1e400}", "{\"t\": NaN}",
            "{\"t\": Infinity}",
        ] {
            #expect(JSONBody(Array(text.utf8)) == nil, "\(text)")
        }
    }

    /// Nesting a hundred thousand deep is refused, not followed down the stack.
    @Test func deepNestingIsRefused() {
        let deep = "{\"a\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(JSONBody(Array(deep.utf8)) == nil)
        let objects = String(repeating: "{\"a\": ", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(JSONBody(Array(objects.utf8)) == nil)
    }

    @Test func aLimitBoundsTheNumbersRead() throws {
        let members = (0..<50).map { "\"p\($0)\": \($0)" }.joined(separator: ", ")
        let body = try #require(JSONBody(Array("{\"set\": {\(members)}}".utf8)))
        #expect(body.numbers("set", limit: 8).count == 8)
    }
}
