// Put at the end of a page `shape render --format html` wrote (by test_html_export.py): reads what
// Chromium computed and writes it, as JSON, into a pre element (id shape-probe) for --dump-dom.
//
// - radii: each element's four computed border radii, by id.
// - chains: for every class rule's radius that is var(--P) where --P refers to a container's
//   property var(--X), the element's computed radius before and after --X grows by 5px.
// - labels: each label's text box, and the box of the matching <text> of the SVG inlined in
//   <div id="shape-svg"> (when the test put one there), in document order.
(function () {
  const corners = ["borderTopLeftRadius", "borderTopRightRadius", "borderBottomLeftRadius", "borderBottomRightRadius"];
  const result = { radii: {}, chains: [], labels: [] };
  for (const element of document.querySelectorAll(".shape-scene > div[id]")) {
    const style = getComputedStyle(element);
    result.radii[element.id] = corners.map((corner) => style[corner]);
  }

  const root = document.documentElement;
  const rules = [...document.styleSheets[0].cssRules];
  const rootRule = rules.find((rule) => rule.selectorText === ":root");
  const declared = {};
  if (rootRule) {
    for (const name of rootRule.style) declared[name] = rootRule.style.getPropertyValue(name).trim();
  }
  const physical = {
    "border-top-left-radius": "borderTopLeftRadius", "border-top-right-radius": "borderTopRightRadius",
    "border-bottom-left-radius": "borderBottomLeftRadius", "border-bottom-right-radius": "borderBottomRightRadius",
  };
  for (const rule of rules) {
    if (!rule.selectorText || !rule.selectorText.startsWith(".")) continue;
    const element = document.getElementById(rule.selectorText.slice(1));
    if (!element) continue;
    const declarations = [];
    for (const name of rule.style) declarations.push([name, rule.style.getPropertyValue(name).trim()]);
    for (const [name, value] of declarations) {
      const own = /^var\((--[A-Za-z0-9_-]+)\)$/.exec(value);
      if (!own || !(name in physical)) continue;
      const followed = /var\((--[A-Za-z0-9_-]+)\)/.exec(declared[own[1]] || "");
      if (!followed) continue;
      const before = parseFloat(getComputedStyle(element)[physical[name]]);
      const current = getComputedStyle(root).getPropertyValue(followed[1]).trim();
      root.style.setProperty(followed[1], "calc(" + current + " + 5px)");
      const after = parseFloat(getComputedStyle(element)[physical[name]]);
      root.style.removeProperty(followed[1]);
      result.chains.push({ element: element.id, property: name, variable: own[1], container: followed[1], before, after });
    }
  }

  const texts = [...document.querySelectorAll("#shape-svg text")];
  const labels = [...document.querySelectorAll(".shape-label")];
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
