// The live page's HTML and style sheet, served from the binary (no CDN, nothing fetched): the
// script's editor beside its picture, the parameters' sliders, the animation's scrubber, and an
// optional side panel (a lesson's text) and check button given by the caller. The behaviour is
// in PageAssets+Script.swift.
import ShapeRendering

/// The page's files.
enum PageAssets {
    /// The page for the script `title`; `sidePanel` is HTML from the caller, placed as it is.
    static func html(title: String, sidePanel: String?, hasCheck: Bool) -> String {
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
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLText.escaped(title)) · shape serve</title>
            <link rel="stylesheet" href="/page.css">
            <script src="/page.js" defer></script>
            </head>
            <body\(sidePanel == nil ? "" : " class=\"with-side\"")>
            <header>
              <h1><span class="tool">shape serve</span> <span id="path">\(HTMLText.escaped(title))</span></h1>
              <div class="actions">
                <button type="button" id="save" title="Save to disk (Ctrl-S)">Save</button>
            \(check)    <label><input type="checkbox" id="annotate"> construction</label>
                <output id="status" aria-live="polite">connecting…</output>
              </div>
            </header>
            <main>
            \(side)  <section id="editor" aria-label="script">
                <label for="source" class="heading">Script</label>
                <textarea id="source" spellcheck="false" autocomplete="off" autocapitalize="off" wrap="off"></textarea>
                <ul id="diagnostics" aria-live="polite" aria-label="diagnostics"></ul>
              </section>
              <section id="view" aria-label="picture">
                <div id="picture" role="img" aria-label="the script's picture"></div>
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
                <h2>Derivation</h2>
                <pre id="derivation" aria-live="polite">Point at a shape to see how its corners were worked out.</pre>
                <pre id="printed" aria-label="printed" hidden></pre>
              </section>
            </main>
            </body>
            </html>

            """
    }

    /// Light and dark, following the system; the picture keeps the script's own colours.
    static let style = """
        :root { color-scheme: light dark; --bg: #f6f6f8; --fg: #1c1c1e; --panel: #ffffff; --line: #d1d1d6;
          --muted: #6c6c70; --accent: #0a64d8; --error: #c4162a; --warning: #a15c00; --ok: #1f7a35; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #161618; --fg: #ececf0; --panel: #1f1f22; --line: #3a3a3e; --muted: #a0a0a8;
            --accent: #64a8ff; --error: #ff6b7a; --warning: #ffb340; --ok: #5fd17f; }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg);
          display: flex; flex-direction: column; height: 100vh; }
        header { display: flex; align-items: center; justify-content: space-between; gap: 1em;
          padding: .5em 1em; border-bottom: 1px solid var(--line); background: var(--panel); flex-wrap: wrap; }
        h1 { font-size: 1em; margin: 0; font-weight: 600; }
        h1 .tool { color: var(--muted); font-weight: 400; }
        h2 { font-size: .85em; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 1em 0 .3em; }
        .actions { display: flex; align-items: center; gap: .8em; }
        button { font: inherit; padding: .25em .8em; border-radius: 6px; border: 1px solid var(--line);
          background: var(--bg); color: var(--fg); cursor: pointer; }
        button:focus-visible, textarea:focus-visible, input:focus-visible { outline: 2px solid var(--accent); }
        #status.error, #check-result.failed { color: var(--error); }
        #status.ok, #check-result.passed { color: var(--ok); }
        main { flex: 1; display: grid; grid-template-columns: minmax(18em, 1fr) minmax(20em, 1.3fr); min-height: 0; }
        body.with-side main { grid-template-columns: minmax(14em, .8fr) minmax(18em, 1fr) minmax(20em, 1.2fr); }
        main > * { min-height: 0; overflow: auto; padding: .8em 1em; }
        #side { border-right: 1px solid var(--line); background: var(--panel); }
        #editor { display: flex; flex-direction: column; border-right: 1px solid var(--line); }
        .heading { font-size: .85em; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
        textarea { flex: 1; min-height: 12em; width: 100%; resize: none; margin-top: .3em; padding: .5em;
          font: 13px/1.45 ui-monospace, "DejaVu Sans Mono", monospace; tab-size: 4; color: var(--fg);
          background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
        #diagnostics { list-style: none; margin: .5em 0 0; padding: 0; font: 12px/1.4 ui-monospace, monospace;
          max-height: 12em; overflow: auto; }
        #diagnostics li { padding: .2em .4em; border-left: 3px solid var(--error); margin-bottom: .2em; cursor: pointer; }
        #diagnostics li.warning { border-color: var(--warning); }
        #diagnostics li.note { border-color: var(--muted); }
        #picture { background: repeating-conic-gradient(var(--line) 0 25%, transparent 0 50%) 0 0 / 16px 16px;
          border: 1px solid var(--line); border-radius: 6px; padding: 8px; text-align: center; }
        #picture svg { max-width: 100%; max-height: 60vh; height: auto; width: auto; display: block; margin: auto; }
        #picture.stale { opacity: .45; }
        #shape-pointed { stroke: var(--accent); stroke-width: 2; }
        #animation { display: flex; align-items: center; gap: .6em; margin-top: .6em; }
        #scrubber { flex: 1; }
        #parameters .parameter { display: grid; grid-template-columns: 7em 1fr 6em; gap: .6em; align-items: center; }
        #parameters input[type=number] { width: 100%; font: inherit; }
        .flags { margin-top: .5em; display: flex; gap: .6em; align-items: center; }
        #set-flags { font: 12px ui-monospace, monospace; color: var(--muted); word-break: break-all; }
        pre { white-space: pre-wrap; font: 12px/1.45 ui-monospace, monospace; margin: 0; padding: .5em;
          background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
        #printed { margin-top: .8em; }
        """
}
