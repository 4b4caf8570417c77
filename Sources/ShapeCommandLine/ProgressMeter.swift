// A progress line for long work on a terminal (many frames, files or figures): redrawn in
// place on standard error, erased before any other message, and never written to a pipe.

/// `rendering 12 of 192 frames (6%)`, on standard error while work runs.
///
/// Nothing is written when standard error is not a terminal, or when there are fewer than
/// ``threshold`` items (short work needs no sign of life). Each line starts with a carriage
/// return and ends by erasing what is left of the old one.
final class ProgressMeter {
    /// Fewer items than this show nothing.
    static let threshold = 2

    let console: Console
    var total: Int
    /// What is counted, plural: `frames`, `files`, `figures`.
    let noun: String
    private(set) var done = 0
    private var isOnScreen = false

    init(console: Console, total: Int, noun: String) { (self.console, self.total, self.noun) = (console, total, noun) }

    /// Whether a line is drawn at all.
    var isShown: Bool { console.errorIsTerminal && total >= Self.threshold }

    /// The line for `done` of `total`.
    static func line(done: Int, total: Int, noun: String) -> String {
        let percent = total > 0 ? done * 100 / total : 100
        return "rendering \(done) of \(total) \(noun) (\(percent)%)"
    }

    /// One more item is done: the line is redrawn.
    func advance() {
        done += 1
        guard isShown else { return }
        console.writeError("\r" + Self.line(done: done, total: total, noun: noun) + "\u{1B}[K")
        isOnScreen = true
    }

    /// `done` of `total` items are done (a count that arrives from elsewhere: an animation's
    /// frames as they are evaluated).
    func update(done: Int, total: Int) {
        self.total = total
        self.done = done - 1
        advance()
    }

    /// Erases the line (before another message, and when the work ends).
    func clear() {
        guard isOnScreen else { return }
        console.writeError("\r\u{1B}[K")
        isOnScreen = false
    }
}
