// The editor answers beside hover and completion: where a name was declared, the outline,
// each node's radii as an inlay hint, the formatter's edit, and the diagnostics placed in the
// document (an error in an imported file on the `import` that led to it).

/// A place in the document or in a file it imports.
public struct EditorLocation: Equatable, Sendable {
    /// The file's path, as ``EditorDocument/path`` and the import resolution name it.
    public var file: String
    /// The span, in that file's own text (``EditorDocument/text(ofFile:)``).
    public var range: SourceRange
}

/// A node's resolved radii, shown after its name where it is declared.
public struct EditorInlayHint: Equatable, Sendable {
    /// Where the hint goes: after the node's name, or its shape for an unnamed node.
    public var offset: Int
    /// `⌜12 ⌝12 ⌞0 ⌟0`, `⌜⌝⌞⌟ 24`, `◯ 80 × 40`; `×3` for nodes a loop made.
    public var label: String
    /// Each corner's derivation, in Markdown (as the node's hover).
    public var tooltip: String
}

/// A replacement of a span of the document.
public struct EditorEdit: Equatable, Sendable {
    /// Byte offsets of the span replaced.
    public var range: Range<Int>
    public var newText: String
}

/// A diagnostic as the document shows it.
public struct EditorDiagnostic: Sendable {
    /// Related places: a note's, a hint's, or the error inside the imported file.
    public struct Related: Sendable {
        public var location: EditorLocation
        public var message: String
    }

    /// The diagnostic as the evaluation reported it.
    public var diagnostic: Diagnostic
    /// Where it is shown in this document: its own range, or the `import` leading to the file.
    public var range: SourceRange
    /// The message with its hint and the notes that have no place of their own, one a line;
    /// prefixed by the file's name when it is in an imported file.
    public var message: String
    public var related: [Related]
}

extension EditorDocument {
    // MARK: - Definition

    /// Where the name at byte `offset` was declared (a variable, a function, a parameter, a
    /// node), in this document or a file it imports; on an import's path, the file's start.
    public func definition(at offset: Int) -> EditorLocation? {
        let offset = clamped(offset)
        if let declaration = index.declaration(at: offset) {
            return EditorLocation(file: path, range: declaration.range)
        }
        if let imported = index.imports.first(where: { $0.range.contains(offset) })?.path {
            let file = SourcePaths.resolve(imported, relativeTo: SourcePaths.directory(of: path))
            return EditorLocation(file: file, range: SourceRange(at: .start))
        }
        // A name no declaration of this document binds: one an imported file declares at its top.
        guard let use = index.reference(at: offset), use.declaration == nil else { return nil }
        for file in imports.keys.sorted() {
            guard let imported = imports[file],
                let declaration = imported.index.declarations.first(where: { $0.name == use.name && $0.scope == nil })
            else { continue }
            return EditorLocation(file: file, range: declaration.range)
        }
        return nil
    }

    // MARK: - Symbols

    /// The outline: nodes (containers holding their children, stacks, the nodes loops and
    /// functions make), functions and top-level bindings.
    public var symbols: [SymbolIndex.Symbol] { index.outline }

    // MARK: - Inlay hints

    /// The hints of the nodes declared in `span` (byte offsets; its end included).
    public func inlayHints(in span: Range<Int>) -> [EditorInlayHint] {
        var hints: [EditorInlayHint] = []
        for declaration in nodeDeclarations {
            let offset = declaration.hintAt.offset
            guard span.contains(offset) || offset == span.upperBound else { continue }
            let made = nodes(declaredAt: declaration.site)
            guard !made.isEmpty else { continue }
            hints.append(
                EditorInlayHint(
                    offset: clamped(offset), label: NodeText.hint(for: made),
                    tooltip: NodeText.markdown(for: made, declaration: declaration.detail, session: session)))
        }
        return hints
    }

    // MARK: - Formatting

    /// The formatter's layout (`shape fmt`) as one edit of the whole text, none when it is
    /// formatted already; the syntax errors that stand in the way otherwise.
    public func formattingEdits() -> Result<[EditorEdit], SyntaxErrors> {
        Formatter.format(text, file: path).map { formatted in
            formatted == text ? [] : [EditorEdit(range: 0..<bytes.count, newText: formatted)]
        }
    }

    // MARK: - Diagnostics

    /// Every diagnostic of the evaluation, placed in this document.
    public var editorDiagnostics: [EditorDiagnostic] {
        diagnostics.map(placed)
    }

    private func placed(_ diagnostic: Diagnostic) -> EditorDiagnostic {
        let isHere = diagnostic.file == nil || diagnostic.file == path
        var range = diagnostic.range
        var message = diagnostic.message
        var related: [EditorDiagnostic.Related] = []
        if !isHere, let file = diagnostic.file {
            // Placed on the import that leads to the file, and pointing into it.
            range = importStatement(leadingTo: file)
            message = "in \(SourcePaths.displayName(file)): \(message)"
            related.append(
                .init(location: EditorLocation(file: file, range: diagnostic.range), message: diagnostic.message))
        }
        if let hint = diagnostic.hint {
            message += "\nhint: \(hint)"
            related.append(
                .init(
                    location: EditorLocation(file: diagnostic.file ?? path, range: diagnostic.range),
                    message: "hint: \(hint)"))
        }
        for note in diagnostic.notes {
            guard let noteRange = note.range else {
                message += "\nnote: \(note.message)"
                continue
            }
            related.append(
                .init(
                    location: EditorLocation(file: note.file ?? diagnostic.file ?? path, range: noteRange),
                    message: note.message))
        }
        return EditorDiagnostic(diagnostic: diagnostic, range: range, message: message, related: related)
    }

    /// The `import` statement of the document that reads `file`, directly or through others
    /// (then the first import stands for them); the start of the text if there is none.
    private func importStatement(leadingTo file: String) -> SourceRange {
        let directory = SourcePaths.directory(of: path)
        let direct = index.imports.first { SourcePaths.resolve($0.path, relativeTo: directory) == file }
        return (direct ?? index.imports.first)?.range ?? SourceRange(at: .start)
    }
}
