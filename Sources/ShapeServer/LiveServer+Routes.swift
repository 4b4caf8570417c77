import ShapeFiles
// What each URL of the live page answers. Every name is matched exactly; anything else is 404.
import ShapeJSON
import ShapeLanguage
import ShapeRendering
import ShapeSite

extension LiveServer {
    /// The most parameters a view request may set.
    static let maxOverrides = 256

    /// Answers one request (on the connection's thread).
    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let refusal = refusal(of: request) { return refusal }
        switch (request.method, request.path) {
        case ("GET", "/"), ("GET", "/index.html"):
            return .content(status: 200, type: "text/html; charset=utf-8", body: Array(pageHTML.utf8))
        case ("GET", "/playground.js"):
            return .content(status: 200, type: "text/javascript; charset=utf-8", body: Array(SiteFiles.script.utf8))
        case ("GET", "/playground.css"):
            return .content(status: 200, type: "text/css; charset=utf-8", body: Array(SiteFiles.style.utf8))
        case ("GET", "/shape.bundle.js"):
            // Only when the command found one: without it the page asks the server to draw.
            guard let module = configuration.pageModule else { return .text(404, "not found") }
            return .content(status: 200, type: "text/javascript; charset=utf-8", body: module)
        case ("GET", "/events"):
            return .events(hub)
        case ("GET", "/disk"):
            return json(200, disk.event)
        case ("GET", "/source"):
            return source(named: request.query["name"])
        case ("GET", "/explain"):
            return explain(request)
        case ("POST", "/render"):
            return render(request)
        case ("POST", "/save"):
            return save(request)
        case ("POST", "/check"):
            return check(request)
        case ("POST", "/lesson"):
            return lesson(request)
        case (_, "/"), (_, "/index.html"), (_, "/playground.js"), (_, "/playground.css"), (_, "/shape.bundle.js"),
            (_, "/events"), (_, "/disk"), (_, "/source"), (_, "/explain"):
            return .text(405, "'\(request.method)' is not allowed here")
        case (_, "/render"), (_, "/save"), (_, "/check"), (_, "/lesson"):
            return .text(405, "'\(request.method)' is not allowed here; POST")
        default:
            return .text(404, "not found")
        }
    }

    /// The page, with the caller's side panel and the check button when there is a check.
    var pageHTML: String {
        PageAssets.html(
            title: configuration.script, sidePanel: configuration.sidePanel, hasCheck: configuration.check != nil,
            drawsInPage: configuration.pageModule != nil)
    }

    private func json(_ status: Int, _ text: String) -> HTTPResponse {
        .content(status: status, type: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    private func message(_ status: Int, _ text: String, _ more: [(String, JSONText)] = []) -> HTTPResponse {
        json(status, JSONText.object([("message", .string(text))] + more).serialized(safeInHTML: true))
    }

    /// The text of a file the script read, named exactly as the page lists it: the script or one
    /// of its imports, never any other path.
    private func source(named name: String?) -> HTTPResponse {
        guard let name, watchedFiles.contains(name) else {
            return message(404, "no such file of this script")
        }
        do {
            let text = try DiskSources().read(name)
            return .content(status: 200, type: "text/plain; charset=utf-8", body: Array(text.utf8))
        } catch {
            return message(404, (error as? FileError)?.message ?? "cannot read '\(name)'")
        }
    }

    /// `POST /render {source, set, time, annotate}`: the view of the page's own text and values.
    private func render(_ request: HTTPRequest) -> HTTPResponse {
        guard let body = JSONBody(request.body), let source = body.string("source") else {
            return message(400, "a render needs a JSON object with the script's 'source'")
        }
        var view = ViewRequest(source: source)
        if !isLoopback {
            view.imports = Set(watchedFiles.dropFirst().compactMap { SourceFiles.canonicalPath($0) })
        }
        view.overrides = body.numbers("set", limit: LiveServer.maxOverrides)
        if let time = body.number("time") {
            guard time >= 0, time <= 86_400 else { return message(400, "'time' must be 0 to 86400 seconds") }
            view.time = time
        }
        view.annotate = body.bool("annotate") ?? false
        guard let evaluated = evaluate(view) else { return message(503, "busy: another evaluation is still running") }
        return json(200, evaluated.json)
    }

    /// `GET /explain?version=V&node=I`: how node I of view V was derived.
    private func explain(_ request: HTTPRequest) -> HTTPResponse {
        guard let version = request.query["version"].flatMap({ Int($0) }),
            let index = request.query["node"].flatMap({ Int($0) }), index >= 0
        else { return message(400, "'explain' needs a 'version' and a 'node' number") }
        guard let view = view(version) else { return message(410, "that view is gone; draw it again") }
        let lines = EditorAnswers.derivation(of: index, in: view.document, frame: view.frame)
        return json(200, JSONText.object([("lines", .array(lines.map(JSONText.string)))]).serialized(safeInHTML: true))
    }

    /// `POST /save {text, base}`: writes the page's text to the script, unless the disk no
    /// longer holds the version `base` names (the hash the page loaded): then nothing is
    /// written, and the page keeps its text.
    private func save(_ request: HTTPRequest) -> HTTPResponse {
        guard let body = JSONBody(request.body), let text = body.string("text"), let base = body.string("base") else {
            return message(400, "a save needs a JSON object with the 'text' and its 'base'")
        }
        let path = configuration.script
        let now: String
        do {
            now = try DiskSources().read(path)
        } catch {
            return message(
                409,
                "'\(path)' cannot be read now (\((error as? FileError)?.message ?? "unreadable")); nothing was written")
        }
        guard saveGuard.value(of: now) == base else {
            return message(
                409,
                "'\(path)' changed on disk since the page loaded it; nothing was written, and your text stays in the "
                    + "page: copy it, then reload the file", [("hash", .string(saveGuard.value(of: now)))])
        }
        do {
            try configuration.save(text, path)
        } catch {
            return message(500, "could not save '\(path)': \(error)")
        }
        reload()
        return message(200, "saved '\(path)'", [("hash", .string(saveGuard.value(of: text)))])
    }

    /// `POST /check {source}`: the caller's check of the page's text.
    private func check(_ request: HTTPRequest) -> HTTPResponse {
        guard let check = configuration.check else { return message(404, "this page has no check") }
        guard let body = JSONBody(request.body), let source = body.string("source") else {
            return message(400, "a check needs a JSON object with the script's 'source'")
        }
        let result = check(source)
        return json(
            200,
            JSONText.object([("passed", .bool(result.passed)), ("message", .string(result.message))]).serialized(
                safeInHTML: true))
    }

    /// `POST /lesson?go=next|previous` (JSON, from the side panel's buttons): the caller moves to that
    /// lesson (it serves it at this address next), and the page answered reloads in a moment.
    private func lesson(_ request: HTTPRequest) -> HTTPResponse {
        guard let navigate = configuration.navigate else { return .text(404, "this page has no lessons") }
        guard let direction = request.query["go"], direction == "next" || direction == "previous" else {
            return .text(400, "a move needs '?go=next' or '?go=previous'")
        }
        guard let words = navigate(direction) else { return .text(404, "there is no \(direction) lesson") }
        let page =
            "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta http-equiv=\"refresh\" content=\"1; url=/\"><title>shape learn</title></head>\n"
            + "<body><p>" + HTMLText.escaped(words) + "</p></body></html>\n"
        return .content(status: 200, type: "text/html; charset=utf-8", body: Array(page.utf8))
    }
}
