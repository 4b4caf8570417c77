// shape.bundle.js, the classic script that carries shape.wasm, answers as shape.js over the
// shape.wasm file does: the same module, unpacked from the bytes it carries.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { folder, root, shape, wasmDir } from "./identity.mjs";

test("shape.bundle.js defines shapeLanguage and renders every example as shape.js does", async () => {
    const text = readFileSync(join(wasmDir, "shape.bundle.js"), "utf8");
    assert.doesNotMatch(text, /^\s*(export|import)\b/m, "a classic script has no export or import");
    (0, eval)(text);
    const bundled = await globalThis.shapeLanguage.load();
    const set = folder(join(root, "examples"));
    for (const name of set.names) {
        for (const format of ["svg", "json", "css"]) {
            const options = { path: name, files: set.files, format };
            const expected = shape.render(set.files[name], options);
            const actual = bundled.render(set.files[name], options);
            assert.equal(actual.output, expected.output, `${name} as ${format}`);
            assert.deepEqual(actual.diagnostics, expected.diagnostics, `${name} diagnostics`);
        }
    }
    assert.ok(set.names.length >= 15);
});
