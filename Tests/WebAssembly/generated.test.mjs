// The identity suite on 2,000 generated scripts (generate.mjs, seeded): shape.wasm must answer as
// the native binary does (identity.mjs).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { generate } from "./generate.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { compare, folder, root, shape } from "./identity.mjs";

test("2,000 generated scripts", () => {
    const dir = mkdtempSync(join(tmpdir(), "shape-generated-"));
    for (const { name, source } of generate(41, 2000)) writeFileSync(join(dir, name), source);
    const counts = compare(folder(dir), { formats: ["svg", "text", "css", "swiftui"], annotated: false });
    console.log(`generated: ${JSON.stringify(counts)}`);
    assert.equal(counts.scripts, 2000);
    // The generator makes mostly working scripts: the comparison is of pictures, not of errors.
    assert.ok(counts.failed < counts.outputs / 3, `too many failed scripts: ${counts.failed}`);
});
