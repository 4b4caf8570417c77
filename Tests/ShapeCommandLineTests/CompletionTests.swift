// Tab completion: what the REPL offers for the word before the cursor.
import Foundation
import ShapeLanguage
import Testing

@testable import ShapeCommandLine

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
        ("RoundedRectangle(cornerR", ["cornerRadius:"]),
        ("ConcentricRectangle(uniformT", ["uniformTopCorners:", "uniformTrailingCorners:"]),
        ("let x = cornerR", ["cornerRadii", "cornerRadius"]),
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
        (
            ":",
            [
                "explain", "help", "limits", "load", "play", "q", "quit", "radii", "remove", "render", "reset", "set",
                "time", "tree", "warnings",
            ]
        ),
        (":re", ["remove", "render", "reset"]),
        (":radii ", ["card", "photo"]),
        (":remove c", ["card"]),
        (":limits st", ["steps"]),
        (":limits steps 100 no", ["nodes"]),
        (":limits steps ", []),
        (":warnings a", ["all", "all,error"]),
        (":render text --w", ["--width"]),
        (":render --width ", []),
        (":explain ph", ["photo"]),
        (":render j", ["json"]),
        (":tree x", []),
        (":set ", ["inset"]),
        (":set in", ["inset"]),
        (":set inset ", []),
    ])
    func metaCommandsAndTheirArguments(line: String, expected: [String]) {
        #expect(completer.complete(line).candidates == expected)
    }

    /// Where a label may go, Tab offers the labels of that call and nothing else, unless the
    /// call also takes an argument without a label.
    @Test(arguments: [
        ("RoundedRectangle(", ["cornerRadius:", "style:"]),
        ("RoundedRectangle(cornerRadius: 20, ", ["cornerRadius:", "style:"]),
        ("shape s = Capsule(", ["style:"]),
        ("UnevenRoundedRectangle(topL", ["topLeadingRadius:"]),
        ("ConcentricRectangle(corners: .concentric(", ["minimum:"]),
        ("max(RoundedRectangle(", ["cornerRadius:", "style:"]),
        ("vstack ", ["alignment:", "spacing:"]),
        ("    hstack spacing: 8, ", ["alignment:", "spacing:"]),
        ("label \"a, (b\", ", ["alignment:", "color:", "size:"]),
        ("func box(width w, _ h) { }; box(wi", ["width:"]),
        ("func box(width w, _ h) { }; box(b", ["box"]),
        ("canvas device(\"iPhone 16\"), s", ["safeArea:", "style:", "sin", "sqrt", "square"]),
    ])
    func labelsOfTheCallTheCursorIsIn(line: String, expected: [String]) {
        let session = Session()
        if let semicolon = line.range(of: "; ") {
            _ = session.evaluate(String(line[..<semicolon.lowerBound]), interactive: true)
        }
        let candidates = Completer(session: session).complete(line).candidates
        #expect(candidates == expected)
    }

    @Test func aParameterNameCompletesWithASpaceAfterIt() {
        #expect(completer.complete(":set i").appendsSpace)
    }

    @Test func aValueAfterALabelCompletesAsAnyValue() {
        #expect(completer.complete("RoundedRectangle(cornerRadius: ins").candidates == ["inset"])
        #expect(completer.complete("canvas wid").candidates == ["width:"])
        #expect(completer.complete("canvas de").candidates == ["device"])
        #expect(completer.complete("RoundedRectangle(").appendsSpace == false)
        #expect(completer.complete("RoundedRectangle(cornerR").appendsSpace)
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

/// The REPL's `:` commands come from one table: the names Tab offers are the names a `:` line
/// accepts, and `:help` lists each.
@Suite struct MetaCommandTableTests {
    @Test func everyOfferedNameRunsItsCommandAndHelpListsEach() {
        for command in MetaCommand.allCases {
            for name in command.names + command.hiddenAliases { #expect(MetaCommand(named: name) == command) }
            #expect(REPLHelp.commands.split(separator: "\n").contains { $0.hasPrefix("  " + command.usage) })
        }
        #expect(Completer(session: Session()).complete(":").candidates == MetaCommand.offeredNames.sorted())
        #expect(MetaCommand(named: "rend") == nil)
    }

    @Test func helpKeepsItsColumns() {
        let lines = MetaCommand.helpList.split(separator: "\n")
        #expect(lines.contains("  :help                     this list"))
        #expect(lines.contains("  :play [--fps N] [--width N]"))
        #expect(
            lines.contains("                            play the session's animation in the terminal preview, with"))
    }
}
