// The live page's HTML: the playground's page (Site/: the same playground.js and playground.css,
// served from the binary, no CDN, nothing fetched) with what only a server has: the file's
// name, Save, and an optional side panel (a lesson's text) and check button given by the caller.
// shape.bundle.js is included when the command found one: the page then draws as you type in
// the browser, as the static playground does.
import ShapeRendering

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
        let module = drawsInPage ? "<script src=\"/shape.bundle.js\" defer></script>\n" : ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLText.escaped(title)) · shape serve</title>
            <link rel="stylesheet" href="/playground.css">
            \(module)<script src="/playground.js" defer></script>
            </head>
            <body data-mode="live"\(sidePanel == nil ? "" : " class=\"with-side\"")>
            <header>
              <h1><span class="tool">shape serve</span> <span id="path">\(HTMLText.escaped(title))</span></h1>
              <nav class="actions" aria-label="page">
                <button type="button" id="save" title="Save to disk (Ctrl-S)">Save</button>
            \(check)    <label><input type="checkbox" id="annotate"> construction</label>
                <button type="button" id="present" aria-keyshortcuts="Alt+P">Present</button>
              </nav>
              <output id="status" aria-live="polite">connecting…</output>
            </header>
            <main>
            \(side)  <section id="editor" aria-label="script">
                <label for="source" class="heading">Script</label>
                <textarea id="source" spellcheck="false" autocomplete="off" autocapitalize="off" wrap="off"></textarea>
                <ul id="diagnostics" aria-live="polite" aria-label="diagnostics"></ul>
              </section>
              <section id="view" aria-label="picture and derivation">
                <div id="picture" aria-label="the script's picture: Tab reaches each shape"></div>
                <div id="animation" hidden>
                  <button type="button" id="play">Play</button>
                  <input type="range" id="scrubber" min="0" max="1" step="0.001" value="0" aria-label="time">
                  <output id="time">0.00 s</output>
                </div>
                <div id="parameters-box" hidden>
                  <h2>Parameters</h2>
                  <div id="parameters"></div>
                  <div class="flags"><button type="button" id="copy-set">Copy --set</button>
                  <output id="set-flags"></output></div>
                </div>
                <h2 id="derivation-heading">Derivation</h2>
                <pre id="derivation" aria-live="polite" aria-labelledby="derivation-heading" tabindex="0">Point at a shape, or Tab to it, to see how its corners were worked out.</pre>
                <pre id="printed" aria-label="printed" hidden></pre>
              </section>
            </main>
            </body>
            </html>

            """
    }
}
