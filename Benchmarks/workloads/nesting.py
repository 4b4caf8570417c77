#!/usr/bin/env python3
"""Python peer for the nesting workload: the same picture as workloads/generate.py's
nesting script, computed and written by plain Python 3 (no libraries).

For each of COUNT cells on a grid of COLS columns (pitch 10), a 9 x 9 container with
corner radius 24 holds a child inset by padding 2. The container's radius is clamped to
half its shorter side; the child's radius per corner follows the project's rule
(DESIGN.md section 3):

    d = max(dx, dy);  r = max(R - d, 0);  r = min(r, min(w, h) / 2)

Each node becomes one SVG path (quarter-circle arcs), grouped as the shape tool groups a
container with its child, in the same number format, so the document is byte-for-byte the
one `shape render` writes for the same script (the runner checks this). That includes the
accessible name and description shape gives every SVG (`role="img"`, `<title>`, `<desc>`;
Sources/ShapeRendering/SVGRenderer+Accessibility.swift), which list the radii it computed.

usage: nesting.py COUNT COLS OUT.svg
"""
import sys

PITCH, SIZE, RADIUS, PADDING = 10.0, 9.0, 24.0, 2.0
# How many nodes shape's `<desc>` lists before it counts the rest (describedNodeLimit).
DESCRIBED_NODES = 100


def num(v):
    """Four decimals at most, trailing zeros dropped, halves rounded away from zero."""
    s = v * 10000.0
    u = int(s + 0.5) if s >= 0 else -int(-s + 0.5)
    if u == 0:
        return "0"
    whole, frac = divmod(abs(u), 10000)
    text = ("-" if u < 0 else "") + str(whole)
    if frac:
        text += "." + ("%04d" % frac).rstrip("0")
    return text


def share(reach, other, length):
    if reach + other <= length:
        return reach
    return length * (reach / (reach + other))


def path(x, y, w, h, radii):
    """Outline clockwise from the top edge; radii = (topLeft, topRight, bottomRight, bottomLeft)."""
    tl, tr, br, bl = (max(r, 0.0) for r in radii)
    # Corners in path order: top-right, bottom-right, bottom-left, top-left.
    reach = [tr, br, bl, tl]
    fitted = []
    for i in range(4):
        incoming = w if i % 2 == 0 else h
        outgoing = h if i % 2 == 0 else w
        fitted.append(min(share(reach[i], reach[(i + 3) % 4], incoming),
                          share(reach[i], reach[(i + 1) % 4], outgoing)))
    x2, y2 = x + w, y + h
    # (corner point, incoming direction, outgoing direction) per corner.
    corners = (((x2, y), (1, 0), (0, 1)), ((x2, y2), (0, 1), (-1, 0)),
               ((x, y2), (-1, 0), (0, -1)), ((x, y), (0, -1), (1, 0)))

    def point(c, along, inward):
        (cx, cy), (ix, iy), (ox, oy) = c
        return (cx - along * ix + inward * ox, cy - along * iy + inward * oy)

    current = point(corners[3], 0.0, fitted[3])
    parts = ["M %s %s" % (num(current[0]), num(current[1]))]
    for c, r in zip(corners, fitted):
        p = point(c, r, 0.0)
        if p != current:
            parts.append("L %s %s" % (num(p[0]), num(p[1])))
            current = p
        if r > 0:
            p = point(c, 0.0, r)
            parts.append("A %s %s 0 0 1 %s %s" % (num(r), num(r), num(p[0]), num(p[1])))
            current = p
    parts.append("Z")
    return " ".join(parts)


def child_radii(outer, outer_radii, inner):
    """Concentric radii of `inner` (x, y, w, h) inside `outer` with `outer_radii`."""
    ox, oy, ow, oh = outer
    ix, iy, iw, ih = inner
    left, top = ix - ox, iy - oy
    right, bottom = (ox + ow) - (ix + iw), (oy + oh) - (iy + ih)
    insets = ((left, top), (right, top), (right, bottom), (left, bottom))
    limit = min(iw, ih) / 2
    return tuple(min(max(R - max(dx, dy), 0.0), limit)
                 for R, (dx, dy) in zip(outer_radii, insets))


def radii_in_words(radii):
    """A node's radii as shape's `<desc>` says them; radii = (topLeft, topRight, bottomRight,
    bottomLeft), in words topLeading, topTrailing, bottomLeading, bottomTrailing."""
    tl, tr, br, bl = radii
    if tl == tr == br == bl:
        return "%s on every corner" % num(tl)
    return "topLeading %s, topTrailing %s, bottomLeading %s, bottomTrailing %s" % (
        num(tl), num(tr), num(bl), num(br))


def accessibility(count, described):
    """shape's `<title>` and `<desc>` lines for `count` nodes, none of them named: the title
    counts them, the description lists `described`, the first DESCRIBED_NODES as (id, radii)
    pairs in document order, and counts the rest."""
    if count == 0:
        return ["  <title>an empty shape figure</title>", "  <desc>no shapes.</desc>"]
    title = "a shape figure of %d node%s" % (count, "" if count == 1 else "s")
    desc = "corner radii: " + "; ".join(
        "%s: %s" % (node_id, radii_in_words(radii)) for node_id, radii in described)
    if count > DESCRIBED_NODES:
        desc += "; and %d more nodes" % (count - DESCRIBED_NODES)
    desc += "."
    return ["  <title>%s</title>" % title, "  <desc>%s</desc>" % desc]


def main():
    count, cols, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rows = (count + cols - 1) // cols
    width, height = cols * PITCH, rows * PITCH
    body = []
    described = []
    for i in range(count):
        outer = ((i % cols) * PITCH, (i // cols) * PITCH, SIZE, SIZE)
        outer_radii = (min(RADIUS, min(SIZE, SIZE) / 2),) * 4
        inner = (outer[0] + PADDING, outer[1] + PADDING, SIZE - 2 * PADDING, SIZE - 2 * PADDING)
        inner_radii = child_radii(outer, outer_radii, inner)
        # Ids as the shape tool gives unnamed nodes: their path, the parent's id, the kind and its
        # number among the unnamed siblings of that kind (from 1).
        outer_id = "roundedRectangle-%d" % (i + 1)
        inner_id = outer_id + "-concentricRectangle-1"
        if len(described) < DESCRIBED_NODES:
            described += [(outer_id, outer_radii), (inner_id, inner_radii)]
        body.append("  <g>")
        for node_id, frame, radii in ((outer_id, outer, outer_radii),
                                      (inner_id, inner, inner_radii)):
            body.append('    <path id="%s" d="%s" fill="none" stroke="#8e8e93"/>'
                        % (node_id, path(*frame, radii)))
        body.append("  </g>")
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%s" height="%s" '
        'viewBox="0 0 %s %s" font-family="system-ui, sans-serif" role="img">'
        % (num(width), num(height), num(width), num(height)),
    ]
    lines += accessibility(2 * count, described[:DESCRIBED_NODES])
    lines.append('  <path id="canvas" d="%s" fill="#f2f2f7"/>'
                 % path(0.0, 0.0, width, height, (0, 0, 0, 0)))
    lines += body
    lines.append("</svg>")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
