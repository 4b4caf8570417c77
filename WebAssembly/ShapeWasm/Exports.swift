// shape.wasm's exports: the engine (ShapeEngine) behind a few C functions that shape.js calls.
// A request is built a field at a time in the module's memory, one question is asked, and the
// answer's two texts (the output and its JSON) are read back from memory. Compiled only by
// scripts/build-wasm; the engine itself is tested natively.
import ConcentricGeometry
import ShapeEngine

/// Bytes in the module's memory that shape.js reads or writes, at an address that stays put.
private struct Bytes {
    var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    var count = 0

    /// Room for `count` bytes, the old ones let go.
    mutating func reserve(_ count: Int) {
        base.deallocate()
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(count, 1))
        self.count = count
    }

    /// `text` in UTF-8.
    mutating func store(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            reserve(utf8.count)
            if let source = utf8.baseAddress { base.update(from: source, count: utf8.count) }
        }
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }
}

/// The request being built, and the last answer, kept until the next question.
nonisolated(unsafe) private var request = EngineRequest()
nonisolated(unsafe) private var output = Bytes()
nonisolated(unsafe) private var answer = Bytes()
/// Where shape.js writes the text of the next field.
nonisolated(unsafe) private var inbox = Bytes()

/// Room for `count` bytes of a field's text; shape.js writes them there, then calls `shape_set`.
@_cdecl("shape_inbox")
func shapeInbox(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    inbox.reserve(Int(Swift.max(count, 0)))
    return inbox.base
}

/// Starts a new request.
@_cdecl("shape_begin")
func shapeBegin() {
    request = EngineRequest()
    output.store("")
    answer.store("")
}

/// Sets one field of the request from the inbox: the first `nameCount` bytes are the field's
/// name, the next `valueCount` its value. 0 when taken; otherwise the answer holds the error.
@_cdecl("shape_set")
func shapeSet(_ nameCount: Int32, _ valueCount: Int32) -> Int32 {
    let names = Int(nameCount)
    guard names >= 0, valueCount >= 0, names + Int(valueCount) <= inbox.count else { return 1 }
    let name = inbox.text(0..<names)
    let value = inbox.text(names..<(names + Int(valueCount)))
    guard let problem = request.set(name, value) else { return 0 }
    answer.store("{\"ok\":false,\"error\":" + JSONString.quoted(problem) + "}")
    return 1
}

/// Asks question `kind` of the request: 0 render, 1 check, 2 parameters, 3 explain, 4 hover,
/// 5 completion, 6 symbols, 7 lesson. The answer is then at ``shapeAnswer()`` and ``shapeOutput()``.
@_cdecl("shape_ask")
func shapeAsk(_ kind: Int32) {
    let reply: EngineAnswer
    switch kind {
    case 0: reply = Engine.render(request)
    case 1: reply = Engine.check(request)
    case 2: reply = Engine.parameters(request)
    case 3: reply = Engine.explain(request)
    case 4: reply = Engine.hover(request)
    case 5: reply = Engine.completion(request)
    case 6: reply = Engine.symbols(request)
    case 7: reply = Engine.lesson(request)
    default: reply = EngineAnswer(output: "", json: "{\"ok\":false,\"error\":\"unknown question\"}")
    }
    output.store(reply.output)
    answer.store(reply.json)
}

@_cdecl("shape_output")
func shapeOutput() -> UnsafeMutablePointer<UInt8> { output.base }

@_cdecl("shape_output_count")
func shapeOutputCount() -> Int32 { Int32(output.count) }

@_cdecl("shape_answer")
func shapeAnswer() -> UnsafeMutablePointer<UInt8> { answer.base }

@_cdecl("shape_answer_count")
func shapeAnswerCount() -> Int32 { Int32(answer.count) }
