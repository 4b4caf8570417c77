// The end of shape-figures.js (scripts/build-wasm puts shape.bundle.js before it): every shape block
// of the page drawn as a figure, the way `shape md --inline` draws it, with the block attributes of
// docs/figure-syntax.md. One tag is all a page needs, from file:// too:
//
//   <script src="shape-figures.js"></script>                  (a plain page, Pandoc's HTML)
//   additional-js = ["shape-figures.js"]                      (mdBook's book.toml)
//
// A block is `<pre class="language-shape">` or `<code class="language-shape">` (CommonMark
// renderers, and mdBook, whose class carries the whole info string), or Pandoc's `<pre
// class="shape">` with its attributes (`id`, `data-caption`, `alt`, `width`, `data-theme`, …). Each
// becomes `<figure>` (the SVG, its ids prefixed, its `<title>` the alt text, and a `<figcaption>`),
// followed by the block itself in a closed `<details>`, kept for copying. A block that fails shows
// its diagnostics as `shape` prints them, in place of its picture; the rest of the page is drawn.
//
//   shapeLanguage.figures                 // a promise of the first drawing's results
//   await shapeLanguage.drawFigures(root) // blocks added later (root: an element or document)

/// The script element that loaded this file: its `data-theme` is the page's default theme.
const figureScript = typeof document !== "undefined" ? document.currentScript : null;

/// The attributes a block takes, as FigureSyntax.swift's table has them (did-you-mean hints come
/// from here).
const figureAttributes = ["id", "caption", "alt", "annotate", "format", "scale", "width", "theme"];

/// What a page can ask for everywhere: `theme` (light, dark, auto) for blocks without `theme=`, and
/// `files` (path → text) for the scripts' imports, as shape.js's render takes them.
const pageDefaults = { theme: figureScript?.dataset?.theme, files: undefined };

/// Ids given to figures so far on this page, so that a second figure with one id is an error (as in
/// `shape md`), and the count of blocks met, which names a figure without an id (`shape-N`).
const figureIds = new Map();
let blocksMet = 0;

/// The figures whose theme follows the page, redrawn when the page turns dark or light.
const followers = [];

// MARK: - Finding blocks

/// The shape blocks under `root` not drawn yet, in document order: the element each one's figure
/// replaces (its `<pre>`, or a `<code>` alone) and the element holding its text.
function shapeBlocks(root) {
    const selector = [
        "pre.language-shape", "code.language-shape", // CommonMark's `language-shape`
        'code[class^="language-{"]', // mdBook's `{#id .shape …}` form: the info string is the class
        "pre.shape", // Pandoc: the first class is the language
    ].join(",");
    const found = [];
    const seen = new Set();
    const candidates = [...(root.matches?.(selector) ? [root] : []), ...root.querySelectorAll(selector)];
    for (const element of candidates) {
        const inPre = element.localName === "code" && element.parentElement?.localName === "pre";
        const block = inPre ? element.parentElement : element;
        if (seen.has(block) || block.closest("[data-shape-figure]")) continue;
        const text = block.localName === "pre" ? (block.querySelector(":scope > code") ?? block) : block;
        if (!isShapeBlock(block, text)) continue;
        seen.add(block);
        found.push({ block, text });
    }
    return found;
}

/// Whether the element's class says shape: `language-shape` and nothing before it, mdBook's brace
/// form with `.shape` among its attributes, or Pandoc's class `shape`. An info string that mentions
/// shape but opens no block (`shape {#card`, `Shape`) is a warning, as in `shape md`.
function isShapeBlock(block, text) {
    for (const element of new Set([block, text])) {
        const info = infoString(element);
        if (info !== null && fenceInfo(info).kind === "shape") return true;
        if (element.localName === "pre" && element.classList.contains("shape")) return true;
        if (info !== null && /shape/i.test(info)) {
            console.warn(`shape-figures.js: '${info}' opens no shape block: write 'shape {…}' or '{… .shape}' ` +
                "(docs/figure-syntax.md)");
        }
    }
    return false;
}

/// A fence's info string as a class attribute carries it: mdBook writes `language-` and the whole
/// info string; highlight.js adds `hljs` (and perhaps a language) after it.
function infoString(element) {
    const classes = element.getAttribute("class") ?? "";
    if (!classes.startsWith("language-")) return null;
    let info = classes.slice("language-".length).trim();
    for (const added of [" hljs", " language-plaintext", " plaintext"]) {
        while (info.endsWith(added)) info = info.slice(0, -added.length).trimEnd();
    }
    return info;
}

// MARK: - Attributes (docs/figure-syntax.md; FigureSyntax.swift is the same table in Swift)

/// `shape`, `shape ATTRIBUTES`, `shape {ATTRIBUTES}` or `{ATTRIBUTES}` with `.shape` among them:
/// `{ kind: "shape", attributes }`, else `{ kind: "other" }`.
function fenceInfo(info) {
    const word = /^[^ \t{]*/.exec(info)[0];
    if (word === "shape") {
        const rest = info.slice(word.length).replace(/^[ \t]+/, "");
        if (!rest.startsWith("{")) return { kind: "shape", attributes: rest };
        if (!rest.endsWith("}")) return { kind: "other" };
        return { kind: "shape", attributes: rest.slice(1, -1) };
    }
    if (info.startsWith("{") && info.endsWith("}")) {
        const inside = info.slice(1, -1);
        const classed = attributeTokens(inside).some((token) => token.text === ".shape");
        if (classed) return { kind: "shape", attributes: inside };
    }
    return { kind: "other" };
}

/// The attributes of `text`, split at blanks outside double quotes: `{ text, key, value, unclosed }`
/// (FigureAttributes.tokens).
function attributeTokens(text) {
    const scalars = Array.from(text);
    const tokens = [];
    let index = 0;
    const blank = (character) => character === " " || character === "\t";
    while (index < scalars.length) {
        if (blank(scalars[index])) {
            index++;
            continue;
        }
        const start = index;
        while (index < scalars.length && !blank(scalars[index]) && scalars[index] !== "=") index++;
        const head = scalars.slice(start, index).join("");
        if (scalars[index] !== "=") {
            tokens.push({ text: head });
            continue;
        }
        index++;
        const token = { key: head, value: "" };
        if (scalars[index] === '"') {
            index++;
            let value = "";
            while (index < scalars.length && scalars[index] !== '"') {
                if (scalars[index] === "\\" && index + 1 < scalars.length) index++;
                value += scalars[index++];
            }
            if (index < scalars.length) index++;
            else token.unclosed = true;
            token.value = value;
        } else {
            const valueStart = index;
            while (index < scalars.length && !blank(scalars[index])) index++;
            token.value = scalars.slice(valueStart, index).join("");
        }
        token.text = scalars.slice(start, index).join("");
        tokens.push(token);
    }
    return tokens;
}

/// A mistake in a block's attributes: drawn in place of its figure, as `shape md` refuses it.
class AttributeError extends Error {}

/// The block's figure options: from its info string (mdBook), then its HTML attributes (Pandoc's
/// `id`, `alt`, `width` and `data-*`; a plain page's `data-caption`, `data-alt`, …), a later one
/// winning. Throws an AttributeError for a value that cannot be used; `warnings` gets the rest.
function figureOptions(block, text, warnings) {
    const options = { annotate: false };
    for (const element of new Set([block, text])) {
        const info = infoString(element);
        if (info === null) continue;
        const found = fenceInfo(info);
        if (found.kind !== "shape") continue;
        for (const token of attributeTokens(found.attributes)) {
            if (token.unclosed) throw new AttributeError(`'"' expected to close this value`);
            applyToken(options, token, warnings);
        }
    }
    for (const element of new Set([block, text])) {
        if (element.id) applyToken(options, { key: "id", value: element.id, text: `id=${element.id}` }, warnings);
        for (const { name, value } of Array.from(element.attributes)) {
            const key = name.startsWith("data-") ? name.slice(5) : ["alt", "width"].includes(name) ? name : null;
            if (key === null || key.startsWith("shape")) continue;
            applyToken(options, { key, value, text: `${key}=${value}` }, warnings);
        }
    }
    return options;
}

/// One attribute into `options` (FigureOptions.apply): a value that cannot be used throws, an
/// unknown one is a warning.
function applyToken(options, token, warnings) {
    const { text, key, value } = token;
    if (key === undefined) {
        if (text.startsWith("#")) options.id = identifier(text.slice(1));
        else if (text.startsWith(".")) {
            if (text !== ".shape") warnings.push(`the class '${text}' does nothing on a shape block`);
        } else if (text === "svg" || text === "png") options.format = text;
        else if (text === "annotate") options.annotate = true;
        else warnings.push(unknownAttribute(text));
        return;
    }
    const bad = (needs) => new AttributeError(`'${key}' needs ${needs}, not '${value}'`);
    switch (key) {
        case "id": options.id = identifier(value); break;
        case "alt": options.alt = value; break;
        case "caption": options.caption = value; break;
        case "annotate":
            if (value !== "true" && value !== "false") throw bad("true or false");
            options.annotate = value === "true";
            break;
        case "format":
            if (value !== "svg" && value !== "png") throw bad("svg or png");
            options.format = value;
            break;
        case "scale": {
            const number = plainDecimal(value);
            if (number === null || number <= 0 || number > 16) throw bad("a number above 0 and at most 16");
            options.scale = number;
            break;
        }
        case "width": {
            const match = /^(.*?)(px|%)?$/.exec(value);
            const number = plainDecimal(match[1]);
            if (number === null || number <= 0 || (match[2] === "%" && number > 100)) {
                throw bad("a width: 180, 180px or 50%");
            }
            options.width = value;
            break;
        }
        case "theme":
            if (!["light", "dark", "auto"].includes(value)) throw bad("light, dark or auto");
            options.theme = value;
            break;
        default:
            warnings.push(unknownAttribute(`${key}=`));
    }
}

/// A letter, then letters, digits, `-`, `_`, `.` or `:` (FigureAttributes.isIdentifier).
function identifier(value) {
    if (!/^[A-Za-z][A-Za-z0-9\-_.:]*$/.test(value)) {
        throw new AttributeError(`an id is a letter, then letters, digits, '-', '_', '.' or ':', not '${value}'`);
    }
    return value;
}

/// `12`, `12.5`, `.5`: digits with at most one point, as the command line reads a number.
function plainDecimal(text) {
    return /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

function unknownAttribute(word) {
    const known = [...figureAttributes.map((name) => `${name}=`), "annotate", "svg", "png"];
    const near = closestMatch(word, known);
    return `unknown attribute '${word}' on a shape block is ignored (${figureAttributes.join(", ")})` +
        (near ? `; did you mean '${near}'?` : "");
}

/// The candidate nearest to `name` within `max(1, length / 3)` edits of the lower-cased names, ties
/// to the better case match, then the alphabetically first (closestMatch in Suggestion.swift).
function closestMatch(name, candidates) {
    const target = Array.from(name.toLowerCase());
    const threshold = Math.max(1, Math.floor(target.length / 3));
    let best = null;
    for (const candidate of candidates) {
        if (candidate === name) continue;
        const folded = Array.from(candidate.toLowerCase());
        if (Math.abs(folded.length - target.length) > threshold) continue;
        const distance = editDistance(target, folded);
        if (distance > threshold) continue;
        const caseDistance = editDistance(Array.from(name), Array.from(candidate));
        const better = !best || distance < best.distance ||
            (distance === best.distance && (caseDistance < best.caseDistance ||
                (caseDistance === best.caseDistance && candidate < best.candidate)));
        if (better) best = { candidate, distance, caseDistance };
    }
    return best?.candidate ?? null;
}

/// The optimal-string-alignment distance (insertions, deletions, substitutions, swaps of two
/// neighbours) between two arrays of characters.
function editDistance(a, b) {
    let beforePrevious = [];
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                row[j] = Math.min(row[j], beforePrevious[j - 2] + 1);
            }
        }
        [beforePrevious, previous] = [previous, row];
    }
    return previous[b.length];
}

// MARK: - Drawing

/// Draws every shape block under `root` (default: the document). `options`: `theme` for blocks
/// without one, `files` for imports. Resolves to one result a block: `{ figure, ok, id, messages }`.
async function drawFigures(root = document, options = {}) {
    const shape = await figureModule();
    const settings = { ...pageDefaults, ...options };
    if (settings.theme !== undefined && !["light", "dark", "auto"].includes(settings.theme)) {
        console.error(
            `shape-figures.js: the page's theme is light, dark or auto, not '${settings.theme}': light is used`);
        settings.theme = undefined;
    }
    return shapeBlocks(root.documentElement ?? root).map((found) => {
        try {
            return drawBlock(shape, found, settings);
        } catch (failure) {
            // A fault of this script, not of the block: that figure says so, the others are drawn.
            const figure = document.createElement("figure");
            figure.className = "shape-figure";
            figure.dataset.shapeFigure = "";
            const message = `shape-figures.js: error: ${failure?.message ?? failure}`;
            return failed(figure, found.block, "shape-figures.js", [message]);
        }
    });
}

/// One block: its figure (or its diagnostics) in its place, the block kept after it in a
/// `<details>`.
function drawBlock(shape, { block, text }, settings) {
    const number = ++blocksMet;
    const warnings = [];
    const figure = document.createElement("figure");
    figure.className = "shape-figure";
    figure.dataset.shapeFigure = "";
    let options;
    try {
        options = figureOptions(block, text, warnings);
    } catch (error) {
        if (!(error instanceof AttributeError)) throw error;
        const path = `shape-${number}.shape`;
        return failed(figure, block, path, [`${path}: error: ${error.message} (in the block's attributes)`]);
    }
    const name = (options.id ?? `shape-${number}`).replaceAll(":", "-");
    const path = `${name}.shape`;
    for (const warning of warnings) console.warn(`shape-figures.js: ${path}: ${warning}`);
    if (options.id !== undefined) {
        const first = figureIds.get(options.id);
        if (first && first.isConnected) {
            // `#card` keeps leading to the first figure.
            for (const element of [block, text]) if (element.id === options.id) element.removeAttribute("id");
            const message = `${path}: error: a figure with the id '${options.id}' is already on this page`;
            return failed(figure, block, path, [message]);
        }
        figureIds.set(options.id, figure);
        // The anchor moves to the figure, so that `#card` still leads to it and no id is on the
        // page twice.
        for (const element of [block, text]) if (element.id === options.id) element.removeAttribute("id");
        figure.id = options.id;
    }
    const request = {
        format: "svg",
        path,
        idPrefix: `${name}-`,
        annotate: options.annotate,
        files: settings.files,
    };
    // The block's words for the picture become its accessible name (`shape md`'s rule).
    const title = options.alt ?? options.caption;
    if (title) request.title = title;
    const source = text.textContent;
    const theme = options.theme ?? settings.theme;
    const draw = () => {
        const drawn = theme === "auto" ? pageScheme(figure, block) : theme;
        const answer = shape.render(source, { ...request, theme: drawn });
        if (!answer.ok) return answer;
        const picture = svgElement(answer.output, options);
        const previous = figure.querySelector(":scope > svg");
        if (previous) previous.replaceWith(picture);
        else figure.prepend(picture);
        return answer;
    };
    const answer = draw();
    if (!answer.ok) {
        const messages = answer.diagnostics.length > 0
            ? answer.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic, source))
            : [`${path}: error: ${answer.error ?? "the figure could not be drawn"}`];
        return failed(figure, block, path, messages);
    }
    for (const diagnostic of answer.diagnostics) {
        console.warn(`shape-figures.js: ${formatDiagnostic(diagnostic, source)}`);
    }
    if (options.caption) figure.append(captionElement(options.caption));
    if (theme === "auto") followers.push({ figure, block, draw, scheme: pageScheme(figure, block) });
    block.before(figure);
    keepSource(figure, block, false);
    return { figure, ok: true, id: options.id ?? null, idPrefix: request.idPrefix, messages: [] };
}

/// The SVG of a render as an element (FigureText.inline): never wider than its column, `width=`
/// its width, and hidden from screen readers when `alt=""` says it is decorative.
function svgElement(svg, options) {
    const parsed = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
    const picture = document.importNode(parsed, true);
    let style = "max-width:100%;height:auto";
    if (options.width !== undefined) {
        // A bare number is pixels (FigureText.cssLength).
        const width = /(px|%)$/.test(options.width) ? options.width : `${options.width}px`;
        style = `width:${width};${style}`;
    }
    picture.setAttribute("style", style);
    if (options.alt === "") {
        picture.removeAttribute("role");
        picture.setAttribute("aria-hidden", "true");
    }
    return picture;
}

/// A figure that could not be drawn: the messages in its place, and its source open beside them.
function failed(figure, block, path, messages) {
    figure.classList.add("shape-figure-failed");
    const lead = document.createElement("p");
    lead.textContent = "This figure could not be drawn:";
    const report = document.createElement("pre");
    report.className = "shape-diagnostics";
    report.style.cssText = "white-space:pre;overflow-x:auto;border-left:4px solid #d70015;padding-left:0.75em";
    report.tabIndex = 0; // a region that may scroll is reachable by keyboard
    report.textContent = messages.join("\n");
    figure.append(lead, report);
    block.before(figure);
    keepSource(figure, block, true);
    for (const message of messages) console.error(`shape-figures.js: ${message}`);
    return { figure, ok: false, id: figure.id || null, messages };
}

/// The block itself after its figure, in a `<details>` (open when the figure failed): its text
/// stays selectable, and a host's copy button on it keeps working.
function keepSource(figure, block, open) {
    const details = document.createElement("details");
    details.className = "shape-source";
    details.dataset.shapeFigure = "";
    details.open = open;
    const summary = document.createElement("summary");
    summary.textContent = "Source of this figure";
    figure.after(details);
    details.append(summary, block);
}

/// A diagnostic as the command line prints it (DiagnosticFormatter, without colour): the located
/// message, the source line and a caret under the culprit, the hint, the notes. Control and
/// direction characters are shown as the command shows them (TerminalText), so that a script
/// cannot make its message read otherwise than it is.
function formatDiagnostic(diagnostic, source) {
    const lines = [escaped(diagnostic.summary)];
    const line = source.split(/\r\n|\r|\n/)[diagnostic.line - 1];
    if (line !== undefined) {
        const scalars = Array.from(line);
        const column = Math.max(diagnostic.column, 1);
        const padding = scalars.slice(0, column - 1).map((scalar) => (scalar === "\t" ? "\t" : " ")).join("")
            + " ".repeat(Math.max(0, column - 1 - scalars.length));
        let width = 1;
        if (diagnostic.endLine === diagnostic.line) {
            width = Math.max(1, Math.min(diagnostic.endColumn, scalars.length + 1) - column);
        }
        const printable = scalars.map((scalar) => (scalar !== "\t" && isControl(scalar) ? "\uFFFD" : scalar)).join("");
        lines.push(`    ${printable}`, `    ${padding}^${"~".repeat(width - 1)}`);
    }
    if (diagnostic.hint) lines.push(`hint: ${escaped(diagnostic.hint)}`);
    for (const note of diagnostic.notes ?? []) {
        const place = note.line ? `${escaped(note.file ?? diagnostic.file)}:${note.line}:${note.column}: ` : "";
        lines.push(`${place}note: ${escaped(note.message)}`);
    }
    return lines.join("\n");
}

/// C0 and C1 controls (tab and line feed too) and the characters that change the direction of
/// text (TerminalText.isControl).
function isControl(scalar) {
    const value = scalar.codePointAt(0);
    return value <= 0x1f || (value >= 0x7f && value <= 0x9f) || value === 0x061c || value === 0x200e ||
        value === 0x200f || (value >= 0x202a && value <= 0x202e) || (value >= 0x2066 && value <= 0x2069);
}

/// `text` with each control character written as a Swift escape, `\u{1b}`.
function escaped(text) {
    const spelled = (scalar) => (isControl(scalar) ? `\\u{${scalar.codePointAt(0).toString(16)}}` : scalar);
    return Array.from(String(text), spelled).join("");
}

// MARK: - Captions (CaptionHTML.swift: the same inline Markdown, as elements)

/// `<figcaption>` of a caption's inline Markdown: `*em*`, `_em_`, `**strong**`, `` `code` ``,
/// `[text](url)` and backslash escapes; everything else is text.
function captionElement(markdown) {
    const caption = document.createElement("figcaption");
    caption.append(...inlineMarkdown(Array.from(markdown.replace(/\r\n|\r|\n/g, " "))));
    return caption;
}

function inlineMarkdown(characters) {
    const nodes = [];
    let text = "";
    const flush = () => {
        if (text) nodes.push(document.createTextNode(text));
        text = "";
    };
    const element = (name, children) => {
        flush();
        const made = document.createElement(name);
        made.append(...children);
        nodes.push(made);
        return made;
    };
    let rest = characters;
    while (rest.length > 0) {
        let found;
        if (rest[0] === "\\" && rest.length > 1 && /[\p{P}\p{S}]/u.test(rest[1])) {
            text += rest[1];
            rest = rest.slice(2);
        } else if ((found = span(rest, "**", "**"))) {
            element("strong", inlineMarkdown(found.inner));
            rest = found.rest;
        } else if ((found = span(rest, "*", "*") ?? span(rest, "_", "_"))) {
            element("em", inlineMarkdown(found.inner));
            rest = found.rest;
        } else if ((found = span(rest, "`", "`"))) {
            element("code", [found.inner.join("")]);
            rest = found.rest;
        } else if ((found = span(rest, "[", "]")) && found.rest[0] === "(" && span(found.rest, "(", ")")) {
            const target = span(found.rest, "(", ")");
            element("a", inlineMarkdown(found.inner)).setAttribute("href", target.inner.join(""));
            rest = target.rest;
        } else {
            text += rest[0];
            rest = rest.slice(1);
        }
    }
    flush();
    return nodes;
}

/// `open`, then characters up to the next `close` (not empty, not starting with a space).
function span(characters, open, close) {
    const opener = Array.from(open);
    const closer = Array.from(close);
    const startsWith = (at, what) => what.every((character, offset) => characters[at + offset] === character);
    if (!startsWith(0, opener)) return null;
    const first = characters[opener.length];
    if (first === undefined || first === " " || first === closer[0]) return null;
    for (let index = opener.length; index < characters.length; index++) {
        if (characters[index] === "\\") {
            index++;
            continue;
        }
        if (startsWith(index, closer)) {
            return { inner: characters.slice(opener.length, index), rest: characters.slice(index + closer.length) };
        }
    }
    return null;
}

// MARK: - Following the page's theme

/// `light` or `dark`: what the figure sits on. The first opaque background among the block's
/// ancestors decides (mdBook's themes and a page's own dark mode set one); a page with none is
/// dark when its `color-scheme` is dark, or allows dark and the system prefers it.
function pageScheme(figure, block) {
    for (let element = (figure.isConnected ? figure : block).parentElement; element; element = element.parentElement) {
        const color = parseColor(getComputedStyle(element).backgroundColor);
        if (color && color.alpha >= 0.5) {
            const luminance = (0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue) / 255;
            return luminance < 0.5 ? "dark" : "light";
        }
    }
    const scheme = getComputedStyle(document.documentElement).colorScheme ?? "";
    const prefersDark = globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches;
    if (/\bdark\b/.test(scheme) && (!/\blight\b/.test(scheme) || prefersDark)) return "dark";
    return "light";
}

/// `rgb(…)` or `rgba(…)` as computed styles spell it.
function parseColor(text) {
    const match = /^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+%?))?\)$/.exec(text.trim());
    if (!match) return null;
    const alpha = match[4] === undefined ? 1 : match[4].endsWith("%") ? parseFloat(match[4]) / 100 : Number(match[4]);
    return { red: Number(match[1]), green: Number(match[2]), blue: Number(match[3]), alpha };
}

/// Redraws the figures that follow the page whose page changed between dark and light.
function followPage() {
    for (const follower of followers) {
        if (!follower.figure.isConnected) continue;
        const scheme = pageScheme(follower.figure, follower.block);
        if (scheme === follower.scheme) continue;
        follower.scheme = scheme;
        follower.draw();
    }
}

/// Watches what turns a page dark: a class or style on `<html>` or `<body>` (mdBook's theme
/// picker), and the system's preference.
function watchPage() {
    const observer = new MutationObserver(() => followers.length > 0 && followPage());
    for (const element of [document.documentElement, document.body]) {
        if (element) observer.observe(element, { attributes: true, attributeFilter: ["class", "style", "data-theme"] });
    }
    globalThis.matchMedia?.("(prefers-color-scheme: dark)").addEventListener?.("change", followPage);
    // A page that fades to its new colours (mdBook's) has them only when the fade ends.
    document.addEventListener("transitionend", (event) => {
        if (event.propertyName === "background-color" && followers.length > 0) followPage();
    });
}

// MARK: - Start

/// Compiles the carried module at once (its bytes unpack while the page loads), then draws the
/// page's blocks when its document is parsed.
function start() {
    const compiling = figureModule();
    const parsed = new Promise((resolve) => {
        if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", resolve, { once: true });
        else resolve();
    });
    return Promise.all([compiling, parsed]).then(() => {
        const results = drawFigures(document);
        watchPage();
        return results;
    }).then((results) => {
        document.dispatchEvent(new CustomEvent("shapefigures", { detail: results }));
        return results;
    });
}

/// The one instance every figure of the page is drawn by (the carried module, compiled once).
let figureShape;

function figureModule() {
    figureShape ??= carriedModule().then((module) => load(module));
    return figureShape;
}

globalThis.shapeLanguage = Object.freeze({ ...globalThis.shapeLanguage, drawFigures });
if (typeof document !== "undefined") {
    const figures = start();
    figures.catch((failure) => console.error(`shape-figures.js: ${failure?.message ?? failure}`));
    globalThis.shapeLanguage = Object.freeze({ ...globalThis.shapeLanguage, figures });
}
