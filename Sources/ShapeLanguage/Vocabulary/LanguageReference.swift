// `shape help language`: the reference of shapes, labels, commands, queries, builtins, members
// and warnings, written from the very tables the language reads, so it cannot drift from them.
import ConcentricGeometry
import ShapeScene

/// The language reference, as text for a terminal.
public enum LanguageReference {
    public static var text: String {
        var sections: [String] = []
        sections.append(
            section(
                "Statements (keywords)",
                [
                    "let NAME = VALUE, var NAME = VALUE, NAME = VALUE (also += -= *= /=)",
                    "if CONDITION { … } else if … { … } else { … }",
                    "if let NAME = VALUE { … } else { … }: the block with NAME when VALUE is not nil; VALUE ?? OTHER, nil",
                    "for NAME in RANGE-OR-LIST { … }, while CONDITION { … }, break, continue",
                    "func NAME(LABEL NAME = DEFAULT, _ NAME) { … return VALUE }",
                    "import \"FILE.shape\", print VALUE, …, assert CONDITION, \"MESSAGE\", explain NODE",
                    "canvas …, container NAME = SHAPE { … }, shape NAME = SHAPE { … }, vstack/hstack … { … }",
                    "zstack { … }: a plain group, placed as a node is, declaring no container shape: its children follow the container around it; with ignoresSafeArea at the top level, a full-screen group whose queries are in screen coordinates",
                    "animation duration: SECONDS, … (top level: the script runs again at every frame)",
                ] + ["keywords: " + Keyword.allCases.map { $0.rawValue }.joined(separator: " ")]))
        sections.append(section("Shapes (SwiftUI's initializers)", aligned(Builtins.shapeConstructors.flatMap(rows))))
        let statementWords = ["canvas", "animation", "vstack", "label", "padding"]
        let statementCalls = statementWords.compactMap { word -> (String, String)? in
            guard let signature = Signatures.statements[word] else { return nil }
            return (word + " " + signature.namedLabels.map { $0 + ":" }.joined(separator: " "), statementSummary(word))
        }
        sections.append(section("Labels of canvas, animation, stacks, label and padding", aligned(statementCalls)))
        sections.append(
            section(
                "Commands (inside a node's braces)",
                aligned(CommandWord.allCases.map { ($0.syntax, $0.summary) })))
        let implicit = Builtins.implicitCalls.values.sorted { $0.name < $1.name }.flatMap(rows)
        let members = Builtins.implicitMembers.keys.sorted().map { "." + $0 }.joined(separator: " ")
        sections.append(
            section("Corner styles and implicit members", aligned(implicit) + ["also: " + members]))
        sections.append(section("Queries", aligned(Builtins.queries.flatMap(rows))))
        let curves = Builtins.animationMembers.keys.sorted().map { "." + $0 }.joined(separator: " ")
        sections.append(
            section(
                "Animation (the clock of the frame being drawn, and what moves with it)",
                aligned(
                    ClockValue.allCases.map { ($0.rawValue, $0.summary) } + Builtins.animation.flatMap(rows)
                        + Builtins.animationCalls.values.flatMap(rows))
                    + ["curves and repeats: " + curves]))
        let others = (Builtins.values + Builtins.math).flatMap(rows)
        sections.append(section("Builtins", aligned(others + [("pi", "π, 3.141592653589793")])))
        for table in Members.tables {
            let rows = zip(table.names, table.summaries).map { ("." + $0, $1) }
            sections.append(section("Members of a \(table.kind)", aligned(rows)))
        }
        sections.append(
            section(
                "Warnings (silence KIND …; --warnings all|default|none[,error])",
                aligned(WarningKind.allCases.map { ($0.rawValue, $0.summary) })))
        sections.append(
            section(
                "Devices",
                [
                    "device(\"NAME\"): \(Device.presets.count) presets from iPhone X on, iPads and Apple Watches;"
                        + " 'shape devices' lists them with their sources"
                ]))
        return "The .shape language, from the tables the interpreter reads.\n\n"
            + sections.joined(separator: "\n\n") + "\n"
    }

    /// A builtin's forms, the summary beside the first.
    private static func rows(_ builtin: Builtin) -> [(String, String)] {
        builtin.forms.enumerated().map { ($0.element, $0.offset == 0 ? builtin.summary : "") }
    }

    private static func section(_ title: String, _ lines: [String]) -> String {
        ([title] + lines.map { "  " + $0 }).joined(separator: "\n")
    }

    /// `left` in a column as wide as the widest, then `right`.
    private static func aligned(_ rows: [(String, String)]) -> [String] {
        let width = Swift.min(rows.map { $0.0.count }.max() ?? 0, 44)
        return rows.map { left, right in
            if right.isEmpty { return left }
            if left.count > width { return left + "\n" + String(repeating: " ", count: width + 4) + right }
            let padding = String(repeating: " ", count: Swift.max(width - left.count, 0) + 2)
            return left + padding + right
        }
    }

    private static func statementSummary(_ word: String) -> String {
        switch word {
        case "canvas": Keyword.canvas.summary
        case "animation": Keyword.animation.summary
        case "vstack": "lays children out in a column (hstack: in a row), with spacing and alignment"
        case "label": "the text's size, colour and alignment in the node"
        default: "insets on every edge, or on the edges named"
        }
    }
}
