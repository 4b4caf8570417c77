// Workload 13 (shape.wasm in node): what a page pays for the WebAssembly build. Prints one JSON
// object; Benchmarks/run judges it against the native binary measured in the same run.
//
//   node wasm.mjs WASM_DIR EXAMPLES_DIR CORE_SHAPE GRID_SHAPE REPS
//
// - firstRender: compile + instantiate + render example 05 from bytes already in memory (ms);
// - keystroke: for every example, a warm instance renders the script after one keystroke (a
//   digit changed, or a space added) as the playground's editor does (`still`: an animation's
//   frame at the scrubber only; the whole animation is drawn when typing pauses), median ms;
// - core, grid: the interpreter workloads rendered to SVG by a warm instance (s).
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [wasmDir, examplesDir, corePath, gridPath, repsText] = process.argv.slice(2);
const reps = Number(repsText ?? 7);
const { load } = await import(pathToFileURL(resolve(wasmDir, "shape.js")).href);
const bytes = readFileSync(join(wasmDir, "shape.wasm"));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const names = readdirSync(examplesDir).filter((name) => name.endsWith(".shape")).sort();
const files = Object.fromEntries(names.map((name) => [name, readFileSync(join(examplesDir, name), "utf8")]));

function timed(body) {
    const start = performance.now();
    const value = body();
    return [performance.now() - start, value];
}

// First render: a fresh module each time, as a page that has just fetched the bytes.
const first = [];
for (let i = 0; i < reps; i++) {
    const start = performance.now();
    const shape = await load(new Uint8Array(bytes));
    const answer = shape.render(files["05-top-trailing-square.shape"], { path: "05-top-trailing-square.shape", files });
    first.push(performance.now() - start);
    if (!answer.ok) throw new Error("example 05 failed in shape.wasm");
}

// A keystroke: the example with its first digit changed (or a space added), on a warm instance.
const shape = await load(new Uint8Array(bytes));
const keystroke = {};
for (const name of names) {
    const text = files[name];
    const digit = text.search(/[1-8]/);
    const edited = digit >= 0 ? text.slice(0, digit) + String(Number(text[digit]) + 1) + text.slice(digit + 1) : text + " ";
    const options = { path: name, files, still: true };
    shape.render(text, options);
    const times = [];
    for (let i = 0; i < reps; i++) times.push(timed(() => shape.render(i % 2 ? text : edited, options))[0]);
    keystroke[name] = median(times);
}

function workload(path) {
    const text = readFileSync(path, "utf8");
    const times = [];
    for (let i = 0; i < Math.max(3, Math.ceil(reps / 2)); i++) {
        const [ms, answer] = timed(() => shape.render(text, { path: "workload.shape" }));
        if (!answer.ok) throw new Error(`${path} failed in shape.wasm: ${answer.error ?? answer.diagnostics[0]?.summary}`);
        times.push(ms / 1000);
    }
    return median(times);
}

console.log(JSON.stringify({ firstRender: median(first), keystroke, core: workload(corePath), grid: workload(gridPath) }));
