// The editor answers as data: a script with a cursor mark `‸`, the question, and what it
// answers. The same answers reach the language server, the live page and the REPL's Tab.
import ConcentricGeometry
import Testing

@testable import ShapeLanguage

/// A script with `‸` where the cursor is: the text without the mark, and the mark's byte offset.
struct Marked {
    let text: String
    let offset: Int

    init(_ marked: String) {
        let parts = marked.components(separatedBy: "‸")
        precondition(parts.count == 2, "one cursor mark")
        text = parts[0] + parts[1]
        offset = parts[0].utf8.count
    }

    func document() -> EditorDocument {
        EditorDocument.evaluate(text, path: "/virtual/test.shape", sources: SourceOverlay([:], over: NoSources()))
    }
}

/// Reads nothing: a test's imports are in memory or nowhere.
final class NoSources: SourceProvider {
    func read(_ path: String) throws(FileError) -> String { throw FileError("no such file '\(path)'") }
    func canonicalPath(_ path: String) -> String? { path }
}

private let card = """
    canvas width: 400, height: 300
    let inset = 12
    container card = RoundedRectangle(cornerRadius: 24) {
        size 360 x 260
        shape photo = ConcentricRectangle(corners: .concentric, isUniform: true) {
            padding inset
            align top
        }
    }
    let s = card
    """

@Suite struct EditorHoverTests {
    /// Each case: the script with the cursor, then text the hover must contain (nil: no hover).
    @Test(
        arguments: [
            // A node's derivation, at its declaration and at a use.
            ("shape ph‸oto = ConcentricRectangle()", "Radii: topLeading 0"),
            (
                card.replacingOccurrences(of: "shape photo", with: "shape pho‸to"),
                "topLeading     12 = container 24 − distance 12"
            ),
            // A value described as the REPL describes it.
            (card.replacingOccurrences(of: "let s = card", with: "let s‸ = card"), "Value: `card (RoundedRectangle)`"),
            (card.replacingOccurrences(of: "let inset", with: "let ins‸et"), "Value: `12`"),
            // Keywords and command words document themselves.
            (card.replacingOccurrences(of: "canvas width", with: "can‸vas width"), "the picture: its size"),
            (card.replacingOccurrences(of: "align top", with: "al‸ign top"), "where the node sits in its area"),
            (card.replacingOccurrences(of: "padding inset", with: "padd‸ing inset"), "insets the area"),
            ("for i in 0..<3 {}\nvst‸ack spacing: 4 {}", "lays children out in a column"),
            ("f‸or i in 0..<3 {}", "for NAME in RANGE-OR-LIST"),
            // Labels: of canvas, of a builtin.
            (card.replacingOccurrences(of: "width: 400", with: "wid‸th: 400"), "`width:` of `canvas"),
            (
                "let r = RoundedRectangle(cornerR‸adius: 8)",
                "`cornerRadius:` of `RoundedRectangle(cornerRadius:style:)`"
            ),
            // On a ConcentricRectangle label: the one initializer the call's labels choose.
            (
                card.replacingOccurrences(of: "isUniform:", with: "isUni‸form:"),
                "`ConcentricRectangle(corners:isUniform:)`"
            ),
            (
                "let r = ConcentricRectangle(uniformTopCorners: .concentric, bottomLeadingC‸orner: .fixed(4))",
                "ConcentricRectangle(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner:"
            ),
            (
                "let r = ConcentricRectangle(uniformT‸opCorners: .concentric, uniformBottomCorners: .concentric)",
                "`ConcentricRectangle(uniformTopCorners:uniformBottomCorners:)`"
            ),
            (
                "let r = ConcentricRectangle(topLeadingCorner: .concentric, uniformB‸ottomCorners: .concentric)",
                "`ConcentricRectangle(uniformBottomCorners:topLeadingCorner:topTrailingCorner:)`"
            ),
            (
                "let r = ConcentricRectangle(uniformTopCorners: .square, uniformL‸eadingCorners: .square)",
                "no SwiftUI initializer takes"
            ),
            // Members and implicit members.
            (card + "\nprint photo.ra‸dii", "the four resolved corner radii"),
            ("let c = .conc‸entric", "a corner style"),
            ("let x = 1 ‸ + 2", nil),
            ("// a comm‸ent", nil),
        ] as [(String, String?)])
    func hoverAnswers(marked: String, expected: String?) {
        let script = Marked(marked)
        let hover = script.document().hover(at: script.offset)
        if let expected {
            #expect(hover?.markdown.contains(expected) == true, "\(hover?.markdown ?? "no hover")")
            if let hover {
                #expect(hover.range.start.offset <= script.offset && script.offset <= hover.range.end.offset)
            }
        } else {
            #expect(hover == nil)
        }
    }

    @Test func theMatchedInitializerIsOneOfTheNineForEveryLabelSetTheBinderAccepts() {
        for initializer in ConcentricRectangle.Initializer.all {
            #expect(ConcentricRectangle.Initializer.matching(initializer.labels.map(\.rawValue)) == initializer)
        }
        #expect(ConcentricRectangle.Initializer.all.count == 9)
        #expect(ConcentricRectangle.Initializer.matching(["corners", "uniformTopCorners"]) == nil)
        #expect(ConcentricRectangle.Initializer.matching(["style"]) == nil, "'style:' is ours, not SwiftUI's")
    }
}

@Suite struct EditorCompletionTests {
    /// Each case: the script with the cursor, candidates that must be offered, and some that
    /// must not.
    @Test(
        arguments: [
            (
                "let r = ConcentricRectangle(‸)", ["corners", "isUniform", "uniformTopCorners"],
                ["inset", "let", "padding"]
            ),
            ("let r = RoundedRectangle(cornerRadius: 4, ‸)", ["cornerRadius", "style"], ["true", "max"]),
            ("canvas width: 10, ‸", ["height", "safeArea", "device", "true"], ["let", "padding"]),
            (card + "\nprint photo.‸", ["frame", "radii", "children"], ["let"]),
            ("let c = .‸", ["concentric", "continuous", "topLeading"], ["frame"]),
            ("shape s = Capsule() {\n    pad‸\n}", ["padding"], ["let"]),
            ("let inset = 1\nlet y = ins‸", ["inset"], ["padding"]),
            ("let inset = 1\n‸", ["let", "container", "inset", "max", "RoundedRectangle"], ["padding", "true"]),
            ("let b = ‸", ["true", "false", "max"], ["let", "padding"]),
            ("let x = 3.‸", [], ["frame", "let"]),
            ("let s = \"ab‸c\"", [], ["let"]),
            ("// let‸", [], ["let"]),
        ] as [(String, [String], [String])])
    func completionAnswers(marked: String, offered: [String], notOffered: [String]) {
        let script = Marked(marked)
        let labels = script.document().completions(at: script.offset).map(\.label)
        for label in offered { #expect(labels.contains(label), "\(label) in \(labels)") }
        for label in notOffered { #expect(!labels.contains(label), "\(label) not in \(labels)") }
        if offered.isEmpty { #expect(labels.isEmpty, "\(labels)") }
    }

    /// A line being typed has a syntax error and never runs: the values of the last version
    /// that ran answer it.
    @Test(arguments: [
        ("\nprint photo.radii.‸", ["topLeading", "isUniform"], ["frame"]),
        ("\nfunc box(width w, _ h) { }\nprint box(‸", ["width", "box"], ["let"]),
    ])
    func aBrokenVersionAnswersFromTheLastThatRan(typed: String, offered: [String], notOffered: [String]) {
        let ran = Marked(card + "\nfunc box(width w, _ h) { }‸").document()
        #expect(ran.diagnostics.isEmpty)
        let script = Marked(card + typed)
        let labels = script.document().answering(from: ran.session).completions(at: script.offset).map(\.label)
        for label in offered { #expect(labels.contains(label), "\(label) in \(labels)") }
        for label in notOffered { #expect(!labels.contains(label), "\(label) not in \(labels)") }
    }

    @Test func theWordBeingTypedIsWhatTheEditorReplaces() {
        let script = Marked("let inset = 1\nlet y = ins‸")
        let (word, start) = script.document().completionPrefix(at: script.offset)
        #expect(word == "ins")
        #expect(start == script.offset - 3)
    }

    @Test func labelsInsertTheirColon() {
        let script = Marked("let r = RoundedRectangle(‸)")
        let item = script.document().completions(at: script.offset).first { $0.label == "cornerRadius" }
        #expect(item?.insertText == "cornerRadius: ")
        #expect(item?.kind == .label)
    }
}

@Suite struct EditorNavigationTests {
    @Test(arguments: [
        (card.replacingOccurrences(of: "padding inset", with: "padding ins‸et"), "inset"),
        (card.replacingOccurrences(of: "let s = card", with: "let s = ca‸rd"), "card"),
        ("func gap(level) { return level }\nlet g = g‸ap(level: 1)", "gap"),
    ])
    func definitionFindsTheDeclaration(marked: String, name: String) throws {
        let script = Marked(marked)
        let document = script.document()
        let location = try #require(document.definition(at: script.offset))
        #expect(location.file == document.path)
        #expect(document.text(location.range) == name)
    }

    @Test func noDefinitionOfABuiltin() {
        let script = Marked("let r = RoundedRec‸tangle(cornerRadius: 2)")
        #expect(script.document().definition(at: script.offset) == nil)
    }

    @Test func inlayHintsShowEachNodesRadiiAfterItsName() throws {
        let document = Marked(card + "‸").document()
        let hints = document.inlayHints(in: 0..<document.text.utf8.count)
        #expect(hints.map(\.label) == ["⌜⌝⌞⌟ 24", "⌜⌝⌞⌟ 12"])
        let photo = try #require(hints.last)
        #expect(document.text(SourceRange(at: .start)).isEmpty)
        #expect(Array(document.text.utf8)[..<photo.offset].suffix(5).elementsEqual("photo".utf8))
        #expect(photo.tooltip.contains("distance 12"))
    }

    @Test func symbolsAreTheOutline() {
        let names = Marked(card + "‸").document().symbols.map(\.name)
        #expect(names == ["inset", "card", "s"])
    }

    @Test func formattingIsOneEditOfTheWholeTextOrNone() throws {
        let messy = Marked("let   x =1‸").document()
        let edits = try messy.formattingEdits().get()
        #expect(edits == [EditorEdit(range: 0..<10, newText: "let x = 1\n")])
        let tidy = Marked("let x = 1\n‸").document()
        #expect(try tidy.formattingEdits().get() == [])
        #expect((try? Marked("let = ‸").document().formattingEdits().get()) == nil, "a syntax error stands in the way")
    }

    @Test func diagnosticsCarryTheirHintInTheMessage() throws {
        let document = Marked("let c = .concentrc‸").document()
        let diagnostic = try #require(document.editorDiagnostics.first)
        #expect(diagnostic.message.hasSuffix("\nhint: did you mean 'concentric'?"))
        #expect(diagnostic.related.map(\.message) == ["hint: did you mean 'concentric'?"])
        #expect(document.text(diagnostic.range) == ".concentrc")
    }

    /// The answers read the parses the session made when it ran: an edit lexes each text once.
    @Test func answeringParsesNothingTheSessionDidNot() {
        let sources = SourceOverlay(["/virtual/part.shape": "let a = 2\n"], over: NoSources())
        let text = "import \"part.shape\"\nlet b = a\n"
        let session = Session(sources: sources)
        _ = session.evaluate(text, file: "/virtual/main.shape")
        let before = session.parses.parses
        #expect(before == 2)
        let document = EditorDocument(
            text: text, path: "/virtual/main.shape", session: session, diagnostics: [], sources: sources)
        #expect(session.parses.parses == before)
        #expect(document.imports["/virtual/part.shape"]?.index.declarations.map(\.name) == ["a"])
    }

    @Test func anImportedFilesErrorIsShownOnTheImport() throws {
        let sources = SourceOverlay(["/virtual/part.shape": "let a = missing\n"], over: NoSources())
        let text = "import \"part.shape\"\nlet b = 1\n"
        let document = EditorDocument.evaluate(text, path: "/virtual/main.shape", sources: sources)
        let diagnostic = try #require(document.editorDiagnostics.first)
        #expect(document.text(diagnostic.range).hasPrefix("import"))
        #expect(diagnostic.message.hasPrefix("in "))
        #expect(diagnostic.related.first?.location.file == "/virtual/part.shape")
        #expect(document.imports["/virtual/part.shape"] != nil)
    }
}
