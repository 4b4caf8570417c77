// shape-figures.js outside a page: still a classic script, and in a host with no document (node)
// it draws nothing but answers as shape.bundle.js does. Its drawing is tested in real pages, built
// by mdBook and Pandoc, in Tests/Clients/test_figures_js.py.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shape, wasmDir } from "./identity.mjs";

test("shape-figures.js is a classic script whose load() answers as shape.js", async () => {
    const text = readFileSync(join(wasmDir, "shape-figures.js"), "utf8");
    assert.doesNotMatch(text, /^\s*(export|import)\b/m, "a classic script has no export or import");
    (0, eval)(text);
    const api = globalThis.shapeLanguage;
    assert.equal(typeof api.drawFigures, "function");
    assert.equal(api.figures, undefined, "no page, no drawing");
    const script = "container card = RoundedRectangle(cornerRadius: 24) { size 120 x 80 }\n";
    const options = { title: "A card", idPrefix: "card-" };
    const carried = await api.load();
    assert.equal(carried.render(script, options).output, shape.render(script, options).output);
    assert.match(carried.render(script, options).output, /<title>A card<\/title>/);
});
