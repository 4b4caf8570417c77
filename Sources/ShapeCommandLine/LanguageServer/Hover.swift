// `textDocument/hover`: on a node's name (where it is declared or used) its kind, frame, four
// radii and each corner's derivation; on any other name its declaration and value; on builtins,
// commands, labels and members their documentation from the language's tables.
import ShapeLanguage

enum Hover {
    /// The hover at byte `offset`, or null when there is nothing to say.
    static func answer(at offset: Int, in analysis: Analysis) -> JSON {
        guard let (index, token) = analysis.token(at: offset), let text = markdown(index, token, analysis) else {
            return .null
        }
        return [
            "contents": ["kind": "markdown", "value": JSON(text)],
            "range": analysis.lines.range(token.range),
        ]
    }

    private static func markdown(_ index: Int, _ token: Token, _ analysis: Analysis) -> String? {
        let offset = token.range.start.offset
        if let label = analysis.index.label(at: offset) {
            return Session.labelDocumentation(callee: label.callee, label: label.label)
        }
        if index > 0, analysis.parsed.tokens[index - 1].symbol == .dot, let name = token.labelText {
            return member(name, dot: index - 1, analysis)
        }
        switch token.kind {
        case .identifier(let name):
            return named(name, at: token, analysis)
        case .keyword(.container), .keyword(.shape):
            // An unnamed node is known by its statement, which starts with the keyword.
            guard let site = analysis.nodeDeclarations.first(where: { $0.site.start.offset == offset }) else {
                return nil
            }
            return RadiiText.markdown(
                for: analysis.nodes(declaredAt: site.site), declaration: site.detail, session: analysis.session)
        case .stringText:
            guard let path = analysis.index.imports.first(where: { $0.range.contains(offset) })?.path else {
                return nil
            }
            let file = SourceFiles.resolve(path, relativeTo: SourceFiles.directory(of: analysis.path))
            return "Imports `\(file)`"
        default:
            return nil
        }
    }

    /// A name: a declaration of this document, a command word, a builtin, or an imported name.
    private static func named(_ name: String, at token: Token, _ analysis: Analysis) -> String? {
        let offset = token.range.start.offset
        if let declaration = analysis.index.declaration(at: offset) {
            if declaration.kind == .node {
                return RadiiText.markdown(
                    for: analysis.nodes(declaredAt: declaration.range), declaration: declaration.detail,
                    session: analysis.session)
            }
            return described(declaration.detail, value: value(of: declaration, analysis))
        }
        if isCommand(token, analysis), let command = Session.commandDocumentation(name) {
            return "```shape\n\(command.syntax)\n```\n\n\(command.summary)"
        }
        if analysis.index.reference(at: offset) != nil, let builtin = Session.builtinDocumentation(name) {
            return "```shape\n\(builtin.signature)\n```\n\n\(builtin.summary)"
        }
        for (_, imported) in analysis.imports {
            if let declaration = imported.index.declarations.first(where: { $0.name == name && $0.scope == nil }) {
                return described(declaration.detail, value: analysis.session.globalValueDescription(name))
            }
        }
        return nil
    }

    /// Members after a `.`: of the value the names before it lead to, or implicit (`.concentric`).
    private static func member(_ name: String, dot: Int, _ analysis: Analysis) -> String? {
        guard analysis.isMemberDot(dot) else {
            guard let implicit = Session.implicitMemberDocumentation(name) else { return nil }
            return "```shape\n\(implicit.signature)\n```\n\n\(implicit.summary)"
        }
        let lines = analysis.session.memberDocumentation(of: analysis.memberPath(beforeDot: dot), member: name)
        guard !lines.isEmpty else { return nil }
        return lines.map { "`\($0.prefix { $0 != ":" })`\($0.drop { $0 != ":" })" }.joined(separator: "\n\n")
    }

    /// Whether the identifier token starts a command statement (`size`, `fill`, …).
    private static func isCommand(_ token: Token, _ analysis: Analysis) -> Bool {
        var found = false
        analysis.parsed.program.forEachStatement { statement in
            if case .command = statement.kind, statement.range.start == token.range.start { found = true }
        }
        return found
    }

    /// The value of a top-level name after the evaluation (nothing for names in blocks and
    /// functions, which have no one value).
    private static func value(of declaration: SymbolIndex.Declaration, _ analysis: Analysis) -> String? {
        guard declaration.scope == nil, declaration.kind != .function else { return nil }
        return analysis.session.globalValueDescription(declaration.name)
    }

    private static func described(_ detail: String, value: String?) -> String {
        var text = "```shape\n\(detail)\n```"
        if let value { text += "\n\nValue: `\(value)`" }
        return text
    }
}
