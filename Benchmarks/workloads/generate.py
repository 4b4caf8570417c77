#!/usr/bin/env python3
"""Workload generators for Benchmarks/run.

Each function returns the text of one script; `write_all(directory)` writes every workload the
runner uses, so they can also be looked at by hand:

    python3 Benchmarks/workloads/generate.py /tmp/shape-workloads

The generated files are not committed: only this code is. The fixed programs of the
interpreter workload (core.shape, core.py, core.lua) and the Python nesting peer
(nesting.py) live next to this file.
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The grid of the nesting pictures: a 9 x 9 cell every 10 units.
PITCH = 10


def grid_columns(count):
    """Columns of a near-square grid holding `count` cells (100 for 10,000)."""
    return max(1, math.isqrt(count - 1) + 1) if count > 0 else 1


def canvas_size(count, cols):
    rows = (count + cols - 1) // cols
    return cols * PITCH, rows * PITCH


def nesting_shape(count, cols=None, parameters=False):
    """`count` containers, each holding one concentric child: 2 * count nodes.

    The loop of the issue, with the canvas sized to the grid so nothing overflows. With
    `parameters`, the radius and the gap are `let radius = 24` and `let gap = 2`, as a design
    file writes them: what `--set` overrides (workload 2) and what the parametric HTML keeps
    as custom properties (workload 12).
    """
    cols = cols or grid_columns(count)
    width, height = canvas_size(count, cols)
    radius, gap = ("radius", "gap") if parameters else ("24", "2")
    return (
        f"canvas width: {width}, height: {height}\n"
        + ("let radius = 24\nlet gap = 2\n" if parameters else "")
        + f"for i in 0..<{count} {{\n"
        f"    container RoundedRectangle(cornerRadius: {radius}) {{\n"
        f"        at (i % {cols}) * {PITCH}, floor(i / {cols}) * {PITCH}\n"
        f"        size 9 x 9\n"
        f"        shape ConcentricRectangle() {{ padding {gap} }}\n"
        f"    }}\n"
        f"}}\n"
    )


def nesting_pikchr(count, cols=None):
    """The same picture in Pikchr: `count` rounded 9 x 9 boxes (radius 24, clamped to a
    circle as in shape), each with a 5 x 5 box of radius 2.5 (the concentric radius shape
    computes) sharing its centre. Pikchr has no loops, so every box is written out; the
    outer box's size and radius are set once as defaults to keep the token count low.
    Pikchr's y axis points up, so the rows are stacked upwards: the same set of shapes (a
    minus sign would be one more token per box, and tokens are what Pikchr limits).
    """
    cols = cols or grid_columns(count)
    lines = ["boxwid = 9px; boxht = 9px; boxrad = 24px"]
    for i in range(count):
        x = (i % cols) * PITCH + 4.5
        y = (i // cols) * PITCH + 4.5
        lines.append(f"box at {x}px,{y}px")
        lines.append(f"box wid 5px ht 5px rad 2.5px at {x}px,{y}px")
    return "\n".join(lines) + "\n"


def startup_shape():
    """One rounded rectangle on a small canvas."""
    return (
        "canvas width: 200, height: 160\n"
        "shape RoundedRectangle(cornerRadius: 24) {\n"
        "    at 20, 20\n"
        "    size 160 x 120\n"
        "}\n"
    )


def startup_pikchr():
    """The same one rounded box in Pikchr."""
    return "box wid 160px ht 120px rad 24px\n"


# The REPL workload: a session holding 10,000 nodes, then one more line.
REPL_SETUP_CONTAINERS = 5_000
REPL_LINE = "shape extra = Capsule() { size 10 x 10 }"


def repl_setup_shape():
    return nesting_shape(REPL_SETUP_CONTAINERS)


# The editor workload (language server and --watch): a script as people write them, about
# 1,000 lines. Its first line after the header is the one the runner edits.
EDITOR_LINES = 1_000
EDITOR_SECTION_COLUMNS = 5
EDITOR_REVISION_LINE = "let revision = {}"


def editor_shape(lines=EDITOR_LINES, revision=0):
    """A 1,000-line script of panels: constants, a function, containers holding nested
    ConcentricRectangles, and loops; about 300 nodes and no warnings. `revision` is the value
    on the line the runner edits (it feeds a label, so every edit changes the picture)."""
    header = [
        "// The editor workload: panels of cards, as a design file grows.",
        EDITOR_REVISION_LINE.format(revision),
        "let panelRadius = 28",
        "let inset = 12",
        "let accent = \"#0a84ff\"",
        "",
        "/// A tile: a rounded card holding a concentric badge, labelled.",
        "func tile(_ title, x, y, tint) {",
        "    container RoundedRectangle(cornerRadius: 16) {",
        "        at x, y",
        "        size 120 x 40",
        "        fill \"white\"",
        "        label title, size: 11, color: \"#1c1c1e\", alignment: .trailing",
        "        shape ConcentricRectangle(corners: .concentric(minimum: 4)) {",
        "            padding 6",
        "            width 28",
        "            align leading",
        "            fill tint",
        "        }",
        "    }",
        "}",
        "",
    ]
    sections = []
    index = 0
    while len(header) + sum(len(s) for s in sections) + 2 < lines:
        sections.append(_editor_section(index))
        index += 1
    if len(header) + sum(len(s) for s in sections) > lines - 2:
        sections.pop()
        index -= 1
    rows = (index + EDITOR_SECTION_COLUMNS - 1) // EDITOR_SECTION_COLUMNS
    canvas = [f"canvas width: {EDITOR_SECTION_COLUMNS * 300 + 20}, height: {rows * 300 + 20}, "
              f"fill: \"#e5e5ea\""]
    body = canvas + header + [line for section in sections for line in section]
    # Comment lines up to the exact length: notes at the end, as files collect them.
    while len(body) < lines:
        body.append(f"// note {len(body)}: the panels above are laid out in {EDITOR_SECTION_COLUMNS} columns")
    return "\n".join(body) + "\n"


def _editor_section(n):
    """One panel (41 lines, 11 nodes): a container, a card, a thumbnail, a row of dots made
    by a loop, a tile made by a function call, and a check of the radii."""
    x = 20 + (n % EDITOR_SECTION_COLUMNS) * 300
    y = 20 + (n // EDITOR_SECTION_COLUMNS) * 300
    return [
        f"// Panel {n}.",
        f"let panel{n}X = {x}",
        f"let panel{n}Y = {y}",
        f"container panel{n} = RoundedRectangle(cornerRadius: panelRadius) {{",
        f"    at panel{n}X, panel{n}Y",
        "    size 280 x 280",
        "    fill \"#f2f2f7\"",
        f"    container card{n} = ConcentricRectangle(corners: .concentric, isUniform: true) {{",
        "        padding inset",
        "        height 140",
        "        align top",
        "        fill \"white\"",
        f"        label \"Panel {n}, revision \\(revision)\", size: 13, alignment: .trailing",
        f"        shape thumb{n} = ConcentricRectangle(corners: .concentric(minimum: 4)) {{",
        "            padding inset",
        "            width 96",
        "            align leading",
        f"            fill \"#{(n * 37) % 256:02x}8e5a\"",
        "        }",
        "    }",
        "    for k in 0..<6 {",
        "        shape Circle() {",
        "            size 16 x 16",
        "            at 24 + k * 28, 170",
        "            fill [accent, \"#30d158\"][k % 2]",
        "        }",
        "    }",
        "}",
        f"tile(\"Tile {n}\", x: panel{n}X + 24, y: panel{n}Y + 216, tint: accent)",
        f"let panel{n}Radii = thumb{n}.radii",
        f"if panel{n}Radii.topLeading < 4 {{",
        f"    print \"panel {n}: thumbnail corners below the minimum\"",
        "}",
        f"var dots{n} = 0",
        "for k in 0..<6 {",
        "    if k % 2 == 0 {",
        f"        dots{n} += 1",
        "    }",
        "}",
        f"assert dots{n} == 3, \"panel {n}: three blue dots\"",
        "",
    ]


def write_all(directory, scaling_nodes=(1_000, 10_000, 20_000, 100_000, 1_000_000), pikchr_count=None):
    """Writes every generated workload into `directory`; returns {name: path}."""
    os.makedirs(directory, exist_ok=True)
    files = {
        "startup.shape": startup_shape(),
        "startup.pikchr": startup_pikchr(),
        "repl-setup.shape": repl_setup_shape(),
        "editor.shape": editor_shape(),
        "parametric-20000.shape": nesting_shape(10_000, parameters=True),
    }
    for nodes in scaling_nodes:
        files[f"nesting-{nodes}.shape"] = nesting_shape(nodes // 2)
    if pikchr_count:
        files[f"nesting-pikchr-{pikchr_count}.shape"] = nesting_shape(pikchr_count)
        files[f"nesting-pikchr-{pikchr_count}.pikchr"] = nesting_pikchr(pikchr_count)
    paths = {}
    for name, text in files.items():
        path = os.path.join(directory, name)
        with open(path, "w") as f:
            f.write(text)
        paths[name] = path
    return paths


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: generate.py DIRECTORY")
    for name, path in sorted(write_all(sys.argv[1], pikchr_count=554).items()):
        print(path)
