// `shape learn [--dir DIR] [--course DIR] [list | show N | check [N] | hint [N] | solution N
// [--force] | reset N [--force]]`, `shape learn --serve [--port N]`, `shape learn --export DIR
// [--no-hints] [--no-solutions]` and `shape learn check-course DIR`, parsed into a value.
import ShapeLanguage
import ShapeLessons

/// What `shape learn` was asked to do.
public enum LearnAction: Equatable, Sendable {
    /// On a terminal: the current lesson, re-checked on every save, with keys.
    case interactive
    case list
    case show(Int)
    /// The lesson given, or the current one.
    case check(Int?)
    case hint(Int?)
    case solution(Int, force: Bool)
    /// `reset N [--force]`: on a terminal, an edited file is reset only when the learner says
    /// yes, or with `--force`.
    case reset(Int, force: Bool)
    /// `--serve [--port N]`: the current lesson beside the live page; nil port for the default.
    case serve(port: Int?)
    /// `--export DIR`: handouts and exercise files for a class without the tool; hints and
    /// solutions left out on request, for student handouts.
    case export(String, hints: Bool, solutions: Bool)
    /// `check-course DIR`: every start fails, every solution passes, every wrong answer fails.
    case checkCourse(String)
}

/// `shape learn`'s options.
public struct LearnOptions: Equatable, Sendable {
    /// The lessons folder: the learner's exercise files and the progress file.
    public var directory = "shape-lessons"
    /// A teacher's course folder (`--course DIR`); nil for the built-in course.
    public var course: String?
    public var action = LearnAction.interactive

    public init() {}
}

/// The flags of `shape learn` as typed, before they are checked against the subcommand.
struct LearnFlags {
    var directory: String?
    var force = false
    var export: String?
    var serve = false
    var port: Int?
    var course: String?
    var noHints = false
    var noSolutions = false

    /// `--dir DIR`, `--course DIR`, `--force`, `--export DIR`, `--no-hints`, `--no-solutions`,
    /// `--serve`, `--port N`.
    static var table: OptionTable<LearnFlags> {
        OptionTable([
            .text(
                "--dir", placeholder: "DIR", expecting: "a folder",
                help: ["the lessons folder: your exercise files and progress", "(default ./shape-lessons)"],
                sets: \.directory),
            .text(
                "--course", placeholder: "DIR", expecting: "a folder",
                help: ["a teacher's course: a folder a lesson (see 'shape help learn')"], sets: \.course),
            .flag(
                "--force",
                help: [
                    "with 'solution N': show it before lesson N has passed;",
                    "with 'reset N': no question before your edits go",
                ], sets: \.force),
            .text(
                "--export", placeholder: "DIR", expecting: "a folder",
                help: ["write Markdown handouts with figures and exercise files to DIR"], sets: \.export),
            .flag("--no-hints", help: ["with --export: leave the hints out of the handouts"], sets: \.noHints),
            .flag(
                "--no-solutions", help: ["with --export: leave the solutions out of the handouts and DIR"],
                sets: \.noSolutions),
            .flag("--serve", help: ["the current lesson beside its live page"], sets: \.serve),
            .number("--port", maximum: 65_535, help: ["with --serve: the port, as for 'serve'"], sets: \.port),
        ])
    }
}

extension CommandLineParser {
    static let learnSubcommands = ["list", "show", "check", "hint", "solution", "reset", "check-course"]

    static func parseLearn(_ arguments: [String]) throws(UsageError) -> LearnOptions {
        var options = LearnOptions()
        var words: [String] = []
        var flags = LearnFlags()
        try LearnFlags.table.parse(arguments, command: .learn, into: &flags) { _, word in words.append(word) }
        if let directory = flags.directory { options.directory = directory }
        options.course = flags.course
        if (flags.noHints || flags.noSolutions) && flags.export == nil {
            throw UsageError("'--no-hints' and '--no-solutions' go with '--export DIR'", command: .learn)
        }
        let (force, export, serve, port) = (flags.force, flags.export, flags.serve, flags.port)
        if serve {
            guard export == nil else {
                throw UsageError("'--serve' and '--export DIR' do not go together; give one", command: .learn)
            }
            guard words.isEmpty, !force else {
                throw UsageError("'--serve' shows the current lesson; give no subcommand with it", command: .learn)
            }
            options.action = .serve(port: port)
            return options
        }
        if port != nil { throw UsageError("'--port N' goes with '--serve'", command: .learn) }
        if let export {
            guard words.isEmpty else {
                throw UsageError("'--export DIR' writes every lesson; give no subcommand with it", command: .learn)
            }
            options.action = .export(export, hints: !flags.noHints, solutions: !flags.noSolutions)
            return options
        }
        guard let subcommand = words.first else {
            if force { throw UsageError("'--force' goes with 'solution N' or 'reset N'", command: .learn) }
            return options
        }
        let rest = Array(words.dropFirst())
        func lesson(required: Bool) throws(UsageError) -> Int? {
            guard let word = rest.first else {
                if required {
                    throw UsageError("'\(subcommand)' needs a lesson number N", command: .learn)
                }
                return nil
            }
            guard rest.count == 1 else {
                throw UsageError(
                    "'\(subcommand)' takes one lesson number, but was given \(rest.count)", command: .learn)
            }
            // A teacher's course is read later: its lessons are counted then (LearnCommand).
            let count = options.course == nil ? Course.builtIn.lessons.count : Int.max
            guard let number = Int(word), word.allSatisfy({ $0.isASCII }), (1...count).contains(number) else {
                throw UsageError(
                    "'\(word)' is not a lesson: give a number from 1 to \(Course.builtIn.lessons.count)",
                    command: .learn)
            }
            return number
        }
        if force, subcommand != "solution", subcommand != "reset" {
            throw UsageError("'--force' goes with 'solution N' or 'reset N', not '\(subcommand)'", command: .learn)
        }
        switch subcommand {
        case "list":
            guard rest.isEmpty else { throw UsageError("'list' takes no lesson number", command: .learn) }
            options.action = .list
        case "show": options.action = .show(try lesson(required: true) ?? 1)
        case "check": options.action = .check(try lesson(required: false))
        case "hint": options.action = .hint(try lesson(required: false))
        case "solution": options.action = .solution(try lesson(required: true) ?? 1, force: force)
        case "reset": options.action = .reset(try lesson(required: true) ?? 1, force: force)
        case "check-course":
            guard rest.count == 1 else {
                throw UsageError("'check-course' takes one course folder", command: .learn)
            }
            options.action = .checkCourse(rest[0])
        default:
            let suggestion =
                closestMatch(to: subcommand, among: learnSubcommands).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
                "unknown 'learn' subcommand '\(subcommand)'\(suggestion)"
                    + " (list, show, check, hint, solution, reset, check-course)",
                command: .learn)
        }
        return options
    }
}
