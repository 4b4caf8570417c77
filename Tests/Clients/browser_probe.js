// Put at the end of a page `shape render --format html` wrote (by test_html_export.py): reads what
// Chromium computed and writes it, as JSON, into a pre element (id shape-probe) for --dump-dom.
//
// - radii: each element's four computed border radii, by node id (its class less `shape-`;
//   the canvas is `canvas`).
// - labels: each label's text box, and the box of the matching <text> of the SVG inlined in
//   <div id="shape-svg"> (when the test put one there), in document order.
(function () {
  const corners = ["borderTopLeftRadius", "borderTopRightRadius", "borderBottomLeftRadius", "borderBottomRightRadius"];
  const result = { radii: {}, labels: [] };
  for (const element of document.querySelectorAll('.shape--scene div[class^="shape-"]')) {
    if (element.className.startsWith("shape--")) continue;
    const style = getComputedStyle(element);
    result.radii[element.className.slice("shape-".length)] = corners.map((corner) => style[corner]);
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
