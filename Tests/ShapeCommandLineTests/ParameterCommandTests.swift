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

/// Gaps of the parametric outputs: names that meet, and a moment of an animation.
@Suite struct ParametricOutputNameTests {
    /// `cardRadius`, `card_radius` and `CardRadius` are one kebab-case name: each gets a
    /// property of its own, the first declared the plain one, and each radius uses its own.
    @Test func parametersWhoseKebabNamesMeetGetPropertiesOfTheirOwn() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "names.shape",
            """
            let cardRadius = 28
            let card_radius = 20
            let CardRadius = 12
            let card_radius_2 = 4
            shape a = RoundedRectangle(cornerRadius: cardRadius) { size 100 x 100 }
            shape b = RoundedRectangle(cornerRadius: card_radius) { size 100 x 100 }
            shape c = RoundedRectangle(cornerRadius: CardRadius) { size 100 x 100 }
            shape d = RoundedRectangle(cornerRadius: card_radius_2) { size 100 x 100 }
            """)
        let run = try runShape(["render", path, "--format", "css"])
        #expect(run.status == 0, "\(run.error)")
        // Lower-case names first, then code-point order: not the order of the lets.
        #expect(run.output.contains("  --shape-card-radius: 28px;\n"))
        #expect(
            run.output.contains(
                "  --shape-card-radius-3: 20px; /* card_radius (--shape-card-radius is another parameter's) */\n"))
        #expect(
            run.output.contains(
                "  --shape-card-radius-4: 12px; /* CardRadius (--shape-card-radius is another parameter's) */\n"))
        // `card_radius_2` is `--shape-card-radius-2` by its own name: no other parameter takes it.
        #expect(run.output.contains("  --shape-card-radius-2: 4px;\n"))
        for (node, property) in [
            ("a", "--shape-card-radius"), ("b", "--shape-card-radius-3"), ("c", "--shape-card-radius-4"),
        ] {
            let rule = try #require(run.output.range(of: ".shape-\(node) {"))
            let body = run.output[rule.upperBound...].prefix { $0 != "}" }
            #expect(body.contains("var(\(property))"), "\(node): \(body)")
        }
        let again = try runShape(["render", path, "--format", "css"])
        #expect(again.output == run.output)
    }

    /// A node called `parameters` keeps its group; the parameters' group takes another name,
    /// and aliases point at it.
    @Test func aNodeCalledParametersKeepsItsTokens() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "tokens.shape",
            """
            let radius = 16
            shape parameters = RoundedRectangle(cornerRadius: radius) { size 100 x 100 }
            """)
        let run = try runShape(["render", path, "--format", "tokens"])
        #expect(run.status == 0, "\(run.error)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let node = try #require(document["parameters"] as? [String: Any])
        #expect(node["$description"] as? String == "RoundedRectangle, 100 x 100")
        let group = try #require(document["parameters-2"] as? [String: Any])
        #expect(group["radius"] != nil)
        let corner = try #require(node["topLeading"] as? [String: Any])
        #expect(corner["$value"] as? String == "{parameters-2.radius}")
    }

    /// `--time T` to CSS: the frame carries the derivation, so its lengths are still
    /// expressions of the parameters, with the moment's numbers for what follows the clock.
    @Test func aMomentOfAnAnimationStillFollowsTheParameters() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "rise.shape",
            """
            canvas width: 200, height: 300
            animation duration: 1
            let gap = 10
            container card = RoundedRectangle(cornerRadius: 30) {
                size 180 x 100 + 100 * progress
                align top
                shape inner = ConcentricRectangle() { padding gap }
            }
            """)
        let run = try runShape(["render", path, "--format", "css", "--time", "0.5"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("One moment of the script's animation, 0.5 s in"))
        let rule = try #require(run.output.range(of: ".shape-inner {"))
        let body = run.output[rule.upperBound...].prefix { $0 != "}" }
        // Placed by layout in the moment's card: its padding a margin, its clamp the card's
        // half height of that moment less the padding.
        #expect(body.contains("margin: var(--shape-gap);"), "\(body)")
        #expect(body.contains("75px - var(--shape-gap)"), "\(body)")
        let card = try #require(run.output.range(of: ".shape-card {"))
        #expect(run.output[card.upperBound...].prefix { $0 != "}" }.contains("height: 150px;"))
        #expect(!run.error.contains("cannot follow"), "\(run.error)")
    }
}
