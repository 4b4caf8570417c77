// The libFuzzer entry point for the editor answers: random text, a random cursor, and every
// question an editor, the live page or the REPL's Tab asks. None may crash, hang, or answer
// with a place outside the text. Built for fuzzing by scripts/fuzz; an ordinary build replays
// the files given as arguments (`.build/debug/FuzzEditor crash-1234`).
//
// The first two bytes of an input choose the cursor (their value modulo the text's length plus
// one); the rest is the text.
import FuzzSupport
import ShapeCommandLine
import ShapeLanguage

/// Asks every question of one input; returns how much was answered, so nothing is optimised away.
func exercise(_ bytes: [UInt8]) -> Int {
    guard bytes.count >= 2 else { return 0 }
    let choice = Int(bytes[0]) << 8 | Int(bytes[1])
    // Any bytes: invalid UTF-8 is repaired, as an editor's buffer is text already.
    let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    let length = text.utf8.count
    let textBytes = Array(text.utf8)
    let cursor = choice % (length + 1)
    let path = "/fuzz/editor.shape"
    let session = Session(limits: fuzzLimits, fileAccess: .sandbox)
    let result = session.evaluate(text, file: path)
    let document = EditorDocument(text: text, path: path, session: session, diagnostics: result.diagnostics)
    var answered = 0

    func inside(_ range: SourceRange, _ question: String) {
        precondition(
            0 <= range.start.offset && range.start.offset <= range.end.offset && range.end.offset <= length,
            "\(question) answered \(range.start.offset)..<\(range.end.offset) outside 0..<\(length)")
        precondition(range.start.line >= 1 && range.start.column >= 1, "\(question) answered an unlocated range")
    }

    // Every offset of the text is asked once near the cursor, and the cursor itself.
    for offset in [cursor, max(0, cursor - 1), min(length, cursor + 1), 0, length] {
        if let hover = document.hover(at: offset) {
            inside(hover.range, "hover")
            answered += hover.markdown.utf8.count
        }
        for client in [CompletionClient.document, .prompt] {
            let items = document.completions(at: offset, for: client)
            precondition(Set(items.map(\.label)).count == items.count, "completion repeated a candidate")
            answered += items.count
        }
        let (word, start) = document.completionPrefix(at: offset)
        // An offset inside a character stands for the character's start.
        var boundary = min(offset, length)
        while boundary > 0, boundary < length, textBytes[boundary] & 0b1100_0000 == 0b1000_0000 { boundary -= 1 }
        precondition(0 <= start && start + word.utf8.count == boundary, "the completed word is not before the cursor")
        if let location = document.definition(at: offset), location.file == path {
            inside(location.range, "definition")
        }
    }
    // Far outside the text: clamped, never a crash.
    _ = document.hover(at: -5)
    _ = document.completions(at: length + 10)
    _ = document.definition(at: Int.max / 2)

    let span = min(cursor, length)..<length
    for hint in document.inlayHints(in: 0..<length) + document.inlayHints(in: span) {
        precondition(0 <= hint.offset && hint.offset <= length, "inlay hint at \(hint.offset) outside 0...\(length)")
        answered += hint.label.utf8.count
    }
    func walk(_ symbols: [SymbolIndex.Symbol]) {
        for symbol in symbols {
            inside(symbol.range, "symbol")
            inside(symbol.selectionRange, "symbol selection")
            walk(symbol.children)
        }
    }
    walk(document.symbols)
    if case .success(let edits) = document.formattingEdits() {
        for edit in edits {
            precondition(edit.range.lowerBound >= 0 && edit.range.upperBound <= length, "edit outside the text")
        }
    }
    for diagnostic in document.editorDiagnostics {
        precondition(diagnostic.diagnostic.code != .internal, "internal error: \(diagnostic.message)")
        inside(diagnostic.range, "diagnostic")
        answered += diagnostic.message.utf8.count
    }
    // The REPL's Tab over the text before the cursor, as a prompt line.
    let before = String(decoding: Array(text.utf8).prefix(cursor), as: UTF8.self)
    answered += Completer(session: session).complete(before).candidates.count
    return answered
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzOne(data, size, exercise) }

#if !FUZZING
    /// The script's top level: in a fuzzing build this file is a library and this never runs.
    let replayed: Never = replayArguments(tool: "FuzzEditor") { "\(exercise($0)) answered" }
#endif
