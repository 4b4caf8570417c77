// The identity suite's comparison: scripts run through shape.wasm (by shape.js, in node) and
// through the native binary, which must agree:
// SVG (plain and annotated), text, CSS, SwiftUI, HTML and tokens byte for byte, the same
// diagnostics, and JSON equal to the last bit except where the two libms differ (musl's in
// wasi-libc, glibc's natively), which is counted and reported, never hidden.
//
// examples.test.mjs and generated.test.mjs hold the cases; run them with
//   SHAPE_BINARY=.build/debug/shape SHAPE_WASM=.build/wasm node --test --test-concurrency=2 Tests/WebAssembly/
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "../..");
const binary = resolve(process.env.SHAPE_BINARY ?? join(root, ".build/debug/shape"));
export const wasmDir = resolve(process.env.SHAPE_WASM ?? join(root, ".build/wasm"));
const { load } = await import(join(wasmDir, "shape.js"));
export const shape = await load();

/// shape.wasm's limits (`Limits.webAssembly`), given to the native binary so that both stop a
/// script at the same place.
const limits = ["--max-call-depth", "100", "--max-depth", "128"];

/// The formats compared byte for byte, with the extension `--output-dir` gives each.
const exact = { svg: ".svg", text: ".txt", css: ".css", swiftui: ".swift", html: ".html", tokens: ".tokens.json" };

/// The scripts of `dir` whose names pass `keep`, with every `.shape` file of the folder as the
/// files they may import.
export function folder(dir, keep = () => true) {
    const names = readdirSync(dir).filter((name) => name.endsWith(".shape")).sort();
    const files = Object.fromEntries(names.map((name) => [name, readFileSync(join(dir, name), "utf8")]));
    return { dir, names: names.filter((name) => keep(name, files[name])), files };
}

/// The native binary's outputs: `render FILE… --output-dir` once per format (in the folder, so
/// that names and imports read as shape.wasm's do), and `check FILE…`'s diagnostics by file.
function native(set, formats, extra = []) {
    extra = [...limits, ...extra];
    const out = mkdtempSync(join(tmpdir(), "shape-identity-"));
    const outputs = {};
    for (const [format, flags] of formats) {
        const target = join(out, format + flags.join(""));
        mkdirSync(target);
        spawnSync(binary, ["render", ...set.names, "--output-dir", target, "--format", format.split("+")[0], ...flags, ...extra], {
            cwd: set.dir, maxBuffer: 1 << 28,
        });
        outputs[format] = target;
    }
    // `check`'s first line of each diagnostic, its hint and its located notes, by script: a batch
    // of scripts that import nothing at once, else one script a run (an import's diagnostics
    // name the imported file).
    const diagnostics = {};
    for (const name of set.names) diagnostics[name] = [];
    const imports = set.names.some((name) => /\bimport\b/.test(set.files[name]));
    const batches = imports ? set.names.map((name) => [name]) : [set.names];
    for (const batch of batches) {
        const checked = spawnSync(binary, ["check", ...batch, ...extra], { cwd: set.dir, maxBuffer: 1 << 28, encoding: "utf8" });
        let current = batch.length === 1 ? batch[0] : null;
        for (const line of checked.stderr.split("\n")) {
            const match = /^(.+?):\d+:\d+: (error|warning|note): /.exec(line);
            if (match && batch.length > 1 && diagnostics[match[1]] && match[2] !== "note") current = match[1];
            // The command's hints name its own flags (`raise the limit with --max-steps N`), which
            // a page has not: the rest of the hint must agree.
            const comparable = line.replace(/(; )?raise the limit with --[a-z-]+ [A-Z]+$/, "");
            if (comparable === "hint: ") continue;
            if ((match || line.startsWith("hint: ")) && current) diagnostics[current].push(comparable);
        }
    }
    return { outputs, diagnostics };
}

function nativeOutput(dir, name, extension) {
    const path = join(dir, name.replace(/\.shape$/, "") + extension);
    return existsSync(path) ? readFileSync(path, "utf8") : "";
}

/// Whether two JSON texts differ only in numbers that are within a few units in the last place
/// (a libm's last digit); throws on any other difference.
function jsonDifferenceIsLibm(a, b, where) {
    const walk = (x, y, path) => {
        if (typeof x === "number" && typeof y === "number") {
            if (x === y) return false;
            const scale = Math.max(Math.abs(x), Math.abs(y));
            assert.ok(Math.abs(x - y) <= scale * 1e-13, `${where}: JSON differs at ${path}: ${x} vs ${y}`);
            return true;
        }
        assert.equal(typeof x, typeof y, `${where}: JSON differs at ${path}`);
        if (x === null || typeof x !== "object") {
            assert.equal(x, y, `${where}: JSON differs at ${path}`);
            return false;
        }
        const keys = Object.keys(x);
        assert.deepEqual(keys, Object.keys(y), `${where}: JSON keys differ at ${path}`);
        let numeric = false;
        for (const key of keys) numeric = walk(x[key], y[key], `${path}.${key}`) || numeric;
        return numeric;
    };
    return walk(JSON.parse(a), JSON.parse(b), "$");
}

/// The lines `shape check` prints of `diagnostics` that the suite compares: each one's summary,
/// its hint, and its notes that have a place.
function printedLines(diagnostics) {
    const lines = [];
    for (const d of diagnostics) {
        lines.push(d.summary);
        if (d.hint) lines.push(`hint: ${d.hint}`);
        for (const note of d.notes) {
            if (note.line !== undefined) lines.push(`${note.file ?? d.file ?? "<input>"}:${note.line}:${note.column}: note: ${note.message}`);
        }
    }
    return lines;
}

/// Runs `set` through both builds and compares everything; returns what was counted.
export function compare(set, { formats = Object.keys(exact), annotated = true, parameters = {}, limits = {} } = {}) {
    const flags = { maxSteps: "--max-steps", maxNodes: "--max-nodes" };
    const extra = [
        ...Object.entries(limits).flatMap(([name, value]) => [flags[name], String(value)]),
        ...Object.entries(parameters).flatMap(([name, value]) => ["--set", `${name}=${value}`]),
    ];
    const runs = [...formats.map((format) => [format, []]), ["json", []]];
    if (annotated) runs.push(["svg+annotate", ["--annotate"]]);
    const reference = native(set, runs, extra);
    const counts = { scripts: set.names.length, outputs: 0, failed: 0, libmJSON: 0, diagnostics: 0 };
    for (const name of set.names) {
        const source = set.files[name];
        const options = { path: name, files: set.files, set: parameters, limits };
        for (const format of formats) {
            const output = name.replace(/\.shape$/, "") + exact[format];
            const answer = shape.render(source, { ...options, format, output });
            assert.equal(answer.output, nativeOutput(reference.outputs[format], name, exact[format]), `${name} as ${format}`);
            counts.outputs++;
            if (!answer.ok) counts.failed++;
        }
        if (annotated) {
            const answer = shape.render(source, { ...options, format: "svg", annotate: true });
            assert.equal(answer.output, nativeOutput(reference.outputs["svg+annotate"], name, ".svg"), `${name} annotated`);
        }
        const json = shape.render(source, { ...options, format: "json" }).output;
        const nativeJSON = nativeOutput(reference.outputs.json, name, ".json");
        if (json !== nativeJSON) {
            assert.ok(json && nativeJSON, `${name} as JSON: one build wrote none`);
            if (jsonDifferenceIsLibm(json, nativeJSON, name)) counts.libmJSON++;
        }
        const checked = shape.check(source, options);
        assert.deepEqual(printedLines(checked.diagnostics), reference.diagnostics[name], `${name}: diagnostics`);
        counts.diagnostics += checked.diagnostics.length;
    }
    return counts;
}
