// How OutputFile writes once it knows where: in place on a device or a FIFO, and by a temporary
// file renamed over a regular file, holding interrupts until the temporary is renamed or gone.
import ShapeLanguage
import ShapeRendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the pieces of an output to one descriptor, remembering the first failure and writing
/// nothing after it. An output made piece by piece (a large SVG) is written as it is made and
/// never held whole in memory.
public final class ChunkWriter: ByteSink {
    private enum Target {
        case descriptor(Int32)
        /// Standard output or error as a ``Console`` sees them (captured in tests); `binary`
        /// pieces (a picture) go to standard output as bytes, not as text.
        case console(Console, toError: Bool, binary: Bool)
    }

    private let target: Target
    let signals: WriteSignals?
    /// `errno` of the first failed write, or 0 when `signals` received one first.
    private(set) var failure: Int32?
    /// Whether what was being written could not be made: nothing more is written, and a file
    /// being replaced is left as it was.
    private(set) var abandoned = false
    /// Bytes written to the descriptor so far by this thread.
    private var written = 0
    /// The thread that makes the `write` calls once the output is large.
    private var writingThread: WritingThread?
    /// How many bytes are written directly before a ``WritingThread`` takes over: past this an
    /// output is large enough that overlapping its writes with making it pays for a thread.
    static let threadThreshold = 1 << 23

    init(descriptor: Int32, signals: WriteSignals?) {
        target = .descriptor(descriptor)
        self.signals = signals
    }

    init(console: Console, toError: Bool, binary: Bool = false) {
        target = .console(console, toError: toError, binary: binary)
        signals = nil
    }

    /// Whether writing more is pointless: a write failed, the output was abandoned, or an
    /// interrupt came (it is acted on once the file is cleaned up). Long work checks it.
    public var hasStopped: Bool {
        failure != nil || abandoned || signals?.received != nil
    }

    /// Gives up the output: what its maker could not finish must not be kept. A file being
    /// replaced keeps its old content; what went to a stream already is gone.
    func abandon() {
        abandoned = true
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !abandoned else { return }
        switch target {
        case .descriptor(let descriptor):
            if let writingThread {
                failure = writingThread.append(bytes)
                return
            }
            failure = OutputFile.writeAll(bytes, to: descriptor, signals: signals)
            written += bytes.count
            if written >= ChunkWriter.threadThreshold {
                writingThread = WritingThread.start(descriptor: descriptor, signals: signals)
            }
        case .console(let console, false, binary: true):
            console.writeBytes(Array(bytes))
        case .console(let console, let toError, _):
            let text = String(decoding: bytes, as: UTF8.self)
            if toError { console.writeError(text) } else { console.writeOutput(text) }
        }
    }

    /// Waits until every byte handed over is written (or the writing failed); call it before
    /// looking at ``failure`` and closing the descriptor.
    func finish() {
        guard let writingThread else { return }
        self.writingThread = nil
        let code = writingThread.finish()
        if failure == nil { failure = code }
    }
}

extension OutputFile {
    /// What is written: bytes handed to a writer, all at once or piece by piece.
    typealias Content = (ChunkWriter) -> Void

    /// Bytes per `write` call: small enough that an interrupt is seen within a few milliseconds.
    static let chunkSize = 1 << 20

    /// Writes all of `buffer` to `descriptor`; returns `errno` on failure, or 0 when `signals`
    /// received one before the end (the caller asks which). Nil when all was written.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, signals: WriteSignals?) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var written = 0
        while written < buffer.count {
            if signals?.received != nil { return 0 }
            let result = systemWrite(descriptor, base + written, min(chunkSize, buffer.count - written))
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }

    /// Opens a device, a FIFO or a `/proc` entry and writes to it where it is.
    ///
    /// Signals keep their usual effect: there is no temporary file to clean up, and Ctrl-C must
    /// end a wait for a FIFO's reader at once.
    static func writeInPlace(_ content: Content, to target: String, path: String) throws(OutputError) {
        // /proc entries are links by nature; anything else was just seen not to be one.
        let inProc = target.hasPrefix("/proc/")
        let flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (inProc ? O_TRUNC : O_NOFOLLOW)
        var descriptor: Int32
        repeat {
            descriptor = open(target, flags)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw OutputError(path: path, cause: cause(of: errno, step: .open)) }
        var info = stat()
        if !inProc, fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            // A regular file was put there after it was looked at: replace it as one.
            close(descriptor)
            let existing = ExistingFile(mode: info.st_mode, owner: info.st_uid, group: info.st_gid)
            return try replace(target, existing: existing, with: content, path: path)
        }
        let writer = ChunkWriter(descriptor: descriptor, signals: nil)
        content(writer)
        writer.finish()
        let code = writer.failure
        let closed = close(descriptor) == 0 ? 0 : errno
        if let code { throw OutputError(path: path, cause: .system(step: .write, code: code)) }
        if closed != 0, closed != EINTR { throw OutputError(path: path, cause: .system(step: .write, code: closed)) }
    }

    /// Replaces the regular file `target` (or creates it) with a temporary file renamed over it.
    static func replace(
        _ target: String, existing: ExistingFile?, with content: Content, path: String
    ) throws(OutputError) {
        if let existing, isReadOnly(existing, target: target) {
            throw OutputError(path: path, cause: .readOnly(mode: UInt32(existing.mode)))
        }
        let signals = WriteSignals.begin()
        var cause = replaceHoldingSignals(target, existing: existing, with: content, signals: signals)
        if cause != nil, let signal = signals.received { cause = .interrupted(signal: signal) }
        // May end the process here, by the signal that arrived, with nothing left behind.
        signals.end()
        if let cause { throw OutputError(path: path, cause: cause, whileReplacing: true) }
    }

    private static func replaceHoldingSignals(
        _ target: String, existing: ExistingFile?, with content: Content, signals: WriteSignals
    ) -> OutputError.Cause? {
        var template = temporaryTemplate(for: target)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return cause(of: errno, step: .create) }
        keepOwnerAndMode(of: existing, on: descriptor)
        let writer = ChunkWriter(descriptor: descriptor, signals: signals)
        content(writer)
        writer.finish()
        let code = writer.failure
        // Some file systems (NFS) report a failed write only when the file is closed.
        let closed = close(descriptor) == 0 ? 0 : errno
        var failure: OutputError.Cause?
        if let code {
            failure = .system(step: .write, code: code)
        } else if closed != 0, closed != EINTR {
            failure = .system(step: .write, code: closed)
        } else if let signal = signals.received {
            failure = .interrupted(signal: signal)
        } else if writer.abandoned {
            failure = .abandoned
        } else if rename(template, target) != 0 {
            failure = cause(of: errno, step: .replace)
        }
        if failure != nil { unlink(template) }
        return failure
    }

    /// `FOLDER/.NAME.shape-XXXXXX` for `mkstemp`: beside the target, so the rename stays on one
    /// file system, hidden, and recognisable if a crash ever leaves one.
    static func temporaryTemplate(for target: String) -> [CChar] {
        let folder = SourcePaths.directory(of: target)
        // Room for the dot and the suffix within a 255-byte name.
        let name = Array(SourcePaths.displayName(target).utf8.prefix(200))
        let prefix = folder == "." ? "" : (folder == "/" ? "/" : folder + "/")
        let bytes = Array(prefix.utf8) + [UInt8(ascii: ".")] + name + Array(".shape-XXXXXX".utf8)
        return bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// Gives the temporary file the old file's owner, group and permission bits, or the mode a
    /// new file gets (`mkstemp` makes it 0600).
    private static func keepOwnerAndMode(of existing: ExistingFile?, on descriptor: Int32) {
        guard let existing else {
            fchmod(descriptor, 0o666 & ~currentUmask())
            return
        }
        var mode = existing.mode & 0o7777
        var created = stat()
        if fstat(descriptor, &created) == 0, created.st_uid != existing.owner || created.st_gid != existing.group,
            fchown(descriptor, existing.owner, existing.group) != 0
        {
            // Not allowed to give it away (EPERM): it stays ours, and set-id bits must not
            // carry over to a different owner.
            mode &= ~(S_ISUID | S_ISGID)
        }
        fchmod(descriptor, mode)
    }

    /// No write permission for this process: for root, which may write anything, no write bit
    /// for anyone, as vim decides; for others, what `access` says.
    private static func isReadOnly(_ existing: ExistingFile, target: String) -> Bool {
        if geteuid() == 0 { return existing.mode & 0o222 == 0 }
        return faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 && errno == EACCES
    }

    /// The process's umask (reading it means setting it, so it is set straight back).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// The C library's `write`, which the methods named `write` hide inside ``OutputFile``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
