// The option tables: each command's flags spelled once, and parsing, help, "did you mean" and
// the REPL's Tab all reading the same table.
import Testing

@testable import ShapeCommandLine

/// Each command's table, its names, and the help text that should list them.
private struct CommandTable: CustomTestStringConvertible, Sendable {
    var command: CommandName
    var names: [String]
    /// The names whose help the table writes (the options with help lines).
    var listed: [String]
    /// The names of the options that take a value, and whether that value is a number.
    var numbers: [String: Bool]

    var testDescription: String { command.rawValue }

    init<Options>(_ command: CommandName, _ table: OptionTable<Options>) {
        self.command = command
        names = table.names
        listed = table.options.filter { !$0.help.isEmpty }.flatMap(\.names)
        numbers = [:]
        for option in table.options {
            for name in option.names {
                switch option.value {
                case .none: break
                case .text: numbers[name] = false
                case .number: numbers[name] = true
                }
            }
        }
    }
}

private let tables: [CommandTable] = [
    CommandTable(.render, RenderOptions.table),
    CommandTable(.check, LimitOptions.table),
    CommandTable(.explain, LimitOptions.table),
    CommandTable(.fmt, FormatOptions.table),
    CommandTable(.lsp, LanguageServerOptions.table),
    CommandTable(.serve, ServeOptions.table),
    CommandTable(.md, MarkdownOptions.table),
    CommandTable(.mdbook, LimitOptions.table),
    CommandTable(.repl, LimitOptions.table),
    CommandTable(.devices, DevicesOptions.table),
    CommandTable(.learn, LearnFlags.table),
]

@Suite struct OptionTableTests {
    @Test(arguments: tables)
    fileprivate func noTwoOptionsShareAName(_ table: CommandTable) {
        #expect(Set(table.names).count == table.names.count, "\(table.names)")
    }

    /// `shape help COMMAND` lists every option the command takes (serve sums up the limit flags
    /// in one line, "as for 'render'").
    @Test(arguments: tables)
    fileprivate func helpListsEveryOption(_ table: CommandTable) {
        let help = Help.text(for: .command(table.command))
        let limits = Set(LimitOptions.table.names)
        for name in table.listed where !(table.command == .serve && limits.contains(name)) {
            #expect(help.contains("  " + name) || help.contains(", " + name), "\(table.command.rawValue): \(name)")
        }
    }

    /// Every option parses through its command's table: a value where it takes one.
    @Test(arguments: tables)
    fileprivate func everyOptionIsAccepted(_ table: CommandTable) {
        let operands: [CommandName: [String]] = [
            .render: ["card.shape", "--output-dir", "out"], .check: ["card.shape"], .explain: ["card.shape"],
            .serve: ["card.shape"], .md: ["doc.md"],
        ]
        let values = [
            "--scale": "2", "--background": "white", "--theme": "dark", "--id-prefix": "fig-", "--time": "1",
            "--fps": "12", "--warnings": "all", "--set": "gap=4", "--format": "svg", "-f": "svg",
        ]
        // Options that need another beside them (or refuse the operands above).
        let needsMore: [CommandName: Set<String>] = [
            .render: ["--watch", "-o", "--output"], .md: ["--watch", "--book"],
            .learn: ["--force", "--port", "--no-hints", "--no-solutions"],
            .fmt: ["-w", "--write"],
        ]
        for name in table.names where !(needsMore[table.command]?.contains(name) ?? false) {
            var arguments = [table.command.rawValue] + (operands[table.command] ?? [])
            arguments.append(name)
            switch table.numbers[name] {
            case true?: arguments.append("7")
            case false?:
                arguments.append(table.command == .devices ? "json" : values[name] ?? "x")
            case nil: break
            }
            #expect(throws: Never.self, "\(arguments)") { try CommandLineParser.parse(arguments) }
        }
    }

    /// A mistyped option is answered with the table's spelling, for every command.
    @Test(arguments: tables)
    fileprivate func aMistypedOptionSuggestsTheTablesName(_ table: CommandTable) {
        for name in table.names where name.hasPrefix("--") && name.count > 6 {
            let typo = String(name.dropLast())
            do {
                _ = try CommandLineParser.parse([table.command.rawValue, typo])
                Issue.record("'\(typo)' was accepted")
            } catch {
                #expect(error.message.contains("unknown option '\(typo)'"), "\(error.message)")
                #expect(error.message.contains("did you mean '--"), "\(error.message)")
            }
        }
    }

    /// The REPL's `:render` takes and offers the same names: its table is read by both.
    @Test func renderMetaCommandCompletesItsTablesOptions() {
        let completer = Completer(session: LimitOptions().session())
        let offered = completer.complete(":render svg --").candidates
        #expect(offered == Set(RenderRequest.table.names.filter { $0.hasPrefix("--") }).sorted())
        #expect(offered.contains("--theme") && offered.contains("--fps") && !offered.contains("--frames"))
        for name in RenderRequest.table.names {
            #expect(RenderRequest.table.option(named: name) != nil)
        }
    }

    /// Help lines put the text at one column and wrap under it.
    @Test func helpAlignsTheText() {
        let help = FormatOptions.table.help(column: 15)
        #expect(
            help == """
                  --check      print the name of each FILE whose layout would change, and exit 1 if
                               any would; change nothing
                  -w, --write  write each FILE that changes back in place (atomically, keeping its
                               permissions)
                """)
    }
}
