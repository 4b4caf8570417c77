// When the JavaScript engine's stack runs out before shape's call-depth limit (many nested
// operations around every call), shape.js asks again under a lower limit: the answer is the
// located error the native tool gives under that limit, never a trap.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { root, shape } from "./identity.mjs";

const binary = resolve(process.env.SHAPE_BINARY ?? join(root, ".build/debug/shape"));
const wrapped = (levels, inner) => (levels === 0 ? inner : wrapped(levels - 1, `(1 + ${inner})`));
const recursion = (levels) => `func f(_ n) {\n    if n <= 0 { return 0 }\n    return ${wrapped(levels, "f(n - 1)")}\n}\nlet x = f(99)\n`;

test("a recursion too deep for the engine's stack gets the native tool's located error", () => {
    const dir = mkdtempSync(join(tmpdir(), "shape-stack-"));
    for (const levels of [30, 60]) {
        const text = recursion(levels);
        const answer = shape.render(text, {});
        assert.equal(answer.ok, false);
        assert.equal(answer.error, undefined, "no trap reaches the caller");
        const [error] = answer.diagnostics;
        assert.equal(error.code, "limit.call-depth");
        assert.match(error.notes.at(-1).message, /JavaScript engine's stack/);
        const depth = Number(/deeper than (\d+)/.exec(error.message)[1]);
        assert.ok(depth >= 12 && depth < 100, `stopped at ${depth}`);
        writeFileSync(join(dir, "script.shape"), text);
        const native = spawnSync(binary, ["check", "script.shape", "--max-call-depth", String(depth)], { cwd: dir, encoding: "utf8" });
        assert.equal(native.status, 1);
        assert.equal(native.stderr.split("\n")[0], error.summary);
    }
    // The module answers the next question as usual.
    assert.equal(shape.render("canvas width: 10, height: 10\n").ok, true);
});

test("a recursion the engine's stack holds is not retried", () => {
    const answer = shape.check(recursion(4));
    assert.equal(answer.ok, true, JSON.stringify(answer.diagnostics));
});
