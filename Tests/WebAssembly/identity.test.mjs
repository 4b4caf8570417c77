// The identity suite: every example, the hostile-input corpus and 2,000 generated scripts run
// through shape.wasm (by shape.js, in node) and through the native binary, which must agree:
// SVG (plain and annotated), text, CSS, SwiftUI, HTML and tokens byte for byte, the same
// diagnostics, and JSON equal to the last bit except where the two libms differ (musl's in
// wasi-libc, glibc's natively), which is counted and reported, never hidden.
//
//   SHAPE_BINARY=.build/debug/shape SHAPE_WASM=.build/wasm node --test Tests/WebAssembly/
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { generate } from "./generate.mjs";

const root = resolve(import.meta.dirname, "../..");
const binary = resolve(process.env.SHAPE_BINARY ?? join(root, ".build/debug/shape"));
const wasmDir = resolve(process.env.SHAPE_WASM ?? join(root, ".build/wasm"));
const { load } = await import(join(wasmDir, "shape.js"));
const shape = await load();

/// shape.wasm's limits (`Limits.webAssembly`), given to the native binary so that both stop a
/// script at the same place.
const limits = ["--max-call-depth", "100", "--max-depth", "128"];

/// The formats compared byte for byte, with the extension `--output-dir` gives each.
const exact = { svg: ".svg", text: ".txt", css: ".css", swiftui: ".swift", html: ".html", tokens: ".tokens.json" };

/// The scripts of `dir` whose names pass `keep`, with every `.shape` file of the folder as the
/// files they may import.
function folder(dir, keep = () => true) {
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
    const checked = spawnSync(binary, ["check", ...set.names, ...extra], { cwd: set.dir, maxBuffer: 1 << 28, encoding: "utf8" });
    const diagnostics = {};
    for (const name of set.names) diagnostics[name] = [];
    for (const line of checked.stderr.split("\n")) {
        const match = /^(.+?):\d+:\d+: (error|warning|note): /.exec(line);
        if (match && diagnostics[match[1]]) diagnostics[match[1]].push(line);
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

/// Runs `set` through both builds and compares everything; returns what was counted.
function compare(set, { formats = Object.keys(exact), annotated = true, parameters = {}, limits = {} } = {}) {
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
            const answer = shape.render(source, { ...options, format });
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
        assert.deepEqual(checked.diagnostics.map((d) => d.summary), reference.diagnostics[name], `${name}: diagnostics`);
        counts.diagnostics += checked.diagnostics.length;
    }
    return counts;
}

test("every example gives the same bytes and diagnostics", () => {
    const counts = compare(folder(join(root, "examples")));
    console.log(`examples: ${JSON.stringify(counts)}`);
    assert.ok(counts.scripts >= 15);
});

test("every parametric example at other parameter values", () => {
    const set = folder(join(root, "examples"));
    let compared = 0;
    for (const name of set.names) {
        const declared = shape.parameters(set.files[name], { path: name, files: set.files }).parameters;
        if (declared.length === 0) continue;
        // Each parameter half as large again, and then a third smaller: values the script never saw.
        for (const factor of [1.5, 0.66]) {
            const parameters = Object.fromEntries(declared.map((p) => [p.name, Math.round(p.declared * factor * 100) / 100]));
            compare({ ...set, names: [name] }, { parameters, annotated: false });
            compared++;
        }
    }
    assert.ok(compared >= 4, `only ${compared} parametric runs`);
});

test("the hostile-input corpus fails the same way", () => {
    // Scripts that import files by absolute path or from outside the corpus read the disk, which
    // shape.wasm has not: those are the native build's to test (HostileInputTests).
    const set = folder(join(root, "Tests/HostileInputTests/corpus"), (_, text) => !/\bimport\b/.test(text));
    // Runaway scripts stop at a tenth of the usual steps and nodes in both builds: the same
    // located limit error, in seconds rather than minutes of a debug build.
    const counts = compare(set, { formats: ["svg", "text"], annotated: false, limits: { maxSteps: 1000000, maxNodes: 150000 } });
    console.log(`hostile corpus: ${JSON.stringify(counts)}`);
    assert.ok(counts.scripts >= 200);
});

test("2,000 generated scripts", () => {
    const dir = mkdtempSync(join(tmpdir(), "shape-generated-"));
    for (const { name, source } of generate(41, 2000)) writeFileSync(join(dir, name), source);
    const counts = compare(folder(dir), { formats: ["svg", "text", "css", "swiftui"], annotated: false });
    console.log(`generated: ${JSON.stringify(counts)}`);
    assert.equal(counts.scripts, 2000);
    // The generator makes mostly working scripts: the comparison is of pictures, not of errors.
    assert.ok(counts.failed < counts.outputs / 3, `too many failed scripts: ${counts.failed}`);
});
