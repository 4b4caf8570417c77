"""The static site's two pages, filled into page.html (the one page all three front ends use:
the playground, the course and the live page of `shape serve`, which fills it in Swift).

    python3 Site/pages.py OUTDIR      writes OUTDIR/index.html and OUTDIR/course.html
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent

HEAD = """<link rel="stylesheet" href="playground.css">
<script src="shape.bundle.js" defer></script>
<script src="content.js" defer></script>
<script src="playground.js" defer></script>"""

SHARED_ACTIONS = """    <button type="button" id="copy-link">Copy link</button>
    <label for="download">Download</label>
    <select id="download">
      <option value="">choose…</option>
      <option value="shape">script (.shape)</option>
      <option value="svg">SVG</option>
      <option value="png">PNG</option>
      <option value="css">CSS</option>
      <option value="swiftui">SwiftUI</option>
      <option value="tokens">tokens (.tokens.json)</option>
    </select>
"""

PAGES = {
    "index.html": {
        "title": "shape playground",
        "body": 'data-mode="playground"',
        "heading": '<span class="tool">shape</span> playground',
        "actions": """    <label for="examples">Example</label>
    <select id="examples"><option value="">your script</option></select>
""" + SHARED_ACTIONS,
        "links": '    <a href="course.html">Course</a>\n',
        "side": "",
    },
    "course.html": {
        "title": "shape course",
        "body": 'data-mode="course"',
        "heading": '<span class="tool">shape</span> course',
        "actions": """    <button type="button" id="previous">Previous lesson</button>
    <label for="lessons">Lesson</label>
    <select id="lessons"></select>
    <button type="button" id="next">Next lesson</button>
""" + SHARED_ACTIONS,
        "links": '    <a href="index.html">Playground</a>\n',
        "side": """  <aside id="lesson" aria-label="lesson">
    <div id="lesson-text"></div>
    <output id="check-result" aria-live="polite"></output>
    <div id="hints"></div>
    <button type="button" id="restart">Start the exercise again</button>
  </aside>
""",
    },
}


def filled(template: str, values: dict) -> str:
    for name, value in values.items():
        template = template.replace("{{" + name + "}}", value)
    assert "{{" not in template, "a placeholder of page.html is not filled"
    return template


def main() -> None:
    out = pathlib.Path(sys.argv[1])
    template = (HERE / "page.html").read_text(encoding="utf-8")
    for name, values in PAGES.items():
        (out / name).write_text(filled(template, {"head": HEAD, "status": "loading shape.wasm…", **values}),
                                encoding="utf-8")


if __name__ == "__main__":
    main()
