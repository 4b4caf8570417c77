// One id per node (issue 23): `shape explain`, `:explain`, `:radii` and `:remove` accept the ids
// every output shows, and a name a loop gave several nodes speaks for each, or asks which.
import Foundation
import ShapeCommandLine
import Testing

@Suite struct NodeIdTests {
    static let rows = """
        container card = RoundedRectangle(cornerRadius: 24) {
            size 300 x 200
            vstack spacing: 8 {
                for i in 1...3 {
                    shape row = ConcentricRectangle() { height 20 * i }
                }
            }
        }
        """

    @Test func explainTakesAnIdAndAnAmbiguousNameExplainsEach() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("rows.shape", Self.rows)
        let third = try runShape(["explain", path, "row-3"])
        #expect(third.status == 0, "\(third.error)")
        #expect(third.output.hasPrefix("row-3: ConcentricRectangle in card (RoundedRectangle)"), "\(third.output)")
        let every = try runShape(["explain", path, "row"])
        #expect(every.status == 0)
        let headers = every.output.split(separator: "\n").filter { $0.hasPrefix("row") }.map { $0.prefix { $0 != ":" } }
        #expect(headers == ["row", "row-2", "row-3"], "\(every.output)")
        let missing = try runShape(["explain", path, "row-4"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("no node named 'row-4'; did you mean"), "\(missing.error)")
    }

    @Test func theREPLAcceptsIdsAndListsTheNodesANameShares() {
        let lines =
            Self.rows.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [
                ":radii row-2", ":radii row", ":explain row-2", ":remove row", ":remove row-2", ":radii row",
            ]
        var reader = ScriptedReader(lines: lines)
        let captured = CapturedConsole()
        let repl = REPL(console: captured.console(), isInteractive: false)
        _ = repl.run(&reader)
        let output = captured.output.split(separator: "\n").map(String.init)
        let radiiLines = output.filter { $0.contains(": topLeading") }
        #expect(radiiLines.count == 1 + 3 + 2, "\(captured.output)")
        #expect(radiiLines.first?.hasPrefix("row-2: topLeading 0") == true, "\(radiiLines)")
        #expect(output.contains { $0.hasPrefix("row-2: ConcentricRectangle in card") }, "\(captured.output)")
        #expect(
            captured.error.contains("'row' names 3 nodes ('row', 'row-2', 'row-3'): ':remove' takes one; give its id"),
            "\(captured.error)")
        #expect(output.contains("removed 'row-2', the ConcentricRectangle"))
        // After the removal the last two lines are the two rows left, under their ids: ids
        // count the nodes there are, so the third row is now `row-2`.
        #expect(Array(radiiLines.suffix(2).map { String($0.prefix { $0 != ":" }) }) == ["row", "row-2"])
        #expect(radiiLines.last?.contains("topLeading 0") == true)
    }
}
