// The playground, the course and the live page of `shape serve`: one front end. The static site
// draws with shape.wasm in the page (shape.bundle.js carries it, so the folder works from file://
// and from any static host, with no server). Every keystroke draws the picture at once (`still`:
// the animation's frame at the scrubber only), and when typing pauses an animated script is
// checked at every frame. The URL keeps the script (compressed, in the fragment), the parameter
// values, the time and the construction switch, so a link reproduces the view. content.js (made
// by scripts/build-site) holds the examples and lessons.
//
// On the live page (body data-mode="live") the script is a file on the server's disk: its
// versions arrive as events, Save writes it back, and the server draws what needs the disk (a
// script that imports files, or one run under the command's own limits); the rest is drawn here,
// with the same shape.wasm, when the server serves it.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const source = $("source"), picture = $("picture"), status = $("status");
  const course = document.body.dataset.mode === "course";
  const live = document.body.dataset.mode === "live";
  const content = globalThis.shapeContent || { examples: {}, lessons: [] };
  const svgNS = "http://www.w3.org/2000/svg";
  const page = {
    ready: false,
    values: {},        // parameter values set on the page, by name
    declared: {},      // the values the script writes
    time: 0, annotate: false, playing: false,
    answer: null,      // the last answer drawn (its nodes, animation, parameters)
    drawn: 0,          // pictures drawn (tests read it), and the last one's time in ms
    lastMs: 0,
    pointed: -1,
    example: "",       // the example loaded from the menu, if the text is still its
    lesson: null,      // the course's lesson: { number, folder, files, answer }
    checks: 0,         // lesson checks run (tests read it)
    view: null,        // the last picture as the live page's tests read it: { svg, animation, version }
    drawnAt: 0,        // Date.now() when the last was drawn, and of the last keystroke:
    inputAt: 0,        // what Benchmarks/run measures on the live page
    keepStatus: 0,     // until then, a drawing leaves the status line alone (a save's answer)
    // The live page: the disk's version the editor started from, its text, whether the page may
    // draw it itself, and the values the command's --set gave.
    base: null, diskText: null, local: false, startValues: {},
    busy: false, again: false,
  };
  window.shapePage = page;
  let shape = null;

  function say(text, kind) {
    status.textContent = text;
    status.className = kind || "";
  }

  // ---- The URL: #script=…&set=NAME=VALUE&time=T&annotate=1&example=NAME&lesson=N ----------

  async function packed(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  async function unpacked(text) {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).text();
  }

  // The live page keeps its view in the query, as the command line would say it
  // (?set=NAME=VALUE&time=T&annotate=1): the script itself is the file on disk.
  function liveQuery() {
    const text = withView(new URLSearchParams()).toString();
    return text ? "?" + text : location.pathname;
  }

  async function linkFragment() {
    const fragment = new URLSearchParams();
    if (course) fragment.set("lesson", String(page.lesson ? page.lesson.number : 1));
    else if (page.example && source.value === content.examples[page.example]) fragment.set("example", page.example);
    else fragment.set("script", await packed(source.value));
    return "#" + withView(fragment).toString();
  }

  // The view both kinds of link keep: the values set, the moment shown, the construction switch.
  function withView(parameters) {
    for (const [name, value] of Object.entries(page.values)) parameters.append("set", name + "=" + value);
    if (page.time > 0 && !page.playing) parameters.set("time", String(page.time));
    if (page.annotate) parameters.set("annotate", "1");
    return parameters;
  }

  let urlTimer = null;
  function keepInURL() {
    clearTimeout(urlTimer);
    if (live) { history.replaceState(null, "", liveQuery()); return; }
    urlTimer = setTimeout(async () => history.replaceState(null, "", await linkFragment()), 250);
  }

  async function readURL() {
    const fragment = new URLSearchParams(live ? location.search : location.hash.slice(1));
    for (const pair of fragment.getAll("set")) {
      const at = pair.indexOf("=");
      const value = Number(pair.slice(at + 1));
      if (at > 0 && Number.isFinite(value)) page.values[pair.slice(0, at)] = value;
    }
    page.time = Math.max(0, Number(fragment.get("time")) || 0);
    page.annotate = fragment.get("annotate") === "1";
    $("annotate").checked = page.annotate;
    if (course) return Number(fragment.get("lesson")) || null;
    if (live) return null;
    if (fragment.has("script")) {
      try {
        source.value = await unpacked(fragment.get("script"));
      } catch {
        say("the link's script could not be read; here is an example instead", "error");
        loadExample(Object.keys(content.examples)[0] || "");
      }
    } else {
      const name = fragment.get("example");
      loadExample(name in content.examples ? name : Object.keys(content.examples)[0] || "");
    }
    return null;
  }

  // ---- Drawing ------------------------------------------------------------------------------

  const files = () => content.examples;
  // The script's name in messages: the example's, the live page's file, or script.shape.
  const scriptName = () => page.example || (live ? document.body.dataset.script || "script.shape" : "script.shape");

  // The values set on the page for parameters the script still declares.
  function settings() {
    if (Object.keys(page.values).length === 0) return {};
    const answer = shape.parameters(source.value, { files: files() });
    const names = new Set((answer.parameters || []).map((p) => p.name));
    return Object.fromEntries(Object.entries(page.values).filter(([name]) => names.has(name)));
  }

  function options(extra = {}) {
    const set = settings();
    const base = { path: scriptName(), files: files(), set, annotate: page.annotate, theme: "auto" };
    return { ...base, ...extra };
  }

  let checkTimer = null;
  function draw() {
    if (live && !(shape && page.local)) return drawOnServer();
    if (!shape) return;
    const started = performance.now();
    const request = page.playing ? options({ page: true }) : options({ page: true, still: true, time: page.time });
    const answer = shape.render(source.value, request);
    page.lastMs = performance.now() - started;
    // shape.wasm stops calls at 100 deep where the command allows 1,000: the live page asks the
    // server, which runs the command's limits, rather than show a limit the file does not hit.
    if (live && (answer.diagnostics || []).some((d) => d.code === "limit.call-depth")) return drawOnServer();
    show(answer);
    // An animation's other frames: checked when typing pauses, their messages added below.
    clearTimeout(checkTimer);
    if (answer.ok && answer.animation) checkTimer = setTimeout(checkFrames, 400);
    if (course) checkLesson();
  }

  // ---- The live page's server: drawing what needs the disk, saves, versions, the check ------

  // The server's view as the page's answer: the same fields shape.wasm gives.
  function fromServer(view) {
    const lines = source.value.split("\n");
    const offset = (line, column) => {
      let at = 0;
      for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
      return at + [...(lines[line - 1] || "")].slice(0, Math.max(0, column - 1)).join("").length;
    };
    const diagnostics = (view.diagnostics || []).map((d) => ({
      ...d, summary: `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`, notes: [],
      from: d.inScript ? offset(d.line, d.column) : undefined,
    }));
    return { ok: view.ok, output: view.svg || "", diagnostics, parameters: view.parameters || [], nodes: view.nodes || [],
      animation: view.animation || null, printed: view.printed || [], version: view.version, server: true };
  }

  // One request at a time; a change while one runs asks for one more after it.
  async function drawOnServer() {
    if (page.busy) { page.again = true; return; }
    page.busy = true;
    try {
      do {
        page.again = false;
        const body = { source: source.value, set: page.values, annotate: page.annotate };
        if (page.time > 0) body.time = page.time;
        const started = performance.now();
        const response = await fetch("/render", {
          method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
        });
        const view = await response.json();
        if (!response.ok) { say(view.message || "drawing failed", "error"); break; }
        page.lastMs = performance.now() - started;
        if (!page.again) show(fromServer(view));
      } while (page.again);
    } catch (error) {
      say("the server does not answer", "error");
    } finally {
      page.busy = false;
    }
  }

  const isDirty = () => page.diskText !== null && source.value !== page.diskText;
  const sameValues = (a, b) =>
    Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);
  // Whether the page shows what the disk's event drew: the command's values, the first frame,
  // no construction.
  const isPlain = () => sameValues(page.values, page.startValues) && page.time === 0 && !page.annotate;

  async function saveToDisk() {
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

  // The caller's check (a lesson's goal): on the button, after a pause in typing, and on every
  // version from disk; an answer for an older text than the pane's is dropped.
  async function runCheck() {
    const text = source.value;
    try {
      const response = await fetch("/check", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ source: text }),
      });
      const answer = await response.json();
      if (text !== source.value) return;
      $("check-result").textContent = answer.message;
      $("check-result").className = response.ok && answer.passed ? "passed" : "failed";
    } catch (error) {
      $("check-result").textContent = "the server does not answer; nothing was checked";
      $("check-result").className = "failed";
    }
  }
  let serverCheckTimer = null;
  function checkSoon() {
    if (!live || !$("check")) return;
    clearTimeout(serverCheckTimer);
    serverCheckTimer = setTimeout(runCheck, 400);
  }

  function connectLive() {
    $("save").addEventListener("click", saveToDisk);
    document.addEventListener("keydown", (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") { event.preventDefault(); saveToDisk(); }
    });
    if ($("check")) $("check").addEventListener("click", runCheck);
    // A course's previous and next buttons: a JSON POST (the server takes no form posts, which
    // any page could send), then the page the server answers, which reloads itself.
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
    const hadValues = new URLSearchParams(location.search).has("set");
    // The disk's version, pushed at connection and on every change of the script or its imports.
    const events = new EventSource("/events");
    events.addEventListener("disk", (event) => {
      const disk = JSON.parse(event.data);
      if (disk.text === null) { say(disk.message || "the script cannot be read", "error"); return; }
      const first = page.base === null;
      page.startValues = disk.set || {};
      page.local = disk.local === true;
      document.body.dataset.script = (disk.path || "").split("/").pop();
      if (first && !hadValues) { page.values = { ...page.startValues }; keepInURL(); }
      const edited = !first && isDirty();
      page.diskText = disk.text;
      if (edited) {
        // Another change (an import) is drawn with the page's own text; a change of the script
        // itself is announced, and the page's text is kept.
        if (disk.hash !== page.base) say("the file changed on disk; your edits are kept, and saving is refused", "error");
        else draw();
        return;
      }
      page.base = disk.hash;
      if (source.value !== disk.text) source.value = disk.text;
      checkSoon();
      if (!(shape && page.local) && isPlain() && disk.view && !page.busy) show(fromServer(disk.view)); else draw();
      if (!page.ready) { page.ready = true; window.dispatchEvent(new Event("shape-ready")); }
    });
    events.addEventListener("error", () => say("reconnecting…", "error"));
  }

  function checkFrames() {
    const text = source.value;
    const answer = shape.check(text, options());
    if (text !== source.value || !page.answer) return;
    const known = new Set((page.answer.diagnostics || []).map((d) => d.summary));
    const more = (answer.diagnostics || []).filter((d) => !known.has(d.summary));
    if (more.length === 0) return;
    showDiagnostics([...(page.answer.diagnostics || []), ...more]);
    if (!answer.ok) say("a later frame of the animation fails; see below", "error");
  }

  function show(answer) {
    page.answer = answer;
    page.view = { ok: answer.ok, svg: answer.output, version: answer.version,
      animation: answer.animation ? { ...answer.animation, time: page.time } : null };
    if (answer.ok) {
      const at = answer.output.indexOf("<svg");
      picture.innerHTML = at >= 0 ? answer.output.slice(at) : answer.output;
      picture.classList.remove("stale");
      page.drawn += 1;
      // Since navigation started, for Benchmarks/run's page-load row.
      page.firstPictureAt ??= performance.now();
      page.drawnAt = Date.now();
      addFocusTargets(answer.nodes || []);
    } else {
      picture.classList.add("stale");
    }
    const diagnostics = answer.diagnostics || [];
    showDiagnostics(diagnostics, answer.error);
    showParameters(answer.parameters || []);
    showAnimation(answer.animation || null);
    const printed = $("printed");
    printed.hidden = !(answer.printed && answer.printed.length);
    printed.textContent = (answer.printed || []).join("\n");
    showFlags();
    if (!page.playing && (!answer.ok || performance.now() > page.keepStatus)) {
      const errors = diagnostics.filter((d) => d.severity === "error").length + (answer.error ? 1 : 0);
      say(answer.ok ? `drawn in ${page.lastMs.toFixed(1)} ms`
        : errors + (errors === 1 ? " error" : " errors") + "; the last good picture stays", answer.ok ? "ok" : "error");
    }
    page.pointed = -1;
  }

  function showDiagnostics(diagnostics, error) {
    const list = $("diagnostics");
    list.replaceChildren();
    if (error) {
      const item = document.createElement("li");
      item.className = "error";
      item.textContent = error;
      list.append(item);
    }
    for (const d of diagnostics) {
      const item = document.createElement("li");
      item.className = d.severity;
      item.textContent = d.summary + (d.hint ? "\n  hint: " + d.hint : "") +
        (d.notes || []).map((n) => "\n  note: " + n.message).join("");
      const mine = !d.file || d.file === (page.example || "script.shape");
      if (mine && typeof d.from === "number") {
        item.tabIndex = 0;
        item.title = "put the caret there";
        const reveal = () => { source.focus(); source.setSelectionRange(d.from, d.to ?? d.from); };
        item.addEventListener("click", reveal);
        item.addEventListener("keydown", (event) => { if (event.key === "Enter") reveal(); });
      }
      list.append(item);
    }
  }

  // ---- Pointing and the keyboard: every node a Tab stop, its derivation read out ------------

  function addFocusTargets(nodes) {
    const svg = picture.querySelector("svg");
    if (!svg) return;
    svg.removeAttribute("tabindex");
    const layer = document.createElementNS(svgNS, "g");
    layer.setAttribute("id", "focus-layer");
    for (const node of nodes.slice(0, 400)) {
      const target = document.createElementNS(svgNS, "rect");
      target.setAttribute("class", "focus-target");
      for (const key of ["x", "y", "width", "height"]) target.setAttribute(key, String(node[key]));
      target.setAttribute("tabindex", "0");
      target.setAttribute("role", "button");
      target.setAttribute("aria-label", describe(node) + ": show how its corners were worked out");
      target.dataset.index = String(node.index);
      target.addEventListener("focus", () => explain(node));
      layer.append(target);
    }
    svg.append(layer);
  }

  function describe(node) {
    return (node.name ? node.name + ", " : "") + "the " + node.kind + " declared at line " + node.line;
  }

  picture.addEventListener("mousemove", (event) => {
    const svg = picture.querySelector("svg");
    const nodes = page.answer && page.answer.nodes;
    if (!svg || !nodes) return;
    const matrix = svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    let best = null;
    for (const n of nodes) {
      if (point.x < n.x || point.y < n.y || point.x > n.x + n.width || point.y > n.y + n.height) continue;
      if (!best || n.width * n.height < best.width * best.height) best = n;
    }
    if (!best || best.index === page.pointed) return;
    outline(svg, best);
    explain(best);
  });

  function outline(svg, node) {
    let mark = svg.querySelector("#shape-pointed");
    if (!mark) {
      mark = document.createElementNS(svgNS, "rect");
      mark.id = "shape-pointed";
      mark.setAttribute("fill", "none");
      mark.setAttribute("stroke-dasharray", "4 3");
      mark.setAttribute("pointer-events", "none");
      mark.setAttribute("vector-effect", "non-scaling-stroke");
      svg.append(mark);
    }
    for (const key of ["x", "y", "width", "height"]) mark.setAttribute(key, String(node[key]));
  }

  async function explain(node) {
    page.pointed = node.index;
    if (page.answer && page.answer.server) {
      const response = await fetch("/explain?version=" + page.answer.version + "&node=" + node.index);
      const answer = await response.json();
      if (page.pointed !== node.index) return;
      $("derivation").textContent = describe(node) + "\n" + (response.ok ? answer.lines.join("\n") : answer.message);
      return;
    }
    const extra = page.time > 0 ? { time: page.time } : {};
    const answer = shape.explain(source.value, "#" + node.index, options(extra));
    $("derivation").textContent = describe(node) + "\n" + (answer.ok ? answer.output : answer.error || "");
  }
  page.explain = (index) => {
    const node = ((page.answer && page.answer.nodes) || []).find((n) => n.index === index);
    if (node) explain(node);
  };

  // ---- Parameters: a slider and a number field each, drawing as --set does ------------------

  function showParameters(parameters) {
    const box = $("parameters"), names = parameters.map((p) => p.name).join(",");
    $("parameters-box").hidden = parameters.length === 0;
    page.declared = {};
    for (const p of parameters) page.declared[p.name] = p.declared;
    if (box.dataset.names !== names) {
      box.dataset.names = names;
      box.replaceChildren(...parameters.map(parameterRow));
    }
    for (const p of parameters) {
      const row = box.querySelector('[data-name="' + CSS.escape(p.name) + '"]');
      const [slider, number] = row.querySelectorAll("input");
      slider.min = p.min; slider.max = p.max; slider.step = p.step;
      if (document.activeElement !== slider) slider.value = p.value;
      if (document.activeElement !== number) number.value = p.value;
    }
  }

  function parameterRow(p) {
    const row = document.createElement("div");
    row.className = "parameter";
    row.dataset.name = p.name;
    const label = document.createElement("label");
    label.textContent = p.name;
    label.htmlFor = "slider-" + p.name;
    const slider = document.createElement("input");
    slider.type = "range"; slider.id = "slider-" + p.name;
    const number = document.createElement("input");
    number.type = "number"; number.step = "any"; number.setAttribute("aria-label", p.name + " value");
    const set = (value) => {
      if (!Number.isFinite(value)) return;
      if (value === page.declared[p.name] && !(p.name in page.startValues)) delete page.values[p.name];
      else page.values[p.name] = value;
      keepInURL(); draw();
    };
    slider.addEventListener("input", () => { number.value = slider.value; set(Number(slider.value)); });
    number.addEventListener("input", () => { if (number.value !== "") set(Number(number.value)); });
    row.append(label, slider, number);
    return row;
  }

  function flags() {
    return Object.entries(page.values).map(([name, value]) => "--set " + name + "=" + value).join(" ");
  }
  function showFlags() { if ($("set-flags")) $("set-flags").textContent = flags(); }
  if ($("copy-set")) {
    $("copy-set").addEventListener("click", async () => {
      const text = flags();
      try { await navigator.clipboard.writeText(text); say("copied: " + (text || "(no flags)"), "ok"); }
      catch { getSelection().selectAllChildren($("set-flags")); say("select and copy the flags", ""); }
    });
  }

  // ---- The animation: Play shows the animated SVG; the scrubber and Pause show one frame ----

  const length = (a) => (a.total !== null ? a.total : a.period);

  function showAnimation(animation) {
    $("animation").hidden = !animation;
    if (!animation) { page.playing = false; $("play").textContent = "Play"; return; }
    const scrubber = $("scrubber");
    scrubber.max = length(animation);
    scrubber.step = 1 / Math.max(1, animation.fps);
    if (!page.playing && document.activeElement !== scrubber) scrubber.value = page.time;
    $("time").textContent = page.time.toFixed(2) + " s";
    if (page.playing) {
      const svg = picture.querySelector("svg");
      if (svg && svg.setCurrentTime) svg.setCurrentTime(page.time);
    }
  }

  function follow() {
    if (!page.playing) return;
    const svg = picture.querySelector("svg");
    const a = page.answer && page.answer.animation;
    if (svg && a && svg.getCurrentTime) {
      const t = a.total !== null ? Math.min(svg.getCurrentTime(), a.total) : svg.getCurrentTime() % a.period;
      $("scrubber").value = t;
      $("time").textContent = t.toFixed(2) + " s";
    }
    requestAnimationFrame(follow);
  }

  function togglePlay() {
    if (!page.answer || !page.answer.animation) return;
    if (page.playing) {
      page.time = Number($("scrubber").value);
      page.playing = false;
    } else {
      page.playing = true;
      requestAnimationFrame(follow);
    }
    $("play").textContent = page.playing ? "Pause" : "Play";
    keepInURL(); draw();
  }
  $("play").addEventListener("click", togglePlay);
  $("scrubber").addEventListener("input", () => {
    page.playing = false;
    $("play").textContent = "Play";
    page.time = Number($("scrubber").value);
    keepInURL(); draw();
  });

  $("annotate").addEventListener("change", () => { page.annotate = $("annotate").checked; keepInURL(); draw(); });
  source.addEventListener("input", () => {
    // An example edited is the user's own script from then on (its name in messages included).
    if (page.example && source.value !== content.examples[page.example]) {
      page.example = "";
      if ($("examples")) $("examples").value = "";
    }
    page.inputAt = Date.now();
    if (live) say(isDirty() ? "edited, not saved" : "as on disk", "");
    keepInURL(); draw(); checkSoon();
  });

  // ---- Examples, links and downloads --------------------------------------------------------

  function loadExample(name) {
    page.example = name;
    page.values = {};
    page.time = 0;
    source.value = content.examples[name] || "";
    const menu = $("examples");
    if (menu) menu.value = name;
  }

  const menu = $("examples");
  if (menu) {
    for (const name of Object.keys(content.examples).sort()) {
      const option = document.createElement("option");
      option.value = name;
      option.textContent = name.replace(/\.shape$/, "");
      menu.append(option);
    }
    menu.addEventListener("change", () => {
      if (!menu.value) return;
      loadExample(menu.value);
      keepInURL(); draw();
    });
  }

  if ($("copy-link")) $("copy-link").addEventListener("click", async () => {
    const url = location.href.split("#")[0] + (await linkFragment());
    history.replaceState(null, "", url);
    try { await navigator.clipboard.writeText(url); say("link copied", "ok"); }
    catch { say("the link is in the address bar: copy it from there", ""); }
  });

  const baseName = () => (page.lesson ? page.lesson.folder : (page.example || "script.shape").replace(/\.shape$/, ""));

  function offer(name, type, data) {
    const url = URL.createObjectURL(new Blob([data], { type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function download(kind) {
    const name = baseName();
    if (kind === "shape") return offer(name + ".shape", "text/plain", source.value);
    if (kind === "png") return savePNG(name);
    const format = { svg: "svg", css: "css", swiftui: "swiftui", tokens: "tokens" }[kind];
    const viewName = name.replace(/(^|[^A-Za-z0-9])([a-z])/g, (_, __, c) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, "");
    const file = { svg: name + ".svg", css: name + ".css", swiftui: (viewName || "Script") + "View.swift", tokens: name + ".tokens.json" }[kind];
    // The files are what `shape render -o FILE` writes: the command's default (light) theme.
    const answer = shape.render(source.value, options({ format, output: file, theme: "light" }));
    if (!answer.ok) { say("nothing to download: the script has errors", "error"); return; }
    const type = { svg: "image/svg+xml", css: "text/css", swiftui: "text/plain", tokens: "application/json" }[kind];
    offer(file, type, answer.output);
  }

  // PNG: the browser draws the SVG (the frame shown) on a canvas at twice its size.
  function savePNG(name) {
    const answer = shape.render(source.value, options({ still: true, time: page.time }));
    if (!answer.ok) { say("nothing to download: the script has errors", "error"); return; }
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth * 2;
      canvas.height = image.naturalHeight * 2;
      canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => offer(name + ".png", "image/png", blob), "image/png");
    };
    image.onerror = () => say("the browser could not draw the SVG", "error");
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(answer.output);
  }

  if ($("download")) $("download").addEventListener("change", async () => {
    const kind = $("download").value;
    $("download").value = "";
    if (kind) await download(kind);
  });

  // ---- Presentation: for projectors, keyboard only -----------------------------------------

  function present(on) {
    document.body.classList.toggle("presenting", on);
    $("present").textContent = on ? "Leave presentation" : "Present";
    $("present").setAttribute("aria-pressed", String(on));
    if (on) (picture.querySelector(".focus-target") || $("present")).focus();
  }
  $("present").addEventListener("click", () => present(!document.body.classList.contains("presenting")));
  document.addEventListener("keydown", (event) => {
    const presenting = document.body.classList.contains("presenting");
    if (event.altKey && event.key.toLowerCase() === "p") { event.preventDefault(); present(!presenting); return; }
    if (!presenting) return;
    if (event.key === "Escape") present(false);
    else if (event.key === " " && event.target.tagName !== "BUTTON") { event.preventDefault(); togglePlay(); }
    else if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      step(event.key === "ArrowRight" ? 1 : -1);
    }
  });

  // The next or previous example (or lesson), as the arrows do in presentation.
  function step(direction) {
    if (live) return;
    if (course) return goToLesson((page.lesson ? page.lesson.number : 1) + direction);
    const names = Object.keys(content.examples).sort();
    const next = names[(names.indexOf(page.example) + direction + names.length) % names.length];
    loadExample(next);
    keepInURL(); draw();
    (picture.querySelector(".focus-target") || $("present")).focus();
  }

  // ---- The course: a lesson beside the editor, checked at every keystroke -------------------

  const progressKey = "shape-course-progress";

  function progress() {
    try { return JSON.parse(localStorage.getItem(progressKey)) || {}; } catch { return {}; }
  }

  function keepProgress(change) {
    const next = { current: 1, passed: [], texts: {}, ...progress() };
    change(next);
    try { localStorage.setItem(progressKey, JSON.stringify(next)); } catch { /* storage full or off */ }
  }

  function goToLesson(number) {
    const count = content.lessons.length;
    if (count === 0) return;
    number = Math.min(Math.max(1, number), count);
    const { folder, files: lessonFiles } = content.lessons[number - 1];
    page.lesson = { number, folder, files: lessonFiles, answer: null };
    page.values = {};
    page.time = 0;
    keepProgress((p) => { p.current = number; });
    const saved = progress().texts?.[folder];
    const first = shape.lesson("", folder, lessonFiles, { number });
    if (!first.ok) { say("lesson " + number + " does not read: " + first.error, "error"); return; }
    source.value = saved ?? first.start;
    $("lesson-text").innerHTML = first.html;
    $("hints").replaceChildren(...first.hints.map((hint, i) => {
      const details = document.createElement("details");
      details.className = "hint";
      const summary = document.createElement("summary");
      summary.textContent = `hint ${i + 1} of ${first.hints.length}`;
      const body = document.createElement("p");
      body.innerHTML = hint;
      details.append(summary, body);
      return details;
    }));
    $("lessons").value = String(number);
    $("previous").disabled = number === 1;
    $("next").disabled = number === count;
    document.title = first.heading + " · shape course";
    keepInURL(); draw();
  }

  function checkLesson() {
    const lesson = page.lesson;
    if (!lesson) return;
    const text = source.value;
    const answer = shape.lesson(text, lesson.folder, lesson.files, { number: lesson.number });
    page.checks += 1;
    lesson.answer = answer;
    const result = $("check-result");
    if (!answer.ok) { result.textContent = answer.error; result.className = "failed"; return; }
    result.textContent = answer.passed ? "Passed: the goal holds at every value the lesson tries."
      : "Not yet: " + answer.failures.join("\n");
    result.className = answer.passed ? "passed" : "failed";
    keepProgress((p) => {
      p.texts[lesson.folder] = text;
      const passed = new Set(p.passed);
      if (answer.passed) passed.add(lesson.folder);
      p.passed = [...passed];
    });
    markPassed();
  }

  function markPassed() {
    const passed = new Set(progress().passed || []);
    for (const option of $("lessons").options) {
      const lesson = content.lessons[Number(option.value) - 1];
      option.textContent = option.dataset.title + (passed.has(lesson.folder) ? " ✓" : "");
    }
  }

  function setUpCourse(fromLink) {
    const menu = $("lessons");
    content.lessons.forEach((lesson, i) => {
      const answer = shape.lesson("", lesson.folder, lesson.files, { number: i + 1 });
      const option = document.createElement("option");
      option.value = String(i + 1);
      option.dataset.title = answer.ok ? answer.heading : lesson.folder;
      menu.append(option);
    });
    markPassed();
    menu.addEventListener("change", () => goToLesson(Number(menu.value)));
    $("previous").addEventListener("click", () => goToLesson(page.lesson.number - 1));
    $("next").addEventListener("click", () => goToLesson(page.lesson.number + 1));
    $("restart").addEventListener("click", () => {
      if (!confirm("Start this exercise again? Your text for it is replaced by the lesson's start.")) return;
      keepProgress((p) => { delete p.texts[page.lesson.folder]; });
      goToLesson(page.lesson.number);
    });
    goToLesson(fromLink || progress().current || 1);
  }

  // ---- Start ----------------------------------------------------------------------------------

  (async () => {
    if (live && !globalThis.shapeLanguage) {
      // The server found no shape.bundle.js: it draws every picture.
      await readURL();
      connectLive();
      return;
    }
    try {
      shape = await globalThis.shapeLanguage.load();
    } catch (error) {
      say("shape.wasm did not load: " + (error && error.message ? error.message : error), "error");
      if (!live) return;
    }
    const lessonFromLink = await readURL();
    if (live) { connectLive(); return; }
    if (course) setUpCourse(lessonFromLink);
    else draw();
    page.ready = true;
    window.dispatchEvent(new Event("shape-ready"));
  })();
})();
