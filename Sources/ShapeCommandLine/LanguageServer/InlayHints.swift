// `textDocument/inlayHint`: each node's resolved radii at its declaration, after its name (or
// its shape, for an unnamed node): `⌜12 ⌝12 ⌞0 ⌟0`, `⌜⌝⌞⌟ 24`, `◯ 80 × 40` for an ellipse,
// with each corner's derivation as the tooltip.
import ShapeLanguage

enum InlayHints {
    /// The hints of the nodes declared in `span` (byte offsets) of the document.
    static func answer(in span: Range<Int>, of analysis: Analysis) -> JSON {
        var hints: [JSON] = []
        for declaration in analysis.nodeDeclarations {
            let offset = declaration.hintAt.offset
            guard span.contains(offset) || offset == span.upperBound else { continue }
            let nodes = analysis.nodes(declaredAt: declaration.site)
            guard !nodes.isEmpty else { continue }
            hints.append(
                [
                    "position": LineIndex.json(analysis.lines.position(of: offset)),
                    "label": JSON(RadiiText.hint(for: nodes)),
                    "paddingLeft": true,
                    "tooltip": [
                        "kind": "markdown",
                        "value": JSON(
                            RadiiText.markdown(for: nodes, declaration: declaration.detail, session: analysis.session)),
                    ],
                ])
        }
        return .array(hints)
    }
}
