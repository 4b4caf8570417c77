// What Tab offers in the REPL: keywords, builtins, labels, corner styles and the session's own
// names; members after a `.`; command names, node names and paths after a `:`.
import ShapeLanguage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The candidates for one Tab press.
public struct Completion: Equatable, Sendable {
    /// Whole replacements for the word before the cursor, sorted, without repeats.
    public var candidates: [String]
    /// Whether a space should follow a sole candidate (after a keyword, a command or a node
    /// name given to a meta-command; not after a name, which a `.`, `(` or `:` may follow).
    public var appendsSpace: Bool

    public init(candidates: [String], appendsSpace: Bool = false) {
        self.candidates = candidates
        self.appendsSpace = appendsSpace
    }
}

/// Completes the word before the cursor against a session.
///
/// The line reader splits words at ``wordBreaks(beforeCursor:)``, then asks
/// ``complete(linePrefix:word:)`` with the text before the word and the word itself.
public struct Completer {
    let session: Session

    public init(session: Session) {
        self.session = session
    }

    /// Word breaks in code: spaces, punctuation, operators and `.` (so a member completes alone).
    public static let codeWordBreaks = " \t\n\"'`(){}[],;:+-*/%<>=!&|.?"
    /// Word breaks where a path is expected: only spaces, so `../shapes/card.shape` is one word.
    public static let pathWordBreaks = " \t\n"

    /// Keywords, then the words that start commands inside a node's block.
    static let keywords = Keyword.allCases.map(\.rawValue)
    static let commandWords = Session.commandWords
    /// Argument labels of the shape constructors, `canvas`, stacks and the other builtins.
    static let labels = Session.argumentLabels
    static let cornerStyles = ["concentric", "fixed", "square", "circular", "continuous"]
    static let metaCommands = REPL.metaCommandNames

    // MARK: - Words

    /// The characters that end a word, given the line before the cursor: only spaces in a
    /// meta-command's path argument, code punctuation elsewhere.
    public static func wordBreaks(beforeCursor prefix: String) -> String {
        expectsPath(prefix) ? pathWordBreaks : codeWordBreaks
    }

    /// Splits the line before the cursor into the text before the word and the word, as the line
    /// reader does, and completes the word.
    public func complete(_ beforeCursor: String) -> Completion {
        let breaks = Set(Completer.wordBreaks(beforeCursor: beforeCursor))
        let start =
            beforeCursor.lastIndex { breaks.contains($0) }.map { beforeCursor.index(after: $0) }
            ?? beforeCursor.startIndex
        return complete(linePrefix: String(beforeCursor[..<start]), word: String(beforeCursor[start...]))
    }

    /// The candidates for `word`, which follows `linePrefix` on the line.
    public func complete(linePrefix: String, word: String) -> Completion {
        let trimmed = linePrefix.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(":") {
            return completeMetaCommand(trimmed, word: word)
        }
        if linePrefix.hasSuffix(".") {
            return Completion(candidates: matching(word, members(before: String(linePrefix.dropLast()))))
        }
        let values =
            Completer.keywords + Completer.commandWords + Session.builtinNames + Completer.cornerStyles
            + session.globalNames + session.nodeNames
        if let call = Completer.labelPosition(in: linePrefix), let takes = session.call(call) {
            // Where a label may go: that call's labels, and values only when it takes some
            // unlabelled (names and builtins, no statement words).
            let labels = matching(word, takes.labels.map { $0 + ":" })
            let expressions =
                Session.builtinNames + Completer.cornerStyles + session.globalNames + session.nodeNames
                + ["true", "false"]
            let candidates = takes.takesUnlabelled ? labels + matching(word, expressions) : labels
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1 && labels.count == 1)
        }
        let candidates = matching(word, values + Completer.labels)
        let spaced = Set(Completer.keywords + Completer.commandWords)
        return Completion(candidates: candidates, appendsSpace: candidates.count == 1 && spaced.contains(candidates[0]))
    }

    /// The callee when `linePrefix` ends where one of its argument labels may be written:
    /// right after `RoundedRectangle(` or `.concentric(`, or after a `,` between its arguments;
    /// after the word of `canvas`, `vstack`, `hstack`, `label` or `padding` (which take no
    /// brackets), or after a `,` of theirs.
    static func labelPosition(in linePrefix: String) -> String? {
        // Open brackets: the callee before each `(` (nil for `[` or a bracket without one).
        var open: [String?] = []
        // What follows the last `(` or `,`: the cursor is at a label only if this is blank.
        var sinceSeparator = ""
        // The statement the cursor is in, from its first character.
        var statement = ""
        var inString = false
        var escaped = false
        for character in linePrefix {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                sinceSeparator.append(character)
                statement.append(character)
                continue
            }
            switch character {
            case "\"":
                inString = true
                sinceSeparator.append(character)
            case "(":
                let name = statement.reversed().prefix { $0 == "_" || $0.isLetter || $0.isNumber || $0 == "." }
                open.append(name.isEmpty ? nil : String(name.reversed()))
                sinceSeparator = ""
            case "[":
                open.append(nil)
                sinceSeparator = ""
            case ")", "]":
                _ = open.popLast()
                sinceSeparator = ")"
            case ",":
                sinceSeparator = ""
            case "\n", "{", "}", ";":
                sinceSeparator = ";"
                if open.isEmpty {
                    statement = ""
                    continue
                }
            default:
                sinceSeparator.append(character)
            }
            statement.append(character)
        }
        guard !inString else { return nil }
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        if let innermost = open.last { return sinceSeparator.allSatisfy(blank) ? innermost : nil }
        // A statement without brackets: its first word, if that takes labels, with the cursor
        // right after that word or after a `,` of its arguments.
        let words = statement.drop(while: blank)
        let first = String(words.prefix { $0.isLetter })
        let rest = words.dropFirst(first.count)
        guard ["canvas", "vstack", "hstack", "label", "padding"].contains(first), rest.first.map(blank) == true,
            rest.allSatisfy(blank) || sinceSeparator.allSatisfy(blank)
        else { return nil }
        return first
    }

    /// The names in `names` that start with `word`, sorted, without repeats.
    private func matching(_ word: String, _ names: [String]) -> [String] {
        Set(names.filter { $0.hasPrefix(word) }).sorted()
    }

    // MARK: - Members

    /// Member names for the receiver that ends `text` (the text before the `.`).
    ///
    /// Nothing before the dot (`corners: .`) means an implicit member. A node's name gives node
    /// members; a known member name (`photo.radii`) gives its value's members; a number gives
    /// nothing (it is a decimal point); anything else gives every member name there is.
    private func members(before text: String) -> [String] {
        guard let last = text.last else { return Session.implicitMemberNames }
        guard isIdentifierCharacter(last) else {
            return last == ")" || last == "]" || last == "\"" ? Session.allMemberNames : Session.implicitMemberNames
        }
        let chain = text.reversed().prefix { isIdentifierCharacter($0) || $0 == "." }.reversed()
        let components = String(chain).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // A number before the dot makes it a decimal point.
        guard let receiver = components.last, let first = receiver.first, !first.isNumber else { return [] }
        guard components.allSatisfy({ !$0.isEmpty }) else { return Session.allMemberNames }
        return session.memberNames(of: components)
    }

    private func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    // MARK: - Meta-commands

    /// Whether the cursor is where a meta-command expects a path (`:load …`, `:render …`).
    private static func expectsPath(_ prefix: String) -> Bool {
        let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix(":load ") || trimmed.hasPrefix(":render ")
    }

    private func completeMetaCommand(_ line: Substring, word: String) -> Completion {
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let command = parts.first.map({ String($0.dropFirst()) }), line.last == " " || line.last == "\t" else {
            // The command's own name, right after the `:`.
            let candidates = matching(word, Completer.metaCommands)
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1)
        }
        let argumentIndex = parts.count - 1
        switch command {
        case "radii", "explain", "remove":
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            let candidates = matching(word, session.nodeNames)
            return Completion(candidates: candidates, appendsSpace: false)
        case "limits":
            // Names and numbers alternate: a name where an even number of words precede.
            guard argumentIndex.isMultiple(of: 2) else { return Completion(candidates: []) }
            let candidates = matching(word, LimitSetting.allCases.map(\.rawValue))
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1)
        case "warnings":
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            let levels = WarningPolicy.Level.allCases.map(\.rawValue)
            return Completion(candidates: matching(word, levels + levels.map { $0 + ",error" }))
        case "load":
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            return pathCompletion(word, extensions: [".shape"])
        case "render":
            if word.hasPrefix("-") {
                let options = matching(word, RenderRequest.optionNames)
                return Completion(candidates: options, appendsSpace: options.count == 1)
            }
            if parts.last == "--width" { return Completion(candidates: []) }
            var completion = pathCompletion(word, extensions: [".svg", ".txt", ".json", ".html", ".css", ".swift"])
            if argumentIndex == 0 {
                let formats = matching(word, OutputFormat.allCases.map(\.rawValue))
                completion.candidates = Set(completion.candidates + formats).sorted()
                completion.appendsSpace = completion.candidates.count == 1 && formats.count == 1
            }
            return completion
        default:
            return Completion(candidates: [])
        }
    }

    /// Folders and files with one of `extensions` whose path starts with `word`; a folder ends
    /// with `/` and takes no space, so Tab can go on into it. Hidden entries only when asked for.
    func pathCompletion(_ word: String, extensions: [String]) -> Completion {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let base = slash.map { String(word[word.index(after: $0)...]) } ?? word
        var candidates: [String] = []
        for entry in Completer.directoryEntries(folder.isEmpty ? "." : folder) {
            guard entry.hasPrefix(base), entry != ".", entry != "..", !entry.hasPrefix(".") || base.hasPrefix(".")
            else {
                continue
            }
            let path = folder + entry
            if Completer.isDirectory(path) {
                candidates.append(path + "/")
            } else if extensions.contains(where: { entry.hasSuffix($0) }) {
                candidates.append(path)
            }
        }
        candidates.sort()
        return Completion(candidates: candidates, appendsSpace: candidates.count == 1 && !candidates[0].hasSuffix("/"))
    }

    static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            names.append(name)
        }
        return names
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
