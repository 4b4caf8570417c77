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


def nesting_shape(count, cols=None):
    """`count` containers, each holding one concentric child: 2 * count nodes.

    The loop of the issue, with the canvas sized to the grid so nothing overflows.
    """
    cols = cols or grid_columns(count)
    width, height = canvas_size(count, cols)
    return (
        f"canvas width: {width}, height: {height}\n"
        f"for i in 0..<{count} {{\n"
        f"    container RoundedRectangle(cornerRadius: 24) {{\n"
        f"        at (i % {cols}) * {PITCH}, floor(i / {cols}) * {PITCH}\n"
        f"        size 9 x 9\n"
        f"        shape ConcentricRectangle() {{ padding 2 }}\n"
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


def write_all(directory, scaling_nodes=(1_000, 10_000, 20_000, 100_000, 1_000_000), pikchr_count=None):
    """Writes every generated workload into `directory`; returns {name: path}."""
    os.makedirs(directory, exist_ok=True)
    files = {
        "startup.shape": startup_shape(),
        "startup.pikchr": startup_pikchr(),
        "repl-setup.shape": repl_setup_shape(),
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
