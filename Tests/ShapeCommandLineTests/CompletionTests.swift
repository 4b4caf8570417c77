// Tab completion: what the REPL offers for the word before the cursor.
import Foundation
import ShapeCommandLine
import ShapeLanguage
import Testing

@Suite struct CompletionTests {
    /// A completer over a session with a card and a photo defined.
    private let completer: Completer = {
        let session = Session()
        _ = session.evaluate(
            """
            let inset = 12
            container card = RoundedRectangle(cornerRadius: 24) {
                size 200 x 100
                shape photo = ConcentricRectangle() { padding inset }
            }
            """, interactive: true)
        return Completer(session: session)
    }()

    @Test(arguments: [
        ("pho", ["photo"]),
        ("let x = ins", ["inset"]),
        ("whi", ["while"]),
        ("conta", ["container"]),
        ("  fi", ["fill", "fixed"]),
        ("RoundedRectangle(cornerR", ["cornerRadii", "cornerRadius"]),
        ("ConcentricRectangle(uniformT", ["uniformTopCorners", "uniformTrailingCorners"]),
        ("Concentric", ["ConcentricRectangle"]),
        ("cornerStyle conti", ["continue", "continuous"]),
        ("sq", ["sqrt", "square"]),
    ])
    func namesKeywordsBuiltinsLabelsAndStyles(line: String, expected: [String]) {
        #expect(completer.complete(line).candidates == expected)
    }

    @Test(arguments: [
        ("photo.ra", ["radii"]),
        ("photo.radii.top", ["topLeading", "topTrailing"]),
        ("print card.frame.mi", ["midX", "midY", "minX", "minY"]),
        ("ConcentricRectangle(corners: .conc", ["concentric"]),
        ("align .topL", ["topLeading"]),
        ("let x = 3.", []),
    ])
    func membersAfterADot(line: String, expected: [String]) {
        #expect(completer.complete(line).candidates == expected)
    }

    @Test(arguments: [
        (":", ["explain", "help", "load", "q", "quit", "radii", "render", "reset", "time", "tree"]),
        (":re", ["render", "reset"]),
        (":radii ", ["card", "photo"]),
        (":explain ph", ["photo"]),
        (":render j", ["json"]),
        (":tree x", []),
    ])
    func metaCommandsAndTheirArguments(line: String, expected: [String]) {
        #expect(completer.complete(line).candidates == expected)
    }

    @Test func aSpaceFollowsKeywordsAndCommandsButNotNames() {
        #expect(completer.complete("whi").appendsSpace)
        #expect(completer.complete(":rad").appendsSpace)
        #expect(!completer.complete("pho").appendsSpace)
        #expect(!completer.complete("photo.ra").appendsSpace)
    }

    @Test func pathsAfterLoadAndRender() throws {
        let folder = try TemporaryFolder()
        try folder.write("card.shape", "")
        try folder.write("card.svg", "")
        try folder.write("notes.md", "")
        try folder.write(".hidden.shape", "")
        try FileManagerHelper.makeFolder(folder.path("cards"))
        let base = folder.url.path + "/"
        #expect(completer.complete(":load \(base)ca").candidates == [base + "card.shape", base + "cards/"])
        #expect(completer.complete(":load \(base)cards").candidates == [base + "cards/"])
        #expect(!completer.complete(":load \(base)cards").appendsSpace)
        #expect(completer.complete(":render svg \(base)card.s").candidates == [base + "card.svg"])
        #expect(completer.complete(":load \(base).h").candidates == [base + ".hidden.shape"])
    }

    @Test func wordsBreakAtPunctuationInCodeAndOnlyAtSpacesInPaths() {
        #expect(Completer.wordBreaks(beforeCursor: "photo.ra") == Completer.codeWordBreaks)
        #expect(Completer.wordBreaks(beforeCursor: ":load ../sha") == Completer.pathWordBreaks)
        #expect(Completer.wordBreaks(beforeCursor: "  :render svg out/c") == Completer.pathWordBreaks)
        #expect(Completer.codeWordBreaks.contains("."))
        #expect(!Completer.pathWordBreaks.contains("/"))
    }
}

enum FileManagerHelper {
    static func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
