// `--set NAME=VALUE` on the commands that run a script: the value used, and usage errors for a
// name the script does not declare or a value that is not a number.
import Foundation
import Testing

@Suite struct ParameterCommandTests {
    static let script = """
        canvas width: 200, height: 200
        let cardRadius = 28
        let gap = 12
        let half = gap / 2
        container card = RoundedRectangle(cornerRadius: cardRadius) {
            size 180 x 180
            align center
            shape inner = ConcentricRectangle() { padding gap }
        }
        """

    @Test func setChangesTheRadiiOfRenderAndExplain() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.shape", Self.script)
        let explained = try runShape(["explain", path, "inner", "--set", "cardRadius=40", "--set=gap=4"])
        #expect(explained.status == 0, "\(explained.error)")
        #expect(explained.output.contains("topLeading     36 = container 40 − distance 4"))
        let check = try runShape(["check", path, "--set", "gap=100"])
        #expect(check.status == 0)
    }

    @Test func mdSetsTheBlocksParametersAndRefusesOthers() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "doc.md", "# Doc\n\n```shape\n" + Self.script + "\nprint inner.radii.topLeading\n```\n")
        let out = folder.url.appendingPathComponent("out.md").path
        let set = try runShape(["md", path, "-o", out, "--inline", "--set", "gap=4"])
        #expect(set.status == 0, "\(set.error)")
        #expect(set.output == "24\n")
        let unknown = try runShape(["md", path, "-o", out, "--set", "gapp=4"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("'--set gapp': no shape block of \(path) declares 'gapp'; did you mean 'gap'?"))
    }

    /// The JSON lists the parameters with the values used and where each is declared.
    @Test func jsonListsTheParameters() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.shape", Self.script)
        let run = try runShape(["render", path, "--format", "json", "--set", "gap=4"])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains(
                "{\"name\": \"gap\", \"value\": 4, \"declared\": 12, \"line\": 3, \"file\": \"\(path)\"}"))
        #expect(!run.output.contains("\"name\": \"half\""))
    }

    @Test(arguments: [
        (["--set", "gapp=3"], "'--set gapp': ", "did you mean 'gap'?"),
        (["--set", "half=3"], "has no parameter 'half'", "its parameters are 'cardRadius', 'gap'"),
        (["--set", "gap=wide"], "'--set gap=' takes a number, not 'wide'", "usage: shape"),
        (["--set", "gap=nan"], "takes a number, not 'nan'", "usage: shape"),
        (["--set", "gap"], "'--set' takes NAME=VALUE", "usage: shape"),
        (["--set", "=3"], "needs a parameter's name before '='", "usage: shape"),
    ])
    func badSettingsAreUsageErrors(_ flags: [String], _ message: String, _ more: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.shape", Self.script)
        for command in ["render", "check", "explain"] {
            let outcome = try runShape([command, path] + flags)
            #expect(outcome.status == 2, "\(command) \(flags)")
            #expect(outcome.error.contains(message), "\(outcome.error)")
            #expect(outcome.error.contains(more), "\(outcome.error)")
            #expect(outcome.output.isEmpty)
        }
    }
}
