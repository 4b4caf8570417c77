// Splitting a command line into options and operands, with the errors a user sees when it is
// wrong. What each subcommand accepts is in CommandLineOptions.swift.
import ShapeLanguage

/// A command line the tool cannot run: the message says what is wrong, the command names whose
/// usage line to show.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    /// The subcommand whose usage to show, or nil for the tool's.
    public var command: CommandName?

    init(_ message: String, command: CommandName?) { (self.message, self.command) = (message, command) }
}

/// One element of a command line, as the cursor sees it.
enum Argument: Equatable {
    /// `--name`, `--name=value` or `-n`; `name` keeps its dashes.
    case option(String, inlineValue: String?)
    /// Anything else, including `-` (standard input or output) and everything after `--`.
    case operand(String)
}

/// Walks a command line one argument at a time.
///
/// `--name=value` carries its value inline; otherwise an option that needs a value takes the
/// next argument, whatever it looks like (so `--width -3` reports a bad number, not a missing
/// value). After `--` every argument is an operand.
struct ArgumentCursor {
    private let arguments: [String]
    private var index = 0
    private var operandsOnly = false
    /// The subcommand being parsed, for error messages.
    let command: CommandName?

    init(_ arguments: [String], command: CommandName?) { (self.arguments, self.command) = (arguments, command) }

    /// The next argument, or nil at the end.
    mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if operandsOnly || argument == "-" || !argument.hasPrefix("-") {
            return .operand(argument)
        }
        if argument == "--" {
            operandsOnly = true
            return next()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return .option(
                String(argument[..<equals]), inlineValue: String(argument[argument.index(after: equals)...]))
        }
        return .option(argument, inlineValue: nil)
    }

    /// The value of `option`: its inline value, or the next argument.
    mutating func value(for option: String, inline: String?, expecting what: String) throws(UsageError) -> String {
        if let inline { return inline }
        guard index < arguments.count else {
            throw UsageError("option '\(option)' needs a value (\(what))", command: command)
        }
        index += 1
        return arguments[index - 1]
    }

    /// A whole number `minimum` or more, for a limit or a width.
    mutating func number(
        for option: String, inline: String?, minimum: Int = 0, maximum: Int = Int.max
    ) throws(UsageError) -> Int {
        let text = try value(for: option, inline: inline, expecting: "a number")
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(text)
        else {
            throw UsageError("option '\(option)' needs a whole number, not '\(text)'", command: command)
        }
        guard number >= minimum, number <= maximum else {
            let range = maximum == Int.max ? "\(minimum) or more" : "from \(minimum) to \(maximum)"
            throw UsageError("option '\(option)' must be \(range), not \(number)", command: command)
        }
        return number
    }

    /// A finite number written as digits with a point (`2`, `1.5`), for a scale, a time or a
    /// frame rate; nil for anything else, including the signs, exponents, `inf` and `nan` that
    /// `Double(_:)` alone would take.
    static func plainDecimal(_ text: String) -> Double? {
        guard text.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// An error for an option this command does not have, suggesting the nearest it does.
    func unknownOption(_ option: String, known: [String]) -> UsageError {
        let suggestion = closestMatch(to: option, among: known).map { "; did you mean '\($0)'?" } ?? ""
        let place = command.map { " for '\($0.rawValue)'" } ?? ""
        return UsageError("unknown option '\(option)'\(place)\(suggestion)", command: command)
    }

    /// An error for an option given a value it does not take (`--annotate=yes`).
    func unexpectedValue(_ option: String) -> UsageError {
        UsageError("option '\(option)' takes no value", command: command)
    }
}
