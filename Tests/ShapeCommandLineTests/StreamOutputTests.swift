// A device or a pipe as OUT (issue 23): its name tells no format, so it gets SVG, as standard
// output does when piped; and `shape help md` lists only what `md` accepts.
import Foundation
import Testing

@Suite struct StreamOutputTests {
    @Test func aDeviceGetsSVGWithoutFormat() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("card.shape", "shape card = RoundedRectangle(cornerRadius: 12) { size 40 x 40 }")
        let result = try runShape(["render", script, "-o", "/dev/null"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        // A file whose name says nothing is still refused: it would be kept, in a format unsaid.
        let unnamed = try runShape(["render", script, "-o", folder.path("card")])
        #expect(unnamed.status == 2)
        #expect(unnamed.error.contains("cannot tell the format"))
    }

    @Test(.timeLimit(.minutes(1))) func aPipeGetsSVG() throws {
        let folder = try TemporaryFolder()
        let script = try folder.write("card.shape", "shape card = RoundedRectangle(cornerRadius: 12) { size 40 x 40 }")
        let fifo = folder.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader waits on its own thread for the writer to open the pipe, then reads to
        // its end (plain descriptors: Foundation's file reading does not wait on a pipe).
        final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
        let box = Box()
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                box.bytes += buffer[..<count]
            }
        }
        reader.start()
        let result = try runShape(["render", script, "-o", fifo])
        // A run that never opened the pipe would leave the reader waiting: open and close it.
        let release = open(fifo, O_WRONLY | O_NONBLOCK)
        if release >= 0 { close(release) }
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        #expect(result.status == 0, "\(result.error)")
        let text = String(decoding: box.bytes, as: UTF8.self)
        #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"), "\(text.prefix(80))")
    }

    @Test func helpOnMarkdownListsOnlyWhatMarkdownTakes() throws {
        let help = try runShape(["help", "md"]).output
        #expect(help.contains("pictures (SVG, PNG):"))
        #expect(!help.contains("PDF"), "\(help)")
        let render = try runShape(["help", "render"]).output
        #expect(render.contains("pictures (SVG, PNG, PDF):"))
    }
}
