// `shape serve`'s command line: its options, its usage errors, and what it says before it serves.
// The server itself is tested in ShapeServerTests and, over HTTP and in Chromium, in
// Tests/Clients/test_serve.py.
import Foundation
import Testing

@testable import ShapeCommandLine

@Suite struct ServeCommandTests {
    @Test func theOptionsAreParsed() throws {
        let command = try CommandLineParser.parse(
            ["serve", "card.shape", "--port", "0", "--host=0.0.0.0", "--open", "--set", "R=12", "--max-steps", "5"])
        guard case .serve(let options) = command else {
            Issue.record("expected serve")
            return
        }
        #expect(options.input == "card.shape")
        #expect(options.port == 0 && options.host == "0.0.0.0" && options.open)
        #expect(options.limits.parameters == ["R": 12])
        #expect(options.limits.limits.maxSteps == 5)
        guard case .serve(let plain) = try CommandLineParser.parse(["serve", "card.shape"]) else { return }
        #expect(plain.port == nil && plain.host == "127.0.0.1" && !plain.open)
    }

    @Test(arguments: [
        ([], "'serve' needs a FILE"),
        (["a.shape", "b.shape"], "'serve' takes one FILE, but was given 2"),
        (["-"], "'serve' follows a file on disk; give a FILE, not standard input"),
        (["a.shape", "--port", "70000"], "option '--port' must be from 0 to 65535, not 70000"),
        (["a.shape", "--port", "x"], "option '--port' needs a whole number, not 'x'"),
        (["a.shape", "--open=yes"], "option '--open' takes no value"),
        (["a.shape", "--prot", "1"], "unknown option '--prot' for 'serve'; did you mean '--port'?"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message, command: .serve)) {
            try CommandLineParser.parse(["serve"] + arguments)
        }
    }

    @Test func aMissingScriptFailsBeforeServing() throws {
        let result = try runShape(["serve", "/nonexistent/card.shape", "--port", "0"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("card.shape"))
    }

    @Test func anAddressThatIsNotIPv4IsRefused() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("card.shape", "shape Capsule() { size 20 x 10 }\n")
        let result = try runShape(["serve", script, "--port", "0", "--host", "example.com"])
        #expect(result.status == 1)
        #expect(result.error.contains("'example.com' is not an IPv4 address"))
    }

    @Test func theHelpNamesEveryOption() {
        for option in ["--port", "--host", "--open"] {
            #expect(Help.text(for: .command(.serve)).contains(option))
        }
        #expect(Help.tool.contains("serve FILE"))
    }
}
