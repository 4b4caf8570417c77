// Helpers for the file-safety tests: a process whose signal mask, umask and standard input the
// test controls, the kinds of file the tests make (device nodes, FIFOs, sockets, a full disk),
// and what a folder holds besides the files a test made.
import Foundation
import Testing

/// Whether the tests run as root, which device nodes, owners and mounts need.
let runningAsRoot = getuid() == 0

/// Whether a tmpfs can be mounted here (root, and a kernel and container that allow it).
let canMountTmpfs: Bool = {
    guard runningAsRoot, let folder = try? TemporaryFolder() else { return false }
    guard mount("tmpfs", folder.url.path, "tmpfs", 0, "size=64k") == 0 else { return false }
    umount(folder.url.path)
    return true
}()

/// `strace`, which can slow each `write` down so that a signal surely lands mid-write; nil when
/// it is missing or may not trace here (a container without ptrace), said once.
let stracePath: String? = {
    guard let found = executableOnPath("strace") else {
        print("note: strace is not installed; skipping the mid-write signal test (apt-get install strace)")
        return nil
    }
    let trial = try? runProgram([found, "-o", "/dev/null", "/bin/true"], in: URL(fileURLWithPath: "/"))
    guard trial?.0 == .exit(0) else {
        print("note: strace cannot trace here (no ptrace); skipping the mid-write signal test")
        return nil
    }
    return found
}()

/// The path of a program on the PATH, or nil.
func executableOnPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// How a process ended.
enum Termination: Equatable {
    case exit(Int32)
    case signal(Int32)
}

/// A program started with `posix_spawn` in a folder, its output and error going to files.
///
/// Not Foundation's `Process`: the tests need to start the child with signals blocked, and to
/// give it a standard input they keep open.
final class SpawnedProcess {
    let pid: pid_t
    private let logs: TemporaryFolder

    /// Starts `arguments[0]` (a path) in `directory` through `/bin/sh`, which sets `umask` when
    /// given and then `exec`s it, so `pid` is the program's own. `blocked` signals start blocked;
    /// standard input is `input` (a descriptor the caller owns) or an empty file.
    init(
        _ arguments: [String], in directory: URL, blocked: [Int32] = [], umask mask: String? = nil,
        input: Int32? = nil
    ) throws {
        logs = try TemporaryFolder()
        // No core file from SIGQUIT or SIGXCPU: the tests count the files a run leaves.
        let script = "ulimit -c 0; " + (mask.map { "umask \($0); " } ?? "") + "cd \"$1\" && shift && exec \"$@\""
        let argv = ["/bin/sh", "-c", script, "sh", directory.path] + arguments

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, logs.path("stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, logs.path("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in blocked { sigaddset(&mask, number) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [
            SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ, SIGQUIT, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2,
        ] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let argp: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in envp + argp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argp, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        self.pid = pid
    }

    /// Waits for the process to end.
    func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return Self.termination(status)
    }

    /// Waits up to `seconds` for the process to end; nil (and the process killed) if it hangs.
    func wait(seconds: Double) -> Termination? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return Self.termination(status) }
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(pid, SIGKILL)
        _ = wait()
        return nil
    }

    /// WIFSIGNALED and friends are macros Swift does not import.
    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7F
        return signal == 0 ? .exit((status >> 8) & 0xFF) : .signal(signal)
    }

    var output: String { (try? logs.read("stdout")) ?? "" }
    var error: String { (try? logs.read("stderr")) ?? "" }
}

/// Runs a program to its end in `directory` (see ``SpawnedProcess``).
func runProgram(_ arguments: [String], in directory: URL, umask mask: String? = nil) throws -> (Termination, String) {
    let process = try SpawnedProcess(arguments, in: directory, umask: mask)
    let termination = process.wait()
    return (termination, process.error)
}

extension TemporaryFolder {
    /// The `stat` of a name in the folder, without following a link.
    func status(_ name: String) throws -> stat {
        var info = stat()
        guard lstat(path(name), &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return info
    }

    /// The kind of a name in the folder: `S_IFREG`, `S_IFLNK`, `S_IFIFO`, `S_IFCHR`, ….
    func kind(_ name: String) throws -> mode_t {
        try status(name).st_mode & S_IFMT
    }

    /// The permission bits of a name in the folder.
    func mode(_ name: String) throws -> mode_t {
        try status(name).st_mode & 0o7777
    }

    /// Names in the folder that look like the writer's temporary files (`.NAME.shape-XXXXXX`).
    func temporaryFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.contains(".shape-") }
    }

    /// Makes a FIFO.
    func makeFIFO(_ name: String) throws {
        guard mkfifo(path(name), 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Makes a character device node with the numbers of `/dev/null` (1, 3) or `/dev/full`
    /// (1, 7), so the real /dev is never touched. Needs root.
    func makeCharacterDevice(_ name: String, major: UInt32, minor: UInt32) throws {
        let device = (UInt64(major) << 8) | UInt64(minor)
        guard mknod(path(name), S_IFCHR | 0o666, dev_t(device)) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Makes a link `name` pointing at `target`, as written.
    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
    }

    /// Makes a folder.
    func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(name), withIntermediateDirectories: true)
    }
}

/// Reads a FIFO to its end on a thread of its own, so the writer on the other end can finish.
final class FIFOReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var bytes = Data()

    init(path: String) {
        Thread.detachNewThread { [self] in
            if let handle = FileHandle(forReadingAtPath: path) {
                bytes = handle.readDataToEndOfFile()
                try? handle.close()
            }
            done.signal()
        }
    }

    /// What was read, once the writer closed the FIFO; nil after `seconds` without an end.
    func text(within seconds: Double = 30) -> String? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Polls `condition` every 10 ms for up to `seconds`.
func waitUntil(seconds: Double = 20, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return try condition()
}
