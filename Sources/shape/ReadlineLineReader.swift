// GNU readline behind the REPL's LineReader: line editing, history kept in ~/.shape_history,
// Tab completion, and Ctrl-C that clears the line at the prompt and stops a running evaluation
// otherwise. The only file that touches C; the rest of the tool never sees a pointer.
@preconcurrency import CReadline
import ShapeCommandLine
import ShapeLanguage
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// State shared with C callbacks and signal handlers, which cannot capture context. The flags
// are atomics because a signal handler sets them; the rest is touched only on the main thread.

/// Whether the prompt is waiting for input (Ctrl-C clears the line) or an evaluation is running
/// (Ctrl-C stops it).
private let promptActive = Atomic<Bool>(false)
private let interruptedAtPrompt = Atomic<Bool>(false)
private let terminalResized = Atomic<Bool>(false)
/// The write end of a pipe the signal handlers poke, so the prompt's poll wakes up at once.
nonisolated(unsafe) private var wakeUpDescriptor: Int32 = -1
/// What readline's line handler received for the current prompt.
nonisolated(unsafe) private var receivedInput: LineInput?
nonisolated(unsafe) private var activeCompleter: Completer?
nonisolated(unsafe) private var candidates: [String] = []
nonisolated(unsafe) private var nextCandidate = 0
/// Word-break sets handed to readline, allocated once and kept for the process's life.
nonisolated(unsafe) private let codeWordBreaks = strdup(Completer.codeWordBreaks)
nonisolated(unsafe) private let pathWordBreaks = strdup(Completer.pathWordBreaks)
nonisolated(unsafe) private let programName = strdup("shape")

/// Reads lines with GNU readline through its callback interface, so that a signal never has to
/// do more than set a flag: the wait for a key is a `poll` that a Ctrl-C wakes.
struct ReadlineLineReader: LineReader {
    /// Entries of history (a block of several lines is one) kept in memory and on disk.
    static let historyLimit: Int32 = 1000

    private let historyPath: String?
    private var wakeUpReadDescriptor: Int32 = -1

    /// `~/.shape_history`, or nil without a home folder.
    static func defaultHistoryPath() -> String? {
        guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
        return home + "/.shape_history"
    }

    init(historyPath: String?) {
        self.historyPath = historyPath
        rl_readline_name = UnsafePointer(programName)
        // Prompts and echoes go to standard error, so standard output holds only results.
        rl_outstream = fdopen(2, "w")
        // The tool handles its own signals (below); readline must not install handlers.
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_completer_word_break_characters = UnsafePointer(codeWordBreaks)
        rl_completion_word_break_hook = wordBreaks
        rl_attempted_completion_function = complete
        stifle_history(ReadlineLineReader.historyLimit)
        // A block typed over several lines is one entry. On disk each entry follows a `#TIME`
        // line, so that reading the file back joins an entry's lines again.
        history_comment_char = CChar(UInt8(ascii: "#"))
        history_write_timestamps = 1
        history_multiline_entries = 1
        if let historyPath { read_history(historyPath) }

        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            wakeUpReadDescriptor = descriptors[0]
            wakeUpDescriptor = descriptors[1]
        }
        signal(SIGINT, handleInterrupt)
        signal(SIGWINCH, handleResize)
        Terminal.unblock([SIGINT, SIGWINCH])
    }

    mutating func readLine(prompt: String) -> LineInput {
        receivedInput = nil
        interruptedAtPrompt.store(false, ordering: .relaxed)
        promptActive.store(true, ordering: .relaxed)
        defer { promptActive.store(false, ordering: .relaxed) }
        rl_callback_handler_install(prompt, receiveLine)
        while true {
            if interruptedAtPrompt.exchange(false, ordering: .relaxed) {
                return abandonLine()
            }
            if terminalResized.exchange(false, ordering: .relaxed) {
                rl_resize_terminal()
            }
            var descriptors = [
                pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeUpReadDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, wakeUpReadDescriptor >= 0 ? 2 : 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                rl_callback_handler_remove()
                return .endOfInput
            }
            if descriptors[1].revents != 0 { drainWakeUps() }
            guard descriptors[0].revents != 0 else { continue }
            rl_callback_read_char()
            if let input = receivedInput {
                // readline leaves the cursor after the prompt on Ctrl-D.
                if input == .endOfInput { writeError("\n") }
                return input
            }
        }
    }

    /// Ctrl-C at the prompt: forget the line, show `^C`, and let the REPL drop its block.
    private func abandonLine() -> LineInput {
        // Show the whole line with `^C` after it, as a shell does, then start afresh below it.
        rl_point = rl_end
        rl_redisplay()
        writeError("^C\n")
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_callback_handler_remove()
        return .interrupted
    }

    private func drainWakeUps() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(wakeUpReadDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    mutating func addHistory(_ line: String) {
        // Pressing Enter on a recalled line should not fill the history with copies of it.
        if history_length > 0, let last = history_get(history_base + history_length - 1),
            let text = last.pointee.line, String(cString: text) == line
        {
            return
        }
        add_history(line)
        // Saved at once, so a closed terminal window (SIGHUP) loses nothing.
        saveHistory()
    }

    mutating func setCompleter(_ completer: Completer) {
        activeCompleter = completer
    }

    mutating func finish() {
        signal(SIGINT, SIG_DFL)
        signal(SIGWINCH, SIG_DFL)
        saveHistory()
    }

    /// Saves the history (at most ``historyLimit`` lines) as every file is written
    /// (``OutputFile``): replaced atomically, through a link (a dotfile managed by stow stays a
    /// link), keeping its permissions, so a crash or a full disk never leaves it truncated. A
    /// read-only history is left as it is, which is how to freeze one.
    private func saveHistory() {
        guard let historyPath else { return }
        // What `write_history` writes: each entry's `#TIME` line, the entry and a newline.
        var bytes: [UInt8] = []
        if let entries = history_list() {
            var index = 0
            while let entry = entries[index] {
                if let line = entry.pointee.line {
                    if let time = entry.pointee.timestamp, time.pointee == CChar(UInt8(ascii: "#")) {
                        bytes.append(contentsOf: UnsafeRawBufferPointer(start: time, count: strlen(time)))
                    } else {
                        bytes.append(contentsOf: Array("#0".utf8))
                    }
                    bytes.append(UInt8(ascii: "\n"))
                    bytes.append(contentsOf: UnsafeRawBufferPointer(start: line, count: strlen(line)))
                    bytes.append(UInt8(ascii: "\n"))
                }
                index += 1
            }
        }
        // No terminal to complain on mid-prompt; a history that cannot be saved is not an error.
        try? OutputFile.write(bytes, to: historyPath)
    }
}

// MARK: - Callbacks

/// readline's line handler: takes the line (nil at Ctrl-D) and removes itself, so readline does
/// not show the prompt again before the REPL has answered.
private func receiveLine(_ line: UnsafeMutablePointer<CChar>?) {
    rl_callback_handler_remove()
    guard let line else {
        receivedInput = .endOfInput
        return
    }
    receivedInput = .line(String(cString: line))
    free(line)
}

/// SIGINT: at the prompt, wake the reader to clear the line; during an evaluation, ask the
/// interpreter to stop at its next step. Only async-signal-safe work: atomics and `write`.
private func handleInterrupt(_: Int32) {
    if promptActive.load(ordering: .relaxed) {
        interruptedAtPrompt.store(true, ordering: .relaxed)
        wakeUp()
    } else {
        Interruption.request()
    }
}

private func handleResize(_: Int32) {
    terminalResized.store(true, ordering: .relaxed)
    wakeUp()
}

/// Writes to standard error directly, as the tool's Console does.
private func writeError(_ text: String) {
    _ = text.withCString { write(2, $0, strlen($0)) }
}

private func wakeUp() {
    guard wakeUpDescriptor >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(wakeUpDescriptor, &byte, 1)
}

/// The bytes of the line before `count`, as text.
private func lineBuffer(upTo count: Int32) -> String {
    guard let buffer = rl_line_buffer, count > 0 else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(count)), as: UTF8.self)
}

/// Where words break for completion: only at spaces in a path argument (`:load …`).
private func wordBreaks() -> UnsafeMutablePointer<CChar>? {
    let prefix = lineBuffer(upTo: rl_point)
    return Completer.wordBreaks(beforeCursor: prefix) == Completer.pathWordBreaks ? pathWordBreaks : codeWordBreaks
}

/// Tab: the candidates for the word from `start` to `end`, never readline's file names.
private func complete(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    guard let text, let completer = activeCompleter else { return nil }
    let completion = completer.complete(linePrefix: lineBuffer(upTo: start), word: String(cString: text))
    guard !completion.candidates.isEmpty else { return nil }
    candidates = completion.candidates
    rl_completion_append_character = completion.appendsSpace ? 32 : 0
    return rl_completion_matches(text, nextMatch)
}

/// readline's generator protocol: state 0 starts over; each call hands back one `strdup`ed
/// candidate, which readline frees; nil ends the list.
private func nextMatch(_: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    if state == 0 { nextCandidate = 0 }
    guard nextCandidate < candidates.count else { return nil }
    defer { nextCandidate += 1 }
    return strdup(candidates[nextCandidate])
}
