// The base protocol's framing: each message is `Content-Length: N` (and optionally
// `Content-Type: …`) header lines, a blank line, then N bytes of JSON. A reader that meets a
// header it cannot use says so once and looks for the next `Content-Length:`, so a garbled
// message costs that message, never the rest of the stream.
import FoundationEssentials
import ShapeJSON

/// Reads framed messages from a stream of bytes.
struct MessageReader {
    /// What the stream gave next.
    enum Event: Equatable {
        /// A message's body.
        case message([UInt8])
        /// Headers that frame no message; the reader has moved on to the next header.
        case malformed(String)
        /// The end of the stream.
        case end
    }

    /// No message is longer: a larger Content-Length is taken for a corrupt header.
    static let maxLength = 64 << 20
    /// A header line longer than this is not a header.
    static let maxHeaderLine = 8 << 10

    /// Reads more bytes into the buffer it is given; returns how many, 0 at the end.
    private let read: (inout [UInt8]) -> Int
    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer`.
    private var start = 0
    private var ended = false
    /// Set after a malformed header: the next read first skips to the next `Content-Length:`.
    /// Skipping waits for more bytes, so it is done then, not before the error is reported.
    private var resynchronizing = false
    /// Where the line ``readLine()`` returned last started: a bad header line is searched again
    /// from its second byte, for garbage may run straight into the next header.
    private var lineStart = 0

    init(read: @escaping (inout [UInt8]) -> Int) { self.read = read }

    /// A reader over bytes in memory, for tests.
    init(bytes: [UInt8]) {
        var remaining = bytes[...]
        self.init { chunk in
            let count = min(chunk.count, remaining.count)
            chunk.replaceSubrange(0..<count, with: remaining.prefix(count))
            remaining = remaining.dropFirst(count)
            return count
        }
    }

    /// The next message, or what went wrong with the headers, or the end.
    mutating func next() -> Event {
        if resynchronizing {
            resynchronize()
            resynchronizing = false
        }
        var length: Int?
        var headers = 0
        while true {
            guard let line = readLine() else { return .end }
            if line.isEmpty {
                // A blank line before any header is only white space between messages.
                if headers == 0 { continue }
                break
            }
            headers += 1
            if let problem = take(header: line, into: &length) {
                start = min(lineStart + 1, buffer.count)
                resynchronizing = true
                return .malformed(problem)
            }
        }
        guard let length else {
            resynchronizing = true
            return .malformed("a message without a Content-Length header")
        }
        guard let body = readBytes(length) else { return .end }
        return .message(body)
    }

    private func spacesTrimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
        let end = bytes.lastIndex { $0 != UInt8(ascii: " ") }.map { $0 + 1 } ?? start
        return bytes[start..<max(start, end)]
    }

    /// Reads one header into `length`; returns what is wrong with it, if anything.
    private func take(header line: [UInt8], into length: inout Int?) -> String? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return "a header line that is not 'Name: value'"
        }
        // Printable ASCII only (checked above): the one white space to trim is the space.
        let name = String(decoding: spacesTrimmed(line[..<colon]), as: UTF8.self)
        let value = String(decoding: spacesTrimmed(line[(colon + 1)...]), as: UTF8.self)
        guard name.lowercased() == "content-length" else { return nil }
        guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(value), number <= MessageReader.maxLength
        else {
            return "Content-Length '\(value.prefix(20))' is not a length from 0 to \(MessageReader.maxLength)"
        }
        length = number
        return nil
    }

    // MARK: - Bytes

    /// The next line without its line break (CR LF, or a lone LF), or nil at the end. A line
    /// too long to be a header is returned cut short, which makes it malformed.
    private mutating func readLine() -> [UInt8]? {
        // Counted from `start`: reading more may move the unread bytes to the front.
        var searched = 0
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                lineStart = start
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                return line
            }
            if buffer.count - start > MessageReader.maxHeaderLine {
                lineStart = start
                let line = Array(buffer[start..<(start + MessageReader.maxHeaderLine)])
                start = buffer.count
                return line
            }
            searched = buffer.count - start
            guard fill() else {
                if start < buffer.count {
                    lineStart = start
                    let line = Array(buffer[start...])
                    start = buffer.count
                    return line
                }
                return nil
            }
        }
    }

    /// Exactly `count` bytes, or nil when the stream ends first.
    private mutating func readBytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }

    /// Skips to the next `Content-Length:` (any case), or to the end.
    private mutating func resynchronize() {
        let marker = Array("content-length:".utf8)
        while true {
            var index = start
            while index + marker.count <= buffer.count {
                // Anywhere, not only at a line's start: messages follow each other with no line
                // break between a body and the next header.
                if zip(buffer[index...], marker).allSatisfy({ lowercased($0) == $1 }) {
                    start = index
                    return
                }
                index += 1
            }
            // Keep a partial marker at the end; drop the rest.
            start = max(start, buffer.count - marker.count)
            guard fill() else {
                start = buffer.count
                return
            }
        }
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Reads more bytes; false at the end of the stream.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = read(&chunk)
        guard count > 0 else {
            ended = true
            return false
        }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }
}

/// Writes framed messages; safe to call from any thread.
final class MessageWriter: @unchecked Sendable {
    private let lock = Lock()
    private let output: (String) -> Void

    init(output: @escaping (String) -> Void) { self.output = output }

    func send(_ message: JSON) {
        let body = message.serialized
        lock.lock()
        defer { lock.unlock() }
        output("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
    }
}
