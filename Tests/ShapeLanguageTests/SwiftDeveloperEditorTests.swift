// Issue 43: the editor answers as a Swift developer expects them (the language server, the live
// page and the REPL's Tab read the same answers).
import ConcentricGeometry
import Testing

@testable import ShapeLanguage

@Suite struct SwiftDeveloperEditorTests {
    /// Hover on the type lists SwiftUI's nine initializers, as Xcode's Quick Help does.
    @Test(arguments: ["let r = Concentric‸Rectangle()", "shape s = Concentric‸Rectangle(corners: .concentric) {}"])
    func hoverOnConcentricRectangleListsTheNineInitializers(_ marked: String) throws {
        let script = Marked(marked)
        let hover = try #require(script.document().hover(at: script.offset))
        for initializer in ConcentricRectangle.Initializer.all {
            #expect(hover.markdown.contains(initializer.spelled("ConcentricRectangle")), "\(hover.markdown)")
        }
    }

    /// After `corners: .` only corner styles; after a partial initializer only the labels that
    /// still make one of the nine.
    @Test(
        arguments: [
            (
                "let r = ConcentricRectangle(corners: .‸)", ["concentric", "fixed", "square"],
                ["continuous", "circular", "topLeading", "rect", "rightToLeft"]
            ),
            (
                "let r = ConcentricRectangle(topLeadingCorner: .fi‸)", ["fixed"], ["fill", "continuous"]
            ),
            (
                "let r = ConcentricRectangle(uniformTopCorners: .concentric, ‸)",
                ["uniformBottomCorners", "bottomLeadingCorner", "bottomTrailingCorner", "style"],
                ["corners", "isUniform", "topLeadingCorner", "uniformLeadingCorners", "uniformTopCorners"]
            ),
            (
                "let r = ConcentricRectangle(corners: .concentric, ‸)", ["isUniform", "style"],
                ["topLeadingCorner", "uniformTopCorners", "corners"]
            ),
        ] as [(String, [String], [String])])
    func completionOffersWhatFits(marked: String, offered: [String], notOffered: [String]) {
        let script = Marked(marked)
        let labels = script.document().completions(at: script.offset).map(\.label)
        for label in offered { #expect(labels.contains(label), "\(label) in \(labels)") }
        for label in notOffered { #expect(!labels.contains(label), "\(label) not in \(labels)") }
    }

    /// An error further down does not take the radii away from the healthy nodes above it.
    @Test func anErrorElsewhereKeepsTheHealthyNodesRadii() throws {
        let script = Marked(
            """
            container card = RoundedRectangle(cornerRadius: 24) {
                size 300 x 200
                shape ph‸oto = ConcentricRectangle() { padding 12 }
            }
            let broken = 1 + "two"
            """)
        let document = script.document()
        #expect(!document.diagnostics.isEmpty)
        let hover = try #require(document.hover(at: script.offset))
        #expect(hover.markdown.contains("12"), "\(hover.markdown)")
    }

    /// `nil` is offered where a value goes (not to start a statement) and hovers with what it
    /// is; a name bound by `if let` is a constant of its block, as in Swift.
    @Test func nilAndIfLetReadAsInSwift() throws {
        let value = Marked("let r = concentricCornerRadii(in: Rect(x: 0, y: 0, width: 9, height: 9)) ?? n‸")
        #expect(value.document().completions(at: value.offset).map(\.label).contains("nil"))
        let start = Marked("canvas width: 100, height: 100\nn‸")
        #expect(!start.document().completions(at: start.offset).map(\.label).contains("nil"))
        let word = Marked("let r = ni‸l")
        let hover = try #require(word.document().hover(at: word.offset))
        #expect(hover.markdown.contains("no value: what concentricCornerRadii(in:) answers"), "\(hover.markdown)")
        let bound = Marked("if let answer = 3 {\n    print ans‸wer\n}")
        let boundHover = try #require(bound.document().hover(at: bound.offset))
        #expect(boundHover.markdown.contains("if let answer = 3"), "\(boundHover.markdown)")
    }
}
