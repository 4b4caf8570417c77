// Which loop iteration made a node: the `for` loops running, innermost last, so that a node made
// directly in a loop's body records its iteration (NodePlacement.loop) and an output can write
// the loop again (SwiftUI's ForEach) instead of its unrolled nodes.
import ShapeScene

/// The running `for` loops and how many have run.
struct LoopMarks {
    private struct Running {
        var run: Int
        var count: Int
        var line: Int
        /// How many node braces were open when the loop started.
        var depth: Int
        var iteration = 0
    }

    private var running: [Running] = []
    private var runs = 0

    /// Starts a run of the loop at `line` with `count` iterations, inside `depth` open braces.
    mutating func begin(count: Int, line: Int, depth: Int) {
        running.append(Running(run: runs, count: count, line: line, depth: depth))
        runs += 1
    }

    mutating func setIteration(_ iteration: Int) {
        running[running.count - 1].iteration = iteration
    }

    mutating func end() {
        running.removeLast()
    }

    /// The iteration a node begun inside `depth` open braces belongs to: the innermost loop's,
    /// when that loop runs directly in the same braces (not in a node its body opened).
    func mark(depth: Int) -> LoopIteration? {
        guard let innermost = running.last, innermost.depth == depth else { return nil }
        return LoopIteration(
            run: innermost.run, iteration: innermost.iteration, count: innermost.count, line: innermost.line)
    }
}
