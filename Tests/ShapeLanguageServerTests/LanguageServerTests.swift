import ConcentricGeometry
import ShapeJSON
import Testing

@testable import ShapeLanguage
@testable import ShapeLanguageServer

@Suite struct LineIndexTests {
    /// "é" is 2 bytes and 1 UTF-16 unit; "😀" 4 bytes and 2 units; "\r\n" ends a line.
    static let text = "let a = 1\r\nlet é = \"😀x\"\rlast"

    @Test(arguments: [
        (0, (0, 0)), (4, (0, 4)), (11, (1, 0)), (15, (1, 4)), (17, (1, 5)), (20, (1, 8)), (21, (1, 9)),
        (25, (1, 11)), (28, (2, 0)), (31, (2, 3)),
    ])
    func positionsCountUTF16Units(offset: Int, expected: (Int, Int)) {
        let index = LineIndex(LineIndexTests.text)
        let position = index.position(of: offset)
        #expect(position.line == expected.0 && position.character == expected.1)
        #expect(index.offset(line: expected.0, character: expected.1) == offset)
    }

    @Test func positionsPastALineOrInsideASurrogatePairAreClamped() {
        let index = LineIndex(LineIndexTests.text)
        #expect(index.offset(line: 0, character: 99) == 9, "the end of the line, before its break")
        #expect(index.offset(line: 1, character: 10) == 21, "inside the emoji: its start")
        #expect(index.offset(line: 9, character: 0) == LineIndexTests.text.utf8.count)
    }

    @Test func anEmptyRangeIsWidenedToTheNextCharacter() {
        let index = LineIndex("ab\n")
        let at = SourceLocation(line: 1, column: 2, offset: 1)
        #expect(index.range(SourceRange(at: at)) == LineIndex.json((0, 1), (0, 2)))
        let end = SourceLocation(line: 1, column: 3, offset: 2)
        #expect(index.range(SourceRange(at: end)) == LineIndex.json((0, 2), (0, 2)), "nothing to widen to")
    }
}

@Suite struct MessageReaderTests {
    private func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }

    private func events(_ input: String) -> [MessageReader.Event] {
        var reader = MessageReader(bytes: Array(input.utf8))
        var found: [MessageReader.Event] = []
        while true {
            let event = reader.next()
            found.append(event)
            if event == .end { return found }
        }
    }

    @Test func messagesFollowEachOther() {
        let input = frame("{\"a\":1}") + frame("{\"é\":2}") + "Content-Type: x\r\nContent-Length: 2\r\n\r\n{}"
        #expect(
            events(input) == [
                .message(Array("{\"a\":1}".utf8)), .message(Array("{\"é\":2}".utf8)), .message(Array("{}".utf8)), .end,
            ])
    }

    @Test(arguments: [
        "Content-Lenght 2\r\n\r\n{}", "Content-Length: x\r\n\r\n{}", "Content-Length: 99999999999\r\n\r\n{}",
        "Content-Type: y\r\n\r\n{}", "garbage\u{1}\u{2}",
    ])
    func aBrokenHeaderIsReportedOnceAndTheNextMessageRead(_ broken: String) {
        let found = events(broken + frame("{\"ok\":true}"))
        #expect(found.count == 3)
        if case .malformed = found[0] {} else { Issue.record("\(found[0])") }
        #expect(found[1] == .message(Array("{\"ok\":true}".utf8)))
    }

    @Test func aStreamEndingInsideABodyEnds() {
        #expect(events("Content-Length: 10\r\n\r\n{}") == [.end])
    }
}

@Suite struct JSONTests {
    @Test func parsesEveryKindAndKeepsBooleansApartFromNumbers() throws {
        let json = try JSON(parsing: Array(#"{"a":[1,2.5,true,false,null,"x\n\u00e9"],"b":{"c":0}}"#.utf8))
        #expect(json["a"] == [1, .number(2.5), true, false, nil, "x\né"])
        #expect(json["b"]?["c"]?.integer == 0)
        #expect(json["a"]?.array?[2].bool == true)
        #expect(json["a"]?.array?[0].bool == nil)
    }

    @Test func writesCompactSortedAndEscaped() {
        let json: JSON = ["b": [1, .number(0.5), "a\"\\\u{1}é"], "a": nil, "c": .number(.nan)]
        #expect(json.serialized == #"{"a":null,"b":[1,0.5,"a\"\\\u0001é"],"c":null}"#)
    }

    /// The server spells strings as every other JSON of the tool does: U+2028 and U+2029
    /// escaped (they end a line in JavaScript), control characters as `\u00XX`.
    @Test func stringsAreSpelledAsEveryOutputSpellsThem() {
        let text = "a\u{2028}b\u{2029}c\nd"
        #expect(JSON(text).serialized == #""a\u2028b\u2029c\u000ad""#)
        #expect(JSON(text).serialized == JSONString.quoted(text))
    }

    @Test func rejectsWhatIsNotJSON() {
        #expect(throws: (any Error).self) { try JSON(parsing: Array("{nope".utf8)) }
    }
}

@Suite struct RPCMessageTests {
    @Test func requestsNotificationsAndResponses() {
        #expect(
            RPCMessage.decode(["jsonrpc": "2.0", "id": 1, "method": "shutdown"])
                == .success(.request(id: 1, method: "shutdown", params: nil)))
        #expect(
            RPCMessage.decode(["jsonrpc": "2.0", "method": "exit"])
                == .success(.notification(method: "exit", params: nil)))
        #expect(RPCMessage.decode(["jsonrpc": "2.0", "id": "x", "result": nil]) == .success(.response(id: "x")))
    }

    static let invalid: [(message: JSON, id: JSON)] = [
        (.array([1]), nil), (["id": 1, "method": "m"], 1),
        (["jsonrpc": "2.0", "id": .number(1.5), "method": "m"], nil),
        (["jsonrpc": "2.0", "id": 2], 2), (["jsonrpc": "2.0", "id": 3, "method": "m", "params": 4], 3),
    ]

    @Test(arguments: invalid)
    func invalidMessages(_ message: JSON, id: JSON) {
        let code = -32600
        guard case .failure(let failure) = RPCMessage.decode(message) else {
            Issue.record("accepted \(message.serialized)")
            return
        }
        #expect(failure.error.code == code)
        #expect(failure.id == id)
    }
}
