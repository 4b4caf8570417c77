// One declarative table per command: each option's names, the value it takes, its help and what
// it sets. Parsing, the option lists of `shape help`, "did you mean" for an unknown option and the
// REPL's Tab all read these tables, so a flag is spelled in one place.
import ShapeLanguage

/// What follows an option on the command line.
enum OptionValue {
    /// A flag: `--annotate`; `--annotate=yes` is refused.
    case none
    /// Any text; the words say what it is, for "option '-o' needs a value (a file, or '-')".
    case text(String)
    /// A whole number from `minimum` to `maximum`.
    case number(minimum: Int, maximum: Int)
}

/// An option as typed, with its value, for the code that sets it.
struct OptionArgument {
    /// The spelling typed (`-o` or `--output`), for messages.
    var name: String
    /// The value; empty for a flag.
    var text: String
    /// The value of a ``OptionValue/number(minimum:maximum:)`` option, checked; else 0.
    var number: Int
    /// The command being parsed, for messages.
    var command: CommandName?
}

/// One option of a command: its names, its value, its help and what it sets.
///
/// The makers below take the field an option sets as a key path in an autoclosure (`sets:
/// \.annotate` reads as before): the key path is made when its option is first used, not when
/// the table is built. Making all of `shape render`'s at every start cost 0.6M instructions, a
/// ninth of a one-shape render.
struct CommandOption<Options> {
    /// Its spellings, as help lists them: `-o`, `--output`.
    var names: [String]
    var value: OptionValue
    /// The value's name in help (`OUT`); nil for a flag.
    var placeholder: String?
    /// Its help, a string a line; empty to leave it out of the listing (help explains it apart).
    var help: [String]
    /// Sets the options from the argument.
    var set: (inout Options, OptionArgument) throws(UsageError) -> Void

    /// A flag that sets `field` to true.
    static func flag(
        _ names: String..., help: [String], sets field: @autoclosure @escaping () -> WritableKeyPath<Options, Bool>
    ) -> CommandOption {
        CommandOption(names: names, value: .none, placeholder: nil, help: help) { options, _ in
            options[keyPath: field()] = true
        }
    }

    /// An option whose value is any text, stored as given in `field`.
    static func text(
        _ names: String..., placeholder: String, expecting: String, help: [String],
        sets field: @autoclosure @escaping () -> WritableKeyPath<Options, String?>
    ) -> CommandOption {
        CommandOption(names: names, value: .text(expecting), placeholder: placeholder, help: help) {
            options, argument in
            options[keyPath: field()] = argument.text
        }
    }

    /// An option whose value is a whole number from `minimum` to `maximum`, stored in `field`.
    static func number(
        _ names: String..., placeholder: String = "N", minimum: Int = 0, maximum: Int = Int.max, help: [String],
        sets field: @autoclosure @escaping () -> WritableKeyPath<Options, Int?>
    ) -> CommandOption {
        CommandOption(
            names: names, value: .number(minimum: minimum, maximum: maximum), placeholder: placeholder, help: help
        ) { options, argument in
            options[keyPath: field()] = argument.number
        }
    }

    /// An option whose value `parse` reads (nil for text it cannot), stored in `field`; text it
    /// cannot read is refused with "option 'NAME' needs `wanted`, not 'TEXT'".
    static func parsed<Value>(
        _ names: String..., placeholder: String, expecting: String, needs wanted: String, help: [String],
        sets field: @autoclosure @escaping () -> WritableKeyPath<Options, Value?>, _ parse: @escaping (String) -> Value?
    ) -> CommandOption {
        CommandOption(names: names, value: .text(expecting), placeholder: placeholder, help: help) {
            options, argument throws(UsageError) in
            guard let value = parse(argument.text) else {
                throw UsageError(
                    "option '\(argument.name)' needs \(wanted), not '\(argument.text)'", command: argument.command)
            }
            options[keyPath: field()] = value
        }
    }

    /// The same option setting a part of a larger options value (the limits of a command).
    func lifted<Outer>(_ part: @escaping () -> WritableKeyPath<Outer, Options>) -> CommandOption<Outer> {
        let set = self.set
        return CommandOption<Outer>(names: names, value: value, placeholder: placeholder, help: help) {
            outer, argument throws(UsageError) in
            try set(&outer[keyPath: part()], argument)
        }
    }
}

/// The options a command (or a group several commands share) accepts, in the order help lists them.
struct OptionTable<Options> {
    var options: [CommandOption<Options>]

    init(_ options: [CommandOption<Options>]) { self.options = options }

    /// This table followed by `group`, which sets the part `part` of the options.
    func including<Part>(
        _ group: OptionTable<Part>, at part: @autoclosure @escaping () -> WritableKeyPath<Options, Part>
    ) -> OptionTable {
        OptionTable(options + group.options.map { $0.lifted(part) })
    }

    /// The table without the option spelled `name`.
    func excluding(_ name: String) -> OptionTable {
        OptionTable(options.filter { !$0.names.contains(name) })
    }

    /// The table with only the options spelled `names`.
    func only(_ names: String...) -> OptionTable {
        OptionTable(options.filter { !Set($0.names).isDisjoint(with: names) })
    }

    /// Every spelling of every option, in table order.
    var names: [String] { options.flatMap(\.names) }

    /// The names an unknown option is compared with: the table's, and `-h` and `--help`, which
    /// every command takes (``CommandLineParser`` answers them before any table is read).
    var suggestedNames: [String] { names + ["--help", "-h"] }

    /// The option spelled `name`, if the table has it.
    func option(named name: String) -> CommandOption<Options>? {
        options.first { $0.names.contains(name) }
    }

    /// Reads the value of `option` (spelled `name`) and sets it in `options`.
    func apply(
        _ option: CommandOption<Options>, name: String, inline: String?, from cursor: inout ArgumentCursor,
        to options: inout Options
    ) throws(UsageError) {
        var argument = OptionArgument(name: name, text: "", number: 0, command: cursor.command)
        switch option.value {
        case .none:
            guard inline == nil else { throw cursor.unexpectedValue(name) }
        case .text(let what):
            argument.text = try cursor.value(for: name, inline: inline, expecting: what)
        case .number(let minimum, let maximum):
            argument.number = try cursor.number(for: name, inline: inline, minimum: minimum, maximum: maximum)
        }
        try option.set(&options, argument)
    }

    /// Parses a whole command line: each option through the table, each operand to `operand`.
    /// `unknown` makes the error for an option the table lacks (by default, the near names).
    func parse(
        _ arguments: [String], command: CommandName?, into options: inout Options,
        unknown: ((String, ArgumentCursor) -> UsageError)? = nil,
        operand: (inout Options, String) throws(UsageError) -> Void
    ) throws(UsageError) {
        var cursor = ArgumentCursor(arguments, command: command)
        while let argument = cursor.next() {
            switch argument {
            case .operand(let word):
                try operand(&options, word)
            case .option(let name, let inline):
                guard let option = option(named: name) else {
                    throw unknown?(name, cursor) ?? cursor.unknownOption(name, known: suggestedNames)
                }
                try apply(option, name: name, inline: inline, from: &cursor, to: &options)
            }
        }
    }

    /// The options' help, a line each (`  -o, --output OUT     the file to write`), the text
    /// starting at `column` and its further lines indented to it.
    func help(column: Int = 23) -> String {
        options.filter { !$0.help.isEmpty }.map { option in
            let title = "  " + option.names.joined(separator: ", ") + (option.placeholder.map { " " + $0 } ?? "")
            let gap = String(repeating: " ", count: max(column - title.count, 1))
            let indent = "\n" + String(repeating: " ", count: column)
            return title + gap + option.help.joined(separator: indent)
        }.joined(separator: "\n")
    }
}
