// `shape learn --serve [--dir DIR] [--port N]`, parsed: the action, its port, and the command
// lines that mix it with what it does not go with.
import Testing

@testable import ShapeCommandLine

@Suite struct LearnServeOptionTests {
    private func learn(_ arguments: [String]) throws -> LearnOptions? {
        guard case .learn(let options) = try CommandLineParser.parse(["learn"] + arguments) else { return nil }
        return options
    }

    @Test func serveTakesTheFolderAndAPortInAnyOrder() throws {
        let plain = try learn(["--serve"])
        #expect(plain?.action == .serve(port: nil) && plain?.directory == "shape-lessons")
        let full = try learn(["--port", "0", "--serve", "--dir", "class"])
        #expect(full?.action == .serve(port: 0) && full?.directory == "class")
        let inline = try learn(["--serve", "--port=8080"])
        #expect(inline?.action == .serve(port: 8080))
    }

    @Test(arguments: [
        (["--serve", "list"], "'--serve' shows the current lesson; give no subcommand with it"),
        (["--serve", "--export", "x"], "'--serve' and '--export DIR' do not go together"),
        (["--port", "80"], "'--port N' goes with '--serve'"),
        (["check", "--port", "80"], "'--port N' goes with '--serve'"),
        (["--serve=yes"], "'--serve'"),
        (["--serve", "--port", "70000"], "'--port'"),
        (["--serve", "--port", "x"], "'--port'"),
    ])
    func aWrongServeLineIsAUsageError(_ arguments: [String], _ message: String) throws {
        #expect {
            try CommandLineParser.parse(["learn"] + arguments)
        } throws: { error in
            (error as? UsageError)?.message.contains(message) == true
        }
    }
}
