// The live page's HTML: the playground's page (Site/page.html, with the same playground.js and
// playground.css, served from the binary, no CDN, nothing fetched) with what only a server has:
// the file's name, Save, and an optional side panel (a lesson's text) and check button given by
// the caller.
// shape.bundle.js is included when the command found one: the page then draws as you type in
// the browser, as the static playground does.
import ShapeRendering
import ShapeSite

/// The page's files.
enum PageAssets {
    /// The page for the script `title`; `sidePanel` is HTML from the caller, placed as it is.
    static func html(title: String, sidePanel: String?, hasCheck: Bool, drawsInPage: Bool) -> String {
        let side =
            sidePanel.map {
                """
                  <aside id="side" aria-label="lesson">
                \($0)
                  </aside>

                """
            } ?? ""
        let check =
            hasCheck
            ? """
                  <button type="button" id="check">Check</button>
                  <output id="check-result" aria-live="polite"></output>

            """ : ""
        let module = drawsInPage ? "\n<script src=\"/shape.bundle.js\" defer></script>" : ""
        return SiteFiles.page([
            "title": HTMLText.escaped(title) + " · shape serve",
            "head": "<link rel=\"stylesheet\" href=\"/playground.css\">" + module
                + "\n<script src=\"/playground.js\" defer></script>",
            "body": "data-mode=\"live\"" + (sidePanel == nil ? "" : " class=\"with-side\""),
            "heading": "<span class=\"tool\">shape serve</span> <span id=\"path\">\(HTMLText.escaped(title))</span>",
            "actions": "    <button type=\"button\" id=\"save\" title=\"Save to disk (Ctrl-S)\">Save</button>\n"
                + check,
            "status": "connecting…",
            "side": side,
        ])
    }
}
