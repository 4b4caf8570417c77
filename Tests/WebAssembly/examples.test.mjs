// The identity suite on the examples (at their own and at other parameter values) and on the
// hostile-input corpus: shape.wasm must answer as the native binary does (identity.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compare, folder, root, shape } from "./identity.mjs";

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
    // shape.wasm has not, and a file that is not UTF-8 cannot be a JavaScript string: those are
    // the native build's to test (HostileInputTests).
    const dir = join(root, "Tests/HostileInputTests/corpus");
    const utf8 = new TextDecoder("utf-8", { fatal: true });
    const isText = (name) => {
        try {
            utf8.decode(readFileSync(join(dir, name)));
            return true;
        } catch {
            return false;
        }
    };
    const set = folder(dir, (name, text) => !/\bimport\b/.test(text) && isText(name));
    // Runaway scripts stop at a tenth of the usual steps and nodes in both builds: the same
    // located limit error, in seconds rather than minutes of a debug build.
    const counts = compare(set, { formats: ["svg", "text"], annotated: false, limits: { maxSteps: 1000000, maxNodes: 150000 } });
    console.log(`hostile corpus: ${JSON.stringify(counts)}`);
    assert.ok(counts.scripts >= 200);
});
