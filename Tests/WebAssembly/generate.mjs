// generate.mjs: seeded random `.shape` scripts for the native-versus-WebAssembly identity test.
//
//   import { generate } from "./generate.mjs"; generate(seed, count) → [{ name, source, expectsError }]
//   node Tests/WebAssembly/generate.mjs DIR COUNT [SEED]      writes DIR/gen-0001.shape, …
//
// Each script is built from independent sections (math, strings, lists, loops, functions, node
// trees, stacks, queries, animation) so that 2,000 of them cover the language broadly. Asserts
// are only written where this file can compute the answer itself (arithmetic, loops, the
// concentric rule on simple layouts), so that a clean script stays clean; about 1 in 10 scripts
// gets one deliberate error (expectsError, and said in its first line) so that diagnostics are
// compared too. No Math.random: script i depends only on (seed, i), so a failing script can be
// regenerated alone. Printed sin/cos/atan2/pow results are left unrounded on purpose, half the
// time: a last-bit difference between the two builds' libms is worth finding.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// mulberry32: a small, well-mixed 32-bit PRNG, identical on every JavaScript engine.
function rng(seed) {
    let a = seed >>> 0;
    const next = () => {
        let t = (a = (a + 0x6d2b79f5) >>> 0);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
    const pick = (list) => list[int(0, list.length - 1)];
    const chance = (p) => next() < p;
    const subset = (list) => list.filter(() => chance(0.5));
    return { next, int, pick, chance, subset };
}

const COLORS = ['"indigo"', '"#2c2c2e"', '"#0a84ff"', '"white"', '"#f2f2f7"', '"orange"', '"#30d158"',
    '"#ff375f80"', '"#abc"', 'rgb(44, 44, 46)', 'color("teal", opacity: 0.5)', '"clear"'];
const DEVICES = ["iPhone 15 Pro", "iPhone 16 Pro", "iPhone SE", "iPhone 12 mini", "iPhone 14 Plus",
    "iPad mini", "iPad Pro 11-inch (M4)", "Apple Watch 45mm", "iPhone Air"];
const ALIGNS = ["topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading",
    "bottom", "bottomTrailing"];
const CORNERS = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"];
const UNEVEN = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]; // SwiftUI's order
const EDGES = ["top", "leading", "bottom", "trailing", "horizontal", "vertical"];
const LABELS = ["Photo", "Done", "a very long label that spills", "مرحبا", "\\(1 + 2) items"];
const WARNINGS = ["overflow", "flared", "pinched", "squared", "uncontained", "label"];

// Numbers as the script writes them: short and exact for literals, 15 digits for computed ones.
const lit = (v) => (Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(15))));
const roundAway = (v) => Math.sign(v) * Math.round(Math.abs(v)); // Swift's .toNearestOrAwayFromZero
const near = (src, v) => `assert abs(${src} - ${lit(v)}) < ${lit(1e-6 * Math.max(1, Math.abs(v)))}`;

// The state of one script: its random source, fresh names, parameters and the nodes it can query.
class Script {
    constructor(r) {
        this.r = r;
        this.count = 0;
        this.params = [];   // { name, value }: top-level numeric lets, the script's parameters
        this.nodes = [];    // { name, elliptic, size }: named nodes queryable at the top level
        this.chunks = [];   // top-level statements, each a list of lines (an error goes between two)
    }
    fresh(prefix) { return `${prefix}${++this.count}`; }
    add(lines) { this.chunks.push(lines); }
    lines() { return this.chunks.reduce((n, c) => n + c.length, 0); }
    param() { return this.r.pick(this.params); }
}

const indent = (lines, n = 1) => lines.map((l) => "    ".repeat(n) + l);

// ── Expressions with their values ─────────────────────────────────────────────────────────

// A number expression and its value, computed here as the interpreter computes it. Magnitudes are
// kept small, divisors away from 0, and square roots of non-negatives, so that nothing overflows.
function numExpr(s, depth, r = s.r) {
    const leaf = () => {
        if (s.params.length && r.chance(0.6)) { const p = s.param(); return { src: p.name, v: p.value }; }
        const v = r.chance(0.7) ? r.int(0, 60) : r.int(1, 400) / 4;
        return { src: lit(v), v };
    };
    if (depth <= 0 || r.chance(0.25)) return leaf();
    const a = numExpr(s, depth - 1), b = numExpr(s, depth - 1);
    const two = r.int(2, 9);
    const safeB = Math.abs(b.v) < 0.5 ? { src: String(two), v: two } : b; // never divide by ~0
    // Every form is a primary or parenthesized, so that it nests into any other safely.
    const forms = [
        () => ({ src: `(${a.src} + ${b.src})`, v: a.v + b.v }),
        () => ({ src: `(${a.src} - ${b.src})`, v: a.v - b.v }),
        () => ({ src: `(${a.src} * ${b.src})`, v: a.v * b.v }),
        () => ({ src: `(${a.src} / ${safeB.src})`, v: a.v / safeB.v }),
        () => ({ src: `min(${a.src}, ${b.src})`, v: Math.min(a.v, b.v) }),
        () => ({ src: `max(${a.src}, ${b.src}, 3)`, v: Math.max(a.v, b.v, 3) }),
        () => ({ src: `sqrt(abs(${a.src}))`, v: Math.sqrt(Math.abs(a.v)) }),
        () => ({ src: `round(${a.src} / 3)`, v: roundAway(a.v / 3) }),
        () => ({ src: `(floor(${a.src}) + ceil(${b.src}))`, v: Math.floor(a.v) + Math.ceil(b.v) }),
        () => ({ src: `(${a.src} % 7)`, v: a.v % 7 }),
        () => ({ src: `pow(${a.src} / 100, 2)`, v: Math.pow(a.v / 100, 2) }),
        () => ({ src: `(sin(${a.src}) * 10)`, v: Math.sin(a.v) * 10 }),
        () => ({ src: `cos(${a.src} / 10)`, v: Math.cos(a.v / 10) }),
        () => ({ src: `atan2(${a.src}, ${b.src} + 1)`, v: Math.atan2(a.v, b.v + 1) }),
        () => ({ src: `(pi * ${a.src})`, v: Math.PI * a.v }),
        () => ({ src: `-${a.src}`, v: -a.v }),
    ];
    const e = r.pick(forms)();
    return Number.isFinite(e.v) && Math.abs(e.v) < 1e6 ? e : leaf();
}

// ── Sections: each appends top-level statements ──────────────────────────────────────────

// The canvas: a size (sometimes rounded, filled, right-to-left) or a device preset; sometimes none.
function canvas(s, r = s.r) {
    if (r.chance(0.15)) return;
    const extra = [];
    if (r.chance(0.4)) extra.push(`fill: ${r.pick(COLORS)}`);
    if (r.chance(0.2)) extra.push("layoutDirection: .rightToLeft");
    if (r.chance(0.3)) {
        s.add([`canvas device("${r.pick(DEVICES)}")${extra.map((e) => ", " + e).join("")}`]);
        return;
    }
    const head = [`width: ${r.int(20, 80) * 10}`, `height: ${r.int(20, 80) * 10}`];
    if (r.chance(0.4)) head.push(`cornerRadius: ${r.int(0, 60)}`);
    if (r.chance(0.2)) head.push(`style: ${r.pick([".circular", ".continuous"])}`);
    if (r.chance(0.15)) head.push(`safeArea: EdgeInsets(top: ${r.int(0, 60)}, bottom: ${r.int(0, 40)})`);
    s.add([`canvas ${[...head, ...extra].join(", ")}`]);
}

// Top-level numeric lets: the parameters `--set` varies, and the leaves of every expression.
function parameters(s) {
    const kinds = [["gap", 2, 24], ["radius", 8, 60], ["side", 60, 240], ["inset", 0, 16], ["k", 1, 9]];
    for (let i = s.r.int(1, 4); i > 0; i--) {
        const [prefix, lo, hi] = s.r.pick(kinds);
        const p = { name: s.fresh(prefix), value: s.r.chance(0.8) ? s.r.int(lo, hi) : s.r.int(lo * 2, hi * 2) / 2 };
        s.params.push(p);
        s.add([`let ${p.name} = ${lit(p.value)}`]);
    }
}

// About 1 in 8: an animation of a few frames, its progress driving a length of a node.
function animation(s, r = s.r) {
    const opts = [`duration: ${r.pick([0.5, 1, 1.5])}`];
    if (r.chance(0.5)) opts.push(`curve: ${r.pick([".linear", ".easeIn", ".easeOut", ".easeInOut", ".spring(response: 0.4, dampingFraction: 0.8)"])}`);
    if (r.chance(0.3)) opts.push("repeat: .forever, autoreverses: true");
    opts.push(`fps: ${r.int(2, 8)}`); // few frames: check evaluates every one of them
    const grow = s.fresh("grow");
    s.add([`animation ${opts.join(", ")}`]);
    s.add([`let ${grow} = ${r.int(10, 40)} + ${r.int(10, 60)} * progress`, `assert time >= 0`,
        `print "t=\\(time) p=\\(round(progress * 1000) / 1000)"`]);
    const name = s.fresh("mover");
    s.add([`container ${name} = RoundedRectangle(cornerRadius: ${r.int(10, 40)}) {`,
        ...indent([`size ${r.int(15, 30) * 10} x ${r.int(10, 20) * 10}`, `shape ConcentricRectangle() {`,
            `    padding ${grow} / 4`, `    height ${grow}`, `    align ${r.pick(ALIGNS)}`,
            `    offset keyframes([0, ${r.int(-20, 20)}, 0], at: progress${r.chance(0.5) ? ", curve: .easeInOut" : ""}), 0`, "}"]), "}"]);
    s.nodes.push({ name, elliptic: false });
}

// Arithmetic on the parameters, printed and checked against the value computed here.
function math(s) {
    for (let i = s.r.int(1, 3); i > 0; i--) {
        const e = numExpr(s, s.r.int(1, 3));
        const name = s.fresh("v");
        s.add([`let ${name} = ${e.src}`]);
        // Printed exactly half the time, rounded the other (a last-bit libm difference shows once).
        s.add([s.r.chance(0.5) ? `print "${name} =", ${name}` : `print round(${name} * 1000) / 1000`]);
        if (s.r.chance(0.8)) s.add([near(name, e.v)]);
    }
}

// Strings: interpolation, concatenation, counts.
function strings(s, r = s.r) {
    const word = r.pick(["card", "sheet", "photo", "Hello, world!", "concentric", "ß∂ é", "tab\\tbed"]);
    const name = s.fresh("text");
    const e = numExpr(s, 1), k = r.int(0, 9);
    s.add([`let ${name} = "${word} \\(${e.src}) and ${k} + 1 = \\(${k} + 1)"`]);
    s.add([`print ${name}`, `print "${word}".count, ${name}.isEmpty`]);
    if (/^[a-z]+$/.test(word)) s.add([`assert "${word}".count == ${word.length}`]);
    s.add([`assert ("ab" + "${word}").count > 2, "concatenation keeps both"`]);
}

// Lists: literals, subscripts, count, min/max over a list, appending to a var in a loop.
function lists(s, r = s.r) {
    const values = Array.from({ length: r.int(1, 6) }, () => r.int(-20, 80));
    const name = s.fresh("xs"), acc = s.fresh("acc");
    s.add([`let ${name} = [${values.join(", ")}]`]);
    s.add([`var ${acc} = []`]);
    s.add([`for value in ${name} {`, `    if value % 2 == 0 {`, `        ${acc} += [value * 2]`, `    } else {`,
        `        continue`, `    }`, "}"]);
    const evens = values.filter((v) => v % 2 === 0);
    s.add([`assert ${acc}.count == ${evens.length}`, `assert min(${name}) == ${Math.min(...values)} && max(${name}) == ${Math.max(...values)}`,
        `print ${name}, ${name}[${r.int(0, values.length - 1)}], ${acc}, ${name}.first, ${acc}.isEmpty`]);
}

// Values beyond numbers (points, rects, insets, devices, booleans) and the lexer's corners:
// number spellings, escapes, nested comments, semicolons, a call across lines.
function values(s, r = s.r) {
    const [x, y, w, h, a] = [r.int(0, 99), r.int(0, 99), r.int(1, 200), r.int(1, 200), r.int(0, 30)];
    const rect = s.fresh("rect"), dev = s.fresh("screen"), flag = s.fresh("flag"), ins = s.fresh("insets");
    s.add([`let ${rect} = Rect(x: ${x}, y: ${y},  /* a /* nested */ comment */`, `    width: ${w}, height: ${h})`]);
    s.add([`assert ${rect}.maxX == ${x + w} && ${rect}.midY == ${lit(y + h / 2)}; print ${rect}.center, ${rect}.size`]);
    s.add([`let ${dev} = device("${r.pick(DEVICES)}")`, `print ${dev}.name, ${dev}.size, ${dev}.cornerRadius, ${dev}.safeArea.top, ${dev}.isApproximate`]);
    s.add([`let ${flag} = ${x} > ${y} || !(${w} < ${h}) && true`, `assert ${flag} == ${x > y || !(w < h)}`]);
    s.add([`let ${ins} = EdgeInsets(top: ${a}, leading: 2)`, `assert ${ins}.bottom == 0 && ${ins}.top == ${a}`]);
    s.add([`print 1_000 + 2.5E-2 * 4 + 1e3, Point(x: ${x}, y: -${y}).y, Size(width: ${w}, height: 1).width  // 2000.1`]);
    s.add([`print "smile \\u{1F600}, \\"quoted\\", back\\\\slash\\ttab"`]);
}

// Loops and branches: a for over a range with an if/else chain, a while with break.
function control(s, r = s.r) {
    const n = r.int(0, 12), step = r.int(1, 4), limit = r.int(5, 60);
    const sum = s.fresh("sum"), w = s.fresh("w");
    let expected = 0;
    for (let i = 0; i < n; i++) expected += i % 3 === 0 ? i * step : i % 3 === 1 ? -1 : 2;
    const closed = r.chance(0.5);
    if (closed) expected += (n % 3 === 0 ? n * step : n % 3 === 1 ? -1 : 2);
    s.add([`var ${sum} = 0`]);
    s.add([`for i in 0${closed ? "..." : "..<"}${n} {`, `    if i % 3 == 0 {`, `        ${sum} += i * ${step}`,
        `    } else if i % 3 == 1 {`, `        ${sum} -= 1`, `    } else {`, `        ${sum} = ${sum} + 2`, `    }`, "}"]);
    s.add([`assert ${sum} == ${expected}, "the loop's sum"`]);
    let wv = 1, count = 0;
    while (wv <= limit) { wv *= 2; count++; }
    s.add([`var ${w} = 1`]);
    s.add([`while true {`, `    if ${w} > ${limit} {`, `        break`, `    }`, `    ${w} *= 2`, "}"]);
    s.add([`${w} /= 4`, `assert ${w} == ${wv / 4}, "doubled ${count} times, then a quarter"`, `print "${w}", ${w}`]);
}

// Functions: labels, defaults, return, and a small recursion.
function functions(s, r = s.r) {
    const f = s.fresh("scaled"), a = r.int(1, 50), b = r.int(1, 5);
    s.add([`func ${f}(_ value, by factor = 2, plus extra = 0) {`, `    return value * factor + extra`, "}"]);
    s.add([`assert ${f}(${a}) == ${a * 2}`, `assert ${f}(${a}, by: ${b}, plus: 1) == ${a * b + 1}`]);
    const g = s.fresh("fib"), n = r.int(0, 12);
    const fib = (k) => (k < 2 ? k : fib(k - 1) + fib(k - 2));
    s.add([`func ${g}(_ n) {`, `    if n < 2 {`, `        return n`, `    }`, `    return ${g}(n - 1) + ${g}(n - 2)`, "}"]);
    s.add([`assert ${g}(${n}) == ${fib(n)}`, `print "fib(${n}) =", ${g}(${n})`]);
}

// A corner style argument: every spelling the language has.
function cornerStyle(s, r = s.r) {
    return r.pick([".concentric", ".concentric", `.concentric(minimum: ${r.int(0, 20)})`,
        `.concentric(minimum: .fixed(${r.int(0, 12)}))`, `.fixed(${r.int(0, 30)})`, ".square"]);
}

// A shape expression, and whether it is drawn as an ellipse (then it has no radii).
function shapeExpr(s, parentElliptic, r = s.r) {
    const rad = () => (s.params.length && r.chance(0.3) ? s.param().name : String(r.int(0, 50)));
    const style = () => (r.chance(0.3) ? `, style: ${r.pick([".circular", ".continuous"])}` : "");
    const concentric = (src) => ({ src, elliptic: parentElliptic, concentric: true });
    const corners = (labels) => labels.map((l) => `${l}: ${cornerStyle(s)}`).join(", ");
    const forms = [
        () => ({ src: "Rectangle()" }),
        () => ({ src: `RoundedRectangle(cornerRadius: ${rad()}${style()})` }),
        () => ({ src: `UnevenRoundedRectangle(${[...r.subset(UNEVEN).map((c) => `${c}Radius: ${rad()}`), style().slice(2)].filter(Boolean).join(", ")})` }),
        () => ({ src: `UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: ${rad()}, bottomTrailing: ${rad()}))` }),
        () => ({ src: r.pick(["Capsule()", "Capsule(style: .circular)", ".capsule", "Circle()", ".circle"]) }),
        () => ({ src: r.pick(["Ellipse()", ".ellipse"]), elliptic: true }),
        () => ({ src: `.rect(cornerRadius: ${rad()})` }),
        () => concentric("ConcentricRectangle()"),
        () => concentric(`ConcentricRectangle(corners: ${cornerStyle(s)}${r.chance(0.5) ? `, isUniform: ${r.pick(["true", "false"])}` : ""}${style()})`),
        () => concentric(`ConcentricRectangle(${corners(r.subset(CORNERS.map((c) => c + "Corner")))})`),
        () => concentric(`ConcentricRectangle(${corners(r.pick([["uniformTopCorners", "uniformBottomCorners"],
            ["uniformTopCorners", "bottomLeadingCorner", "bottomTrailingCorner"], ["uniformBottomCorners", "topLeadingCorner", "topTrailingCorner"],
            ["uniformLeadingCorners", "uniformTrailingCorners"], ["uniformLeadingCorners", "topTrailingCorner", "bottomTrailingCorner"],
            ["uniformTrailingCorners", "topLeadingCorner", "bottomLeadingCorner"]]))})`),
        () => concentric(`.rect(corners: ${cornerStyle(s)}, isUniform: ${r.pick(["true", "false"])})`),
        () => concentric(`.rect(uniformTopCorners: ${cornerStyle(s)}, uniformBottomCorners: .concentric)`),
    ];
    const e = r.pick(forms)();
    return { elliptic: false, concentric: false, ...e };
}

// Placement and style commands for one node; returns them and the size it was given, if any.
function commands(s, inStack, topLevel, r = s.r) {
    const out = topLevel && r.chance(0.2) ? ["ignoresSafeArea"] : []; // only a top-level node may
    const len = (lo, hi) => (s.params.length && r.chance(0.25) ? `${s.param().name} + ${r.int(lo, hi)}` : String(r.int(lo, hi)));
    const edges = r.subset(EDGES).concat(["all"]).slice(0, 3); // all edges, or a few by name
    if (r.chance(0.5)) out.push(r.chance(0.5) ? `padding ${len(0, 16)}` : `padding ${edges.map((e) => `${e}: ${r.int(0, 20)}`).join(", ")}`);
    let size = null;
    const which = r.int(0, 3);
    if (which === 0) { size = [r.int(2, 24) * 10, r.int(2, 16) * 10]; out.push(`size ${size[0]} x ${size[1]}`); }
    else if (which === 1) out.push(`${r.pick(["width", "height"])} ${len(20, 160)}`);
    if (!inStack && r.chance(0.5)) {
        if (r.chance(0.75)) out.push(`align ${r.chance(0.7) ? "" : "."}${r.pick(ALIGNS)}`);
        else out.push(`at ${r.int(0, 80)}, ${r.int(0, 80)}`);
    }
    if (r.chance(0.2)) out.push(`offset ${r.int(-10, 10)}, ${r.int(-10, 10)}`);
    if (r.chance(0.6)) out.push(`fill ${r.pick(COLORS)}`);
    if (r.chance(0.2)) out.push(`stroke ${r.pick(COLORS)}${r.chance(0.5) ? ` width ${r.int(1, 4)}` : ""}`);
    if (r.chance(0.15)) out.push(`opacity ${r.int(1, 10) / 10}`);
    if (r.chance(0.15)) out.push(`cornerStyle ${r.pick(["continuous", "circular", ".continuous"])}`);
    const labelled = [`"${r.pick(LABELS)}"`, ...(r.chance(0.5) ? [`size: ${r.int(8, 24)}`, `color: ${r.pick(COLORS)}`] : [])];
    if (r.chance(0.3)) labelled.push(`alignment: .${r.pick(ALIGNS)}`);
    if (r.chance(0.2)) out.push(`label ${labelled.join(", ")}`);
    if (r.chance(0.08)) out.push("annotate");
    if (r.chance(0.1)) out.push(`silence${r.chance(0.7) ? " " + r.subset(WARNINGS).concat(["overflow"]).join(", ") : ""}`);
    return { lines: out, size };
}

// A node and its subtree, 1-4 containers deep; named nodes outside loops become queryable.
function node(s, depth, parentElliptic, opts = {}, r = s.r) {
    const isContainer = depth > 0 && r.chance(0.6);
    const shape = shapeExpr(s, parentElliptic);
    const elliptic = shape.elliptic || (shape.concentric && parentElliptic);
    const name = r.chance(0.7) ? s.fresh(isContainer ? "box" : "leaf") : null;
    const cmds = commands(s, opts.inStack, opts.topLevel);
    const body = [...cmds.lines];
    if (isContainer) {
        for (let i = r.int(1, 3); i > 0; i--) body.push(...(r.chance(0.2) ? stack(s, depth - 1, elliptic) : node(s, depth - 1, elliptic)));
        if (r.chance(0.2)) { // GeometryProxy's question, asked inside the container
            const q = s.fresh("q");
            const rect = `Rect(x: ${r.int(0, 20)}, y: ${r.int(0, 20)}, width: ${r.int(10, 80)}, height: ${r.int(10, 80)})`;
            body.push(`let ${q} = concentricCornerRadii(in: ${rect})`,
                `print "${q}", ${q}`, `assert ${q}.min >= 0`);
        }
    }
    if (name) s.nodes.push({ name, elliptic, size: cmds.size, inStack: opts.inStack });
    const head = `${isContainer ? "container" : "shape"} ${name ? name + " = " : ""}${shape.src}`;
    return body.length ? [`${head} {`, ...indent(body), "}"] : [head];
}

// A vstack, hstack or zstack of a few nodes, sometimes made by a loop.
function stack(s, depth, parentElliptic, r = s.r) {
    const kind = r.pick(["vstack", "hstack", "zstack"]);
    const args = [];
    // A stack without 'spacing:' is refused (SwiftUI's spacing is the platform's choice).
    if (kind !== "zstack") args.push(`spacing: ${r.int(0, 16)}`);
    const aligns = kind === "vstack" ? ["leading", "center", "trailing"] : ["top", "center", "bottom"];
    if (kind !== "zstack" && r.chance(0.5)) args.push(`alignment: .${r.pick(aligns)}`);
    const body = [];
    if (r.chance(0.4)) body.push(`padding ${r.int(0, 16)}`);
    if (r.chance(0.4)) {
        const n = r.int(1, 6);
        const item = s.fresh("item");
        body.push(`for i in 0..<${n} {`, `    shape ${item} = ConcentricRectangle(corners: .concentric(minimum: i * 2)) {`,
            `        ${kind === "hstack" ? "width" : "height"} 10 + i * ${r.int(1, 8)}`, `        fill ${r.pick(COLORS)}`, "    }", "}");
    } else {
        for (let i = r.int(1, 3); i > 0; i--) body.push(...node(s, Math.max(depth - 1, 0), parentElliptic, { inStack: kind !== "zstack" }));
    }
    return [`${kind}${args.length ? " " + args.join(", ") : ""} {`, ...indent(body), "}"];
}

// A whole tree at the top level, or a stack of them.
function tree(s) {
    s.add(s.r.chance(0.25) ? stack(s, s.r.int(1, 3), false) : node(s, s.r.int(1, 4), false, { topLevel: true }));
}

// The concentric rule on a layout simple enough to work out here: r = max(R − d, 0, minimum),
// the container's R clamped to half its shorter side, then the inner shape's own clamp.
function verified(s, r = s.r) {
    const W = r.int(6, 30) * 10, H = r.int(6, 30) * 10, R = r.int(0, 80), p = r.int(0, 40), t = r.int(0, 50);
    const perEdge = r.chance(0.4), min = r.chance(0.3) ? r.int(0, 30) : 0, uniform = r.chance(0.3);
    const Rc = Math.min(R, Math.min(W, H) / 2);
    const top = perEdge ? t : p;
    const half = Math.max(0, Math.min(W - 2 * p, H - top - p)) / 2;
    let [tl, bl] = [Math.max(Rc - Math.max(top, p), 0, min), Math.max(Rc - p, 0, min)];
    if (uniform) tl = bl = Math.max(tl, bl);
    [tl, bl] = [Math.min(tl, half), Math.min(bl, half)];
    const outer = s.fresh("card"), inner = s.fresh("photo");
    const corners = min ? `.concentric(minimum: ${min})` : ".concentric";
    const lines = [`container ${outer} = RoundedRectangle(cornerRadius: ${R}${r.chance(0.3) ? ", style: .circular" : ""}) {`,
        `    size ${W} x ${H}`, `    at ${r.int(0, 40)}, ${r.int(0, 40)}`, `    silence`,
        `    shape ${inner} = ConcentricRectangle(corners: ${corners}, isUniform: ${uniform}) {`,
        `        padding ${perEdge ? `top: ${t}, horizontal: ${p}, bottom: ${p}` : p}`, "    }", "}"];
    if (W - 2 * p <= 0 || H - top - p <= 0) return; // a collapsed inner shape: nothing to check
    s.add(lines);
    s.add([`assert ${outer}.radii.topLeading == ${lit(Rc)}`, near(`${inner}.radii.topTrailing`, tl),
        near(`${inner}.radii.bottomLeading`, bl), `assert ${inner}.frame.width == ${W - 2 * p}`]);
    s.nodes.push({ name: inner, elliptic: false, size: null });
}

// Nodes made by a function, and a recursion of nested concentric levels (as examples 04 and 09).
function nodeFunctions(s, r = s.r) {
    const tile = s.fresh("tile"), R = r.int(10, 40), p = r.int(2, 12);
    s.add([`func ${tile}(_ title, radius) {`, `    container RoundedRectangle(cornerRadius: radius) {`, `        size 120 x 90`,
        `        label title, size: 12`, `        shape inner = ConcentricRectangle() {`, `            padding ${p}`, "        }", "    }",
        "    return inner", "}"]);
    const a = s.fresh("t"), b = s.fresh("t");
    s.add([`let ${a} = ${tile}("A", radius: ${R})`]);
    s.add([`hstack spacing: 4 {`, `    ${tile}("B", radius: 5)`, "}"]);
    s.add([`let ${b} = ${tile}("C", radius: ${R} + 10)`]);
    s.add([`assert ${a}.radii.topLeading == ${Math.max(R - p, 0)} && ${a}.radii.isUniform`,
        `assert ${b}.radii.bottomTrailing == ${Math.min(R + 10, 45) - p}`, `print ${a}.kind, ${a}.parent.kind, ${b}.frame`]);
    if (r.chance(0.5)) {
        const nest = s.fresh("nest"), levels = s.fresh("levels"), depth = r.int(0, 3), gap = r.int(4, 10), top = r.int(40, 60);
        s.add([`var ${levels} = []`]);
        s.add([`func ${nest}(level) {`, `    container box = ConcentricRectangle() {`, `        padding ${gap}`, `        if level > 0 {`,
            `            ${nest}(level: level - 1)`, "        }", "    }", `    ${levels} += [box]`, "}"]);
        s.add([`container ${s.fresh("outer")} = RoundedRectangle(cornerRadius: ${top}) {`, `    size 300 x 300`, `    ${nest}(level: ${depth})`, "}"]);
        s.add([`assert ${levels}.count == ${depth + 1}`, `assert ${levels}[${depth}].radii.topLeading == ${Math.max(top - gap, 0)}`,
            `print ${levels}[0].radii`]);
    }
}

// Queries of the named nodes: frames, radii, members, explain.
function queries(s, r = s.r) {
    for (const n of r.subset(s.nodes).slice(0, 4)) {
        const out = [`print ${n.name}.name, ${n.name}.frame, ${n.name}.kind, ${n.name}.children.count`,
            `assert abs(${n.name}.frame.maxX - ${n.name}.frame.x - ${n.name}.frame.width) < 1e-6`];
        if (n.size && !n.inStack) out.push(`assert ${n.name}.frame.width == ${n.size[0]} && ${n.name}.height == ${n.size[1]}`);
        if (!n.elliptic) {
            out.push(`print ${n.name}.radii, radii(of: ${n.name}).max`,
                `assert ${n.name}.radii.max <= min(${n.name}.width, ${n.name}.height) / 2 + 1e-6, "clamped to half the shorter side"`,
                `assert ${n.name}.radii.min >= 0 && radii(of: ${n.name}) == ${n.name}.radii`);
            if (r.chance(0.2)) out.push(`explain ${n.name}`);
        }
        s.add(out);
    }
}

// Warnings on purpose: flared and pinched corners, a child overflowing, a lone concentric shape.
function warnings(s, r = s.r) {
    const R = r.int(20, 50), p = r.int(4, 12);
    s.add([`container ${s.fresh("frame")} = RoundedRectangle(cornerRadius: ${R}) {`, `    size 200 x 160`,
        `    shape RoundedRectangle(cornerRadius: ${r.pick([R, 2, R + 10])}) {`, `        padding ${p}`, "    }",
        `    shape Capsule() {`, `        size 260 x 30`, `        ${r.chance(0.3) ? "silence overflow" : "fill \"red\""}`, "    }",
        `    shape ConcentricRectangle() {`, `        padding ${r.pick([p, 90, 200])}`, "    }", "}"]);
    if (r.chance(0.5)) s.add([`shape ConcentricRectangle(corners: .concentric(minimum: 4)) {`, `    size 40 x 40`, "}"]);
    if (r.chance(0.2)) s.add(["silence pinched, squared"]);
}

// ── Deliberate errors (about 1 in 10): each a diagnostic both builds must agree on ──────────

const ERRORS = [
    (s) => [`print ${s.fresh("undefinedName")}`],
    (s) => { const k = s.r.int(1, 9); return [`let ${s.fresh("z")} = ${s.params.length ? s.param().name : 1} / (${k} - ${k})`]; },
    (s) => [`shape ${s.fresh("bad")} = RoundedRectangle(cornerRadus: 8)`],
    (s) => [`shape ConcentricRectangle(corners: .concentrc)`],
    (s) => [`assert 1 + 1 == 3, "a failing assert"`],
    (s) => [`if true {`, `    print "never closed"`],
    (s) => [`let ${s.fresh("t")} = "text" * 2`],
    (s) => [`shape Capsule() {`, `    fill 3`, "}"],
    (s) => [`shape Circle() {`, `    align middle`, "}"],
    (s) => [`print [1, 2, 3][${s.r.int(3, 9)}]`],
    (s) => [`let ${s.fresh("n")} = RoundedRectangle(cornerRadius: -4)`],
    (s) => [`canvas device("iPhone 99")`],
    (s) => [`let ${s.fresh("s")} = 4 < 5 < 6`],
    (s) => { const f = s.fresh("f"); return [`func ${f}(x) {`, "    return x", "}", `print ${f}(y: 1)`]; },
    (s) => [`shape s = Capsule() { size 10 x }`],
    (s) => [`print "unterminated`],
    (s) => [`let v = 1`, `let v = 2`],
    (s) => [`var ${s.fresh("c")} = 1`, `let k = 3`, `k = 4`],
    (s) => [`let ${s.fresh("three")} = 3(2)`],
    (s) => { const e = s.fresh("oval"); return [`shape ${e} = Ellipse() {`, "    size 30 x 20", "}", `print ${e}.radii`]; },
    (s) => { const f = s.fresh("deep"); return [`func ${f}(_ n) {`, `    return ${f}(n + 1)`, "}", `print ${f}(0)`]; },
    (s) => [`shape Rectangle() {`, `    fill "purpel"`, "}"],
    (s) => [`print 1`, "}"],
];

function injectError(s) {
    const lines = s.r.pick(ERRORS)(s);
    // An unclosed block must come last to stay one error; any other goes between two statements.
    const at = lines[0].endsWith("{") && lines.length === 2 ? s.chunks.length : s.r.int(0, s.chunks.length);
    s.chunks.splice(at, 0, lines);
}

// ── One script ────────────────────────────────────────────────────────────────────────────

const SECTIONS = [math, strings, lists, values, control, functions, tree, tree, verified, nodeFunctions, warnings];

function script(seed, index) {
    const s = new Script(rng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0));
    const budget = s.r.int(4, 55), cap = 55; // 55 lines, a header and up to 4 lines of error: 5-60
    canvas(s);
    parameters(s);
    if (s.r.chance(1 / 8)) animation(s);
    for (let tries = 0; s.lines() < budget && tries < 30; tries++) {
        const chunks = s.chunks.length, nodes = s.nodes.length;
        s.r.pick(SECTIONS)(s);
        if (s.lines() > cap) { s.chunks.length = chunks; s.nodes.length = nodes; } // too long: try another
    }
    if (s.nodes.length) queries(s);
    while (s.lines() > cap) s.chunks.pop(); // the queries come last, and depend only on what is before
    const expectsError = s.r.chance(0.1);
    if (expectsError) injectError(s);
    const header = `// gen ${seed}/${index + 1}: a random script for the native-versus-wasm identity test` +
        (expectsError ? " (with a deliberate error)" : "");
    return { source: [header, ...s.chunks.flat()].join("\n") + "\n", expectsError };
}

export function generate(seed, count) {
    // expectsError marks the scripts given a deliberate error (the others should check clean).
    return Array.from({ length: count }, (_, i) => ({ name: `gen-${String(i + 1).padStart(4, "0")}.shape`, ...script(seed >>> 0, i) }));
}

// node generate.mjs DIR COUNT [SEED]
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    const [dir, count, seed = "1"] = process.argv.slice(2);
    if (!dir || !(Number(count) >= 0)) { console.error("usage: node generate.mjs DIR COUNT [SEED]"); process.exit(2); }
    mkdirSync(dir, { recursive: true });
    for (const { name, source } of generate(Number(seed), Number(count))) writeFileSync(join(dir, name), source);
}
