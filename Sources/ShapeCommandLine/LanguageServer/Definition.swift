// `textDocument/definition`: where the name under the cursor was declared (a variable, a
// function, a parameter, a node), in this document or in a file it imports; on an import's
// path, the file itself.
import ShapeLanguage

enum Definition {
    /// The location of the declaration at byte `offset`, or null.
    static func answer(at offset: Int, in analysis: Analysis) -> JSON {
        if let declaration = analysis.index.declaration(at: offset) {
            return Features.location(declaration.range, file: analysis.path, analysis: analysis)
        }
        if let path = analysis.index.imports.first(where: { $0.range.contains(offset) })?.path {
            let file = SourceFiles.resolve(path, relativeTo: SourceFiles.directory(of: analysis.path))
            return ["uri": JSON(Document.uri(of: file)), "range": LineIndex.json((0, 0), (0, 0))]
        }
        // A name no declaration of this document binds: one an imported file declares at its top.
        guard let use = analysis.index.reference(at: offset), use.declaration == nil else { return .null }
        for file in analysis.imports.keys.sorted() {
            guard let imported = analysis.imports[file],
                let declaration = imported.index.declarations.first(where: { $0.name == use.name && $0.scope == nil })
            else { continue }
            return Features.location(declaration.range, file: file, analysis: analysis)
        }
        return .null
    }
}
