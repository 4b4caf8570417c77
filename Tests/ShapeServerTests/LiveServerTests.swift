// The live page's server without a socket: its routes, its refusals, its saves, its views.
// Tests/Clients/test_serve.py drives the same server over HTTP and in Chromium.
import Foundation
import ShapeJSON
import Testing

@testable import ShapeServer

/// A script in a folder of its own, and a server over it whose saves are recorded.
private final class Fixture: @unchecked Sendable {
    let folder: String
    let script: String
    let server: LiveServer

    init(_ text: String, check: (@Sendable (String) -> LiveCheckResult)? = nil) throws {
        folder = NSTemporaryDirectory() + "shape-serve-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        script = folder + "/card.shape"
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        let box = SavedTexts()
        server = LiveServer(
            LiveConfiguration(script: script, check: check) { text, path in
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                box.append(text)
            })
        server.reload()
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func request(
        _ method: String, _ path: String, body: String = "", host: String? = "127.0.0.1:0",
        origin: String? = "http://127.0.0.1:0", query: [String: String] = [:]
    ) -> (Int, String) {
        let request = HTTPRequest(
            method: method, path: path, query: query, host: host, origin: origin, body: Array(body.utf8))
        guard case .content(let status, _, let bytes) = server.respond(to: request) else { return (0, "") }
        return (status, String(decoding: bytes, as: UTF8.self))
    }

    func json(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}

private final class SavedTexts: @unchecked Sendable {
    var texts: [String] = []
    func append(_ text: String) { texts.append(text) }
}

private let card = """
    let R = 40
    container frame = RoundedRectangle(cornerRadius: R, style: .circular) {
        size 200 x 120
        shape inner = ConcentricRectangle() {
            padding 10
        }
    }
    """

@Suite struct LiveServerTests {
    @Test func servesThePageAndItsAssetsByName() throws {
        let fixture = try Fixture(card)
        let (status, page) = fixture.request("GET", "/")
        #expect(status == 200)
        #expect(page.contains("<textarea id=\"source\""))
        #expect(page.contains("card.shape"))
        #expect(fixture.request("GET", "/page.js").0 == 200)
        #expect(fixture.request("GET", "/page.css").0 == 200)
    }

    @Test(arguments: [
        "/../card.shape", "/card.shape", "/%2e%2e/etc/passwd", "/etc/passwd", "//etc/passwd", "/page.js/../../x",
        "/source/../../etc/passwd",
    ])
    func noPathReachesTheFileSystem(path: String) throws {
        let fixture = try Fixture(card)
        let (status, body) = fixture.request("GET", path)
        #expect(status == 404)
        #expect(!body.contains("RoundedRectangle"))
    }

    @Test func sourcesAreServedOnlyByTheNamesTheScriptRead() throws {
        let fixture = try Fixture(card)
        #expect(fixture.request("GET", "/source", query: ["name": fixture.script]).1 == card)
        #expect(fixture.request("GET", "/source", query: ["name": "/etc/passwd"]).0 == 404)
        #expect(fixture.request("GET", "/source", query: ["name": fixture.folder + "/../card.shape"]).0 == 404)
    }

    @Test(arguments: ["evil.example:0", "127.0.0.1.evil.example:0", "127.0.0.1:80", "localhost", "", "127.0.0.1"])
    func aForeignHostIsRefused(host: String) throws {
        let fixture = try Fixture(card)
        let (status, body) = fixture.request("GET", "/", host: host)
        #expect(status == 403)
        #expect(body.contains("refused"))
        #expect(fixture.request("GET", "/", host: nil).0 == 403)
    }

    @Test func localhostAndTheBoundAddressAreAnswered() throws {
        let fixture = try Fixture(card)
        #expect(fixture.request("GET", "/", host: "localhost:0").0 == 200)
        #expect(fixture.request("GET", "/", host: "127.0.0.1:0").0 == 200)
    }

    @Test(arguments: [nil, "http://evil.example", "http://127.0.0.1:1", "https://127.0.0.1:0", "null"])
    func aPostFromAnotherOriginIsRefused(origin: String?) throws {
        let fixture = try Fixture(card)
        let body = #"{"text": "let R = 1", "base": "0"}"#
        let (status, _) = fixture.request("POST", "/save", body: body, origin: origin)
        #expect(status == 403)
        #expect(try String(contentsOfFile: fixture.script, encoding: .utf8) == card)
    }

    @Test func aRenderDrawsTheTextWithTheValuesSetAsSetWould() throws {
        let fixture = try Fixture(card)
        let body = #"{"source": \#(JSONText.string(card).serialized()), "set": {"R": 30}}"#
        let (status, text) = fixture.request("POST", "/render", body: body)
        #expect(status == 200)
        let view = fixture.json(text)
        #expect(view["ok"] as? Bool == true)
        let svg = try #require(view["svg"] as? String)
        // R 30, inset 10: the inner corners are 20 (circular arcs, as the card is written).
        #expect(svg.contains("A 20 20 0 0 1"))
        let parameters = try #require(view["parameters"] as? [[String: Any]])
        #expect(parameters.first?["name"] as? String == "R")
        #expect(parameters.first?["value"] as? Double == 30)
        #expect(parameters.first?["declared"] as? Double == 40)
    }

    @Test func aFailedRunGivesItsPlaceAndNoPicture() throws {
        let fixture = try Fixture(card)
        let body = #"{"source": "let R = 40\nshape x = Nope()\n"}"#
        let view = fixture.json(fixture.request("POST", "/render", body: body).1)
        #expect(view["ok"] as? Bool == false)
        let diagnostics = try #require(view["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["line"] as? Int == 2)
        #expect(diagnostics.first?["file"] as? String == fixture.script)
    }

    @Test func aLoopingScriptIsStoppedByTheStepLimit() throws {
        let fixture = try Fixture(card)
        let body = #"{"source": "var n = 0\nwhile true {\n    n += 1\n}\n"}"#
        let view = fixture.json(fixture.request("POST", "/render", body: body).1)
        let diagnostics = try #require(view["diagnostics"] as? [[String: Any]])
        #expect((diagnostics.first?["message"] as? String ?? "").contains("step"))
    }

    @Test func derivationsAnswerForTheVersionDrawn() throws {
        let fixture = try Fixture(card)
        let body = #"{"source": \#(JSONText.string(card).serialized())}"#
        let view = fixture.json(fixture.request("POST", "/render", body: body).1)
        let version = try #require(view["version"] as? Int)
        let nodes = try #require(view["nodes"] as? [[String: Any]])
        let inner = try #require(nodes.first { $0["name"] as? String == "inner" })
        let index = try #require(inner["index"] as? Int)
        let (status, text) = fixture.request(
            "GET", "/explain", query: ["version": String(version), "node": String(index)])
        #expect(status == 200)
        #expect(text.contains("40"))
        #expect(fixture.request("GET", "/explain", query: ["version": "99999", "node": "0"]).0 == 410)
    }

    @Test func aSaveWritesThroughTheWriterAndAStaleOneIsRefused() throws {
        let fixture = try Fixture(card)
        let base = contentHash(card)
        let edited = card.replacingOccurrences(of: "40", with: "48")
        let body = #"{"text": \#(JSONText.string(edited).serialized()), "base": "\#(base)"}"#
        let (status, _) = fixture.request("POST", "/save", body: body)
        #expect(status == 200)
        #expect(try String(contentsOfFile: fixture.script, encoding: .utf8) == edited)
        // The page still thinks the disk holds `card`: a second save from it is refused.
        let (stale, message) = fixture.request("POST", "/save", body: body)
        #expect(stale == 409)
        #expect(message.contains("changed on disk"))
        #expect(try String(contentsOfFile: fixture.script, encoding: .utf8) == edited)
    }

    @Test func theCheckEndpointIsTheCallers() throws {
        let fixture = try Fixture(card) { source in
            LiveCheckResult(passed: source.contains("Capsule"), message: "use a Capsule")
        }
        let answer = fixture.json(fixture.request("POST", "/check", body: #"{"source": "Capsule"}"#).1)
        #expect(answer["passed"] as? Bool == true)
        #expect(fixture.request("GET", "/").1.contains("id=\"check\""))
        let plain = try Fixture(card)
        #expect(plain.request("POST", "/check", body: #"{"source": ""}"#).0 == 404)
    }

    @Test func theSidePanelIsPlacedAsGiven() {
        let html = PageAssets.html(title: "a<b", sidePanel: "<p>Lesson 1</p>", hasCheck: false)
        #expect(html.contains("<p>Lesson 1</p>"))
        #expect(html.contains("a&lt;b"))
        #expect(!PageAssets.html(title: "x", sidePanel: nil, hasCheck: false).contains("id=\"side\""))
    }

    @Test(arguments: ["{", "[]", #"{"source": 3}"#, ""])
    func malformedBodiesAreRefused(body: String) throws {
        let fixture = try Fixture(card)
        #expect(fixture.request("POST", "/render", body: body).0 == 400)
        #expect(fixture.request("POST", "/save", body: body).0 == 400)
    }
}

@Suite struct PagePartsTests {
    @Test(arguments: [
        (64.0, 64.0, 0.0, 128.0, 1.0), (0.5, 0.5, 0.0, 1.0, 0.01), (-4.0, -4.0, -8.0, 8.0, 1.0),
        (-0.5, -0.5, -1.0, 1.0, 0.02),
        (0.0, 0.0, -10.0, 10.0, 1.0), (10.0, 300.0, 0.0, 300.0, 1.0),
    ])
    func slidersHaveARangeAroundTheValue(
        declared: Double, value: Double, minimum: Double, maximum: Double, step: Double
    ) {
        let range = ParameterRange(around: declared, including: value)
        #expect(range.minimum == minimum)
        #expect(range.maximum == maximum)
        #expect(abs(range.step - step) < 1e-9)
    }

    @Test func jsonIsWrittenInOrderAndSafeInHTML() {
        let value = JSONText.object([
            ("b", .string("</script>\n\"q\"")), ("a", .number(1.5)), ("n", .number(3)), ("x", .null),
        ])
        // A line break is spelled as in every other output (JSONString): \u000a.
        #expect(value.serialized(safeInHTML: true) == #"{"b":"\u003c/script>\u000a\"q\"","a":1.5,"n":3,"x":null}"#)
        #expect(JSONText.string("\u{2028}").serialized() == #""\u2028""#)
    }

    @Test func hostsAreThisServersOnly() {
        let loopback = HostCheck(address: "127.0.0.1", port: 7878)
        #expect(loopback.allows(host: "127.0.0.1:7878"))
        #expect(loopback.allows(host: "localhost:7878"))
        #expect(!loopback.allows(host: "10.0.0.2:7878"))
        #expect(!loopback.allows(host: "rebind.example:7878"))
        #expect(loopback.allows(origin: "http://localhost:7878"))
        #expect(!loopback.allows(origin: "http://localhost:7879"))
        let everywhere = HostCheck(address: "0.0.0.0", port: 80)
        #expect(everywhere.allows(host: "192.168.1.20:80"))
        #expect(!everywhere.allows(host: "192.168.1.256:80"))
        #expect(!everywhere.allows(host: "evil.example:80"))
    }

    @Test func hashesNameVersions() {
        #expect(contentHash("") == "cbf29ce484222325")
        #expect(contentHash("a") != contentHash("b"))
    }
}
