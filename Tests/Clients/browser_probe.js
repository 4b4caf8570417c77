// Put at the end of a page `shape render --format html` wrote (by test_html_export.py): reads what
// Chromium computed and writes it, as JSON, into a pre element (id shape-probe) for --dump-dom.
//
// - radii: each element's four border radii as drawn (usedRadii), by node id (its class less
//   `shape-`; the canvas is `canvas`; the iterations of a loop written as one class are `row`,
//   `row-2`… in document order).
// - labels: each label's text box, and the box of the matching <text> of the SVG inlined in
//   <div id="shape-svg"> (when the test put one there), in document order.
// The radii a browser draws with (CSS Backgrounds 3, "Overlapping Curves"): percentages of the
// box's width (horizontal) and height (vertical), then every radius scaled by one factor when two
// on one side add up to more than that side. "Npx" where a corner is round, "Npx Mpx" where not.
function usedRadii(element) {
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const length = (text, side) => (text.endsWith("%") ? (parseFloat(text) / 100) * side : parseFloat(text));
  const corners = ["borderTopLeftRadius", "borderTopRightRadius", "borderBottomLeftRadius", "borderBottomRightRadius"];
  const [tl, tr, bl, br] = corners.map((corner) => {
    const parts = style[corner].split(" ");
    return [length(parts[0], box.width), length(parts[1] ?? parts[0], box.height)];
  });
  const ratios = [
    [box.width, tl[0] + tr[0]], [box.width, bl[0] + br[0]], [box.height, tl[1] + bl[1]], [box.height, tr[1] + br[1]],
  ].filter(([, sum]) => sum > 0).map(([side, sum]) => side / sum);
  const factor = Math.min(1, ...ratios);
  return [tl, tr, bl, br].map(([x, y]) =>
    Math.abs(x - y) * factor < 0.01 ? `${x * factor}px` : `${x * factor}px ${y * factor}px`);
}
(function () {
  const result = { radii: {}, labels: [] };
  const seen = {};
  for (const element of document.querySelectorAll('.shape--scene div[class^="shape-"]')) {
    if (element.className.startsWith("shape--")) continue;
    // A loop written as one class: its iterations are `row`, `row-2`… as shape names them.
    const base = element.className.slice("shape-".length);
    seen[base] = (seen[base] || 0) + 1;
    result.radii[seen[base] === 1 ? base : base + "-" + seen[base]] = usedRadii(element);
  }

  const texts = [...document.querySelectorAll("#shape-svg text")];
  const labels = [...document.querySelectorAll(".shape--label")];
  labels.forEach((label, index) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    const box = range.getBoundingClientRect();
    const entry = { node: label.dataset.node, text: label.textContent, html: [box.x, box.y, box.width, box.height] };
    const text = texts[index];
    if (text) {
      const svgBox = text.getBoundingClientRect();
      entry.svg = [svgBox.x, svgBox.y, svgBox.width, svgBox.height];
      entry.svgText = text.textContent;
    }
    result.labels.push(entry);
  });

  const output = document.createElement("pre");
  output.id = "shape-probe";
  output.textContent = JSON.stringify(result);
  document.body.appendChild(output);
})();
