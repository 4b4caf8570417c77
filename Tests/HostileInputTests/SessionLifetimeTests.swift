// A session frees everything it built when it goes away, whatever the script did. The fuzzer's
// leak checker found the first of these: a function holds the frame it is declared in, and the
// frame holds the function.
import ShapeLanguage
import Testing

@Suite struct SessionLifetimeTests {
    static let scripts = [
        "func f() { f() }\nf()",
        "func f(_ n) { return n }\nprint f(1)",
        "func outer() {\n    func inner() { return 1 }\n    return inner()\n}\nprint outer()",
        "for i in 0..<3 {\n    func g() { return i }\n    print g()\n}",
        "func make(_ n) {\n    func add(_ x) { return x + n }\n    return add\n}\nlet add2 = make(2)\nprint add2(3)",
        "let fs = [abs]\nfunc h() { return fs }\nprint h()",
        "container Rectangle() {\n    func inside() { return 1 }\n    shape Capsule() { width inside() }\n}",
        "func f() { return 1 / 0 }\nprint f()",
    ]

    /// The session's output closure holds `Sink`: once the session is gone, so must it be. Only
    /// a cycle that reaches the interpreter shows here (a body that prints, calls or fails
    /// does); the fuzzer's leak checker sees the rest.
    @Test(arguments: scripts)
    func aSessionFreesWhatItBuilt(_ source: String) {
        final class Sink { var lines: [String] = [] }
        weak var released: Sink?
        do {
            let sink = Sink()
            released = sink
            let session = Session(fileAccess: .sandbox, output: { sink.lines.append($0) })
            _ = session.evaluate(source)
            _ = session.evaluate("print 1", interactive: true)
        }
        #expect(released == nil, "the session (and what its output closure holds) leaked")
    }

    @Test func resetKeepsTheSessionUsable() {
        let session = Session(fileAccess: .sandbox)
        _ = session.evaluate("func f() { return 2 }\nlet a = f()")
        session.reset()
        let result = session.evaluate("func f() { return 3 }\nassert f() == 3")
        #expect(result.error == nil, "\(result.error?.summary ?? "")")
    }
}
