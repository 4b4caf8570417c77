// What Tab offers in the REPL: for code, the language's own completer (`EditorDocument`'s, the
// language server's too) over the line; command names, node names and paths after a `:`.
import ShapeLanguage
import ShapeRendering

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

    public init(session: Session) { self.session = session }

    /// Word breaks in code: spaces, punctuation, operators and `.` (so a member completes alone).
    public static let codeWordBreaks = " \t\n\"'`(){}[],;:+-*/%<>=!&|.?"
    /// Word breaks where a path is expected: only spaces, so `../shapes/card.shape` is one word.
    public static let pathWordBreaks = " \t\n"

    static let metaCommands = MetaCommand.offeredNames

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
        // Code: the language's one completer, over the line as typed so far.
        let line = linePrefix + word
        // Readline replaces `word`: a candidate must start with it (the token the completer read
        // is the same word whenever it is a name).
        let items = EditorDocument(line: line, session: session).completions(at: line.utf8.count, for: .prompt)
            .filter { $0.label.hasPrefix(word) }
        let labels = items.filter { $0.insertText != nil }.map { $0.label + ":" }
        if !labels.isEmpty {
            // Where a label may go: that call's labels first, then any values it also takes.
            let values = Set(items.filter { $0.insertText == nil }.map(\.label)).sorted()
            let candidates = labels + values
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1 && labels.count == 1)
        }
        let candidates = Set(items.map(\.label)).sorted()
        // A keyword or command word takes a space after it; a name may be followed by `.`, `(`, `:`.
        let spaced =
            candidates.count == 1
            && items.contains { $0.label == candidates[0] && ($0.kind == .keyword || $0.kind == .command) }
        return Completion(candidates: candidates, appendsSpace: spaced)
    }

    /// The names in `names` that start with `word`, sorted, without repeats.
    private func matching(_ word: String, _ names: [String]) -> [String] {
        Set(names.filter { $0.hasPrefix(word) }).sorted()
    }

    // MARK: - Meta-commands

    /// Whether the cursor is where a meta-command expects a path (`:load …`, `:render …`).
    private static func expectsPath(_ prefix: String) -> Bool {
        let trimmed = prefix.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(":"), trimmed.contains(where: { $0 == " " || $0 == "\t" }),
            let command = MetaCommand(named: String(trimmed.dropFirst().prefix { $0 != " " && $0 != "\t" }))
        else { return false }
        return command.operand == .path || command.operand == .renderOptions
    }

    private func completeMetaCommand(_ line: Substring, word: String) -> Completion {
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let command = parts.first.map({ String($0.dropFirst()) }), line.last == " " || line.last == "\t" else {
            // The command's own name, right after the `:`.
            let candidates = matching(word, Completer.metaCommands)
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1)
        }
        let argumentIndex = parts.count - 1
        guard let operand = MetaCommand(named: command)?.operand else { return Completion(candidates: []) }
        switch operand {
        case .node:
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            let candidates = matching(word, session.nodeNames)
            return Completion(candidates: candidates, appendsSpace: false)
        case .parameter:
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            let candidates = matching(word, session.parameters.map(\.name))
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1)
        case .limits:
            // Names and numbers alternate: a name where an even number of words precede.
            guard argumentIndex.isMultiple(of: 2) else { return Completion(candidates: []) }
            let candidates = matching(word, LimitSetting.allCases.map(\.rawValue))
            return Completion(candidates: candidates, appendsSpace: candidates.count == 1)
        case .warningLevel:
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            let levels = WarningPolicy.Level.allCases.map(\.rawValue)
            return Completion(candidates: matching(word, levels + levels.map { $0 + ",error" }))
        case .path:
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            return pathCompletion(word, extensions: [".shape"])
        case .renderOptions:
            if word.hasPrefix("-") {
                let options = matching(word, RenderRequest.table.names)
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
        case .onOff:
            guard argumentIndex == 0 else { return Completion(candidates: []) }
            let candidates = matching(word, ["on", "off"])
            return Completion(candidates: candidates, appendsSpace: false)
        case .none, .playOptions:
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
