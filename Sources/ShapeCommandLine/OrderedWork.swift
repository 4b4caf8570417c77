// Running independent jobs (one script, one Markdown block) on every core, and handing back
// what each wrote in the order of the arguments, whole, whatever order they finish in.
import Dispatch
import ShapePictures
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bounded pool: as many threads as there are processors (at most one per job), each taking
/// the next job until none is left.
enum OrderedWork {
    /// Runs `job` for every index below `count` and calls `deliver` on the calling thread with
    /// each result in index order, as soon as it and every result before it are ready.
    ///
    /// Each job must share nothing mutable with another (every render has its own `Session`).
    static func run<Result: Sendable>(
        count: Int, job: @escaping @Sendable (Int) -> Result, deliver: (Int, Result) -> Void
    ) {
        let workers = min(count, processorCount)
        guard workers > 1 else {
            for index in 0..<count { deliver(index, job(index)) }
            return
        }
        let slots = Slots<Result>(count: count)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            DispatchQueue.global().async {
                while true {
                    let index = slots.next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { return }
                    let result = job(index)
                    slots.results.withLock { $0[index] = result }
                    finished.signal()
                }
            }
        }
        // Every job signals once; when result `delivered` is missing, its signal is still to
        // come, so waiting can never outlast the work.
        var delivered = 0
        while delivered < count {
            finished.wait()
            while delivered < count, let result = slots.results.withLock({ $0[delivered].take() }) {
                deliver(delivered, result)
                delivered += 1
            }
        }
    }

    /// The processors online (at least one).
    static var processorCount: Int {
        max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    }

    /// The results so far and the next job to start, shared by the workers.
    private final class Slots<Result: Sendable>: Sendable {
        let results: Mutex<[Result?]>
        let next = Atomic<Int>(0)

        init(count: Int) {
            results = Mutex(Array(repeating: nil, count: count))
        }
    }
}

/// What a command run in a job wrote, kept to be replayed on the real console in one piece.
struct ConsoleRecord: Sendable {
    enum Entry: Sendable {
        case output(String)
        case error(String)
        case bytes([UInt8])
    }

    var entries: [Entry] = []
    /// The job's exit status.
    var status = ExitCode.success

    /// Writes everything to `console`, in the order it was written.
    func replay(on console: Console) {
        for entry in entries {
            switch entry {
            case .output(let text): console.writeOutput(text)
            case .error(let text): console.writeError(text)
            case .bytes(let bytes): console.writeBytes(bytes)
            }
        }
    }

    /// Runs `body` with a console that records into a new record, like `console` in every
    /// other respect (colour, terminals, width); standard input is `input`.
    static func recording(
        like console: ConsoleTraits, input: [UInt8] = [], _ body: (Console) -> ExitCode
    ) -> ConsoleRecord {
        let recorder = Recorder()
        let recording = Console(
            writeOutput: { recorder.record.entries.append(.output($0)) },
            writeError: { recorder.record.entries.append(.error($0)) }, readInput: { input },
            inputIsTerminal: false, outputIsTerminal: console.outputIsTerminal,
            errorIsTerminal: console.errorIsTerminal, usesColor: console.usesColor, outputWidth: console.outputWidth,
            writeBytes: { recorder.record.entries.append(.bytes($0)) })
        recorder.record.status = body(recording)
        return recorder.record
    }

    private final class Recorder {
        var record = ConsoleRecord()
    }
}

/// What a job's console copies from the real one.
struct ConsoleTraits: Sendable {
    var outputIsTerminal: Bool
    var errorIsTerminal: Bool
    var usesColor: Bool
    var outputWidth: Int?

    init(_ console: Console) {
        outputIsTerminal = console.outputIsTerminal
        errorIsTerminal = console.errorIsTerminal
        usesColor = console.usesColor
        outputWidth = console.outputWidth
    }
}
