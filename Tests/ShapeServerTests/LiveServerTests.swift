// The live page's server without a socket: its routes, its refusals, its saves, its views.
// Tests/Clients/test_serve.py drives the same server over HTTP and in Chromium.
import Foundation
import ShapeEngine
import ShapeFiles
import ShapeJSON
import ShapeLanguage
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
        origin: String? = "http://127.0.0.1:0", contentType: String? = "application/json",
        query: [String: String] = [:]
    ) -> (Int, String) {
        let request = HTTPRequest(
            method: method, path: path, query: query, host: host, origin: origin, contentType: contentType,
            body: Array(body.utf8))
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
        #expect(fixture.request("GET", "/playground.js").0 == 200)
        #expect(fixture.request("GET", "/playground.css").0 == 200)
    }

    @Test(arguments: [
        "/../card.shape", "/card.shape", "/%2e%2e/etc/passwd", "/etc/passwd", "//etc/passwd", "/playground.js/../../x",
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

    /// The Origin must be exactly `http://` and the request's own Host: on a server bound to
    /// 0.0.0.0 every IPv4 Host passes the Host check, but a page at another address of the same
    /// port is another site.
    @Test(arguments: [
        ("127.0.0.1:0", "http://localhost:0"), ("localhost:0", "http://127.0.0.1:0"),
        ("127.0.0.1:0", "http://127.0.0.1:0/"), ("127.0.0.1:0", "http://127.0.0.1"),
        ("127.0.0.1:0", "HTTP://127.0.0.1:0"),
    ])
    func aPostWhoseOriginIsNotItsOwnHostIsRefused(host: String, origin: String) throws {
        let fixture = try Fixture(card)
        let body = #"{"source": "let R = 1"}"#
        #expect(fixture.request("POST", "/render", body: body, host: host, origin: origin).0 == 403)
        #expect(fixture.request("POST", "/render", body: body, host: host, origin: "http://" + host).0 == 200)
    }

    /// A browser sends a cross-site POST without asking first only with a form's or a text
    /// type: the server takes JSON only, so every such POST is refused before it is read.
    @Test(arguments: [
        nil, "text/plain", "text/plain; charset=utf-8", "application/x-www-form-urlencoded", "multipart/form-data",
        "application/jsonx", "application/json-seq", "",
    ])
    func aPostThatIsNotJSONIsRefused(contentType: String?) throws {
        let fixture = try Fixture(card)
        let body = #"{"text": "let R = 1", "base": "\#(fixture.server.saveGuard.value(of: card))"}"#
        let (status, _) = fixture.request("POST", "/save", body: body, contentType: contentType)
        #expect(status == 415)
        #expect(try String(contentsOfFile: fixture.script, encoding: .utf8) == card)
    }

    @Test(arguments: ["application/json", "application/json; charset=utf-8", "Application/JSON", " application/json "])
    func jsonIsTakenWithOrWithoutParameters(contentType: String) throws {
        let fixture = try Fixture(card)
        let body = #"{"source": "let R = 1"}"#
        #expect(fixture.request("POST", "/render", body: body, contentType: contentType).0 == 200)
    }

    /// A save whose guard was computed from the text alone (as a foreign page could: the old
    /// guard was the text's FNV-1a hash) is refused and writes nothing.
    @Test func aGuardComputedFromTheTextAloneIsRefused() throws {
        let fixture = try Fixture(card)
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in card.utf8 { fnv = (fnv ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for base in [String(fnv, radix: 16), SaveGuard().value(of: card)] {
            let body = #"{"text": "let R = 1", "base": "\#(base)"}"#
            #expect(fixture.request("POST", "/save", body: body).0 == 409)
        }
        #expect(try String(contentsOfFile: fixture.script, encoding: .utf8) == card)
    }

    /// A render sourced to import only the script's own imports: another file is refused by
    /// name and none of its words reach the answer.
    @Test func aRenderLimitedToTheScriptsImportsReadsNoOtherFile() throws {
        let fixture = try Fixture("import \"parts.shape\"\nshape a = Capsule() { size 40 x W }\n")
        try "let W = 20\n".write(toFile: fixture.folder + "/parts.shape", atomically: true, encoding: .utf8)
        try "secret words here\n".write(toFile: fixture.folder + "/private.shape", atomically: true, encoding: .utf8)
        fixture.server.reload()
        let renderer = ViewRenderer(path: fixture.script, settings: EvaluationSettings())
        let allowed = Set(fixture.server.watchedFiles.dropFirst().compactMap { SourceFiles.canonicalPath($0) })
        #expect(allowed.count == 1)
        var request = ViewRequest(source: "import \"private.shape\"\n")
        request.imports = allowed
        let refused = renderer.evaluate(request, version: 1)
        #expect(refused.json.contains("is not one of the files the script on disk imports"))
        #expect(!refused.json.contains("words"))
        request.source = "import \"parts.shape\"\nshape a = Capsule() { size 40 x W }\n"
        #expect(renderer.evaluate(request, version: 2).json.contains(#""ok":true"#))
        // Without the limit (a server on 127.0.0.1), the file is read, and its words quoted.
        let open = renderer.evaluate(ViewRequest(source: "import \"private.shape\"\n"), version: 3)
        #expect(open.json.contains("words"))
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
        let base = fixture.server.saveGuard.value(of: card)
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
        let html = PageAssets.html(title: "a<b", sidePanel: "<p>Lesson 1</p>", hasCheck: false, drawsInPage: false)
        #expect(html.contains("<p>Lesson 1</p>"))
        #expect(html.contains("a&lt;b"))
        let plain = PageAssets.html(title: "x", sidePanel: nil, hasCheck: false, drawsInPage: false)
        #expect(!plain.contains("id=\"side\""))
    }

    @Test func thePageIsThePlaygroundsWithTheModuleWhenThereIsOne() throws {
        let fixture = try Fixture(card)
        let page = fixture.request("GET", "/").1
        #expect(page.contains("src=\"/playground.js\"") && page.contains("href=\"/playground.css\""))
        #expect(!page.contains("shape.bundle.js"), "the fixture's server has no shape.wasm to hand out")
        #expect(fixture.request("GET", "/shape.bundle.js").0 == 404)
        let drawing = PageAssets.html(title: "x", sidePanel: nil, hasCheck: false, drawsInPage: true)
        #expect(drawing.contains("<script src=\"/shape.bundle.js\" defer></script>"))
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
        let everywhere = HostCheck(address: "0.0.0.0", port: 80)
        #expect(everywhere.allows(host: "192.168.1.20:80"))
        #expect(!everywhere.allows(host: "192.168.1.256:80"))
        #expect(!everywhere.allows(host: "evil.example:80"))
    }

    @Test func saveGuardsNameVersionsWithAKeyOfTheServersOwn() {
        let first = SaveGuard()
        let second = SaveGuard()
        #expect(first.value(of: "a") == first.value(of: "a"))
        #expect(first.value(of: "a") != first.value(of: "b"))
        #expect(first.value(of: "a").count == 32)
        // Another server (another key) names the same text differently: knowing the text is
        // not enough to compute the guard.
        #expect(first.value(of: "a") != second.value(of: "a"))
        #expect(first.value(of: "") != second.value(of: ""))
    }
}
