// `still`: an editor's keystroke draws one frame of an animation (the one at `time`) and no other,
// so typing into an animated script costs one frame; without it every frame is evaluated.
import { test } from "node:test";
import assert from "node:assert/strict";
import { shape } from "./identity.mjs";

// The assert fails only from the middle of the animation on.
const script = `animation duration: 2, fps: 10
let w = 40 + 100 * progress
assert w < 100, "the bar is narrower than 100"
canvas width: 200, height: 60
shape bar = RoundedRectangle(cornerRadius: 8) {
    size w x 20
    at 10, 20
}
`;

test("a still draws the frame at the scrubber alone, in its own bounds", () => {
    const whole = shape.render(script, { time: 0 });
    assert.equal(whole.ok, false, "the whole animation is checked without `still`");
    assert.match(whole.diagnostics[0].message, /narrower than 100/);

    const first = shape.render(script, { still: true });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    assert.doesNotMatch(first.output, /<animate/, "a still is one frame");

    const later = shape.render(script, { still: true, time: 0.5 });
    assert.equal(later.ok, true);
    assert.notEqual(later.output, first.output, "the frame at 0.5 s is another picture");

    const failing = shape.render(script, { still: true, time: 1.5 });
    assert.equal(failing.ok, false, "the frame at the scrubber keeps its asserts");
    assert.match(failing.diagnostics.map((d) => d.message).join("\n"), /narrower than 100/);
});

test("a still of a script without an animation is its render", () => {
    const plain = "canvas width: 100, height: 100\nshape dot = Circle() {\n    size 40 x 40\n}\n";
    assert.equal(shape.render(plain, { still: true }).output, shape.render(plain).output);
});
