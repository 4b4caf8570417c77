// The live page's behaviour, plain JavaScript run by any browser: it follows the server's events,
// asks for a drawing of its own text and values (one request at a time, the newest text winning),
// shows diagnostics in place, points at shapes for their derivation, plays the animation, and
// saves through the server. The URL keeps the parameter values, the time and the construction
// switch, so that a link reproduces the view.

extension PageAssets {
    static let script = #"""
        "use strict";
        (() => {
          const $ = (id) => document.getElementById(id);
          const source = $("source"), picture = $("picture"), status = $("status");
          const page = {
            base: null,          // the hash of the disk text the editor started from
            diskText: null,      // the text on disk, as last pushed
            values: {},          // parameter values set on the page, by name
            declared: {},        // the values the script writes
            time: 0, annotate: false,
            view: null,          // the last view drawn (its version, nodes, animation)
            drawn: 0,            // how many pictures were drawn (tests read it)
            drawnAt: 0,          // Date.now() when the last was drawn, and of the last keystroke:
            inputAt: 0,          // what Benchmarks/run measures
            busy: false, again: false,
            playing: false, playStart: 0,
            pointed: -1,
            keepStatus: 0,       // until then, a drawing leaves the status line alone
          };
          window.shapePage = page;

          // The URL: ?set=NAME=VALUE&…&time=T&annotate=1, as the command line would say it.
          const query = new URLSearchParams(location.search);
          for (const pair of query.getAll("set")) {
            const at = pair.indexOf("=");
            const value = Number(pair.slice(at + 1));
            if (at > 0 && Number.isFinite(value)) page.values[pair.slice(0, at)] = value;
          }
          if (query.has("time")) page.time = Math.max(0, Number(query.get("time")) || 0);
          page.annotate = query.get("annotate") === "1";
          $("annotate").checked = page.annotate;

          function keepInURL() {
            const next = new URLSearchParams();
            for (const [name, value] of Object.entries(page.values)) next.append("set", name + "=" + value);
            if (page.time > 0 && !page.playing) next.set("time", String(page.time));
            if (page.annotate) next.set("annotate", "1");
            const text = next.toString();
            history.replaceState(null, "", text ? "?" + text : location.pathname);
          }

          function say(text, kind) {
            status.textContent = text;
            status.className = kind || "";
          }

          const isDirty = () => page.diskText !== null && source.value !== page.diskText;
          // Whether the page shows what the disk's event drew: the command's --set values, the
          // first frame, no construction.
          page.startValues = {};
          const sameValues = (a, b) =>
            Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);
          const isPlain = () => sameValues(page.values, page.startValues) && page.time === 0 && !page.annotate;

          // One drawing request at a time; a change while one runs asks for one more after it.
          async function draw() {
            if (page.busy) { page.again = true; return; }
            page.busy = true;
            try {
              do {
                page.again = false;
                const body = { source: source.value, set: page.values, annotate: page.annotate };
                if (page.time > 0) body.time = page.time;
                const response = await fetch("/render", {
                  method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
                });
                const view = await response.json();
                if (!response.ok) { say(view.message || "drawing failed", "error"); break; }
                if (!page.again) show(view);
              } while (page.again);
            } catch (error) {
              say("the server does not answer", "error");
            } finally {
              page.busy = false;
            }
          }

          function show(view) {
            page.view = view;
            if (view.ok) {
              const at = view.svg.indexOf("<svg");
              picture.innerHTML = at >= 0 ? view.svg.slice(at) : view.svg;
              picture.classList.remove("stale");
              page.drawn += 1;
              page.drawnAt = Date.now();
              picture.dataset.version = String(view.version);
            } else {
              picture.classList.add("stale");
            }
            showDiagnostics(view.diagnostics || []);
            showParameters(view.parameters || []);
            showAnimation(view.animation || null);
            const printed = $("printed");
            printed.hidden = !(view.printed && view.printed.length);
            printed.textContent = (view.printed || []).join("\n");
            // A save's answer stays a while; a drawing only says so when it failed.
            if (!page.playing && (!view.ok || performance.now() > page.keepStatus)) {
              const errors = (view.diagnostics || []).filter((d) => d.severity === "error").length;
              say(view.ok ? "drawn" : errors + (errors === 1 ? " error" : " errors") + "; the last good picture stays",
                view.ok ? "ok" : "error");
            }
            page.pointed = -1;
          }

          function showDiagnostics(diagnostics) {
            const list = $("diagnostics");
            list.replaceChildren();
            for (const d of diagnostics) {
              const item = document.createElement("li");
              item.className = d.severity;
              item.textContent = d.file + ":" + d.line + ":" + d.column + ": " + d.severity + ": " + d.message +
                (d.hint ? " (" + d.hint + ")" : "");
              item.dataset.line = d.line;
              item.dataset.column = d.column;
              if (d.inScript) item.addEventListener("click", () => reveal(d.line, d.column));
              list.append(item);
            }
          }

          // Puts the caret at line:column of the editor (columns count Unicode scalars).
          function reveal(line, column) {
            const lines = source.value.split("\n");
            let offset = 0;
            for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
            const text = lines[line - 1] || "";
            offset += [...text].slice(0, column - 1).join("").length;
            source.focus();
            source.setSelectionRange(offset, offset);
          }

          function showParameters(parameters) {
            const box = $("parameters"), names = parameters.map((p) => p.name).join(",");
            $("parameters-box").hidden = parameters.length === 0;
            page.declared = {};
            for (const p of parameters) page.declared[p.name] = p.declared;
            if (box.dataset.names !== names) {
              box.dataset.names = names;
              box.replaceChildren();
              for (const p of parameters) box.append(parameterRow(p));
            }
            for (const p of parameters) {
              const row = box.querySelector('[data-name="' + CSS.escape(p.name) + '"]');
              const [slider, number] = row.querySelectorAll("input");
              slider.min = p.min; slider.max = p.max; slider.step = p.step;
              if (document.activeElement !== slider) slider.value = p.value;
              if (document.activeElement !== number) number.value = p.value;
            }
            showFlags();
          }

          function parameterRow(p) {
            const row = document.createElement("div");
            row.className = "parameter";
            row.dataset.name = p.name;
            const label = document.createElement("label");
            label.textContent = p.name;
            label.htmlFor = "slider-" + p.name;
            const slider = document.createElement("input");
            slider.type = "range"; slider.id = "slider-" + p.name; slider.name = p.name;
            const number = document.createElement("input");
            number.type = "number"; number.step = "any"; number.setAttribute("aria-label", p.name + " value");
            const set = (value) => {
              if (!Number.isFinite(value)) return;
              if (value === page.declared[p.name] && !(p.name in page.startValues)) delete page.values[p.name];
              else page.values[p.name] = value;
              keepInURL(); showFlags(); draw();
            };
            slider.addEventListener("input", () => { number.value = slider.value; set(Number(slider.value)); });
            number.addEventListener("input", () => { if (number.value !== "") set(Number(number.value)); });
            row.append(label, slider, number);
            return row;
          }

          function flags() {
            return Object.entries(page.values).map(([name, value]) => "--set " + name + "=" + value).join(" ");
          }
          function showFlags() { $("set-flags").textContent = flags(); }

          $("copy-set").addEventListener("click", async () => {
            const text = flags();
            try { await navigator.clipboard.writeText(text); say("copied: " + (text || "(no flags)"), "ok"); }
            catch { getSelection().selectAllChildren($("set-flags")); say("select and copy the flags", ""); }
          });

          // The animation: the scrubber picks a moment; playing asks for each next moment as soon
          // as the last is drawn, so the frame rate is what the server can evaluate.
          function showAnimation(animation) {
            const box = $("animation"), scrubber = $("scrubber");
            box.hidden = !animation;
            if (!animation) { page.playing = false; return; }
            const length = animation.total !== null ? animation.total : animation.period;
            scrubber.max = length;
            scrubber.step = 1 / Math.max(1, animation.fps);
            if (document.activeElement !== scrubber) scrubber.value = page.time;
            $("time").textContent = page.time.toFixed(2) + " s";
          }

          function tick(now) {
            if (!page.playing || !page.view || !page.view.animation) return;
            const a = page.view.animation;
            const length = a.total !== null ? a.total : a.period;
            let t = (now - page.playStart) / 1000;
            if (a.total === null) t = t % length; else if (t >= length) { t = length; page.playing = false; }
            if (!page.busy) { page.time = t; draw(); }
            $("play").textContent = page.playing ? "Pause" : "Play";
            if (page.playing) requestAnimationFrame(tick); else keepInURL();
          }

          $("play").addEventListener("click", () => {
            page.playing = !page.playing;
            $("play").textContent = page.playing ? "Pause" : "Play";
            if (page.playing) {
              page.playStart = performance.now() - page.time * 1000;
              requestAnimationFrame(tick);
            } else keepInURL();
          });
          $("scrubber").addEventListener("input", () => {
            page.playing = false;
            $("play").textContent = "Play";
            page.time = Number($("scrubber").value);
            keepInURL(); draw();
          });

          $("annotate").addEventListener("change", () => { page.annotate = $("annotate").checked; keepInURL(); draw(); });
          source.addEventListener("input", () => {
            page.inputAt = Date.now();
            say(isDirty() ? "edited, not saved" : "as on disk", "");
            draw();
          });

          // Pointing: the smallest node whose frame holds the point, in the picture's own units.
          picture.addEventListener("mousemove", (event) => {
            const svg = picture.querySelector("svg");
            if (!svg || !page.view || !page.view.nodes) return;
            const matrix = svg.getScreenCTM();
            if (!matrix) return;
            const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
            let best = null;
            for (const n of page.view.nodes) {
              if (point.x < n.x || point.y < n.y || point.x > n.x + n.width || point.y > n.y + n.height) continue;
              if (!best || n.width * n.height < best.width * best.height) best = n;
            }
            if (!best || best.index === page.pointed) return;
            page.pointed = best.index;
            outline(svg, best);
            explain(best);
          });

          // A dashed frame around the node pointed at, above the picture, ignoring the pointer.
          function outline(svg, node) {
            let mark = svg.querySelector("#shape-pointed");
            if (!mark) {
              mark = document.createElementNS("http://www.w3.org/2000/svg", "rect");
              mark.id = "shape-pointed";
              mark.setAttribute("fill", "none");
              mark.setAttribute("stroke-dasharray", "4 3");
              mark.setAttribute("pointer-events", "none");
              mark.setAttribute("vector-effect", "non-scaling-stroke");
              svg.append(mark);
            }
            for (const [key, value] of [["x", node.x], ["y", node.y], ["width", node.width], ["height", node.height]])
              mark.setAttribute(key, value);
          }

          async function explain(node) {
            const version = page.view.version;
            const response = await fetch("/explain?version=" + version + "&node=" + node.index);
            const answer = await response.json();
            if (page.pointed !== node.index) return;
            const title = (node.name ? node.name + ", " : "") + "the " + node.kind + " declared at line " + node.line;
            $("derivation").textContent = response.ok ? title + "\n" + answer.lines.join("\n") : answer.message;
          }
          page.explain = (index) => {
            const node = (page.view.nodes || []).find((n) => n.index === index);
            if (node) { page.pointed = index; explain(node); }
          };

          async function save() {
            try {
              const response = await fetch("/save", {
                method: "POST", headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ text: source.value, base: page.base }),
              });
              const answer = await response.json();
              if (response.ok) {
                page.base = answer.hash;
                page.diskText = source.value;
                page.keepStatus = performance.now() + 4000;
                say(answer.message, "ok");
              } else say(answer.message, "error");
            } catch (error) {
              say("the server does not answer; nothing was saved", "error");
            }
          }
          $("save").addEventListener("click", save);
          document.addEventListener("keydown", (event) => {
            if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") { event.preventDefault(); save(); }
          });

          // The caller's check (a lesson's goal): on the button, after a pause in typing, and on
          // every version from disk; an answer for an older text than the pane's is dropped.
          const check = $("check");
          async function runCheck() {
            const text = source.value;
            try {
              const response = await fetch("/check", {
                method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ source: text }),
              });
              const answer = await response.json();
              if (text !== source.value) return;
              const result = $("check-result");
              result.textContent = answer.message;
              result.className = response.ok && answer.passed ? "passed" : "failed";
            } catch (error) {
              $("check-result").textContent = "the server does not answer; nothing was checked";
              $("check-result").className = "failed";
            }
          }
          let checkTimer = null;
          function checkSoon() {
            if (!check) return;
            clearTimeout(checkTimer);
            checkTimer = setTimeout(runCheck, 400);
          }
          if (check) check.addEventListener("click", runCheck);
          source.addEventListener("input", checkSoon);

          // A course's previous and next buttons: a JSON POST (the server takes no form posts,
          // which any page could send), then the page the server answers, which reloads itself.
          for (const form of document.querySelectorAll("form.lesson-move")) {
            form.addEventListener("submit", async (event) => {
              event.preventDefault();
              try {
                const response = await fetch(form.action, {
                  method: "POST", headers: { "Content-Type": "application/json" }, body: "{}",
                });
                document.open();
                document.write(await response.text());
                document.close();
              } catch (error) {
                say("the server does not answer; the lesson did not change", "error");
              }
            });
          }

          // The disk's version, pushed at connection and on every change of the script or its imports.
          const events = new EventSource("/events");
          events.addEventListener("disk", (event) => {
            const disk = JSON.parse(event.data);
            if (disk.text === null) { say(disk.message || "the script cannot be read", "error"); return; }
            const first = page.base === null;
            page.startValues = disk.set || {};
            if (first && !query.has("set")) { page.values = { ...page.startValues }; keepInURL(); }
            const edited = !first && isDirty();
            page.diskText = disk.text;
            if (edited) {
              // Another change (an import) is drawn with the page's own text; a change of the
              // script itself is announced, and the page's text is kept.
              if (disk.hash !== page.base) say("the file changed on disk; your edits are kept, and saving is refused", "error");
              else draw();
              return;
            }
            page.base = disk.hash;
            if (source.value !== disk.text) source.value = disk.text;
            checkSoon();
            if (isPlain() && disk.view && !page.busy) show(disk.view); else draw();
          });
          events.addEventListener("error", () => say("reconnecting…", "error"));
        })();
        """#
}
