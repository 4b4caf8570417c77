// shape.js: the shape language in any JavaScript host (a browser, node 20), from shape.wasm.
// The same interpreter and renderers as the `shape` command, compiled from the same Swift files
// (scripts/build-wasm); the answers are the command's, byte for byte. README.md, "shape.js", has
// the API with examples.
//
//   import { load } from "./shape.js";
//   const shape = await load();                      // shape.wasm beside this file
//   const { ok, output, diagnostics } = shape.render(text, { format: "svg", set: { gap: 12 } });

const questions = { render: 0, check: 1, parameters: 2, explain: 3, hover: 4, completion: 5, symbols: 6, lesson: 7 };
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// Loads shape.wasm and returns the API. `module` is where the bytes are: a URL (default: shape.wasm
/// beside shape.js), an ArrayBuffer or typed array of its bytes, or a compiled WebAssembly.Module.
export async function load(module) {
    const compiled = await compile(module ?? new URL("./shape.wasm", here()));
    return new Shape(compiled);
}

/// Where this file was loaded from: the module's own URL, read in this one place so that
/// scripts/build-wasm can make shape.bundle.js (a classic script for `file://` pages and for tools
/// that add plain `<script>` tags) by changing this line and the `export`s alone.
function here() {
    return import.meta.url;
}

async function compile(module) {
    if (module instanceof WebAssembly.Module) return module;
    if (module instanceof ArrayBuffer || ArrayBuffer.isView(module)) return WebAssembly.compile(module);
    const url = module instanceof URL ? module : new URL(String(module), here());
    if (url.protocol === "file:" && typeof process !== "undefined" && process.versions?.node) {
        const { readFile } = await import("node:fs/promises");
        return WebAssembly.compile(await readFile(url));
    }
    const response = await fetch(url);
    if (!response.ok) throw new Error(`shape.js: could not load ${url}: ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
}

/// The language's questions, each a plain function of a script's text and options.
///
/// Options (all optional): `format` (svg, text, json, html, css, swiftui, tokens), `set` (an object
/// of parameter values, as --set), `annotate`, `explain`, `theme` (light, dark, auto), `title`,
/// `idPrefix`, `time` (seconds: one frame of an animation), `still` (an editor's keystroke: only
/// the frame at `time` is evaluated and drawn, in its own bounds; the other frames wait for a
/// render without it), `page` (a page's render: the answer adds `nodes` with their frames and
/// declarations, `animation` with its timing, and each parameter's slider `min`, `max`, `step`;
/// `explain(source, "#INDEX")` then explains one of those nodes), `width` (columns of the text
/// preview), `output` (the file it goes to, as -o: `CardView.swift` names the SwiftUI view),
/// `sandbox`, `limits` (`{ maxSteps, maxNodes, maxCallDepth, maxDepth }`, as --max-steps …), `path`
/// (the script's name, default script.shape) and `files` (an object of the texts `import` may
/// read, by path: there is no file system).
class Shape {
    #module;
    #instance;
    #stderr = "";

    constructor(module) {
        this.#module = module;
        this.#start();
    }

    /// `shape render`: `{ ok, output, diagnostics, printed, parameters }`; `output` is the text of
    /// the format (an SVG by default), empty when the script failed.
    render(source, options = {}) {
        return this.#ask("render", source, options);
    }

    /// `shape check`: `{ ok, diagnostics }`, every frame of an animation evaluated.
    check(source, options = {}) {
        return this.#ask("check", source, options);
    }

    /// The script's parameters, found without running it: `{ ok, parameters: [{ name, value,
    /// declared, line, file }] }`.
    parameters(source, options = {}) {
        return this.#ask("parameters", source, options);
    }

    /// `shape explain`: how each corner radius of `node` (every node when it is omitted) was worked
    /// out, as text in `output`.
    explain(source, node = "", options = {}) {
        return this.#ask("explain", source, { ...options, node });
    }

    /// The hover at `offset` (a string index): `{ ok, hover: { markdown, from, to } | null }`.
    hover(source, offset, options = {}) {
        return this.#ask("hover", source, { ...options, offset: byteOffset(source, offset) });
    }

    /// The completions at `offset`: `{ ok, from, completions: [{ label, kind, detail,
    /// documentation, insertText }] }`, best first; `from` is where the typed word starts.
    completion(source, offset, options = {}) {
        return this.#ask("completion", source, { ...options, offset: byteOffset(source, offset) });
    }

    /// The outline: `{ ok, symbols: [{ name, kind, detail, line, from, to, children }] }`.
    symbols(source, options = {}) {
        return this.#ask("symbols", source, options);
    }

    /// A lesson of a course: `source` (the learner's script) checked against the goal of the
    /// lesson whose folder is `folder` (`04-too-far-goes-square`) with `files` (its files by name),
    /// as `shape learn` checks it: `{ ok, passed, failures, diagnostics, title, heading, html,
    /// hints, start }`. `options.number` is the lesson's place in the course.
    lesson(source, folder, files, options = {}) {
        const { number, ...rest } = options;
        return this.#ask("lesson", source, { ...rest, files, lesson: folder, lessonNumber: number });
    }

    #start() {
        const shape = this;
        const wasi = {
            // Embedded Swift writes a fatal error's message to standard error before it traps.
            fd_write(fd, iovs, count, written) {
                const memory = new DataView(shape.#instance.exports.memory.buffer);
                let total = 0;
                for (let i = 0; i < count; i++) {
                    const base = memory.getUint32(iovs + i * 8, true);
                    const length = memory.getUint32(iovs + i * 8 + 4, true);
                    shape.#stderr += decoder.decode(new Uint8Array(memory.buffer, base, length));
                    total += length;
                }
                memory.setUint32(written, total, true);
                return 0;
            },
            fd_close: () => 0,
            fd_seek: () => 70, // ESPIPE: there are no files to seek in
        };
        this.#instance = new WebAssembly.Instance(this.#module, { wasi_snapshot_preview1: wasi });
    }

    #ask(question, source, options) {
        let answer = this.#once(question, source, options);
        if (!answer.stackExhausted) return answer;
        // The JavaScript engine's own stack (about 1 MB in V8) can run out before shape's
        // call-depth limit when every call sits inside many nested operations. Asked again under
        // a lower limit (halved until the engine's stack holds), the answer is the located error
        // the native tool gives under that limit (`--max-call-depth N`), with a note saying why.
        const asked = Math.min(Number(options.limits?.maxCallDepth ?? 100), 100);
        for (let depth = Math.floor(asked / 2); depth >= 1; depth = Math.floor(depth / 2)) {
            const limits = { ...options.limits, maxCallDepth: depth };
            const retry = this.#once(question, source, { ...options, limits });
            if (retry.stackExhausted) continue;
            const note = `shape.wasm stopped these calls at ${depth} deep: the JavaScript engine's stack could not ` +
                `hold ${asked} with this much nesting in each (the native tool's stack can)`;
            for (const diagnostic of retry.diagnostics ?? []) {
                if (diagnostic.code === "limit.call-depth") diagnostic.notes = [...(diagnostic.notes ?? []), { message: note }];
            }
            return retry;
        }
        delete answer.stackExhausted;
        return answer;
    }

    /// One question to the module; a trap answers `{ ok: false, error }` (with `stackExhausted`
    /// when the engine's stack ran out) and the next question gets a fresh instance.
    #once(question, source, options) {
        const exports = this.#instance.exports;
        try {
            exports.shape_begin();
            const fields = requestFields(source, options);
            for (const [name, value] of fields) {
                if (!this.#set(name, value)) return JSON.parse(this.#read("answer"));
            }
            exports.shape_ask(questions[question]);
            const answer = JSON.parse(this.#read("answer"));
            answer.output = this.#read("output");
            return withStringOffsets(answer, source);
        } catch (failure) {
            // A trap leaves the module's memory in no known state: the next question gets a new one.
            const message = this.#stderr.trim() || String(failure?.message ?? failure);
            this.#stderr = "";
            this.#start();
            // V8 throws a RangeError ("Maximum call stack size exceeded"), Firefox an
            // InternalError ("too much recursion").
            const stackExhausted = (failure instanceof RangeError && /stack/i.test(failure.message)) ||
                failure?.name === "InternalError";
            return { ok: false, output: "", diagnostics: [], error: `shape.wasm stopped: ${message}`, stackExhausted };
        }
    }

    #set(name, value) {
        const nameBytes = encoder.encode(name);
        const valueBytes = encoder.encode(value);
        const exports = this.#instance.exports;
        const inbox = exports.shape_inbox(nameBytes.length + valueBytes.length);
        const memory = new Uint8Array(exports.memory.buffer);
        memory.set(nameBytes, inbox);
        memory.set(valueBytes, inbox + nameBytes.length);
        return exports.shape_set(nameBytes.length, valueBytes.length) === 0;
    }

    #read(which) {
        const exports = this.#instance.exports;
        const base = exports[`shape_${which}`]();
        const count = exports[`shape_${which}_count`]();
        return decoder.decode(new Uint8Array(exports.memory.buffer, base, count));
    }
}

/// The request as the module's fields: text for every value.
function requestFields(source, options) {
    const fields = [["source", String(source)]];
    const plain = ["path", "output", "format", "theme", "title", "idPrefix", "node", "lesson", "lessonNumber"];
    for (const name of plain) if (options[name] !== undefined) fields.push([name, String(options[name])]);
    for (const name of ["annotate", "explain", "sandbox", "still", "page"]) {
        if (options[name] !== undefined) fields.push([name, options[name] ? "true" : "false"]);
    }
    for (const name of ["time", "width", "offset"]) {
        if (options[name] !== undefined) fields.push([name, String(options[name])]);
    }
    // `limits: { maxSteps, maxNodes, maxCallDepth, maxDepth }`, as --max-steps and the like (the
    // call and bracket depths at most the module's own 100 and 128).
    for (const [name, value] of Object.entries(options.limits ?? {})) fields.push([name, String(value)]);
    for (const [name, value] of Object.entries(options.set ?? {})) fields.push(["set", `${name}=${value}`]);
    for (const [path, text] of Object.entries(options.files ?? {})) fields.push(["file", `${path}\u0000${text}`]);
    return fields;
}

/// The UTF-8 offset of string index `index` in `text` (the module counts bytes).
function byteOffset(text, index) {
    return encoder.encode(String(text).slice(0, Math.max(0, index))).length;
}

/// Adds `from` and `to` (string indices into `source`) beside every `start` and `end` (bytes).
function withStringOffsets(answer, source) {
    const bytes = encoder.encode(String(source));
    const index = (offset) => decoder.decode(bytes.subarray(0, offset)).length;
    const visit = (value) => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (value === null || typeof value !== "object") return;
        if (typeof value.start === "number" && typeof value.end === "number") {
            value.from = index(value.start);
            value.to = index(value.end);
        }
        for (const key of Object.keys(value)) if (key !== "output") visit(value[key]);
    };
    visit(answer);
    if (typeof answer.start === "number" && answer.completions) answer.from = index(answer.start);
    return answer;
}
